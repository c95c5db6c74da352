// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AsciiBoard.h"

#include "model/Scenario.h"

#include <vector>

namespace isle::test {

/// A clean custom map for the base box: a 4 × 4 parallelogram of land (q, r = 1..4) in a frame,
/// 16 hexes and 16 tokens taken from the base box, no two red numbers adjacent. Every rule passes.
inline constexpr std::string_view CleanIsland = R"(
#   #   #   #   #   #
  #   H6  W3  P8  F4  #
    #   M5  H9  W10 P11 #
      #   F8  M4  H6  W3  #
        #   P10 F5  M11 W9  #
          #   #   #   #   #   #)";

inline model::Scenario scenarioFromAscii(
    std::string_view picture, int firstRow = 0, int columnShift = 0)
{
    model::Scenario s;
    s.id = "fixture";
    s.title = "Fixture";
    s.board = parseAsciiBoard(picture, firstRow, columnShift);
    return s;
}

inline model::Scenario cleanIsland()
{
    return scenarioFromAscii(CleanIsland);
}

/// CATAN base game "Starting Set-up for Beginners"
/// (shared/reference/layouts/base-beginner-3-4.json: terrain, numbers, robber, harbors;
/// RULES-DIGEST §3.1).
inline constexpr std::string_view BaseBeginner = R"(
      #   #   #   #
    #   M10 P2  W9  #
  #   F12 H6  P4  H10 #
#   F9  W11 Dr  W3  M8  #
  #   W8  M3  F4  P5  #
    #   H5  F6  P11 #
      #   #   #   #)";

inline model::Scenario baseBeginner()
{
    using model::Direction;
    using model::HarborType;
    model::Scenario s = scenarioFromAscii(BaseBeginner, -3, -6);
    s.id = "base-beginner-3-4";
    const struct
    {
        model::HexCoord hex;
        int dir;
        HarborType type;
    } harbors[] {{{0, -3}, 5, HarborType::Generic}, {{2, -3}, 4, HarborType::Grain},
        {{3, -2}, 4, HarborType::Ore}, {{3, 0}, 3, HarborType::Generic},
        {{1, 2}, 2, HarborType::Wool}, {{-1, 3}, 2, HarborType::Generic},
        {{-3, 3}, 1, HarborType::Generic}, {{-3, 1}, 0, HarborType::Brick},
        {{-2, -1}, 0, HarborType::Lumber}};
    for (const auto &h : harbors)
        s.board.setHarbor({h.hex, model::directionFromIndex(h.dir), h.type});
    return s;
}

/// Adds a frame cell on every off-board neighbour of a land hex (the printed frame ring).
inline void addFrameRing(model::Board &board)
{
    std::vector<model::HexCoord> ring;
    for (const model::Hex &h : board.hexes())
        if (model::isLand(h.terrain))
            for (model::Direction d : model::AllDirections)
                if (!board.contains(h.coord.neighbor(d)))
                    ring.push_back(h.coord.neighbor(d));
    for (model::HexCoord c : ring)
        board.setHex({c, model::Terrain::Frame});
}

/// CATAN 5-6 "Starting Set-up for 5-6 New Players"
/// (shared/reference/layouts/base-beginner-5-6.json), robber on the first desert (the rules allow
/// either, 001:L1116).
inline constexpr std::string_view FiveSixBeginner = R"(
      H10 P6  Dr
    H6  F2  M9  H11
  W3  M11 W5  F10 P4
D   P5  F4  M6  P3  F8
  W12 M10 P2  H4  W11
    W8  F3  W9  F5
      H9  P12 M8)";

inline model::Scenario fiveSixBeginner()
{
    using model::HarborType;
    model::Scenario s = scenarioFromAscii(FiveSixBeginner, -3, -6);
    addFrameRing(s.board);
    s.id = "base-beginner-5-6";
    s.products = {model::Product::Base, model::Product::BaseFiveSix};
    s.minPlayers = 5;
    s.maxPlayers = 6;
    s.rules.pairedPlayers = true; // the CATAN 5–6 turn (001:L1170)
    const struct
    {
        model::HexCoord hex;
        int dir;
        HarborType type;
    } harbors[] {{{0, -4}, 5, HarborType::Generic}, {{2, -4}, 4, HarborType::Wool},
        {{3, -3}, 4, HarborType::Generic}, {{3, 0}, 3, HarborType::Generic},
        {{1, 2}, 2, HarborType::Brick}, {{0, 3}, 3, HarborType::Wool},
        {{-2, 4}, 2, HarborType::Lumber}, {{-4, 4}, 1, HarborType::Generic},
        {{-4, 2}, 0, HarborType::Grain}, {{-4, 1}, 1, HarborType::Generic},
        {{-3, -1}, 0, HarborType::Ore}};
    for (const auto &h : harbors)
        s.board.setHarbor({h.hex, model::directionFromIndex(h.dir), h.type});
    return s;
}

} // namespace isle::test
