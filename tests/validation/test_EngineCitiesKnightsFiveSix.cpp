// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights 5–6 (001:L4096–4174): the CATAN 5–6 paired turn with C&K's player-2 rights
// (build, knights, improvements, progress cards; trade with the supply only), knights activated
// by player 2, and the larger supply. Played on scenarios/ck-variable-5-6.json, dealt.
#include "CitiesKnightsTestUtil.h"
#include "SeafarersFileUtil.h"

using namespace isle;
using namespace isle::test;
using validation::ProgressCard;

namespace {

std::shared_ptr<const Game> fiveSixGame(int players, bool domesticTrade = true)
{
    GameConfig config;
    config.domesticTrade = domesticTrade;
    return compileOrThrow(dealtScenario("ck-variable-5-6.json"), players, config);
}

/// Player 1's part ended: player 2 of the paired turn acts (001:L1179: the third player to
/// player 1's left).
GameState playerTwoPart(const Game &g)
{
    GameState s = mainState(g);
    g.apply(s, makeAction(ActionType::EndTurn));
    return s;
}

/// A city of `player` on a set-up site with one road from it; the road's far corner.
int cityWithRoad(const Game &g, GameState &s, int player)
{
    const int c = validation::actionArgA(legalOf(g, g.initialState())[0]);
    putBuilding(g, s, player, c, 2);
    for (auto e : g.topology().cornerEdges(c)) {
        if (e == model::BoardTopology::NoId)
            continue;
        for (auto d : g.topology().edgeCorners(e))
            if (int(d) != c && s.cornerOwner[std::size_t(d)] < 0) {
                putRoad(g, s, player, int(e));
                return int(d);
            }
    }
    return -1;
}

} // namespace

class TestEngineCitiesKnightsFiveSix : public QObject
{
    Q_OBJECT

private slots:
    void rule_ck56LargerSupply();
    void rule_ck56PlayerTwoBuildsImprovesAndPlaysProgressCards();
    void rule_ck56PlayerTwoTradesWithTheSupplyOnly();
    void rule_ck56KnightActivatedByPlayerTwoActsOnItsOwnersNextTurn();
    void ck56RandomGamesEndAndKeepEveryCard();
};

void TestEngineCitiesKnightsFiveSix::rule_ck56LargerSupply()
{
    // 001:L4152–4156, RULES-DIGEST §2.6: the 5–6 resource cards and 6 more of each commodity
    // (18); 2 more "Defender of Catan" cards (8).
    for (int players : {5, 6}) {
        auto g = fiveSixGame(players);
        QVERIFY(g->citiesKnights());
        QVERIFY(g->rules().paired);
        const GameState s = g->initialState();
        for (auto n : s.commodityBank)
            QCOMPARE(int(n), 18);
        for (auto n : s.bank)
            QCOMPARE(int(n), 24);
        QCOMPARE(int(s.defenderCards), 8);
    }
}

void TestEngineCitiesKnightsFiveSix::rule_ck56PlayerTwoBuildsImprovesAndPlaysProgressCards()
{
    // 001:L4160–4170: player 2 builds, hires, activates and promotes knights, improves cities
    // and plays any number of progress cards; the Alchemist is never playable (it comes before
    // a roll, which player 2 does not make).
    auto g = fiveSixGame(6);
    GameState s = playerTwoPart(*g);
    QCOMPARE(int(s.pairedPart), 1);
    const int two = g->currentPlayer(s);
    QCOMPARE(two, 3);
    const int knightSite = cityWithRoad(*g, s, two);
    QVERIFY(knightSite >= 0);
    give(s, two, Resource::Wool, 1);
    give(s, two, Resource::Ore, 1);
    giveCard(*g, s, two, Paper, 1);
    s.progressHand[3][std::size_t(ProgressCard::Engineer)] = 1;
    s.progressHand[3][std::size_t(ProgressCard::Alchemist)] = 1;
    s.ck[3].progressCount = 2;
    const ActionList l = legalOf(*g, s);
    QVERIFY(l.contains(makeAction(ActionType::BuildKnight, unsigned(knightSite))));
    QVERIFY(l.contains(makeAction(ActionType::BuyImprovement, Game::ScienceArea)));
    QVERIFY(countOf(l, ActionType::BuildCityWall) == 0); // 2 brick
    int engineer = 0, alchemist = 0;
    for (Action a : l)
        if (validation::actionType(a) == ActionType::PlayProgressCard) {
            engineer += validation::actionArgA(a) == int(ProgressCard::Engineer) ? 1 : 0;
            alchemist += validation::actionArgA(a) == int(ProgressCard::Alchemist) ? 1 : 0;
        }
    QCOMPARE(engineer, 1);
    QCOMPARE(alchemist, 0);
    g->apply(s, makeAction(ActionType::BuildKnight, unsigned(knightSite)));
    QCOMPARE(Game::knightSlotAt(s, two, knightSite) >= 0, true);
}

void TestEngineCitiesKnightsFiveSix::rule_ck56PlayerTwoTradesWithTheSupplyOnly()
{
    // 001:L4164: player 2 trades with the supply only; player 1 with players and the supply.
    auto g = fiveSixGame(6);
    GameState s = mainState(*g);
    for (int p = 0; p < 6; ++p) // everyone holds something another player lacks
        giveCard(*g, s, p, p % 2 ? Paper : Coin, 4);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::OfferTrade)));
    g->apply(s, makeAction(ActionType::EndTurn));
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::OfferTrade), 0);
    QVERIFY(countOf(l, ActionType::MaritimeTrade) > 0); // 4 coin for any card
}

void TestEngineCitiesKnightsFiveSix::rule_ck56KnightActivatedByPlayerTwoActsOnItsOwnersNextTurn()
{
    // 001:L4172–4174: a knight may be activated in the player-2 part; it may not act that turn,
    // and is able to act on its owner's next turn.
    auto g = fiveSixGame(6, false);
    GameState s = playerTwoPart(*g);
    const int two = g->currentPlayer(s);
    const int site = cityWithRoad(*g, s, two);
    putKnight(*g, s, two, site, 1, false);
    give(s, two, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::ActivateKnight, unsigned(site)));
    const auto slot = std::size_t(Game::knightSlotAt(s, two, site));
    QVERIFY(s.knights[std::size_t(two)][slot].flags & GameState::KnightActive);
    for (Action a : legalOf(*g, s)) { // no move, displacement or chase this turn
        const ActionType t = validation::actionType(a);
        QVERIFY(validation::actionArgA(a) != site
            || (t != ActionType::MoveKnight && t != ActionType::DisplaceKnight
                && t != ActionType::ChaseRobber));
    }
    g->apply(s, makeAction(ActionType::EndTurn));
    QCOMPARE(int(s.pairedPart), 0);
    QCOMPARE(int(s.turnPlayer), 1);
    const auto flags = s.knights[std::size_t(two)][slot].flags;
    QVERIFY(flags & GameState::KnightActive);
    QVERIFY(!(flags & GameState::KnightActivatedNow));
}

void TestEngineCitiesKnightsFiveSix::ck56RandomGamesEndAndKeepEveryCard()
{
    // Random play with 5 and 6 players through paired turns: every game ends, every card stays
    // in a bank or a hand, and player 2 plays progress cards in their part.
    int playerTwoCards = 0;
    for (int players : {5, 6}) {
        auto g = fiveSixGame(players);
        model::Rng rng {static_cast<std::uint64_t>(players)};
        const int cards = totalCards(g->initialState(), players);
        bool kept = true;
        for (int game = 0; game < 12; ++game)
            QVERIFY(playRandomGame(
                *g, rng, [&](const GameState &before, Action a, const GameState &after) {
                    if (validation::actionType(a) == ActionType::PlayProgressCard
                        && before.pairedPart)
                        ++playerTwoCards;
                    kept = kept && totalCards(after, players) == cards
                        && citiesKnightsCountsHold(after, players);
                }));
        QVERIFY(kept);
    }
    QVERIFY(playerTwoCards > 0);
}

QTEST_GUILESS_MAIN(TestEngineCitiesKnightsFiveSix)
#include "test_EngineCitiesKnightsFiveSix.moc"
