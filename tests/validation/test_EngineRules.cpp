// SPDX-License-Identifier: GPL-3.0-or-later
// Rule-by-rule tests of the engine on small hand-built positions, part 1: set-up, production,
// the robber, building, longest road and largest army. Development cards, victory, trade and the
// 5-6 rules are in test_EngineCardsAndTrade. Each test names its rule and the rulebook line it
// checks (RULES-DIGEST §5).
#include "EngineTestUtil.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::model::Corner;
using isle::model::Direction;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::ChanceList;
using isle::validation::DevCard;
using isle::validation::makeAction;
using isle::validation::Phase;

class TestEngineRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_setupSnakeOrder();
    void rule_setupResourcesFromSecondSettlement();
    void rule_setupRoadTouchesSettlement();
    void rule_distanceRule();
    void rule_noSettlementAtSetupMarker();
    void rule_productionSettlementOneCityTwo();
    void rule_robberBlocksProduction();
    void rule_robberMovedOnAndOffAHexByPlay();
    void rule_bankShortagePaysNoOne();
    void rule_bankShortageSinglePlayerGetsRest();
    void rule_sevenDiscardHalfRoundedDown();
    void rule_robberMustMoveToAnotherLandHex();
    void rule_stealOneRandomCardFromAdjacentOpponent();
    void rule_robberVictimChoice();
    void rule_buildingCosts();
    void rule_pieceLimits();
    void rule_roadMustConnect();
    void rule_roadBlockedByOpponentSettlement();
    void rule_settlementNeedsOwnRoad();
    void rule_cityReturnsSettlement();
    void rule_longestRoadNeedsFive();
    void rule_longestRoadStrictlyLongerTakes();
    void rule_longestRoadBrokenBySettlement();
    void rule_longestRoadTieKeepsHolder();
    void rule_longestRoadSetAsideOnTie();
    void rule_longestRoadAroundAHexIsOneRoad();
    void rule_longestRoadOfAnotherNetworkStays();
    void rule_longestRoadOfBranchedNetworks();
    void rule_largestArmyThreeThenMore();
};

void TestEngineRules::rule_setupSnakeOrder()
{
    // 001:L666–684: round one 1..n, round two n..1; the starting player then begins.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = g->initialState();
    const int expected[] = {0, 1, 2, 3, 3, 2, 1, 0};
    for (int who : expected) {
        QCOMPARE(s.phase, Phase::SetupSettlement);
        QCOMPARE(g->currentPlayer(s), who);
        g->apply(s, legalOf(*g, s)[0]);
        QCOMPARE(s.phase, Phase::SetupRoad);
        QCOMPARE(g->currentPlayer(s), who);
        g->apply(s, legalOf(*g, s)[0]);
    }
    QCOMPARE(s.phase, Phase::PreRoll);
    QCOMPARE(g->currentPlayer(s), 0);
}

void TestEngineRules::rule_setupResourcesFromSecondSettlement()
{
    // 001:L686: one card per terrain hex adjacent to the second settlement; none for the first.
    auto g = compileOrThrow(baseBeginnerScenario(), 3);
    GameState s = g->initialState();
    for (int step = 0; step < 3; ++step) {
        g->apply(s, legalOf(*g, s)[0]);
        g->apply(s, legalOf(*g, s)[0]);
    }
    for (int p = 0; p < 3; ++p)
        QCOMPARE(int(s.players[std::size_t(p)].cardCount), 0);
    // Player 2 places the second settlement next to hills 6 (0,-1) — its south corner.
    const int c = cornerOf(*g, 0, -1, Corner::South);
    g->apply(s, makeAction(ActionType::BuildSettlement, unsigned(c)));
    std::array<int, 5> expected {};
    int total = 0;
    for (auto h : g->topology().cornerHexes(c))
        if (h >= 0 && g->hexResource(h) >= 0) {
            ++expected[std::size_t(g->hexResource(h))];
            ++total;
        }
    QCOMPARE(total, 2); // hills + forest; the desert gives nothing
    for (int r = 0; r < 5; ++r)
        QCOMPARE(int(s.players[2].resources[std::size_t(r)]), expected[std::size_t(r)]);
    QCOMPARE(int(s.bank[res(Resource::Brick)]), 18);
}

void TestEngineRules::rule_setupRoadTouchesSettlement()
{
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = g->initialState();
    const int c = cornerOf(*g, 0, 0, Corner::North);
    g->apply(s, makeAction(ActionType::BuildSettlement, unsigned(c)));
    const ActionList roads = legalOf(*g, s);
    QCOMPARE(roads.size(), 3);
    for (Action a : roads) {
        const auto ends = g->topology().edgeCorners(validation::actionArgA(a));
        QVERIFY(ends[0] == c || ends[1] == c);
    }
}

void TestEngineRules::rule_distanceRule()
{
    // 001:L630–634: no settlement on an intersection next to another building.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = g->initialState();
    const int c = cornerOf(*g, 0, 0, Corner::North);
    const int before = legalOf(*g, s).size();
    QCOMPARE(before, 54);
    g->apply(s, makeAction(ActionType::BuildSettlement, unsigned(c)));
    g->apply(s, legalOf(*g, s)[0]);
    const ActionList after = legalOf(*g, s);
    QCOMPARE(after.size(), 54 - 4);
    QVERIFY(!after.contains(makeAction(ActionType::BuildSettlement, unsigned(c))));
    for (auto n : g->topology().cornerCorners(c))
        QVERIFY(!after.contains(makeAction(ActionType::BuildSettlement, unsigned(n))));
}

void TestEngineRules::rule_noSettlementAtSetupMarker()
{
    model::Scenario sc = baseBeginnerScenario();
    model::Marker m;
    m.type = model::MarkerType::NoSettlementAtSetup;
    m.corner = model::CornerCoord::of({0, 0}, Corner::North);
    sc.board.addMarker(m);
    auto g = compileOrThrow(sc, 4);
    GameState s = g->initialState();
    const int c = g->topology().cornerId(m.corner);
    QVERIFY(!legalOf(*g, s).contains(makeAction(ActionType::BuildSettlement, unsigned(c))));
    QCOMPARE(legalOf(*g, s).size(), 53);
}

void TestEngineRules::rule_productionSettlementOneCityTwo()
{
    // 001:L562: each settlement produces 1 card, each city 2.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    putBuilding(*g, s, 0, cornerOf(*g, 0, -1, Corner::North));
    putBuilding(*g, s, 1, cornerOf(*g, 0, -1, Corner::South), 2);
    roll(*g, s, 6);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 1);
    QCOMPARE(int(s.players[1].resources[res(Resource::Brick)]), 2);
    QCOMPARE(int(s.bank[res(Resource::Brick)]), 16);
    QCOMPARE(int(s.players[1].produced[res(Resource::Brick)]), 2);
}

void TestEngineRules::rule_robberBlocksProduction()
{
    // 001:L259: the hex under the robber produces nothing.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    s.robberHex = static_cast<std::int16_t>(hexId(*g, 0, -1));
    putBuilding(*g, s, 0, cornerOf(*g, 0, -1, Corner::North));
    putBuilding(*g, s, 1, cornerOf(*g, -1, 2, Corner::North)); // fields 6, not robbed
    roll(*g, s, 6);
    QCOMPARE(int(s.players[0].cardCount), 0);
    QCOMPARE(int(s.players[1].resources[res(Resource::Grain)]), 1);
}

void TestEngineRules::rule_robberMovedOnAndOffAHexByPlay()
{
    // 001:L259, through the moves themselves (the engine keeps what each roll pays as the robber
    // moves, GameState::yields): a city on the hills 6 earns nothing while the robber stands
    // there and 2 bricks again once it has left; the grain 6 beside it pays throughout.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int hills = hexId(*g, 0, -1);
    putBuilding(*g, s, 0, cornerOf(*g, 0, -1, Corner::North), 2);
    putBuilding(*g, s, 1, cornerOf(*g, -1, 2, Corner::North)); // fields 6
    const int bricks = s.bank[res(Resource::Brick)];
    auto moveRobberAndRoll = [&](int hex) {
        s.actor = s.turnPlayer = 2; // nobody of seat 3's on the hills: no steal follows
        s.phase = Phase::MoveRobber;
        g->apply(s, makeAction(ActionType::MoveRobber, unsigned(hex)));
        QCOMPARE(int(s.robberHex), hex);
        s.phase = Phase::PreRoll;
        s.rolled = 0;
        roll(*g, s, 6);
    };
    moveRobberAndRoll(hills);
    QCOMPARE(int(s.players[0].cardCount), 0);
    QCOMPARE(int(s.players[1].resources[res(Resource::Grain)]), 1);
    moveRobberAndRoll(hexId(*g, 0, 0)); // the desert
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 2);
    QCOMPARE(int(s.players[0].produced[res(Resource::Brick)]), 2);
    QCOMPARE(int(s.players[1].resources[res(Resource::Grain)]), 2);
    QCOMPARE(int(s.bank[res(Resource::Brick)]), bricks - 2);
}

void TestEngineRules::rule_bankShortagePaysNoOne()
{
    // 001:L568: if the supply cannot pay everyone, no one receives that resource; other
    // resources are unaffected.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    putBuilding(*g, s, 0, cornerOf(*g, 0, -1, Corner::North));
    putBuilding(*g, s, 1, cornerOf(*g, 0, -1, Corner::South), 2);
    putBuilding(*g, s, 2, cornerOf(*g, -1, 2, Corner::North));
    s.bank[res(Resource::Brick)] = 2; // 3 owed
    roll(*g, s, 6);
    QCOMPARE(int(s.players[0].cardCount), 0);
    QCOMPARE(int(s.players[1].cardCount), 0);
    QCOMPARE(int(s.bank[res(Resource::Brick)]), 2);
    QCOMPARE(int(s.players[2].resources[res(Resource::Grain)]), 1);
}

void TestEngineRules::rule_bankShortageSinglePlayerGetsRest()
{
    // 001:L570: if only one player is affected, that player gets what is left.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    putBuilding(*g, s, 1, cornerOf(*g, 0, -1, Corner::South), 2);
    s.bank[res(Resource::Brick)] = 1;
    roll(*g, s, 6);
    QCOMPARE(int(s.players[1].resources[res(Resource::Brick)]), 1);
    QCOMPARE(int(s.bank[res(Resource::Brick)]), 0);
}

void TestEngineRules::rule_sevenDiscardHalfRoundedDown()
{
    // 001:L247–251: more than 7 cards -> discard half, rounded down; no production on a 7.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    give(s, 0, Resource::Ore, 9);
    give(s, 1, Resource::Wool, 8);
    give(s, 2, Resource::Grain, 7);
    // No production on a 7 (001:L247): nobody's hand, production count or the bank changes,
    // although player 4 has settlements on producing hexes (which another roll pays).
    int placed = 0, producingRoll = 0;
    for (int c = 0; c < g->topology().cornerCount() && placed < 4; ++c)
        if (g->cornerPips(c) >= 4 && g->isFreeSpot(s, c)) {
            putBuilding(*g, s, 3, c);
            ++placed;
            for (auto h : g->topology().cornerHexes(c))
                if (h != model::BoardTopology::NoId && g->hexToken(h) && g->hexResource(h) >= 0)
                    producingRoll = g->hexToken(h);
        }
    QCOMPARE(placed, 4);
    QVERIFY(producingRoll >= 2 && producingRoll != 7);
    GameState other = s;
    roll(*g, other, producingRoll);
    QVERIFY(other.players[3].cardCount > s.players[3].cardCount);
    const GameState before = s;
    roll(*g, s, 7);
    QCOMPARE(s.bank, before.bank);
    for (int p = 0; p < 4; ++p) {
        QCOMPARE(s.players[std::size_t(p)].resources, before.players[std::size_t(p)].resources);
        QCOMPARE(s.players[std::size_t(p)].produced, before.players[std::size_t(p)].produced);
    }
    QCOMPARE(s.phase, Phase::Discard);
    QCOMPARE(int(s.players[0].discardOwed), 4);
    QCOMPARE(int(s.players[1].discardOwed), 4);
    QCOMPARE(int(s.players[2].discardOwed), 0);
    QCOMPARE(g->currentPlayer(s), 0);
    while (s.phase == Phase::Discard)
        g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::MoveRobber);
    QCOMPARE(int(s.players[0].cardCount), 5);
    QCOMPARE(int(s.players[1].cardCount), 4);
    QCOMPARE(int(s.players[2].cardCount), 7);
}

void TestEngineRules::rule_robberMustMoveToAnotherLandHex()
{
    // 001:L255: the robber must move to any other terrain hex (or the desert).
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::MoveRobber;
    const ActionList l = legalOf(*g, s);
    QCOMPARE(l.size(), 18);
    for (Action a : l) {
        QVERIFY(g->isLand(validation::actionArgA(a)));
        QVERIFY(validation::actionArgA(a) != s.robberHex);
    }
}

void TestEngineRules::rule_stealOneRandomCardFromAdjacentOpponent()
{
    // 001:L257: steal 1 random card from an opponent with a building on the robber's hex.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::MoveRobber;
    putBuilding(*g, s, 1, cornerOf(*g, 0, -1, Corner::North));
    putBuilding(*g, s, 0, cornerOf(*g, 0, -1, Corner::South)); // own building: never robbed
    give(s, 1, Resource::Wool, 2);
    give(s, 1, Resource::Ore, 1);
    give(s, 0, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::MoveRobber, unsigned(hexId(*g, 0, -1))));
    QCOMPARE(s.phase, Phase::ChanceSteal);
    ChanceList chances;
    g->chanceOutcomes(s, chances);
    QCOMPARE(chances.size(), 2);
    QCOMPARE(chances.totalWeight(), 3u);
    QCOMPARE(chances.action(0), makeAction(ActionType::StealOutcome, res(Resource::Wool)));
    QCOMPARE(chances.weight(0), 2u);
    g->apply(s, chances.action(1));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    QCOMPARE(int(s.players[1].cardCount), 2);
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineRules::rule_robberVictimChoice()
{
    // 001:L257: with several adjacent opponents the robber's owner chooses; players without
    // cards cannot give one, so they are no choice.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::MoveRobber;
    putBuilding(*g, s, 1, cornerOf(*g, 0, -1, Corner::North));
    putBuilding(*g, s, 2, cornerOf(*g, 0, -1, Corner::South));
    putBuilding(*g, s, 3, cornerOf(*g, 0, -1, Corner::NorthWest));
    give(s, 1, Resource::Wool, 1);
    give(s, 2, Resource::Ore, 1);
    g->apply(s, makeAction(ActionType::MoveRobber, unsigned(hexId(*g, 0, -1))));
    QCOMPARE(s.phase, Phase::ChooseVictim);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(l.size(), 2);
    QVERIFY(l.contains(makeAction(ActionType::ChooseVictim, 1)));
    QVERIFY(l.contains(makeAction(ActionType::ChooseVictim, 2)));
}

void TestEngineRules::rule_buildingCosts()
{
    // 001:L206, L216, L225, L237.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int c = cornerOf(*g, 0, 0, Corner::North);
    putBuilding(*g, s, 0, c);
    for (Resource r : model::AllResources)
        give(s, 0, r, 5);
    const int e = g->topology().cornerEdges(c)[0];
    g->apply(s, makeAction(ActionType::BuildRoad, unsigned(e)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 4);
    QCOMPARE(int(s.players[0].resources[res(Resource::Lumber)]), 4);
    QCOMPARE(int(s.players[0].cardCount), 23);
    g->apply(s, makeAction(ActionType::BuildCity, unsigned(c)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 2);
    QCOMPARE(int(s.players[0].resources[res(Resource::Grain)]), 3);
    g->apply(s, makeAction(ActionType::BuyDevCard));
    QCOMPARE(s.phase, Phase::ChanceDevCard);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    QCOMPARE(int(s.players[0].resources[res(Resource::Wool)]), 4);
    QCOMPARE(int(s.players[0].resources[res(Resource::Grain)]), 2);
}

void TestEngineRules::rule_pieceLimits()
{
    // 001:L204: at most 5 settlements, 4 cities, 15 roads.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int c = cornerOf(*g, 0, 0, Corner::North);
    putBuilding(*g, s, 0, c);
    putRoad(*g, s, 0, g->topology().cornerEdges(c)[0]);
    putRoad(*g, s, 0, g->topology().cornerEdges(c)[1]);
    for (Resource r : model::AllResources)
        give(s, 0, r, 5);
    QVERIFY(countOf(legalOf(*g, s), ActionType::BuildRoad) > 0);
    QVERIFY(countOf(legalOf(*g, s), ActionType::BuildCity) == 1);
    s.players[0].roadsLeft = 0;
    s.players[0].citiesLeft = 0;
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildRoad), 0);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildCity), 0);
    // A settlement spot two steps away along own roads.
    s.players[0].roadsLeft = 13;
    GameState t = s;
    const auto far = g->topology().edgeCorners(g->topology().cornerEdges(c)[0]);
    const int mid = far[0] == c ? far[1] : far[0];
    for (auto e : g->topology().cornerEdges(mid))
        if (e >= 0 && t.edgeOwner[std::size_t(e)] < 0 && g->edgeBuildable(e)) {
            putRoad(*g, t, 0, e);
            break;
        }
    QVERIFY(countOf(legalOf(*g, t), ActionType::BuildSettlement) > 0);
    t.players[0].settlementsLeft = 0;
    QCOMPARE(countOf(legalOf(*g, t), ActionType::BuildSettlement), 0);
}

void TestEngineRules::rule_roadMustConnect()
{
    // 001:L208: a new road connects to an own road, settlement or city.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int c = cornerOf(*g, 0, 0, Corner::North);
    putBuilding(*g, s, 0, c);
    give(s, 0, Resource::Brick, 1);
    give(s, 0, Resource::Lumber, 1);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::BuildRoad), 3);
    for (Action a : l)
        if (validation::actionType(a) == ActionType::BuildRoad) {
            const auto ends = g->topology().edgeCorners(validation::actionArgA(a));
            QVERIFY(ends[0] == c || ends[1] == c);
        }
}

void TestEngineRules::rule_roadBlockedByOpponentSettlement()
{
    // 001:L587 (Illustration K): a road cannot continue through an opponent's settlement.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int home = cornerOf(*g, 0, 0, Corner::North);
    putBuilding(*g, s, 0, home);
    const int e1 = edgeOf(*g, 0, 0, Direction::NorthWest); // from N to NW corner of (0,0)
    putRoad(*g, s, 0, e1);
    const int nw = cornerOf(*g, 0, 0, Corner::NorthWest);
    putBuilding(*g, s, 1, nw);
    give(s, 0, Resource::Brick, 1);
    give(s, 0, Resource::Lumber, 1);
    const ActionList l = legalOf(*g, s);
    for (auto e : g->topology().cornerEdges(nw))
        if (e >= 0 && e != e1)
            QVERIFY(!l.contains(makeAction(ActionType::BuildRoad, unsigned(e))));
    QCOMPARE(countOf(l, ActionType::BuildRoad), 2); // only the other two edges at home
}

void TestEngineRules::rule_settlementNeedsOwnRoad()
{
    // 001:L216: a new settlement must connect to an own road (and keep the distance rule).
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    for (Resource r : model::AllResources)
        give(s, 0, r, 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildSettlement), 0);
    const int home = cornerOf(*g, 0, 0, Corner::North);
    putBuilding(*g, s, 0, home);
    putRoad(*g, s, 0, edgeOf(*g, 0, 0, Direction::NorthWest));
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildSettlement), 0); // NW corner is too close
    putRoad(*g, s, 0, edgeOf(*g, 0, 0, Direction::West));
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::BuildSettlement), 1);
    QVERIFY(l.contains(
        makeAction(ActionType::BuildSettlement, unsigned(cornerOf(*g, 0, 0, Corner::SouthWest)))));
}

void TestEngineRules::rule_cityReturnsSettlement()
{
    // 001:L225: a city replaces an own settlement, which returns to the supply.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int c = cornerOf(*g, 0, 0, Corner::North);
    putBuilding(*g, s, 0, c);
    putBuilding(*g, s, 1, cornerOf(*g, 0, 0, Corner::South));
    give(s, 0, Resource::Ore, 3);
    give(s, 0, Resource::Grain, 2);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::BuildCity), 1);
    const int vp = g->victoryPoints(s, 0);
    g->apply(s, makeAction(ActionType::BuildCity, unsigned(c)));
    QCOMPARE(int(s.players[0].settlementsLeft), 5);
    QCOMPARE(int(s.players[0].citiesLeft), 3);
    QCOMPARE(g->victoryPoints(s, 0), vp + 1);
}

void TestEngineRules::rule_longestRoadNeedsFive()
{
    // 001:L463: the first continuous road of at least 5 segments takes the card (2 VP).
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    const auto chain = topChain(*g, -1, -3, 3);
    putBuilding(*g, s, 0, cornerOf(*g, -1, -3, Corner::NorthWest));
    for (int i = 0; i < 4; ++i)
        putRoad(*g, s, 0, chain[std::size_t(i)]);
    give(s, 0, Resource::Brick, 1);
    give(s, 0, Resource::Lumber, 1);
    const int vp = g->victoryPoints(s, 0);
    g->apply(s, makeAction(ActionType::BuildRoad, unsigned(chain[4])));
    QCOMPARE(int(s.players[0].longestRoad), 5);
    QCOMPARE(int(s.longestRoadHolder), 0);
    QCOMPARE(g->victoryPoints(s, 0), vp + 2);
}

void TestEngineRules::rule_longestRoadStrictlyLongerTakes()
{
    // 001:L470: another player takes the card only with a longer road.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    const auto a = topChain(*g, -1, -3, 3);
    const auto b = topChain(*g, -3, -1, 4);
    for (int i = 0; i < 5; ++i)
        putRoad(*g, s, 0, a[std::size_t(i)]);
    s.longestRoadHolder = 0;
    for (int i = 0; i < 4; ++i)
        putRoad(*g, s, 1, b[std::size_t(i)]);
    s.actor = s.turnPlayer = 1;
    give(s, 1, Resource::Brick, 2);
    give(s, 1, Resource::Lumber, 2);
    g->apply(s, makeAction(ActionType::BuildRoad, unsigned(b[4])));
    QCOMPARE(int(s.players[1].longestRoad), 5);
    QCOMPARE(int(s.longestRoadHolder), 0); // a tie does not take it
    g->apply(s, makeAction(ActionType::BuildRoad, unsigned(b[5])));
    QCOMPARE(int(s.longestRoadHolder), 1);
}

void TestEngineRules::rule_longestRoadBrokenBySettlement()
{
    // 001:L478: an opponent's settlement on the road breaks it; here the holder drops below
    // the one other long road, which takes the card.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    const auto a = topChain(*g, -1, -3, 4); // 8 edges
    for (int i = 0; i < 7; ++i)
        putRoad(*g, s, 0, a[std::size_t(i)]);
    s.longestRoadHolder = 0;
    const auto b = topChain(*g, -3, -1, 3);
    for (int i = 0; i < 5; ++i)
        putRoad(*g, s, 1, b[std::size_t(i)]);
    // Player 1 reaches the middle of player 0's road (the N corner of (0,-3)) from below.
    const int target = cornerOf(*g, 0, -3, Corner::North);
    const int spur
        = edgeOf(*g, 0, -4, Direction::East); // between (0,-4) and (1,-4), ends at target
    putRoad(*g, s, 1, spur);
    QVERIFY(g->topology().edgeCorners(spur)[0] == target
        || g->topology().edgeCorners(spur)[1] == target);
    s.actor = s.turnPlayer = 1;
    for (Resource r : model::AllResources)
        give(s, 1, r, 1);
    const Action build = makeAction(ActionType::BuildSettlement, unsigned(target));
    QVERIFY(legalOf(*g, s).contains(build));
    g->apply(s, build);
    QVERIFY(s.players[0].longestRoad < 5);
    QCOMPARE(int(s.players[1].longestRoad), 5);
    QCOMPARE(int(s.longestRoadHolder), 1);
}

void TestEngineRules::rule_longestRoadTieKeepsHolder()
{
    // 001:L481: a broken holder still tied for longest keeps the card.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    const auto a = topChain(*g, -1, -3, 5); // 10 edges: corners NW(-1,-3) .. NE(3,-3)
    for (int e : a)
        putRoad(*g, s, 0, e);
    s.longestRoadHolder = 0;
    const auto b = topChain(*g, -3, -1, 3);
    for (int i = 0; i < 5; ++i)
        putRoad(*g, s, 1, b[std::size_t(i)]);
    // A first break at the NW corner of (1,-3) leaves 4 + 6.
    putBuilding(*g, s, 2, cornerOf(*g, 1, -3, Corner::NorthWest));
    s.actor = s.turnPlayer = 2;
    s.players[0].longestRoad = std::uint8_t(g->longestRoadOf(s, 0));
    QCOMPARE(int(s.players[0].longestRoad), 6);
    // Breaking the 6 at the N corner of (3,-3) leaves 5: tied with player 1.
    const int target = cornerOf(*g, 3, -3, Corner::North);
    putRoad(*g, s, 2, edgeOf(*g, 3, -4, Direction::East));
    for (Resource r : model::AllResources)
        give(s, 2, r, 1);
    const Action build = makeAction(ActionType::BuildSettlement, unsigned(target));
    QVERIFY(legalOf(*g, s).contains(build));
    g->apply(s, build);
    QCOMPARE(int(s.players[0].longestRoad), 5);
    QCOMPARE(int(s.players[1].longestRoad), 5);
    QCOMPARE(int(s.longestRoadHolder), 0);
}

void TestEngineRules::rule_longestRoadSetAsideOnTie()
{
    // 001:L481: if the holder no longer has the longest and others tie for it, the card is set
    // aside.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    const auto a = topChain(*g, -1, -3, 4); // 8 edges
    for (int i = 0; i < 7; ++i)
        putRoad(*g, s, 0, a[std::size_t(i)]);
    s.longestRoadHolder = 0;
    const auto b = topChain(*g, -3, -1, 3);
    const auto c = topChain(*g, -4, 1, 3);
    for (int i = 0; i < 5; ++i) {
        putRoad(*g, s, 1, b[std::size_t(i)]);
        putRoad(*g, s, 2, c[std::size_t(i)]);
    }
    const int target = cornerOf(*g, 0, -3, Corner::North);
    putRoad(*g, s, 3, edgeOf(*g, 0, -4, Direction::East));
    s.actor = s.turnPlayer = 3;
    for (Resource r : model::AllResources)
        give(s, 3, r, 1);
    g->apply(s, makeAction(ActionType::BuildSettlement, unsigned(target)));
    QVERIFY(s.players[0].longestRoad < 5);
    QCOMPARE(int(s.longestRoadHolder), -1);
}

void TestEngineRules::rule_longestRoadAroundAHexIsOneRoad()
{
    // 001:L463: the longest continuous road, no segment counted twice. A ring closed around a hex
    // is one road of 6 (every corner on it meets two roads: the engine must still find it), a
    // road leading off the ring adds one, and an opponent's settlement on the ring breaks it
    // there (001:L478) into a road that starts and ends at that settlement.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, cornerOf(*g, 0, 0, Corner::North));
    using model::Direction;
    for (Direction d : {Direction::NorthWest, Direction::West, Direction::SouthWest,
             Direction::SouthEast, Direction::East, Direction::NorthEast}) {
        give(s, 0, Resource::Brick, 1);
        give(s, 0, Resource::Lumber, 1);
        const Action road = makeAction(ActionType::BuildRoad, unsigned(edgeOf(*g, 0, 0, d)));
        QVERIFY(legalOf(*g, s).contains(road));
        g->apply(s, road);
    }
    QCOMPARE(int(s.players[0].longestRoad), 6);
    const int tail = edgeOf(*g, 1, 0, Direction::NorthWest); // leaves the ring at its NE corner
    const auto ends = g->topology().edgeCorners(tail);
    QVERIFY(ends[0] == cornerOf(*g, 0, 0, Corner::NorthEast)
        || ends[1] == cornerOf(*g, 0, 0, Corner::NorthEast));
    give(s, 0, Resource::Brick, 1);
    give(s, 0, Resource::Lumber, 1);
    g->apply(s, makeAction(ActionType::BuildRoad, unsigned(tail)));
    QCOMPARE(int(s.players[0].longestRoad), 7);
    QCOMPARE(int(s.longestRoadHolder), 0);
    putBuilding(*g, s, 1, cornerOf(*g, 0, 0, Corner::South));
    QCOMPARE(g->longestRoadOf(s, 0), 6); // from the settlement around to it again
}

void TestEngineRules::rule_longestRoadOfAnotherNetworkStays()
{
    // 001:L463: the longest of a player's roads counts, wherever it is: building on a shorter,
    // separate road leaves the length at the longer one until the shorter one passes it.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    GameState s = mainState(*g);
    const auto a = topChain(*g, -1, -3, 3); // 6 edges
    for (int e : a)
        putRoad(*g, s, 0, e);
    const auto b = topChain(*g, -2, 2, 4); // 8 edges, far away
    for (int i = 0; i < 5; ++i)
        putRoad(*g, s, 0, b[std::size_t(i)]);
    QCOMPARE(int(s.players[0].longestRoad), 6);
    for (int i = 5; i < 7; ++i) {
        give(s, 0, Resource::Brick, 1);
        give(s, 0, Resource::Lumber, 1);
        const Action road = makeAction(ActionType::BuildRoad, unsigned(b[std::size_t(i)]));
        QVERIFY(legalOf(*g, s).contains(road));
        g->apply(s, road);
        QCOMPARE(int(s.players[0].longestRoad), std::max(6, i + 1));
        QCOMPARE(int(s.players[0].longestRoad), g->longestRoadOf(s, 0));
    }
}

namespace {

/// The longest trail of `player`'s roads by trying every trail from every corner: no road twice,
/// none passing an opponent's building (001:L463, L478). The engine's own ways are not used.
int everyTrail(
    const Game &g, const GameState &s, int player, int corner, std::vector<char> &used, int depth)
{
    const int owner = s.cornerOwner[std::size_t(corner)];
    if (owner >= 0 && owner != player && depth > 0) // a trail may start there, not pass
        return 0;
    int best = 0;
    for (const auto e : g.topology().cornerEdges(corner)) {
        if (e == model::BoardTopology::NoId || used[std::size_t(e)]
            || s.edgeOwner[std::size_t(e)] != player)
            continue;
        const auto &ends = g.topology().edgeCorners(e);
        used[std::size_t(e)] = 1;
        best = std::max(best,
            1 + everyTrail(g, s, player, ends[0] == corner ? ends[1] : ends[0], used, depth + 1));
        used[std::size_t(e)] = 0;
    }
    return best;
}

int longestByEveryTrail(const Game &g, const GameState &s, int player)
{
    std::vector<char> used(std::size_t(g.topology().edgeCount()), 0);
    int best = 0;
    for (int c = 0; c < g.topology().cornerCount(); ++c)
        best = std::max(best, everyTrail(g, s, player, c, used, 0));
    return best;
}

} // namespace

void TestEngineRules::rule_longestRoadOfBranchedNetworks()
{
    // 001:L463, L478: after every road, the length the engine keeps (a walk of the new road's
    // network when it is a tree, the trail search when it has a cycle) and the one it computes
    // from scratch both equal the longest of every trail: 300 networks of 15 random roads,
    // branching and closing rings, broken by opponents' settlements dropped on their corners.
    auto g = compileOrThrow(bigIslandScenario(), 4);
    model::Rng rng(16);
    int trees = 0, cycles = 0;
    for (int network = 0; network < 300; ++network) {
        GameState s = mainState(*g);
        putBuilding(*g, s, 0, cornerOf(*g, 0, 0, Corner::North));
        for (int built = 0; built < 15; ++built) {
            give(s, 0, Resource::Brick, 1);
            give(s, 0, Resource::Lumber, 1);
            ActionList roads;
            for (const Action a : legalOf(*g, s))
                if (validation::actionType(a) == ActionType::BuildRoad)
                    roads.push(a);
            if (roads.empty())
                break;
            const Action road = roads[int(rng.boundedInt(std::uint32_t(roads.size())))];
            g->apply(s, road);
            const int expected = longestByEveryTrail(*g, s, 0);
            QCOMPARE(int(s.players[0].longestRoad), expected);
            QCOMPARE(g->longestRoadOf(s, 0), expected);
            if (built % 4 == 3) { // an opponent's settlement at the end of the new road
                const int e = validation::actionArgA(road);
                const int c = g->topology().edgeCorners(e)[rng.boundedInt(2)];
                if (s.cornerOwner[std::size_t(c)] < 0) {
                    putBuilding(*g, s, 1 + built / 4, c);
                    s.players[0].longestRoad = std::uint8_t(g->longestRoadOf(s, 0));
                }
            }
        }
        const int edges = 15 - s.players[0].roadsLeft, corners = [&] {
            int n = 0;
            for (int c = 0; c < g->topology().cornerCount(); ++c)
                for (const auto e : g->topology().cornerEdges(c))
                    if (e != model::BoardTopology::NoId && s.edgeOwner[std::size_t(e)] == 0) {
                        ++n;
                        break;
                    }
            return n;
        }();
        ++(corners == edges + 1 ? trees : cycles);
    }
    QVERIFY2(trees > 30 && cycles > 30,
        qPrintable(QStringLiteral("trees %1, with a cycle %2").arg(trees).arg(cycles)));
}

void TestEngineRules::rule_largestArmyThreeThenMore()
{
    // 001:L455–461: first with 3 played knights; then only with more than the holder.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.players[0].knightsPlayed = 2;
    giveDevCard(s, 0, DevCard::Knight);
    g->apply(s, makeAction(ActionType::PlayKnight));
    QCOMPARE(int(s.largestArmyHolder), 0);
    QCOMPARE(s.phase, Phase::MoveRobber);
    QCOMPARE(g->victoryPoints(s, 0), 2);
    GameState t = mainState(*g);
    t.largestArmyHolder = 0;
    t.players[0].knightsPlayed = 3;
    t.players[1].knightsPlayed = 2;
    t.actor = t.turnPlayer = 1;
    giveDevCard(t, 1, DevCard::Knight);
    g->apply(t, makeAction(ActionType::PlayKnight));
    QCOMPARE(int(t.largestArmyHolder), 0); // 3 is not more than 3
    t.phase = Phase::Main;
    t.devPlayed = 0;
    giveDevCard(t, 1, DevCard::Knight);
    g->apply(t, makeAction(ActionType::PlayKnight));
    QCOMPARE(int(t.largestArmyHolder), 1);
}

QTEST_GUILESS_MAIN(TestEngineRules)
#include "test_EngineRules.moc"
