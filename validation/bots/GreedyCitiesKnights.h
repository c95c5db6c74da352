// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <optional>

/// The greedy bot's Cities & Knights decisions (RULES-DIGEST §5.14): the set-up city, the C&K
/// phases (pillage, knight retreat, progress cards and their choices, discards with
/// commodities) and, in the build phase, progress cards that help now, defence against the
/// barbarians, city improvements, city walls and bank trades with commodities. Rule of thumb
/// only: no look-ahead, no state copies.
namespace isle::validation::greedy_ck {

/// The C&K decision for `player`, or nullopt where the base greedy rules decide (settlements,
/// roads, resource trades, the robber, ending the turn).
std::optional<Action> choose(
    const Game &game, const GameState &state, const ActionList &legal, int player);

/// Active knight strength `player` wants before the barbarians land: 0 when they are 5 or more
/// steps away or nothing of the player's can be pillaged; otherwise enough not to be the
/// weakest exposed player while Catan's defence falls short (001:L3588–3594).
int defenceWanted(const Game &game, const GameState &state, int player);

} // namespace isle::validation::greedy_ck
