// SPDX-License-Identifier: GPL-3.0-or-later
#include "PioneersDevelopmentDeck.h"

namespace isle::model {

namespace {

// Indices into DevelopmentDeck::cards (its Keys order).
constexpr std::size_t Knight = 0, RoadBuilding = 1, YearOfPlenty = 2, Monopoly = 3,
                      VictoryPoint = 4;
constexpr std::size_t Buildings = 5; // chapel .. market, Keys[3..7]

} // namespace

std::array<int, 9> PioneersDevelopmentDeck::countsOf(const DevelopmentDeck &deck)
{
    const auto &c = deck.cards;
    std::array<int, 9> out {
        c[RoadBuilding], c[Monopoly], c[YearOfPlenty], 0, 0, 0, 0, 0, c[Knight]};
    const int vp = c[VictoryPoint];
    for (std::size_t b = 0; b < Buildings; ++b)
        out[3 + b] = vp / int(Buildings) + (int(b) < vp % int(Buildings) ? 1 : 0);
    return out;
}

std::optional<DevelopmentDeck> PioneersDevelopmentDeck::deckOf(const std::array<int, 9> &counts)
{
    DevelopmentDeck deck;
    deck.cards[RoadBuilding] = counts[0];
    deck.cards[Monopoly] = counts[1];
    deck.cards[YearOfPlenty] = counts[2];
    deck.cards[VictoryPoint] = 0;
    for (std::size_t b = 0; b < Buildings; ++b)
        deck.cards[VictoryPoint] += counts[3 + b];
    deck.cards[Knight] = counts[8];
    for (int n : deck.cards)
        if (n < 0 || n > DevelopmentDeck::MaxPerKind)
            return std::nullopt;
    return deck;
}

} // namespace isle::model
