// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers scenario 6, Cloth for Catan (001:L2085–2167): every rule of the scenario on the
// shipped file scenarios/seafarers-cloth-for-catan-3-4.json, dealt with a fixed seed, as the
// engine, the validator and the playtest see it.

#include "SeafarersFileUtil.h"

#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "validation/checks/Validator.h"
#include "validation/playtest/PlaytestRunner.h"
#include "validation/stats/SnakeDraft.h"

#include <QTest>

#include <filesystem>
#include <map>

using namespace isle;
using namespace isle::test;
using isle::validation::Action;
using isle::validation::actionArgA;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::actionType;
using isle::validation::makeAction;
using isle::validation::Phase;
using model::Resource;

namespace {

model::Scenario loadFile()
{
    return shippedScenario("seafarers-cloth-for-catan-3-4.json");
}

/// The shipped board with its main-island terrain and harbors dealt for seed 1.
model::Scenario dealtFile()
{
    return dealtScenario("seafarers-cloth-for-catan-3-4.json");
}

std::shared_ptr<const Game> clothGame(int players = 4)
{
    return compileOrThrow(dealtFile(), players);
}

/// Player p builds a settlement on the route's spot and ships up to the village, the last one
/// by a real BuildShip action in p's trade/build phase; returns the last ship's edge.
int connectToVillage(const Game &g, GameState &s, int p, int k)
{
    const auto [spot, path] = routeToVillage(g, k);
    if (spot < 0)
        throw std::runtime_error("no route to the village");
    putBuilding(g, s, p, spot);
    for (std::size_t i = 0; i + 1 < path.size(); ++i)
        putShip(g, s, p, path[i]);
    s.actor = static_cast<std::uint8_t>(p);
    s.turnPlayer = static_cast<std::uint8_t>(p);
    give(s, p, Resource::Lumber, 1);
    give(s, p, Resource::Wool, 1);
    const Action last = makeAction(ActionType::BuildShip, unsigned(path.back()));
    if (!g.isLegal(s, last))
        throw std::runtime_error("the last ship to the village is not legal");
    g.apply(s, last);
    return path.back();
}

/// Player 0's PreRoll of a fresh turn.
GameState clothPreRoll(const Game &g)
{
    GameState s = mainStateWithoutPirate(g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    return s;
}

/// The refusal code of compiling `sc` for 4 players ("" when it compiles); its message must be
/// the one the CLI prints.
std::string refusalCode(const model::Scenario &sc)
{
    const auto r = Game::compile(sc, 4);
    if (r.game)
        return {};
    if (refusalOf(sc, 4) != r.error)
        return "message differs: " + r.error;
    return r.refusal.code;
}

} // namespace

class TestEngineClothForCatan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_fileComponentsVillagesAndVictoryTarget();
    void rule_thirdSetupSettlementGivesTheStartingResources();
    void rule_nobodySettlesOnTheTribesIslands();
    void rule_robberStartsOnTheTwelveAndNeverEntersTheIslands();
    void rule_routeToVillageTakesOneClothAtOnce();
    void rule_routeThroughAnOpponentsBuildingIsNoRoute();
    void rule_villageNumberGivesEachConnectedPlayerCloth();
    void rule_villageRunningShortIsToppedUpFromTheGeneralSupply();
    void rule_emptyVillageGivesNothing();
    void rule_twoClothAreOneVictoryPoint();
    void rule_secondBoltFromARollWinsAtOnce();
    void rule_routeToVillageIsClosed();
    void rule_pirateLockedUntilAVillageRoute();
    void rule_pirateTakesACardOrABoltOfCloth();
    void rule_noLongestTradeRouteAward();
    void rule_gameEndsWhenThreeVillagesHaveCloth();
    void rule_endTieGoesToMoreClothThenNobody();
    void refusesVillagesItCannotPlay();
    void validatorChecksTheVillages();
    void seatFairnessDraftsThreeSettlements();
    void fileValidatesAndPlays();
};

void TestEngineClothForCatan::rule_fileComponentsVillagesAndVictoryTarget()
{
    // Components (001:L2091–2111): 9 harbors (5 special, 4 generic), 18 sea, 2 deserts, 2 gold,
    // 5 fields, 3 hills, 4 mountains, pasture, forest; 28 tokens, of which 8 are the villages on
    // the small islands' intersections with 5 chits each and 10 in the general supply
    // (001:L2117); 14 VP (001:L2163).
    const model::Scenario sc = loadFile();
    QCOMPARE(sc.victoryPoints, 14);
    QVERIFY(sc.rules.setupShipAllowed); // a ship instead of a road at the coast (001:L2125)
    std::map<model::Terrain, int> terrain;
    int hexTokens = 0;
    for (const model::Hex &h : sc.board.hexes()) {
        ++terrain[h.terrain];
        hexTokens += h.token ? 1 : 0;
    }
    QCOMPARE(terrain[model::Terrain::Sea], 18);
    QCOMPARE(terrain[model::Terrain::Desert], 2);
    QCOMPARE(terrain[model::Terrain::Gold], 2);
    const model::Area *main = sc.area("main");
    QVERIFY(main);
    const std::map<model::Terrain, int> expected {{model::Terrain::Fields, 5},
        {model::Terrain::Hills, 3}, {model::Terrain::Mountains, 4}, {model::Terrain::Pasture, 4},
        {model::Terrain::Forest, 4}};
    for (const auto &[t, n] : expected) {
        const auto pooled = main->terrainPool.find(t);
        QCOMPARE(terrain[t] + (pooled == main->terrainPool.end() ? 0 : pooled->second), n);
    }
    std::map<int, int> tokens;
    for (const model::Hex &h : sc.board.hexes())
        if (h.token)
            ++tokens[h.token->value];
    int villages = 0;
    for (const model::Marker &m : sc.board.markers())
        if (m.type == model::MarkerType::Village) {
            ++villages;
            ++tokens[m.number];
        }
    QCOMPARE(villages, 8);
    QCOMPARE(hexTokens + villages, 28);
    const std::map<int, int> printed {
        {2, 2}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {8, 3}, {9, 3}, {10, 3}, {11, 3}, {12, 2}};
    QCOMPARE(tokens, printed);
    QCOMPARE(int(sc.board.harbors().size()), 9);
    QCOMPARE(main->harborPool.at(model::HarborType::Generic), 4);

    const auto g = clothGame(3);
    QCOMPARE(g->victoryTarget(), 14);
    QCOMPARE(g->villageCount(), 8);
    const GameState s = g->initialState();
    for (int k = 0; k < g->villageCount(); ++k)
        QCOMPARE(int(s.villageCloth[at(k)]), 5);
    QCOMPARE(int(s.clothSupply), 10);
}

void TestEngineClothForCatan::rule_thirdSetupSettlementGivesTheStartingResources()
{
    // "Once the last player has placed their second settlement, everyone—starting with this same
    // player and continuing in a clockwise direction—can build a third settlement. When you place
    // your third settlement, you receive your starting resources." (001:L2127)
    for (int players : {3, 4}) {
        const auto g = clothGame(players);
        GameState s = g->initialState();
        std::vector<int> order;
        std::vector<int> placed;
        while (s.phase == Phase::SetupSettlement || s.phase == Phase::SetupRoad
            || s.phase == Phase::GoldChoice) {
            const ActionList legal = legalOf(*g, s);
            QVERIFY(!legal.empty());
            if (s.phase == Phase::SetupSettlement) {
                order.push_back(s.actor);
                placed.push_back(actionArgA(legal[legal.size() / 2]));
                // Nothing is received before the third round.
                if (int(order.size()) <= 2 * players)
                    for (int p = 0; p < players; ++p)
                        QCOMPARE(int(s.players[at(p)].cardCount), 0);
                g->apply(s, legal[legal.size() / 2]);
            } else {
                g->apply(s, legal[0]);
            }
        }
        QCOMPARE(s.phase, Phase::PreRoll);
        std::vector<int> expected;
        for (int p = 0; p < players; ++p)
            expected.push_back(p);
        for (int p = players - 1; p >= 0; --p)
            expected.push_back(p);
        for (int p = 0; p < players; ++p)
            expected.push_back(p);
        QCOMPARE(order, expected);
        for (int p = 0; p < players; ++p) {
            QCOMPARE(int(s.players[at(p)].settlementsLeft), 2);
            // The third settlement's producing hexes, one card each.
            const int third = placed[at(2 * players + p)];
            int producing = 0;
            for (auto h : g->topology().cornerHexes(third))
                producing += h != model::BoardTopology::NoId && g->hexResource(h) >= 0 ? 1 : 0;
            QCOMPARE(int(s.players[at(p)].cardCount), producing);
        }
    }
}

void TestEngineClothForCatan::rule_nobodySettlesOnTheTribesIslands()
{
    // "You may never build settlements on these 4 islands." (001:L2127); the villages are the
    // number tokens on their intersections (001:L2117).
    const auto g = clothGame();
    const model::Scenario sc = dealtFile();
    int islandHexes = 0;
    for (const model::Hex &h : sc.board.hexes()) {
        if (h.area != "tribe-islands")
            continue;
        ++islandHexes;
        for (auto c : g->topology().hexCorners(g->topology().hexId(h.coord)))
            QVERIFY(!g->cornerBuildable(c));
    }
    QCOMPARE(islandHexes, 4);
    for (int k = 0; k < g->villageCount(); ++k)
        QVERIFY(!g->cornerBuildable(g->villageCorner(k)));
}

void TestEngineClothForCatan::rule_robberStartsOnTheTwelveAndNeverEntersTheIslands()
{
    // "The robber starts on the fields hex with “12” number token. The robber cannot move to the
    // islands of the “Forgotten Tribe.”" (001:L2145)
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    QVERIFY(s.robberHex >= 0);
    QCOMPARE(g->hexToken(s.robberHex), 12);
    QCOMPARE(g->terrainNow(s, s.robberHex), model::index(model::Terrain::Fields));
    s.phase = Phase::MoveRobber;
    const model::Scenario sc = dealtFile();
    const ActionList legal = legalOf(*g, s);
    for (Action a : legal) {
        if (actionType(a) != ActionType::MoveRobber)
            continue;
        const model::Hex *h = sc.board.hexAt(g->topology().hex(actionArgA(a)));
        QVERIFY(h && h->area != "tribe-islands");
    }
    QVERIFY(countOf(legal, ActionType::MoveRobber) > 0);
}

void TestEngineClothForCatan::rule_routeToVillageTakesOneClothAtOnce()
{
    // "As soon as you establish a shipping route between one of your own settlements/cities and a
    // village ... You immediately take 1 bolt of cloth (Catan chit) from the supply of this
    // village." (001:L2131–2133)
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    QCOMPARE(int(s.players[0].cloth), 0);
    connectToVillage(*g, s, 0, 2);
    QCOMPARE(int(s.players[0].cloth), 1);
    QCOMPARE(int(s.villageCloth[2]), 4);
    QCOMPARE(int(s.villageLinks[2]), 1);
    QVERIFY(g->hasVillageRoute(s, 0));
    QVERIFY(!g->hasVillageRoute(s, 1));
    QCOMPARE(int(s.clothSupply), 10);
}

void TestEngineClothForCatan::rule_routeThroughAnOpponentsBuildingIsNoRoute()
{
    // A shipping route runs from the player's own settlement or city (001:L2131); an opponent's
    // building on the way ends it (001:L1418).
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    const auto [spot, path] = routeToVillage(*g, 3);
    QVERIFY(path.size() >= 2);
    putBuilding(*g, s, 0, spot);
    for (std::size_t i = 0; i + 1 < path.size(); ++i)
        putShip(*g, s, 0, path[i]);
    // Player 0's settlement becomes player 1's: the ships now lead to an opponent's building.
    s.cornerOwner[at(spot)] = 1;
    g->refreshDerived(s);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    const Action last = makeAction(ActionType::BuildShip, unsigned(path.back()));
    QVERIFY(g->isLegal(s, last)); // beside an own ship
    g->apply(s, last);
    QCOMPARE(int(s.players[0].cloth), 0);
    QCOMPARE(int(s.villageLinks[3]), 0);
}

void TestEngineClothForCatan::rule_villageNumberGivesEachConnectedPlayerCloth()
{
    // "Each time the number of the village is rolled, you receive 1 more bolt of cloth. If 2 or
    // more players have connect to a village, and the number of the village is rolled, each
    // player receives 1 bolt of cloth" (001:L2133–2134)
    const auto g = clothGame();
    GameState s = clothPreRoll(*g);
    const int k = villageNumbered(*g, 9);
    QVERIFY(k >= 0);
    link(s, k, 0);
    link(s, k, 2);
    roll(*g, s, 9);
    QCOMPARE(int(s.players[0].cloth), 1);
    QCOMPARE(int(s.players[1].cloth), 0);
    QCOMPARE(int(s.players[2].cloth), 1);
    QCOMPARE(int(s.villageCloth[at(k)]), 3);
    for (int v = 0; v < g->villageCount(); ++v)
        if (v != k)
            QCOMPARE(int(s.villageCloth[at(v)]), 5);
    QCOMPARE(int(s.clothSupply), 10);
}

void TestEngineClothForCatan::rule_villageRunningShortIsToppedUpFromTheGeneralSupply()
{
    // "If there are not enough Catan chits left in the supply for the village to give one to each
    // player connected, take enough chits from the general supply for those players." (001:L2135)
    const auto g = clothGame();
    GameState s = clothPreRoll(*g);
    const int k = villageNumbered(*g, 6);
    QVERIFY(k >= 0);
    for (int p : {0, 1, 3})
        link(s, k, p);
    s.villageCloth[at(k)] = 1;
    s.clothSupply = 6;
    s.players[2].cloth = 8; // keeps the game's 50 bolts together
    roll(*g, s, 6);
    for (int p : {0, 1, 3})
        QCOMPARE(int(s.players[at(p)].cloth), 1);
    QCOMPARE(int(s.villageCloth[at(k)]), 0);
    QCOMPARE(int(s.clothSupply), 4);
}

void TestEngineClothForCatan::rule_emptyVillageGivesNothing()
{
    // "If there are zero Catan chits next to a village when its number is rolled, no one receives
    // any Catan chits from that village. Do not take Catan chits from the general supply."
    // (001:L2136)
    const auto g = clothGame();
    GameState s = clothPreRoll(*g);
    const int k = villageNumbered(*g, 8);
    QVERIFY(k >= 0);
    link(s, k, 0);
    link(s, k, 1);
    s.villageCloth[at(k)] = 0;
    s.players[2].cloth = 5;
    roll(*g, s, 8);
    QCOMPARE(int(s.players[0].cloth), 0);
    QCOMPARE(int(s.players[1].cloth), 0);
    QCOMPARE(int(s.clothSupply), 10);
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineClothForCatan::rule_secondBoltFromARollWinsAtOnce()
{
    // The turn player's second bolt, from their village's number, is a victory point (001:L2137),
    // and reaching the target on one's own turn wins at once (001:L389–395): the engine checks
    // the points after a roll here, where a base game's roll only moves cards and is not checked.
    const auto g = clothGame();
    GameState s = clothPreRoll(*g);
    const int k = villageNumbered(*g, 9);
    QVERIFY(k >= 0);
    const int p = s.actor;
    link(s, k, p);
    s.players[at(p)].cloth = 1; // from the general supply, so the game's bolts stay 50
    s.clothSupply = static_cast<std::uint8_t>(s.clothSupply - 1);
    const int missing = g->victoryTarget() - 1 - g->victoryPoints(s, p);
    QVERIFY(missing >= 0);
    s.players[at(p)].specialPoints = static_cast<std::uint8_t>(missing);
    QCOMPARE(g->victoryPoints(s, p), g->victoryTarget() - 1);
    roll(*g, s, 9);
    QCOMPARE(int(s.players[at(p)].cloth), 2);
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.winner), p);
}

void TestEngineClothForCatan::rule_twoClothAreOneVictoryPoint()
{
    // "Two bolts of cloth (Catan chits) are worth 1 victory point, but an unpaired bolt of cloth
    // is worth nothing." (001:L2137) The chits lie open, so the points are public.
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    const int base = g->victoryPoints(s, 1);
    const std::pair<int, int> clothToPoints[] = {{1, 0}, {2, 1}, {3, 1}, {4, 2}, {7, 3}};
    for (const auto &[cloth, points] : clothToPoints) {
        s.players[1].cloth = static_cast<std::uint8_t>(cloth);
        QCOMPARE(g->victoryPoints(s, 1), base + points);
        QCOMPARE(g->publicVictoryPoints(s, 1), base + points);
    }
}

void TestEngineClothForCatan::rule_routeToVillageIsClosed()
{
    // "Any shipping route that connects one of your settlements/cities to a village ... is
    // “closed.” This means that you may not move any ships that are part of that shipping
    // route." (001:L2141)
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    const int last = connectToVillage(*g, s, 0, 5);
    s.shipNew.fill(0); // a later turn: the ship is no longer new (001:L1430)
    auto moves = [&](int edge) {
        int n = 0;
        for (Action a : legalOf(*g, s))
            n += actionType(a) == ActionType::MoveShip && actionArgA(a) == edge ? 1 : 0;
        return n;
    };
    QCOMPARE(moves(last), 0);
    // Without the trade relations the same ship would be an open end (the general rule). (A
    // position changed by hand has what the engine keeps recomputed, GameState::frontier.)
    s.villageLinks[5] = 0;
    g->refreshDerived(s);
    QVERIFY(moves(last) > 0);
}

void TestEngineClothForCatan::rule_pirateLockedUntilAVillageRoute()
{
    // "You may not move the pirate until you have at least one shipping route between one of your
    // settlements/cities and a village of the “Forgotten Tribe.”" (001:L2147)
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    s.pirateHex = static_cast<std::int16_t>(g->topology().hexId(*dealtFile().board.pirate()));
    s.phase = Phase::MoveRobber;
    QCOMPARE(countOf(legalOf(*g, s), ActionType::MovePirate), 0);
    QVERIFY(countOf(legalOf(*g, s), ActionType::MoveRobber) > 0);
    link(s, 4, 1); // another player's route does not unlock it for player 0
    QCOMPARE(countOf(legalOf(*g, s), ActionType::MovePirate), 0);
    link(s, 4, 0);
    QVERIFY(countOf(legalOf(*g, s), ActionType::MovePirate) > 0);
}

void TestEngineClothForCatan::rule_pirateTakesACardOrABoltOfCloth()
{
    // "When you move the pirate, you can either draw a resource card or take a Catan chit (bolt
    // of cloth) from one of the players whose ship is adjacent to the new pirate hex."
    // (001:L2149)
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    link(s, 0, 0);
    // Player 1 has a ship on a side of a sea hex, a card and 3 bolts of cloth.
    int sea = -1, side = -1;
    for (int h = 0; h < g->topology().hexCount() && sea < 0; ++h)
        if (g->isSea(h))
            for (auto e : g->topology().hexEdges(h))
                if (e != model::BoardTopology::NoId && g->edgeShippable(e)) {
                    sea = h;
                    side = e;
                    break;
                }
    QVERIFY(sea >= 0);
    putShip(*g, s, 1, side);
    give(s, 1, Resource::Ore, 1);
    s.players[1].cloth = 3;
    s.players[2].cloth = 0;
    s.clothSupply = 7;
    s.phase = Phase::MoveRobber;
    g->apply(s, makeAction(ActionType::MovePirate, unsigned(sea)));
    QCOMPARE(s.phase, Phase::ChooseVictim);
    const ActionList legal = legalOf(*g, s);
    QVERIFY(legal.contains(makeAction(ActionType::ChooseVictim, 1)));
    QVERIFY(legal.contains(makeAction(ActionType::StealCloth, 1)));
    QCOMPARE(legal.size(), 2);
    g->apply(s, makeAction(ActionType::StealCloth, 1));
    QCOMPARE(int(s.players[0].cloth), 1);
    QCOMPARE(int(s.players[1].cloth), 2);
    QCOMPARE(int(s.players[1].cardCount), 1);
    QCOMPARE(s.phase, Phase::Main);
    // The card instead: the usual steal (a chance draw of the victim's cards).
    GameState t = mainStateWithoutPirate(*g);
    link(t, 0, 0);
    putShip(*g, t, 1, side);
    give(t, 1, Resource::Ore, 1);
    t.players[1].cloth = 3;
    t.clothSupply = 7;
    t.phase = Phase::MoveRobber;
    g->apply(t, makeAction(ActionType::MovePirate, unsigned(sea)));
    g->apply(t, makeAction(ActionType::ChooseVictim, 1));
    QCOMPARE(t.phase, Phase::ChanceSteal);
    g->apply(t, makeAction(ActionType::StealOutcome, unsigned(model::index(Resource::Ore))));
    QCOMPARE(int(t.players[0].resources[at(model::index(Resource::Ore))]), 1);
    QCOMPARE(int(t.players[1].cloth), 3);
}

void TestEngineClothForCatan::rule_noLongestTradeRouteAward()
{
    // "No victory points are awarded for the “Longest Trade Route.”" (001:L2153)
    const auto g = clothGame();
    GameState s = mainStateWithoutPirate(*g);
    // A long chain of ships from a coastal settlement to the farthest reachable corner.
    int spot = -1;
    std::vector<int> longest;
    for (int c = 0; c < g->topology().cornerCount(); ++c) {
        if (!g->cornerBuildable(c))
            continue;
        for (int to = 0; to < g->topology().cornerCount(); ++to) {
            const std::vector<int> path = seaPath(*g, c, to);
            if (path.size() > longest.size() && path.size() <= 8) {
                spot = c;
                longest = path;
            }
        }
        if (longest.size() >= 6)
            break;
    }
    QVERIFY(longest.size() >= 6);
    putBuilding(*g, s, 0, spot);
    for (int e : longest) {
        give(s, 0, Resource::Lumber, 1);
        give(s, 0, Resource::Wool, 1);
        const Action a = makeAction(ActionType::BuildShip, unsigned(e));
        if (!g->isLegal(s, a))
            break;
        g->apply(s, a);
    }
    QVERIFY(s.players[0].longestRoad >= 5);
    QCOMPARE(int(s.longestRoadHolder), -1);
    QCOMPARE(g->victoryPoints(s, 0), 1 + s.players[0].cloth / 2);
}

void TestEngineClothForCatan::rule_gameEndsWhenThreeVillagesHaveCloth()
{
    // "The game ends when a player reaches 14 victory points on their turn or when 3 or fewer of
    // the "Forgotten Tribe" villages each still contains at least one Catan chit. In the second
    // case, the player with the most victory points wins." (001:L2163)
    const auto g = clothGame();
    GameState s = clothPreRoll(*g);
    const int k = villageNumbered(*g, 5);
    QVERIFY(k >= 0);
    // Four villages are empty; village k, one of the four left, has its last bolt.
    int emptied = 0;
    for (int v = 0; v < g->villageCount() && emptied < 4; ++v)
        if (v != k) {
            s.villageCloth[at(v)] = 0;
            ++emptied;
        }
    s.villageCloth[at(k)] = 1;
    s.players[3].cloth = 24; // the 24 bolts taken: 12 VP
    link(s, k, 1);
    QCOMPARE(g->villagesWithCloth(s), 4);
    roll(*g, s, 5);
    QCOMPARE(g->villagesWithCloth(s), 3);
    QCOMPARE(s.phase, Phase::GameOver);
    QCOMPARE(int(s.winner), 3); // the most points, though not its turn and under 14
    QVERIFY(!s.stalled);
}

void TestEngineClothForCatan::rule_endTieGoesToMoreClothThenNobody()
{
    // "In case of a tie, the player who has more bolts of cloth wins." (001:L2163) A tie in both
    // has no winner: the rules name no further tie-break.
    const auto g = clothGame();
    for (bool tieInCloth : {false, true}) {
        GameState s = clothPreRoll(*g);
        const int k = villageNumbered(*g, 4);
        int emptied = 0;
        for (int v = 0; v < g->villageCount() && emptied < 4; ++v)
            if (v != k) {
                s.villageCloth[at(v)] = 0;
                ++emptied;
            }
        s.villageCloth[at(k)] = 1;
        // Seat 2 takes the last bolt: 3 cloth (1 VP) against seat 1's 3 (a tie in both) or 2 (a tie
        // in points only).
        link(s, k, 2);
        s.players[1].cloth = tieInCloth ? 3 : 2;
        s.players[2].cloth = 2;
        s.players[0].cloth = 1; // 1 bolt, no point: behind both
        s.clothSupply = static_cast<std::uint8_t>(31 - s.players[1].cloth);
        roll(*g, s, 4);
        QCOMPARE(s.phase, Phase::GameOver);
        QCOMPARE(int(s.winner), tieInCloth ? -1 : 2);
        QVERIFY(!s.stalled);
    }
}

void TestEngineClothForCatan::refusesVillagesItCannotPlay()
{
    const model::Scenario dealt = dealtFile();
    auto withMarkers = [&](std::vector<model::Marker> markers) {
        model::Scenario sc = dealt;
        sc.board.setMarkers(std::move(markers));
        return sc;
    };
    std::vector<model::Marker> villages = dealt.board.markers();
    // 3 villages: the game would end at the first bolt (001:L2163).
    QCOMPARE(refusalCode(withMarkers({villages.begin(), villages.begin() + 3})),
        std::string("engine.villages-too-few"));
    // A village inland: no ship reaches it (001:L2131). The bottom point of (1,1) joins the
    // main island's hexes (1,1), (0,2) and (1,2).
    std::vector<model::Marker> inland = villages;
    inland[0].corner = model::CornerCoord {{1, 1}, false};
    QCOMPARE(refusalCode(withMarkers(inland)), std::string("engine.village-site"));
    std::vector<model::Marker> seven = villages;
    seven[0].number = 7;
    QCOMPARE(refusalCode(withMarkers(seven)), std::string("engine.village-number"));
    model::Scenario base = dealt;
    base.products = {model::Product::Base};
    base.board.setPirate(std::nullopt);
    base.rules.setupShipAllowed = false;
    for (const model::Hex &h : dealt.board.hexes())
        if (h.terrain == model::Terrain::Gold)
            base.board.setHex({h.coord, model::Terrain::Desert});
    QCOMPARE(refusalCode(base), std::string("engine.villages-need-seafarers"));
}

void TestEngineClothForCatan::validatorChecksTheVillages()
{
    const model::Scenario file = loadFile();
    auto codes = [](const model::Scenario &sc) {
        std::map<std::string, int> n;
        for (const model::Issue &issue : validation::validateScenario(sc))
            if (issue.code.rfind("cloth.", 0) == 0)
                ++n[issue.code];
        return n;
    };
    QVERIFY(codes(file).empty());
    const std::vector<model::Marker> villages = file.board.markers();
    auto with = [&](std::vector<model::Marker> markers) {
        model::Scenario sc = file;
        sc.board.setMarkers(std::move(markers));
        return sc;
    };
    std::vector<model::Marker> inland = villages;
    inland[0].corner = model::CornerCoord {{1, 1}, false}; // between three main-island hexes
    QCOMPARE(codes(with(inland)), (std::map<std::string, int> {{"cloth.village-not-on-coast", 1}}));
    std::vector<model::Marker> seven = villages;
    seven[1].number = 7;
    QCOMPARE(codes(with(seven)), (std::map<std::string, int> {{"cloth.village-number", 1}}));
    QCOMPARE(codes(with({villages.begin(), villages.begin() + 3})),
        (std::map<std::string, int> {{"cloth.villages-too-few", 1}}));
    std::vector<model::Marker> nine = villages;
    model::Marker extra = villages[0];
    extra.corner = model::CornerCoord {{1, 1}, true}; // the north coast of the north island
    nine.push_back(extra);
    QCOMPARE(codes(with(nine)), (std::map<std::string, int> {{"cloth.chits-exceed-box", 1}}));
    model::Scenario base = file;
    base.products = {model::Product::Base};
    QCOMPARE(codes(base)["cloth.need-ships"], 1);
}

void TestEngineClothForCatan::seatFairnessDraftsThreeSettlements()
{
    // The statistics' set-up draft follows the scenario's set-up: a third round 1..n
    // (001:L2127), so each seat's production counts three settlements.
    const model::Scenario sc = dealtFile();
    const validation::ScenarioIndex index(sc);
    validation::SnakeDraft draft(index);
    const auto result = draft.run(4);
    QCOMPARE(result.rounds, 3);
    for (const auto &seat : result.seats) {
        for (auto c : seat.corners)
            QVERIFY(c != validation::ScenarioIndex::NoId);
        int pips = 0;
        for (auto c : seat.corners)
            pips += index.corner(c).pips;
        QCOMPARE(seat.pips, pips);
    }
    const std::vector<int> order {0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3};
    for (int pick = 0; pick < 12; ++pick)
        QCOMPARE(validation::SnakeDraft::seatOfPick(pick, 4), order[std::size_t(pick)]);
    // Without villages: two rounds, as before.
    model::Scenario plain = sc;
    plain.board.setMarkers({});
    const validation::ScenarioIndex plainIndex(plain);
    validation::SnakeDraft plainDraft(plainIndex);
    const auto two = plainDraft.run(4);
    QCOMPARE(two.rounds, 2);
    for (const auto &seat : two.seats)
        QCOMPARE(seat.corners[2], validation::ScenarioIndex::NoId);
}

void TestEngineClothForCatan::fileValidatesAndPlays()
{
    const model::Scenario sc = loadFile();
    for (const model::Issue &issue : validation::validateScenario(sc))
        QVERIFY2(issue.severity != model::Severity::Error, issue.message.c_str());
    for (int players : {3, 4}) {
        const validation::PlaytestResult result = greedyAgainstRandom(sc, players);
        QVERIFY2(result.error.empty(), result.error.c_str());
        int greedyWins = 0;
        for (const auto &game : result.games)
            greedyWins += game.winner == 0 ? 1 : 0;
        QVERIFY2(greedyWins >= 18, std::to_string(greedyWins).c_str());
    }
}

QTEST_GUILESS_MAIN(TestEngineClothForCatan)
#include "test_EngineClothForCatan.moc"
