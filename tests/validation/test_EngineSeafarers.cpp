// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers rules of the engine on a small hand-built archipelago (EngineTestUtil.h,
// seafarersScenario); each test names the rule and the rulebook line it checks
// (RULES-DIGEST §5.4–5.6, §5.13; Seafarers rules 001:L1378–1510).
#include "EngineTestUtil.h"
#include "SeafarersFileUtil.h"
#include "model/Rng.h"
#include "validation/selfcheck/SelfCheck.h"

#include <QTest>

#include <array>

using namespace isle;
using namespace isle::test;
using isle::model::Corner;
using isle::model::Direction;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::DevCard;
using isle::validation::makeAction;
using isle::validation::Phase;

namespace {

struct Fixture
{
    std::shared_ptr<const Game> game = compileOrThrow(seafarersScenario(), 4);
    const Game &g = *game;
    /// Home coast: the NE corner of the west island's forest (land + two sea hexes).
    int home = cornerOf(g, -2, 0, Corner::NorthEast);
    /// Foreign coast: the SW corner of the east island's fields.
    int east = cornerOf(g, 2, -1, Corner::SouthWest);
    std::vector<int> route = seaPath(g, home, east);

    /// After set-up: player 0 with a settlement at `home` (its home island), the pirate away.
    GameState start() const
    {
        GameState s = mainState(g);
        putBuilding(g, s, 0, home);
        s.homeIslands[0] = 1u << g.cornerIsland(home);
        s.islandsSettled[0] = s.homeIslands[0];
        s.pirateHex = -1;
        return s;
    }
};

} // namespace

class TestEngineSeafarers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_robberBesideTheBoardWithoutDesertPirateFromScenario();
    void rule_shipOnlyOnSeaOrCoastEdges();
    void rule_shipsSailAlongTheFramesCoast();
    void rule_shipCostsLumberAndWoolBesideCoastalSettlement();
    void rule_shipPieceLimitFifteen();
    void rule_roadAndShipConnectOnlyThroughSettlement();
    void rule_oneRoadOrOneShipPerCoastalSide();
    void rule_settlementOnCoastReachedByShipDistanceRule();
    void rule_specialPointsFirstSettlementOnForeignIsland();
    void rule_specialPointsFirstSettlementInArea();
    void rule_moveOnlyOpenEndShipOncePerTurn();
    void rule_closedRouteShipsNeverMove();
    void rule_shipBuiltThisTurnDoesNotMove();
    void rule_pirateBlocksBuildingAndMovingShipsOnItsHex();
    void rule_sevenOrKnightMovesRobberOrPirateOnSea();
    void rule_pirateStealsFromShipOwner();
    void rule_goldFieldResourceOfChoice();
    void rule_longestTradeRouteJoinsAtOwnSettlement();
    void rule_longestTradeRouteAfterShipMoves();
    void rule_routeKeptLooselyNeverMovesTheCard();
    void rule_roadBuildingMayBuildShips();
    void rule_setupShipInsteadOfRoad();
    void rule_setupGoldFieldGivesChoice();
};

void TestEngineSeafarers::rule_robberBesideTheBoardWithoutDesertPirateFromScenario()
{
    // No desert: the robber starts beside the board (001:L1508); the pirate where the scenario
    // puts it (RULES-DIGEST §4.1.0 "marked sea hex").
    Fixture f;
    const GameState s = f.g.initialState();
    QCOMPARE(int(s.robberHex), -1);
    QCOMPARE(int(s.pirateHex), hexId(f.g, 0, 0));
    QCOMPARE(int(s.players[0].shipsLeft), 15);
    QVERIFY(!f.route.empty());
}

void TestEngineSeafarers::rule_shipOnlyOnSeaOrCoastEdges()
{
    // Sea/sea or sea/land, never land/land (001:L1390).
    Fixture f;
    const int landLand = edgeOf(f.g, -2, 0, Direction::SouthEast); // forest | pasture
    const int coast = edgeOf(f.g, -2, 0, Direction::East); // forest | sea
    const int seaSea = edgeOf(f.g, 0, -2, Direction::East);
    QVERIFY(!f.g.edgeShippable(landLand));
    QVERIFY(f.g.edgeBuildable(landLand));
    QVERIFY(f.g.edgeShippable(coast));
    QVERIFY(f.g.edgeBuildable(coast));
    QVERIFY(f.g.edgeShippable(seaSea));
    QVERIFY(!f.g.edgeBuildable(seaSea));
}

void TestEngineSeafarers::rule_shipsSailAlongTheFramesCoast()
{
    // The frame is the sea around the islands: "when a terrain hex borders on the sea (i.e., a
    // frame piece), it is called a coast" (001:L334), the Seafarers frame pieces lie all-sea side
    // up (001:L1360), and ships sail between a sea hex and a land hex (001:L1390). So a ship may
    // lie on a side between land and the frame; a side between two frame pieces is no hex side
    // of the board and takes no ship.
    model::Scenario sc = seafarersScenario();
    sc.board.setHex({{3, 0}, model::Terrain::Hills, model::NumberToken {4, {}}}); // by the frame
    const auto game = compileOrThrow(sc, 4);
    const Game &g = *game;
    const int landFrame = edgeOf(g, 3, 0, Direction::East); // hills | frame (4,0)
    const int landFrame2 = edgeOf(g, 3, 0, Direction::NorthEast); // hills | frame (4,-1)
    const int seaFrame = edgeOf(g, 0, -3, Direction::NorthEast); // sea | frame (1,-4)
    QVERIFY(g.edgeShippable(landFrame));
    QVERIFY(g.edgeShippable(landFrame2));
    QVERIFY(g.edgeBuildable(landFrame)); // a coast takes a road or a ship (001:L1400)
    QVERIFY(g.edgeShippable(seaFrame));
    // A settlement on the corner where the hills meet two frame pieces: its two coastal sides
    // take a ship, the frame/frame side does not.
    const int corner = cornerOf(g, 3, 0, Corner::NorthEast);
    GameState s = mainState(g);
    putBuilding(g, s, 0, corner);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    // The third side at that corner lies between two frame cells: no played hex's side.
    for (auto e : g.topology().cornerEdges(corner))
        if (e != model::BoardTopology::NoId && e != landFrame && e != landFrame2)
            QVERIFY(!g.edgeShippable(e));
    const ActionList l = legalOf(g, s);
    QCOMPARE(countOf(l, ActionType::BuildShip), 2);
    QVERIFY(l.contains(makeAction(ActionType::BuildShip, unsigned(landFrame))));
    QVERIFY(l.contains(makeAction(ActionType::BuildShip, unsigned(landFrame2))));
}

void TestEngineSeafarers::rule_shipCostsLumberAndWoolBesideCoastalSettlement()
{
    // 1 lumber + 1 wool (001:L1388), beside an own coastal settlement (001:L1394).
    Fixture f;
    GameState s = f.start();
    QCOMPARE(countOf(legalOf(f.g, s), ActionType::BuildShip), 0);
    give(s, 0, Resource::Lumber, 1);
    QCOMPARE(countOf(legalOf(f.g, s), ActionType::BuildShip), 0);
    give(s, 0, Resource::Wool, 1);
    const ActionList l = legalOf(f.g, s);
    QCOMPARE(countOf(l, ActionType::BuildShip), 3); // the three sides meeting at the corner
    for (Action a : l)
        if (validation::actionType(a) == ActionType::BuildShip) {
            const auto &ends = f.g.topology().edgeCorners(validation::actionArgA(a));
            QVERIFY(ends[0] == f.home || ends[1] == f.home);
        }
    f.g.apply(s, makeAction(ActionType::BuildShip, unsigned(f.route[0])));
    QCOMPARE(int(s.players[0].cardCount), 0);
    QCOMPARE(int(s.players[0].shipsLeft), 14);
    QCOMPARE(int(s.shipOwner[std::size_t(f.route[0])]), 0);
}

void TestEngineSeafarers::rule_shipPieceLimitFifteen()
{
    Fixture f; // Seafarers: 15 ships per player (RULES-DIGEST §5.4)
    GameState s = f.start();
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    s.players[0].shipsLeft = 0;
    QCOMPARE(countOf(legalOf(f.g, s), ActionType::BuildShip), 0);
}

void TestEngineSeafarers::rule_roadAndShipConnectOnlyThroughSettlement()
{
    // Ships never connect to roads nor roads to ships; only a settlement joins them (001:L1408).
    Fixture f;
    GameState s = f.start();
    const int roadNE = edgeOf(f.g, -2, 0, Direction::NorthEast); // home -> N corner
    putRoad(f.g, s, 0, roadNE);
    // From the road's far end (no settlement) a ship may not start ...
    const int fromRoadEnd = edgeOf(f.g, -2, 0, Direction::NorthWest);
    const int seaAtRoadEnd = edgeOf(f.g, -2, -1, Direction::East); // (-2,-1) | (-1,-1)
    QVERIFY(!f.g.canPlaceShip(s, 0, seaAtRoadEnd));
    QVERIFY(f.g.canPlaceRoad(s, 0, fromRoadEnd));
    QVERIFY(!f.g.canPlaceShip(s, 0, fromRoadEnd));
    // ... and from a ship's end (no settlement) a road may not start.
    const int shipE = edgeOf(f.g, -2, 0, Direction::East); // home -> SE corner
    putShip(f.g, s, 0, shipE);
    const int landFromShipEnd = edgeOf(f.g, -2, 0, Direction::SouthEast);
    QVERIFY(!f.g.canPlaceRoad(s, 0, landFromShipEnd));
    // A ship beside the ship is fine.
    const int seaFromShipEnd = edgeOf(f.g, -1, 0, Direction::SouthWest); // (-1,0) | (-2,1)
    QVERIFY(f.g.canPlaceShip(s, 0, seaFromShipEnd));
}

void TestEngineSeafarers::rule_oneRoadOrOneShipPerCoastalSide()
{
    // One ship OR one road along a coastal side (001:L1400).
    Fixture f;
    GameState s = f.start();
    const int coast = edgeOf(f.g, -2, 0, Direction::East);
    putShip(f.g, s, 0, coast);
    QVERIFY(!f.g.canPlaceRoad(s, 0, coast));
    QVERIFY(!f.g.canPlaceRoad(s, 1, coast));
    GameState t = f.start();
    putRoad(f.g, t, 0, coast);
    QVERIFY(!f.g.canPlaceShip(t, 0, coast));
}

void TestEngineSeafarers::rule_settlementOnCoastReachedByShipDistanceRule()
{
    // A route reaching a coast allows a settlement there, distance rule applies (001:L1418).
    Fixture f;
    GameState s = f.start();
    for (int e : f.route)
        putShip(f.g, s, 0, e);
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, 0, r, 1);
    QVERIFY(f.g.isLegal(s, makeAction(ActionType::BuildSettlement, unsigned(f.east))));
    // An opponent's settlement next to it forbids it.
    GameState t = s;
    int neighbour = -1;
    for (auto c : f.g.topology().cornerCorners(f.east))
        if (c >= 0 && f.g.cornerBuildable(c))
            neighbour = c;
    QVERIFY(neighbour >= 0);
    putBuilding(f.g, t, 1, neighbour);
    QVERIFY(!f.g.isLegal(t, makeAction(ActionType::BuildSettlement, unsigned(f.east))));
}

void TestEngineSeafarers::rule_specialPointsFirstSettlementOnForeignIsland()
{
    // First settlement on each foreign island earns the scenario's 2 chits (001:L1746–1754);
    // none on the home island, none for a second settlement on the same island.
    Fixture f;
    GameState s = f.start();
    for (int e : f.route)
        putShip(f.g, s, 0, e);
    auto build = [&](int corner) {
        for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
            give(s, 0, r, 1);
        QVERIFY(f.g.isLegal(s, makeAction(ActionType::BuildSettlement, unsigned(corner))));
        f.g.apply(s, makeAction(ActionType::BuildSettlement, unsigned(corner)));
    };
    QCOMPARE(f.g.victoryPoints(s, 0), 1);
    build(f.east);
    QCOMPARE(int(s.players[0].specialPoints), 2);
    // 2 settlements + 2 chits (+ 2 for the longest trade route: the route has 5+ ships)
    const int route = s.longestRoadHolder == 0 ? 2 : 0;
    QCOMPARE(f.g.victoryPoints(s, 0), 4 + route);
    QCOMPARE(f.g.publicVictoryPoints(s, 0), 4 + route);
    // A second settlement on the east island: reached by a road from the first one.
    int r1 = -1, mid = -1;
    for (auto e : f.g.topology().cornerEdges(f.east))
        if (e >= 0 && f.g.edgeBuildable(e) && s.shipOwner[std::size_t(e)] < 0)
            for (auto x : f.g.topology().edgeCorners(e))
                if (x != f.east)
                    for (auto e2 : f.g.topology().cornerEdges(x))
                        if (e2 >= 0 && e2 != e && f.g.edgeBuildable(e2))
                            for (auto y : f.g.topology().edgeCorners(e2))
                                if (y != x && f.g.isFreeSpot(s, y) && r1 < 0) {
                                    r1 = e;
                                    mid = e2;
                                }
    QVERIFY(r1 >= 0);
    putRoad(f.g, s, 0, r1);
    putRoad(f.g, s, 0, mid);
    int target = -1;
    for (auto y : f.g.topology().edgeCorners(mid))
        if (f.g.isFreeSpot(s, y))
            target = y;
    QVERIFY(target >= 0);
    QCOMPARE(f.g.cornerIsland(target), f.g.cornerIsland(f.east));
    build(target);
    QCOMPARE(int(s.players[0].specialPoints), 2);
}

void TestEngineSeafarers::rule_specialPointsFirstSettlementInArea()
{
    // AreaFirstSettlement: the first settlement of a player in the named area (S4's foreign
    // areas, 001:L1959).
    model::Scenario sc = seafarersScenario();
    sc.specialVictoryRules = {{model::SpecialVictoryKind::AreaFirstSettlement, 2, "east", ""}};
    sc.areas.push_back({});
    sc.areas.back().id = "east";
    model::Hex fields = *sc.board.hexAt({2, -1});
    fields.area = "east";
    sc.board.setHex(fields);
    auto g = compileOrThrow(sc, 4);
    Fixture f;
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, f.home);
    for (int e : f.route)
        putShip(*g, s, 0, e);
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, 0, r, 1);
    s.pirateHex = -1;
    g->apply(s, makeAction(ActionType::BuildSettlement, unsigned(f.east)));
    QCOMPARE(int(s.players[0].specialPoints), 2);
    QCOMPARE(g->victoryPoints(s, 0), 4 + (s.longestRoadHolder == 0 ? 2 : 0));
}

void TestEngineSeafarers::rule_moveOnlyOpenEndShipOncePerTurn()
{
    // Only a ship with an end touching none of the player's pieces moves; one per turn; the new
    // place must be legal for a new ship (001:L1429–1432).
    Fixture f;
    GameState s = f.start();
    for (int i = 0; i < 3; ++i)
        putShip(f.g, s, 0, f.route[std::size_t(i)]);
    const ActionList l = legalOf(f.g, s);
    QVERIFY(countOf(l, ActionType::MoveShip) > 0);
    for (Action a : l)
        if (validation::actionType(a) == ActionType::MoveShip) {
            QCOMPARE(validation::actionArgA(a), f.route[2]);
            GameState t = s;
            t.shipOwner[std::size_t(f.route[2])] = -1;
            QVERIFY(f.g.canPlaceShip(t, 0, validation::actionArgB(a)));
        }
    QVERIFY(f.g.canMoveShip(s, f.route[2]));
    QVERIFY(!f.g.canMoveShip(s, f.route[1]));
    QVERIFY(!f.g.canMoveShip(s, f.route[0]));
    // Move the end ship back beside the settlement; then no second move this turn.
    const int to = edgeOf(f.g, -2, 0, Direction::East);
    const Action move = makeAction(ActionType::MoveShip, unsigned(f.route[2]), unsigned(to));
    QVERIFY(l.contains(move) || f.route[0] == to);
    if (l.contains(move)) {
        f.g.apply(s, move);
        QCOMPARE(int(s.shipOwner[std::size_t(to)]), 0);
        QCOMPARE(int(s.shipOwner[std::size_t(f.route[2])]), -1);
        QCOMPARE(countOf(legalOf(f.g, s), ActionType::MoveShip), 0);
        f.g.apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(int(s.shipMoved), 0);
    }
}

void TestEngineSeafarers::rule_closedRouteShipsNeverMove()
{
    // A route joining two own settlements is closed: none of its ships moves (001:L1418–1420).
    Fixture f;
    GameState s = f.start();
    for (int e : f.route)
        putShip(f.g, s, 0, e);
    QVERIFY(countOf(legalOf(f.g, s), ActionType::MoveShip) > 0); // open: the end ship moves
    putBuilding(f.g, s, 0, f.east);
    QCOMPARE(countOf(legalOf(f.g, s), ActionType::MoveShip), 0);
}

void TestEngineSeafarers::rule_shipBuiltThisTurnDoesNotMove()
{
    // 001:L1430.
    Fixture f;
    GameState s = f.start();
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    f.g.apply(s, makeAction(ActionType::BuildShip, unsigned(f.route[0])));
    QVERIFY(!f.g.canMoveShip(s, f.route[0]));
    QCOMPARE(countOf(legalOf(f.g, s), ActionType::MoveShip), 0);
    // Next turn of the owner it may.
    f.g.apply(s, makeAction(ActionType::EndTurn));
    s.actor = 0;
    s.turnPlayer = 0;
    s.phase = Phase::Main;
    QVERIFY(f.g.canMoveShip(s, f.route[0]));
}

void TestEngineSeafarers::rule_pirateBlocksBuildingAndMovingShipsOnItsHex()
{
    // No new ship on the border of the pirate's hex; no ship there sails away (001:L1506).
    Fixture f;
    GameState s = f.start();
    const int coast = edgeOf(f.g, -2, 0, Direction::East); // a side of sea hex (-1,0)
    QVERIFY(f.g.canPlaceShip(s, 0, coast));
    s.pirateHex = static_cast<std::int16_t>(hexId(f.g, -1, 0));
    QVERIFY(!f.g.canPlaceShip(s, 0, coast));
    s.pirateHex = -1;
    putShip(f.g, s, 0, coast);
    QVERIFY(f.g.canMoveShip(s, coast));
    s.pirateHex = static_cast<std::int16_t>(hexId(f.g, -1, 0));
    QVERIFY(!f.g.canMoveShip(s, coast));
}

void TestEngineSeafarers::rule_sevenOrKnightMovesRobberOrPirateOnSea()
{
    // On a 7 or a knight the player moves the robber (land) or the pirate (sea hexes only,
    // another hex than its own) (001:L1504–1505).
    Fixture f;
    GameState s = f.g.initialState();
    s = mainState(f.g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    f.g.apply(s, makeAction(ActionType::RollDice));
    f.g.apply(s, makeAction(ActionType::DiceOutcome, 7u));
    QCOMPARE(s.phase, Phase::MoveRobber);
    const ActionList l = legalOf(f.g, s);
    QCOMPARE(countOf(l, ActionType::MoveRobber), 6); // every land hex: the robber is beside
    QCOMPARE(countOf(l, ActionType::MovePirate), 37 - 6 - 1); // sea hexes but its own
    for (Action a : l)
        if (validation::actionType(a) == ActionType::MovePirate) {
            QVERIFY(f.g.isSea(validation::actionArgA(a)));
            QVERIFY(validation::actionArgA(a) != s.pirateHex);
        }
    // A knight offers the same choice.
    GameState k = mainState(f.g);
    ++k.players[0].devCards[std::size_t(DevCard::Knight)];
    --k.devDeck[std::size_t(DevCard::Knight)];
    f.g.apply(k, makeAction(ActionType::PlayKnight));
    QCOMPARE(countOf(legalOf(f.g, k), ActionType::MovePirate), 30);
}

void TestEngineSeafarers::rule_pirateStealsFromShipOwner()
{
    // Steal one card from one player with a ship beside the pirate's new hex (001:L1504).
    Fixture f;
    GameState s = f.start();
    putBuilding(f.g, s, 1, cornerOf(f.g, -2, 1, Corner::South));
    const int coast = edgeOf(f.g, -2, 0, Direction::East); // side of sea hex (-1,0)
    putShip(f.g, s, 1, coast);
    give(s, 1, Resource::Ore, 2);
    s.phase = Phase::MoveRobber;
    f.g.apply(s, makeAction(ActionType::MovePirate, unsigned(hexId(f.g, -1, 0))));
    QCOMPARE(int(s.pirateHex), hexId(f.g, -1, 0));
    QCOMPARE(s.phase, Phase::ChanceSteal);
    QCOMPARE(int(s.stealVictim), 1);
    f.g.apply(s, makeAction(ActionType::StealOutcome, res(Resource::Ore)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    QCOMPARE(s.phase, Phase::Main);
    // A ship elsewhere is safe: moving the pirate to a hex without ships steals nothing.
    s.phase = Phase::MoveRobber;
    f.g.apply(s, makeAction(ActionType::MovePirate, unsigned(hexId(f.g, 1, 1))));
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineSeafarers::rule_goldFieldResourceOfChoice()
{
    // Gold: any resource, 1 per settlement and 2 per city, chosen by the player (001:L1486);
    // the robber on it stops it (001:L566).
    Fixture f;
    GameState s = mainState(f.g);
    s.pirateHex = -1;
    putBuilding(f.g, s, 0, cornerOf(f.g, 2, 0, Corner::North));
    putBuilding(f.g, s, 1, cornerOf(f.g, 2, 0, Corner::South), 2);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    GameState blocked = s;
    f.g.apply(s, makeAction(ActionType::RollDice));
    f.g.apply(s, makeAction(ActionType::DiceOutcome, 10u));
    QCOMPARE(s.phase, Phase::GoldChoice);
    QCOMPARE(f.g.currentPlayer(s), 0);
    QCOMPARE(f.g.goldOwed(s, 0), 1);
    QCOMPARE(f.g.goldOwed(s, 1), 2);
    QCOMPARE(countOf(legalOf(f.g, s), ActionType::ChooseGold), 5);
    f.g.apply(s, makeAction(ActionType::ChooseGold, res(Resource::Ore)));
    QCOMPARE(f.g.currentPlayer(s), 1);
    f.g.apply(s, makeAction(ActionType::ChooseGold, res(Resource::Brick)));
    f.g.apply(s, makeAction(ActionType::ChooseGold, res(Resource::Wool)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    QCOMPARE(int(s.players[1].cardCount), 2);
    blocked.robberHex = static_cast<std::int16_t>(hexId(f.g, 2, 0));
    f.g.apply(blocked, makeAction(ActionType::RollDice));
    f.g.apply(blocked, makeAction(ActionType::DiceOutcome, 10u));
    QCOMPARE(blocked.phase, Phase::Main);
    QCOMPARE(f.g.goldOwed(blocked, 0), 0);
}

void TestEngineSeafarers::rule_longestTradeRouteJoinsAtOwnSettlement()
{
    // Roads and ships count together, joined only at the player's settlement (001:L1460–1466).
    Fixture f;
    GameState s = f.start();
    putRoad(f.g, s, 0, edgeOf(f.g, -2, 0, Direction::NorthEast));
    putRoad(f.g, s, 0, edgeOf(f.g, -2, 0, Direction::NorthWest));
    for (int i = 0; i < 3; ++i)
        putShip(f.g, s, 0, f.route[std::size_t(i)]);
    QVERIFY(f.route[0] != edgeOf(f.g, -2, 0, Direction::NorthEast));
    QCOMPARE(f.g.longestRoadOf(s, 0), 5); // 2 roads + 3 ships through the settlement
    GameState t = s;
    t.cornerOwner[std::size_t(f.home)] = -1; // no settlement where they meet
    f.g.refreshDerived(t);
    QCOMPARE(f.g.longestRoadOf(t, 0), 3);
    // Building the settlement where a road and a route meet joins them (illustration F): with
    // the home settlement gone, road and ships meet at an empty corner and count apart (3); the
    // settlement built there joins them into one trade route of 5, and the apply updates it.
    t.players[0].longestRoad = std::uint8_t(f.g.longestRoadOf(t, 0));
    QCOMPARE(int(t.players[0].longestRoad), 3);
    // A fourth ship lengthens the ships' route alone: at the empty corner it does not join the
    // roads, and the length kept after the build (a walk of the new ship's network) says so.
    GameState u = t;
    give(u, 0, Resource::Lumber, 1);
    give(u, 0, Resource::Wool, 1);
    const auto ship = makeAction(ActionType::BuildShip, unsigned(f.route[3]));
    QVERIFY(f.g.isLegal(u, ship));
    f.g.apply(u, ship);
    QCOMPARE(int(u.players[0].longestRoad), 4);
    QCOMPARE(f.g.longestRoadOf(u, 0), 4);
    ++t.players[0].settlementsLeft;
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(t, 0, r, 1);
    const auto build = makeAction(ActionType::BuildSettlement, unsigned(f.home));
    QVERIFY(f.g.isLegal(t, build));
    f.g.apply(t, build);
    QCOMPARE(int(t.players[0].longestRoad), 5);
}

namespace {

/// Random games of The Six Islands with five players, where ships move most, beside the
/// self-check's exhaustive search of every trail.
struct SixIslandsGames
{
    model::Scenario scenario = dealtScenario("seafarers-six-islands-5-6.json");
    std::shared_ptr<const Game> g = compileOrThrow(scenario, 5);
    validation::SelfCheck check {*g, scenario};

    /// Plays up to `games` games from `seed`, a chance outcome or a legal action chosen
    /// uniformly at each step, which step(game, s, a) applies; it returns false to stop.
    template<typename Step> void play(std::uint64_t seed, int games, Step &&step) const
    {
        model::Rng rng(seed);
        ActionList legal;
        for (int game = 0; game < games; ++game) {
            GameState s = g->initialState();
            for (int n = 0; n < 50000 && !g->isTerminal(s); ++n) {
                Action a;
                if (g->isChanceNode(s)) {
                    a = g->sampleChance(s, rng);
                } else {
                    g->legalActions(s, legal);
                    a = legal[int(rng.boundedInt(std::uint32_t(legal.size())))];
                }
                if (!step(game, s, a))
                    return;
            }
        }
    }
};

} // namespace

void TestEngineSeafarers::rule_longestTradeRouteAfterShipMoves()
{
    // 001:L1432, L1460–1466: after every ship move, the length the engine gives (worked out from
    // the old one by walks through the ship's new and old places, cycles or not, or by a walk of
    // every network or the trail search, stopped at a trail of the old length, when they cannot
    // decide; or from scratch where it kept only bounds) equals the self-check's exhaustive
    // search of every trail.
    const SixIslandsGames games;
    int moves = 0, changed = 0;
    games.play(21, 20, [&](int, GameState &s, Action a) {
        if (validation::actionType(a) != ActionType::MoveShip) {
            games.g->apply(s, a);
            return true;
        }
        const int p = s.shipOwner[std::size_t(validation::actionArgA(a))];
        const int before = games.g->longestRoute(s, p);
        games.g->apply(s, a);
        const int after = games.g->longestRoute(s, p);
        if (after != games.check.slowLongestRoute(s, p))
            return false; // (counted below as a failure)
        ++moves;
        changed += after != before;
        return moves < 1500;
    });
    QVERIFY2(moves >= 1500 && changed > 100,
        qPrintable(
            QStringLiteral("%1 ship moves whose length agrees with the search, %2 changed it")
                .arg(moves)
                .arg(changed)));
}

void TestEngineSeafarers::rule_routeKeptLooselyNeverMovesTheCard()
{
    // 001:L463–483, L1460–1466: the Longest Trade Route card goes where exact lengths send it (5
    // or more; a challenger must be strictly longer; a broken holder tied for the longest keeps
    // it; a tie for the longest without a holder sets it aside), although after most ship moves
    // the engine keeps only bounds of a length (rules/base/RouteBounds.cpp). A shadow holder is
    // worked out from the exhaustive lengths after every action and must equal the engine's;
    // every length kept loosely must lie between its bounds.
    const SixIslandsGames games;
    int looseStates = 0, changes = 0, shadow = -1, shadowGame = 0;
    QString wrong;
    games.play(33, 12, [&](int game, GameState &s, Action a) {
        games.g->apply(s, a);
        if (game != shadowGame)
            shadow = -1;
        shadowGame = game;
        std::array<int, 5> length {};
        int best = 0, count = 0, bestPlayer = -1;
        for (int p = 0; p < 5; ++p) {
            const int exact = length[std::size_t(p)] = games.check.slowLongestRoute(s, p);
            if (!s.routeAllows(p, exact))
                wrong = QStringLiteral("player %1: kept %2, exact %3")
                            .arg(p)
                            .arg(s.players[std::size_t(p)].longestRoad)
                            .arg(exact);
            if (exact > best) {
                best = exact;
                count = 1;
                bestPlayer = p;
            } else if (exact == best) {
                ++count;
            }
        }
        looseStates += s.routeLoose != 0;
        const bool keeps = shadow >= 0 && length[std::size_t(shadow)] == best && best >= 5;
        const int next = keeps ? shadow : (best >= 5 && count == 1 ? bestPlayer : -1);
        changes += next != shadow;
        shadow = next;
        if (s.longestRoadHolder != shadow)
            wrong = QStringLiteral("holder %1, exact lengths give %2")
                        .arg(s.longestRoadHolder)
                        .arg(shadow);
        return wrong.isEmpty();
    });
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    QVERIFY2(looseStates > 10000 && changes > 20,
        qPrintable(QStringLiteral("%1 states with a loose length, %2 changes of the holder")
                       .arg(looseStates)
                       .arg(changes)));
}

void TestEngineSeafarers::rule_roadBuildingMayBuildShips()
{
    // Road Building: 2 roads, 2 ships or one of each (001:L1474).
    Fixture f;
    GameState s = f.start();
    ++s.players[0].devCards[std::size_t(DevCard::RoadBuilding)];
    --s.devDeck[std::size_t(DevCard::RoadBuilding)];
    f.g.apply(s, makeAction(ActionType::PlayRoadBuilding));
    QCOMPARE(s.phase, Phase::RoadBuilding);
    ActionList l = legalOf(f.g, s);
    QCOMPARE(countOf(l, ActionType::BuildShip), 3);
    QVERIFY(countOf(l, ActionType::BuildRoad) > 0);
    f.g.apply(s, makeAction(ActionType::BuildShip, unsigned(f.route[0])));
    f.g.apply(s, makeAction(ActionType::BuildShip, unsigned(f.route[1])));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].shipsLeft), 13);
    QCOMPARE(int(s.players[0].cardCount), 0);
}

void TestEngineSeafarers::rule_setupShipInsteadOfRoad()
{
    // A coastal start settlement may take a ship instead of its road (001:L1490).
    Fixture f;
    GameState s = f.g.initialState();
    f.g.apply(s, makeAction(ActionType::BuildSettlement, unsigned(f.home)));
    const ActionList l = legalOf(f.g, s);
    QCOMPARE(countOf(l, ActionType::BuildShip), 3);
    QCOMPARE(countOf(l, ActionType::BuildRoad), 2);
    f.g.apply(s, makeAction(ActionType::BuildShip, unsigned(f.route[0])));
    QCOMPARE(s.phase, Phase::SetupSettlement);
    QCOMPARE(int(s.actor), 1);
    QCOMPARE(int(s.players[0].shipsLeft), 14);
    // Without the scenario switch only roads are offered.
    model::Scenario sc = seafarersScenario();
    sc.rules.setupShipAllowed = false;
    auto g = compileOrThrow(sc, 4);
    GameState t = g->initialState();
    g->apply(t, makeAction(ActionType::BuildSettlement, unsigned(f.home)));
    QCOMPARE(countOf(legalOf(*g, t), ActionType::BuildShip), 0);
}

void TestEngineSeafarers::rule_setupGoldFieldGivesChoice()
{
    // The second set-up settlement takes one card per hex (001:L686); a gold field gives one of
    // the player's choice (001:L1486).
    Fixture f;
    GameState s = f.g.initialState();
    s.setupStep = 4; // the second round: player 3 places first
    s.actor = 3;
    const int c = cornerOf(f.g, 2, 0, Corner::North); // gold 10, fields 9, mountains 3
    f.g.apply(s, makeAction(ActionType::BuildSettlement, unsigned(c)));
    QCOMPARE(s.phase, Phase::GoldChoice);
    QCOMPARE(int(s.players[3].cardCount), 2); // grain and ore
    QCOMPARE(f.g.currentPlayer(s), 3);
    f.g.apply(s, makeAction(ActionType::ChooseGold, res(Resource::Brick)));
    QCOMPARE(s.phase, Phase::SetupRoad);
    QCOMPARE(int(s.players[3].cardCount), 3);
}

QTEST_GUILESS_MAIN(TestEngineSeafarers)
#include "test_EngineSeafarers.moc"
