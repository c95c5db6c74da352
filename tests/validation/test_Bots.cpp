// SPDX-License-Identifier: GPL-3.0-or-later
// The heuristic bot must beat random bots in at least 95% of games (issue 5).
#include "EngineTestUtil.h"
#include "validation/playtest/PlaytestRunner.h"

#include "validation/bots/GreedyBot.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::validation::ActionType;

namespace {

/// Plays one game with `bot` in every seat (its choices from Rng(seed), chance from
/// Rng(seed + 1)). False when the bot picks an illegal action, `accept(state, legal, action)`
/// refuses a decision, or the game has not ended after 20,000 actions.
template<typename Accept>
bool selfPlay(const Game &g, validation::Bot &bot, std::uint64_t seed, Accept accept)
{
    model::Rng rng(seed), chance(seed + 1);
    GameState s = g.initialState();
    validation::ActionList legal;
    for (int steps = 0; !g.isTerminal(s); ++steps) {
        if (steps == 20000)
            return false;
        validation::Action a;
        if (g.isChanceNode(s)) {
            a = g.sampleChance(s, chance);
        } else {
            g.legalActions(s, legal);
            a = bot.chooseAction(g, s, legal, rng);
            if (!legal.contains(a) || !accept(s, legal, a))
                return false;
        }
        g.apply(s, a);
    }
    return true;
}

} // namespace

class TestBots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void greedyBeatsRandom_data();
    void greedyBeatsRandom();
    void botsOnlyChooseLegalActions();
    void greedyKeepsShipThatReachesFreeSpot();
    void greedyMovesDeadEndShip();
    void greedyMovesShipsInSelfPlay();
    void piecesFrontierAndShipPlacesHoldEveryPlace();
};

void TestBots::greedyBeatsRandom_data()
{
    QTest::addColumn<int>("seat");
    QTest::addColumn<bool>("seafarers");
    QTest::newRow("greedy first") << 0 << false;
    QTest::newRow("greedy last") << 3 << false;
    // Seafarers: the Pirate Islands board under the general Seafarers rules.
    QTest::newRow("greedy first, Seafarers") << 0 << true;
}

void TestBots::greedyBeatsRandom()
{
    QFETCH(int, seat);
    QFETCH(bool, seafarers);
    std::string error;
    auto runner = seafarers ? validation::PlaytestRunner::forScenario(
                      seafarersBoardOf(std::filesystem::path(ISLE_SOURCE_DIR)
                          / "scenarios/seafarers-pirate-islands-3-4.json"),
                      4, {}, error)
                            : std::optional(validation::PlaytestRunner(
                                compileOrThrow(baseBeginnerScenario(), 4), "base"));
    QVERIFY2(runner, error.c_str());
    validation::PlaytestOptions o;
    o.seed = 11;
    o.games = seafarers ? 60 : 150;
    o.threads = 2;
    o.bots = {"random", "random", "random", "random"};
    o.bots[std::size_t(seat)] = "greedy";
    const auto r = runner->run(o).report;
    const double rate = r.winRate(seat);
    QVERIFY2(rate >= 0.95,
        qPrintable(
            QStringLiteral("greedy won %1 of %2").arg(r.wins[std::size_t(seat)]).arg(r.games)));
}

void TestBots::botsOnlyChooseLegalActions()
{
    auto g = compileOrThrow(fiveSixBeginnerScenario(), 6);
    for (std::string_view name : validation::botNames()) {
        QVERIFY(validation::makeBot(name));
        QCOMPARE(validation::makeBot(name)->name(), name);
        // The expert on its smallest budget: the same moves, searched over 2 playouts.
        auto bot = validation::makeBot(name == "expert" ? "expert:2" : name);
        QVERIFY(bot);
        QVERIFY(selfPlay(
            *g, *bot, 5, [](const GameState &, const validation::ActionList &, validation::Action) {
                return true;
            }));
    }
    QVERIFY(!validation::makeBot("nonsense"));
}

namespace {

/// Player 0 in its trade/build phase on the test archipelago (seafarersScenario): a settlement
/// at the NE corner of the home island's forest and ships along the shortest sea path toward
/// the SW corner of the east island's fields, all but the last of its `ships` sides; no cards.
struct ShipRoute
{
    std::shared_ptr<const Game> game = compileOrThrow(seafarersScenario(), 4);
    const Game &g = *game;
    int home = cornerOf(g, -2, 0, model::Corner::NorthEast);
    int east = cornerOf(g, 2, -1, model::Corner::SouthWest);
    std::vector<int> route = seaPath(g, home, east);

    GameState withShips(std::size_t ships) const
    {
        GameState s = mainState(g);
        putBuilding(g, s, 0, home);
        s.homeIslands[0] = 1u << g.cornerIsland(home);
        s.islandsSettled[0] = s.homeIslands[0];
        s.pirateHex = -1;
        for (std::size_t i = 0; i < ships && i < route.size(); ++i)
            putShip(g, s, 0, route[i]);
        return s;
    }
    validation::Action choose(const GameState &s) const
    {
        validation::GreedyBot bot;
        model::Rng rng(1);
        validation::ActionList legal;
        g.legalActions(s, legal);
        return bot.chooseAction(g, s, legal, rng);
    }
};

} // namespace

void TestBots::greedyKeepsShipThatReachesFreeSpot()
{
    // The route's last ship ends on a free coastal spot of the east island: it is what makes
    // the spot reachable (001:L1418), so the greedy bot never sails it away, even though it is
    // the one ship that may move (001:L1432).
    ShipRoute f;
    QVERIFY(f.route.size() >= 3);
    const GameState s = f.withShips(f.route.size());
    QVERIFY(f.g.isFreeSpot(s, f.east));
    QVERIFY(f.g.canMoveShip(s, f.route.back()));
    const auto a = f.choose(s);
    QVERIFY2(validation::actionType(a) == ActionType::EndTurn, f.g.actionToString(a).c_str());
}

void TestBots::greedyMovesDeadEndShip()
{
    // The same route, but player 1 has settled at the spot it was heading for and the corners
    // around it: nothing free lies ahead of the last ship, so the greedy bot moves it (free of
    // cost, 001:L1429–1432) to a side with land or discovery ahead.
    ShipRoute f;
    GameState s = f.withShips(f.route.size());
    putBuilding(f.g, s, 1, f.east);
    const auto a = f.choose(s);
    QVERIFY2(validation::actionType(a) == ActionType::MoveShip, f.g.actionToString(a).c_str());
    QCOMPARE(validation::actionArgA(a), f.route.back());
}

void TestBots::greedyMovesShipsInSelfPlay()
{
    // Greedy self-play on boards dealt from Heading for New Shores: the bots do use the
    // Seafarers ship move (001:L1418–1432), and never move a ship with an end on a free spot.
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(
        seafarersBoardOf(std::filesystem::path(ISLE_SOURCE_DIR)
            / "scenarios/seafarers-heading-for-new-shores-4.json"),
        4, {}, error);
    QVERIFY2(runner, error.c_str());
    auto bot = validation::makeBot("greedy");
    int moves = 0, games = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const auto game = runner->gameFor(seed, error);
        QVERIFY2(game, error.c_str());
        const Game &g = *game;
        QVERIFY(selfPlay(g, *bot, seed,
            [&](const GameState &s, const validation::ActionList &, validation::Action a) {
                if (validation::actionType(a) != ActionType::MoveShip)
                    return true;
                ++moves;
                for (auto c : g.topology().edgeCorners(validation::actionArgA(a)))
                    if (g.isFreeSpot(s, c))
                        return false;
                return true;
            }));
        ++games;
    }
    QCOMPARE(games, 40);
    QVERIFY2(moves >= 3, qPrintable(QStringLiteral("%1 ship moves in 40 games").arg(moves)));
}

void TestBots::piecesFrontierAndShipPlacesHoldEveryPlace()
{
    // What the greedy bot's plan searches instead of every side: Game::shipPlaces is exactly the
    // sides where canPlaceShip holds (001:L1394–1410, L1506; The Pirate Islands' one route,
    // 001:L2227), and Game::piecesFrontier holds every side where a road or ship could go
    // (001:L216, L1394), for every player in every position of random games on three Seafarers
    // boards (ships, fog, the pirate, the routes to the pirate fortresses).
    for (const char *file : {"scenarios/seafarers-heading-for-new-shores-4.json",
             "scenarios/seafarers-fog-islands-4.json",
             "scenarios/seafarers-pirate-islands-3-4.json"}) {
        const model::LoadResult loaded
            = model::loadScenarioFile(std::filesystem::path(ISLE_SOURCE_DIR) / file);
        QVERIFY2(loaded.ok(), file);
        std::string error;
        const auto runner = validation::PlaytestRunner::forScenario(*loaded.scenario, 4, {}, error);
        QVERIFY2(runner, error.c_str());
        auto bot = validation::makeBot("random");
        int placeable = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const auto game = runner->gameFor(seed, error);
            QVERIFY2(game, error.c_str());
            const Game &g = *game;
            const int edges = g.topology().edgeCount();
            QVERIFY(selfPlay(g, *bot, seed,
                [&](const GameState &s, const validation::ActionList &, validation::Action) {
                    for (int p = 0; p < g.rules().players; ++p) {
                        validation::IdBits<validation::MaxEdges> sides(edges), ships(edges);
                        g.piecesFrontier(s, p, sides);
                        g.shipPlaces(s, p, ships);
                        for (int e = 0; e < edges; ++e) {
                            const bool ship = g.canPlaceShip(s, p, e);
                            if (ships.test(e) != ship)
                                return false;
                            if (ship || g.canPlaceRoad(s, p, e)) {
                                ++placeable;
                                if (!sides.test(e))
                                    return false;
                            }
                        }
                    }
                    return true;
                }));
        }
        QVERIFY2(placeable > 1000, qPrintable(QStringLiteral("%1 placeable sides").arg(placeable)));
    }
}

QTEST_GUILESS_MAIN(TestBots)
#include "test_Bots.moc"
