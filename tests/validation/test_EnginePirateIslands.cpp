// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers 7, The Pirate Islands (001:L2169–2296; 5–6: L2919–2953): the shipped files
// scenarios/seafarers-pirate-islands-3-4.json and -5-6.json, dealt as a playtest deals them,
// under the engine. Each test names the rule it checks.

#include "SeafarersFileUtil.h"

#include <QTest>

#include <map>
#include <set>

using namespace isle;
using namespace isle::test;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::DevCard;
using isle::validation::makeAction;
using isle::validation::Phase;
using model::Resource;
using model::Terrain;

namespace {

const char *const File34 = "seafarers-pirate-islands-3-4.json";
const char *const File56 = "seafarers-pirate-islands-5-6.json";

/// Builds `player`'s route ship by ship with real actions (lumber and wool given) until it ends
/// at `corner`; the pirate fleet is kept away. Returns the ships built, -1 when stuck.
int buildRouteTo(const Game &g, GameState &s, int player, int corner)
{
    s.pirateHex = -1;
    int built = 0;
    while (g.pirateRoute(s, player).tip != corner) {
        give(s, player, Resource::Lumber, 1);
        give(s, player, Resource::Wool, 1);
        Action ship = 0;
        for (Action a : legalOf(g, s))
            if (validation::actionType(a) == ActionType::BuildShip) {
                ship = a;
                break;
            }
        if (!ship)
            return -1;
        g.apply(s, ship);
        ++built;
    }
    return built;
}

/// Rolls two dice whose lower die is `low` and sum `sum`.
void rollDice(const Game &g, GameState &s, int sum, int low)
{
    g.apply(s, makeAction(ActionType::RollDice));
    g.apply(s, makeAction(ActionType::DiceOutcome, unsigned(sum), unsigned(low)));
}

} // namespace

class TestEnginePirateIslands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_fileComponents();
    void rule_prePlacedSettlementShipAndFortress();
    void rule_threePlayersLeaveTheWhitePiecesOut();
    void rule_developmentDeckByPlayerCount();
    void rule_setupSettlementsOnTheEasternIsland();
    void rule_noRobberASevenStealsFromAnyPlayer();
    void rule_oneUnbranchedShortestRoute();
    void rule_routeAroundPiecesInTheWay();
    void rule_knightTurnsTheHindmostShipIntoAWarship();
    void rule_fleetSailsByTheLowerDie();
    void rule_fleetAttacksBeforeProduction();
    void rule_settlementOnTheMarkedIntersection();
    void rule_fortressAttack();
    void rule_captureAndVictory();
    void rule_noLongestRoadOrLargestArmy();
    void rule_fiveSixExceptions();
    void greedyBotsFinishTheirGames();
};

void TestEnginePirateIslands::rule_fileComponents()
{
    // 001:L2175–2195: 19 sea, 3 deserts, 2 gold, 5 of each resource; 24 tokens (the pasture of
    // the centre island and the two western hills keep none, 001:L2201); 8 harbors (5 special,
    // 3 generic); 4 fortresses; the fleet's clockwise circuit (001:L2245); no robber (001:L2223).
    const model::Scenario sc = shippedScenario(File34);
    std::map<Terrain, int> terrain;
    int tokens = 0;
    for (const model::Hex &h : sc.board.hexes()) {
        ++terrain[h.terrain];
        tokens += h.token ? 1 : 0;
    }
    QCOMPARE(terrain[Terrain::Sea], 19);
    QCOMPARE(terrain[Terrain::Desert], 3);
    QCOMPARE(terrain[Terrain::Gold], 2);
    for (Terrain t :
        {Terrain::Fields, Terrain::Hills, Terrain::Mountains, Terrain::Pasture, Terrain::Forest})
        QCOMPARE(terrain[t], 5);
    QCOMPARE(tokens, 24);
    QCOMPARE(int(sc.board.harbors().size()), 8);
    QVERIFY(!sc.board.robber());
    std::map<model::MarkerType, int> markers;
    for (const model::Marker &m : sc.board.markers())
        ++markers[m.type];
    QCOMPARE(markers[model::MarkerType::PirateFortress], 4);
    QCOMPARE(markers[model::MarkerType::FortressRouteSettlementSite], 4);
    QCOMPARE(markers[model::MarkerType::StartSettlement], 4);
    QCOMPARE(markers[model::MarkerType::StartShip], 4);
    QCOMPARE(markers[model::MarkerType::PiratePath], 14);
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    QVERIFY(g->rules().pirateIslands);
    QCOMPARE(g->piratePathLength(), 14);
    QCOMPARE(g->initialState().pirateHex, g->piratePathHex(0)); // starts on step 1 (001:L2223)
    QCOMPARE(g->initialState().robberHex, std::int16_t(-1));
}

void TestEnginePirateIslands::rule_prePlacedSettlementShipAndFortress()
{
    // 001:L2203–2205: one settlement and one ship of each colour on the eastern island's coast;
    // a fortress of 3 chits under a settlement of the player's colour, which counts only once
    // captured (001:L2282).
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    const GameState s = g->initialState();
    for (int p = 0; p < 4; ++p) {
        const auto &ps = s.players[at(p)];
        QCOMPARE(int(s.cornerOwner[at(g->routeStartCorner(p))]), p);
        QCOMPARE(int(s.cornerLevel[at(g->routeStartCorner(p))]), 1);
        QCOMPARE(int(ps.settlementsLeft), 3); // 5 − the start settlement − the fortress's
        QCOMPARE(int(ps.shipsLeft), 14);
        QCOMPARE(int(s.fortressChits[at(p)]), Game::FortressChits);
        QCOMPARE(int(s.cornerOwner[at(g->fortressCorner(p))]), -1);
        QCOMPARE(g->victoryPoints(s, p), 1);
        const auto route = g->pirateRoute(s, p);
        QCOMPARE(route.ships, 1);
        QVERIFY(!route.reachedSite);
    }
}

void TestEnginePirateIslands::rule_threePlayersLeaveTheWhitePiecesOut()
{
    // 001:L2207: in a 3-player game one position's pieces are not used: the fourth seat's start
    // settlement, ship and fortress are not on the board.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 3);
    const GameState s = g->initialState();
    for (const model::Marker &m : sc.board.markers()) {
        if (m.player != 3)
            continue;
        if (m.type == model::MarkerType::StartSettlement)
            QCOMPARE(int(s.cornerOwner[at(g->topology().cornerId(m.corner))]), -1);
        if (m.type == model::MarkerType::StartShip)
            QCOMPARE(int(s.shipOwner[at(g->topology().edgeId(m.edge))]), -1);
        if (m.type == model::MarkerType::PirateFortress) // no fortress, still the pirate islands
            QVERIFY(!g->cornerBuildable(g->topology().cornerId(m.corner)));
    }
}

void TestEnginePirateIslands::rule_developmentDeckByPlayerCount()
{
    // 001:L2209: 3 players play without VP cards; with 4 the VP cards are knights in all ways.
    const model::Scenario sc = dealtScenario(File34);
    const auto three = compileOrThrow(sc, 3), four = compileOrThrow(sc, 4);
    const auto knight = at(int(DevCard::Knight)), vp = at(int(DevCard::VictoryPoint));
    QCOMPARE(int(three->rules().deck[vp]), 0);
    QCOMPARE(int(three->rules().deck[knight]), 14);
    QCOMPARE(int(four->rules().deck[vp]), 0);
    QCOMPARE(int(four->rules().deck[knight]), 19);
}

void TestEnginePirateIslands::rule_setupSettlementsOnTheEasternIsland()
{
    // 001:L2217: the two set-up settlements go on the eastern island, away from the pre-placed
    // ones (distance rule, 001:L630); the pirate islands take none (001:L2203).
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    const std::set<int> pirate = cornersOfArea(*g, sc, "pirate-islands");
    const GameState s = g->initialState();
    int sites = 0;
    for (Action a : legalOf(*g, s)) {
        QCOMPARE(validation::actionType(a), ActionType::BuildSettlement);
        const int c = validation::actionArgA(a);
        QVERIFY(!pirate.count(c));
        for (int p = 0; p < 4; ++p) {
            QVERIFY(c != g->routeStartCorner(p));
            for (auto n : g->topology().cornerCorners(g->routeStartCorner(p)))
                QVERIFY(c != n);
        }
        ++sites;
    }
    QVERIFY(sites > 10);
}

void TestEnginePirateIslands::rule_noRobberASevenStealsFromAnyPlayer()
{
    // 001:L2223, L2266: no robber; on a 7 the roller takes a card from any other player with
    // cards (after the usual discards), wherever they are; a knight moves nothing.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState s = turnOf(*g, 0);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    give(s, 1, Resource::Ore, 1);
    give(s, 3, Resource::Grain, 1);
    rollDice(*g, s, 7, 3);
    QCOMPARE(s.phase, Phase::ChooseVictim);
    const ActionList legal = legalOf(*g, s);
    QCOMPARE(legal.size(), 2);
    QVERIFY(legal.contains(makeAction(ActionType::ChooseVictim, 1)));
    QVERIFY(legal.contains(makeAction(ActionType::ChooseVictim, 3)));
    QCOMPARE(countOf(legal, ActionType::MoveRobber), 0);
    QCOMPARE(s.robberHex, std::int16_t(-1));
}

void TestEnginePirateIslands::rule_oneUnbranchedShortestRoute()
{
    // 001:L2227: one shipping route from the start settlement, first to the marked
    // intersection, then to the fortress, unbranched, by a shortest way, nothing beyond the
    // fortress; ships are never moved.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState s = turnOf(*g, 0);
    s.pirateHex = -1;
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    const auto before = g->pirateRoute(s, 0);
    for (Action a : legalOf(*g, s)) {
        if (validation::actionType(a) != ActionType::BuildShip)
            continue;
        const auto &ends = g->topology().edgeCorners(validation::actionArgA(a));
        QVERIFY(ends[0] == before.tip || ends[1] == before.tip); // only at the open end
    }
    QVERIFY(buildRouteTo(*g, s, 0, g->routeSiteCorner(0)) > 0);
    const auto atSite = g->pirateRoute(s, 0);
    QVERIFY(atSite.reachedSite);
    const int toSite = atSite.ships;
    QCOMPARE(toSite - 1,
        int(seaPath(*g, g->pirateRoute(turnOf(*g, 0), 0).tip, g->routeSiteCorner(0)).size()));
    const int more = buildRouteTo(*g, s, 0, g->fortressCorner(0));
    QCOMPARE(more, int(seaPath(*g, g->routeSiteCorner(0), g->fortressCorner(0)).size()));
    // At the fortress: no ship beyond it, no ship elsewhere, no ship move.
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    const ActionList legal = legalOf(*g, s);
    QCOMPARE(countOf(legal, ActionType::BuildShip), 0);
    QCOMPARE(countOf(legal, ActionType::MoveShip), 0);
    QVERIFY(legal.contains(makeAction(ActionType::AttackFortress)));
}

void TestEnginePirateIslands::rule_routeAroundPiecesInTheWay()
{
    // 001:L2227: "as short a route as possible" is counted over the sides still free: an
    // opponent's ship on the shortest way makes the next shortest one legal, not a dead end.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState s = turnOf(*g, 0);
    s.pirateHex = -1;
    const int tip = g->pirateRoute(s, 0).tip;
    const std::vector<int> path = seaPath(*g, tip, g->routeSiteCorner(0));
    QVERIFY(path.size() >= 2);
    s.shipOwner[at(path[0])] = 1; // an opponent's ship (as if it had been there) on the way
    g->refreshDerived(s);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    const ActionList legal = legalOf(*g, s);
    QVERIFY(!legal.contains(makeAction(ActionType::BuildShip, unsigned(path[0]))));
    QVERIFY(countOf(legal, ActionType::BuildShip) >= 1);
}

void TestEnginePirateIslands::rule_knightTurnsTheHindmostShipIntoAWarship()
{
    // 001:L2231: a knight turns the hindmost normal ship of the route into a warship; with
    // every ship a warship it turns none. No robber moves.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState s = turnOf(*g, 0);
    QVERIFY(buildRouteTo(*g, s, 0, g->routeSiteCorner(0)) > 0);
    const int ships = g->pirateRoute(s, 0).ships;
    for (int k = 1; k <= ships + 1; ++k) {
        giveDevCard(s, 0, DevCard::Knight);
        s.devPlayed = 0;
        g->apply(s, makeAction(ActionType::PlayKnight));
        QCOMPARE(s.phase, Phase::Main);
        QCOMPARE(int(s.warships[0]), std::min(k, ships));
    }
}

void TestEnginePirateIslands::rule_fleetSailsByTheLowerDie()
{
    // 001:L2245: before anything else the fleet sails on by the lower die, around its circuit.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    const int n = g->piratePathLength();
    for (int low = 1; low <= 6; ++low) { // the other die a 6: sums 7 to 12
        GameState s = turnOf(*g, 0);
        s.phase = Phase::PreRoll;
        s.rolled = 0;
        s.pirateHex = static_cast<std::int16_t>(g->piratePathHex(n - 2));
        rollDice(*g, s, low + 6, low);
        QCOMPARE(int(s.pirateHex), g->piratePathHex((n - 2 + low) % n));
    }
}

void TestEnginePirateIslands::rule_fleetAttacksBeforeProduction()
{
    // 001:L2249–2256: the fleet attacks the owners of buildings beside its hex at the lower
    // die's strength against their warships: stronger pirates take 1 card and 1 per city at
    // random, a stronger player takes a card of their choice, a tie does nothing; then the roll
    // produces.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    const int target = g->piratePathHex(2);
    int corner = -1;
    for (auto c : g->topology().hexCorners(target))
        if (c != model::BoardTopology::NoId && g->cornerBuildable(c))
            corner = c;
    if (corner < 0)
        corner = g->topology().hexCorners(target)[0];
    auto prepared = [&](int warships) {
        GameState s = turnOf(*g, 0);
        s.phase = Phase::PreRoll;
        s.rolled = 0;
        for (int c = 0; c < g->topology().cornerCount(); ++c) // only player 1 beside the hex
            if (s.cornerOwner[at(c)] >= 0)
                s.cornerOwner[at(c)] = -1, s.cornerLevel[at(c)] = 0;
        putBuilding(*g, s, 1, corner, 1);
        putBuilding(*g, s, 1, g->routeStartCorner(1), 2); // a city elsewhere counts too
        give(s, 1, Resource::Brick, 4);
        s.warships[1] = static_cast<std::uint8_t>(warships);
        s.pirateHex = static_cast<std::int16_t>(g->piratePathHex(0)); // 2 steps before
        return s;
    };
    {
        GameState s = prepared(0); // the pirates (2) are stronger: 1 + 1 city = 2 cards
        rollDice(*g, s, 8, 2);
        QCOMPARE(int(s.pirateHex), target);
        QCOMPARE(s.phase, Phase::ChancePirateLoss);
        QCOMPARE(int(s.pirateLossOwed[1]), 2);
        g->apply(s, makeAction(ActionType::PirateLossOutcome, res(Resource::Brick)));
        QCOMPARE(s.phase, Phase::ChancePirateLoss);
        g->apply(s, makeAction(ActionType::PirateLossOutcome, res(Resource::Brick)));
        QVERIFY(s.phase != Phase::ChancePirateLoss);
        QVERIFY(s.players[1].resources[at(model::index(Resource::Brick))] >= 2);
        QCOMPARE(int(s.lastRoll), 8);
    }
    {
        GameState s = prepared(3); // the player (3) is stronger: a card of their choice
        rollDice(*g, s, 8, 2);
        QCOMPARE(s.phase, Phase::GoldChoice);
        QCOMPARE(g->currentPlayer(s), 1);
        QVERIFY(s.rollPending);
        const int ore = s.players[1].resources[at(model::index(Resource::Ore))];
        g->apply(s, makeAction(ActionType::ChooseGold, res(Resource::Ore)));
        QVERIFY(!s.rollPending);
        QVERIFY(s.players[1].resources[at(model::index(Resource::Ore))] >= ore + 1);
    }
    {
        GameState s = prepared(2); // a tie: nothing happens
        const int cards = s.players[1].cardCount;
        rollDice(*g, s, 8, 2);
        QVERIFY(s.phase == Phase::Main || s.phase == Phase::GoldChoice);
        QVERIFY(s.players[1].cardCount >= cards);
        QCOMPARE(int(s.pirateLossOwed[1]), 0);
    }
}

void TestEnginePirateIslands::rule_settlementOnTheMarkedIntersection()
{
    // 001:L2260: once the route reaches the intersection marked in the player's colour they may
    // build a settlement there; nobody else may, and no other corner of the pirate islands.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    GameState s = turnOf(*g, 0);
    QVERIFY(buildRouteTo(*g, s, 0, g->routeSiteCorner(0)) > 0);
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, 0, r, 1);
    const ActionList legal = legalOf(*g, s);
    const Action site = makeAction(ActionType::BuildSettlement, unsigned(g->routeSiteCorner(0)));
    QVERIFY(legal.contains(site));
    const std::set<int> pirate = cornersOfArea(*g, sc, "pirate-islands");
    for (Action a : legal)
        if (validation::actionType(a) == ActionType::BuildSettlement)
            QVERIFY(validation::actionArgA(a) == g->routeSiteCorner(0)
                || !pirate.count(validation::actionArgA(a)));
    for (int p = 1; p < 4; ++p)
        QVERIFY(!g->canPlaceSettlement(s, p, g->routeSiteCorner(0), false));
    g->apply(s, site);
    QCOMPARE(int(s.cornerOwner[at(g->routeSiteCorner(0))]), 0);
}

void TestEnginePirateIslands::rule_fortressAttack()
{
    // 001:L2270–2280: at the end of the turn a route at its fortress may attack; one die gives
    // the fortress's strength: more warships take a chit, fewer lose the two ships nearest the
    // fortress, a tie the one beside it; the attack ends the turn.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState base = turnOf(*g, 0);
    QVERIFY(buildRouteTo(*g, base, 0, g->fortressCorner(0)) > 0);
    const int ships = g->pirateRoute(base, 0).ships;
    QVERIFY(ships >= 4);
    base.warships[0] = 3;
    QVERIFY(g->isLegal(base, makeAction(ActionType::AttackFortress)));
    auto attack = [&](int die) {
        GameState s = base;
        g->apply(s, makeAction(ActionType::AttackFortress));
        g->apply(s, makeAction(ActionType::FortressDieOutcome, unsigned(die)));
        return s;
    };
    {
        GameState s = base;
        g->apply(s, makeAction(ActionType::AttackFortress));
        QCOMPARE(s.phase, Phase::ChanceFortressDie);
        g->apply(s, makeAction(ActionType::FortressDieOutcome, 4));
        QCOMPARE(int(s.turnPlayer), 1); // the attack ended the turn
        QCOMPARE(s.phase, Phase::PreRoll);
    }
    GameState won = attack(2);
    QCOMPARE(int(won.fortressChits[0]), 2);
    QCOMPARE(g->pirateRoute(won, 0).ships, ships);
    GameState tie = attack(3);
    QCOMPARE(int(tie.fortressChits[0]), 3);
    QCOMPARE(g->pirateRoute(tie, 0).ships, ships - 1);
    QCOMPARE(int(tie.players[0].shipsLeft), int(base.players[0].shipsLeft) + 1);
    GameState lost = attack(6);
    QCOMPARE(g->pirateRoute(lost, 0).ships, ships - 2);
    QCOMPARE(int(lost.warships[0]), std::min(3, ships - 2));
    QVERIFY(!g->canAttackFortress(lost, 0)); // rebuild first (001:L2280)
}

void TestEnginePirateIslands::rule_captureAndVictory()
{
    // 001:L2282–2292: the third chit captures the fortress: the player's settlement from then
    // on (a point, production, a city later). The winner has captured their fortress and has 10
    // points; once every fortress is captured the fleet leaves.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState s = turnOf(*g, 0);
    QVERIFY(buildRouteTo(*g, s, 0, g->fortressCorner(0)) > 0);
    s.warships[0] = 4;
    // 10 points without the fortress: no win.
    putBuilding(*g, s, 0, g->routeSiteCorner(0), 2);
    s.players[0].specialPoints = 7; // stands for the rest of the points
    QCOMPARE(g->victoryPoints(s, 0), 10);
    give(s, 0, Resource::Ore, 3);
    give(s, 0, Resource::Grain, 2);
    g->apply(s, makeAction(ActionType::BuildCity, unsigned(g->routeStartCorner(0))));
    QCOMPARE(int(s.winner), -1);
    QCOMPARE(g->victoryPoints(s, 0), 11);
    for (int q = 1; q < 4; ++q)
        s.fortressChits[at(q)] = 0; // the others have captured theirs
    s.fortressChits[0] = 1;
    g->apply(s, makeAction(ActionType::AttackFortress));
    g->apply(s, makeAction(ActionType::FortressDieOutcome, 1));
    QCOMPARE(int(s.fortressChits[0]), 0);
    QCOMPARE(int(s.cornerOwner[at(g->fortressCorner(0))]), 0);
    QCOMPARE(int(s.cornerLevel[at(g->fortressCorner(0))]), 1);
    QCOMPARE(g->victoryPoints(s, 0), 12);
    QCOMPARE(s.pirateHex, std::int16_t(-1)); // every fortress captured: the fleet is removed
    QCOMPARE(int(s.winner), 0);
    QCOMPARE(s.phase, Phase::GameOver);
}

void TestEnginePirateIslands::rule_noLongestRoadOrLargestArmy()
{
    // 001:L2211: neither special card is used.
    const auto g = compileOrThrow(dealtScenario(File34), 4);
    GameState s = turnOf(*g, 0);
    QVERIFY(buildRouteTo(*g, s, 0, g->fortressCorner(0)) > 0);
    QVERIFY(s.players[0].longestRoad >= 5);
    QCOMPARE(int(s.longestRoadHolder), -1);
    for (int k = 0; k < 3; ++k) {
        giveDevCard(s, 0, DevCard::Knight);
        s.devPlayed = 0;
        g->apply(s, makeAction(ActionType::PlayKnight));
    }
    QCOMPARE(int(s.players[0].knightsPlayed), 3);
    QCOMPARE(int(s.largestArmyHolder), -1);
}

void TestEnginePirateIslands::rule_fiveSixExceptions()
{
    // 001:L2945: 5 players leave the sixth seat's pieces out; 001:L2949: a fleet ending its move
    // on the white "!" attacks nobody.
    const model::Scenario sc = dealtScenario(File56);
    const auto five = compileOrThrow(sc, 5);
    const auto six = compileOrThrow(sc, 6);
    QVERIFY(five->pairedTurns());
    int placed = 0;
    const GameState s5 = five->initialState();
    for (int c = 0; c < five->topology().cornerCount(); ++c)
        placed += s5.cornerOwner[at(c)] >= 0 ? 1 : 0;
    QCOMPARE(placed, 5);
    const int quiet = six->noPirateAttackHex();
    QVERIFY(quiet >= 0);
    int step = -1;
    for (int k = 0; k < six->piratePathLength(); ++k)
        if (six->piratePathHex(k) == quiet)
            step = k;
    QVERIFY(step >= 0);
    GameState s = turnOf(*six, 0);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    const int n = six->piratePathLength();
    s.pirateHex = static_cast<std::int16_t>(six->piratePathHex((step - 3 + n) % n));
    const int corner = six->topology().hexCorners(quiet)[0];
    putBuilding(*six, s, 2, corner);
    give(s, 2, Resource::Wool, 3);
    rollDice(*six, s, 9, 3);
    QCOMPARE(int(s.pirateHex), quiet);
    QCOMPARE(int(s.pirateLossOwed[2]), 0);
    QVERIFY(s.phase != Phase::ChancePirateLoss);
}

void TestEnginePirateIslands::greedyBotsFinishTheirGames()
{
    // #13 §4: greedy bots pursue the route, warships and the attack: every game of greedy bots
    // ends with a winner, and a greedy bot beats three random ones in 90% of games.
    QCOMPARE(greedyGamesWon(File34, 3, 100), 100);
    QCOMPARE(greedyGamesWon(File34, 4, 100), 100);
    const int wins = greedyWinsAgainstRandom(File34, 4, 100);
    QVERIFY2(wins >= 90, std::to_string(wins).c_str());
}

QTEST_GUILESS_MAIN(TestEnginePirateIslands)
#include "test_EnginePirateIslands.moc"
