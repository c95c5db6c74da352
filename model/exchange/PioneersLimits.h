// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/FormatLimits.h"

#include <cstddef>

namespace isle::model {

/// Hard limits of the Pioneers `.game` reader (README "Limits of the readers"). Each is checked
/// before the reader allocates for it, and a file beyond one is refused with its own issue code
/// naming the limit and the line. Pioneers' own maps are a few kilobytes and far below them.
struct PioneersLimits
{
    static constexpr std::size_t MaxFileBytes = 4u * 1024u * 1024u; ///< "pioneers.file-too-large"
    static constexpr std::size_t MaxLineBytes = 65'536; ///< "pioneers.line-too-long"
    /// Map rows and columns ("pioneers.map-too-large"): keeps every imported hex inside
    /// FormatLimits::MaxCoordinate once the map is centred, so the result can be saved.
    static constexpr int MaxMapRows = 1000;
    static constexpr int MaxMapColumns = 1000;
    /// Map cells, sea included ("pioneers.map-too-large"); the scenario format's hex limit.
    static constexpr std::size_t MaxCells = FormatLimits::MaxHexes;
    /// A cell's chit sequence number ("pioneers.number-out-of-range"); more digits than any map
    /// could use, far from int overflow.
    static constexpr int MaxSequence = 999'999;
    /// Any number after a keyword (counts, victory points, bonus) and a chit list entry
    /// ("pioneers.number-out-of-range").
    static constexpr int MaxParameter = 10'000;
    /// Entries of the chits and island-discovery-bonus lists ("pioneers.list-too-long").
    static constexpr std::size_t MaxListEntries = FormatLimits::MaxListEntries;
    /// nosetup lines ("pioneers.list-too-long").
    static constexpr std::size_t MaxNoSetup = FormatLimits::MaxMarkers;
    /// The title and the joined description lines ("pioneers.text-too-long"): what a scenario
    /// file holds, so an imported map can always be saved and read back.
    static constexpr std::size_t MaxTitleBytes = FormatLimits::MaxIdBytes;
    static constexpr std::size_t MaxDescriptionBytes = FormatLimits::MaxStringBytes;
    /// Issues listed; the rest are counted in one "pioneers.too-many-issues" note.
    static constexpr std::size_t MaxIssues = FormatLimits::MaxIssues;
};

} // namespace isle::model
