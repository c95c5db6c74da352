// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers 5–6, scenarios 1–4 (001:L2674–2830): Heading for New Shores, The Six Islands, The
// Fog Island and Through the Desert as shipped in scenarios/, dealt as a playtest deals them,
// under the engine with 5 and 6 players. Each 5–6 scenario keeps its 3–4 rules; the tests check
// the 5–6 exceptions and the rules at the 5–6 sizes, in player 2's part of the paired turn too
// (001:L2596–2604). The rows for the pirate and robber starts are in test_SeafarersScenarios.

#include "SeafarersFileUtil.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace isle;
using namespace isle::test;
using isle::model::Corner;
using isle::model::Direction;
using isle::model::Resource;
using isle::model::Terrain;
using isle::validation::actionArgA;
using isle::validation::ActionType;
using isle::validation::actionType;
using isle::validation::makeAction;
using isle::validation::Phase;

namespace {

const char *const NewShores = "seafarers-heading-for-new-shores-5-6.json";
const char *const SixIslands = "seafarers-six-islands-5-6.json";
const char *const FogIsland = "seafarers-fog-island-5-6.json";
const char *const Desert = "seafarers-through-the-desert-5-6.json";

int cards(const GameState &s, int p, Resource r)
{
    return s.players[at(p)].resources[at(model::index(r))];
}

/// A coastal set-up site of `island`, -1 for none.
int coastalStart(const Game &g, int island)
{
    const GameState s = g.initialState();
    for (int c = 0; c < g.topology().cornerCount(); ++c) {
        if (g.cornerIsland(c) != island || !g.canPlaceSettlement(s, 0, c, true))
            continue;
        for (auto e : g.topology().cornerEdges(c))
            if (e != model::BoardTopology::NoId && g.edgeShippable(e))
                return c;
    }
    return -1;
}

} // namespace

class TestEngineSeafarersFiveSix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_newShoresMainIslandByCatanFiveSixSetUp();
    void rule_newShoresSetUpOnTheMainIslandOnly();
    void rule_newShoresPlayerTwoEarnsSmallIslandPoints();
    void rule_sixIslandsSetupOnAnyOfTheSixIslands();
    void rule_sixIslandsTwoPointsForTheFirstSettlementOnEachForeignIsland();
    void rule_sixIslandsThirteenPointsWinAlsoInPlayerTwosPart();
    void rule_fogFaceDownStacksAndTarget();
    void rule_fogSetUpOnTheFaceUpIslandOnly();
    void rule_fogPlayerTwoDiscoversAndTakesTheReward();
    void rule_desertRobberOnTheMiddleOfFiveDeserts();
    void rule_desertNoStartOnTheDesertBelt();
    void rule_desertStripIsOneForeignArea();
    void rule_desertNoRedNumberOnGold();
};

void TestEngineSeafarersFiveSix::rule_newShoresMainIslandByCatanFiveSixSetUp()
{
    // "build the big island (main island) according to the rules for CATAN 5-6" (001:L2700):
    // all 30 hexes shuffled, tokens A–Zc along the spiral skipping the deserts, the robber on
    // either desert (001:L1108–1118).
    const std::multiset<int> fiveSix {
        2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12};
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const model::Scenario s = dealtScenario(NewShores, seed);
        std::multiset<int> tokens;
        int hexes = 0, deserts = 0;
        for (const model::Hex &h : s.board.hexes()) {
            if (h.area != "main")
                continue;
            ++hexes;
            if (h.terrain == Terrain::Desert) {
                ++deserts;
                QVERIFY(!h.token);
            } else {
                QVERIFY(h.token);
                tokens.insert(h.token->value);
            }
        }
        QCOMPARE(hexes, 30);
        QCOMPARE(deserts, 2);
        QCOMPARE(tokens, fiveSix);
        QVERIFY(s.board.robber().has_value());
        QVERIFY(s.board.hexAt(*s.board.robber())->terrain == Terrain::Desert);
    }
}

void TestEngineSeafarersFiveSix::rule_newShoresSetUpOnTheMainIslandOnly()
{
    // "You build your first two settlements with roads/ships on the main island" (001:L1626,
    // kept for 5–6 by 001:L2704).
    const model::Scenario sc = dealtScenario(NewShores, 2);
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(sc, players);
        const GameState s = g->initialState();
        const int mainIsland = g->cornerIsland(cornerOf(*g, 3, 4, Corner::North));
        const auto legal = legalOf(*g, s);
        QVERIFY(!legal.empty());
        for (auto a : legal) {
            QVERIFY(actionType(a) == ActionType::BuildSettlement);
            QCOMPARE(g->cornerIsland(int(actionArgA(a))), mainIsland);
        }
    }
}

void TestEngineSeafarersFiveSix::rule_newShoresPlayerTwoEarnsSmallIslandPoints()
{
    // 2 special VP for a player's first settlement on each small island (001:L1638), also in
    // player 2's part: "Seafarers scenario-specific actions" (001:L2600–2604); 14 VP (001:L1642).
    const auto g = compileOrThrow(dealtScenario(NewShores), 6);
    QCOMPARE(g->victoryTarget(), 14);
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn)); // player 1 done
    QCOMPARE(int(s.pairedPart), 1);
    const int p2 = s.actor; // third to the left (001:L1179)
    const int home = cornerOf(*g, 5, 1, Corner::NorthEast); // main island beside sea (6,1)
    const int islet = cornerOf(*g, 7, 1, Corner::SouthWest); // the one-hex islet (7,1)
    putBuilding(*g, s, p2, home);
    s.homeIslands[at(p2)] = s.islandsSettled[at(p2)] = 1u << g->cornerIsland(home);
    const std::vector<int> path = seaPath(*g, home, islet);
    QVERIFY(!path.empty());
    for (int e : path)
        putShip(*g, s, p2, e);
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, p2, r, 1);
    const auto build = makeAction(ActionType::BuildSettlement, unsigned(islet));
    QVERIFY(g->isLegal(s, build));
    g->apply(s, build);
    QCOMPARE(int(s.players[at(p2)].specialPoints), 2);
}

void TestEngineSeafarersFiveSix::rule_sixIslandsSetupOnAnyOfTheSixIslands()
{
    // "... on any one island, or two islands, of your choice" (001:L1734, kept by 001:L2744).
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(dealtScenario(SixIslands), players);
        std::set<int> offered;
        for (const auto a : legalOf(*g, g->initialState())) {
            QVERIFY(actionType(a) == ActionType::BuildSettlement);
            offered.insert(g->cornerIsland(int(actionArgA(a))));
        }
        QCOMPARE(int(offered.size()), 6);
    }
}

void TestEngineSeafarersFiveSix::rule_sixIslandsTwoPointsForTheFirstSettlementOnEachForeignIsland()
{
    // "When you build your first settlement on a foreign island, you earn TWO special victory
    // points ... Additional settlements you build on that island do not" (001:L1746, via L2744).
    const auto g = compileOrThrow(dealtScenario(SixIslands), 5);
    const int home = coastalStart(*g, g->cornerIsland(cornerOf(*g, 0, 3, Corner::South)));
    QVERIFY(home >= 0);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, home);
    s.homeIslands[0] = s.islandsSettled[0] = 1u << g->cornerIsland(home);
    int first = -1;
    for (int c = 0; c < g->topology().cornerCount() && first < 0; ++c) {
        if (g->cornerIsland(c) < 0 || g->cornerIsland(c) == g->cornerIsland(home))
            continue;
        GameState trial = s;
        if (settleBySea(*g, trial, home, c)) {
            QCOMPARE(int(trial.players[0].specialPoints), 2);
            first = c;
            s = trial;
        }
    }
    QVERIFY(first >= 0);
    const auto &near = g->topology().cornerCorners(first);
    for (int c = 0; c < g->topology().cornerCount(); ++c) {
        if (g->cornerIsland(c) != g->cornerIsland(first) || c == first
            || std::find(near.begin(), near.end(), c) != near.end())
            continue;
        GameState trial = s;
        if (settleBySea(*g, trial, first, c)) {
            QCOMPARE(int(trial.players[0].specialPoints), 2); // no more on the same island
            return;
        }
    }
    QFAIL("no second site on the first foreign island");
}

void TestEngineSeafarersFiveSix::rule_sixIslandsThirteenPointsWinAlsoInPlayerTwosPart()
{
    // 13 VP (001:L1766, kept by 001:L2744); player 2 may build and win in their part of the
    // paired turn (001:L1222).
    const auto g = compileOrThrow(dealtScenario(SixIslands), 6);
    QCOMPARE(g->victoryTarget(), 13);
    QVERIFY(g->pairedTurns());
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    QCOMPARE(g->currentPlayer(s), 3);
    int site = -1;
    for (int c = 0; c < g->topology().cornerCount() && site < 0; ++c)
        if (g->cornerBuildable(c) && g->isFreeSpot(s, c))
            site = c;
    QVERIFY(site >= 0);
    putBuilding(*g, s, 3, site);
    s.players[3].specialPoints = 11;
    QCOMPARE(g->victoryPoints(s, 3), 12);
    give(s, 3, Resource::Grain, 2);
    give(s, 3, Resource::Ore, 3);
    g->apply(s, makeAction(ActionType::BuildCity, unsigned(site)));
    QCOMPARE(g->victoryPoints(s, 3), 13);
    QCOMPARE(int(s.winner), 3);
}

void TestEngineSeafarersFiveSix::rule_fogFaceDownStacksAndTarget()
{
    // Table 001:L2764–2776: 25 face-down hexes (12 sea, 1 gold, 2 fields, 2 hills, 2 mountains,
    // 3 pasture, 3 forest) and 13 face-down tokens; 12 VP, no special VP (001:L1858).
    const auto g = compileOrThrow(dealtScenario(FogIsland, 3), 6);
    QCOMPARE(g->fogHexCount(), 25);
    const GameState s = g->initialState();
    int hexes = 0, tokens = 0;
    for (auto n : s.fogHexStack[0])
        hexes += n;
    for (auto n : s.fogTokenStack[0])
        tokens += n;
    QCOMPARE(hexes, 25);
    QCOMPARE(tokens, 13);
    QCOMPARE(int(s.fogHexStack[0][at(model::index(Terrain::Sea))]), 12);
    QCOMPARE(g->victoryTarget(), 12);
    QVERIFY(g->pairedTurns());
}

void TestEngineSeafarersFiveSix::rule_fogSetUpOnTheFaceUpIslandOnly()
{
    // Start settlements on the face-up island (001:L1836, kept by 001:L2786); never at a gold
    // corner or a fog hex.
    const model::Scenario sc = dealtScenario(FogIsland, 1);
    const auto g = compileOrThrow(sc, 6);
    const GameState s = g->initialState();
    const auto legal = legalOf(*g, s);
    QVERIFY(!legal.empty());
    for (auto a : legal)
        for (auto h : g->topology().cornerHexes(int(actionArgA(a))))
            if (h != model::BoardTopology::NoId && (g->isLand(h) || g->fogIndexOf(h) >= 0))
                QCOMPARE(sc.board.hexAt(g->topology().hex(h))->area, std::string("main"));
    QVERIFY(!legal.contains(
        makeAction(ActionType::BuildSettlement, unsigned(cornerOf(*g, -2, 7, Corner::North)))));
}

void TestEngineSeafarersFiveSix::rule_fogPlayerTwoDiscoversAndTakesTheReward()
{
    // Player 2 builds and does the scenario's actions (001:L2600–2604): a ship reaching a fog
    // intersection turns up the top hex; land takes a token and gives the finder 1 resource of
    // it (001:L1850–1852).
    const auto g = compileOrThrow(dealtScenario(FogIsland, 1), 5);
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    QCOMPARE(int(s.pairedPart), 1);
    const int p2 = s.actor;
    const int fog = hexId(*g, -1, 3);
    putBuilding(*g, s, p2, cornerOf(*g, 0, 3, Corner::NorthEast)); // land (1,2), (1,3); sea (0,3)
    putShip(*g, s, p2, edgeOf(*g, 0, 3, Direction::NorthEast));
    give(s, p2, Resource::Lumber, 1);
    give(s, p2, Resource::Wool, 1);
    const int wool = cards(s, p2, Resource::Wool) - 1; // after paying for the ship
    // The NW side of sea (0,3) ends at a corner of fog hex (-1,3).
    g->apply(
        s, makeAction(ActionType::BuildShip, unsigned(edgeOf(*g, 0, 3, Direction::NorthWest))));
    QCOMPARE(s.phase, Phase::ChanceFogHex);
    QCOMPARE(s.fogPending, 1u << g->fogIndexOf(fog));
    g->apply(s, makeAction(ActionType::FogHexOutcome, unsigned(model::index(Terrain::Pasture))));
    QCOMPARE(s.phase, Phase::ChanceFogToken);
    g->apply(s, makeAction(ActionType::FogTokenOutcome, 5u));
    QCOMPARE(g->tokenNow(s, fog), 5);
    QCOMPARE(cards(s, p2, Resource::Wool), wool + 1);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.actor), p2);
}

void TestEngineSeafarersFiveSix::rule_desertRobberOnTheMiddleOfFiveDeserts()
{
    // "The robber starts on one of the three deserts" (001:L1955, kept by L2826); the 5–6 belt
    // has five (001:L2803): the file uses the middle one, (4,2). 14 VP (001:L1963).
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(dealtScenario(Desert), players);
        const GameState s = g->initialState();
        QVERIFY(g->topology().hex(s.robberHex) == (model::HexCoord {4, 2}));
        QCOMPARE(g->terrainNow(s, s.robberHex), model::index(Terrain::Desert));
        QCOMPARE(g->victoryTarget(), 14);
    }
}

void TestEngineSeafarersFiveSix::rule_desertNoStartOnTheDesertBelt()
{
    // "You must build your first two settlements ... on the main island" (001:L1947, via L2826):
    // the corners whose only land is desert are on the belt, not the main island.
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(dealtScenario(Desert), players);
        const GameState s = g->initialState();
        for (const int c : {cornerOf(*g, 4, 1, Corner::South), cornerOf(*g, 6, 3, Corner::North)}) {
            QVERIFY(g->cornerBuildable(c));
            QVERIFY(!g->canPlaceSettlement(s, 0, c, true));
        }
        QVERIFY(g->canPlaceSettlement(s, 0, cornerOf(*g, 3, 2, Corner::South), true));
    }
}

void TestEngineSeafarersFiveSix::rule_desertStripIsOneForeignArea()
{
    // "The first time you build a new settlement in each of the 'foreign' areas ... TWO special
    // victory points" (001:L1959, via L2826). The 5–6 strip lies on both sides of sea hex (4,1):
    // its second part earns nothing more.
    const model::Scenario sc = dealtScenario(Desert);
    const auto g = compileOrThrow(sc, 5);
    auto stripPart = [&](int c) {
        for (auto h : g->topology().cornerHexes(c)) {
            if (h == model::BoardTopology::NoId)
                continue;
            const model::HexCoord x = g->topology().hex(h);
            const model::Hex *hex = sc.board.hexAt(x);
            if (hex && hex->area == "strip")
                return x.q <= 3 ? 0 : 1;
        }
        return -1;
    };
    const int home = coastalStart(*g, g->cornerIsland(cornerOf(*g, 1, 4, Corner::North)));
    QVERIFY(home >= 0);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, home);
    s.homeIslands[0] = s.islandsSettled[0] = 1u << g->cornerIsland(home);
    int west = -1;
    for (int c = 0; c < g->topology().cornerCount() && west < 0; ++c) {
        GameState trial = s;
        if (stripPart(c) == 0 && settleBySea(*g, trial, home, c)) {
            QCOMPARE(int(trial.players[0].specialPoints), 2);
            west = c;
            s = trial;
        }
    }
    QVERIFY(west >= 0);
    for (int c = 0; c < g->topology().cornerCount(); ++c) {
        GameState trial = s;
        if (stripPart(c) == 1 && settleBySea(*g, trial, west, c)) {
            QCOMPARE(int(trial.players[0].specialPoints), 2);
            return;
        }
    }
    QFAIL("no site on the eastern part of the strip reachable by sea");
}

void TestEngineSeafarersFiveSix::rule_desertNoRedNumberOnGold()
{
    // "You should not place red number tokens (6s & 8s) ... on gold fields" (001:L1993, variable
    // set-up kept by 001:L2830); the strip has 1 gold field, the small islands 2 (the pools).
    const model::Scenario sc = shippedScenario(Desert);
    QVERIFY(sc.dealConstraints.noRedOnGold);
    const model::BoardGenerator generator = model::BoardGenerator::compile(sc).value();
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const model::Board board = generator.generate(seed).value();
        int stripGold = 0, islandGold = 0;
        for (const model::Hex &h : board.hexes()) {
            if (h.terrain != Terrain::Gold)
                continue;
            QVERIFY(h.token && h.token->value != 6 && h.token->value != 8);
            stripGold += h.area == "strip" ? 1 : 0;
            islandGold += h.area == "islands" ? 1 : 0;
        }
        QCOMPARE(stripGold, 1);
        QCOMPARE(islandGold, 2);
    }
}

QTEST_GUILESS_MAIN(TestEngineSeafarersFiveSix)
#include "test_EngineSeafarersFiveSix.moc"
