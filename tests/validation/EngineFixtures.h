// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../model/BoardFixtures.h"
#include "model/Scenario.h"

#include <initializer_list>

namespace isle::test {

struct FixtureHex
{
    int q, r;
    model::Terrain terrain;
    int number;
};
struct FixtureHarbor
{
    int q, r, facing;
    model::HarborType type;
};

inline model::Scenario makeScenario(model::Board board, std::initializer_list<FixtureHex> hexes,
    std::initializer_list<FixtureHarbor> harbors, int minPlayers, int maxPlayers)
{
    for (const FixtureHex &h : hexes) {
        model::Hex cell {{h.q, h.r}, h.terrain};
        if (h.number)
            cell.token = model::NumberToken {h.number, {}};
        board.setHex(cell);
    }
    for (const FixtureHarbor &h : harbors)
        board.setHarbor({{h.q, h.r}, model::directionFromIndex(h.facing), h.type});
    model::Scenario s;
    s.id = maxPlayers > 4 ? "base-beginner-5-6" : "base-beginner-3-4";
    s.minPlayers = minPlayers;
    s.maxPlayers = maxPlayers;
    s.board = std::move(board);
    return s;
}

/// The base game "Starting Set-up for Beginners" board
/// (shared/reference/layouts/base-beginner-3-4.json).
inline model::Scenario baseBeginnerScenario()
{
    using T = model::Terrain;
    using H = model::HarborType;
    model::Scenario s = makeScenario(baseBoardShape(),
        {{0, -2, T::Mountains, 10}, {1, -2, T::Pasture, 2}, {2, -2, T::Forest, 9},
            {-1, -1, T::Fields, 12}, {0, -1, T::Hills, 6}, {1, -1, T::Pasture, 4},
            {2, -1, T::Hills, 10}, {-2, 0, T::Fields, 9}, {-1, 0, T::Forest, 11},
            {0, 0, T::Desert, 0}, {1, 0, T::Forest, 3}, {2, 0, T::Mountains, 8},
            {-2, 1, T::Forest, 8}, {-1, 1, T::Mountains, 3}, {0, 1, T::Fields, 4},
            {1, 1, T::Pasture, 5}, {-2, 2, T::Hills, 5}, {-1, 2, T::Fields, 6},
            {0, 2, T::Pasture, 11}},
        {{0, -3, 5, H::Generic}, {2, -3, 4, H::Grain}, {3, -2, 4, H::Ore}, {3, 0, 3, H::Generic},
            {1, 2, 2, H::Wool}, {-1, 3, 2, H::Generic}, {-3, 3, 1, H::Generic},
            {-3, 1, 0, H::Brick}, {-2, -1, 0, H::Lumber}},
        3, 4);
    s.board.setRobber(model::HexCoord {0, 0});
    return s;
}

/// The CATAN 5–6 beginner board (shared/reference/layouts/base-beginner-5-6.json).
inline model::Scenario fiveSixBeginnerScenario()
{
    using T = model::Terrain;
    using H = model::HarborType;
    model::Scenario s = makeScenario(fiveSixBoardShape(),
        {{0, -3, T::Hills, 10}, {1, -3, T::Pasture, 6}, {2, -3, T::Desert, 0},
            {-1, -2, T::Hills, 6}, {0, -2, T::Fields, 2}, {1, -2, T::Mountains, 9},
            {2, -2, T::Hills, 11}, {-2, -1, T::Forest, 3}, {-1, -1, T::Mountains, 11},
            {0, -1, T::Forest, 5}, {1, -1, T::Fields, 10}, {2, -1, T::Pasture, 4},
            {-3, 0, T::Desert, 0}, {-2, 0, T::Pasture, 5}, {-1, 0, T::Fields, 4},
            {0, 0, T::Mountains, 6}, {1, 0, T::Pasture, 3}, {2, 0, T::Fields, 8},
            {-3, 1, T::Forest, 12}, {-2, 1, T::Mountains, 10}, {-1, 1, T::Pasture, 2},
            {0, 1, T::Hills, 4}, {1, 1, T::Forest, 11}, {-3, 2, T::Forest, 8},
            {-2, 2, T::Fields, 3}, {-1, 2, T::Forest, 9}, {0, 2, T::Fields, 5},
            {-3, 3, T::Hills, 9}, {-2, 3, T::Pasture, 12}, {-1, 3, T::Mountains, 8}},
        {{0, -4, 5, H::Generic}, {2, -4, 4, H::Wool}, {3, -3, 4, H::Generic}, {3, 0, 3, H::Generic},
            {1, 2, 2, H::Brick}, {0, 3, 3, H::Wool}, {-2, 4, 2, H::Lumber}, {-4, 4, 1, H::Generic},
            {-4, 2, 0, H::Grain}, {-4, 1, 1, H::Generic}, {-3, -1, 0, H::Ore}},
        5, 6);
    s.products = {model::Product::Base, model::Product::BaseFiveSix};
    s.rules.pairedPlayers = true; // the CATAN 5–6 turn (001:L1170)
    return s;
}

} // namespace isle::test
