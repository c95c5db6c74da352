// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli playtest FILE [--games N] [--threads T] [--seed S] [--bots a,b,...] [--json]
// [--first-game K] [--max-turns M] [--output REPORT.json]: self-play statistics for a scenario.
#include "CliCommand.h"
#include "CliSupport.h"

#include "validation/playtest/PlaytestRunner.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>
#include <QThread>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace isle::cli {

namespace {

QString percent(double v)
{
    return QString::number(100.0 * v, 'f', 1) + QLatin1Char('%');
}

/// " seat 1: … seat 2: …": each seat's sum over `games`, as a mean (2 decimals) or a share.
QString perSeat(const std::vector<std::uint64_t> &sums, double games, bool share = false)
{
    QString line;
    for (std::size_t p = 0; p < sums.size(); ++p) {
        const double v = static_cast<double>(sums[p]) / games;
        line += QLatin1Char(' ')
            + Cli::tr("seat %1: %2")
                  .arg(static_cast<int>(p) + 1)
                  .arg(share ? percent(v) : QString::number(v, 'f', 2));
    }
    return line;
}

/// An island as a designer finds it on the map: its area's name when the area holds just this
/// island, and always its top-left hex (the first in file order) and size.
QString islandName(const validation::PlaytestReport &r, int island, const model::Scenario &scenario)
{
    const auto &hexes = r.islands[static_cast<std::size_t>(island)];
    const QString where = Cli::tr("hex %1,%2, %3 hexes")
                              .arg(hexes.front().q)
                              .arg(hexes.front().r)
                              .arg(hexes.size());
    const std::string area = r.islandAreaName(island, scenario);
    return area.empty()
        ? where
        : QString::fromStdString(area) + QStringLiteral(" (") + where + QLatin1Char(')');
}

/// The island section: only for maps with several islands or special victory point rules.
void printIslands(
    QTextStream &out, const validation::PlaytestReport &r, const model::Scenario &scenario)
{
    if (r.islandGames == 0 || (r.islands.size() < 2 && scenario.specialVictoryRules.empty()))
        return;
    const double n = static_cast<double>(r.islandGames);
    auto share = [&](std::uint64_t count) {
        return QString::number(std::lround(100.0 * static_cast<double>(count) / n))
            + QLatin1Char('%');
    };
    out << '\n'
        << Cli::tr("Islands and special victory points (means per game):") << '\n'
        << "  " << Cli::tr("Seat  Special VP  Islands settled  Foreign islands") << '\n';
    for (int p = 0; p < r.players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        out << "  " << QString::number(p + 1).leftJustified(6)
            << QString::number(r.meanPerIslandGame(r.specialPointsSum[i]), 'f', 2).leftJustified(12)
            << QString::number(r.meanPerIslandGame(r.islandsSettledSum[i]), 'f', 2)
                   .leftJustified(17)
            << QString::number(r.meanPerIslandGame(r.foreignIslandsSettledSum[i]), 'f', 2) << '\n';
    }
    out << "  "
        << Cli::tr("The winner needed special victory points in %1 of %2 games (%3).")
               .arg(r.wonWithSpecialPoints)
               .arg(r.islandGames)
               .arg(share(r.wonWithSpecialPoints))
        << '\n';
    if (r.islands.size() < 2)
        return;
    out << "  "
        << Cli::tr("Islands (share of games built on at the end: by anyone; by seat 1..%1; "
                   "home island of seat 1..%1):")
               .arg(r.players)
        << '\n';
    QStringList names;
    qsizetype width = 0;
    for (std::size_t k = 0; k < r.islands.size(); ++k) {
        names << islandName(r, static_cast<int>(k), scenario);
        width = std::max(width, names.back().size());
    }
    for (std::size_t k = 0; k < r.islands.size(); ++k) {
        QStringList by, home;
        for (int p = 0; p < r.players; ++p) {
            by << share(r.islandSettledBy[k][static_cast<std::size_t>(p)]);
            home << share(r.islandHomeOf[k][static_cast<std::size_t>(p)]);
        }
        out << "  " << QString::number(k + 1).rightJustified(2) << "  "
            << names[static_cast<qsizetype>(k)].leftJustified(width + 1)
            << share(r.islandSettled[k]).leftJustified(6)
            << by.join(QLatin1Char(' ')).leftJustified(static_cast<int>(5 * r.players + 2))
            << Cli::tr("home %1").arg(home.join(QLatin1Char(' '))) << '\n';
    }
}

/// The search bots' thinking time: it varies with the machine, so it is printed, never stored.
void printBotStats(QTextStream &out, const validation::PlaytestResult &result)
{
    bool header = false;
    for (std::size_t i = 0; i < result.seatStats.size(); ++i) {
        const validation::BotStats &st = result.seatStats[i];
        if (st.decisions == 0)
            continue;
        if (!header)
            out << '\n' << Cli::tr("Bot thinking time (this machine, all threads):") << '\n';
        header = true;
        const double ms = static_cast<double>(st.nanoseconds) / 1e6;
        out << "  "
            << Cli::tr("seat %1: %2 decisions, mean %3 ms; %4 searched (mean %5 ms), %6 playouts")
                   .arg(i + 1)
                   .arg(st.decisions)
                   .arg(QString::number(ms / static_cast<double>(st.decisions), 'f', 3))
                   .arg(st.searched)
                   .arg(QString::number(
                       st.searched ? ms / static_cast<double>(st.searched) : 0.0, 'f', 2))
                   .arg(st.playouts)
            << '\n';
    }
}

void printReport(QTextStream &out, const validation::PlaytestReport &r, const QString &file,
    const model::Scenario &scenario)
{
    const double n = r.games ? static_cast<double>(r.games) : 1.0;
    out << Cli::tr("Playtest of %1: %2 games, seed %3, %4 players")
               .arg(file)
               .arg(r.games)
               .arg(r.seed)
               .arg(r.players)
        << '\n';
    if (!r.domesticTrade)
        out << Cli::tr("Domestic trade: off (--no-domestic-trade; maritime trade only)") << '\n';
    out << Cli::tr("Turns per game: mean %1, min %2, max %3; stalled (turn limit %4): %5")
               .arg(QString::number(r.meanTurns(), 'f', 1))
               .arg(r.turnsMin)
               .arg(r.turnsMax)
               .arg(r.maxTurns)
               .arg(r.stalled)
        << "\n\n";
    // Fixed-width columns; the bot column grows with the longest name ("expert:1152"), so a name
    // never runs into its wins. The header's third column starts at 16 in every translation.
    constexpr int BotColumn = 10;
    int botWidth = BotColumn;
    for (const std::string &bot : r.bots)
        botWidth = std::max(botWidth, static_cast<int>(bot.size()) + 1);
    QString header = Cli::tr(
        "Seat  Bot       Wins   Win rate  95% interval     Mean VP  Longest road  Largest army");
    header.insert(6 + BotColumn, QString(botWidth - BotColumn, QLatin1Char(' ')));
    out << header << '\n';
    for (int p = 0; p < r.players; ++p) {
        const auto i = static_cast<std::size_t>(p);
        const auto [lo, hi] = r.winRateInterval(p);
        out << QString::number(p + 1).leftJustified(6)
            << QString::fromStdString(r.bots[i]).leftJustified(botWidth)
            << QString::number(r.wins[i]).leftJustified(7)
            << percent(r.winRate(p)).leftJustified(10)
            << (percent(lo) + QStringLiteral("–") + percent(hi)).leftJustified(17)
            << QString::number(static_cast<double>(r.victoryPointsSum[i]) / n, 'f', 2)
                   .leftJustified(9)
            << percent(static_cast<double>(r.longestRoad[i + 1]) / n).leftJustified(14)
            // No Largest Army in Cities & Knights (001:L3171): a dash, not 0 %.
            << (r.citiesKnightsGames > 0 ? QStringLiteral("—")
                                         : percent(static_cast<double>(r.largestArmy[i + 1]) / n))
            << '\n';
    }
    out << '\n' << Cli::tr("Production per game (brick, lumber, wool, grain, ore):") << '\n';
    for (int p = 0; p < r.players; ++p) {
        out << "  " << Cli::tr("seat %1:").arg(p + 1);
        for (std::uint64_t v : r.producedSum[static_cast<std::size_t>(p)])
            out << ' ' << QString::number(static_cast<double>(v) / n, 'f', 2);
        out << '\n';
    }
    if (r.tradeGames > 0) {
        // Trade (001:L184–198): how much the seats trade with each other and with the bank, to
        // compare maps (and a map with --no-domestic-trade).
        const double tn = static_cast<double>(r.tradeGames);
        auto mean = [&](std::uint64_t sum) {
            return QString::number(static_cast<double>(sum) / tn, 'f', 2);
        };
        out << '\n';
        if (r.domesticTrade) {
            out << Cli::tr("Trades per game: %1 between players").arg(mean(r.tradesBetweenPlayers))
                << '\n'
                << Cli::tr("  with other players:");
            out << perSeat(r.domesticTradeSum, tn);
            out << '\n';
        } else {
            out << Cli::tr("Trades per game:") << '\n';
        }
        out << Cli::tr("  with the bank or a harbor:");
        out << perSeat(r.maritimeTradeSum, tn);
        out << '\n';
    }
    if (r.clothGames > 0) {
        // Cloth for Catan (001:L2131–2137, L2163).
        const double cn = static_cast<double>(r.clothGames);
        out << '\n'
            << Cli::tr("Cloth for Catan: games ended because 3 or fewer villages had cloth: %1 "
                       "(%2), of them drawn: %3")
                   .arg(r.villageEnds)
                   .arg(percent(static_cast<double>(r.villageEnds) / cn))
                   .arg(r.drawn)
            << '\n'
            << Cli::tr("Bolts of cloth per game (2 = 1 VP):");
        out << perSeat(r.clothSum, cn);
        out << '\n';
    }
    if (r.pirateGames > 0) {
        // The Pirate Islands (001:L2231, L2282): who captures their fortress, with how many
        // warships.
        const double pn = static_cast<double>(r.pirateGames);
        out << '\n' << Cli::tr("The Pirate Islands: fortress captured (share of games):");
        out << perSeat(r.fortressCapturedSum, pn, true);
        out << '\n' << Cli::tr("Warships per game at the end:");
        out << perSeat(r.warshipsSum, pn);
        out << '\n';
    }
    if (r.wonderGames > 0) {
        // The Wonders of Catan (001:L2375–2379): how far each seat builds its wonder, and how
        // often it wins by finishing it rather than by points.
        const double wn = static_cast<double>(r.wonderGames);
        out << '\n' << Cli::tr("The Wonders of Catan: wonder level at the end (mean):");
        out << perSeat(r.wonderLevelSum, wn);
        out << '\n' << Cli::tr("Wonder finished, level 4 (share of games):");
        out << perSeat(r.wonderFinishedSum, wn, true);
        out << '\n';
    }
    if (r.citiesKnightsGames > 0) {
        // Cities & Knights (001:L3574–3624, L3450): how often the barbarians come, whose
        // cities they take, who holds the metropolises at the end.
        const double kn = static_cast<double>(r.citiesKnightsGames);
        out << '\n'
            << Cli::tr("Cities & Knights: barbarian attacks per game: %1")
                   .arg(QString::number(static_cast<double>(r.barbarianAttacksSum) / kn, 'f', 2));
        out << '\n' << Cli::tr("Cities lost to the barbarians per game:");
        out << perSeat(r.citiesLostSum, kn);
        out << '\n' << Cli::tr("Metropolises per game at the end:");
        out << perSeat(r.metropolisSum, kn);
        out << '\n';
    }
    std::vector<std::size_t> order(r.settledCount.size());
    for (std::size_t c = 0; c < order.size(); ++c)
        order[c] = c;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return r.settledCount[a] > r.settledCount[b]; });
    out << '\n'
        << Cli::tr("Most settled intersections (q,r,N|S: share of games built on):") << '\n';
    for (std::size_t k = 0; k < std::min<std::size_t>(10, order.size()); ++k)
        out << "  " << QString::fromStdString(r.corners[order[k]]).leftJustified(10)
            << percent(static_cast<double>(r.settledCount[order[k]]) / n) << '\n';
    printIslands(out, r, scenario);
}

} // namespace

int runPlaytestCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Plays a scenario by self-play with bots and reports per-seat win rates (with 95% "
        "intervals), game length, victory points, production, settled intersections, "
        "Longest Road / Largest Army frequencies and, on maps with several islands or special "
        "victory points, islands settled and special points per seat. The same seed gives the same "
        "results for any "
        "number of threads; reports of disjoint game ranges combine exactly with 'merge'."));
    parser.addHelpOption();
    const QCommandLineOption gamesOption(QStringLiteral("games"),
        Cli::tr("Number of games (default 1000)."), QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption threadsOption(QStringLiteral("threads"),
        Cli::tr("Worker threads (default: all cores)."), QStringLiteral("T"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), Cli::tr("Run seed (default 1)."),
        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption botsOption(QStringLiteral("bots"),
        Cli::tr("Comma-separated bots, one per seat: random, greedy, expert, or expert:N (the "
                "expert with N playouts per set-up settlement; default: greedy for each seat)."),
        QStringLiteral("LIST"));
    const QCommandLineOption playersOption(QStringLiteral("players"),
        Cli::tr("Number of players when --bots is not given (default: 4, or "
                "the scenario's limits)."),
        QStringLiteral("P"));
    const QCommandLineOption firstOption(QStringLiteral("first-game"),
        Cli::tr("Index of the first game (for splitting a study; default 0)."), QStringLiteral("K"),
        QStringLiteral("0"));
    const QCommandLineOption maxTurnsOption(QStringLiteral("max-turns"),
        Cli::tr("Turns after which a game counts as stalled (default 1000)."), QStringLiteral("M"),
        QStringLiteral("1000"));
    const QCommandLineOption noTradeOption(QStringLiteral("no-domestic-trade"),
        Cli::tr("Play without offers between players (maritime trade only), to compare a map with "
                "and without trading."));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), Cli::tr("Print the report as JSON."));
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")},
        Cli::tr("Also write the JSON report to FILE."), QStringLiteral("FILE"));
    parser.addOptions({gamesOption, threadsOption, seedOption, botsOption, playersOption,
        firstOption, maxTurnsOption, noTradeOption, jsonOption, outputOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The scenario file to playtest."));
    if (const auto exitCode = parseCommandLine(parser, "playtest", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1) {
        err << Cli::tr("playtest: expected exactly one scenario FILE") << '\n';
        return ExitBadInput;
    }
    const QString file = parser.positionalArguments().front();

    validation::PlaytestOptions options;
    std::uint64_t threads = static_cast<std::uint64_t>(std::max(1, QThread::idealThreadCount()));
    std::uint64_t maxTurns = 1000;
    if (!parseCount(parser.value(gamesOption), options.games, 1)
        || !parseCount(parser.value(seedOption), options.seed, 0)
        || !parseCount(parser.value(firstOption), options.firstGame, 0)
        || (parser.isSet(threadsOption) && !parseCount(parser.value(threadsOption), threads, 1))
        || !parseCount(parser.value(maxTurnsOption), maxTurns, 1) || threads > 1024
        || maxTurns > 60000) {
        err << Cli::tr(
            "playtest: --games, --threads and --max-turns take positive numbers, --seed and "
            "--first-game numbers of 0 or more")
            << '\n';
        return ExitBadInput;
    }
    options.threads = static_cast<int>(threads);

    const std::optional<model::Scenario> loaded = loadScenarioOrPrint(file, err);
    if (!loaded)
        return ExitBadInput;
    const model::Scenario &scenario = *loaded;

    int players = 0;
    if (parser.isSet(botsOption)) {
        for (const QString &b : parser.value(botsOption).split(QLatin1Char(',')))
            options.bots.push_back(b.trimmed().toStdString());
        players = static_cast<int>(options.bots.size());
    } else {
        std::uint64_t p
            = static_cast<std::uint64_t>(std::clamp(4, scenario.minPlayers, scenario.maxPlayers));
        if (parser.isSet(playersOption) && !parseCount(parser.value(playersOption), p, 1)) {
            err << Cli::tr("playtest: --players takes a positive number") << '\n';
            return ExitBadInput;
        }
        players = static_cast<int>(std::min<std::uint64_t>(p, 64));
        options.bots.assign(static_cast<std::size_t>(players), "greedy");
    }
    validation::GameConfig config;
    config.maxTurns = static_cast<int>(maxTurns);
    config.domesticTrade = !parser.isSet(noTradeOption);
    std::string error;
    auto runner = validation::PlaytestRunner::forScenario(scenario, players, config, error);
    if (!runner) {
        err << Cli::tr("%1: cannot playtest: %2").arg(file, QString::fromStdString(error)) << '\n';
        return ExitBadInput;
    }
    if (const std::string e = runner->checkBots(options.bots); !e.empty()) {
        err << Cli::tr("playtest: %1").arg(QString::fromStdString(e)) << '\n';
        return ExitBadInput;
    }
    const validation::PlaytestResult result = runner->run(options);
    if (!result.error.empty()) {
        err << Cli::tr("%1: cannot playtest: %2").arg(file, QString::fromStdString(result.error))
            << '\n';
        return ExitBadInput;
    }
    const nlohmann::json json = result.report.toJson();
    if (parser.isSet(outputOption)) {
        if (!writeOutputFile("playtest", parser.value(outputOption), json.dump(2) + "\n", err))
            return ExitBadInput;
    }
    if (parser.isSet(jsonOption))
        out << QString::fromStdString(json.dump(2)) << '\n';
    else {
        printReport(out, result.report, file, scenario);
        printBotStats(out, result);
    }
    return ExitOk;
}

} // namespace isle::cli
