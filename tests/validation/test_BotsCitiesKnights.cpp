// SPDX-License-Identifier: GPL-3.0-or-later
// The greedy bot in Cities & Knights (issue 18): it beats random bots, its own games end with a
// winner, and a few of its C&K decisions (validation/bots/GreedyCitiesKnights).
#include "CitiesKnightsTestUtil.h"
#include "validation/playtest/PlaytestRunner.h"

#include "validation/bots/GreedyBot.h"
#include "validation/bots/GreedyCitiesKnights.h"

#include <QTest>

using namespace isle;
using namespace isle::test;

namespace {

validation::PlaytestReport playCitiesKnights(std::vector<std::string> bots, std::uint64_t games)
{
    validation::PlaytestRunner runner(citiesKnightsGame(4), "ck-beginner");
    validation::PlaytestOptions o;
    o.seed = 18;
    o.games = games;
    o.threads = 2;
    o.bots = std::move(bots);
    return runner.run(o).report;
}

/// Player 0's build phase with a city at the North corner of the centre hex (returned).
int withCentreCity(const Game &g, GameState &s)
{
    s = mainState(g);
    const int city = cornerOf(g, 0, 0, Corner::North);
    putBuilding(g, s, 0, city, 2);
    return city;
}

Action greedyChoice(const Game &g, const GameState &s)
{
    validation::GreedyBot bot;
    model::Rng rng(1);
    ActionList legal;
    g.legalActions(s, legal);
    const Action a = bot.chooseAction(g, s, legal, rng);
    if (!legal.contains(a))
        qWarning("greedy chose an illegal action");
    return a;
}

} // namespace

class TestBotsCitiesKnights : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void greedyBeatsRandomInCitiesKnights();
    void greedySelfPlayFinishesWithWinner();
    void greedyChoosesLegalActionsAndEndsItsTurns();
    void greedyActivatesKnightWhenBarbariansOneStepAway();
    void greedyPillagesLeastProductiveCity();
    void greedyTakesMetropolisWithImprovement();
    void expertPlaysCitiesKnightsGames();
};

void TestBotsCitiesKnights::greedyBeatsRandomInCitiesKnights()
{
    // 4 × 50 games, greedy in each seat in turn against three random bots.
    std::uint64_t wins = 0, games = 0;
    for (int seat = 0; seat < 4; ++seat) {
        std::vector<std::string> bots(4, "random");
        bots[std::size_t(seat)] = "greedy";
        const auto r = playCitiesKnights(bots, 50);
        wins += r.wins[std::size_t(seat)];
        games += r.games;
    }
    qInfo("greedy won %llu of %llu C&K games against random", qulonglong(wins), qulonglong(games));
    QCOMPARE(games, std::uint64_t(200));
    QVERIFY2(wins * 100 >= games * 80,
        qPrintable(
            QStringLiteral("greedy won %1 of %2").arg(qulonglong(wins)).arg(qulonglong(games))));
}

void TestBotsCitiesKnights::greedySelfPlayFinishesWithWinner()
{
    const auto r = playCitiesKnights({"greedy", "greedy", "greedy", "greedy"}, 200);
    std::uint64_t won = 0;
    for (auto w : r.wins)
        won += w;
    qInfo("greedy self-play: %llu of %llu games won, %llu stalled", qulonglong(won),
        qulonglong(r.games), qulonglong(r.stalled));
    QCOMPARE(r.games, std::uint64_t(200));
    QVERIFY2(won >= 198, // 99 %
        qPrintable(QStringLiteral("%1 won, %2 stalled").arg(qulonglong(won)).arg(r.stalled)));
}

void TestBotsCitiesKnights::greedyChoosesLegalActionsAndEndsItsTurns()
{
    // Every choice legal, and no turn anywhere near the engine's safety net
    // (GameConfig::maxActionsPerTurn): greedy's turns end by plan.
    auto game = citiesKnightsGame(4);
    const Game &g = *game;
    validation::GreedyBot bot;
    int longestTurn = 0, totalTurns = 0;
    std::array<int, validation::ActionTypeCount> chosen {};
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        model::Rng rng(seed), chance(seed + 100);
        GameState s = g.initialState();
        ActionList legal;
        int inTurn = 0, turn = -1, steps = 0;
        while (!g.isTerminal(s) && steps++ < 40000) {
            if (g.isChanceNode(s)) {
                g.apply(s, g.sampleChance(s, chance));
                continue;
            }
            g.legalActions(s, legal);
            const Action a = bot.chooseAction(g, s, legal, rng);
            QVERIFY2(legal.contains(a),
                qPrintable(QString::fromStdString(g.actionToString(a) + " in phase ")
                    + QString::number(int(s.phase)) + QStringLiteral(", first legal ")
                    + QString::fromStdString(g.actionToString(legal[0]))));
            inTurn = s.turn == turn ? inTurn + 1 : 1;
            turn = s.turn;
            longestTurn = std::max(longestTurn, inTurn);
            ++chosen[std::size_t(validation::actionType(a))];
            g.apply(s, a);
        }
        QVERIFY(g.isTerminal(s));
        QVERIFY(s.winner >= 0);
        totalTurns += s.turn;
    }
    qInfo("longest greedy turn: %d decisions; %d turns", longestTurn, totalTurns);
    QVERIFY(longestTurn < 100);
    // It uses what C&K adds: knights, improvements, progress cards.
    auto n = [&](ActionType type) {
        return chosen[std::size_t(type)];
    };
    qInfo("in 6 games: %d knights hired, %d activated, %d promoted, %d improvements, %d walls, "
          "%d progress cards played, %d robber chases, %d cities pillaged",
        n(ActionType::BuildKnight), n(ActionType::ActivateKnight), n(ActionType::PromoteKnight),
        n(ActionType::BuyImprovement), n(ActionType::BuildCityWall),
        n(ActionType::PlayProgressCard), n(ActionType::ChaseRobber), n(ActionType::PillageCity));
    QVERIFY(n(ActionType::ActivateKnight) > 0);
    QVERIFY(n(ActionType::BuyImprovement) > 0);
    QVERIFY(n(ActionType::PlayProgressCard) > 0);
}

void TestBotsCitiesKnights::greedyActivatesKnightWhenBarbariansOneStepAway()
{
    auto game = citiesKnightsGame(4);
    const Game &g = *game;
    GameState s;
    // Player 0: a city and an inactive knight beside its road; player 1: a city and an active
    // knight. Catan's defence (1) falls short of 2 cities, and player 0 is the weakest.
    const int home = withCentreCity(g, s);
    const int road = g.topology().cornerEdges(home)[0];
    putRoad(g, s, 0, road);
    int knightAt = -1;
    for (auto c : g.topology().edgeCorners(road))
        if (int(c) != home)
            knightAt = int(c);
    putKnight(g, s, 0, knightAt, 1, false);
    const int other = cornerOf(g, 2, -2, Corner::South);
    putBuilding(g, s, 1, other, 2);
    putKnight(g, s, 1, cornerOf(g, 2, -1, Corner::South), 1, true);
    s.barbarianPosition = std::uint8_t(g.rules().barbarianTrack - 1);
    give(s, 0, Resource::Grain, 1);
    give(s, 0, Resource::Ore, 3); // a city would take 2 grain: activating comes first
    QCOMPARE(validation::greedy_ck::defenceWanted(g, s, 0), 3);
    QCOMPARE(greedyChoice(g, s), makeAction(ActionType::ActivateKnight, unsigned(knightAt)));
    // Far from the coast the barbarians ask for nothing.
    s.barbarianPosition = 0;
    QCOMPARE(validation::greedy_ck::defenceWanted(g, s, 0), 0);
}

void TestBotsCitiesKnights::greedyPillagesLeastProductiveCity()
{
    auto game = citiesKnightsGame(4);
    const Game &g = *game;
    GameState s;
    // Two cities of player 0: the one on the board's rim produces less than the central one.
    const int rich = withCentreCity(g, s);
    const int poor = cornerOf(g, 0, -2, Corner::North);
    putBuilding(g, s, 0, poor, 2);
    int pipsRich = 0, pipsPoor = 0;
    for (int r = 0; r < validation::ResourceKinds; ++r) {
        pipsRich += g.cornerResourcePips(rich, r);
        pipsPoor += g.cornerResourcePips(poor, r);
    }
    QVERIFY(pipsPoor < pipsRich);
    s.ck[0].pillageOwed = 1;
    s.phase = Phase::PillageCity;
    QCOMPARE(greedyChoice(g, s), makeAction(ActionType::PillageCity, unsigned(poor)));
}

void TestBotsCitiesKnights::greedyTakesMetropolisWithImprovement()
{
    auto game = citiesKnightsGame(4);
    const Game &g = *game;
    GameState s;
    const int city = withCentreCity(g, s);
    s.ck[0].improvements[Game::ScienceArea] = 3;
    giveCard(g, s, 0, Paper, 4);
    // Level 4 of science wins its metropolis, placed on the only city (001:L3450).
    QCOMPARE(greedyChoice(g, s),
        makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea), unsigned(city + 1)));
}

void TestBotsCitiesKnights::expertPlaysCitiesKnightsGames()
{
    // The expert searches with greedy as prior and rollout: its C&K games run to the end too.
    const auto r = playCitiesKnights({"expert:2", "greedy", "random", "greedy"}, 2);
    QCOMPARE(r.games, std::uint64_t(2));
}

QTEST_GUILESS_MAIN(TestBotsCitiesKnights)
#include "test_BotsCitiesKnights.moc"
