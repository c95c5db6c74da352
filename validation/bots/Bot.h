// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Rng.h"
#include "validation/engine/Game.h"

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace isle::validation {

/// What a bot has done so far: decisions taken and the time spent on them (a bot that does not
/// count returns zeros).
struct BotStats
{
    std::uint64_t decisions = 0; ///< chooseAction() calls
    std::uint64_t searched = 0; ///< of those, the ones that ran a search
    std::uint64_t playouts = 0; ///< games played out in searches
    std::uint64_t nanoseconds = 0; ///< wall time spent in chooseAction()

    BotStats &operator+=(const BotStats &o)
    {
        decisions += o.decisions;
        searched += o.searched;
        playouts += o.playouts;
        nanoseconds += o.nanoseconds;
        return *this;
    }
};

/// A player program. chooseAction() is called only when a seat must decide (never at chance
/// nodes) and must return one of `legal` (non-empty). Bots hold no per-game state, so one
/// instance may play every seat of many games on one thread; randomness comes from `rng`, which
/// the driver seeds per game so results are reproducible.
class Bot
{
public:
    virtual ~Bot() = default;
    /// Stable id used on the command line and in records ("random", "greedy").
    virtual std::string_view name() const = 0;
    virtual Action chooseAction(
        const Game &game, const GameState &state, const ActionList &legal, model::Rng &rng)
        = 0;
    /// Counters since construction (ExpertBot keeps them; the fast bots do not time themselves).
    virtual BotStats stats() const { return {}; }
};

/// The bot called `name`, or nullptr when there is none.
std::unique_ptr<Bot> makeBot(std::string_view name);
/// Every name makeBot() accepts.
std::vector<std::string_view> botNames();

/// The opponent of `player` with the most public victory points (the first of a tie): whom
/// the bots' robber and attacking cards aim at.
int leadingOpponent(const Game &game, const GameState &state, int player);

} // namespace isle::validation
