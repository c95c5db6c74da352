// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/RandomBot.h"

namespace isle::validation {

Action RandomBot::chooseAction(
    const Game &, const GameState &, const ActionList &legal, model::Rng &rng)
{
    return legal[static_cast<int>(rng.boundedInt(static_cast<std::uint32_t>(legal.size())))];
}

} // namespace isle::validation
