// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CitiesAndKnightsOptions.h"
#include "DevelopmentDeck.h"
#include "EnumStrings.h"
#include "WonderCard.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace isle::model {

/// Rule switches a scenario may set; defaults are the base rules.
struct RuleOptions
{
    int discardLimit = 7; ///< a 7 makes hands of more cards discard half (001:L247)
    bool friendlyRobber = false; ///< T&B variant: robber may not hit players with ≤ 2 VP
    /// CATAN 5–6 paired-player turns (001:L1167). The seeds' only 5–6 turn: it replaces the
    /// special building phase of earlier editions (001:L1170), so the engine refuses 5–6 players
    /// without it. With 3–4 players the ordinary turn applies.
    bool pairedPlayers = false;
    bool fogRevealReward = false; ///< Seafarers Fog Islands: discovering land yields its resource
    bool setupShipAllowed
        = false; ///< Seafarers: a coastal start settlement may take a ship (001:L1488)
    /// Once the robber has left its start hex it may never be moved back to it (The Forgotten
    /// Tribe, 001:L2051).
    bool robberNeverReturnsToStart = false;
    /// The robber starts beside the board even where there are deserts, and enters play when a 7
    /// or a knight first moves it (New World, 001:L2439; its 5–6 pool deals 3 deserts).
    bool robberStartsBesideBoard = false;
    /// The pirate is not used: a 7 or a knight moves only the robber, and the board has no
    /// pirate (The Wonders of Catan, 001:L2369).
    bool noPirate = false;
    /// The Wonders of Catan: the wonder cards beside the board, each with its face (needs and
    /// level cost, WonderCard.h), in the order the file lists them; empty = a game without
    /// wonders. Each player may build one wonder; finishing its level 4 wins (001:L2359–2375).
    std::vector<WonderCard> wonders;
    /// The scenario's own development deck; empty = the boxes' deck (rules/fivesix/PairedTurn).
    std::optional<DevelopmentDeck> developmentDeck;
    /// Cities & Knights settings (barbarian track, optional rules 001:L3657–3691); nullopt = the
    /// file states none, and a Cities & Knights game plays the defaults
    /// (citiesAndKnightsOrDefaults).
    std::optional<CitiesAndKnightsOptions> citiesAndKnights;
    /// Per-scenario switches for validation checks: check code (e.g. "tokens.red-on-gold") ->
    /// "off", "error", "warning" or "info". Absent codes keep the product defaults
    /// (validation/checks/CheckCatalog). Optional in files; empty = defaults.
    std::map<std::string, std::string> checks;

    /// The Cities & Knights settings a game plays with: the file's, else the defaults.
    CitiesAndKnightsOptions citiesAndKnightsOrDefaults() const
    {
        return citiesAndKnights.value_or(CitiesAndKnightsOptions {});
    }

    bool operator==(const RuleOptions &) const = default;
};

/// Kinds of special victory points a scenario can award.
enum class SpecialVictoryKind : std::uint8_t {
    ForeignIslandSettlement, ///< each player's first settlement on each island other than a start
                             ///< island
    AreaFirstSettlement, ///< first settlement (per player) in the named area
    /// every settlement built in the named area, set-up settlements included (The Wonders of
    /// Catan's small islands: "It does not matter if other players have already built
    /// settlements on that island", 001:L2355)
    AreaSettlement,
};

inline constexpr EnumStrings<SpecialVictoryKind, 3> SpecialVictoryKindNames {{{
    {SpecialVictoryKind::ForeignIslandSettlement, "foreign_island_settlement"},
    {SpecialVictoryKind::AreaFirstSettlement, "area_first_settlement"},
    {SpecialVictoryKind::AreaSettlement, "area_settlement"},
}}};

/// The kinds that name an area (SpecialVictoryRule::area).
constexpr bool namesArea(SpecialVictoryKind k)
{
    return k != SpecialVictoryKind::ForeignIslandSettlement;
}

constexpr std::string_view toString(SpecialVictoryKind k)
{
    return SpecialVictoryKindNames.toString(k);
}

/// A special victory point rule, e.g. "first settlement on each foreign island: 2 chits"
/// (Seafarers 001:L1446).
struct SpecialVictoryRule
{
    SpecialVictoryKind kind = SpecialVictoryKind::ForeignIslandSettlement;
    int points = 2;
    std::string area; ///< AreaFirstSettlement, AreaSettlement: the area id
    std::string description;

    bool operator==(const SpecialVictoryRule &) const = default;
};

} // namespace isle::model
