// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Product.h"
#include "model/Resource.h"
#include "model/Terrain.h"

#include <array>
#include <vector>

namespace isle::validation {

/// What the chosen boxes contain that a map is built from: hexes per terrain, number tokens per
/// value and harbor tokens per type (RULES-DIGEST §2). Counts the rulebooks do not state are
/// Unknown and are not checked.
struct ProductComponents
{
    static constexpr int Unknown = -1;

    std::array<int, model::TerrainCount> terrain {}; ///< by model::index(Terrain)
    std::array<int, 13> tokens {}; ///< by token value 2..12 (7 stays 0)
    bool tokensKnown = true;
    std::array<int, model::ResourceCount> specialHarbors {}; ///< 2:1 harbors per resource
    int genericHarbors = 0; ///< 3:1 harbors
    bool complete = true; ///< false when any count above is Unknown

    /// The union of the components of `products` (duplicates count once).
    static ProductComponents of(const std::vector<model::Product> &products);

    /// The 18 base tokens: 2, 12 once; 3–6 and 8–11 twice (001:L517).
    static std::array<int, 13> baseTokens();
    /// The 28 CATAN 5-6 tokens: 2, 12 twice; 3–6 and 8–11 three times (RULES-DIGEST §2.2, derived).
    static std::array<int, 13> fiveSixTokens();
};

} // namespace isle::validation
