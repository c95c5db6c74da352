// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"

#include <utility>

namespace isle::editor {

/// Resize Board as a pure transformation, so it is tested without a GUI. The board's playing
/// area (every cell but the frame) grows or shrinks row by row: a column on the left or right
/// adds (or removes) one cell at that end of every row, a row at the top or bottom adds a copy
/// of the outermost row's span (or removes that row). New cells are sea. A board that had a
/// frame gets its frame back as a ring around the new playing area, so the frame never ends up
/// inside the board. What no longer fits (harbors, markers, robber, pirate, land hexes) is
/// counted, so the dialog can say so before anything changes.
class BoardResize
{
public:
    /// Rows/columns to add (positive) or remove (negative) on each side.
    struct Margins
    {
        int left = 0;
        int top = 0;
        int right = 0;
        int bottom = 0;
        bool isNull() const { return left == 0 && top == 0 && right == 0 && bottom == 0; }
    };

    struct Result
    {
        model::Board board;
        int rows = 0; ///< rows of the new playing area
        int columns = 0; ///< widest row of the new playing area
        int landRemoved = 0; ///< land (or unassigned) hexes cropped away
        int harborsRemoved = 0;
        int markersRemoved = 0;
        bool robberRemoved = false;
        bool pirateRemoved = false;
        bool losesSomething() const
        {
            return landRemoved > 0 || harborsRemoved > 0 || markersRemoved > 0 || robberRemoved
                || pirateRemoved;
        }
    };

    static Result apply(const model::Board &board, const Margins &margins);
    /// Rows and widest row of the playing area of `board` (its size before resizing).
    static std::pair<int, int> size(const model::Board &board);
};

} // namespace isle::editor
