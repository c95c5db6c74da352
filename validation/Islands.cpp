// SPDX-License-Identifier: GPL-3.0-or-later
#include "Islands.h"

#include <algorithm>

namespace isle::validation {

using model::HexCoord;

Islands::Islands(const model::Board &board)
{
    for (const model::Hex &h : board.hexes())
        if (model::isLand(h.terrain))
            m_islandOfHex.emplace_back(h.coord, -1); // board order is sorted already

    auto slot = [this](HexCoord c) -> int * {
        auto it = std::lower_bound(m_islandOfHex.begin(), m_islandOfHex.end(), c,
            [](const auto &entry, HexCoord key) { return entry.first < key; });
        return it != m_islandOfHex.end() && it->first == c ? &it->second : nullptr;
    };

    std::vector<HexCoord> stack;
    for (auto &[start, island] : m_islandOfHex) {
        if (island != -1)
            continue;
        const int id = count();
        m_islands.emplace_back();
        island = id;
        stack.push_back(start);
        while (!stack.empty()) {
            const HexCoord c = stack.back();
            stack.pop_back();
            m_islands.back().push_back(c);
            for (model::Direction d : model::AllDirections) {
                int *neighbor = slot(c.neighbor(d));
                if (neighbor && *neighbor == -1) {
                    *neighbor = id;
                    stack.push_back(c.neighbor(d));
                }
            }
        }
        std::sort(m_islands.back().begin(), m_islands.back().end());
    }
}

int Islands::islandOf(HexCoord h) const
{
    auto it = std::lower_bound(m_islandOfHex.begin(), m_islandOfHex.end(), h,
        [](const auto &entry, HexCoord key) { return entry.first < key; });
    return it != m_islandOfHex.end() && it->first == h ? it->second : -1;
}

} // namespace isle::validation
