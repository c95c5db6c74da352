// SPDX-License-Identifier: GPL-3.0-or-later
// Rule-by-rule tests of Cities & Knights' progress cards (rules/citiesknights/ProgressDeck and
// the Science/Politics/TradeCards modules): drawing, the hand limit, victory point cards and each
// card's text (001:L3486–3507, L3699–3955; RULES-DIGEST §5.14).
#include "CitiesKnightsTestUtil.h"

using namespace isle;
using namespace isle::test;
using isle::validation::ChanceList;
using isle::validation::EventFace;
using isle::validation::NoProgressChoice;
using isle::validation::ProgressCard;

namespace {

constexpr unsigned kind(ProgressCard c)
{
    return static_cast<unsigned>(c);
}

/// Moves one copy of `card` from its deck's shuffled part into `player`'s hand.
void giveProgress(GameState &s, int player, ProgressCard card)
{
    s.progressShuffled[kind(card)]--;
    s.progressHand[std::size_t(player)][kind(card)]++;
    s.ck[std::size_t(player)].progressCount++;
}

Action play(ProgressCard card, int arg = 0)
{
    return makeAction(ActionType::PlayProgressCard, kind(card), unsigned(arg));
}

Action choose(int a, int b = 0)
{
    return makeAction(ActionType::ProgressChoice, unsigned(a), unsigned(b));
}

/// Plays `card` (which must be legal) from `player`'s hand in the build phase.
void playNow(const Game &g, GameState &s, ProgressCard card, int arg = 0)
{
    QVERIFY2(g.isLegal(s, play(card, arg)), g.actionToString(play(card, arg)).c_str());
    g.apply(s, play(card, arg));
}

} // namespace

class TestEngineProgressCards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_ckGateDrawsProgressCards();
    void rule_ckProgressHandLimitOffTurn();
    void rule_ckProgressEndTurnWithFive();
    void rule_ckVictoryPointCardsPlayedWhenDrawn();
    void rule_ckDefenderTieDrawsFromChosenDeck();
    void rule_ckAlchemistBeforeTheRoll();
    void rule_ckCraneEngineerMedicine();
    void rule_ckRoadBuildingTwoFreeRoads();
    void rule_ckInventorSwapsTokens();
    void rule_ckIrrigationAndMining();
    void rule_ckSmithAndWarlord();
    void rule_ckBishopRobsEveryNeighbour();
    void rule_ckDeserter();
    void rule_ckDiplomatRemovesOpenRoad();
    void rule_ckIntrigueDisplaces();
    void rule_ckSaboteurHalvesRicherHands();
    void rule_ckSpyTakesACard();
    void rule_ckWeddingGifts();
    void rule_ckCommercialHarbor();
    void rule_ckMasterMerchant();
    void rule_ckMerchantAndMerchantFleet();
    void rule_ckMonopolies();
};

void TestEngineProgressCards::rule_ckGateDrawsProgressCards()
{
    // 001:L3310–3312, L3486–3492: a city gate lets every player whose improvements of its
    // colour show the red die draw that colour's top card, in turn order from the roller;
    // level n shows n + 1 red dice. Production follows the draws (001:L3300–3304).
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    s.ck[1].improvements[Game::TradeArea] = 1; // market: red 1–2
    s.ck[2].improvements[Game::TradeArea] = 2; // red 1–3
    s.ck[3].improvements[Game::PoliticsArea] = 5;
    rollNow(*g, s, roll(4, 3, EventFace::Trade));
    QCOMPARE(s.phase, Phase::ChanceProgressCard);
    QCOMPARE(int(s.progressDrawer), 2);
    ChanceList c;
    g->chanceOutcomes(s, c);
    QCOMPARE(int(c.totalWeight()), 18); // the whole trade deck
    QCOMPARE(c.size(), 6);
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Merchant)));
    QCOMPARE(int(s.progressHand[2][kind(ProgressCard::Merchant)]), 1);
    QCOMPARE(int(s.progressShuffled[kind(ProgressCard::Merchant)]), 5);
    QCOMPARE(s.phase, Phase::Main); // a 7: no production, no robber before the first attack
    s = preRollState(*g);
    s.ck[1].improvements[Game::TradeArea] = 1;
    s.ck[2].improvements[Game::TradeArea] = 2;
    rollNow(*g, s, roll(4, 2, EventFace::Trade));
    QCOMPARE(int(s.progressDrawer), 1); // turn order from the roller: player 1 first
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Merchant)));
    QCOMPARE(int(s.progressDrawer), 2);
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Merchant)));
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineProgressCards::rule_ckProgressHandLimitOffTurn()
{
    // 001:L3503: drawing a fifth card off one's turn: one goes back under its deck, and the
    // cards under a deck come up only after its shuffled part (001:L3505).
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    for (auto c :
        {ProgressCard::Merchant, ProgressCard::Merchant, ProgressCard::Spy, ProgressCard::Crane})
        giveProgress(s, 1, c);
    s.ck[1].improvements[Game::TradeArea] = 1;
    rollNow(*g, s, roll(2, 1, EventFace::Trade));
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::MerchantFleet)));
    QCOMPARE(s.phase, Phase::ProgressDiscard);
    QCOMPARE(g->currentPlayer(s), 1);
    QCOMPARE(legalOf(*g, s).size(), 4); // Merchant, Spy, Crane, Merchant Fleet
    g->apply(s, makeAction(ActionType::DiscardProgressCard, kind(ProgressCard::Spy)));
    QCOMPARE(int(s.ck[1].progressCount), 4);
    QCOMPARE(int(s.progressUnderCount[Game::PoliticsArea]), 1);
    QCOMPARE(s.phase, Phase::Main);
    // The politics deck's shuffled part runs out: the Spy comes up next.
    s.progressDrawDeck = Game::PoliticsArea;
    for (int c = 0; c < validation::ProgressCardKinds; ++c)
        if (Game::progressDeckOf(c) == Game::PoliticsArea)
            s.progressShuffled[std::size_t(c)] = 0;
    s.phase = Phase::ChanceProgressCard;
    ChanceList c;
    g->chanceOutcomes(s, c);
    QCOMPARE(c.size(), 1);
    QCOMPARE(c.action(0), makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Spy)));
}

void TestEngineProgressCards::rule_ckProgressEndTurnWithFive()
{
    // 001:L3503: on one's own turn a fifth card can be played; it cannot be kept past the turn.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    for (auto c : {ProgressCard::Merchant, ProgressCard::Merchant, ProgressCard::Spy,
             ProgressCard::Crane, ProgressCard::Warlord})
        giveProgress(s, 0, c);
    ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::EndTurn), 0);
    QVERIFY(countOf(l, ActionType::DiscardProgressCard) > 0);
    g->apply(s, makeAction(ActionType::DiscardProgressCard, kind(ProgressCard::Merchant)));
    QCOMPARE(countOf(legalOf(*g, s), ActionType::EndTurn), 1);
}

void TestEngineProgressCards::rule_ckVictoryPointCardsPlayedWhenDrawn()
{
    // 001:L3502, L3750, L3841: the Printer and the Constitution are 1 point each, face up when
    // drawn, even off one's turn; they are not in the hand and do not count for its limit.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    s.ck[3].improvements[Game::ScienceArea] = 1;
    rollNow(*g, s, roll(1, 1, EventFace::Science));
    const int vp = g->victoryPoints(s, 3);
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Printer)));
    QCOMPARE(g->victoryPoints(s, 3), vp + 1);
    QCOMPARE(int(s.ck[3].progressCount), 0);
    QCOMPARE(int(s.progressShuffled[kind(ProgressCard::Printer)]), 0);
}

void TestEngineProgressCards::rule_ckDefenderTieDrawsFromChosenDeck()
{
    // 001:L3602: a tie for the strongest defence: each tied player draws from a deck of their
    // choice, in turn order from the roller.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    s.barbarianPosition = 6;
    putKnight(*g, s, 1, cornerOf(*g, 1, -1, Corner::North), 1, true);
    putKnight(*g, s, 3, cornerOf(*g, -1, 0, Corner::North), 1, true);
    rollNow(*g, s, roll(2, 3, EventFace::Ship));
    QCOMPARE(s.phase, Phase::ChooseProgressDeck);
    QCOMPARE(g->currentPlayer(s), 1);
    g->apply(s, makeAction(ActionType::ChooseProgressDeck, unsigned(Game::PoliticsArea)));
    QCOMPARE(s.phase, Phase::ChanceProgressCard);
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Spy)));
    QCOMPARE(g->currentPlayer(s), 3);
    g->apply(s, makeAction(ActionType::ChooseProgressDeck, unsigned(Game::TradeArea)));
    g->apply(s, makeAction(ActionType::ProgressCardOutcome, kind(ProgressCard::Merchant)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.progressHand[1][kind(ProgressCard::Spy)]), 1);
    QCOMPARE(int(s.progressHand[3][kind(ProgressCard::Merchant)]), 1);
}

void TestEngineProgressCards::rule_ckAlchemistBeforeTheRoll()
{
    // 001:L3703: the only card played before the roll: it sets both production dice (a 7 too);
    // the event die is still rolled and resolved first.
    auto g = citiesKnightsGame();
    GameState s = preRollState(*g);
    giveProgress(s, 0, ProgressCard::Alchemist);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayProgressCard), 36);
    g->apply(s, play(ProgressCard::Alchemist, 4 + 8 * 6)); // yellow 4, red 6: a 10
    QCOMPARE(s.phase, Phase::ChanceDice);
    ChanceList c;
    g->chanceOutcomes(s, c);
    QCOMPARE(c.size(), 4);
    QCOMPARE(int(c.totalWeight()), 6);
    model::Rng rng(3);
    const Action a = g->sampleChance(s, rng);
    QCOMPARE(validation::actionArgA(a), 10);
    g->apply(s, a);
    QCOMPARE(int(s.alchemist), 0);
    // In the build phase it is not playable.
    giveProgress(s, 0, ProgressCard::Alchemist);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayProgressCard), 0);
}

void TestEngineProgressCards::rule_ckCraneEngineerMedicine()
{
    // 001:L3707: the Crane takes 1 commodity off one improvement (level 1 free), not twice;
    // 001:L3711: the Engineer builds a free city wall; 001:L3741: Medicine, a city for 2 ore
    // and 1 grain.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int city = cornerOf(*g, 0, -2, Corner::North), town = cornerOf(*g, 2, 0, Corner::South);
    putBuilding(*g, s, 0, city, 2);
    putBuilding(*g, s, 0, town, 1);
    giveProgress(s, 0, ProgressCard::Crane);
    giveProgress(s, 0, ProgressCard::Crane);
    giveProgress(s, 0, ProgressCard::Engineer);
    giveProgress(s, 0, ProgressCard::Medicine);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyImprovement), 0);
    playNow(*g, s, ProgressCard::Crane);
    QVERIFY(!g->isLegal(s, play(ProgressCard::Crane))); // not combinable
    g->apply(s, makeAction(ActionType::BuyImprovement, unsigned(Game::ScienceArea))); // free
    QCOMPARE(int(s.ck[0].improvements[Game::ScienceArea]), 1);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::BuyImprovement), 0);
    playNow(*g, s, ProgressCard::Engineer, city);
    QCOMPARE(int(s.walls[0][0]), city);
    give(s, 0, Resource::Ore, 2);
    give(s, 0, Resource::Grain, 1);
    playNow(*g, s, ProgressCard::Medicine, town);
    QCOMPARE(int(s.cornerLevel[std::size_t(town)]), 2);
    QCOMPARE(int(s.players[0].cardCount), 0);
    QCOMPARE(int(s.progressUnderCount[Game::ScienceArea]), 3); // played cards go under
}

void TestEngineProgressCards::rule_ckRoadBuildingTwoFreeRoads()
{
    // 001:L3755: 2 roads for free, by the normal rules for roads.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, cornerOf(*g, 0, -2, Corner::North), 2);
    giveProgress(s, 0, ProgressCard::RoadBuilding);
    const int roads = s.players[0].roadsLeft;
    playNow(*g, s, ProgressCard::RoadBuilding);
    QCOMPARE(s.phase, Phase::RoadBuilding);
    for (int i = 0; i < 2; ++i) {
        const ActionList l = legalOf(*g, s);
        QVERIFY(countOf(l, ActionType::BuildRoad) > 0);
        g->apply(s, l[0]);
    }
    QCOMPARE(int(s.players[0].roadsLeft), roads - 2);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 0); // free
}

void TestEngineProgressCards::rule_ckInventorSwapsTokens()
{
    // 001:L3729–3731: two tokens change places, never a 2, 12, 6 or 8; production follows them.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    giveProgress(s, 0, ProgressCard::Inventor);
    playNow(*g, s, ProgressCard::Inventor);
    QCOMPARE(s.phase, Phase::ProgressChoice);
    const int ten = hexId(*g, 0, -2), three = hexId(*g, 1, 0), six = hexId(*g, 0, -1);
    const ActionList l = legalOf(*g, s);
    QVERIFY(l.contains(choose(ten, three)));
    for (Action a : l)
        QVERIFY(validation::actionArgA(a) != six && validation::actionArgB(a) != six);
    QCOMPARE(l.size(), 12 * 11 / 2); // 12 tokens of 3, 4, 5, 9, 10, 11 on the board
    g->apply(s, choose(ten, three));
    QCOMPARE(g->tokenNow(s, ten), 3);
    QCOMPARE(g->tokenNow(s, three), 10);
    QCOMPARE(s.phase, Phase::Main);
    putBuilding(*g, s, 1, cornerOf(*g, 0, -2, Corner::North), 1); // mountains, now a 3
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    rollNow(*g, s, roll(1, 2, EventFace::Ship));
    QCOMPARE(int(s.players[1].resources[res(Resource::Ore)]), 1);
}

void TestEngineProgressCards::rule_ckIrrigationAndMining()
{
    // 001:L3733–3739: 2 grain / ore per fields / mountains hex beside the player's buildings;
    // cities do not double it.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, cornerOf(*g, 0, 1, Corner::South), 2); // fields 4, fields 6, ...
    putBuilding(*g, s, 0, cornerOf(*g, 0, 1, Corner::SouthEast), 1); // same fields 4
    giveProgress(s, 0, ProgressCard::Irrigation);
    giveProgress(s, 0, ProgressCard::Mining);
    int fields = 0, mountains = 0;
    for (int h = 0; h < g->topology().hexCount(); ++h) {
        bool mine = false;
        for (auto c : g->topology().hexCorners(h))
            mine = mine || s.cornerOwner[std::size_t(c)] == 0;
        fields += mine && g->hexResource(h) == int(res(Resource::Grain)) ? 1 : 0;
        mountains += mine && g->hexResource(h) == int(res(Resource::Ore)) ? 1 : 0;
    }
    QVERIFY(fields >= 1);
    playNow(*g, s, ProgressCard::Irrigation);
    QCOMPARE(int(s.players[0].resources[res(Resource::Grain)]), 2 * fields);
    playNow(*g, s, ProgressCard::Mining);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 2 * mountains);
}

void TestEngineProgressCards::rule_ckSmithAndWarlord()
{
    // 001:L3759: the Smith promotes 2 knights for free by the normal rules (no mighty without
    // the Fortress, once a turn each); 001:L3880: the Warlord activates every own knight, which
    // then cannot act this turn.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int a = cornerOf(*g, 0, -1, Corner::North), b = cornerOf(*g, -1, 1, Corner::South);
    putKnight(*g, s, 0, a, 1, false);
    putKnight(*g, s, 0, b, 2, false);
    giveProgress(s, 0, ProgressCard::Smith);
    giveProgress(s, 0, ProgressCard::Warlord);
    playNow(*g, s, ProgressCard::Smith);
    ActionList l = legalOf(*g, s);
    QCOMPARE(l.size(), 2); // the basic knight, or stop (the strong one needs the Fortress)
    g->apply(s, choose(a));
    QCOMPARE(int(s.knights[0][0].strength), 2);
    QCOMPARE(s.phase, Phase::Main); // nothing else can be promoted this turn
    playNow(*g, s, ProgressCard::Warlord);
    QVERIFY(s.knights[0][0].flags & GameState::KnightActive);
    QVERIFY(s.knights[0][1].flags & GameState::KnightActive);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::MoveKnight), 0);
}

void TestEngineProgressCards::rule_ckBishopRobsEveryNeighbour()
{
    // 001:L3845–3847: the robber moves and 1 random card is taken from each player with a
    // building at the hex; not before the first attack (001:L3334).
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    giveProgress(s, 0, ProgressCard::Bishop);
    QVERIFY(!g->isLegal(s, play(ProgressCard::Bishop, hexId(*g, 0, -1))));
    s.barbarianAttacks = 1;
    putBuilding(*g, s, 1, cornerOf(*g, 0, -1, Corner::North), 1);
    putBuilding(*g, s, 2, cornerOf(*g, 0, -1, Corner::South), 2);
    give(s, 1, Resource::Wool, 2);
    giveCard(*g, s, 2, Coin, 1);
    playNow(*g, s, ProgressCard::Bishop, hexId(*g, 0, -1));
    QCOMPARE(s.phase, Phase::ChanceSteal);
    g->apply(s, makeAction(ActionType::StealOutcome, res(Resource::Wool)));
    QCOMPARE(s.phase, Phase::ChanceSteal);
    g->apply(s, makeAction(ActionType::StealOutcome, unsigned(Coin)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].cardCount), 2);
    QCOMPARE(int(s.ck[0].commodities[2]), 1);
}

void TestEngineProgressCards::rule_ckDeserter()
{
    // 001:L3851–3853: the opponent removes a knight of their choice; the player may place one
    // of the same strength (a basic one if they have none left), with the same status.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int home = cornerOf(*g, 0, -1, Corner::North),
              next = cornerOf(*g, 0, -1, Corner::NorthEast);
    putRoad(*g, s, 0, edgeBetween(*g, home, next));
    putKnight(*g, s, 1, cornerOf(*g, -1, 1, Corner::South), 3, true);
    putKnight(*g, s, 1, cornerOf(*g, 1, 1, Corner::South), 1, false);
    giveProgress(s, 0, ProgressCard::Deserter);
    playNow(*g, s, ProgressCard::Deserter, 1);
    QCOMPARE(g->currentPlayer(s), 1);
    QCOMPARE(legalOf(*g, s).size(), 2);
    g->apply(s, choose(cornerOf(*g, -1, 1, Corner::South)));
    QCOMPARE(g->currentPlayer(s), 0);
    QVERIFY(legalOf(*g, s).contains(choose(NoProgressChoice)));
    g->apply(s, choose(next));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.knights[0][0].strength), 3); // mighty, without a Fortress
    QVERIFY(s.knights[0][0].flags & GameState::KnightActive);
    QCOMPARE(int(s.knights[1][0].strength), 0);
}

void TestEngineProgressCards::rule_ckDiplomatRemovesOpenRoad()
{
    // 001:L3857–3859: an open road (no piece or road of its colour at one end) is removed; an
    // own road may be placed again at once, free, or not.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int c0 = cornerOf(*g, 0, -1, Corner::North), c1 = cornerOf(*g, 0, -1, Corner::NorthEast),
              c2 = cornerOf(*g, 0, -1, Corner::SouthEast);
    putBuilding(*g, s, 1, c0, 1);
    putRoad(*g, s, 1, edgeBetween(*g, c0, c1));
    putRoad(*g, s, 1, edgeBetween(*g, c1, c2));
    putKnight(*g, s, 1, c2, 1, false);
    giveProgress(s, 0, ProgressCard::Diplomat);
    // Both ends of the two roads are joined to player 1's pieces: none is open.
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayProgressCard), 0);
    s.cornerOwner[std::size_t(c2)] = -1;
    s.knights[1][0] = {};
    g->refreshDerived(s);
    QVERIFY(g->isLegal(s, play(ProgressCard::Diplomat, edgeBetween(*g, c1, c2))));
    QVERIFY(!g->isLegal(s, play(ProgressCard::Diplomat, edgeBetween(*g, c0, c1))));
    playNow(*g, s, ProgressCard::Diplomat, edgeBetween(*g, c1, c2));
    QCOMPARE(int(s.edgeOwner[std::size_t(edgeBetween(*g, c1, c2))]), -1);
    QCOMPARE(int(s.players[1].roadsLeft), 14);
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineProgressCards::rule_ckIntrigueDisplaces()
{
    // 001:L3863–3865: an opponent's knight at one of the player's roads is displaced without a
    // knight of one's own; with nowhere to go it leaves the board.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int c0 = cornerOf(*g, 0, -1, Corner::North), c1 = cornerOf(*g, 0, -1, Corner::NorthEast);
    putRoad(*g, s, 0, edgeBetween(*g, c0, c1));
    putKnight(*g, s, 1, c1, 3, true);
    giveProgress(s, 0, ProgressCard::Intrigue);
    playNow(*g, s, ProgressCard::Intrigue, c1);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.cornerOwner[std::size_t(c1)]), -1);
    QCOMPARE(int(s.knights[1][0].strength), 0);
}

void TestEngineProgressCards::rule_ckSaboteurHalvesRicherHands()
{
    // 001:L3870–3872: every player with at least as many points discards half their cards,
    // rounded down, of their choice; then the turn goes on.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    putBuilding(*g, s, 1, cornerOf(*g, 0, -2, Corner::North), 1);
    give(s, 1, Resource::Ore, 5);
    give(s, 2, Resource::Wool, 4);
    putBuilding(*g, s, 0, cornerOf(*g, 2, 0, Corner::South), 2); // player 0 has more than 2
    putBuilding(*g, s, 3, cornerOf(*g, 1, 1, Corner::South), 2);
    give(s, 3, Resource::Grain, 3);
    giveProgress(s, 0, ProgressCard::Saboteur);
    playNow(*g, s, ProgressCard::Saboteur);
    QCOMPARE(s.phase, Phase::Discard);
    QCOMPARE(int(s.players[1].discardOwed), 0); // fewer points
    QCOMPARE(int(s.players[3].discardOwed), 1); // as many points: 3 cards, discards 1
    g->apply(s, makeAction(ActionType::Discard, res(Resource::Grain)));
    QCOMPARE(s.phase, Phase::Main);
}

void TestEngineProgressCards::rule_ckSpyTakesACard()
{
    // 001:L3876: look at a player's progress cards and take one, or none.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    giveProgress(s, 2, ProgressCard::Merchant);
    giveProgress(s, 0, ProgressCard::Spy);
    QVERIFY(!g->isLegal(s, play(ProgressCard::Spy, 1))); // player 1 has none
    playNow(*g, s, ProgressCard::Spy, 2);
    QCOMPARE(legalOf(*g, s).size(), 2);
    g->apply(s, choose(int(kind(ProgressCard::Merchant))));
    QCOMPARE(int(s.progressHand[0][kind(ProgressCard::Merchant)]), 1);
    QCOMPARE(int(s.ck[2].progressCount), 0);
}

void TestEngineProgressCards::rule_ckWeddingGifts()
{
    // 001:L3884–3886: each player with more points gives 2 cards of their choice (1 if that is
    // all they have).
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    putBuilding(*g, s, 1, cornerOf(*g, 0, -2, Corner::North), 2);
    give(s, 1, Resource::Ore, 3);
    putBuilding(*g, s, 2, cornerOf(*g, 2, 0, Corner::South), 2);
    giveCard(*g, s, 2, Cloth, 1);
    give(s, 3, Resource::Wool, 4); // no more points than player 0
    giveProgress(s, 0, ProgressCard::Wedding);
    playNow(*g, s, ProgressCard::Wedding);
    QCOMPARE(g->currentPlayer(s), 1);
    g->apply(s, choose(int(res(Resource::Ore))));
    g->apply(s, choose(int(res(Resource::Ore))));
    QCOMPARE(g->currentPlayer(s), 2);
    g->apply(s, choose(Cloth));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].cardCount), 3);
    QCOMPARE(int(s.players[3].cardCount), 4);
}

void TestEngineProgressCards::rule_ckCommercialHarbor()
{
    // 001:L3905–3907: for the turn, each opponent once must take one of the player's resources
    // for a commodity of their choice; without commodities the trade is void.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 2);
    giveCard(*g, s, 1, Paper, 1);
    giveCard(*g, s, 1, Coin, 1);
    giveProgress(s, 0, ProgressCard::CommercialHarbor);
    playNow(*g, s, ProgressCard::CommercialHarbor);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::CommercialTrade), 3);
    g->apply(s, makeAction(ActionType::CommercialTrade, 1, res(Resource::Brick)));
    QCOMPARE(g->currentPlayer(s), 1);
    QCOMPARE(legalOf(*g, s).size(), 2);
    g->apply(s, choose(Paper));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[1].resources[res(Resource::Brick)]), 1);
    QCOMPARE(int(s.ck[0].commodities[0]), 1);
    g->apply(s, makeAction(ActionType::CommercialTrade, 2, res(Resource::Brick))); // void
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 1);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::CommercialTrade), 1); // player 3 only
}

void TestEngineProgressCards::rule_ckMasterMerchant()
{
    // 001:L3911: from a player with more points, 2 cards of one's choice.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    putBuilding(*g, s, 1, cornerOf(*g, 0, -2, Corner::North), 2);
    give(s, 1, Resource::Ore, 1);
    giveCard(*g, s, 1, Coin, 2);
    giveProgress(s, 0, ProgressCard::MasterMerchant);
    QVERIFY(!g->isLegal(s, play(ProgressCard::MasterMerchant, 2)));
    playNow(*g, s, ProgressCard::MasterMerchant, 1);
    QCOMPARE(legalOf(*g, s).size(), 2);
    g->apply(s, choose(Coin));
    g->apply(s, choose(Coin));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.ck[0].commodities[2]), 2);
}

void TestEngineProgressCards::rule_ckMerchantAndMerchantFleet()
{
    // 001:L3923–3933: the merchant goes beside an own building: 2:1 for that hex's resource and
    // 1 point while it is the player's; the next Merchant card takes it. 001:L3937: the Merchant
    // Fleet makes one kind 2:1 for the turn.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    const int mountains = hexId(*g, 0, -2);
    putBuilding(*g, s, 0, cornerOf(*g, 0, -2, Corner::North), 1);
    giveProgress(s, 0, ProgressCard::Merchant);
    giveProgress(s, 0, ProgressCard::MerchantFleet);
    QVERIFY(!g->isLegal(s, play(ProgressCard::Merchant, hexId(*g, 2, 0))));
    const int vp = g->victoryPoints(s, 0);
    playNow(*g, s, ProgressCard::Merchant, mountains);
    QCOMPARE(g->victoryPoints(s, 0), vp + 1);
    const int wool = int(res(Resource::Wool));
    const int woolRate = g->maritimeRate(s, 0, wool); // the settlement's 3:1 harbor
    QCOMPARE(g->cardRate(s, 0, int(res(Resource::Ore))), 2);
    QCOMPARE(g->cardRate(s, 0, wool), woolRate);
    playNow(*g, s, ProgressCard::MerchantFleet, wool);
    QCOMPARE(g->cardRate(s, 0, wool), 2);
    g->apply(s, makeAction(ActionType::EndTurn));
    s.actor = 0;
    QCOMPARE(g->cardRate(s, 0, wool), woolRate); // for that turn only
    // Player 1 plays a Merchant: the merchant and its point go to them.
    putBuilding(*g, s, 1, cornerOf(*g, 2, 0, Corner::South), 1);
    giveProgress(s, 1, ProgressCard::Merchant);
    s.actor = 1;
    s.turnPlayer = 1;
    s.phase = Phase::Main;
    s.rolled = 1;
    playNow(*g, s, ProgressCard::Merchant, hexId(*g, 2, 0));
    QCOMPARE(g->victoryPoints(s, 0), vp);
    QCOMPARE(
        g->cardRate(s, 0, int(res(Resource::Ore))), g->maritimeRate(s, 0, int(res(Resource::Ore))));
}

void TestEngineProgressCards::rule_ckMonopolies()
{
    // 001:L3943–3951: Resource Monopoly: each opponent gives 2 of the resource (or their 1);
    // Trade Monopoly: 1 of the commodity.
    auto g = citiesKnightsGame();
    GameState s = mainState(*g);
    give(s, 1, Resource::Grain, 3);
    give(s, 2, Resource::Grain, 1);
    giveCard(*g, s, 1, Cloth, 2);
    giveCard(*g, s, 3, Cloth, 1);
    giveProgress(s, 0, ProgressCard::ResourceMonopoly);
    giveProgress(s, 0, ProgressCard::TradeMonopoly);
    playNow(*g, s, ProgressCard::ResourceMonopoly, int(res(Resource::Grain)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Grain)]), 3);
    QCOMPARE(int(s.players[1].resources[res(Resource::Grain)]), 1);
    playNow(*g, s, ProgressCard::TradeMonopoly, Cloth);
    QCOMPARE(int(s.ck[0].commodities[1]), 2);
    QCOMPARE(int(s.ck[1].commodities[1]), 1);
}

QTEST_GUILESS_MAIN(TestEngineProgressCards)
#include "test_EngineProgressCards.moc"
