// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/DevelopmentDeck.h"

#include <array>
#include <optional>
#include <string_view>

namespace isle::model {

/// The development deck in Pioneers' terms: its develop-* parameters. Pioneers names its victory
/// point cards after five buildings (chapel, university, governor, library, market), so the
/// deck's victory points are spread over those five.
struct PioneersDevelopmentDeck
{
    /// Every develop-* key Pioneers reads, in the order the writer writes them.
    static constexpr std::array<std::string_view, 9> Keys {"develop-road", "develop-monopoly",
        "develop-plenty", "develop-chapel", "develop-university", "develop-governor",
        "develop-library", "develop-market", "develop-soldier"};

    /// The counts for Keys.
    static std::array<int, 9> countsOf(const DevelopmentDeck &deck);
    /// The deck of the counts for Keys; nullopt when a kind's count does not fit a scenario
    /// (DevelopmentDeck::MaxPerKind).
    static std::optional<DevelopmentDeck> deckOf(const std::array<int, 9> &counts);
};

} // namespace isle::model
