// SPDX-License-Identifier: GPL-3.0-or-later
// The expert bot (issue 16): determinized playouts keep what the seat can see, the playout search
// finds what wins, and the bot is deterministic, counts its work and names its budget.
#include "EngineTestUtil.h"
#include "validation/bots/ExpertBot.h"
#include "validation/bots/PlayoutSearch.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using validation::Action;
using validation::ActionType;
using validation::makeAction;

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

/// The beginner board after a greedy set-up (seed 3), in the first player's trade/build phase.
GameState afterSetup(const Game &g)
{
    validation::GreedyBot greedy;
    model::Rng rng(3), chance(4);
    GameState s = g.initialState();
    validation::ActionList legal;
    while (
        s.phase == validation::Phase::SetupSettlement || s.phase == validation::Phase::SetupRoad) {
        if (g.isChanceNode(s)) {
            g.apply(s, g.sampleChance(s, chance));
            continue;
        }
        g.legalActions(s, legal);
        g.apply(s, greedy.chooseAction(g, s, legal, rng));
    }
    s.phase = validation::Phase::Main; // as after a roll that produced nothing
    s.rolled = 1;
    return s;
}

int handSize(const std::array<std::uint8_t, validation::DevCardKinds> &cards)
{
    int n = 0;
    for (auto c : cards)
        n += c;
    return n;
}

} // namespace

class TestExpertBot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Development cards are hidden until played (001:L356): a playout may not see which cards
    // the others hold, only how many; the deck and those hands are dealt anew from what the
    // seat has not seen.
    void determinizeDealsHiddenCardsKeepingEveryCount()
    {
        const auto game = compileOrThrow(baseBeginnerScenario(), 4);
        GameState s = game->initialState();
        s.players[0].devCards = {1, 0, 0, 1, 0}; // the seat's own: known
        s.players[1].devCards = {2, 0, 1, 0, 1};
        s.players[1].devCardsNew = {1, 0, 0, 0, 0};
        s.players[2].devCards = {0, 1, 0, 0, 0};
        for (int k = 0; k < validation::DevCardKinds; ++k)
            for (int p = 0; p < 3; ++p)
                s.devDeck[idx(k)] = static_cast<std::uint8_t>(
                    s.devDeck[idx(k)] - s.players[idx(p)].devCards[idx(k)]);
        std::array<int, validation::DevCardKinds> unseen {};
        for (int k = 0; k < validation::DevCardKinds; ++k)
            unseen[idx(k)]
                = s.devDeck[idx(k)] + s.players[1].devCards[idx(k)] + s.players[2].devCards[idx(k)];

        bool dealtOtherwise = false;
        for (std::uint64_t seed = 0; seed < 64; ++seed) {
            GameState d = s;
            model::Rng rng(seed);
            validation::PlayoutSearch::determinize(*game, d, 0, rng);
            QCOMPARE(d.players[0].devCards, s.players[0].devCards);
            for (int p = 1; p < 4; ++p) {
                QCOMPARE(
                    handSize(d.players[idx(p)].devCards), handSize(s.players[idx(p)].devCards));
                QCOMPARE(handSize(d.players[idx(p)].devCardsNew),
                    handSize(s.players[idx(p)].devCardsNew));
                for (int k = 0; k < validation::DevCardKinds; ++k)
                    QVERIFY(d.players[idx(p)].devCardsNew[idx(k)]
                        <= d.players[idx(p)].devCards[idx(k)]);
            }
            for (int k = 0; k < validation::DevCardKinds; ++k)
                QCOMPARE(d.devDeck[idx(k)] + d.players[1].devCards[idx(k)]
                        + d.players[2].devCards[idx(k)],
                    unseen[idx(k)]);
            dealtOtherwise = dealtOtherwise || d.players[1].devCards != s.players[1].devCards;
        }
        QVERIFY(dealtOtherwise);
    }

    // A city that reaches the victory target wins at once (001:L391); ending the turn instead
    // leaves the others a chance. The search must see it even when the win is listed second.
    void searchTakesTheBuildThatWins()
    {
        model::Scenario scenario = baseBeginnerScenario();
        scenario.victoryPoints = 3;
        const auto game = compileOrThrow(scenario, 4);
        GameState s = afterSetup(*game);
        QCOMPARE(int(s.turnPlayer), 0);
        QCOMPARE(game->victoryPoints(s, 0), 2);
        s.players[0].resources = {0, 0, 0, 2, 3}; // a city (001:L225)
        s.players[0].cardCount = 5;
        validation::ActionList legal;
        game->legalActions(s, legal);
        Action city = 0;
        for (Action a : legal)
            if (validation::actionType(a) == ActionType::BuildCity)
                city = a;
        QVERIFY(city != 0);
        const std::array<Action, 2> candidates {makeAction(ActionType::EndTurn), city};
        validation::PlayoutSearch search;
        model::Rng rng(1);
        QCOMPARE(search.best(*game, s, 0, candidates, {16}, rng), 1);
        QVERIFY(search.playouts() >= 16);
    }

    // The set-up settlement decides a game's production: a spot with two pips against the
    // board's richest one. The poor spot comes first, so a search that only followed its prior
    // would fail.
    void searchPrefersTheRichSetupSpot()
    {
        const auto game = compileOrThrow(baseBeginnerScenario(), 4);
        const GameState s = game->initialState();
        validation::ActionList legal;
        game->legalActions(s, legal);
        Action poor = 0;
        Action rich = 0;
        for (Action a : legal) {
            const int pips = game->cornerPips(validation::actionArgA(a));
            if (pips > 0 && (!poor || pips < game->cornerPips(validation::actionArgA(poor))))
                poor = a;
            if (!rich || pips > game->cornerPips(validation::actionArgA(rich)))
                rich = a;
        }
        QVERIFY(game->cornerPips(validation::actionArgA(poor)) <= 2);
        QVERIFY(game->cornerPips(validation::actionArgA(rich)) >= 11);
        const std::array<Action, 2> candidates {poor, rich};
        validation::PlayoutSearch search;
        model::Rng rng(7);
        QCOMPARE(search.best(*game, s, 0, candidates, {64}, rng), 1);
    }

    // The budget is counted in playouts, so a seed gives the same game on any machine and
    // any thread count (the playtest's reproducibility promise).
    void expertGamesRepeatForASeed()
    {
        const auto game = compileOrThrow(baseBeginnerScenario(), 4);
        std::vector<std::unique_ptr<validation::Bot>> owned;
        std::vector<validation::Bot *> bots;
        for (const char *name : {"expert:4", "greedy", "greedy", "greedy"}) {
            owned.push_back(validation::makeBot(name));
            bots.push_back(owned.back().get());
        }
        validation::GameRecord first;
        validation::GameRecord second;
        const auto a = validation::PlaytestRunner::playGame(*game, bots, 21, &first);
        const auto b = validation::PlaytestRunner::playGame(*game, bots, 21, &second);
        QVERIFY(a && b);
        QCOMPARE(a->finalStateHash, b->finalStateHash);
        QVERIFY(first.actions == second.actions);
        QCOMPARE(first.bots.front(), std::string("expert:4"));

        // It counts its work: both set-up settlements were searched.
        const validation::BotStats stats = owned.front()->stats();
        QVERIFY(stats.decisions > 50);
        QVERIFY(stats.searched >= 4);
        QVERIFY(stats.playouts >= stats.searched * 4);
        QVERIFY(stats.nanoseconds > 0);
        QCOMPARE(owned[1]->stats().decisions, std::uint64_t {0}); // greedy does not time itself
    }

    void expertNamesCarryTheirBudget()
    {
        QVERIFY(validation::makeBot("expert"));
        QCOMPARE(validation::makeBot("expert:64")->name(), std::string_view("expert:64"));
        for (const char *bad :
            {"expert:", "expert:1", "expert:x", "expert:64x", "expert:-5", "expert:99999999999"})
            QVERIFY2(!validation::makeBot(bad), bad);
    }
};

QTEST_GUILESS_MAIN(TestExpertBot)
#include "test_ExpertBot.moc"
