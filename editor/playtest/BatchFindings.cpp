// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/BatchFindings.h"

#include "editor/playtest/PlaytestNames.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace isle::editor {

using validation::Game;
using validation::PlaytestReport;

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

/// One decimal in the user's locale ("12.5", "12,5").
QString decimal(double v)
{
    return QLocale().toString(v, 'f', 1);
}

QString percent(double share)
{
    return QLocale().toString(static_cast<qlonglong>(std::lround(share * 100.0)));
}

/// Road steps between two intersections, or limit + 1 when farther than `limit`.
int cornerSteps(const Game &game, int from, int to, int limit)
{
    std::vector<int> frontier {from};
    for (int step = 0; step <= limit; ++step) {
        if (std::find(frontier.begin(), frontier.end(), to) != frontier.end())
            return step;
        std::vector<int> next;
        for (int c : frontier)
            for (int n : game.topology().cornerCorners(c))
                if (n >= 0)
                    next.push_back(n);
        frontier = std::move(next);
    }
    return limit + 1;
}
} // namespace

QString BatchFindings::rateWithMargin(double rate, std::pair<double, double> interval)
{
    const double margin = (interval.second - interval.first) / 2.0;
    return tr("%1% ± %2%").arg(percent(rate), percent(margin));
}

QString BatchFindings::cornerName(const Game &game, int corner)
{
    QStringList tokens;
    for (int h : game.topology().cornerHexes(corner))
        if (h >= 0 && game.hexToken(h) > 0)
            tokens << QString::number(game.hexToken(h));
    const model::CornerCoord cc = game.topology().corner(corner);
    const QString where
        = tr("(%1, %2) %3")
              .arg(cc.hex.q)
              .arg(cc.hex.r)
              .arg(cc.north ? tr("north", "corner of a hex") : tr("south", "corner of a hex"));
    if (tokens.isEmpty())
        return tr("the intersection at %1").arg(where);
    return tr("the %1 intersection at %2").arg(tokens.join(QLatin1Char('-')), where);
}

QStringList BatchFindings::findings(
    const PlaytestReport &report, const Game &game, const model::Scenario &scenario)
{
    QStringList out;
    if (report.games == 0)
        return {tr("No game finished.")};
    const double n = static_cast<double>(report.games);
    if (report.games < MinGames)
        out << tr("Only %n game(s) finished: too few for reliable findings.", nullptr,
            static_cast<int>(report.games));

    // Seats.
    const double fair = 1.0 / report.players;
    for (int seat = 0; seat < report.players; ++seat) {
        const auto interval = report.winRateInterval(seat);
        QString line = tr("%1 wins %2 of games.")
                           .arg(PlaytestNames::seatLong(seat),
                               rateWithMargin(report.winRate(seat), interval));
        if (report.games >= MinGames && interval.first > fair)
            line = tr("%1 wins %2 of games: more than the fair %3%.")
                       .arg(PlaytestNames::seatLong(seat),
                           rateWithMargin(report.winRate(seat), interval), percent(fair));
        else if (report.games >= MinGames && interval.second < fair)
            line = tr("%1 wins %2 of games: less than the fair %3%.")
                       .arg(PlaytestNames::seatLong(seat),
                           rateWithMargin(report.winRate(seat), interval), percent(fair));
        out << line;
    }

    // Length and the turn limit.
    const double stalled = static_cast<double>(report.stalled) / n;
    if (stalled >= StalledWarnShare)
        out << tr("%1% of games hit the turn limit of %2 turns without a winner: the map may be "
                  "too poor or too blocked to finish.")
                   .arg(percent(stalled))
                   .arg(report.maxTurns);
    else if (report.stalled > 0)
        out << tr("%1% of games hit the turn limit of %2 turns.")
                   .arg(percent(stalled))
                   .arg(report.maxTurns);
    out << tr("Games last %1 turns on average (shortest %2, longest %3).")
               .arg(QLocale().toString(report.meanTurns(), 'f', 1))
               .arg(report.turnsMin)
               .arg(report.turnsMax);
    out << tradeFindings(report);

    // The richest intersections.
    const int cornerCount = game.topology().cornerCount();
    std::vector<int> corners;
    for (int c = 0; c < cornerCount; ++c)
        if (game.cornerBuildable(c) && game.cornerPips(c) > 0)
            corners.push_back(c);
    auto settledShare = [&](int c) {
        return c < static_cast<int>(report.settledCount.size())
            ? static_cast<double>(report.settledCount[idx(c)]) / n
            : 0.0;
    };
    std::stable_sort(corners.begin(), corners.end(),
        [&](int a, int b) { return game.cornerPips(a) > game.cornerPips(b); });
    if (corners.size() >= 3) {
        const int a = corners[0], b = corners[1], c = corners[2];
        auto near = [&](int x, int y) {
            return cornerSteps(game, x, y, RichClusterSteps) <= RichClusterSteps;
        };
        const bool cluster = (near(a, b) || near(a, c)) && (near(b, a) || near(b, c))
            && (near(c, a) || near(c, b));
        const QString pips = tr("%1, %2 and %3 pips")
                                 .arg(game.cornerPips(a))
                                 .arg(game.cornerPips(b))
                                 .arg(game.cornerPips(c));
        const QString taken = tr("built on in %1%, %2% and %3% of games")
                                  .arg(percent(settledShare(a)), percent(settledShare(b)),
                                      percent(settledShare(c)));
        if (cluster)
            out << tr("The best three spots (%1) are adjacent, within %2 road steps of each "
                      "other, so one player can take two of them; they were %3.")
                       .arg(pips)
                       .arg(RichClusterSteps)
                       .arg(taken);
        else
            out << tr("The best three spots (%1) are spread over the board; they were %2.")
                       .arg(pips, taken);
    }
    if (!report.settledCount.empty()) {
        const auto best = std::max_element(report.settledCount.begin(), report.settledCount.end());
        const int corner = static_cast<int>(best - report.settledCount.begin());
        if (*best > 0 && corner < cornerCount)
            out << tr("The most built-on spot is %1 (%2 pips): built on in %3% of games.")
                       .arg(cornerName(game, corner))
                       .arg(game.cornerPips(corner))
                       .arg(percent(settledShare(corner)));
    }

    // Production per resource.
    std::array<double, validation::ResourceKinds> produced {};
    for (const auto &seat : report.producedSum)
        for (int r = 0; r < validation::ResourceKinds; ++r)
            produced[idx(r)] += static_cast<double>(seat[idx(r)]);
    const double total = std::accumulate(produced.begin(), produced.end(), 0.0);
    if (total > 0) {
        const double fairShare = 1.0 / validation::ResourceKinds;
        for (int r = 0; r < validation::ResourceKinds; ++r) {
            const double share = produced[idx(r)] / total;
            if (share < ScarceFactor * fairShare)
                out << tr("%1 is scarce: %2% of all production (a fair share is %3%).")
                           .arg(PlaytestNames::resource(r), percent(share), percent(fairShare));
            else if (share > PlentyFactor * fairShare)
                out << tr("%1 is plentiful: %2% of all production (a fair share is %3%).")
                           .arg(PlaytestNames::resource(r), percent(share), percent(fairShare));
        }
    }

    out << islandFindings(report, scenario);
    return out;
}

QStringList BatchFindings::tradeFindings(const PlaytestReport &report)
{
    // How much the seats trade (001:L184–198), and a seat that leans on the bank far more than
    // the others: its buildings miss a resource the map gives the others.
    QStringList out;
    if (report.tradeGames == 0 || report.players < 2)
        return out;
    const double games = static_cast<double>(report.tradeGames);
    double bank = 0;
    for (std::uint64_t n : report.maritimeTradeSum)
        bank += static_cast<double>(n);
    const QString perGame = decimal(bank / games);
    if (report.domesticTrade)
        out << tr("Players trade with each other %1 times a game and with the bank or a harbor %2 "
                  "times.")
                   .arg(decimal(static_cast<double>(report.tradesBetweenPlayers) / games), perGame);
    else
        out << tr("Played without trade between players: players trade with the bank or a harbor "
                  "%1 times a game.")
                   .arg(perGame);
    int most = 0;
    for (int p = 1; p < report.players; ++p)
        if (report.maritimeTradeSum[idx(p)] > report.maritimeTradeSum[idx(most)])
            most = p;
    const double mostRate = static_cast<double>(report.maritimeTradeSum[idx(most)]) / games;
    const double othersRate = (bank / games - mostRate) / static_cast<double>(report.players - 1);
    if (mostRate >= 2 && mostRate > BankTradeFactor * othersRate)
        out << tr("%1 trades with the bank %2 times a game, the others %3: its buildings may lack "
                  "a resource.")
                   .arg(PlaytestNames::seatLong(most), decimal(mostRate), decimal(othersRate));
    return out;
}

QString BatchFindings::islandName(
    const PlaytestReport &report, int island, const model::Scenario &scenario)
{
    const std::string area = report.islandAreaName(island, scenario);
    if (!area.empty())
        return QString::fromStdString(area);
    const auto &hexes = report.islands[idx(island)];
    return tr("the island at (%1, %2) with %n hex(es)", nullptr, static_cast<int>(hexes.size()))
        .arg(hexes.front().q)
        .arg(hexes.front().r);
}

QStringList BatchFindings::islandFindings(
    const PlaytestReport &report, const model::Scenario &scenario)
{
    QStringList out;
    const bool specialRules = !scenario.specialVictoryRules.empty();
    if (report.islandGames == 0 || (report.islands.size() < 2 && !specialRules))
        return out;
    const double n = static_cast<double>(report.islandGames);
    auto share = [&](std::uint64_t count) {
        return percent(static_cast<double>(count) / n);
    };
    for (int seat = 0; seat < report.players; ++seat)
        out << tr("%1 ends with %2 special victory points and buildings on %3 islands (%4 of "
                  "them foreign) on average.")
                   .arg(PlaytestNames::seatLong(seat))
                   .arg(decimal(report.meanPerIslandGame(report.specialPointsSum[idx(seat)])),
                       decimal(report.meanPerIslandGame(report.islandsSettledSum[idx(seat)])),
                       decimal(
                           report.meanPerIslandGame(report.foreignIslandsSettledSum[idx(seat)])));
    if (specialRules || report.wonWithSpecialPoints > 0)
        out << tr("The winner needed special victory points to reach the target in %1% of games.")
                   .arg(share(report.wonWithSpecialPoints));
    if (report.islands.size() < 2)
        return out;
    for (std::size_t k = 0; k < report.islands.size(); ++k) {
        QStringList bySeat, homeOf;
        for (int seat = 0; seat < report.players; ++seat) {
            bySeat << tr("%1 %2%").arg(
                PlaytestNames::seat(seat), share(report.islandSettledBy[k][idx(seat)]));
            homeOf << tr("%1 %2%").arg(
                PlaytestNames::seat(seat), share(report.islandHomeOf[k][idx(seat)]));
        }
        QString name = islandName(report, static_cast<int>(k), scenario);
        name[0] = name[0].toUpper();
        out << tr("%1: built on at the end of %2% of games (%3); a home island of %4.")
                   .arg(name, share(report.islandSettled[k]), bySeat.join(tr(", ")),
                       homeOf.join(tr(", ")));
    }
    return out;
}

QString BatchFindings::summary(
    const QString &mapTitle, const PlaytestReport &report, const QStringList &findings)
{
    QStringList bots;
    for (const std::string &bot : report.bots)
        bots << PlaytestNames::bot(bot);
    QString text = tr("Playtest of %1: %n game(s), %2 players (%3), seed %4", nullptr,
        static_cast<int>(report.games))
                       .arg(mapTitle)
                       .arg(report.players)
                       .arg(bots.join(tr(", ")))
                       .arg(report.seed);
    text += QLatin1Char('\n');
    for (const QString &line : findings)
        text += QStringLiteral("- ") + line + QLatin1Char('\n');
    return text;
}

} // namespace isle::editor
