// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Harbor.h"
#include "Terrain.h"

#include <cstdint>
#include <vector>

namespace isle::model {

/// One generated board in BoardGenerator's dense form: per land cell (BoardGenerator::cell(i))
/// its terrain and token, per Unassigned harbor its type, and the robber. Also holds the
/// generator's scratch space, so a caller that reuses one layout generates with no allocation.
/// Make it with BoardGenerator::makeLayout().
struct GeneratedLayout
{
    std::vector<Terrain> terrain;
    std::vector<std::int8_t> tokenValue; ///< 0 = no token
    std::vector<std::int16_t> tokenLetter; ///< index into BoardGenerator::letterTokens(); -1 = none
    std::vector<HarborType> harborType; ///< per BoardGenerator::harborSlot(i)
    /// Area::harborsOnCoast areas: per harbor of their pools, the coast side it went to
    /// (BoardGenerator's index) and its type.
    std::vector<std::int32_t> coastHarborSide;
    std::vector<HarborType> coastHarborType;
    int robberCell = -1; ///< -1 = off the board
    int attempts = 0; ///< attempts the last generation needed

    // Scratch, sized by makeLayout().
    std::vector<Terrain> terrainPool;
    std::vector<std::int8_t> tokenPool;
    std::vector<HarborType> harborPool;
    std::vector<std::int32_t> stack;
    std::vector<std::uint8_t> seen;
    std::vector<std::int32_t> coastOrder;
    std::vector<std::uint8_t> cornerTaken;
    std::vector<std::int8_t> spiralCorner; ///< per area: corner chosen with the terrain, or -1
};

} // namespace isle::model
