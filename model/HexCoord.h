// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <functional>

namespace isle::model {

/// The six sides of a pointy-top hex, counter-clockwise on screen starting east.
/// Convention of shared/reference/layouts/README.md §1: opposite side = (index + 3) % 6.
enum class Direction : std::uint8_t {
    East = 0,
    NorthEast = 1,
    NorthWest = 2,
    West = 3,
    SouthWest = 4,
    SouthEast = 5
};

inline constexpr int DirectionCount = 6;
inline constexpr std::array<Direction, 6> AllDirections {Direction::East, Direction::NorthEast,
    Direction::NorthWest, Direction::West, Direction::SouthWest, Direction::SouthEast};

constexpr int index(Direction d)
{
    return static_cast<int>(d);
}
/* 0 <= i (any integer is reduced modulo 6) */
constexpr Direction directionFromIndex(int i)
{
    return static_cast<Direction>(((i % 6) + 6) % 6);
}
constexpr Direction opposite(Direction d)
{
    return directionFromIndex(index(d) + 3);
}
constexpr Direction rotatedCcw(Direction d, int steps = 1)
{
    return directionFromIndex(index(d) + steps);
}

/// A hex position in axial coordinates (q, r) for pointy-top hexes: q grows east, r grows
/// south-east, y grows downward on screen. The third cube coordinate is s = -q - r.
struct HexCoord
{
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }

    constexpr HexCoord neighbor(Direction d) const { return *this + step(d); }
    constexpr int distanceTo(HexCoord other) const { return length(other - *this); }

    /// Rotates about the origin by 60° steps counter-clockwise on screen.
    constexpr HexCoord rotatedCcw(int steps) const;
    /// Mirrors across the vertical axis through the origin (east <-> west).
    constexpr HexCoord mirroredHorizontally() const { return {-q - r, r}; }

    static constexpr HexCoord step(Direction d);
    static constexpr int length(HexCoord h)
    {
        return (std::abs(h.q) + std::abs(h.r) + std::abs(h.s())) / 2;
    }

    constexpr HexCoord operator+(HexCoord o) const { return {q + o.q, r + o.r}; }
    constexpr HexCoord operator-(HexCoord o) const { return {q - o.q, r - o.r}; }
    constexpr HexCoord operator*(int k) const { return {q * k, r * k}; }
    constexpr bool operator==(const HexCoord &) const = default;
    /// Row-major order (r, then q): the order in which files list hexes.
    constexpr std::strong_ordering operator<=>(const HexCoord &o) const
    {
        if (auto c = r <=> o.r; c != 0)
            return c;
        return q <=> o.q;
    }
};

constexpr HexCoord HexCoord::step(Direction d)
{
    constexpr std::array<HexCoord, 6> steps {HexCoord {1, 0}, HexCoord {1, -1}, HexCoord {0, -1},
        HexCoord {-1, 0}, HexCoord {-1, 1}, HexCoord {0, 1}};
    return steps[static_cast<std::size_t>(index(d))];
}

constexpr HexCoord HexCoord::rotatedCcw(int steps) const
{
    // With y growing downward, a 60° counter-clockwise turn on screen maps the cube
    // coordinates (q, r, s) -> (-s, -q, -r): East (1, 0) becomes NorthEast (1, -1).
    int n = ((steps % 6) + 6) % 6;
    HexCoord h = *this;
    for (int i = 0; i < n; ++i)
        h = HexCoord {-h.s(), -h.q};
    return h;
}

} // namespace isle::model

template<> struct std::hash<isle::model::HexCoord>
{
    std::size_t operator()(isle::model::HexCoord h) const noexcept
    {
        return std::hash<std::uint64_t> {}(
            (static_cast<std::uint64_t>(static_cast<std::uint32_t>(h.q)) << 32)
            ^ static_cast<std::uint32_t>(h.r));
    }
};
