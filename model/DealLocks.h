// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HexCoord.h"
#include "Scenario.h"

#include <vector>

namespace isle::model {

/// Re-dealing a board while keeping what the designer locked. A lock is Hex::fixed (terrain and
/// token), Hex::tokenFixed (the token only) or Harbor::fixed, set on a dealt board (the editor's
/// Lock Hexes and Harbors, Lock Tokens): it is part of the scenario file, so it is saved and
/// undone like any edit, and every deal honours it (BoardGenerator keeps fixed hexes and tokens).
class DealLocks
{
public:
    /// The hexes of `dealt` (a deal of `pooled`) that are locked and that `pooled` leaves to a
    /// pool: fixed in `dealt`, not fixed in `pooled`, and of an area whose terrain or tokens are
    /// dealt. Areas with fog hexes are left out: the deal itself marks their dealt hexes fixed
    /// (the face-down stacks of 001:L1818-1822), so a lock there cannot be told apart. In
    /// coordinate order.
    static std::vector<HexCoord> lockedHexes(const Scenario &pooled, const Scenario &dealt);

    /// The hexes of `dealt` whose token alone is locked (Hex::tokenFixed, not Hex::fixed) and
    /// that `pooled` deals (as lockedHexes), with a valid token to keep. In coordinate order.
    static std::vector<HexCoord> lockedTokens(const Scenario &pooled, const Scenario &dealt);

    /// The harbors of `dealt` that are locked (Harbor::fixed) and whose type `pooled` leaves to
    /// a harbor pool (unassigned there), by edge. In the order of `pooled`'s harbors.
    static std::vector<EdgeCoord> lockedHarbors(const Scenario &pooled, const Scenario &dealt);

    /// `pooled` with every locked hex of `dealt` pinned, ready to be dealt again: the hex takes
    /// the dealt terrain and token and becomes fixed; its area's terrain pool loses that terrain
    /// and a random area's token pool that number, so the rest of the board is dealt from what is
    /// left. A spiral cannot pass a fixed token, so a spiral area with a locked token deals its
    /// other tokens at random: its pool becomes the letter sequence's numbers minus the locked
    /// ones (the same set of tokens; the spiral order is given up for that area only). A locked
    /// harbor takes its dealt type and stays locked; the pool of the area it serves loses that
    /// type. A locked token is pinned the same way (the token pools lose its number), but the
    /// hex keeps `pooled`'s terrain: an Unassigned one is dealt again, from the terrains that
    /// take a number.
    static Scenario pin(const Scenario &pooled, const Scenario &dealt);
};

} // namespace isle::model
