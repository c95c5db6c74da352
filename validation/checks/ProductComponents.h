// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Product.h"
#include "model/Resource.h"
#include "model/Terrain.h"

#include <array>
#include <vector>

namespace isle::validation {

/// The Cities & Knights pieces and cards of the chosen boxes (RULES-DIGEST §2.5–2.6); all 0
/// without the Cities & Knights box.
struct CitiesKnightsComponents
{
    int colours = 0; ///< player colours with knights, walls and a flip-chart: 4, 6 with C&K 5–6
                     ///< (001:L3159, L4123)
    int knightsPerColour = 0; ///< 6: 2 basic, 2 strong, 2 mighty (001:L3161, L3203–3210, L3275)
    int cityWallsPerColour = 0; ///< 3 (001:L3160, L3276)
    int metropolises = 0; ///< 3, one per improvement area (001:L3162, L3456)
    int commodityCards = 0; ///< 36 = 12 paper, cloth, coin; +18 with C&K 5–6 (001:L3146, L4117)
    int progressCards = 0; ///< 54 = 18 per colour (001:L3150–3153)
    int defenderCards = 0; ///< "Defender of Catan" VP cards: 6; +2 with C&K 5–6 (001:L3154, L4121)
    int progressVictoryPoints = 0; ///< Constitution + Printer, 1 VP each (001:L3793, L3853)
    int merchantVictoryPoints = 0; ///< the merchant's holder: 1 VP (001:L3637)
    /// The victory target the box's rules play to: 13 (001:L3643); 0 without the box.
    int victoryTarget = 0;

    bool operator==(const CitiesKnightsComponents &) const = default;
};

/// What the chosen boxes contain that a map is built from: hexes per terrain, number tokens per
/// value and harbor tokens per type (RULES-DIGEST §2), and the Cities & Knights pieces. Counts the
/// rulebooks do not state are Unknown and are not checked.
struct ProductComponents
{
    static constexpr int Unknown = -1;

    std::array<int, model::TerrainCount> terrain {}; ///< by model::index(Terrain)
    std::array<int, 13> tokens {}; ///< by token value 2..12 (7 stays 0)
    bool tokensKnown = true;
    std::array<int, model::ResourceCount> specialHarbors {}; ///< 2:1 harbors per resource
    int genericHarbors = 0; ///< 3:1 harbors
    bool complete = true; ///< false when any count above is Unknown
    CitiesKnightsComponents citiesKnights;

    /// The union of the components of `products` (duplicates count once).
    static ProductComponents of(const std::vector<model::Product> &products);

    /// The 18 base tokens: 2, 12 once; 3–6 and 8–11 twice (001:L517).
    static std::array<int, 13> baseTokens();
    /// The 28 CATAN 5-6 tokens: 2, 12 twice; 3–6 and 8–11 three times (RULES-DIGEST §2.2, derived).
    static std::array<int, 13> fiveSixTokens();
    /// The Cities & Knights part of of(): its pieces and cards, the 5–6 box's added to them.
    static CitiesKnightsComponents citiesKnightsOf(const std::vector<model::Product> &products);
};

} // namespace isle::validation
