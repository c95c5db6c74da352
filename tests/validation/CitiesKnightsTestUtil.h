// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Positions and moves for the Cities & Knights rule tests (test_EngineCitiesKnights,
// test_EngineProgressCards): the base beginner board with the C&K product.
#include "EngineTestUtil.h"

#include "model/Rng.h"

#include <QTest>

namespace isle::test {

using isle::model::Corner;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::GameConfig;
using isle::validation::makeAction;
using isle::validation::Phase;

inline constexpr int Paper = Game::PaperCard, Cloth = Game::ClothCard, Coin = Game::CoinCard;

inline model::Scenario citiesKnightsScenario()
{
    model::Scenario s = baseBeginnerScenario();
    s.products = {model::Product::Base, model::Product::CitiesAndKnights};
    s.victoryPoints = 13; // 001:L3643
    return s;
}

/// The rule tests play without domestic trade, so that offers never come between a move and
/// what it tests; test_EngineCitiesKnightsTrade plays with it.
inline std::shared_ptr<const Game> citiesKnightsGame(int players = 4, bool domesticTrade = false)
{
    GameConfig config;
    config.domesticTrade = domesticTrade;
    return compileOrThrow(citiesKnightsScenario(), players, config);
}

inline int edgeBetween(const Game &g, int a, int b)
{
    for (auto e : g.topology().cornerEdges(a))
        if (e != model::BoardTopology::NoId)
            for (auto c : g.topology().edgeCorners(e))
                if (int(c) == b)
                    return int(e);
    return -1;
}

inline void giveCard(const Game &g, GameState &s, int player, int card, int n)
{
    if (card < validation::ResourceKinds) {
        give(s, player, static_cast<Resource>(card), n);
        return;
    }
    auto &ps = s.players[std::size_t(player)];
    s.ck[std::size_t(player)].commodities[std::size_t(card - validation::ResourceKinds)]
        += std::uint8_t(n);
    ps.cardCount = std::uint8_t(ps.cardCount + n);
    s.commodityBank[std::size_t(card - validation::ResourceKinds)] -= std::uint8_t(n);
    (void)g;
}

/// The dice outcome of a C&K roll: yellow + red, and the event die face.
inline Action roll(int yellow, int red, validation::EventFace face)
{
    return makeAction(ActionType::DiceOutcome, unsigned(yellow + red),
        unsigned(red + 8 * static_cast<int>(face)));
}

/// Rolls in `s` (phase PreRoll) and resolves the outcome.
inline void rollNow(const Game &g, GameState &s, Action outcome)
{
    g.apply(s, makeAction(ActionType::RollDice));
    QVERIFY(g.isLegal(s, outcome));
    g.apply(s, outcome);
}

inline GameState preRollState(const Game &g)
{
    GameState s = mainState(g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    return s;
}

/// A knight placed directly: slot k of `player` at corner c.
inline void putKnight(const Game &g, GameState &s, int player, int c, int strength, bool active)
{
    auto &knights = s.knights[std::size_t(player)];
    for (auto &k : knights)
        if (k.strength == 0) {
            k.corner = std::int16_t(c);
            k.strength = std::uint8_t(strength);
            k.flags = active ? GameState::KnightActive : 0;
            s.cornerOwner[std::size_t(c)] = std::int8_t(player);
            s.cornerLevel[std::size_t(c)] = 0;
            g.refreshDerived(s); // it closes the corner to opponents' roads
            return;
        }
}

/// Plays one game of uniformly random moves from the initial state; `step(before, action, after)`
/// sees every action, chance outcomes included. false when a state has no legal action or the
/// game runs past `maxActions`.
template<class Step>
bool playRandomGame(const Game &g, model::Rng &rng, Step step, int maxActions = 3'000'000)
{
    ActionList legal;
    GameState s = g.initialState();
    for (int actions = 0; !g.isTerminal(s); ++actions) {
        if (actions >= maxActions)
            return false;
        Action a;
        if (g.isChanceNode(s)) {
            a = g.sampleChance(s, rng);
        } else {
            g.legalActions(s, legal);
            if (legal.empty())
                return false;
            a = legal[int(rng.boundedInt(std::uint32_t(legal.size())))];
        }
        const GameState before = s;
        g.apply(s, a);
        step(before, a, s);
    }
    return true;
}

inline int totalCards(const GameState &s, int players)
{
    int n = 0;
    for (int r = 0; r < validation::ResourceKinds; ++r)
        n += s.bank[std::size_t(r)];
    for (int k = 0; k < validation::CommodityKinds; ++k)
        n += s.commodityBank[std::size_t(k)];
    for (int p = 0; p < players; ++p) {
        for (auto x : s.players[std::size_t(p)].resources)
            n += x;
        for (auto x : s.ck[std::size_t(p)].commodities)
            n += x;
    }
    return n;
}

/// The C&K counts that hold after every action: every progress card in a hand, a deck or scored
/// (54, less the Printer and the Constitution once played as points, 001:L3502), each hand's
/// count matching its cards; no seat with more knights or cities than it owns (001:L3272–3277).
inline bool citiesKnightsCountsHold(const GameState &s, int players)
{
    int progress = 0;
    for (int p = 0; p < players; ++p) {
        int hand = 0;
        for (auto n : s.progressHand[std::size_t(p)])
            hand += n;
        if (hand != s.ck[std::size_t(p)].progressCount)
            return false;
        progress += hand;
        int onBoard = 0;
        for (const auto &k : s.knights[std::size_t(p)])
            onBoard += k.onBoard() ? 1 : 0;
        if (onBoard > validation::KnightsPerPlayer || s.players[std::size_t(p)].citiesLeft > 4)
            return false;
    }
    for (auto n : s.progressShuffled)
        progress += n;
    for (auto n : s.progressUnderCount)
        progress += n;
    return progress >= 52 && progress <= 54;
}

} // namespace isle::test
