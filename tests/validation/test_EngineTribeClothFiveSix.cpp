// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers 5–6, 5 The Forgotten Tribe and 6 Cloth for Catan (001:L2836–2913): the shipped
// files scenarios/seafarers-forgotten-tribe-5-6.json and seafarers-cloth-for-catan-5-6.json,
// dealt as a playtest deals them, under the engine with 5 and 6 players. The 5–6 chapter
// changes the components and two preparation lines; every rule is the 3–4 one
// (test_EngineForgottenTribe, test_EngineClothForCatan), checked here at the 5–6 sizes and in
// player 2's part of the paired turn.

#include "SeafarersFileUtil.h"

#include <QTest>

#include <map>

using namespace isle;
using namespace isle::test;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::makeAction;
using isle::validation::Phase;
using model::Resource;
using model::Terrain;

namespace {

const char *const TribeFile = "seafarers-forgotten-tribe-5-6.json";
const char *const ClothFile = "seafarers-cloth-for-catan-5-6.json";

} // namespace

class TestEngineTribeClothFiveSix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_tribeFileComponents();
    void rule_tribeRobberStartsOnADesertOfTheSmallIslands();
    void rule_tribePlayerTwoTakesGifts();
    void rule_clothTwelveVillagesAndAGeneralSupplyOfTen();
    void rule_clothRobberStartsOnTheElevenFields();
    void rule_clothThirdSetupRound();
    void rule_clothGameEndsWhenThreeOfTwelveVillagesHaveCloth();
    void rule_clothPlayerTwoOpensTradeRelations();
};

void TestEngineTribeClothFiveSix::rule_tribeFileComponents()
{
    // 001:L2840–2858: 8 harbors (5 special 2:1 + 3 generic), 22 sea, 4 deserts, 3 gold, 7
    // fields, 7 hills, 6 mountains, 7 pasture, 7 forest; 29 tokens; 10 Catan chits. The rest as
    // in 3–4 (001:L2862–2870): 13 VP (001:L2073), every harbor a gift (001:L2067); paired
    // players (001:L2596–2604). Card gifts: JSettlers' 6 spots (the 3–4 text takes 4 cards,
    // 001:L2029; the 5–6 table names no count).
    const model::Scenario sc = shippedScenario(TribeFile);
    QCOMPARE(sc.minPlayers, 5);
    QCOMPARE(sc.maxPlayers, 6);
    QCOMPARE(sc.victoryPoints, 13);
    QVERIFY(sc.rules.pairedPlayers);
    QVERIFY(sc.rules.robberNeverReturnsToStart);
    std::map<Terrain, int> terrain;
    int tokens = 0;
    for (const model::Hex &h : sc.board.hexes()) {
        ++terrain[h.terrain];
        tokens += h.token ? 1 : 0;
    }
    QCOMPARE(terrain[Terrain::Sea], 22);
    QCOMPARE(terrain[Terrain::Desert], 4);
    QCOMPARE(terrain[Terrain::Gold], 3);
    QCOMPARE(tokens, 29);
    const model::Area *main = sc.area("main");
    QVERIFY(main);
    const std::map<Terrain, int> table {{Terrain::Fields, 7}, {Terrain::Hills, 7},
        {Terrain::Mountains, 6}, {Terrain::Pasture, 7}, {Terrain::Forest, 7}};
    for (const auto &[t, n] : table) {
        const auto pooled = main->terrainPool.find(t);
        QCOMPARE(terrain[t] + (pooled == main->terrainPool.end() ? 0 : pooled->second), n);
    }
    int chits = 0, cards = 0;
    for (const model::Marker &m : sc.board.markers()) {
        chits += m.type == model::MarkerType::CatanChitVp ? 1 : 0;
        cards += m.type == model::MarkerType::DevelopmentCard ? 1 : 0;
    }
    QCOMPARE(chits, 10);
    QCOMPARE(cards, 6);
    QCOMPARE(int(sc.board.harbors().size()), 8);
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(dealtScenario(TribeFile), players);
        QVERIFY(g->pairedTurns());
        QCOMPARE(g->victoryTarget(), 13);
        QCOMPARE(g->giftCount(), 24);
        int harbors = 0;
        for (int k = 0; k < g->giftCount(); ++k)
            harbors += g->giftKind(k) == Game::GiftKind::Harbor ? 1 : 0;
        QCOMPARE(harbors, 8);
    }
}

void TestEngineTribeClothFiveSix::rule_tribeRobberStartsOnADesertOfTheSmallIslands()
{
    // "The robber starts on any desert" (001:L2047): at 5–6 all 4 deserts lie on the small
    // islands, where it may never be moved (001:L2049), so it never comes back (001:L2051).
    const model::Scenario sc = dealtScenario(TribeFile);
    const auto g = compileOrThrow(sc, 6);
    GameState s = mainStateWithoutPirate(*g);
    QVERIFY(s.robberHex >= 0);
    QCOMPARE(g->terrainNow(s, s.robberHex), model::index(Terrain::Desert));
    QVERIFY(!g->robberMayEnter(s.robberHex));
    s.phase = Phase::MoveRobber;
    int moves = 0;
    for (Action a : legalOf(*g, s)) {
        if (validation::actionType(a) != ActionType::MoveRobber)
            continue;
        ++moves;
        const model::Hex *h = sc.board.hexAt(g->topology().hex(int(validation::actionArgA(a))));
        QVERIFY(h && h->area == "main");
    }
    QCOMPARE(moves, 29); // every numbered hex of the main island
}

void TestEngineTribeClothFiveSix::rule_tribePlayerTwoTakesGifts()
{
    // Player 2 (the third to the left of player 1, 001:L1179) builds and does the "Seafarers
    // scenario-specific actions" (001:L2600–2604): their ship on a chit's edge takes it
    // (001:L2055).
    const auto g = compileOrThrow(dealtScenario(TribeFile), 6);
    const int k = giftOfKind(*g, Game::GiftKind::VictoryPoints);
    const int edge = g->giftEdge(k);
    GameState s = mainStateWithoutPirate(*g);
    g->apply(s, makeAction(ActionType::EndTurn)); // player 1's part ends
    QCOMPARE(int(s.pairedPart), 1);
    QCOMPARE(int(s.actor), 3);
    QVERIFY(shipsBeside(*g, s, 3, edge, false) >= 0);
    give(s, 3, Resource::Lumber, 1);
    give(s, 3, Resource::Wool, 1);
    const int before = g->victoryPoints(s, 3);
    const Action build = makeAction(ActionType::BuildShip, unsigned(edge));
    QVERIFY(legalOf(*g, s).contains(build));
    g->apply(s, build);
    QCOMPARE(g->victoryPoints(s, 3), before + 1);
    QVERIFY(s.giftsTaken & (1u << k));
}

void TestEngineTribeClothFiveSix::rule_clothTwelveVillagesAndAGeneralSupplyOfTen()
{
    // "There are 12 villages with 5 CATAN chits each. The general supply consists of 10 CATAN
    // chits." (001:L2904); 70 chits (001:L2898); 38 tokens = 26 hexes + 12 villages
    // (001:L2886–2896); 11 harbors (001:L2880); 14 VP as in 3–4 (001:L2163).
    const model::Scenario sc = dealtScenario(ClothFile);
    QCOMPARE(sc.victoryPoints, 14);
    QVERIFY(sc.rules.pairedPlayers);
    std::map<int, int> tokens;
    int hexTokens = 0;
    for (const model::Hex &h : sc.board.hexes())
        if (h.token) {
            ++tokens[h.token->value];
            ++hexTokens;
        }
    for (const model::Marker &m : sc.board.markers())
        if (m.type == model::MarkerType::Village)
            ++tokens[m.number];
    QCOMPARE(hexTokens, 26);
    const std::map<int, int> printed {
        {2, 3}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {8, 4}, {9, 4}, {10, 4}, {11, 4}, {12, 3}};
    QCOMPARE(tokens, printed);
    QCOMPARE(int(sc.board.harbors().size()), 11);
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(sc, players);
        QCOMPARE(g->villageCount(), 12);
        QCOMPARE(g->victoryTarget(), 14);
        const GameState s = g->initialState();
        int chits = s.clothSupply;
        for (int k = 0; k < g->villageCount(); ++k) {
            QCOMPARE(int(s.villageCloth[at(k)]), 5);
            chits += s.villageCloth[at(k)];
        }
        QCOMPARE(int(s.clothSupply), 10);
        QCOMPARE(chits, 70);
    }
}

void TestEngineTribeClothFiveSix::rule_clothRobberStartsOnTheElevenFields()
{
    // "The robber begins the game on the fields hex with token number 11." (001:L2905)
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const auto g = compileOrThrow(dealtScenario(ClothFile, seed), 5);
        const GameState s = g->initialState();
        QVERIFY(s.robberHex >= 0);
        QCOMPARE(g->hexToken(s.robberHex), 11);
        QCOMPARE(g->terrainNow(s, s.robberHex), model::index(Terrain::Fields));
    }
}

void TestEngineTribeClothFiveSix::rule_clothThirdSetupRound()
{
    // 001:L2127 (kept for 5–6, 001:L2909): after the snake, a third round from the first
    // player clockwise, with 5 and 6 players too.
    for (int players : {5, 6}) {
        const auto g = compileOrThrow(dealtScenario(ClothFile), players);
        GameState s = g->initialState();
        std::vector<int> order;
        while (s.phase == Phase::SetupSettlement || s.phase == Phase::SetupRoad
            || s.phase == Phase::GoldChoice) {
            const ActionList legal = legalOf(*g, s);
            QVERIFY(!legal.empty());
            if (s.phase == Phase::SetupSettlement)
                order.push_back(s.actor);
            g->apply(s, s.phase == Phase::SetupSettlement ? legal[legal.size() / 2] : legal[0]);
        }
        std::vector<int> expected;
        for (int p = 0; p < players; ++p)
            expected.push_back(p);
        for (int p = players - 1; p >= 0; --p)
            expected.push_back(p);
        for (int p = 0; p < players; ++p)
            expected.push_back(p);
        QCOMPARE(order, expected);
    }
}

void TestEngineTribeClothFiveSix::rule_clothGameEndsWhenThreeOfTwelveVillagesHaveCloth()
{
    // The 5–6 book keeps the 3–4 ending (001:L2909 → L2163): "3 or fewer" villages with cloth,
    // also with 12 villages; the most VP win.
    const auto g = compileOrThrow(dealtScenario(ClothFile), 6);
    GameState s = mainStateWithoutPirate(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    const int k = villageNumbered(*g, 12);
    QVERIFY(k >= 0);
    int emptied = 0;
    for (int v = 0; v < g->villageCount() && emptied < 8; ++v)
        if (v != k) {
            s.villageCloth[at(v)] = 0;
            ++emptied;
        }
    s.villageCloth[at(k)] = 1;
    s.players[4].cloth = 24; // 12 VP
    s.players[5].cloth = 20; // 10 VP
    link(s, k, 1);
    QCOMPARE(g->villagesWithCloth(s), 4);
    roll(*g, s, 12);
    QCOMPARE(g->villagesWithCloth(s), 3);
    QCOMPARE(s.phase, Phase::GameOver);
    QCOMPARE(int(s.winner), 4);
}

void TestEngineTribeClothFiveSix::rule_clothPlayerTwoOpensTradeRelations()
{
    // Player 2 of a paired turn builds and does the scenario's actions (001:L2600–2604): their
    // route to a village takes the first bolt at once (001:L2133).
    const auto g = compileOrThrow(dealtScenario(ClothFile), 5);
    GameState s = mainStateWithoutPirate(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    QCOMPARE(int(s.pairedPart), 1);
    const int p2 = s.actor;
    QCOMPARE(p2, 3);
    const auto [spot, path] = routeToVillage(*g, 0);
    QVERIFY(spot >= 0);
    putBuilding(*g, s, p2, spot);
    for (std::size_t i = 0; i + 1 < path.size(); ++i)
        putShip(*g, s, p2, path[i]);
    give(s, p2, Resource::Lumber, 1);
    give(s, p2, Resource::Wool, 1);
    const Action last = makeAction(ActionType::BuildShip, unsigned(path.back()));
    QVERIFY(g->isLegal(s, last));
    g->apply(s, last);
    QCOMPARE(int(s.players[at(p2)].cloth), 1);
    QCOMPARE(int(s.villageCloth[0]), 4);
    QVERIFY(g->hasVillageRoute(s, p2));
}

QTEST_GUILESS_MAIN(TestEngineTribeClothFiveSix)
#include "test_EngineTribeClothFiveSix.moc"
