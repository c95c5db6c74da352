// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace isle::model {

/// The development cards a scenario shuffles into its deck, by kind. Scenarios normally leave
/// the deck to the boxes they use (base 14/2/2/2/5, 001:L535; CATAN 5–6 20/3/3/3/5, which comes
/// from a fan document, not the seeds); a file that states its own deck replaces that.
struct DevelopmentDeck
{
    /// The kinds in file and engine order, with their JSON keys.
    static constexpr std::array<std::string_view, 5> Keys {
        "knight", "roadBuilding", "yearOfPlenty", "monopoly", "victoryPoint"};
    static constexpr int MaxPerKind = 40; ///< 8 times the base deck's largest count, and fits u8

    std::array<int, 5> cards {14, 2, 2, 2, 5};

    /// The base game's deck (001:L535).
    static constexpr DevelopmentDeck base() { return {{14, 2, 2, 2, 5}}; }
    /// The CATAN 5–6 box's deck: its rules say only that it adds 9 cards; 6 knights and one of
    /// each progress card more is what a fan document lists (004:L37–64, RULES-DIGEST §2.2).
    static constexpr DevelopmentDeck fiveSixFan() { return {{20, 3, 3, 3, 5}}; }
    /// The deck a game plays with: the scenario's own, else the boxes'.
    static constexpr DevelopmentDeck forGame(
        const std::optional<DevelopmentDeck> &own, bool fiveSixBox)
    {
        return own ? *own : fiveSixBox ? fiveSixFan() : base();
    }

    bool operator==(const DevelopmentDeck &) const = default;
};

} // namespace isle::model
