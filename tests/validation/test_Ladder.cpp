// SPDX-License-Identifier: GPL-3.0-or-later
// The bot ladder (validation/playtest/Ladder): round robin seating, the Bradley–Terry fit and its
// intervals, determinism over threads, and refusals.
#include "EngineFixtures.h"
#include "EngineTestUtil.h"
#include "validation/playtest/Ladder.h"

#include <QTest>

#include <nlohmann/json.hpp>

using namespace isle;
using namespace isle::test;
using isle::validation::Ladder;
using isle::validation::LadderOptions;
using isle::validation::PlaytestRunner;

class TestLadder : public QObject
{
    Q_OBJECT

private slots:
    void fitOfEqualBotsIsEqual()
    {
        // Each bot won as many duels as it lost: both at the mean, 1500.
        const auto r = Ladder::fitRatings({{0, 30}, {30, 0}});
        QCOMPARE(r.size(), std::size_t(2));
        QVERIFY(std::abs(r[0] - 1500) < 1e-6 && std::abs(r[1] - 1500) < 1e-6);
    }

    void fitFollowsTheOdds()
    {
        // 90 duels won to 10 (with the prior, 91:11): the Elo difference is 400·log10(91/11).
        const auto r = Ladder::fitRatings({{0, 90}, {10, 0}});
        QVERIFY(std::abs((r[0] - r[1]) - 400 * std::log10(91.0 / 11.0)) < 1e-6);
        QVERIFY(std::abs((r[0] + r[1]) / 2 - 1500) < 1e-6);
        // A bot that wins every duel stays finite (the prior), above the others.
        const auto all = Ladder::fitRatings({{0, 50, 50}, {0, 0, 25}, {0, 25, 0}});
        QVERIFY(std::isfinite(all[0]) && all[0] > all[1] + 500);
        QVERIFY(std::abs(all[1] - all[2]) < 1e-6);
    }

    void seatingsPutEveryBotInEverySeat()
    {
        for (int players = 2; players <= 6; ++players)
            for (int seat = 0; seat < players; ++seat)
                QVERIFY(Ladder::firstBotSits(seat, 0) != Ladder::firstBotSits(seat, 1));
    }

    void greedyRanksAboveRandom()
    {
        // The beginner board: greedy wins nearly every game against random, so its interval
        // lies wholly above random's; the same seed gives the same ladder on 1 or 2 threads.
        const auto game = compileOrThrow(baseBeginnerScenario(), 4);
        const PlaytestRunner runner(game, "base");
        LadderOptions options;
        options.bots = {"random", "greedy"};
        options.gamesPerPair = 16;
        options.seed = 5;
        const auto one = Ladder::run(runner, 4, options);
        QVERIFY2(one.error.empty(), one.error.c_str());
        QCOMPARE(one.ratings.size(), std::size_t(2));
        QCOMPARE(one.ratings[0].bot, std::string("greedy"));
        QVERIFY(one.ratings[0].low > one.ratings[1].high);
        QCOMPARE(one.games, std::uint64_t(16));
        QCOMPARE(one.ratings[0].games, std::uint64_t(16));
        // Each decided game: the winner's bot beat the other bot's two seats.
        const std::uint64_t decided = one.games - one.undecided;
        QCOMPARE(one.ratings[0].duels, 2 * decided);
        QCOMPARE(one.ratings[0].duelsWon + one.ratings[1].duelsWon, 2 * decided);
        options.threads = 2;
        const auto two = Ladder::run(runner, 4, options);
        QCOMPARE(two.toJson().dump(), one.toJson().dump());
        QCOMPARE(one.toJson().at("format").get<std::string>(), std::string("islewright-ladder"));
    }

    void refusesTooFewOrUnknownBots()
    {
        const auto game = compileOrThrow(baseBeginnerScenario(), 4);
        const PlaytestRunner runner(game, "base");
        LadderOptions options;
        options.gamesPerPair = 2;
        options.bots = {"greedy"};
        QVERIFY(!Ladder::run(runner, 4, options).error.empty());
        options.bots = {"greedy", "greedy"};
        QVERIFY(Ladder::run(runner, 4, options).error.find("twice") != std::string::npos);
        options.bots = {"greedy", "grandmaster"};
        QVERIFY(Ladder::run(runner, 4, options).error.find("grandmaster") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLadder)
#include "test_Ladder.moc"
