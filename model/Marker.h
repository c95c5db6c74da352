// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EdgeCoord.h"
#include "EnumStrings.h"

#include <string>

namespace isle::model {

/// Scenario pieces and marks that sit on a hex, an intersection or a path (RULES-DIGEST §1.9,
/// layouts README §2 "markers").
enum class MarkerType : std::uint8_t {
    NoSettlementAtSetup, ///< corner: no starting settlement here (start restriction)
    StartSettlement, ///< corner: a fixed starting settlement (player)
    StartRoad, ///< edge: a fixed starting road (player)
    StartShip, ///< edge: a fixed starting ship (player)
    Village, ///< corner: Cloth for Catan village with its number (001:L2117)
    CatanChitVp, ///< edge: a Catan chit worth `number` VP (1 if 0), the gift of the first ship
                 ///< on the edge (The Forgotten Tribe, 001:L2055)
    PirateFortress, ///< corner: Pirate Islands fortress
    FortressRouteSettlementSite, ///< corner: Pirate Islands target site on the route to a fortress
    DevelopmentCard, ///< edge: Forgotten Tribe face-down development card, the gift of the first
                     ///< ship on the edge (001:L2063)
    WonderSiteGreatWall, ///< corner: Wonders of Catan no-build site
    WonderSiteGreatBridge, ///< corner: Wonders of Catan no-build site
    FishingGround, ///< corner of a frame hex: T&B fishing ground with its number
    BarbarianStart, ///< hex: T&B Barbarian Attack barbarian start
    NoPirateAttackHex, ///< hex: Pirate Islands 5–6 white "!"
    /// hex: one step of the Pirate Islands' pirate fleet circuit, `number` = its place in sailing
    /// order (1, 2, ...; after the last the fleet sails on to 1), 001:L2244
    PiratePath,
};

inline constexpr int MarkerTypeCount = 15;

inline constexpr EnumStrings<MarkerType, MarkerTypeCount> MarkerTypeNames {{{
    {MarkerType::NoSettlementAtSetup, "no_settlement_at_setup"},
    {MarkerType::StartSettlement, "start_settlement"},
    {MarkerType::StartRoad, "start_road"},
    {MarkerType::StartShip, "start_ship"},
    {MarkerType::Village, "village"},
    {MarkerType::CatanChitVp, "catan_chit_vp"},
    {MarkerType::PirateFortress, "pirate_fortress"},
    {MarkerType::FortressRouteSettlementSite, "fortress_route_settlement_site"},
    {MarkerType::DevelopmentCard, "development_card"},
    {MarkerType::WonderSiteGreatWall, "wonder_site_great_wall"},
    {MarkerType::WonderSiteGreatBridge, "wonder_site_great_bridge"},
    {MarkerType::FishingGround, "fishing_ground"},
    {MarkerType::BarbarianStart, "barbarian_start"},
    {MarkerType::NoPirateAttackHex, "no_pirate_attack_hex"},
    {MarkerType::PiratePath, "pirate_path"},
}}};

constexpr std::string_view toString(MarkerType t)
{
    return MarkerTypeNames.toString(t);
}

/// Where a marker of a given type sits.
enum class MarkerSite : std::uint8_t { Hex, Corner, Edge };

constexpr MarkerSite markerSite(MarkerType t)
{
    switch (t) {
    case MarkerType::StartRoad:
    case MarkerType::StartShip:
    case MarkerType::CatanChitVp:
    case MarkerType::DevelopmentCard:
        return MarkerSite::Edge;
    case MarkerType::BarbarianStart:
    case MarkerType::NoPirateAttackHex:
    case MarkerType::PiratePath:
        return MarkerSite::Hex;
    default:
        return MarkerSite::Corner;
    }
}

/// A marker. Exactly one of hex / corner / edge is meaningful, chosen by markerSite(type).
struct Marker
{
    MarkerType type = MarkerType::NoSettlementAtSetup;
    HexCoord hex; ///< MarkerSite::Hex
    CornerCoord corner; ///< MarkerSite::Corner (canonical)
    EdgeCoord edge; ///< MarkerSite::Edge (canonical)
    int number = 0; ///< village / fishing ground number, chit value; 0 = none
    int player = -1; ///< owning seat for start pieces (0-based); -1 = none
    std::string note;

    bool operator==(const Marker &) const = default;
};

} // namespace isle::model
