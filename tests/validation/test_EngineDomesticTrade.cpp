// SPDX-License-Identifier: GPL-3.0-or-later
// Domestic trade (001:L184–198, L375–383): the player whose turn it is trades any cards with the
// other players, who may make counter-offers; no gifts, no like-for-like. The engine drafts terms
// card by card (Game.h, rules/base/Trade.cpp); each test names its rule and rulebook line.
#include "EngineTestUtil.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::Game;
using isle::validation::makeAction;
using isle::validation::Phase;
using isle::validation::TradeTerms;

namespace {

Action giveCard(Resource r)
{
    return makeAction(ActionType::TradeGive, res(r));
}

Action askCard(Resource r)
{
    return makeAction(ActionType::TradeAsk, res(r));
}

int held(const GameState &s, int player, Resource r)
{
    return s.players[static_cast<std::size_t>(player)].resources[res(r)];
}

/// Applies `a` after checking it is legal for the player to act.
void play(const Game &g, GameState &s, Action a)
{
    QVERIFY2(legalOf(g, s).contains(a), g.actionToString(a).c_str());
    g.apply(s, a);
}

} // namespace

class TestEngineDomesticTrade : public QObject
{
    Q_OBJECT

private slots:
    void rule_anyCardsEachWay();
    void rule_noLikeForLikeNoGifts();
    void rule_draftNeverExceedsWhatCouldBePaid();
    void rule_counterOffer();
    void rule_droppedCounterDeclines();
    void rule_onlyWithThePlayerWhoseTurnItIs();
    void rule_severalOffersUpToTheEngineCap();
    void rule_actionLimitLeavesOnlyDropping();
    void rule_noOfferWithoutAPartner();
};

void TestEngineDomesticTrade::rule_anyCardsEachWay()
{
    // 001:L381: "You may trade as many times as you can, using single or multiple cards."
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 2);
    give(s, 0, Resource::Wool, 1);
    give(s, 1, Resource::Ore, 1);
    give(s, 1, Resource::Grain, 1);
    give(s, 2, Resource::Ore, 3);
    give(s, 2, Resource::Grain, 1);
    play(*g, s, makeAction(ActionType::OfferTrade));
    QCOMPARE(s.phase, Phase::TradeCompose);
    QCOMPARE(g->currentPlayer(s), 0);
    for (Action a : {giveCard(Resource::Brick), giveCard(Resource::Brick), giveCard(Resource::Wool),
             askCard(Resource::Ore), askCard(Resource::Grain)})
        play(*g, s, a);
    QCOMPARE(s.tradeDraft, (TradeTerms {-2, 0, -1, 1, 1}));
    play(*g, s, makeAction(ActionType::SendOffer));
    QCOMPARE(s.tradeOffer, (TradeTerms {-2, 0, -1, 1, 1}));
    // Every other player in seat order; player 3 holds nothing and is not asked.
    QCOMPARE(s.phase, Phase::TradeResponse);
    QCOMPARE(g->currentPlayer(s), 1);
    play(*g, s, makeAction(ActionType::AcceptTrade));
    QCOMPARE(g->currentPlayer(s), 2);
    play(*g, s, makeAction(ActionType::AcceptTrade));
    QCOMPARE(s.phase, Phase::TradeConfirm);
    QCOMPARE(g->currentPlayer(s), 0);
    const ActionList answers = legalOf(*g, s);
    QCOMPARE(answers.size(), 3); // trade with 1, with 2, or withdraw
    play(*g, s, makeAction(ActionType::ConfirmTrade, 2));
    QCOMPARE(held(s, 0, Resource::Brick), 0);
    QCOMPARE(held(s, 0, Resource::Wool), 0);
    QCOMPARE(held(s, 0, Resource::Ore), 1);
    QCOMPARE(held(s, 0, Resource::Grain), 1);
    QCOMPARE(held(s, 2, Resource::Brick), 2);
    QCOMPARE(held(s, 2, Resource::Wool), 1);
    QCOMPARE(held(s, 2, Resource::Ore), 2);
    QCOMPARE(held(s, 2, Resource::Grain), 0);
    QCOMPARE(int(s.players[0].cardCount), 2);
    QCOMPARE(int(s.players[2].cardCount), 5);
    QCOMPARE(held(s, 1, Resource::Ore), 1); // the other acceptor keeps its cards
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(s.tradeTerms[1], TradeTerms {}); // nothing of the trade is left in the state
}

void TestEngineDomesticTrade::rule_noLikeForLikeNoGifts()
{
    // 001:L381: "you cannot give away cards, or trade matching resources".
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 3);
    give(s, 1, Resource::Brick, 2);
    give(s, 1, Resource::Ore, 2);
    play(*g, s, makeAction(ActionType::OfferTrade));
    QVERIFY(!legalOf(*g, s).contains(makeAction(ActionType::SendOffer))); // empty
    play(*g, s, giveCard(Resource::Brick));
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Brick))); // like for like
    QVERIFY(!legalOf(*g, s).contains(makeAction(ActionType::SendOffer))); // a gift
    play(*g, s, askCard(Resource::Ore));
    QVERIFY(!legalOf(*g, s).contains(giveCard(Resource::Ore)));
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::SendOffer)));
    // Dropping the draft ends it; it still counts as one of the turn's offers.
    play(*g, s, makeAction(ActionType::CancelTrade));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.offersThisTurn), 1);
    QCOMPARE(s.tradeDraft, TradeTerms {});
}

void TestEngineDomesticTrade::rule_draftNeverExceedsWhatCouldBePaid()
{
    // An offer gives at most the offerer's cards and asks at most what the richest other hand
    // holds; more could never be paid (001:L381: trades are exchanges of cards held).
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Brick, 2);
    give(s, 0, Resource::Wool, 3); // the offerer's own wool: nobody could pay wool to them
    give(s, 1, Resource::Ore, 1);
    give(s, 2, Resource::Ore, 2);
    play(*g, s, makeAction(ActionType::OfferTrade));
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Wool)));
    play(*g, s, giveCard(Resource::Brick));
    play(*g, s, giveCard(Resource::Brick));
    QVERIFY(!legalOf(*g, s).contains(giveCard(Resource::Brick)));
    play(*g, s, askCard(Resource::Ore));
    play(*g, s, askCard(Resource::Ore));
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Ore)));
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Grain))); // nobody holds grain
    play(*g, s, makeAction(ActionType::SendOffer));
    // Player 1 cannot pay 2 ore but may counter; player 2 may accept.
    QCOMPARE(g->currentPlayer(s), 1);
    QVERIFY(!legalOf(*g, s).contains(makeAction(ActionType::AcceptTrade)));
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::CounterOffer)));
    play(*g, s, makeAction(ActionType::RejectTrade));
    QCOMPARE(g->currentPlayer(s), 2);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::AcceptTrade)));
}

void TestEngineDomesticTrade::rule_counterOffer()
{
    // 001:L190: "The other players can also make their own proposals and counteroffers"; the
    // rulebook's example (001:L383): Pete asks 1 brick for 1 ore, Cooper offers 1 brick for 1
    // lumber and 1 ore, and Pete takes Cooper's terms.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int pete = 0, beth = 1, cooper = 2;
    give(s, pete, Resource::Lumber, 2);
    give(s, pete, Resource::Ore, 3);
    give(s, beth, Resource::Brick, 1);
    give(s, cooper, Resource::Brick, 1);
    play(*g, s, makeAction(ActionType::OfferTrade));
    play(*g, s, giveCard(Resource::Ore));
    play(*g, s, askCard(Resource::Brick));
    play(*g, s, makeAction(ActionType::SendOffer));
    // Beth: "If you give me 3 ore, I'll give you a brick."
    QCOMPARE(g->currentPlayer(s), beth);
    play(*g, s, makeAction(ActionType::CounterOffer));
    QCOMPARE(s.phase, Phase::TradeCompose);
    QCOMPARE(g->currentPlayer(s), beth);
    play(*g, s, giveCard(Resource::Brick));
    QVERIFY(!legalOf(*g, s).contains(giveCard(Resource::Brick))); // she has only one
    for (int i = 0; i < 3; ++i)
        play(*g, s, askCard(Resource::Ore));
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Ore))); // Pete holds only 3
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Grain))); // nor any grain
    QCOMPARE(s.tradeDraft, (TradeTerms {1, 0, 0, 0, -3})); // as Pete's change
    play(*g, s, makeAction(ActionType::SendOffer));
    // Cooper: "I'll give you 1 brick if you give me 1 lumber and 1 ore."
    QCOMPARE(g->currentPlayer(s), cooper);
    play(*g, s, makeAction(ActionType::CounterOffer));
    play(*g, s, giveCard(Resource::Brick));
    play(*g, s, askCard(Resource::Lumber));
    play(*g, s, askCard(Resource::Ore));
    play(*g, s, makeAction(ActionType::SendOffer));
    QCOMPARE(s.phase, Phase::TradeConfirm);
    QCOMPARE(g->currentPlayer(s), pete);
    QCOMPARE(s.tradeTerms[std::size_t(beth)], (TradeTerms {1, 0, 0, 0, -3}));
    QCOMPARE(s.tradeTerms[std::size_t(cooper)], (TradeTerms {1, -1, 0, 0, -1}));
    play(*g, s, makeAction(ActionType::ConfirmTrade, cooper));
    QCOMPARE(held(s, pete, Resource::Brick), 1);
    QCOMPARE(held(s, pete, Resource::Lumber), 1);
    QCOMPARE(held(s, pete, Resource::Ore), 2);
    QCOMPARE(held(s, cooper, Resource::Brick), 0);
    QCOMPARE(held(s, cooper, Resource::Lumber), 1);
    QCOMPARE(held(s, cooper, Resource::Ore), 1);
    QCOMPARE(held(s, beth, Resource::Brick), 1); // Beth keeps her brick
}

void TestEngineDomesticTrade::rule_droppedCounterDeclines()
{
    // A responder who starts a counter-offer and drops it has declined (001:L190); the offer
    // goes on to the next player.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Wool, 1);
    give(s, 1, Resource::Grain, 1);
    give(s, 2, Resource::Grain, 1);
    play(*g, s, makeAction(ActionType::OfferTrade));
    play(*g, s, giveCard(Resource::Wool));
    play(*g, s, askCard(Resource::Grain));
    play(*g, s, makeAction(ActionType::SendOffer));
    play(*g, s, makeAction(ActionType::CounterOffer));
    play(*g, s, makeAction(ActionType::CancelTrade));
    QCOMPARE(s.phase, Phase::TradeResponse);
    QCOMPARE(g->currentPlayer(s), 2);
    QCOMPARE(int(s.tradeAccepted), 0);
    play(*g, s, makeAction(ActionType::RejectTrade));
    QCOMPARE(s.phase, Phase::Main); // nobody accepted: the offer lapses
}

void TestEngineDomesticTrade::rule_onlyWithThePlayerWhoseTurnItIs()
{
    // 001:L190, L383: the other players may not trade among themselves, and player 2 of a paired
    // turn trades with the supply only (001:L1206). Every trade has the turn player as a side:
    // only they offer, and a counter-offer is always made to them.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Wool, 1);
    give(s, 1, Resource::Grain, 2);
    give(s, 2, Resource::Lumber, 2);
    play(*g, s, makeAction(ActionType::OfferTrade));
    play(*g, s, giveCard(Resource::Wool));
    play(*g, s, askCard(Resource::Grain));
    play(*g, s, makeAction(ActionType::SendOffer));
    play(*g, s, makeAction(ActionType::CounterOffer));
    // Player 1 can only ask what player 0 (the turn player) holds, not player 2's lumber.
    QVERIFY(!legalOf(*g, s).contains(askCard(Resource::Lumber)));
    QVERIFY(legalOf(*g, s).contains(askCard(Resource::Wool)));
    for (Action a : legalOf(*g, s))
        QVERIFY(validation::actionType(a) != ActionType::OfferTrade);

    auto paired = compileOrThrow(fiveSixBeginnerScenario(), 6);
    GameState t = mainState(*paired);
    paired->apply(t, makeAction(ActionType::EndTurn)); // player 2's part of the paired turn
    give(t, 3, Resource::Brick, 2);
    give(t, 4, Resource::Ore, 2);
    QCOMPARE(countOf(legalOf(*paired, t), ActionType::OfferTrade), 0);
}

void TestEngineDomesticTrade::rule_severalOffersUpToTheEngineCap()
{
    // The rulebook sets no number of offers (001:L381); Game::MaxOffersPerTurn is an engine limit
    // so bots cannot stall a game. It resets with the turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Wool, 5);
    give(s, 1, Resource::Grain, 5);
    for (int k = 0; k < Game::MaxOffersPerTurn; ++k) {
        play(*g, s, makeAction(ActionType::OfferTrade));
        play(*g, s, giveCard(Resource::Wool));
        play(*g, s, askCard(Resource::Grain));
        play(*g, s, makeAction(ActionType::SendOffer));
        play(*g, s, makeAction(ActionType::AcceptTrade));
        play(*g, s, makeAction(ActionType::ConfirmTrade, 1));
    }
    QCOMPARE(held(s, 0, Resource::Grain), Game::MaxOffersPerTurn);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::OfferTrade), 0);
    play(*g, s, makeAction(ActionType::EndTurn));
    QCOMPARE(int(s.offersThisTurn), 0);
}

void TestEngineDomesticTrade::rule_actionLimitLeavesOnlyDropping()
{
    // GameConfig::maxActionsPerTurn (an engine limit): past it a draft can only be dropped, so
    // a bot adding cards forever still ends its turn.
    validation::GameConfig config;
    config.maxActionsPerTurn = 3;
    auto g = compileOrThrow(baseBeginnerScenario(), 4, config);
    GameState s = mainState(*g);
    give(s, 0, Resource::Wool, 5);
    give(s, 1, Resource::Grain, 5);
    play(*g, s, makeAction(ActionType::OfferTrade));
    play(*g, s, giveCard(Resource::Wool));
    play(*g, s, giveCard(Resource::Wool));
    const ActionList l = legalOf(*g, s);
    QCOMPARE(l.size(), 1);
    QCOMPARE(l[0], makeAction(ActionType::CancelTrade));
}

void TestEngineDomesticTrade::rule_noOfferWithoutAPartner()
{
    // An offer needs a card to give and another player holding a card of another kind; else no
    // offer could be completed (001:L381, no gifts, no like-for-like).
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Wool, 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::OfferTrade), 0); // nobody else has cards
    give(s, 1, Resource::Wool, 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::OfferTrade), 0); // only wool for wool
    give(s, 2, Resource::Ore, 1);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::OfferTrade), 1);
    validation::GameConfig off;
    off.domesticTrade = false; // playtest --no-domestic-trade
    auto noTrade = compileOrThrow(baseBeginnerScenario(), 4, off);
    QCOMPARE(countOf(legalOf(*noTrade, s), ActionType::OfferTrade), 0);
}

QTEST_GUILESS_MAIN(TestEngineDomesticTrade)
#include "test_EngineDomesticTrade.moc"
