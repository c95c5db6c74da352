// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"

#include <vector>

namespace isle::validation {

/// The islands of a board: maximal groups of land hexes connected through shared sides (fog and
/// water separate them). Islands are numbered 0..count()-1 in the order of their first hex.
class Islands
{
public:
    explicit Islands(const model::Board &board);

    int count() const { return static_cast<int>(m_islands.size()); }
    /* 0 <= i < count(): the island's hexes in coordinate order */
    const std::vector<model::HexCoord> &hexes(int i) const
    {
        return m_islands[static_cast<std::size_t>(i)];
    }
    /// The island of a land hex, or -1 for water, fog and off-board cells.
    int islandOf(model::HexCoord h) const;

private:
    std::vector<std::vector<model::HexCoord>> m_islands;
    std::vector<std::pair<model::HexCoord, int>> m_islandOfHex; // sorted by coordinate
};

} // namespace isle::validation
