// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HexCoord.h"
#include "NumberToken.h"
#include "Terrain.h"

#include <optional>
#include <string>

namespace isle::model {

/// One cell of the board: its terrain, its number token and the area it belongs to.
struct Hex
{
    HexCoord coord;
    Terrain terrain = Terrain::Sea;
    std::optional<NumberToken> token;
    std::string area; ///< id of an Area of the scenario; empty = no area
    bool river = false; ///< T&B Rivers: a river crosses this (producing) hex
    bool fixed = false; ///< never moved when its area is shuffled (E&P pasture)
    /// Its number token stays when its area is dealt; the terrain under it is dealt again, always
    /// one that takes a number (the editor's Lock Tokens). Implied by `fixed`; means nothing on
    /// a hex without a token (see keepsToken()).
    bool tokenFixed = false;
    std::uint8_t seaSides = 0; ///< bit d set: side d faces the frame (T&B trade hexes)

    /// A token lock in force: tokenFixed on a hex that has a token to keep.
    bool keepsToken() const { return tokenFixed && token.has_value(); }

    bool operator==(const Hex &) const = default;
};

} // namespace isle::model
