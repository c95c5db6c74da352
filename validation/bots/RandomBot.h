// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/bots/Bot.h"

namespace isle::validation {

/// Picks uniformly among the legal actions: the baseline every other bot must beat.
class RandomBot final : public Bot
{
public:
    std::string_view name() const override { return "random"; }
    Action chooseAction(const Game &game, const GameState &state, const ActionList &legal,
        model::Rng &rng) override;
};

} // namespace isle::validation
