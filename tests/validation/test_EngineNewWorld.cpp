// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers scenario 9, New World (001:L2391–2459): the shipped template
// scenarios/seafarers-new-world-3-4.json, dealt as the playtest deals it, under the engine, the
// validator and the playtest. The deal itself (hexes, tokens, harbors) is tested in
// tests/model/test_BoardGenerator.cpp.

#include "SeafarersFileUtil.h"

#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "validation/Islands.h"
#include "validation/checks/Validator.h"

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <set>

using namespace isle;
using namespace isle::test;
using isle::validation::actionArgA;
using isle::validation::ActionType;
using isle::validation::actionType;
using isle::validation::makeAction;
using isle::validation::Phase;
using model::Resource;

namespace {

model::Scenario loadFile(const char *name = "seafarers-new-world-3-4.json")
{
    const auto path = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios" / name;
    const model::LoadResult loaded = model::loadScenarioFile(path);
    if (!loaded.ok())
        throw std::runtime_error("cannot load " + path.string());
    return *loaded.scenario;
}

model::Scenario dealt(std::uint64_t seed)
{
    return model::BoardGenerator::compile(loadFile()).value().generateScenario(seed).value();
}

/// The first deal from seed 1 on with at least `islands` islands.
model::Scenario dealtWithIslands(int islands)
{
    for (std::uint64_t seed = 1;; ++seed) {
        model::Scenario s = dealt(seed);
        if (validation::Islands(s.board).count() >= islands)
            return s;
    }
}

bool nextTo(const Game &g, int a, int b)
{
    const auto &near = g.topology().cornerCorners(a);
    return std::find(near.begin(), near.end(), b) != near.end();
}

} // namespace

class TestEngineNewWorld : public QObject
{
    Q_OBJECT

private slots:
    void rule_fileComponentsAndVictoryTarget();
    void rule_setupOnAnyIsland();
    void rule_robberAndPirateWaitBesideTheBoard();
    void rule_firstSettlementOnEachForeignIslandGivesOneChit();
    void rule_twelveVictoryPointsWin();
    void everyDealValidatesAndPlays();
    void greedyBeatsRandomOnNewWorld();
    void rule_fiveSixFileComponents();
    void rule_fiveSixRobberBesideTheBoardDespiteDeserts();
    void rule_fiveSixOneTokenStaysUnused();
    void fiveSixPlaysWithFiveAndSixPlayers();
};

void TestEngineNewWorld::rule_fileComponentsAndVictoryTarget()
{
    // 19 sea and 23 land hexes, 23 tokens, 9 harbors (5 special, 4 generic) (001:L2397–2415);
    // special points 1 per foreign island (001:L2443); 12 VP (001:L2447).
    const model::Scenario file = loadFile();
    QCOMPARE(file.victoryPoints, 12);
    QCOMPARE(file.areas.size(), std::size_t {1});
    const model::Area &world = file.areas[0];
    QCOMPARE(world.terrainPool.at(model::Terrain::Sea), 19);
    QCOMPARE(world.tokenPool.size(), std::size_t {23});
    int harbors = 0;
    for (const auto &[type, n] : world.harborPool)
        harbors += n;
    QCOMPARE(harbors, 9);
    QCOMPARE(world.harborPool.at(model::HarborType::Generic), 4);
    QVERIFY(world.harborsOnCoast);
    QVERIFY(file.dealConstraints.redNumbersNotAdjacent);
    QCOMPARE(file.specialVictoryRules.size(), std::size_t {1});
    QCOMPARE(file.specialVictoryRules[0].points, 1);
    QVERIFY(file.specialVictoryRules[0].kind == model::SpecialVictoryKind::ForeignIslandSettlement);
    for (int players : {3, 4})
        QCOMPARE(compileOrThrow(dealt(1), players)->victoryTarget(), 12);
}

void TestEngineNewWorld::rule_setupOnAnyIsland()
{
    // "You may place your starting settlements (with roads/ships) on any islands you choose"
    // (001:L2433): the first set-up settlement may go on every island that has a free corner,
    // and a coastal one may take a ship (001:L2435).
    const model::Scenario s = dealtWithIslands(3);
    const auto g = compileOrThrow(s, 4);
    GameState st = g->initialState();
    std::set<int> islandsOffered, islandsOnBoard;
    int offered = -1;
    for (const auto a : legalOf(*g, st)) {
        QVERIFY(actionType(a) == ActionType::BuildSettlement);
        islandsOffered.insert(g->cornerIsland(static_cast<int>(actionArgA(a))));
        offered = static_cast<int>(actionArgA(a));
    }
    for (int c = 0; c < g->topology().cornerCount(); ++c)
        if (g->cornerIsland(c) >= 0)
            islandsOnBoard.insert(g->cornerIsland(c));
    QCOMPARE(islandsOffered, islandsOnBoard);
    QVERIFY(islandsOffered.size() >= 3);

    // A coastal set-up settlement may take a ship.
    for (const auto a : legalOf(*g, st)) {
        const int c = static_cast<int>(actionArgA(a));
        bool coastal = false;
        for (auto e : g->topology().cornerEdges(c))
            coastal = coastal || (e >= 0 && g->edgeShippable(e));
        if (coastal) {
            offered = c;
            break;
        }
    }
    g->apply(st, makeAction(ActionType::BuildSettlement, unsigned(offered)));
    QVERIFY(countOf(legalOf(*g, st), ActionType::BuildShip) > 0);
}

void TestEngineNewWorld::rule_robberAndPirateWaitBesideTheBoard()
{
    // "Start the robber and the pirate on the frame … Each will enter play when it is first
    // moved" (001:L2439).
    const auto g = compileOrThrow(dealt(2), 3);
    GameState s = mainState(*g);
    QCOMPARE(s.robberHex, std::int16_t {-1});
    QCOMPARE(s.pirateHex, std::int16_t {-1});
    // A roll of 6 or 8 produces from every land hex: no robber blocks one.
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    roll(*g, s, 7);
    const auto moves = legalOf(*g, s);
    int robberMoves = 0, pirateMoves = 0;
    for (const auto a : moves) {
        robberMoves += actionType(a) == ActionType::MoveRobber ? 1 : 0;
        pirateMoves += actionType(a) == ActionType::MovePirate ? 1 : 0;
    }
    QCOMPARE(robberMoves, 23); // onto any land hex: New World has no desert
    QCOMPARE(pirateMoves, 19); // onto any sea hex
    for (const auto a : moves)
        if (actionType(a) == ActionType::MoveRobber) {
            g->apply(s, a);
            QCOMPARE(static_cast<unsigned>(s.robberHex), actionArgA(a)); // now in play
            QCOMPARE(s.pirateHex, std::int16_t {-1}); // still beside the board
            break;
        }
}

void TestEngineNewWorld::rule_firstSettlementOnEachForeignIslandGivesOneChit()
{
    // "If you build a settlement on a foreign island, you receive a special victory point! …
    // Each player may earn only ONE special victory point for building on each foreign island"
    // (001:L2443); the islands of the set-up settlements are home (001:L2433).
    const model::Scenario sc = dealtWithIslands(3);
    const auto g = compileOrThrow(sc, 3);
    const int corners = g->topology().cornerCount();
    // A home settlement on a coast, and two other islands reachable from it by sea.
    for (int home = 0; home < corners; ++home) {
        if (!g->cornerBuildable(home) || g->cornerIsland(home) < 0)
            continue;
        GameState s = mainState(*g);
        putBuilding(*g, s, 0, home);
        const auto homeBit = 1u << g->cornerIsland(home);
        s.homeIslands[0] = s.islandsSettled[0] = homeBit;
        std::set<int> islandsDone;
        int secondOnIsland = -1, firstCorner = -1;
        for (int c = 0; c < corners && islandsDone.size() < 2; ++c) {
            const int island = g->cornerIsland(c);
            if (island < 0 || (homeBit & 1u << island) || islandsDone.count(island))
                continue;
            GameState trial = s;
            const int before = trial.players[0].specialPoints;
            if (!settleBySea(*g, trial, home, c))
                continue;
            QCOMPARE(trial.players[0].specialPoints - before, 1);
            islandsDone.insert(island);
            s = trial;
            if (firstCorner < 0)
                firstCorner = c;
        }
        if (islandsDone.size() < 2)
            continue;
        QCOMPARE(int(s.players[0].specialPoints), 2);
        // A second settlement on an island already settled earns nothing.
        const int island = g->cornerIsland(firstCorner);
        for (int c = 0; c < corners && secondOnIsland < 0; ++c) {
            if (g->cornerIsland(c) != island || c == firstCorner || nextTo(*g, c, firstCorner))
                continue;
            GameState trial = s;
            if (settleBySea(*g, trial, home, c)) {
                QCOMPARE(int(trial.players[0].specialPoints), 2);
                secondOnIsland = c;
            }
        }
        // Building on the home island earns nothing either.
        for (int c = 0; c < corners; ++c) {
            if (g->cornerIsland(c) != g->cornerIsland(home) || c == home || nextTo(*g, c, home))
                continue;
            GameState trial = s;
            if (settleBySea(*g, trial, home, c)) {
                QCOMPARE(int(trial.players[0].specialPoints), 2);
                break;
            }
        }
        if (secondOnIsland >= 0)
            return;
    }
    QFAIL("no home corner with two foreign islands and a second site reachable by sea");
}

void TestEngineNewWorld::rule_twelveVictoryPointsWin()
{
    // "The game ends once a player has reached 12 victory points" (001:L2447): 11 do not end
    // it, the 12th does, on the player's turn.
    const auto g = compileOrThrow(dealt(3), 3);
    GameState s = mainState(*g);
    s.players[0].specialPoints = 9; // 9 + the settlement built below + 1 = 11
    int site = -1;
    for (int c = 0; c < g->topology().cornerCount() && site < 0; ++c)
        if (g->cornerBuildable(c))
            site = c;
    putBuilding(*g, s, 0, site);
    const int away = [&] {
        for (int c = 0; c < g->topology().cornerCount(); ++c)
            if (g->cornerBuildable(c) && c != site && !nextTo(*g, c, site))
                for (auto e : g->topology().cornerEdges(c))
                    if (e >= 0 && g->edgeShippable(e))
                        return c;
        return -1;
    }();
    putBuilding(*g, s, 0, away);
    QCOMPARE(g->victoryPoints(s, 0), 11);
    g->apply(s, makeAction(ActionType::EndTurn));
    QCOMPARE(s.winner, std::int8_t {-1});
    // Back on player 0's turn: a city makes 12.
    passAround(*g, s);
    roll(*g, s, 2);
    give(s, 0, Resource::Grain, 2);
    give(s, 0, Resource::Ore, 3);
    g->apply(s, makeAction(ActionType::BuildCity, unsigned(site)));
    QCOMPARE(g->victoryPoints(s, 0), 12);
    QCOMPARE(s.winner, std::int8_t {0});
}

void TestEngineNewWorld::everyDealValidatesAndPlays()
{
    // The template and a hundred deals of it validate with no error, and the engine takes each.
    const model::Scenario file = loadFile();
    for (const auto &issue : validation::validateScenario(file))
        QVERIFY2(issue.severity != model::Severity::Error, issue.code.c_str());
    const model::BoardGenerator generator = model::BoardGenerator::compile(file).value();
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        const model::Scenario s = generator.generateScenario(seed).value();
        for (const auto &issue : validation::validateScenario(s))
            QVERIFY2(issue.severity != model::Severity::Error,
                (std::to_string(seed) + ": " + issue.code + " " + issue.message).c_str());
        for (int players : {3, 4})
            QCOMPARE(refusalOf(s, players), std::string());
    }
}

void TestEngineNewWorld::greedyBeatsRandomOnNewWorld()
{
    // The playtest deals a new board per game; greedy in seat 0 against random bots.
    for (int players : {3, 4}) {
        const validation::PlaytestResult r = greedyAgainstRandom(loadFile(), players, 20);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.games.size(), std::size_t {20});
        int greedyWins = 0;
        for (const auto &game : r.games) {
            QVERIFY(game.winner >= 0); // a winner in every game, no turn-limit stall
            greedyWins += game.winner == 0 ? 1 : 0;
        }
        QVERIFY2(greedyWins >= 18, std::to_string(greedyWins).c_str());
    }
}

namespace {
model::Scenario fiveSixFile()
{
    return loadFile("seafarers-new-world-5-6.json");
}
} // namespace

void TestEngineNewWorld::rule_fiveSixFileComponents()
{
    // Seafarers 5-6, New World (001:L3005–3023): 11 harbors (6 special, wool twice, 5 generic),
    // 63 hexes (21 sea, 3 deserts, 4 gold, 7 of each other land), 50 chits; everything else as
    // the 3-4 scenario (001:L3025–3035), played with paired players (001:L2596–2604).
    const model::Scenario file = fiveSixFile();
    QCOMPARE(file.minPlayers, 5);
    QCOMPARE(file.maxPlayers, 6);
    QCOMPARE(file.victoryPoints, 12);
    QVERIFY(file.rules.pairedPlayers);
    QVERIFY(file.rules.robberStartsBesideBoard);
    QVERIFY(file.dealConstraints.redNumbersNotAdjacent);
    const model::Area &world = file.areas[0];
    QCOMPARE(world.terrainPool.at(model::Terrain::Sea), 21);
    QCOMPARE(world.terrainPool.at(model::Terrain::Desert), 3);
    QCOMPARE(world.terrainPool.at(model::Terrain::Gold), 4);
    QCOMPARE(world.harborPool.at(model::HarborType::Wool), 2);
    QCOMPARE(world.harborPool.at(model::HarborType::Generic), 5);
    QCOMPARE(world.tokenPool.size(), std::size_t {40});
    QCOMPARE(file.specialVictoryRules[0].points, 1);
}

void TestEngineNewWorld::rule_fiveSixRobberBesideTheBoardDespiteDeserts()
{
    // "Start the robber and the pirate on the frame" (001:L2439, kept for 5-6 by 001:L3035):
    // the 5-6 pool deals 3 deserts, yet the robber waits beside the board.
    const model::BoardGenerator generator = model::BoardGenerator::compile(fiveSixFile()).value();
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const model::Scenario s = generator.generateScenario(seed).value();
        QCOMPARE(s.board.count(model::Terrain::Desert), 3);
        QVERIFY(!s.board.robber().has_value());
        if (seed < 3)
            for (int players : {5, 6}) {
                const auto g = compileOrThrow(s, players);
                QCOMPARE(g->initialState().robberHex, std::int16_t {-1});
                QCOMPARE(g->initialState().pirateHex, std::int16_t {-1});
            }
    }
    // Without the rule the same deal puts the robber on a desert (001:L660).
    model::Scenario plain = fiveSixFile();
    plain.rules.robberStartsBesideBoard = false;
    const model::Scenario dealtPlain
        = model::BoardGenerator::compile(plain).value().generateScenario(1).value();
    QVERIFY(dealtPlain.board.robber().has_value());
    QVERIFY(dealtPlain.board.hexAt(*dealtPlain.board.robber())->terrain == model::Terrain::Desert);
}

void TestEngineNewWorld::rule_fiveSixOneTokenStaysUnused()
{
    // The table lists 40 tokens for the 39 hexes that take one (001:L3008–3021, printed total
    // 39): shuffled, one goes on each hex, and one random token stays unused.
    const model::Scenario file = fiveSixFile();
    const std::multiset<int> pool(file.areas[0].tokenPool.begin(), file.areas[0].tokenPool.end());
    const model::BoardGenerator generator = model::BoardGenerator::compile(file).value();
    std::set<int> leftOver;
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const model::Board board = generator.generate(seed).value();
        std::multiset<int> laid;
        for (const model::Hex &h : board.hexes()) {
            QCOMPARE(h.token.has_value(), model::takesNumberToken(h.terrain));
            if (h.token)
                laid.insert(h.token->value);
        }
        QCOMPARE(laid.size(), std::size_t {39});
        std::multiset<int> rest = pool;
        for (int v : laid) {
            const auto it = rest.find(v);
            QVERIFY(it != rest.end());
            rest.erase(it);
        }
        QCOMPARE(rest.size(), std::size_t {1});
        leftOver.insert(*rest.begin());
    }
    QVERIFY(leftOver.size() >= 5); // any token may be the one left over
}

void TestEngineNewWorld::fiveSixPlaysWithFiveAndSixPlayers()
{
    const model::Scenario file = fiveSixFile();
    for (const auto &issue : validation::validateScenario(file))
        QVERIFY2(issue.severity != model::Severity::Error, issue.code.c_str());
    const model::BoardGenerator generator = model::BoardGenerator::compile(file).value();
    for (std::uint64_t seed = 0; seed < 20; ++seed)
        for (const auto &issue :
            validation::validateScenario(generator.generateScenario(seed).value()))
            QVERIFY2(issue.severity != model::Severity::Error,
                (std::to_string(seed) + ": " + issue.code + " " + issue.message).c_str());
    for (int players : {5, 6}) {
        const validation::PlaytestResult r = greedyAgainstRandom(file, players, 10);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.games.size(), std::size_t {10});
        for (const auto &game : r.games)
            QVERIFY(game.winner >= 0);
    }
}

QTEST_GUILESS_MAIN(TestEngineNewWorld)
#include "test_EngineNewWorld.moc"
