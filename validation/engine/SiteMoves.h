// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Action.h"

#include <cstdint>
#include <vector>

namespace isle::validation {

/// The moves of a piece that may go to any of a fixed set of hexes but the one it stands on
/// (the robber to land, the pirate to sea): made up once at compile time, in hex id order, and
/// copied into the legal actions at once instead of trying every hex at every decision.
class SiteMoves
{
public:
    void reset(int hexCount)
    {
        m_moves.clear();
        m_placeOf.assign(static_cast<std::size_t>(hexCount), -1);
    }
    /// Adds `hex` as the next site (ids increasing), moved to by `move`.
    void add(int hex, Action move)
    {
        m_placeOf[static_cast<std::size_t>(hex)] = static_cast<std::int16_t>(m_moves.size());
        m_moves.push_back(move);
    }
    /// Every site's move but that of `current` (a hex id, or -1 for none).
    void appendAllBut(int current, ActionList &out) const
    {
        const int n = static_cast<int>(m_moves.size());
        const int own = current >= 0 ? m_placeOf[static_cast<std::size_t>(current)] : -1;
        out.append(m_moves.data(), own >= 0 ? own : n);
        if (own >= 0)
            out.append(m_moves.data() + own + 1, n - own - 1);
    }

private:
    std::vector<Action> m_moves;
    std::vector<std::int16_t> m_placeOf; ///< hex id -> its place among the sites, -1: none
};

} // namespace isle::validation
