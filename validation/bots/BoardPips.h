// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <array>

/// Production pips as the bots value the board: the printed hexes plus the fog hexes discovered
/// so far (their terrain and token are chance draws, 001:L1826–1854).
namespace isle::validation::board_pips {

using Hand = std::array<int, ResourceKinds>;

/// Pips of the fog hexes at corner c discovered so far that produce resource r (-1: gold).
int discoveredFogPips(const Game &game, const GameState &state, int corner, int resource);

/// Pips of resource r at corner c in s; r = -1 asks for gold-field pips. Inline: the bots ask it
/// for every spot they look at, and without fog it is a table read.
inline int pipsNow(const Game &game, const GameState &state, int corner, int resource)
{
    const int printed
        = resource >= 0 ? game.cornerResourcePips(corner, resource) : game.cornerGoldPips(corner);
    return game.fogHexCount() == 0 ? printed
                                   : printed + discoveredFogPips(game, state, corner, resource);
}

/// Pips per resource of `player`'s buildings (a city's corner counts once: the bots value where
/// a player produces, not how much).
Hand ownedPips(const Game &game, const GameState &state, int player);

} // namespace isle::validation::board_pips
