// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EnumStrings.h"

#include <cstdint>

namespace isle::model {

/// The constraints a generated board can be asked to meet (RULES-DIGEST §3.2 step 5, §3.5,
/// §3.7; 001:L731, L1654, L1993, L2425; 004:L523-602).
enum class GeneratorConstraint : std::uint8_t {
    RedNumbersNotAdjacent, ///< no 6 or 8 next to another 6 or 8
    TwoTwelveNotAdjacent, ///< no 2 or 12 next to another 2 or 12
    EqualNumbersNotAdjacent, ///< no two equal numbers next to each other
    NoRedOnGold, ///< no 6 or 8 on a gold field
    MaxTerrainClump, ///< no connected group of one land terrain larger than the limit
    MaxIntersectionPips, ///< no intersection whose hexes add up to more pips than the limit
};

inline constexpr int GeneratorConstraintCount = 6;

inline constexpr EnumStrings<GeneratorConstraint, GeneratorConstraintCount>
    GeneratorConstraintNames {{{
        {GeneratorConstraint::RedNumbersNotAdjacent, "red-not-adjacent"},
        {GeneratorConstraint::TwoTwelveNotAdjacent, "2-12-not-adjacent"},
        {GeneratorConstraint::EqualNumbersNotAdjacent, "equal-not-adjacent"},
        {GeneratorConstraint::NoRedOnGold, "no-red-on-gold"},
        {GeneratorConstraint::MaxTerrainClump, "max-clump"},
        {GeneratorConstraint::MaxIntersectionPips, "max-pips"},
    }}};

constexpr std::string_view toString(GeneratorConstraint c)
{
    return GeneratorConstraintNames.toString(c);
}

/// Which constraints BoardGenerator enforces. The limits are off at 0.
struct GeneratorConstraints
{
    bool redNumbersNotAdjacent = false;
    bool twoTwelveNotAdjacent = false;
    bool equalNumbersNotAdjacent = false;
    bool noRedOnGold = false;
    int maxTerrainClump = 0; ///< largest allowed group of adjacent hexes of one land terrain
    int maxIntersectionPips = 0; ///< largest allowed pip sum of the hexes at one intersection
    int maxAttempts = 1000; ///< fresh shuffles tried before giving up

    /// Every constraint on: clumps of at most 3 hexes, at most 12 pips on an intersection (13,
    /// the most the red rule allows, is a 6 or 8 between two 5s or 9s). The printed 5-6 letter
    /// spiral cannot meet this set (each of its layouts that keeps equal numbers apart has a 13-pip
    /// intersection); such a combination is reported as ConstraintUnsatisfied.
    static constexpr GeneratorConstraints all() { return {true, true, true, true, 3, 12, 1000}; }

    constexpr bool enabled(GeneratorConstraint c) const
    {
        switch (c) {
        case GeneratorConstraint::RedNumbersNotAdjacent:
            return redNumbersNotAdjacent;
        case GeneratorConstraint::TwoTwelveNotAdjacent:
            return twoTwelveNotAdjacent;
        case GeneratorConstraint::EqualNumbersNotAdjacent:
            return equalNumbersNotAdjacent;
        case GeneratorConstraint::NoRedOnGold:
            return noRedOnGold;
        case GeneratorConstraint::MaxTerrainClump:
            return maxTerrainClump > 0;
        case GeneratorConstraint::MaxIntersectionPips:
            return maxIntersectionPips > 0;
        }
        return false;
    }

    /// Both sets at once: a constraint either turns on is on, a limit is the stricter of the
    /// two; maxAttempts is this set's. (A scenario's own dealConstraints join the user's.)
    constexpr GeneratorConstraints unitedWith(const GeneratorConstraints &o) const
    {
        auto stricter = [](int a, int b) {
            return a == 0 ? b : b == 0 ? a : (a < b ? a : b);
        };
        GeneratorConstraints k = *this;
        k.redNumbersNotAdjacent = redNumbersNotAdjacent || o.redNumbersNotAdjacent;
        k.twoTwelveNotAdjacent = twoTwelveNotAdjacent || o.twoTwelveNotAdjacent;
        k.equalNumbersNotAdjacent = equalNumbersNotAdjacent || o.equalNumbersNotAdjacent;
        k.noRedOnGold = noRedOnGold || o.noRedOnGold;
        k.maxTerrainClump = stricter(maxTerrainClump, o.maxTerrainClump);
        k.maxIntersectionPips = stricter(maxIntersectionPips, o.maxIntersectionPips);
        return k;
    }

    bool operator==(const GeneratorConstraints &) const = default;
};

} // namespace isle::model
