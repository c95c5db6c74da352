// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exchange/OddRowGrid.h"

#include <algorithm>
#include <climits>

namespace isle::model {

namespace {
constexpr int floorHalf(int v)
{
    return v >= 0 ? v / 2 : -((-v + 1) / 2);
}
} // namespace

OddRowGrid::OddRowGrid(const Board &board)
{
    if (board.isEmpty())
        return;
    const Board::Bounds b = board.bounds();
    m_minY = b.minR;
    int minX = INT_MAX;
    int maxX = INT_MIN;
    for (const Hex &hex : board.hexes()) {
        const int x = hex.coord.q + floorHalf(hex.coord.r - m_minY);
        minX = std::min(minX, x);
        maxX = std::max(maxX, x);
    }
    m_minX = minX;
    m_width = maxX - minX + 1;
    m_height = b.maxR - b.minR + 1;
}

OddRowGrid::Cell OddRowGrid::cellOf(HexCoord h) const
{
    const int row = h.r - m_minY;
    return {h.q + floorHalf(row) - m_minX, row};
}

HexCoord OddRowGrid::hexOf(Cell c) const
{
    return {c.x + m_minX - floorHalf(c.y), c.y + m_minY};
}

OddRowGrid::Cell OddRowGrid::untranslatedCell(HexCoord h)
{
    return {h.q + floorHalf(h.r), h.r};
}

HexCoord OddRowGrid::untranslatedHex(Cell c)
{
    return {c.x - floorHalf(c.y), c.y};
}

} // namespace isle::model
