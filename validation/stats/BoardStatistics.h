// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Distribution.h"
#include "SnakeDraft.h"

#include "model/Commodity.h"
#include "validation/checks/ScenarioIndex.h"

#include <array>
#include <vector>

namespace isle::validation {

/// Balance statistics of a board. Every number is defined in README "Balance statistics" so it
/// can be checked by hand. "Pips" = the dots on a token = ways to roll it with two dice (out of
/// 36); the pips of an intersection are those of the producing hexes (resource terrains and gold)
/// around it, i.e. the resource cards a settlement there expects per 36 rolls.
struct BoardStatistics
{
    struct ResourceStats
    {
        int hexes = 0; ///< producing hexes of the resource's terrain with a token
        int pips = 0; ///< their pips
        double pipsPerHex = 0; ///< pips / hexes (0 without hexes)
    };
    struct Intersection
    {
        model::CornerCoord corner;
        ScenarioIndex::Id id = ScenarioIndex::NoId;
        int pips = 0;
        int goldPips = 0;
        std::array<int, model::ResourceCount> resourcePips {};
        /// Cities & Knights: the commodities a city here earns per 36 rolls, by model::Commodity
        /// (the pips of its forest, pasture and mountains hexes, 001:L3336); zeros otherwise.
        std::array<int, model::CommodityCount> commodityPips {};
        int resources = 0; ///< distinct resources
        std::uint8_t harbors = 0; ///< ScenarioIndex::HarborBits
        bool startEligible = false;
    };
    struct Clustering
    {
        int producingPairs = 0; ///< adjacent hex pairs where both produce with a token
        int sameResourcePairs = 0; ///< ... of which both produce the same resource
        int highPipPairs = 0; ///< ... of which both carry ≥ 4 pips (5, 6, 8, 9)
        int largestClump = 0; ///< largest side-connected group of one resource's hexes
        int largestClumpResource = -1; ///< its resource index (-1 when there is none)
    };
    struct HarborStrength
    {
        model::Harbor harbor;
        int localPips = 0; ///< pips of the matching hexes (2:1: that resource; 3:1: all) touching
                           ///< its 2 intersections, each hex once
        int boardPips = 0; ///< pips of the matching resource on the whole board (3:1: all pips)
    };
    struct Score
    {
        double resourceBalance = 0; ///< 1 − Gini of the five resources' pips per hex
        double spotSpread = 0; ///< 1 − Gini of the productive intersections' pips
        double clustering = 0; ///< 1 − (sameResourcePairs + highPipPairs) / (2 · producingPairs)
        double seatFairness = 0; ///< mean over the player counts of minPips / maxPips
        double total = 0; ///< 100 × mean of the four parts
    };

    int landHexes = 0;
    int producingHexes = 0; ///< resource or gold hexes with a token
    int totalPips = 0;
    int goldHexes = 0;
    int goldPips = 0;
    int islands = 0;
    std::array<ResourceStats, model::ResourceCount> resources {};
    /// True when the scenario uses Cities & Knights: then `commodities` and the intersections'
    /// commodityPips are filled.
    bool citiesAndKnights = false;
    /// Per commodity (model::Commodity): the hexes a city earns it from and their pips — those
    /// of forest (paper), pasture (cloth) and mountains (coin); only cities earn commodities
    /// (001:L3336–3338, RULES-DIGEST §5.2).
    std::array<ResourceStats, model::CommodityCount> commodities {};
    /// Every intersection touching land, best first (pips, then distinct resources, then id).
    std::vector<Intersection> intersections;
    Distribution spread; ///< over intersections with pips > 0
    Clustering clustering;
    std::vector<HarborStrength> harbors; ///< in board order
    std::vector<SnakeDraft::Result> seats; ///< one per player count
    Score score;

    /// The first `n` entries of `intersections` (fewer when the board has fewer).
    std::vector<Intersection> bestSpots(int n) const;
};

/// Computes every statistic. Seat fairness runs for each player count from max(2, minPlayers) to
/// min(6, maxPlayers) (at least maxPlayers clamped to 2..6).
BoardStatistics computeStatistics(const ScenarioIndex &index);

} // namespace isle::validation
