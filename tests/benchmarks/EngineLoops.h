// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The timed loops of bench_engine, written once over the engine's types so that today's engine
// and the baseline commit's (BaselineEngine.h, compiled against that commit's headers) run the
// very same workload.

#include "EngineFigures.h"

#include <chrono>
#include <cstdint>
#include <ctime>
#include <string>
#include <vector>

namespace engine_loops {

/// Calls `playOne(i)` (one whole game, returning its action count) for i = 0, 1, … in batches of
/// 50 until `seconds` of wall time have passed.
template<class PlayOne> EngineFigures timed(double seconds, PlayOne playOne)
{
    EngineFigures f;
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    do {
        for (int i = 0; i < 50; ++i) {
            f.actions += playOne(f.games);
            ++f.games;
        }
        f.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    } while (f.wall < seconds);
    f.cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    return f;
}

/// One game of the bare engine loop: generate the legal actions, take a uniform one, apply; no
/// bot interface, no bookkeeping. Returns the number of actions.
template<class Game, class ActionList, class Rng>
std::uint64_t rawGame(const Game &game, ActionList &legal, Rng &rng)
{
    std::uint64_t actions = 0;
    auto s = game.initialState();
    while (!game.isTerminal(s)) {
        if (game.isChanceNode(s)) {
            game.apply(s, game.sampleChance(s, rng));
        } else {
            game.legalActions(s, legal);
            game.apply(s,
                legal[static_cast<int>(rng.boundedInt(static_cast<std::uint32_t>(legal.size())))]);
        }
        ++actions;
    }
    return actions;
}

/// Whole games of the named bots (makeBot) through Runner::playGame, game i seeded with
/// Rng::deriveSeed(1, i), for about `seconds` of wall time.
template<class Runner, class Rng, class Game, class MakeBot>
EngineFigures botGames(
    const Game &game, const std::vector<std::string> &names, double seconds, MakeBot makeBot)
{
    using Owned = decltype(makeBot(std::string()));
    std::vector<Owned> owned;
    std::vector<typename Owned::element_type *> bots;
    for (const auto &n : names) {
        owned.push_back(makeBot(n));
        bots.push_back(owned.back().get());
    }
    return timed(seconds, [&](std::uint64_t i) {
        return std::uint64_t(Runner::playGame(game, bots, Rng::deriveSeed(1, i))->actions);
    });
}

} // namespace engine_loops
