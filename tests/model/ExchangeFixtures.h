// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardFixtures.h"

#include "model/Scenario.h"

namespace isle::test {

/// The base game's "Starting Set-up for Beginners" (001 Illustration A; shared/reference/layouts/
/// base-beginner-3-4.json): terrain, numbers, the nine harbors and the robber on the desert.
inline model::Scenario beginnerBaseScenario()
{
    using model::Terrain;
    struct Land
    {
        int q, r;
        Terrain terrain;
        int number;
    };
    static constexpr Land land[] = {
        {0, -2, Terrain::Mountains, 10},
        {1, -2, Terrain::Pasture, 2},
        {2, -2, Terrain::Forest, 9},
        {-1, -1, Terrain::Fields, 12},
        {0, -1, Terrain::Hills, 6},
        {1, -1, Terrain::Pasture, 4},
        {2, -1, Terrain::Hills, 10},
        {-2, 0, Terrain::Fields, 9},
        {-1, 0, Terrain::Forest, 11},
        {0, 0, Terrain::Desert, 0},
        {1, 0, Terrain::Forest, 3},
        {2, 0, Terrain::Mountains, 8},
        {-2, 1, Terrain::Forest, 8},
        {-1, 1, Terrain::Mountains, 3},
        {0, 1, Terrain::Fields, 4},
        {1, 1, Terrain::Pasture, 5},
        {-2, 2, Terrain::Hills, 5},
        {-1, 2, Terrain::Fields, 6},
        {0, 2, Terrain::Pasture, 11},
    };
    struct Port
    {
        int q, r, dir;
        model::HarborType type;
    };
    using model::HarborType;
    static constexpr Port ports[] = {
        {0, -3, 5, HarborType::Generic},
        {2, -3, 4, HarborType::Grain},
        {3, -2, 4, HarborType::Ore},
        {3, 0, 3, HarborType::Generic},
        {1, 2, 2, HarborType::Wool},
        {-1, 3, 2, HarborType::Generic},
        {-3, 3, 1, HarborType::Generic},
        {-3, 1, 0, HarborType::Brick},
        {-2, -1, 0, HarborType::Lumber},
    };
    model::Scenario s;
    s.id = "base-beginner-3-4";
    s.title = "Starting Set-up for Beginners";
    s.description = "The base game's first board.\nRows of 3-4-5-4-3 hexes.";
    s.board = baseBoardShape();
    for (const Land &l : land) {
        model::Hex hex {{l.q, l.r}, l.terrain};
        if (l.number)
            hex.token = model::NumberToken {l.number, {}};
        s.board.setHex(hex);
    }
    for (const Port &p : ports)
        s.board.setHarbor({{p.q, p.r}, model::directionFromIndex(p.dir), p.type});
    s.board.setRobber(model::HexCoord {0, 0});
    return s;
}

} // namespace isle::test
