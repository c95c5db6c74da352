// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DevelopmentDeck.h"
#include "Scenario.h"

namespace isle::model {

/// The development deck a game of `s` with `players` players uses: the scenario's own, else the
/// CATAN 5–6 box's deck when 5 or 6 play or the scenario uses that box, else the base deck.
/// The engine, the Properties dock and the Pioneers export share this one rule.
inline DevelopmentDeck developmentDeckOf(const Scenario &s, int players)
{
    return DevelopmentDeck::forGame(
        s.rules.developmentDeck, players >= 5 || s.uses(Product::BaseFiveSix));
}

} // namespace isle::model
