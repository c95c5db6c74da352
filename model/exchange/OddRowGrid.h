// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"

namespace isle::model {

/// The "odd-r" offset grid that Pioneers maps and Tiled's staggered hexagonal maps use: pointy-top
/// hexes in rows y = 0.., columns x = 0.., odd rows shifted right by half a hex. Built for one
/// board, it translates the board so its top row is y = 0 and its leftmost cell is x = 0 (any
/// axial translation keeps adjacency, so row parity needs no care).
class OddRowGrid
{
public:
    struct Cell
    {
        int x = 0;
        int y = 0;
        bool operator==(const Cell &) const = default;
    };

    OddRowGrid() = default;
    explicit OddRowGrid(const Board &board);

    /// Columns and rows the board's cells occupy (0 for an empty board).
    int width() const { return m_width; }
    int height() const { return m_height; }

    Cell cellOf(HexCoord h) const;
    HexCoord hexOf(Cell c) const;

    /// The plain mapping without translation: row y = r, column x = q + floor(r / 2).
    static Cell untranslatedCell(HexCoord h);
    static HexCoord untranslatedHex(Cell c);

private:
    int m_minX = 0; // untranslated column of grid column 0
    int m_minY = 0; // r of grid row 0
    int m_width = 0;
    int m_height = 0;
};

} // namespace isle::model
