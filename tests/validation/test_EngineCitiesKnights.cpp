// SPDX-License-Identifier: GPL-3.0-or-later
// Rule-by-rule tests of the Cities & Knights rule family (validation/engine/rules/citiesknights)
// on the base beginner board with the C&K product. Each test names its rule and the rulebook line
// it checks (001 = the rulebooks, RULES-DIGEST §5.14). Offers between players cannot hold
// commodities yet, so C&K compiles only with domestic trade off (GameConfig::domesticTrade).
#include "CitiesKnightsTestUtil.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::model::Corner;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::ChanceList;
using isle::validation::GameConfig;
using isle::validation::makeAction;
using isle::validation::Phase;

class TestEngineCitiesKnights : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_ckCompilesWithAndWithoutDomesticTrade();
    void rule_ckNoDevelopmentCards();
    void rule_ckSetupSettlementThenCity();
    void rule_ckThreeDiceAndEventDie();
    void rule_ckCityEarnsCommodity();
    void rule_ckSevenMovesNoRobberBeforeFirstAttack();
    void rule_ckCommoditiesCountInHandAndWallsRaiseLimit();
    void rule_ckCommodityBankTrades();
    void rule_ckImprovementCostAndNeedsCity();
    void rule_ckMetropolisFirstToLevelFourTakenAtFive();
    void rule_ckLevelFourNeedsCityForMetropolis();
    void rule_ckAqueductFreeResourceWhenNothingProduced();
    void rule_ckCityWalls();
    void rule_ckBarbariansAdvanceAndAttackAtTrackEnd();
    void rule_ckBarbariansPillageWeakestMetropolisImmune();
    void rule_ckPillageNeedsASettlementPiece();
    void rule_ckDefenderOfCatan();
    void rule_ckKnightHireActivatePromote();
    void rule_ckKnightMoveAlongOwnRoads();
    void rule_ckKnightDisplaceWeakerAndRetreat();
    void rule_ckKnightBlocksRoadsAndBreaksLongestRoad();
    void rule_ckKnightChasesRobberAfterFirstAttack();
    void rule_ckVictoryAtThirteen();
    void ckRandomGamesKeepEveryCard();
    void ckPlaytestReportsBarbariansAndMetropolises();
};

void TestEngineCitiesKnights::rule_ckCompilesWithAndWithoutDomesticTrade()
{
    // 001:L3408: commodities trade between players like resources, so C&K plays with domestic
    // trade (test_EngineCitiesKnightsTrade) and, for playtests that leave it out, without.
    QVERIFY(citiesKnightsGame(4, true)->citiesKnights());
    QVERIFY(citiesKnightsGame(3, false)->citiesKnights());
    QVERIFY(!citiesKnightsGame(4, true)->rules().deck[0]); // progress cards, no development deck
}

void TestEngineCitiesKnights::rule_ckNoDevelopmentCards()
{
    // 001:L3171–3180: progress cards replace the development deck; none can be bought.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyDevCard), 0);
}

void TestEngineCitiesKnights::rule_ckSetupSettlementThenCity()
{
    // 001:L3281–3289: round one a settlement and a road each, round two (in reverse) a city and
    // a road; the city gives 1 resource per terrain beside it, no commodities.
    auto g = citiesKnightsGame(3);
    GameState s = g->initialState();
    for (int i = 0; i < 3; ++i) {
        const ActionList l = legalOf(*g, s);
        QCOMPARE(countOf(l, ActionType::BuildCity), 0);
        g->apply(s, l[0]);
        g->apply(s, legalOf(*g, s)[0]);
    }
    QCOMPARE(g->currentPlayer(s), 2);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::BuildSettlement), 0);
    QVERIFY(countOf(l, ActionType::BuildCity) > 0);
    // The city between mountains 10, pasture 2 and the frame's north side of (1,-2): pick one
    // at forest 9 (2,-2) / hills 10 (2,-1) / pasture 4 (1,-1).
    const int c = cornerOf(*g, 2, -1, Corner::NorthWest);
    QVERIFY(l.contains(makeAction(ActionType::BuildCity, unsigned(c))));
    g->apply(s, makeAction(ActionType::BuildCity, unsigned(c)));
    QCOMPARE(int(s.cornerLevel[std::size_t(c)]), 2);
    QCOMPARE(int(s.players[2].citiesLeft), 3);
    QCOMPARE(int(s.players[2].settlementsLeft), 4);
    QCOMPARE(int(s.players[2].cardCount), 3);
    QCOMPARE(int(s.players[2].resources[res(Resource::Lumber)]), 1);
    QCOMPARE(int(s.players[2].resources[res(Resource::Brick)]), 1);
    QCOMPARE(int(s.players[2].resources[res(Resource::Wool)]), 1);
    QCOMPARE(int(s.ck[2].commodities[0] + s.ck[2].commodities[1] + s.ck[2].commodities[2]), 0);
    QCOMPARE(g->victoryPoints(s, 2), 3);
}

void TestEngineCitiesKnights::rule_ckThreeDiceAndEventDie()
{
    // 001:L3296–3304, RULES-DIGEST §2.5: yellow and red dice and the event die with 3 ship
    // faces and one city gate of each colour.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    g->apply(s, makeAction(ActionType::RollDice));
    ChanceList c;
    g->chanceOutcomes(s, c);
    QCOMPARE(c.size(), 144);
    QCOMPARE(int(c.totalWeight()), 216);
    std::array<std::uint32_t, 13> bySum {};
    std::uint32_t ships = 0;
    for (int i = 0; i < c.size(); ++i) {
        bySum[std::size_t(validation::actionArgA(c.action(i)))] += c.weight(i);
        if (validation::actionArgB(c.action(i)) >> 3 == int(validation::EventFace::Ship))
            ships += c.weight(i);
    }
    QCOMPARE(int(bySum[7]), 6 * 6);
    QCOMPARE(int(bySum[2]), 1 * 6);
    QCOMPARE(int(ships), 108); // half the throws
    model::Rng rng(7);
    for (int i = 0; i < 200; ++i)
        QVERIFY(g->isLegal(s, g->sampleChance(s, rng)));
}

void TestEngineCitiesKnights::rule_ckCityEarnsCommodity()
{
    // 001:L3336–3345: a city on forest, pasture or mountains takes 1 resource and 1 commodity
    // (paper, cloth, coin); on hills or fields 2 resources; a settlement 1 resource.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    putBuilding(*g, s, 0, cornerOf(*g, 0, -2, Corner::North), 2); // mountains 10
    putBuilding(*g, s, 1, cornerOf(*g, 2, -1, Corner::South), 2); // hills 10
    putBuilding(*g, s, 2, cornerOf(*g, 0, -2, Corner::South), 1); // mountains 10
    rollNow(*g, s, roll(4, 6, validation::EventFace::Politics));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    QCOMPARE(int(s.ck[0].commodities[std::size_t(Coin - validation::ResourceKinds)]), 1);
    QCOMPARE(int(s.players[0].cardCount), 2);
    QCOMPARE(int(s.players[1].resources[res(Resource::Brick)]), 2);
    QCOMPARE(int(s.players[2].resources[res(Resource::Ore)]), 1);
    QCOMPARE(int(s.commodityBank[std::size_t(Coin - validation::ResourceKinds)]), 11);
    QCOMPARE(int(s.redDie), 6);
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineCitiesKnights::rule_ckSevenMovesNoRobberBeforeFirstAttack()
{
    // 001:L3334: until the barbarians' first attack a 7 makes hands over the limit discard, but
    // the robber stays in the desert.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    const int robber = s.robberHex;
    rollNow(*g, s, roll(3, 4, validation::EventFace::Trade));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.robberHex), robber);
    s = preRollState(*g);
    s.barbarianAttacks = 1;
    rollNow(*g, s, roll(3, 4, validation::EventFace::Trade));
    QCOMPARE(s.phase, Phase::MoveRobber);
}

void TestEngineCitiesKnights::rule_ckCommoditiesCountInHandAndWallsRaiseLimit()
{
    // 001:L3406: commodities count toward the 7's limit and may be discarded; 001:L3368: each
    // city wall lets its owner keep 2 cards more.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    giveCard(*g, s, 0, int(model::index(Resource::Ore)), 4);
    giveCard(*g, s, 0, Paper, 4); // 8 cards: over the limit of 7
    const int city = cornerOf(*g, 0, -2, Corner::North);
    putBuilding(*g, s, 1, city, 2);
    s.walls[1][0] = std::int16_t(city);
    giveCard(*g, s, 1, Cloth, 9); // 9 cards: a wall makes 9 safe
    rollNow(*g, s, roll(3, 4, validation::EventFace::Trade));
    QCOMPARE(s.phase, Phase::Discard);
    QCOMPARE(int(s.players[0].discardOwed), 4);
    QCOMPARE(int(s.players[1].discardOwed), 0);
    const ActionList l = legalOf(*g, s);
    QVERIFY(l.contains(makeAction(ActionType::Discard, unsigned(Paper))));
    g->apply(s, makeAction(ActionType::Discard, unsigned(Paper)));
    QCOMPARE(int(s.ck[0].commodities[0]), 3);
    QCOMPARE(int(s.players[0].cardCount), 7);
    QCOMPARE(int(s.commodityBank[0]), 12 - 3);
}

void TestEngineCitiesKnights::rule_ckCommodityBankTrades()
{
    // 001:L3408: 4 of a commodity for any card, 3 at a 3:1 harbor, not at a resource's 2:1
    // harbor; resources may be traded for commodities. 001:L3440: the Trading House trades
    // commodities 2:1.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    giveCard(*g, s, 0, Coin, 4);
    QCOMPARE(g->cardRate(s, 0, Coin), 4);
    QVERIFY(legalOf(*g, s).contains(makeAction(
        ActionType::MaritimeTrade, unsigned(Coin), unsigned(model::index(Resource::Brick)))));
    give(s, 0, Resource::Grain, 4);
    QVERIFY(legalOf(*g, s).contains(makeAction(
        ActionType::MaritimeTrade, unsigned(model::index(Resource::Grain)), unsigned(Paper))));
    s.players[0].harbors = std::uint8_t(1 << model::index(Resource::Ore));
    QCOMPARE(g->cardRate(s, 0, Coin), 4);
    s.players[0].harbors = std::uint8_t(1 << 5);
    QCOMPARE(g->cardRate(s, 0, Coin), 3);
    s.ck[0].improvements[Game::TradeArea] = 3;
    QCOMPARE(g->cardRate(s, 0, Coin), 2);
    QCOMPARE(g->cardRate(s, 0, int(model::index(Resource::Grain))), 3);
    g->apply(s, makeAction(ActionType::MaritimeTrade, unsigned(Coin), unsigned(Cloth)));
    QCOMPARE(int(s.ck[0].commodities[2]), 2);
    QCOMPARE(int(s.ck[0].commodities[1]), 1);
}

void TestEngineCitiesKnights::rule_ckImprovementCostAndNeedsCity()
{
    // 001:L3428: level n of an area costs n of its commodity (trade cloth, politics coin,
    // science paper, 001:L3420–3424); 001:L3430: none without a city.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    giveCard(*g, s, 0, Cloth, 3);
    putBuilding(*g, s, 0, cornerOf(*g, 0, -2, Corner::North), 1);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyImprovement), 0);
    s.cornerLevel[std::size_t(cornerOf(*g, 0, -2, Corner::North))] = 2;
    s.players[0].settlementsLeft++;
    s.players[0].citiesLeft--;
    const Action trade = makeAction(ActionType::BuyImprovement, unsigned(Game::TradeArea));
    QVERIFY(legalOf(*g, s).contains(trade));
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyImprovement), 1);
    g->apply(s, trade); // level 1: 1 cloth
    g->apply(s, trade); // level 2: 2 cloth
    QCOMPARE(int(s.ck[0].improvements[Game::TradeArea]), 2);
    QCOMPARE(int(s.ck[0].commodities[1]), 0);
    QCOMPARE(int(s.commodityBank[1]), 12);
    QVERIFY(!legalOf(*g, s).contains(trade));
}

void TestEngineCitiesKnights::rule_ckMetropolisFirstToLevelFourTakenAtFive()
{
    // 001:L3450–3458: the first to level 4 places the area's metropolis on a city (+2 VP); a
    // player reaching level 5 before its holder takes it; at level 5 it cannot be taken.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int a = cornerOf(*g, 0, -2, Corner::North), b = cornerOf(*g, 2, 0, Corner::South);
    putBuilding(*g, s, 0, a, 2);
    putBuilding(*g, s, 1, b, 2);
    s.ck[0].improvements[Game::ScienceArea] = 3;
    s.ck[1].improvements[Game::ScienceArea] = 4;
    giveCard(*g, s, 0, Paper, 9);
    const int vp = g->victoryPoints(s, 0);
    QVERIFY(!legalOf(*g, s).contains(
        makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea))));
    const Action place
        = makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea), unsigned(a + 1));
    QVERIFY(legalOf(*g, s).contains(place));
    g->apply(s, place);
    QCOMPARE(int(s.metropolis[Game::ScienceArea]), a);
    QCOMPARE(g->victoryPoints(s, 0), vp + 2);
    // Player 1 reaches level 5 first and takes it.
    s.actor = 1;
    s.turnPlayer = 1;
    giveCard(*g, s, 1, Paper, 5);
    const Action take
        = makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea), unsigned(b + 1));
    QVERIFY(legalOf(*g, s).contains(take));
    g->apply(s, take);
    QCOMPARE(int(s.metropolis[Game::ScienceArea]), b);
    QCOMPARE(g->victoryPoints(s, 0), vp);
    QCOMPARE(g->victoryPoints(s, 1), 2 + 2);
    // Player 0 reaching level 5 later cannot take it back.
    s.actor = 0;
    s.turnPlayer = 0;
    giveCard(*g, s, 0, Paper, 5 - 4);
    QVERIFY(legalOf(*g, s).contains(
        makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea))));
    g->apply(s, makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea)));
    QCOMPARE(int(s.metropolis[Game::ScienceArea]), b);
}

void TestEngineCitiesKnights::rule_ckLevelFourNeedsCityForMetropolis()
{
    // 001:L3466: no improvement beyond level 3 without a city that could take a metropolis;
    // 001:L3461: a metropolis is not pillaged.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int a = cornerOf(*g, 0, -2, Corner::North);
    putBuilding(*g, s, 0, a, 2);
    s.metropolis[Game::TradeArea] = std::int16_t(a);
    s.ck[0].improvements[Game::ScienceArea] = 3;
    giveCard(*g, s, 0, Paper, 4);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyImprovement), 0);
    putBuilding(*g, s, 0, cornerOf(*g, 2, 0, Corner::South), 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyImprovement), 1);
}

void TestEngineCitiesKnights::rule_ckAqueductFreeResourceWhenNothingProduced()
{
    // 001:L3442: science level 3: a production roll that gives the player nothing lets them take
    // one resource of their choice (they may decline); not on a 7.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    putBuilding(*g, s, 1, cornerOf(*g, 0, -2, Corner::North), 2);
    s.ck[1].improvements[Game::ScienceArea] = 3;
    rollNow(*g, s, roll(1, 1, validation::EventFace::Trade)); // 2: nothing for player 1
    QCOMPARE(s.phase, Phase::GoldChoice);
    QCOMPARE(g->currentPlayer(s), 1);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::ChooseGold), 6); // 5 resources or nothing
    g->apply(s, makeAction(ActionType::ChooseGold, res(Resource::Grain)));
    QCOMPARE(int(s.players[1].resources[res(Resource::Grain)]), 1);
    QCOMPARE(s.phase, Phase::Main);
    s = preRollState(*g);
    putBuilding(*g, s, 1, cornerOf(*g, 0, -2, Corner::North), 2);
    s.ck[1].improvements[Game::ScienceArea] = 3;
    rollNow(*g, s, roll(4, 6, validation::EventFace::Trade)); // 10: ore and coin
    QCOMPARE(s.phase, Phase::Main);
    s = preRollState(*g);
    s.ck[1].improvements[Game::ScienceArea] = 3;
    rollNow(*g, s, roll(3, 4, validation::EventFace::Trade)); // 7: no Aqueduct
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineCitiesKnights::rule_ckCityWalls()
{
    // 001:L3353–3366: 2 brick, under an own city only, one per city, at most 3.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int settlement = cornerOf(*g, -1, 0, Corner::North);
    putBuilding(*g, s, 0, settlement, 1);
    give(s, 0, Resource::Brick, 8);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildCityWall), 0);
    const int cities[] = {cornerOf(*g, 0, -2, Corner::North), cornerOf(*g, 2, 0, Corner::South),
        cornerOf(*g, -2, 2, Corner::South), cornerOf(*g, 1, 1, Corner::South)};
    for (int c : cities)
        putBuilding(*g, s, 0, c, 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildCityWall), 4);
    g->apply(s, makeAction(ActionType::BuildCityWall, unsigned(cities[0])));
    QVERIFY(!legalOf(*g, s).contains(makeAction(ActionType::BuildCityWall, unsigned(cities[0]))));
    g->apply(s, makeAction(ActionType::BuildCityWall, unsigned(cities[1])));
    g->apply(s, makeAction(ActionType::BuildCityWall, unsigned(cities[2])));
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuildCityWall), 0);
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 2);
    QCOMPARE(g->handLimit(s, 0), 7 + 6);
}

void TestEngineCitiesKnights::rule_ckBarbariansAdvanceAndAttackAtTrackEnd()
{
    // 001:L3306–3308: a ship face moves the barbarians one space; they attack when they reach
    // the end of the track (7 spaces by default: the track is picture-only, RULES-DIGEST §2.5);
    // 001:L3606: afterwards the ship returns and every knight is inactive.
    auto g = citiesKnightsGame();
    QCOMPARE(g->rules().barbarianTrack, 7);
    GameState s = preRollState(*g);
    putKnight(*g, s, 2, cornerOf(*g, 1, 1, Corner::South), 1, true);
    for (int turn = 1; turn <= 6; ++turn) {
        rollNow(*g, s, roll(1, 2, validation::EventFace::Ship));
        QCOMPARE(int(s.barbarianPosition), turn);
        g->apply(s, makeAction(ActionType::EndTurn));
        rollNow(*g, s, roll(1, 2, validation::EventFace::Trade)); // a gate: no move
        QCOMPARE(int(s.barbarianPosition), turn);
        g->apply(s, makeAction(ActionType::EndTurn));
    }
    QCOMPARE(int(s.barbarianAttacks), 0);
    rollNow(*g, s, roll(1, 2, validation::EventFace::Ship));
    QCOMPARE(int(s.barbarianAttacks), 1);
    QCOMPARE(int(s.barbarianPosition), 0);
    QCOMPARE(int(s.knights[2][0].flags & GameState::KnightActive), 0);
}

void TestEngineCitiesKnights::rule_ckBarbariansPillageWeakestMetropolisImmune()
{
    // 001:L3578–3596: barbarians = cities incl. metropolises; defence = active knights. If the
    // barbarians are stronger, every player tied for the weakest defence who has a city to lose
    // loses one (players with none, or only metropolises, are immune and not counted); its wall
    // is destroyed. Production comes after (001:L3296).
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    s.barbarianPosition = 6;
    const int a = cornerOf(*g, 0, -2, Corner::North), b = cornerOf(*g, 2, 0, Corner::South),
              m = cornerOf(*g, -2, 2, Corner::South), b2 = cornerOf(*g, 0, 1, Corner::South);
    putBuilding(*g, s, 0, a, 2); // player 0: one city with a wall, a basic knight active
    s.walls[0][0] = std::int16_t(a);
    putKnight(*g, s, 0, cornerOf(*g, -1, 0, Corner::North), 1, true);
    putBuilding(*g, s, 1, b, 2); // player 1: two cities, a basic knight active
    putBuilding(*g, s, 1, b2, 2);
    putKnight(*g, s, 1, cornerOf(*g, 1, -1, Corner::North), 1, true);
    putBuilding(*g, s, 2, m, 2); // player 2: only a metropolis, no knights
    s.metropolis[Game::PoliticsArea] = std::int16_t(m);
    s.ck[2].points = 2;
    // 4 cities against 2 knights: players 0 and 1 tie for the weakest among the exposed.
    rollNow(*g, s, roll(4, 6, validation::EventFace::Ship)); // a 10: mountains (0,-2)
    QCOMPARE(s.phase, Phase::PillageCity);
    QCOMPARE(g->currentPlayer(s), 0);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PillageCity), 1);
    g->apply(s, makeAction(ActionType::PillageCity, unsigned(a)));
    QCOMPARE(int(s.cornerLevel[std::size_t(a)]), 1);
    QCOMPARE(int(s.walls[0][0]), -1);
    QCOMPARE(g->currentPlayer(s), 1);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PillageCity), 2);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 0); // production waits
    g->apply(s, makeAction(ActionType::PillageCity, unsigned(b2)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.cornerLevel[std::size_t(m)]), 2);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1); // now a settlement's 1 ore
    QCOMPARE(int(s.ck[0].commodities[2]), 0);
    QCOMPARE(g->victoryPoints(s, 2), 4);
}

void TestEngineCitiesKnights::rule_ckPillageNeedsASettlementPiece()
{
    // 001:L3590: a pillaged city is "reduced to a settlement (replace the city piece with a
    // settlement)". With no settlement piece left that cannot be done; the rulebook is silent,
    // and the engine treats the city as one the barbarians cannot reduce (Barbarians.cpp).
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    s.barbarianPosition = 6;
    const int a = cornerOf(*g, 0, -2, Corner::North), b = cornerOf(*g, 2, 0, Corner::South);
    putBuilding(*g, s, 0, a, 2);
    s.players[0].settlementsLeft = 0; // all five on the board
    putBuilding(*g, s, 1, b, 2);
    rollNow(*g, s, roll(1, 1, validation::EventFace::Ship)); // 2 cities against no knight
    QCOMPARE(s.phase, Phase::PillageCity);
    QCOMPARE(g->currentPlayer(s), 1); // player 0 cannot lose a city
    g->apply(s, makeAction(ActionType::PillageCity, unsigned(b)));
    QCOMPARE(int(s.cornerLevel[std::size_t(b)]), 1);
    QCOMPARE(int(s.cornerLevel[std::size_t(a)]), 2);
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineCitiesKnights::rule_ckDefenderOfCatan()
{
    // 001:L3598–3602: knights at least as strong as the barbarians: the single strongest
    // defender takes a "Defender of Catan" card (1 VP); a tie for the strongest gives none.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    s.barbarianPosition = 6;
    putBuilding(*g, s, 0, cornerOf(*g, 0, -2, Corner::North), 2);
    putKnight(*g, s, 1, cornerOf(*g, 1, -1, Corner::North), 2, true);
    putKnight(*g, s, 2, cornerOf(*g, -1, 0, Corner::North), 1, true);
    const int vp = g->victoryPoints(s, 1);
    rollNow(*g, s, roll(1, 1, validation::EventFace::Ship));
    QCOMPARE(g->victoryPoints(s, 1), vp + 1);
    QCOMPARE(int(s.defenderCards), 5);
    // A tie for the strongest: nobody takes a card.
    s = preRollState(*g);
    s.barbarianPosition = 6;
    putKnight(*g, s, 1, cornerOf(*g, 1, -1, Corner::North), 1, true);
    putKnight(*g, s, 2, cornerOf(*g, -1, 0, Corner::North), 1, true);
    rollNow(*g, s, roll(1, 1, validation::EventFace::Ship));
    QCOMPARE(int(s.defenderCards), 6);
    QCOMPARE(int(s.ck[1].points + s.ck[2].points), 0);
}

void TestEngineCitiesKnights::rule_ckKnightHireActivatePromote()
{
    // 001:L3376: hiring costs 1 wool + 1 ore, a basic knight, inactive, on an empty intersection
    // at the player's roads (no distance rule, 001:L3513). 001:L3380, L3393: activating costs 1
    // grain; it cannot act the turn it is activated. 001:L3385: promoting costs 1 wool + 1 ore,
    // once a turn per knight; strong to mighty only with the Fortress (politics 3); 2 pieces of
    // each strength (001:L3272).
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int home = cornerOf(*g, 0, -1, Corner::North);
    const int next = cornerOf(*g, 0, -1, Corner::NorthEast);
    const int far = cornerOf(*g, 0, -1, Corner::SouthEast);
    putBuilding(*g, s, 0, home, 1);
    putRoad(*g, s, 0, edgeBetween(*g, home, next));
    putRoad(*g, s, 0, edgeBetween(*g, next, far));
    give(s, 0, Resource::Wool, 5);
    give(s, 0, Resource::Ore, 5);
    give(s, 0, Resource::Grain, 1);
    ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::BuildKnight), 2); // next (beside the settlement) and far
    g->apply(s, makeAction(ActionType::BuildKnight, unsigned(next)));
    QCOMPARE(int(s.knights[0][0].strength), 1);
    QCOMPARE(int(s.knights[0][0].flags), 0);
    QCOMPARE(int(s.cornerOwner[std::size_t(next)]), 0);
    QCOMPARE(int(s.cornerLevel[std::size_t(next)]), 0);
    g->apply(s, makeAction(ActionType::BuildKnight, unsigned(far)));
    l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::BuildKnight), 0); // both basic knights are out
    QVERIFY(l.contains(makeAction(ActionType::ActivateKnight, unsigned(next))));
    g->apply(s, makeAction(ActionType::ActivateKnight, unsigned(next)));
    l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::MoveKnight), 0); // activated this turn
    g->apply(s, makeAction(ActionType::PromoteKnight, unsigned(next)));
    QCOMPARE(int(s.knights[0][0].strength), 2);
    QVERIFY(s.knights[0][0].flags & GameState::KnightActive);
    l = legalOf(*g, s);
    QVERIFY(!l.contains(makeAction(ActionType::PromoteKnight, unsigned(next)))); // once a turn
    g->apply(s, makeAction(ActionType::EndTurn));
    s.turnPlayer = 0;
    s.actor = 0;
    s.phase = Phase::Main;
    l = legalOf(*g, s);
    QVERIFY(!l.contains(makeAction(ActionType::PromoteKnight, unsigned(next)))); // no Fortress
    s.ck[0].improvements[Game::PoliticsArea] = 3;
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::PromoteKnight, unsigned(next))));
}

void TestEngineCitiesKnights::rule_ckKnightMoveAlongOwnRoads()
{
    // 001:L3522–3528: an active knight moves along the player's roads to an empty intersection,
    // passing own pieces but no one else's; it is inactive afterwards.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int c0 = cornerOf(*g, 0, -1, Corner::North), c1 = cornerOf(*g, 0, -1, Corner::NorthEast),
              c2 = cornerOf(*g, 0, -1, Corner::SouthEast), c3 = cornerOf(*g, 0, -1, Corner::South);
    putRoad(*g, s, 0, edgeBetween(*g, c0, c1));
    putRoad(*g, s, 0, edgeBetween(*g, c1, c2));
    putRoad(*g, s, 0, edgeBetween(*g, c2, c3));
    putKnight(*g, s, 0, c0, 1, true);
    putBuilding(*g, s, 0, c1, 1); // own settlement: passable
    putKnight(*g, s, 1, c3, 1, false); // opponent's knight at the far end
    ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::MoveKnight), 1);
    QVERIFY(l.contains(makeAction(ActionType::MoveKnight, unsigned(c0), unsigned(c2))));
    QCOMPARE(countOf(l, ActionType::DisplaceKnight), 0); // a basic knight displaces nobody
    g->apply(s, makeAction(ActionType::MoveKnight, unsigned(c0), unsigned(c2)));
    QCOMPARE(int(s.cornerOwner[std::size_t(c0)]), -1);
    QCOMPARE(int(s.cornerOwner[std::size_t(c2)]), 0);
    QCOMPARE(int(s.knights[0][0].flags & GameState::KnightActive), 0);
}

void TestEngineCitiesKnights::rule_ckKnightDisplaceWeakerAndRetreat()
{
    // 001:L3540–3556: a stronger active knight displaces an opponent's weaker knight connected
    // by the player's roads; its owner moves it to an empty intersection along their roads, or
    // it leaves the board. The displacer ends inactive.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int c0 = cornerOf(*g, 0, -1, Corner::North), c1 = cornerOf(*g, 0, -1, Corner::NorthEast),
              c2 = cornerOf(*g, 0, -1, Corner::SouthEast), c3 = cornerOf(*g, 0, -1, Corner::South);
    putRoad(*g, s, 0, edgeBetween(*g, c0, c1));
    putRoad(*g, s, 1, edgeBetween(*g, c1, c2));
    putRoad(*g, s, 1, edgeBetween(*g, c2, c3));
    putKnight(*g, s, 0, c0, 2, true);
    putKnight(*g, s, 1, c1, 1, true);
    const Action displace = makeAction(ActionType::DisplaceKnight, unsigned(c0), unsigned(c1));
    QVERIFY(legalOf(*g, s).contains(displace));
    g->apply(s, displace);
    QCOMPARE(s.phase, Phase::KnightRetreat);
    QCOMPARE(g->currentPlayer(s), 1);
    ActionList l = legalOf(*g, s);
    QCOMPARE(l.size(), 2); // c2 or c3 along player 1's roads
    g->apply(s, makeAction(ActionType::RetreatKnight, unsigned(c3)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.cornerOwner[std::size_t(c1)]), 0);
    QCOMPARE(int(s.cornerOwner[std::size_t(c3)]), 1);
    QCOMPARE(int(s.knights[1][0].flags & GameState::KnightActive), 1); // status unchanged
    QCOMPARE(int(s.knights[0][0].flags & GameState::KnightActive), 0);
    // Without a road to retreat along, the displaced knight leaves the board.
    s = mainState(*g);
    putRoad(*g, s, 0, edgeBetween(*g, c0, c1));
    putKnight(*g, s, 0, c0, 3, true);
    putKnight(*g, s, 1, c1, 2, false);
    g->apply(s, makeAction(ActionType::DisplaceKnight, unsigned(c0), unsigned(c1)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.knights[1][0].strength), 0);
}

void TestEngineCitiesKnights::rule_ckKnightBlocksRoadsAndBreaksLongestRoad()
{
    // 001:L3513–3518: a knight ignores the distance rule; an opponent may not build past it and
    // it breaks their longest road.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int ring[] = {cornerOf(*g, 0, -1, Corner::NorthWest), cornerOf(*g, 0, -1, Corner::North),
        cornerOf(*g, 0, -1, Corner::NorthEast), cornerOf(*g, 0, -1, Corner::SouthEast),
        cornerOf(*g, 0, -1, Corner::South), cornerOf(*g, 0, -1, Corner::SouthWest)};
    for (int i = 0; i < 5; ++i)
        putRoad(*g, s, 1, edgeBetween(*g, ring[i], ring[i + 1]));
    QCOMPARE(g->longestRoadOf(s, 1), 5);
    // Player 0 reaches the middle of that road with a road of their own, beside their
    // settlement: the knight may stand next to a building.
    const int mid = ring[2];
    int spur = -1;
    for (auto n : g->topology().cornerCorners(mid))
        if (n != model::BoardTopology::NoId && int(n) != ring[1] && int(n) != ring[3])
            spur = int(n);
    putBuilding(*g, s, 0, spur, 1);
    putRoad(*g, s, 0, edgeBetween(*g, mid, spur));
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Ore, 1);
    const Action hire = makeAction(ActionType::BuildKnight, unsigned(mid));
    QVERIFY(legalOf(*g, s).contains(hire));
    g->apply(s, hire);
    QCOMPARE(int(s.players[1].longestRoad), 3); // 2 + 3 roads on either side of the knight
    QVERIFY(!g->canPlaceRoad(s, 1, edgeBetween(*g, mid, spur)));
    // Player 1 may not build on past the knight: only ring[5]'s other side is open to them.
    s.edgeOwner[std::size_t(edgeBetween(*g, ring[2], ring[3]))] = -1;
    s.edgeOwner[std::size_t(edgeBetween(*g, ring[3], ring[4]))] = -1;
    s.edgeOwner[std::size_t(edgeBetween(*g, ring[4], ring[5]))] = -1;
    QVERIFY(!g->canPlaceRoad(s, 1, edgeBetween(*g, ring[2], ring[3])));
    QVERIFY(g->canPlaceRoad(s, 0, edgeBetween(*g, ring[2], ring[3])));
    // Knights do not count for the distance rule: ring[3], beside the knight, is a free spot.
    QVERIFY(g->isFreeSpot(s, ring[3]));
}

void TestEngineCitiesKnights::rule_ckKnightChasesRobberAfterFirstAttack()
{
    // 001:L3568–3570, L3334: an active knight beside the robber's hex chases it to a numbered
    // hex and steals; not before the first barbarian attack.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int atDesert = cornerOf(*g, 0, 0, Corner::North);
    putKnight(*g, s, 0, atDesert, 1, true);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::ChaseRobber), 0);
    s.barbarianAttacks = 1;
    const Action chase = makeAction(ActionType::ChaseRobber, unsigned(atDesert));
    QVERIFY(legalOf(*g, s).contains(chase));
    g->apply(s, chase);
    QCOMPARE(s.phase, Phase::MoveRobber);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::MoveRobber), 18); // the 18 numbered hexes
    QCOMPARE(int(s.knights[0][0].flags & GameState::KnightActive), 0);
}

void TestEngineCitiesKnights::rule_ckVictoryAtThirteen()
{
    // 001:L3643: 13 points on one's own turn win; metropolises and Defender cards count.
    auto g = citiesKnightsGame();
    QCOMPARE(g->victoryTarget(), 13);
    GameState s = mainState(*g);
    const int cities[] = {cornerOf(*g, 0, -2, Corner::North), cornerOf(*g, 2, 0, Corner::South),
        cornerOf(*g, -2, 2, Corner::South), cornerOf(*g, 1, 1, Corner::South)};
    for (int c : cities)
        putBuilding(*g, s, 0, c, 2);
    s.ck[0].points = 2 + 2; // two metropolises
    QCOMPARE(g->victoryPoints(s, 0), 12);
    s.ck[0].points = 5; // and a Defender card
    give(s, 0, Resource::Brick, 2);
    g->apply(s, makeAction(ActionType::BuildCityWall, unsigned(cities[0])));
    QCOMPARE(s.phase, Phase::GameOver);
    QCOMPARE(int(s.winner), 0);
}

void TestEngineCitiesKnights::ckRandomGamesKeepEveryCard()
{
    // Random play through every C&K rule: every game ends, every card is in the bank or a hand
    // after every action, every progress card in a hand, a deck or played as a point, and no
    // piece count goes out of range.
    auto g = citiesKnightsGame();
    model::Rng rng(11);
    const int cards = totalCards(g->initialState(), 4);
    int won = 0, played = 0;
    bool kept = true;
    for (int game = 0; game < 40; ++game)
        QVERIFY(playRandomGame(*g, rng, [&](const GameState &, Action a, const GameState &after) {
            played += validation::actionType(a) == ActionType::PlayProgressCard ? 1 : 0;
            kept = kept && totalCards(after, 4) == cards && citiesKnightsCountsHold(after, 4);
            won += after.winner >= 0 && g->isTerminal(after) ? 1 : 0;
        }));
    QVERIFY(kept);
    QVERIFY2(won > 0, "random C&K games should sometimes reach 13 points");
    QVERIFY(played > 0);
}

void TestEngineCitiesKnights::ckPlaytestReportsBarbariansAndMetropolises()
{
    // Issue 18: the playtest report adds barbarian attacks per game, cities lost and
    // metropolises per seat; they survive the JSON report and merge over game ranges.
    auto g = citiesKnightsGame();
    validation::PlaytestRunner runner(g, "ck-test");
    validation::PlaytestOptions options;
    options.games = 12;
    options.seed = 5;
    options.bots = {"random", "random", "random", "random"};
    const auto all = runner.run(options);
    QVERIFY(all.error.empty());
    const auto &r = all.report;
    QCOMPARE(r.citiesKnightsGames, std::uint64_t(12));
    std::uint64_t attacks = 0, lost = 0;
    for (const auto &game : all.games) {
        attacks += std::uint64_t(game.barbarianAttacks);
        for (int p = 0; p < 4; ++p)
            lost += std::uint64_t(game.citiesLost[std::size_t(p)]);
    }
    QVERIFY(attacks > 0);
    QCOMPARE(r.barbarianAttacksSum, attacks);
    std::uint64_t lostSum = 0;
    for (auto n : r.citiesLostSum)
        lostSum += n;
    QCOMPARE(lostSum, lost);
    std::string error;
    const auto back = validation::PlaytestReport::fromJson(r.toJson(), error);
    QVERIFY2(back.has_value(), error.c_str());
    QCOMPARE(*back, r);
    options.games = 5;
    const auto first = runner.run(options);
    options.firstGame = 5;
    options.games = 7;
    const auto second = runner.run(options);
    const auto merged = validation::PlaytestReport::merge(first.report, second.report, error);
    QVERIFY2(merged.has_value(), error.c_str());
    QCOMPARE(*merged, r);
}

QTEST_GUILESS_MAIN(TestEngineCitiesKnights)
#include "test_EngineCitiesKnights.moc"
