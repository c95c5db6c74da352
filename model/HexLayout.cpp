// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexLayout.h"

#include <cmath>
#include <numbers>

namespace isle::model {

namespace {
constexpr double Sqrt3 = std::numbers::sqrt3;
}

double HexLayout::hexWidth() const
{
    return Sqrt3 * m_size;
}

Point HexLayout::centre(HexCoord h) const
{
    return {m_origin.x + m_size * Sqrt3 * (h.q + h.r / 2.0), m_origin.y + m_size * 1.5 * h.r};
}

Point HexLayout::corner(HexCoord h, Corner c) const
{
    // Corner k sits at angle 30° + 60°·k measured counter-clockwise on screen (y down).
    const double angle = std::numbers::pi / 180.0 * (30.0 + 60.0 * index(c));
    const Point m = centre(h);
    return {m.x + m_size * std::cos(angle), m.y - m_size * std::sin(angle)};
}

Point HexLayout::corner(CornerCoord c) const
{
    return corner(c.hex, c.north ? Corner::North : Corner::South);
}

std::array<Point, 6> HexLayout::polygon(HexCoord h) const
{
    std::array<Point, 6> points;
    for (int k = 0; k < 6; ++k)
        points[static_cast<std::size_t>(k)] = corner(h, cornerFromIndex(k));
    return points;
}

Point HexLayout::edgeMidpoint(EdgeCoord e) const
{
    const auto ends = e.corners();
    const Point a = corner(ends[0]);
    const Point b = corner(ends[1]);
    return {(a.x + b.x) / 2.0, (a.y + b.y) / 2.0};
}

HexCoord HexLayout::hexAt(Point p) const
{
    const double px = (p.x - m_origin.x) / m_size;
    const double py = (p.y - m_origin.y) / m_size;
    const double fq = Sqrt3 / 3.0 * px - 1.0 / 3.0 * py;
    const double fr = 2.0 / 3.0 * py;
    const double fs = -fq - fr;
    double rq = std::round(fq);
    double rr = std::round(fr);
    const double rs = std::round(fs);
    const double dq = std::abs(rq - fq);
    const double dr = std::abs(rr - fr);
    const double ds = std::abs(rs - fs);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

} // namespace isle::model
