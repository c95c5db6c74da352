// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <array>
#include <optional>

namespace isle::validation {

/// The greedy bot's goals in The Wonders of Catan (rules/seafarers/Wonders): start the wonder
/// whose levels its production pays best, then build level after level, the way to win
/// (001:L2375–2379); settle a wonder's marked intersection while that wonder is free.
namespace wonder_goals {

using Hand = std::array<int, ResourceKinds>;

/// The resources of the next level of `player`'s wonder, none before they start one or once it
/// is finished.
std::optional<Hand> nextLevelCost(const Game &game, const GameState &state, int player);

/// The ClaimWonder among `legal` whose level cost `owned` (the player's production pips per
/// resource) pays best; found = false when none is legal.
Action bestClaim(const Game &game, const ActionList &legal, const Hand &owned, bool &found);

/// What a settlement on corner c is worth for the wonders (x10, as GreedyBot's spot values):
/// a marked intersection of a wonder nobody has started, while `player` has none.
int siteValue(const Game &game, const GameState &state, int player, int c);

} // namespace wonder_goals

} // namespace isle::validation
