// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Rng.h"
#include "validation/engine/Game.h"

#include <memory>
#include <string_view>
#include <vector>

namespace isle::validation {

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
};

/// The bot called `name`, or nullptr when there is none.
std::unique_ptr<Bot> makeBot(std::string_view name);
/// Every name makeBot() accepts.
std::vector<std::string_view> botNames();

} // namespace isle::validation
