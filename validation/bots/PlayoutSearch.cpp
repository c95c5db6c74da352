// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/PlayoutSearch.h"

#include <algorithm>
#include <bit>

namespace isle::validation {

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

void PlayoutSearch::determinize(const Game &game, GameState &state, int seat, model::Rng &rng)
{
    // Development cards are kept hidden until played (001:L356): the seat knows how many each
    // player holds, not which. Resource cards are hidden too (001:L153), but production, builds
    // and trades are public, so a player who counts cards knows them all but stolen ones
    // (001:L259); the search plays as that card counter and sees the resource hands.
    std::array<int, DevCardKinds> pool {};
    int poolSize = 0;
    for (int k = 0; k < DevCardKinds; ++k) {
        pool[idx(k)] = state.devDeck[idx(k)];
        poolSize += pool[idx(k)];
    }
    for (int q = 0; q < game.playerCount(); ++q) {
        if (q == seat)
            continue;
        for (int k = 0; k < DevCardKinds; ++k) {
            pool[idx(k)] += state.players[idx(q)].devCards[idx(k)];
            poolSize += state.players[idx(q)].devCards[idx(k)];
        }
    }
    for (int q = 0; q < game.playerCount(); ++q) {
        if (q == seat)
            continue;
        PlayerState &ps = state.players[idx(q)];
        int held = 0;
        int fresh = 0;
        for (int k = 0; k < DevCardKinds; ++k) {
            held += ps.devCards[idx(k)];
            fresh += ps.devCardsNew[idx(k)];
        }
        ps.devCards = {};
        ps.devCardsNew = {};
        for (int i = 0; i < held; ++i) {
            int pick = static_cast<int>(rng.boundedInt(static_cast<std::uint32_t>(poolSize)));
            int k = 0;
            while (pick >= pool[idx(k)])
                pick -= pool[idx(k++)];
            --pool[idx(k)];
            --poolSize;
            ++ps.devCards[idx(k)];
            if (i < fresh)
                ++ps.devCardsNew[idx(k)];
        }
    }
    for (int k = 0; k < DevCardKinds; ++k)
        state.devDeck[idx(k)] = static_cast<std::uint8_t>(pool[idx(k)]);
}

double PlayoutSearch::heuristicScore(const Game &game, const GameState &state, int seat)
{
    const double target = game.victoryTarget();
    const double own = game.victoryPoints(state, seat);
    if (state.winner >= 0)
        return state.winner == seat ? 1.0 : LossWeight * own / target;
    int best = 0;
    for (int q = 0; q < game.playerCount(); ++q)
        if (q != seat)
            best = std::max(best, game.victoryPoints(state, q));
    return std::clamp(0.5 + (own - best) / (2.0 * target), 0.0, 1.0);
}

double PlayoutSearch::playout(const Game &game, GameState &s, int seat, std::uint64_t seed)
{
    model::Rng chance(model::Rng::deriveSeed(seed, 1));
    model::Rng botRng(model::Rng::deriveSeed(seed, 2));
    while (!game.isTerminal(s)) {
        if (game.isChanceNode(s)) {
            game.apply(s, game.sampleChance(s, chance));
            continue;
        }
        game.legalActions(s, m_legal);
        game.apply(s, m_policy.chooseAction(game, s, m_legal, botRng));
    }
    ++m_playouts;
    return heuristicScore(game, s, seat);
}

int PlayoutSearch::best(const Game &game, const GameState &state, int seat,
    std::span<const Action> candidates, const Limits &limits, model::Rng &rng)
{
    const int n = std::min<int>(static_cast<int>(candidates.size()), MaxCandidates);
    if (n <= 1)
        return 0;
    std::array<double, MaxCandidates> sum {};
    std::array<int, MaxCandidates> count {};
    std::array<int, MaxCandidates> alive {};
    for (int i = 0; i < n; ++i)
        alive[idx(i)] = i;
    int aliveCount = n;
    const int rounds
        = static_cast<int>(std::bit_width(static_cast<unsigned>(n - 1))); // ceil(log2 n)
    const int perRound = std::max(1, limits.playouts / rounds);
    const std::uint64_t base = rng.next();
    while (aliveCount > 1) {
        const int each = std::max(1, perRound / aliveCount);
        for (int a = 0; a < aliveCount; ++a) {
            const int c = alive[idx(a)];
            for (int k = 0; k < each; ++k) {
                // Playout j of every candidate sees the same hidden cards and dice.
                const std::uint64_t seed = model::Rng::deriveSeed(base, idx(count[idx(c)]));
                m_work = state;
                model::Rng hidden(model::Rng::deriveSeed(seed, 0));
                determinize(game, m_work, seat, hidden);
                game.apply(m_work, candidates[idx(c)]);
                sum[idx(c)] += playout(game, m_work, seat, seed);
                ++count[idx(c)];
            }
        }
        // Keep the better half; ties keep the earlier (prior-preferred) candidate, and candidate
        // 0 (the prior's choice) keeps its place unless another is clearly better.
        auto mean = [&](int c) {
            return sum[idx(c)] / count[idx(c)] + (c == 0 ? limits.priorBonus : 0.0);
        };
        // Insertion sort: stable, and unlike std::stable_sort it never asks for a buffer.
        for (int i = 1; i < aliveCount; ++i)
            for (int j = i; j > 0 && mean(alive[idx(j)]) > mean(alive[idx(j - 1)]); --j)
                std::swap(alive[idx(j)], alive[idx(j - 1)]);
        aliveCount = (aliveCount + 1) / 2;
    }
    return alive[0];
}

} // namespace isle::validation
