// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"

namespace isle::test {

/// The standard base island: 19 land hexes within distance 2 of the origin, framed by the
/// 18-hex ring at distance 3 (layouts README §1).
inline model::Board baseBoardShape(model::Terrain land = model::Terrain::Fields)
{
    model::Board board;
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r) {
            const model::HexCoord c {q, r};
            const int d = model::HexCoord::length(c);
            if (d <= 2)
                board.setHex({c, land});
            else if (d == 3)
                board.setHex({c, model::Terrain::Frame});
        }
    return board;
}

/// The CATAN 5–6 island: rows of 3-4-5-6-5-4-3 hexes (r = -3..3; row r spans
/// q = max(-3, -3 - r) .. min(2, 2 - r)), framed by the 22 cells around it.
inline model::Board fiveSixBoardShape(model::Terrain land = model::Terrain::Fields)
{
    model::Board board;
    auto isLand = [](model::HexCoord c) {
        return c.r >= -3 && c.r <= 3 && c.q >= std::max(-3, -3 - c.r)
            && c.q <= std::min(2, 2 - c.r);
    };
    for (int q = -6; q <= 6; ++q)
        for (int r = -6; r <= 6; ++r) {
            const model::HexCoord c {q, r};
            if (isLand(c)) {
                board.setHex({c, land});
                continue;
            }
            for (model::Direction d : model::AllDirections)
                if (isLand(c.neighbor(d))) {
                    board.setHex({c, model::Terrain::Frame});
                    break;
                }
        }
    return board;
}

} // namespace isle::test
