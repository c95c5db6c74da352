// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EnumStrings.h"
#include "Harbor.h"
#include "NumberToken.h"
#include "Terrain.h"

#include <map>
#include <string>
#include <vector>

namespace isle::model {

/// How an area's number tokens are laid at set-up.
enum class TokenPlacement : std::uint8_t {
    Fixed, ///< tokens are printed on the map (the board's tokens are used as they are)
    Spiral, ///< the letter sequence along the spiral (001:L719, L1114)
    Random, ///< shuffled token pool, constrained (001:L725, L2425)
};

inline constexpr EnumStrings<TokenPlacement, 3> TokenPlacementNames {{{
    {TokenPlacement::Fixed, "fixed"},
    {TokenPlacement::Spiral, "spiral"},
    {TokenPlacement::Random, "random"},
}}};

constexpr std::string_view toString(TokenPlacement p)
{
    return TokenPlacementNames.toString(p);
}

/// Letter sequences for the spiral: the printed sets and a designer's own.
enum class LetterSequence : std::uint8_t { Base, FiveSix, Custom };

inline constexpr EnumStrings<LetterSequence, 3> LetterSequenceNames {{{
    {LetterSequence::Base, "base"},
    {LetterSequence::FiveSix, "5-6"},
    {LetterSequence::Custom, "custom"},
}}};

constexpr std::string_view toString(LetterSequence s)
{
    return LetterSequenceNames.toString(s);
}

/// Where and which way the token spiral runs.
struct SpiralSettings
{
    LetterSequence sequence = LetterSequence::Base;
    std::vector<NumberToken> customSequence; ///< used when sequence == Custom, in letter order
    int startCorner
        = -1; ///< index 0..5 of the outer-ring corner hex to start at; -1 = any (random)
    bool clockwise = false; ///< the rules go counter-clockwise

    bool operator==(const SpiralSettings &) const = default;
};

/// A named group of hexes ("main island", "small islands") with the pools its variable set-up
/// draws from and its start-placement rule. Hexes name their area (Hex::area); the area does not
/// list them, so membership has one source of truth.
struct Area
{
    std::string id; ///< unique within the scenario; referenced by Hex::area
    std::string name; ///< shown to users
    bool startAllowed = true; ///< may players place starting settlements on this area's corners?
    /// May settlements be built on this area's corners at all? The Forgotten Tribe's small
    /// islands: never (001:L2041). A harbor token at the coast of such an area is a gift: the
    /// first ship on its side takes it (001:L2067–2069).
    bool settlementsAllowed = true;
    /// May the robber be moved onto this area's hexes? (The Forgotten Tribe: not onto the small
    /// islands, 001:L2049.)
    bool robberAllowed = true;

    std::map<Terrain, int> terrainPool; ///< drawn onto the area's Unassigned hexes
    std::vector<int> tokenPool; ///< values, drawn for Random placement
    std::map<HarborType, int> harborPool; ///< drawn onto Unassigned harbors serving the area
    /// The harbor pool goes onto random coast sides of the area's dealt land instead of onto
    /// Unassigned harbors: New World's players place the harbors on any side between a land hex
    /// and a sea or frame hex (001:L2427). Two harbors never share an intersection.
    bool harborsOnCoast = false;
    TokenPlacement tokenPlacement = TokenPlacement::Fixed;
    SpiralSettings spiral; ///< used when tokenPlacement == Spiral

    bool operator==(const Area &) const = default;
};

} // namespace isle::model
