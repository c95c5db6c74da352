// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/GameState.h"

#include <optional>
#include <string_view>

namespace isle::validation {

/// A size limit of the rules engine that a board crosses: what is counted ("hexes",
/// "intersections" or "paths"), how many the board has and the most the engine plays.
struct EngineLimit
{
    std::string_view what;
    int count = 0;
    int max = 0;
};

/// The first engine limit a board with these topology counts crosses, checked in the order
/// hexes, intersections, paths; nullopt when the engine can play it. Game::compile() refuses with
/// it and the validator warns with it ("structure.engine-limit"), so both use the same numbers.
constexpr std::optional<EngineLimit> engineLimitCrossed(int hexes, int corners, int edges)
{
    if (hexes > MaxHexes)
        return EngineLimit {"hexes", hexes, MaxHexes};
    if (corners > MaxCorners)
        return EngineLimit {"intersections", corners, MaxCorners};
    if (edges > MaxEdges)
        return EngineLimit {"paths", edges, MaxEdges};
    return std::nullopt;
}

} // namespace isle::validation
