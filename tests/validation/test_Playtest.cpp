// SPDX-License-Identifier: GPL-3.0-or-later
// The playtest runner: thread-count independence, exact merges, JSON, cancellation, progress,
// island and special-point statistics.
#include "EngineTestUtil.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/engine/GameRecord.h"
#include "validation/playtest/PlaytestRunner.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <bit>

using namespace isle;
using namespace isle::test;
using isle::validation::PlaytestOptions;
using isle::validation::PlaytestReport;
using isle::validation::PlaytestRunner;

namespace {

PlaytestOptions options(std::uint64_t first, std::uint64_t games, int threads)
{
    PlaytestOptions o;
    o.seed = 2024;
    o.firstGame = first;
    o.games = games;
    o.threads = threads;
    o.bots = {"greedy", "greedy", "random", "random"};
    return o;
}

/// The Four Islands for 3 players: a variable map (terrain, tokens and harbors dealt from pools)
/// with 2 special victory points per foreign island (001:L1742–1754).
std::optional<PlaytestRunner> fourIslandsRunner()
{
    const auto loaded = model::loadScenarioFile(
        std::string(ISLE_SOURCE_DIR) + "/scenarios/seafarers-four-islands-3.json");
    if (!loaded.ok())
        return std::nullopt;
    std::string error;
    return PlaytestRunner::forScenario(*loaded.scenario, 3, {}, error);
}

/// The Wonders of Catan for 3 players (Seafarers 8): wonder cards, level 4 or 10 VP with the
/// highest level win (001:L2375–2379).
std::optional<PlaytestRunner> wondersRunner()
{
    const auto loaded = model::loadScenarioFile(
        std::string(ISLE_SOURCE_DIR) + "/scenarios/seafarers-wonders-of-catan-3-4.json");
    if (!loaded.ok())
        return std::nullopt;
    std::string error;
    return PlaytestRunner::forScenario(*loaded.scenario, 3, {}, error);
}

PlaytestOptions islandOptions(std::uint64_t first, std::uint64_t games, int threads)
{
    PlaytestOptions o = options(first, games, threads);
    o.bots = {"greedy", "greedy", "greedy"};
    return o;
}

} // namespace

class TestPlaytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameResultsForAnyThreadCount();
    void mergeOfDisjointRangesIsExact();
    void mergeRefusesOverlapsAndMismatches();
    void reportJsonRoundTrip();
    void cancellationStopsEarly();
    void wilsonInterval();
    void checkBots();
    void variableSetupDealsABoardPerGame();
    void seafarersGamesCountIslandsAndSpecialPoints();
    void islandStatisticsMergeExactly();
    void islandStatisticsJsonRoundTrip();
    void reportWithoutIslandKeysReadsAsNoIslandGames();
    void baseBoardHasOneIslandAndNoSpecialPoints();
    void domesticTradeOffLeavesOnlyMaritimeTrade();
    void wonderStatisticsCountLevelsAndMergeExactly();
    void tradeStatisticsCountBothSidesAndMergeExactly();

private:
    std::shared_ptr<const validation::Game> m_game = compileOrThrow(baseBeginnerScenario(), 4);
};

void TestPlaytest::sameResultsForAnyThreadCount()
{
    PlaytestRunner runner(m_game, "base");
    std::uint64_t calls = 0, last = 0;
    const auto one = runner.run(options(0, 24, 1), [&](std::uint64_t done, std::uint64_t total) {
        ++calls;
        last = done;
        QCOMPARE(total, std::uint64_t(24));
    });
    QCOMPARE(calls, std::uint64_t(24));
    QCOMPARE(last, std::uint64_t(24));
    const auto two = runner.run(options(0, 24, 2));
    const auto three = runner.run(options(0, 24, 3));
    QVERIFY(!one.cancelled);
    QCOMPARE(one.report.games, std::uint64_t(24));
    QVERIFY(one.report == two.report);
    QVERIFY(one.report == three.report);
    QVERIFY(one.games == two.games);
    std::uint64_t wins = one.report.stalled;
    for (auto w : one.report.wins)
        wins += w;
    QCOMPARE(wins, std::uint64_t(24));
}

void TestPlaytest::mergeOfDisjointRangesIsExact()
{
    PlaytestRunner runner(m_game, "base");
    // merge(games 0..49, games 50..99) == games 0..99, whatever the thread counts.
    const auto all = runner.run(options(0, 100, 2)).report;
    const auto a = runner.run(options(0, 50, 1)).report;
    const auto b = runner.run(options(50, 50, 2)).report;
    std::string error;
    const auto merged = PlaytestReport::merge(b, a, error);
    QVERIFY2(merged.has_value(), error.c_str());
    QVERIFY(*merged == all);
    QCOMPARE(merged->toJson().dump(), all.toJson().dump());
    QCOMPARE(merged->gameRanges.size(), std::size_t(1));
}

void TestPlaytest::mergeRefusesOverlapsAndMismatches()
{
    PlaytestRunner runner(m_game, "base");
    const auto a = runner.run(options(0, 6, 1)).report;
    const auto b = runner.run(options(5, 6, 1)).report;
    std::string error;
    QVERIFY(!PlaytestReport::merge(a, b, error));
    QVERIFY(error.find("overlap") != std::string::npos);
    auto o = options(6, 4, 1);
    o.seed = 7;
    const auto c = runner.run(o).report;
    QVERIFY(!PlaytestReport::merge(a, c, error));
    PlaytestRunner other(compileOrThrow(baseBeginnerScenario(), 3), "base");
    auto o3 = options(6, 2, 1);
    o3.bots = {"random", "random", "random"};
    QVERIFY(!PlaytestReport::merge(a, other.run(o3).report, error));
}

void TestPlaytest::reportJsonRoundTrip()
{
    PlaytestRunner runner(m_game, "base");
    const auto r = runner.run(options(3, 8, 2)).report;
    std::string error;
    const auto back = PlaytestReport::fromJson(nlohmann::json::parse(r.toJson().dump()), error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == r);
    nlohmann::json broken = r.toJson();
    broken["wins"] = {1, 2};
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("/wins: expected 4 counts"));
    QVERIFY(!PlaytestReport::fromJson(nlohmann::json::parse("{\"format\": 3}"), error));
    // Floats where counts belong are refused by name, never converted (a float out of an
    // integer's range is undefined behaviour in nlohmann's get; the fuzz target found it).
    nlohmann::json huge = r.toJson();
    huge["producedSum"][0][0] = 1.22222e114;
    QVERIFY(!PlaytestReport::fromJson(huge, error));
    QCOMPARE(
        QString::fromStdString(error), QStringLiteral("/producedSum: expected 4 rows of 5 sums"));
    huge = r.toJson();
    huge["players"] = 1e300;
    QVERIFY(!PlaytestReport::fromJson(huge, error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("/players: expected an integer"));
    huge = r.toJson();
    huge["turns"]["sum"] = -3;
    QVERIFY(!PlaytestReport::fromJson(huge, error));
    QCOMPARE(QString::fromStdString(error),
        QStringLiteral("/turns/sum: expected a whole number of 0 or more"));
}

void TestPlaytest::cancellationStopsEarly()
{
    PlaytestRunner runner(m_game, "base");
    std::atomic<bool> cancel {false};
    const auto r = runner.run(
        options(0, 1000, 2),
        [&](std::uint64_t done, std::uint64_t) {
            if (done >= 3)
                cancel = true;
        },
        &cancel);
    QVERIFY(r.cancelled);
    QVERIFY(r.report.games >= 3);
    QVERIFY(r.report.games < 1000);
    QCOMPARE(r.games.size(), std::size_t(r.report.games));
}

void TestPlaytest::wilsonInterval()
{
    const auto [lo, hi] = validation::wilsonInterval(50, 100);
    QVERIFY(qAbs(lo - 0.4038) < 1e-3);
    QVERIFY(qAbs(hi - 0.5962) < 1e-3);
    const auto [lo0, hi0] = validation::wilsonInterval(0, 10);
    QCOMPARE(lo0, 0.0);
    QVERIFY(qAbs(hi0 - 0.2775) < 1e-3);
}

void TestPlaytest::checkBots()
{
    PlaytestRunner runner(m_game, "base");
    QVERIFY(runner.checkBots({"greedy", "random", "random", "random"}).empty());
    QVERIFY(runner.checkBots({"greedy"}).find("expected 4 bots") != std::string::npos);
    QVERIFY(runner.checkBots({"greedy", "clever", "random", "random"}).find("unknown bot 'clever'")
        != std::string::npos);
}

void TestPlaytest::variableSetupDealsABoardPerGame()
{
    const auto loaded = model::loadScenarioFile(
        std::string(ISLE_SOURCE_DIR) + "/scenarios/base-variable-3-4.json");
    QVERIFY(loaded.ok());
    std::string error;
    QVERIFY(!Game::compile(*loaded.scenario, 4).game); // not a concrete board
    auto runner = PlaytestRunner::forScenario(*loaded.scenario, 4, {}, error);
    QVERIFY2(runner.has_value(), error.c_str());
    QVERIFY(runner->variableSetup());
    // Different games are dealt different boards; the same seed the same board.
    const auto a = runner->gameFor(1, error), b = runner->gameFor(2, error),
               a2 = runner->gameFor(1, error);
    QVERIFY(a && b && a2);
    QVERIFY(a->scenarioHash() != b->scenarioHash());
    QCOMPARE(a->scenarioHash(), a2->scenarioHash());
    const auto one = runner->run(options(0, 12, 1));
    const auto two = runner->run(options(0, 12, 2));
    QVERIFY(one.error.empty());
    QCOMPARE(one.report.games, std::uint64_t(12));
    QVERIFY(one.report == two.report);
    // run() plays each game on its own deal: game i equals playGame on gameFor(its seed).
    for (const validation::GameResult &played : {one.games[1], one.games[7]}) {
        const auto dealt = runner->gameFor(played.seed, error);
        QVERIFY(dealt);
        auto bot0 = validation::makeBot("greedy"), bot1 = validation::makeBot("greedy"),
             bot2 = validation::makeBot("random"), bot3 = validation::makeBot("random");
        auto again
            = PlaytestRunner::playGame(*dealt, {bot0.get(), bot1.get(), bot2.get(), bot3.get()},
                played.seed, nullptr, nullptr, runner->game().get());
        QVERIFY(again);
        again->gameIndex = played.gameIndex;
        QVERIFY(*again == played);
    }
    // The report's identity is the scenario (its pools), not the first deal's board.
    QVERIFY(one.report.scenarioHash != runner->game()->scenarioHash());
    // A fixed board compiles once.
    auto fixed = PlaytestRunner::forScenario(baseBeginnerScenario(), 4, {}, error);
    QVERIFY(fixed && !fixed->variableSetup());
    // A rule the engine does not implement refuses the whole run, naming it.
    model::Scenario traders = *loaded.scenario;
    traders.products = {model::Product::TradersAndBarbarians};
    QVERIFY(!PlaytestRunner::forScenario(traders, 4, {}, error));
    QVERIFY2(error.find("Traders & Barbarians") != std::string::npos, error.c_str());
}

void TestPlaytest::seafarersGamesCountIslandsAndSpecialPoints()
{
    auto runner = fourIslandsRunner();
    QVERIFY(runner && runner->variableSetup() && runner->game()->seafarers());
    const auto result = runner->run(islandOptions(0, 6, 2));
    QVERIFY2(result.error.empty(), result.error.c_str());
    const PlaytestReport &r = result.report;
    QCOMPARE(r.games, std::uint64_t(6));
    QCOMPARE(r.islandGames, r.games);
    // The four islands, named by their land hexes (the 20 land hexes of the 3-player map).
    QCOMPARE(r.islands.size(), std::size_t(4));
    std::size_t land = 0;
    for (const auto &hexes : r.islands) {
        QVERIFY(std::is_sorted(hexes.begin(), hexes.end()));
        land += hexes.size();
    }
    QCOMPARE(land, std::size_t(20));
    std::uint64_t special = 0, foreign = 0, settledIslands = 0;
    for (int p = 0; p < r.players; ++p) {
        special += r.specialPointsSum[std::size_t(p)];
        foreign += r.foreignIslandsSettledSum[std::size_t(p)];
        settledIslands += r.islandsSettledSum[std::size_t(p)];
    }
    QVERIFY(special > 0);
    QVERIFY(foreign > 0);
    QVERIFY(settledIslands >= 3 * r.games); // everyone has a home island
    for (const validation::GameResult &g : result.games)
        for (int p = 0; p < r.players; ++p) {
            const auto i = std::size_t(p);
            // The scenario's only special points: 2 per foreign island settled (001:L1742).
            QCOMPARE(g.specialPoints[i], 2 * g.foreignIslandsSettled[i]);
            // The land is fixed, so the report's islands are the played board's islands.
            QCOMPARE(std::popcount(g.islandMask[i]), g.islandsSettled[i]);
            QCOMPARE(
                std::popcount(g.islandMask[i] & ~g.homeIslandMask[i]), g.foreignIslandsSettled[i]);
            QVERIFY(g.homeIslandMask[i] != 0);
            QCOMPARE(g.homeIslandMask[i] & ~g.islandMask[i], 0u);
        }
    // Per island: built on by anyone at least as often as by any one seat, never more than games.
    std::uint64_t anySettled = 0;
    for (std::size_t k = 0; k < r.islands.size(); ++k) {
        QVERIFY(r.islandSettled[k] <= r.games);
        for (int p = 0; p < r.players; ++p) {
            QVERIFY(r.islandSettledBy[k][std::size_t(p)] <= r.islandSettled[k]);
            QVERIFY(r.islandHomeOf[k][std::size_t(p)] <= r.islandSettledBy[k][std::size_t(p)]);
        }
        anySettled += r.islandSettled[k];
    }
    QVERIFY(anySettled > r.games);
    // A winner at 13 whose special points were needed is counted; check against the games.
    std::uint64_t needed = 0;
    for (const validation::GameResult &g : result.games)
        if (g.winner >= 0
            && g.victoryPoints[std::size_t(g.winner)] - g.specialPoints[std::size_t(g.winner)] < 13)
            ++needed;
    QCOMPARE(r.wonWithSpecialPoints, needed);
}

void TestPlaytest::islandStatisticsMergeExactly()
{
    auto runner = fourIslandsRunner();
    QVERIFY(runner);
    const auto all = runner->run(islandOptions(0, 6, 2)).report;
    const auto a = runner->run(islandOptions(0, 3, 1)).report;
    const auto b = runner->run(islandOptions(3, 3, 2)).report;
    std::string error;
    const auto merged = PlaytestReport::merge(b, a, error);
    QVERIFY2(merged.has_value(), error.c_str());
    QVERIFY(*merged == all);
    QCOMPARE(merged->toJson().dump(), all.toJson().dump());
    // Reports of boards with other islands do not merge.
    PlaytestReport other = a;
    other.islands.pop_back();
    other.gameRanges = {{10, 13}};
    QVERIFY(!PlaytestReport::merge(b, other, error));
}

void TestPlaytest::islandStatisticsJsonRoundTrip()
{
    auto runner = fourIslandsRunner();
    QVERIFY(runner);
    const auto r = runner->run(islandOptions(0, 3, 2)).report;
    std::string error;
    const auto back = PlaytestReport::fromJson(nlohmann::json::parse(r.toJson().dump()), error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == r);
    QCOMPARE(back->islands, r.islands);
    // Broken island data is refused, naming the JSON pointer.
    nlohmann::json broken = r.toJson();
    broken["islands"]["settledBy"][1] = {1, 2};
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QCOMPARE(QString::fromStdString(error),
        QStringLiteral("/islands/settledBy: expected one row of 3 counts per island"));
    broken = r.toJson();
    broken["islands"]["hexes"][2][0] = "3;4";
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QCOMPARE(QString::fromStdString(error),
        QStringLiteral("/islands/hexes/2/0: expected a hex \"q,r\""));
    broken = r.toJson();
    broken["islands"]["games"] = 99;
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QCOMPARE(QString::fromStdString(error),
        QStringLiteral("/islands/games: expected at most /games games"));
}

void TestPlaytest::reportWithoutIslandKeysReadsAsNoIslandGames()
{
    // A report file written before island statistics existed has no "islands" key (and no
    // derived island rates): it still reads, with zero games of island statistics.
    PlaytestRunner runner(m_game, "base");
    const auto current = runner.run(options(0, 4, 2)).report;
    nlohmann::json old = current.toJson();
    old.erase("islands");
    old["derived"].erase("islands");
    old["derived"].erase("wonWithSpecialPointsRate");
    std::string error;
    const auto read = PlaytestReport::fromJson(old, error);
    QVERIFY2(read.has_value(), error.c_str());
    QCOMPARE(read->games, std::uint64_t(4));
    QCOMPARE(read->islandGames, std::uint64_t(0));
    QVERIFY(read->islands.empty());
    QCOMPARE(read->specialPointsSum, std::vector<std::uint64_t>(4, 0));
    QCOMPARE(read->islandsSettledSum, std::vector<std::uint64_t>(4, 0));
    QCOMPARE(read->meanPerIslandGame(read->islandsSettledSum[0]), 0.0);
    // Merged with a current report, the island statistics cover the current report's games.
    const auto newer = runner.run(options(4, 4, 2)).report;
    const auto merged = PlaytestReport::merge(*read, newer, error);
    QVERIFY2(merged.has_value(), error.c_str());
    QCOMPARE(merged->games, std::uint64_t(8));
    QCOMPARE(merged->islandGames, std::uint64_t(4));
    QCOMPARE(merged->islands, newer.islands);
    QCOMPARE(merged->islandSettled, newer.islandSettled);
    QCOMPARE(merged->islandsSettledSum, newer.islandsSettledSum);
    const auto mergedOtherWay = PlaytestReport::merge(newer, *read, error);
    QVERIFY(mergedOtherWay && *mergedOtherWay == *merged);
}

void TestPlaytest::baseBoardHasOneIslandAndNoSpecialPoints()
{
    PlaytestRunner runner(m_game, "base");
    const auto result = runner.run(options(0, 4, 2));
    const PlaytestReport &r = result.report;
    QCOMPARE(r.islands.size(), std::size_t(1));
    QCOMPARE(r.islands[0].size(), std::size_t(19));
    QCOMPARE(r.islandSettled[0], r.games);
    QCOMPARE(r.wonWithSpecialPoints, std::uint64_t(0));
    for (int p = 0; p < r.players; ++p) {
        QCOMPARE(r.specialPointsSum[std::size_t(p)], std::uint64_t(0));
        QCOMPARE(r.foreignIslandsSettledSum[std::size_t(p)], std::uint64_t(0));
        QCOMPARE(r.islandsSettledSum[std::size_t(p)], r.games);
        QCOMPARE(r.islandHomeOf[0][std::size_t(p)], r.games);
    }
}

void TestPlaytest::domesticTradeOffLeavesOnlyMaritimeTrade()
{
    // GameConfig::domesticTrade = false (playtest --no-domestic-trade): no offer is ever legal,
    // while maritime trade stays; with it on the greedy bots do make offers. Counted over the
    // same 20 games (seeds) of four greedy bots on the beginner board.
    const auto count = [](bool domestic, int &offersLegal, int &offersMade, int &maritime) {
        validation::GameConfig config;
        config.domesticTrade = domestic;
        const auto game = compileOrThrow(baseBeginnerScenario(), 4, config);
        std::vector<std::unique_ptr<validation::Bot>> bots;
        std::vector<validation::Bot *> seats;
        for (int p = 0; p < 4; ++p) {
            bots.push_back(validation::makeBot("greedy"));
            seats.push_back(bots.back().get());
        }
        offersLegal = offersMade = maritime = 0;
        validation::GameRecord record;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            QVERIFY(PlaytestRunner::playGame(*game, seats, seed, &record));
            GameState s = game->initialState();
            validation::ActionList legal;
            for (const validation::Action a : record.actions) {
                if (!game->isChanceNode(s)) {
                    game->legalActions(s, legal);
                    for (const validation::Action x : legal)
                        offersLegal
                            += validation::actionType(x) == validation::ActionType::OfferTrade ? 1
                                                                                               : 0;
                }
                offersMade
                    += validation::actionType(a) == validation::ActionType::OfferTrade ? 1 : 0;
                maritime
                    += validation::actionType(a) == validation::ActionType::MaritimeTrade ? 1 : 0;
                game->apply(s, a);
            }
        }
    };
    int legalOn = 0, madeOn = 0, maritimeOn = 0, legalOff = 0, madeOff = 0, maritimeOff = 0;
    count(true, legalOn, madeOn, maritimeOn);
    count(false, legalOff, madeOff, maritimeOff);
    QVERIFY(legalOn > 0 && madeOn > 0);
    QCOMPARE(legalOff, 0);
    QCOMPARE(madeOff, 0);
    QVERIFY(maritimeOff > 0);

    // The report says so, in JSON too, and does not merge with a report of games with trade.
    validation::GameConfig off;
    off.domesticTrade = false;
    PlaytestRunner withTrade(m_game, "base");
    PlaytestRunner without(compileOrThrow(baseBeginnerScenario(), 4, off), "base");
    const auto a = withTrade.run(options(0, 4, 1)).report;
    const auto b = without.run(options(4, 4, 1)).report;
    QVERIFY(a.domesticTrade && !b.domesticTrade);
    QVERIFY(!a.toJson().contains("domesticTrade")); // reports of ordinary games are unchanged
    QCOMPARE(b.toJson().at("domesticTrade").get<bool>(), false);
    std::string error;
    const auto back = PlaytestReport::fromJson(b.toJson(), error);
    QVERIFY2(back && *back == b, error.c_str());
    QVERIFY(!PlaytestReport::merge(a, b, error));
}

void TestPlaytest::wonderStatisticsCountLevelsAndMergeExactly()
{
    // The report's wonders section: the level each seat's wonder reached, and the games it
    // finished (level 4 wins whatever the points, 001:L2375); merged and read back exactly.
    auto runner = wondersRunner();
    QVERIFY(runner);
    const auto result = runner->run(islandOptions(0, 8, 2));
    QVERIFY2(result.error.empty(), result.error.c_str());
    const PlaytestReport &r = result.report;
    QCOMPARE(r.wonderGames, std::uint64_t(8));
    std::uint64_t levels = 0, finished = 0, wonByWonder = 0;
    for (const validation::GameResult &g : result.games) {
        QVERIFY(g.wonderGame);
        for (int p = 0; p < 3; ++p) {
            levels += std::uint64_t(g.wonderLevel[std::size_t(p)]);
            finished += g.wonderLevel[std::size_t(p)] == 4 ? 1u : 0u;
        }
        wonByWonder += g.winner >= 0 && g.wonderLevel[std::size_t(g.winner)] == 4 ? 1u : 0u;
    }
    std::uint64_t levelSum = 0, finishedSum = 0;
    for (int p = 0; p < 3; ++p) {
        levelSum += r.wonderLevelSum[std::size_t(p)];
        finishedSum += r.wonderFinishedSum[std::size_t(p)];
    }
    QCOMPARE(levelSum, levels);
    QCOMPARE(finishedSum, finished);
    QCOMPARE(finished, wonByWonder); // a finished wonder ends the game: one per game at most
    QVERIFY(levels > 0);
    const auto a = runner->run(islandOptions(0, 4, 1)).report;
    const auto b = runner->run(islandOptions(4, 4, 2)).report;
    std::string error;
    const auto merged = PlaytestReport::merge(b, a, error);
    QVERIFY2(merged.has_value(), error.c_str());
    QVERIFY(*merged == r);
    const auto back = PlaytestReport::fromJson(nlohmann::json::parse(r.toJson().dump()), error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == r);
    nlohmann::json broken = r.toJson();
    broken["wonders"]["finishedSum"][0] = 9u;
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QCOMPARE(QString::fromStdString(error),
        QStringLiteral("/wonders: expected at most /wonders/games finished wonders and 4 levels "
                       "per game"));
    // Reports of other scenarios have no wonders section.
    PlaytestRunner base(m_game, "base");
    QVERIFY(!base.run(options(0, 2, 1)).report.toJson().contains("wonders"));
}

void TestPlaytest::tradeStatisticsCountBothSidesAndMergeExactly()
{
    // The report's trades section: each trade between players counts for both its sides
    // (001:L190) and once in the game's total; bank trades per seat. Counted again here from the
    // game records, merged over disjoint ranges and read back exactly; an inconsistent section
    // is refused with its pointer; without domestic trade only bank trades remain.
    PlaytestRunner runner(m_game, "base");
    std::vector<std::unique_ptr<validation::Bot>> bots;
    std::vector<validation::Bot *> seats;
    for (int p = 0; p < 4; ++p) {
        bots.push_back(validation::makeBot("greedy"));
        seats.push_back(bots.back().get());
    }
    validation::GameRecord record;
    const auto played = PlaytestRunner::playGame(*m_game, seats, 3, &record);
    QVERIFY(played);
    std::array<int, validation::MaxPlayers> domestic {}, maritime {};
    int between = 0;
    GameState s = m_game->initialState();
    for (const validation::Action a : record.actions) {
        if (validation::actionType(a) == validation::ActionType::ConfirmTrade) {
            ++domestic[s.actor];
            ++domestic[std::size_t(validation::actionArgA(a))];
            ++between;
        }
        if (validation::actionType(a) == validation::ActionType::MaritimeTrade)
            ++maritime[s.actor];
        m_game->apply(s, a);
    }
    QVERIFY(between > 0);
    QCOMPARE(played->domesticTrades, domestic);
    QCOMPARE(played->maritimeTrades, maritime);
    QCOMPARE(played->tradesBetweenPlayers, between);

    const auto whole = runner.run(options(0, 12, 1)).report;
    const auto first = runner.run(options(0, 5, 1)).report;
    const auto rest = runner.run(options(5, 7, 2)).report;
    std::string error;
    const auto merged = PlaytestReport::merge(first, rest, error);
    QVERIFY2(merged, error.c_str());
    QCOMPARE(merged->tradeGames, std::uint64_t(12));
    QCOMPARE(merged->domesticTradeSum, whole.domesticTradeSum);
    QCOMPARE(merged->maritimeTradeSum, whole.maritimeTradeSum);
    QCOMPARE(merged->tradesBetweenPlayers, whole.tradesBetweenPlayers);
    std::uint64_t sides = 0;
    for (std::uint64_t n : whole.domesticTradeSum)
        sides += n;
    QCOMPARE(sides, 2 * whole.tradesBetweenPlayers);
    const auto back = PlaytestReport::fromJson(whole.toJson(), error);
    QVERIFY2(back && *back == whole, error.c_str());
    nlohmann::json broken = whole.toJson();
    broken["trades"]["betweenPlayers"] = whole.tradesBetweenPlayers + 1;
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QVERIFY2(error.find("/trades/domesticSum") != std::string::npos, error.c_str());
    nlohmann::json old = whole.toJson(); // a report written before trades were counted
    old.erase("trades");
    const auto oldBack = PlaytestReport::fromJson(old, error);
    QVERIFY2(oldBack, error.c_str());
    QCOMPARE(oldBack->tradeGames, std::uint64_t(0));

    validation::GameConfig off;
    off.domesticTrade = false;
    PlaytestRunner without(compileOrThrow(baseBeginnerScenario(), 4, off), "base");
    const auto none = without.run(options(0, 6, 1)).report;
    QCOMPARE(none.tradesBetweenPlayers, std::uint64_t(0));
    std::uint64_t bank = 0;
    for (std::uint64_t n : none.maritimeTradeSum)
        bank += n;
    QVERIFY(bank > 0);
}

QTEST_GUILESS_MAIN(TestPlaytest)
#include "test_Playtest.moc"
