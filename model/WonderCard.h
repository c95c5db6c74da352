// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Marker.h"
#include "Resource.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace isle::model {

/// What a player must have to start a wonder (001:L2361): every part set must hold at once.
struct WonderNeeds
{
    int cities = 0; ///< at least this many cities
    bool cityAtHarbor = false; ///< one city at a harbor
    int tradeRoute = 0; ///< the longest trade route at least this long
    /// A settlement (not a city) on an intersection carrying a marker of this type
    /// (wonder_site_great_wall, wonder_site_great_bridge).
    std::optional<MarkerType> settlementOn;
    int victoryPoints = 0; ///< at least this many victory points

    bool operator==(const WonderNeeds &) const = default;
};

/// A wonder card of The Wonders of Catan (Seafarers 8, 001:L2359–2365): started once its needs
/// are met, then built in four levels of the same resources. The rulebook prints the cards as
/// pictures and quotes only the Monument's needs, so a scenario file carries each card's face
/// and says where it comes from.
struct WonderCard
{
    std::string name; ///< shown to users
    WonderNeeds needs;
    std::array<int, ResourceCount> levelCost {}; ///< one level's resources, by Resource
    std::string source; ///< where the face comes from (a rulebook line, another program)

    bool operator==(const WonderCard &) const = default;
};

/// Marker types a wonder may ask a settlement to stand on.
constexpr bool isWonderSite(MarkerType t)
{
    return t == MarkerType::WonderSiteGreatWall || t == MarkerType::WonderSiteGreatBridge;
}

/// The five wonder cards of the Seafarers box (001:L2330): the Monument's needs as the rulebook
/// quotes them (001:L2361), everything else from JSettlers2 (soc/game/SOCSpecialItem,
/// REQ_SC_WOND and COST_SC_WOND), whose Monument agrees with the quote.
std::vector<WonderCard> seafarersWonderCards();

} // namespace isle::model
