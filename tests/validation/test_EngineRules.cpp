// SPDX-License-Identifier: GPL-3.0-or-later
// Rule-by-rule tests of the engine on small hand-built positions; each test names its rule and
// the rulebook line it checks (RULES-DIGEST §5).
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

namespace {

void roll(const Game &g, GameState &s, int sum)
{
    g.apply(s, makeAction(ActionType::RollDice));
    g.apply(s, makeAction(ActionType::DiceOutcome, unsigned(sum)));
}

void giveDevCard(GameState &s, int player, DevCard card)
{
    auto &ps = s.players[std::size_t(player)];
    ++ps.devCards[std::size_t(card)];
    --s.devDeck[std::size_t(card)];
}

/// Plays the other players' turns with a harmless roll, back to `player`'s PreRoll.
void passAround(const Game &g, GameState &s)
{
    g.apply(s, makeAction(ActionType::EndTurn));
    while (s.turnPlayer != 0) {
        roll(g, s, 2);
        g.apply(s, makeAction(ActionType::EndTurn));
    }
}

} // namespace

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
    void rule_largestArmyThreeThenMore();
    void rule_devDeckComposition();
    void rule_devCardNotPlayableTurnBought();
    void rule_oneDevCardPerTurn();
    void rule_knightBeforeRoll();
    void rule_yearOfPlenty();
    void rule_monopoly();
    void rule_roadBuildingTwoFreeRoads();
    void rule_vpCardWinsOnTurnBought();
    void rule_victoryOnlyOnOwnTurn();
    void rule_maritimeRates();
    void rule_domesticTradeProtocol();
    void rule_domesticTradeNoLikeForLike();
    void rule_turnLimitStalls();
    void rule_pairedPlayerTwoIsThirdToTheLeft();
    void rule_pairedPlayerTwoTradesWithSupplyOnly();
    void rule_fiveSixBankAndDeck();
    void rule_refusesUnimplementedRules();
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

void TestEngineRules::rule_devDeckComposition()
{
    // 001:L535: 14 knights, 2 road building, 2 year of plenty, 2 monopoly, 5 victory points.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    const GameState s = g->initialState();
    QCOMPARE(s.devDeck, (std::array<std::uint8_t, 5> {14, 2, 2, 2, 5}));
    QCOMPARE(int(s.bank[0]), 19);
}

void TestEngineRules::rule_devCardNotPlayableTurnBought()
{
    // 001:L362: never a card bought this turn; playable from the next turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::BuyDevCard));
    g->apply(s, makeAction(ActionType::DevCardOutcome, unsigned(DevCard::Knight)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.devDeck[0]), 13);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayKnight), 0);
    passAround(*g, s);
    QCOMPARE(s.phase, Phase::PreRoll);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayKnight), 1);
}

void TestEngineRules::rule_oneDevCardPerTurn()
{
    // 001:L360: at most one development card per turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    giveDevCard(s, 0, DevCard::Knight);
    giveDevCard(s, 0, DevCard::Monopoly);
    g->apply(s, makeAction(ActionType::PlayKnight));
    g->apply(s, legalOf(*g, s)[0]); // move the robber (nobody to rob)
    QCOMPARE(s.phase, Phase::Main);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::PlayMonopoly), 0);
    QCOMPARE(countOf(l, ActionType::PlayKnight), 0);
}

void TestEngineRules::rule_knightBeforeRoll()
{
    // 001:L362: a knight may be played before rolling; the roll follows.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    giveDevCard(s, 0, DevCard::Knight);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::PlayKnight)));
    g->apply(s, makeAction(ActionType::PlayKnight));
    g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::PreRoll);
    QCOMPARE(legalOf(*g, s).size(), 1);
    QCOMPARE(legalOf(*g, s)[0], makeAction(ActionType::RollDice));
}

void TestEngineRules::rule_yearOfPlenty()
{
    // 001:L545: take any 2 resources from the supply.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    giveDevCard(s, 0, DevCard::YearOfPlenty);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayYearOfPlenty), 15);
    g->apply(s, makeAction(ActionType::PlayYearOfPlenty, res(Resource::Ore), res(Resource::Ore)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 2);
    QCOMPARE(int(s.bank[res(Resource::Ore)]), 17);
}

void TestEngineRules::rule_monopoly()
{
    // 001:L547: all other players give you all their cards of the named resource.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    giveDevCard(s, 0, DevCard::Monopoly);
    give(s, 1, Resource::Wool, 3);
    give(s, 2, Resource::Wool, 1);
    give(s, 2, Resource::Ore, 2);
    g->apply(s, makeAction(ActionType::PlayMonopoly, res(Resource::Wool)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Wool)]), 4);
    QCOMPARE(int(s.players[1].cardCount), 0);
    QCOMPARE(int(s.players[2].cardCount), 2);
}

void TestEngineRules::rule_roadBuildingTwoFreeRoads()
{
    // 001:L543: place 2 free roads.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, cornerOf(*g, 0, 0, Corner::North));
    giveDevCard(s, 0, DevCard::RoadBuilding);
    g->apply(s, makeAction(ActionType::PlayRoadBuilding));
    QCOMPARE(s.phase, Phase::RoadBuilding);
    g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::RoadBuilding);
    g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].roadsLeft), 13);
    QCOMPARE(int(s.players[0].cardCount), 0);
}

void TestEngineRules::rule_vpCardWinsOnTurnBought()
{
    // 001:L367: a victory point card bought this turn may be revealed at once to win.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.players[0].citiesLeft = 0; // 4 cities = 8 VP
    s.players[0].settlementsLeft = 4; // + 1 settlement = 9 VP
    QCOMPARE(g->victoryPoints(s, 0), 9);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::BuyDevCard));
    g->apply(s, makeAction(ActionType::DevCardOutcome, unsigned(DevCard::VictoryPoint)));
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.winner), 0);
}

void TestEngineRules::rule_victoryOnlyOnOwnTurn()
{
    // 001:L389–395: points reached on another player's turn count only on one's own turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.players[1].citiesLeft = 0;
    s.players[1].settlementsLeft = 3; // 10 VP, but it is player 0's turn
    QCOMPARE(g->victoryPoints(s, 1), 10);
    give(s, 0, Resource::Brick, 4);
    g->apply(s, makeAction(ActionType::MaritimeTrade, res(Resource::Brick), res(Resource::Ore)));
    QVERIFY(!g->isTerminal(s));
    g->apply(s, makeAction(ActionType::EndTurn));
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.winner), 1);
}

void TestEngineRules::rule_maritimeRates()
{
    // 001:L501–511: 4:1 always, 3:1 at a generic harbor, 2:1 only for a special harbor's resource.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Brick)), 4);
    // The brick harbor at (-3,1) facing east serves the corners of (-2,1)'s west side.
    const auto brickCorners
        = model::Harbor {{-3, 1}, Direction::East, model::HarborType::Brick}.servedCorners();
    putBuilding(*g, s, 0, g->topology().cornerId(brickCorners[0]));
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Brick)), 2);
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Wool)), 4);
    give(s, 0, Resource::Brick, 2);
    g->apply(s, makeAction(ActionType::MaritimeTrade, res(Resource::Brick), res(Resource::Ore)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 0);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    const auto generic
        = model::Harbor {{0, -3}, Direction::SouthEast, model::HarborType::Generic}.servedCorners();
    putBuilding(*g, s, 0, g->topology().cornerId(generic[0]));
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Wool)), 3);
    give(s, 0, Resource::Wool, 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::MaritimeTrade), 0);
}

void TestEngineRules::rule_domesticTradeProtocol()
{
    // 001:L184–198: only with the player whose turn it is; offer, answers, then the offerer picks.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 1);
    give(s, 1, Resource::Ore, 1);
    give(s, 3, Resource::Ore, 2);
    const Action offer = makeAction(
        ActionType::OfferTrade, res(Resource::Brick), res(Resource::Ore), 1u | 1u << 3);
    QVERIFY(legalOf(*g, s).contains(offer));
    g->apply(s, offer);
    QCOMPARE(s.phase, Phase::TradeResponse);
    QCOMPARE(g->currentPlayer(s), 1);
    g->apply(s, makeAction(ActionType::AcceptTrade));
    QCOMPARE(g->currentPlayer(s), 3); // player 2 has no ore and is skipped
    g->apply(s, makeAction(ActionType::RejectTrade));
    QCOMPARE(s.phase, Phase::TradeConfirm);
    QCOMPARE(g->currentPlayer(s), 0);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(l.size(), 2);
    g->apply(s, makeAction(ActionType::ConfirmTrade, 1));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    QCOMPARE(int(s.players[1].resources[res(Resource::Brick)]), 1);
    QCOMPARE(int(s.players[1].resources[res(Resource::Ore)]), 0);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::OfferTrade), 0); // one offer per turn
}

void TestEngineRules::rule_domesticTradeNoLikeForLike()
{
    // 001:L190: no trading like for like, no gifts.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 3);
    for (Action a : legalOf(*g, s))
        if (validation::actionType(a) == ActionType::OfferTrade) {
            QVERIFY(validation::actionArgA(a) != validation::actionArgB(a));
            QVERIFY((validation::actionArgC(a) & 7) >= 1);
            QVERIFY((validation::actionArgC(a) >> 3) >= 1);
        }
    QCOMPARE(countOf(legalOf(*g, s), ActionType::OfferTrade), 4 * 2 * 2);
}

void TestEngineRules::rule_turnLimitStalls()
{
    validation::GameConfig config;
    config.maxTurns = 2;
    auto g = compileOrThrow(baseBeginnerScenario(), 4, config);
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    roll(*g, s, 2);
    g->apply(s, makeAction(ActionType::EndTurn));
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.stalled), 1);
    QCOMPARE(int(s.winner), -1);
}

void TestEngineRules::rule_pairedPlayerTwoIsThirdToTheLeft()
{
    // 001:L1179: player 2 is the third player to the left of player 1; both pass on after.
    for (int players : {5, 6}) {
        auto g = compileOrThrow(fiveSixBeginnerScenario(), players);
        QVERIFY(g->pairedTurns());
        GameState s = mainState(*g);
        g->apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(s.phase, Phase::Main);
        QCOMPARE(g->currentPlayer(s), 3);
        QCOMPARE(int(s.turnPlayer), 0);
        g->apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(s.phase, Phase::PreRoll);
        QCOMPARE(g->currentPlayer(s), 1);
        roll(*g, s, 2);
        g->apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(g->currentPlayer(s), 4);
    }
}

void TestEngineRules::rule_pairedPlayerTwoTradesWithSupplyOnly()
{
    // 001:L1206: player 2 trades only with the supply.
    auto g = compileOrThrow(fiveSixBeginnerScenario(), 5);
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    give(s, 3, Resource::Brick, 4);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::OfferTrade), 0);
    QCOMPARE(countOf(l, ActionType::MaritimeTrade), 4);
    // Player 1 may offer.
    GameState t = mainState(*g);
    give(t, 0, Resource::Brick, 1);
    QVERIFY(countOf(legalOf(*g, t), ActionType::OfferTrade) > 0);
}

void TestEngineRules::rule_fiveSixBankAndDeck()
{
    // RULES-DIGEST §2.2: +25 resource cards (24 per resource), +9 development cards (20/3/3/3/5).
    auto g = compileOrThrow(fiveSixBeginnerScenario(), 6);
    const GameState s = g->initialState();
    QCOMPARE(int(s.bank[0]), 24);
    QCOMPARE(s.devDeck, (std::array<std::uint8_t, 5> {20, 3, 3, 3, 5}));
    QCOMPARE(g->topology().cornerCount(), 80);
}

void TestEngineRules::rule_refusesUnimplementedRules()
{
    auto refused = [](const model::Scenario &sc, int players, const char *needle) {
        return refusalOf(sc, players).find(needle) != std::string::npos;
    };
    model::Scenario sea = baseBeginnerScenario();
    sea.products = {model::Product::Base, model::Product::Seafarers};
    QVERIFY(Game::compile(sea, 4).game); // Seafarers itself is implemented
    model::Scenario gold = baseBeginnerScenario();
    gold.board.setHex({{0, 0}, model::Terrain::Gold, model::NumberToken {4, {}}});
    QVERIFY(refused(gold, 4, "gold fields")); // without the Seafarers product
    model::Scenario fog = baseBeginnerScenario(); // fog hexes are played with Seafarers only
    fog.board.setHex({{0, 0}, model::Terrain::Fog});
    QVERIFY(refused(fog, 4, "fog hexes"));
    model::Scenario fogReward = baseBeginnerScenario();
    fogReward.rules.fogRevealReward = true;
    QVERIFY(refused(fogReward, 4, "fog hexes"));
    model::Scenario pirate = baseBeginnerScenario();
    pirate.board.setPirate(model::HexCoord {0, -3});
    QVERIFY(refused(pirate, 4, "pirate"));
    model::Scenario fortress = sea;
    model::Marker m;
    m.type = model::MarkerType::PirateFortress;
    m.corner = model::CornerCoord {{0, 0}, true};
    fortress.board.addMarker(m);
    QVERIFY(refused(fortress, 4, "The Pirate Islands"));
    model::Scenario special = baseBeginnerScenario();
    special.specialVictoryRules.push_back(
        {model::SpecialVictoryKind::AreaFirstSettlement, 2, "nowhere", ""});
    QVERIFY(refused(special, 4, "area 'nowhere'"));
    model::Scenario variable = baseBeginnerScenario();
    variable.board.setHex({{1, 1}, model::Terrain::Unassigned});
    QVERIFY(refused(variable, 4, "variable set-up"));
    model::Scenario ck = baseBeginnerScenario();
    ck.products = {model::Product::CitiesAndKnights};
    QVERIFY(refused(ck, 4, "Cities & Knights"));
    QVERIFY(refused(baseBeginnerScenario(), 2, "2 players"));
    QVERIFY(refused(baseBeginnerScenario(), 5, "3–4 players"));
}

QTEST_GUILESS_MAIN(TestEngineRules)
#include "test_EngineRules.moc"
