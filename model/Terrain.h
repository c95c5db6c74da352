// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EnumStrings.h"
#include "Resource.h"

#include <optional>

namespace isle::model {

/// What lies on a hex cell. Covers the base game, Seafarers, Traders & Barbarians and
/// Explorers & Pirates (RULES-DIGEST §1.1, layouts README §2).
enum class Terrain : std::uint8_t {
    Hills, ///< produces brick
    Forest, ///< produces lumber
    Pasture, ///< produces wool
    Fields, ///< produces grain
    Mountains, ///< produces ore
    Desert, ///< produces nothing; the robber starts here
    Gold, ///< Seafarers gold field: owner's choice of resource (001:L1480)
    Sea, ///< playable water: ships, pirate, harbors
    Frame, ///< the sea around the board (001:L334): harbors; ships on its coast, not frame/frame
    Fog, ///< face-down hex, drawn from the fog pool when discovered (001:L1826)
    Unassigned, ///< land whose terrain is drawn from its area's terrain pool at set-up
    Lake, ///< T&B Fishermen: fish on 2, 3, 11, 12; never on the coast (001:L4674)
    Swamp, ///< T&B Rivers: produces nothing, no token
    Oasis, ///< T&B Caravans: centre hex, no token
    Castle, ///< T&B Barbarian Attack knights' castle, no token
    TradeCastle, ///< T&B scenario trade hex (castle)
    Quarry, ///< T&B scenario trade hex
    Glassworks, ///< T&B scenario trade hex
    Spice, ///< E&P spice hex with a village, no token
    FishShoal, ///< E&P fish shoal: a sea hex showing a die result
    PirateLair, ///< E&P pirate lair / gold field: gold coins once captured
    Council, ///< E&P Council of Catan hex: counts as sea (001:L6804)
};

inline constexpr int TerrainCount = 22;

inline constexpr EnumStrings<Terrain, TerrainCount> TerrainNames {{{
    {Terrain::Hills, "hills"},
    {Terrain::Forest, "forest"},
    {Terrain::Pasture, "pasture"},
    {Terrain::Fields, "fields"},
    {Terrain::Mountains, "mountains"},
    {Terrain::Desert, "desert"},
    {Terrain::Gold, "gold"},
    {Terrain::Sea, "sea"},
    {Terrain::Frame, "frame"},
    {Terrain::Fog, "fog"},
    {Terrain::Unassigned, "unassigned"},
    {Terrain::Lake, "lake"},
    {Terrain::Swamp, "swamp"},
    {Terrain::Oasis, "oasis"},
    {Terrain::Castle, "castle"},
    {Terrain::TradeCastle, "trade_castle"},
    {Terrain::Quarry, "quarry"},
    {Terrain::Glassworks, "glassworks"},
    {Terrain::Spice, "spice"},
    {Terrain::FishShoal, "fish_shoal"},
    {Terrain::PirateLair, "pirate_lair"},
    {Terrain::Council, "council"},
}}};

constexpr std::string_view toString(Terrain t)
{
    return TerrainNames.toString(t);
}
constexpr int index(Terrain t)
{
    return static_cast<int>(t);
}

/// Water a harbor may lie on; its sides with land are coast for ships (Sea, Frame, E&P sea-like).
constexpr bool isWater(Terrain t)
{
    return t == Terrain::Sea || t == Terrain::Frame || t == Terrain::FishShoal
        || t == Terrain::Council;
}

/// Land a settlement can border. Fog is neither land nor water until it is revealed.
constexpr bool isLand(Terrain t)
{
    return !isWater(t) && t != Terrain::Fog;
}

/// Hexes that are part of the played board (everything but the frame).
constexpr bool isPlayable(Terrain t)
{
    return t != Terrain::Frame;
}

/// The resource a terrain produces, if it produces exactly one.
constexpr std::optional<Resource> producedResource(Terrain t)
{
    switch (t) {
    case Terrain::Hills:
        return Resource::Brick;
    case Terrain::Forest:
        return Resource::Lumber;
    case Terrain::Pasture:
        return Resource::Wool;
    case Terrain::Fields:
        return Resource::Grain;
    case Terrain::Mountains:
        return Resource::Ore;
    default:
        return std::nullopt;
    }
}

/// Terrains that carry a number token in the rules (the five resource terrains, gold fields and
/// E&P lairs, whose lair token carries the production number; 001:L6717).
constexpr bool takesNumberToken(Terrain t)
{
    return producedResource(t).has_value() || t == Terrain::Gold || t == Terrain::PirateLair
        || t == Terrain::Unassigned;
}

} // namespace isle::model
