// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: commodities in trades between players (001:L3408, "Commodities may be traded
// in all the same ways as resources. You may trade them freely with other players."). Offers,
// counter-offers and the confirmed trade carry every card kind (validation/engine/CardTerms.h).
#include "CitiesKnightsTestUtil.h"

using namespace isle;
using namespace isle::test;
using isle::validation::CardTerms;
using isle::validation::DraftTerms;
using isle::validation::OfferTerms;

namespace {

void play(const Game &g, GameState &s, Action a)
{
    QVERIFY2(legalOf(g, s).contains(a), g.actionToString(a).c_str());
    g.apply(s, a);
}

Action giveKind(int card)
{
    return makeAction(ActionType::TradeGive, unsigned(card));
}

Action askKind(int card)
{
    return makeAction(ActionType::TradeAsk, unsigned(card));
}

int commodityBankTotal(const GameState &s)
{
    int n = 0;
    for (auto c : s.commodityBank)
        n += c;
    return n;
}

} // namespace

class TestEngineCitiesKnightsTrade : public QObject
{
    Q_OBJECT

private slots:
    void rule_ckCommoditiesTradeBetweenPlayers();
    void rule_ckCounterOfferWithCommodities();
    void rule_ckDraftNeverAsksMoreCommoditiesThanAnyoneHolds();
    void rule_ckCommoditiesOnlyWithCitiesAndKnights();
    void ckRandomGamesWithDomesticTradeKeepEveryCard();
};

void TestEngineCitiesKnightsTrade::rule_ckCommoditiesTradeBetweenPlayers()
{
    // 001:L3408: commodities trade with other players like resources: 2 coin for 1 ore and
    // 1 paper, both ways in one trade; the cards change hands, the banks do not change.
    auto g = citiesKnightsGame(4, true);
    GameState s = mainState(*g);
    giveCard(*g, s, 0, Coin, 2);
    give(s, 1, Resource::Ore, 1);
    giveCard(*g, s, 1, Paper, 1);
    const int cards = totalCards(s, 4);
    const auto bank = s.bank;
    const auto commodityBank = s.commodityBank;
    play(*g, s, makeAction(ActionType::OfferTrade));
    for (Action a : {giveKind(Coin), giveKind(Coin), askKind(int(Resource::Ore)), askKind(Paper)})
        play(*g, s, a);
    const CardTerms expected {0, 0, 0, 0, 1, 1, 0, -2};
    QCOMPARE(validation::cardTerms(s, DraftTerms), expected);
    play(*g, s, makeAction(ActionType::SendOffer));
    QCOMPARE(validation::cardTerms(s, OfferTerms), expected);
    QCOMPARE(g->currentPlayer(s), 1); // players 2 and 3 hold nothing to pay or counter with
    play(*g, s, makeAction(ActionType::AcceptTrade));
    QCOMPARE(s.phase, Phase::TradeConfirm);
    play(*g, s, makeAction(ActionType::ConfirmTrade, 1));
    QCOMPARE(Game::cardsOf(s, 0, Coin), 0);
    QCOMPARE(Game::cardsOf(s, 0, Paper), 1);
    QCOMPARE(Game::cardsOf(s, 0, int(Resource::Ore)), 1);
    QCOMPARE(Game::cardsOf(s, 1, Coin), 2);
    QCOMPARE(Game::cardsOf(s, 1, Paper), 0);
    QCOMPARE(int(s.players[0].cardCount), 2);
    QCOMPARE(int(s.players[1].cardCount), 2);
    QCOMPARE(s.bank, bank);
    QCOMPARE(s.commodityBank, commodityBank);
    QCOMPARE(totalCards(s, 4), cards);
    // Nothing of the trade is left in the state (equal positions hash equally).
    for (int p = 0; p < 4; ++p)
        QCOMPARE(validation::cardTerms(s, p), CardTerms {});
    QCOMPARE(validation::cardTerms(s, OfferTerms), CardTerms {});
}

void TestEngineCitiesKnightsTrade::rule_ckCounterOfferWithCommodities()
{
    // 001:L190 with 001:L3408: a responder may counter with commodities; the turn player then
    // trades on the counter's terms.
    auto g = citiesKnightsGame(4, true);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 1);
    giveCard(*g, s, 0, Cloth, 1);
    giveCard(*g, s, 1, Coin, 1);
    give(s, 1, Resource::Grain, 1);
    play(*g, s, makeAction(ActionType::OfferTrade));
    play(*g, s, giveKind(int(Resource::Brick)));
    play(*g, s, askKind(int(Resource::Grain)));
    play(*g, s, makeAction(ActionType::SendOffer));
    QCOMPARE(g->currentPlayer(s), 1);
    play(*g, s, makeAction(ActionType::CounterOffer));
    // Player 1 offers their coin for player 0's cloth instead.
    play(*g, s, giveKind(Coin));
    play(*g, s, askKind(Cloth));
    QCOMPARE(validation::cardTerms(s, DraftTerms), (CardTerms {0, 0, 0, 0, 0, 0, -1, 1}));
    play(*g, s, makeAction(ActionType::SendOffer));
    QCOMPARE(s.phase, Phase::TradeConfirm);
    play(*g, s, makeAction(ActionType::ConfirmTrade, 1));
    QCOMPARE(Game::cardsOf(s, 0, Coin), 1);
    QCOMPARE(Game::cardsOf(s, 0, Cloth), 0);
    QCOMPARE(Game::cardsOf(s, 0, int(Resource::Brick)), 1); // the first offer's terms did not run
    QCOMPARE(Game::cardsOf(s, 1, Cloth), 1);
    QCOMPARE(Game::cardsOf(s, 1, Coin), 0);
}

void TestEngineCitiesKnightsTrade::rule_ckDraftNeverAsksMoreCommoditiesThanAnyoneHolds()
{
    // The draft asks no more of a commodity than the largest other hand holds, as for resources
    // (Game.h's offer protocol), and gives no more than the drafter holds.
    auto g = citiesKnightsGame(4, true);
    GameState s = mainState(*g);
    giveCard(*g, s, 0, Paper, 1);
    giveCard(*g, s, 2, Cloth, 1);
    play(*g, s, makeAction(ActionType::OfferTrade));
    ActionList l = legalOf(*g, s);
    QVERIFY(l.contains(giveKind(Paper)));
    QVERIFY(!l.contains(giveKind(Coin)));
    QVERIFY(l.contains(askKind(Cloth)));
    QVERIFY(!l.contains(askKind(Coin)));
    play(*g, s, askKind(Cloth));
    l = legalOf(*g, s);
    QVERIFY(!l.contains(askKind(Cloth))); // nobody holds a second cloth
    play(*g, s, giveKind(Paper));
    QVERIFY(!legalOf(*g, s).contains(giveKind(Paper)));
}

void TestEngineCitiesKnightsTrade::rule_ckCommoditiesOnlyWithCitiesAndKnights()
{
    // Without C&K there are no commodities: drafts hold the five resources only.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 1);
    give(s, 1, Resource::Ore, 1);
    play(*g, s, makeAction(ActionType::OfferTrade));
    for (Action a : legalOf(*g, s))
        if (validation::actionType(a) == ActionType::TradeGive
            || validation::actionType(a) == ActionType::TradeAsk)
            QVERIFY(validation::actionArgA(a) < validation::ResourceKinds);
}

void TestEngineCitiesKnightsTrade::ckRandomGamesWithDomesticTradeKeepEveryCard()
{
    // Random play with offers, counter-offers and trades of every card kind: every game ends,
    // and after every action each card is in a bank or a hand, each commodity bank in range.
    auto g = citiesKnightsGame(4, true);
    model::Rng rng(23);
    const int cards = totalCards(g->initialState(), 4);
    const int commodities = commodityBankTotal(g->initialState());
    int commodityTrades = 0;
    bool kept = true;
    for (int game = 0; game < 30; ++game)
        QVERIFY(
            playRandomGame(*g, rng, [&](const GameState &before, Action a, const GameState &after) {
                if (validation::actionType(a) == ActionType::ConfirmTrade) {
                    const CardTerms terms
                        = validation::cardTerms(before, validation::actionArgA(a));
                    for (int k = validation::ResourceKinds; k < validation::CardKinds; ++k)
                        commodityTrades += terms[std::size_t(k)] != 0 ? 1 : 0;
                }
                kept = kept && totalCards(after, 4) == cards && citiesKnightsCountsHold(after, 4)
                    && commodityBankTotal(after) <= commodities;
            }));
    QVERIFY(kept);
    QVERIFY2(commodityTrades > 0, "random play should trade a commodity between players");
}

QTEST_GUILESS_MAIN(TestEngineCitiesKnightsTrade)
#include "test_EngineCitiesKnightsTrade.moc"
