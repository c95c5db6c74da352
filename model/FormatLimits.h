// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>

namespace isle::model {

/// Hard limits of the scenario file reader. A file that exceeds one is refused with a
/// "format.too-large" / "format.too-deep" issue before it can exhaust memory or time
/// (README "Scenario file format", section Limits). Every official board is far below them.
struct FormatLimits
{
    static constexpr std::size_t MaxFileBytes = 32u * 1024u * 1024u; ///< checked before parsing
    static constexpr int MaxNestingDepth = 32; ///< the format itself nests 6 deep
    static constexpr std::size_t MaxJsonValues = 4'000'000; ///< bounds the parsed document's memory
    static constexpr std::size_t MaxStringBytes = 65'536; ///< any string or key (descriptions)
    static constexpr std::size_t MaxIdBytes = 256; ///< ids, titles, names, letters
    static constexpr std::size_t MaxHexes = 200'000;
    static constexpr std::size_t MaxHarbors = 5'000;
    static constexpr std::size_t MaxMarkers = 50'000;
    static constexpr std::size_t MaxAreas = 1'000;
    static constexpr std::size_t MaxListEntries = 10'000; ///< products, pools, sequences, VP rules
    /// rules.wonders: the Seafarers 5–6 box has 7 wonder cards (RULES-DIGEST §4.2)
    static constexpr std::size_t MaxWonderCards = 8;
    /// A wonder card's needs (cities, trade route, victory points): 0..100 each.
    static constexpr int MaxWonderNeed = 100;
    /// One resource of a wonder level: 0..20.
    static constexpr int MaxWonderLevelCost = 20;
    static constexpr int MaxCoordinate = 1000; ///< |q| and |r|
    static constexpr int MaxPoolCount = 10'000; ///< one entry of a terrain or harbor pool
    static constexpr std::size_t MaxIssues = 1'000; ///< listed per file; the rest are counted
    // Value ranges of the format (format.out-of-range); other formats' readers import into them.
    static constexpr int MaxPlayers = 8; ///< players.min and players.max: 1..8
    static constexpr int MaxVictoryPoints = 100; ///< victoryPoints: 1..100
    static constexpr int MaxRulePoints = 100; ///< a special victory rule's points: 0..100
};

} // namespace isle::model
