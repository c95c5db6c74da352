// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CornerCoord.h"

namespace isle::model {

/// A path (hex side) in canonical form: side East, NorthEast or NorthWest of `hex`. The other
/// three sides of a hex are the East/NorthEast/NorthWest sides of its neighbours, so every side
/// of the grid has exactly one EdgeCoord.
struct EdgeCoord
{
    HexCoord hex;
    Direction side = Direction::East; ///< always East, NorthEast or NorthWest

    /// The canonical form of side `d` of hex `h`.
    static constexpr EdgeCoord of(HexCoord h, Direction d)
    {
        if (index(d) < 3)
            return {h, d};
        return {h.neighbor(d), opposite(d)};
    }

    /// The two hexes on either side of this path.
    constexpr std::array<HexCoord, 2> hexes() const { return {hex, hex.neighbor(side)}; }
    /// The two intersections at the ends of this path: side k runs from corner k-1 to corner k.
    constexpr std::array<CornerCoord, 2> corners() const
    {
        return {CornerCoord::of(hex, cornerFromIndex(index(side) - 1)),
            CornerCoord::of(hex, cornerFromIndex(index(side)))};
    }

    constexpr bool operator==(const EdgeCoord &) const = default;
    constexpr std::strong_ordering operator<=>(const EdgeCoord &o) const
    {
        if (auto c = hex <=> o.hex; c != 0)
            return c;
        return index(side) <=> index(o.side);
    }
};

} // namespace isle::model

template<> struct std::hash<isle::model::EdgeCoord>
{
    std::size_t operator()(isle::model::EdgeCoord e) const noexcept
    {
        return std::hash<isle::model::HexCoord> {}(e.hex) * 3
            + static_cast<std::size_t>(isle::model::index(e.side));
    }
};
