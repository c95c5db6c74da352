// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace isle::validation {

/// Engine limits that are not rules of the game (they keep self-play finite).
struct GameConfig
{
    int maxTurns = 1000; ///< turns (after set-up) before a game counts as stalled
    int maxActionsPerTurn = 200; ///< past this only ending the turn stays legal
    /// false: no offers between players, only maritime trade (playtest --no-domestic-trade), to
    /// see what trading does to a map's balance. A house rule; the rulebook allows trade
    /// (001:L190).
    bool domesticTrade = true;
};

} // namespace isle::validation
