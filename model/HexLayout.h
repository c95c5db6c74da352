// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CornerCoord.h"
#include "EdgeCoord.h"

#include <array>

namespace isle::model {

/// A point in board space (y grows downward), in the same units as HexLayout::size.
struct Point
{
    double x = 0.0;
    double y = 0.0;
};

/// Pixel geometry of pointy-top hexes (Red Blob Games' axial layout): hex centre, corner and
/// edge positions, and the hex under a point. Pure math, shared by the editor and every export.
class HexLayout
{
public:
    /* 0 < size: distance from a hex centre to any of its corners */
    explicit HexLayout(double size = 1.0, Point origin = {})
        : m_size(size)
        , m_origin(origin)
    { }

    double size() const { return m_size; }
    Point origin() const { return m_origin; }
    double hexWidth() const; ///< flat-to-flat width, sqrt(3) * size
    double hexHeight() const { return 2.0 * m_size; }

    Point centre(HexCoord h) const;
    Point corner(HexCoord h, Corner c) const;
    Point corner(CornerCoord c) const;
    std::array<Point, 6> polygon(HexCoord h) const; ///< corners 0..5 in order
    Point edgeMidpoint(EdgeCoord e) const;
    /// The hex whose area contains `p` (cube rounding).
    HexCoord hexAt(Point p) const;

private:
    double m_size;
    Point m_origin;
};

} // namespace isle::model
