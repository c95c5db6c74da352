// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HexCoord.h"

#include <array>

namespace isle::model {

/// Corner index k of a hex lies between sides k and k+1 (layouts README §1):
/// 0 NE, 1 N (top point), 2 NW, 3 SW, 4 S (bottom point), 5 SE.
enum class Corner : std::uint8_t {
    NorthEast = 0,
    North = 1,
    NorthWest = 2,
    SouthWest = 3,
    South = 4,
    SouthEast = 5
};

constexpr int index(Corner c)
{
    return static_cast<int>(c);
}
constexpr Corner cornerFromIndex(int i)
{
    return static_cast<Corner>(((i % 6) + 6) % 6);
}

/// An intersection (vertex) of the hex grid in canonical form. Every vertex of a pointy-top grid
/// is either the top point (North) or the bottom point (South) of exactly one hex, so
/// (hex, isNorth) names each vertex once. Two CornerCoords are equal iff they are the same vertex.
struct CornerCoord
{
    HexCoord hex;
    bool north = true; ///< true: top point of hex; false: bottom point.

    /// The canonical form of corner `c` of hex `h`.
    static constexpr CornerCoord of(HexCoord h, Corner c);

    /// The three hexes that meet at this vertex (some may be off the board).
    constexpr std::array<HexCoord, 3> touchingHexes() const;
    /// The three vertices one path away.
    constexpr std::array<CornerCoord, 3> adjacentCorners() const;

    constexpr bool operator==(const CornerCoord &) const = default;
    constexpr std::strong_ordering operator<=>(const CornerCoord &o) const
    {
        if (auto c = hex <=> o.hex; c != 0)
            return c;
        return o.north <=> north; // North before South
    }
};

constexpr CornerCoord CornerCoord::of(HexCoord h, Corner c)
{
    switch (c) {
    case Corner::North:
        return {h, true};
    case Corner::South:
        return {h, false};
    case Corner::NorthEast:
        return {h.neighbor(Direction::NorthEast), false};
    case Corner::NorthWest:
        return {h.neighbor(Direction::NorthWest), false};
    case Corner::SouthWest:
        return {h.neighbor(Direction::SouthWest), true};
    case Corner::SouthEast:
        return {h.neighbor(Direction::SouthEast), true};
    }
    return {h, true};
}

constexpr std::array<HexCoord, 3> CornerCoord::touchingHexes() const
{
    if (north)
        return {hex, hex.neighbor(Direction::NorthWest), hex.neighbor(Direction::NorthEast)};
    return {hex, hex.neighbor(Direction::SouthWest), hex.neighbor(Direction::SouthEast)};
}

constexpr std::array<CornerCoord, 3> CornerCoord::adjacentCorners() const
{
    if (north) // neighbours: NW and NE corners of hex, and the bottom point of the hex above
        return {of(hex, Corner::NorthWest), of(hex, Corner::NorthEast),
            CornerCoord {hex + HexCoord {1, -2}, false}};
    return {of(hex, Corner::SouthWest), of(hex, Corner::SouthEast),
        CornerCoord {hex + HexCoord {-1, 2}, true}};
}

} // namespace isle::model

template<> struct std::hash<isle::model::CornerCoord>
{
    std::size_t operator()(isle::model::CornerCoord c) const noexcept
    {
        return std::hash<isle::model::HexCoord> {}(c.hex) * 2 + (c.north ? 1u : 0u);
    }
};
