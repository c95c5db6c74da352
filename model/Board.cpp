// SPDX-License-Identifier: GPL-3.0-or-later
#include "Board.h"

#include <algorithm>

namespace isle::model {

namespace {
auto lowerBound(auto &hexes, HexCoord c)
{
    return std::lower_bound(
        hexes.begin(), hexes.end(), c, [](const Hex &h, HexCoord key) { return h.coord < key; });
}
} // namespace

const Hex *Board::hexAt(HexCoord c) const
{
    auto it = lowerBound(m_hexes, c);
    return it != m_hexes.end() && it->coord == c ? &*it : nullptr;
}

Hex *Board::hexAt(HexCoord c)
{
    auto it = lowerBound(m_hexes, c);
    return it != m_hexes.end() && it->coord == c ? &*it : nullptr;
}

std::optional<Terrain> Board::terrainAt(HexCoord c) const
{
    if (const Hex *h = hexAt(c))
        return h->terrain;
    return std::nullopt;
}

void Board::setHex(Hex hex)
{
    auto it = lowerBound(m_hexes, hex.coord);
    if (it != m_hexes.end() && it->coord == hex.coord)
        *it = std::move(hex);
    else
        m_hexes.insert(it, std::move(hex));
}

bool Board::removeHex(HexCoord c)
{
    auto it = lowerBound(m_hexes, c);
    if (it == m_hexes.end() || it->coord != c)
        return false;
    m_hexes.erase(it);
    return true;
}

const Harbor *Board::harborAt(EdgeCoord e) const
{
    auto it = std::find_if(
        m_harbors.begin(), m_harbors.end(), [e](const Harbor &h) { return h.edge() == e; });
    return it != m_harbors.end() ? &*it : nullptr;
}

void Board::setHarbor(const Harbor &harbor)
{
    const EdgeCoord e = harbor.edge();
    auto it = std::find_if(
        m_harbors.begin(), m_harbors.end(), [e](const Harbor &h) { return h.edge() == e; });
    if (it != m_harbors.end())
        *it = harbor;
    else
        m_harbors.push_back(harbor);
}

bool Board::removeHarbor(EdgeCoord e)
{
    auto it = std::find_if(
        m_harbors.begin(), m_harbors.end(), [e](const Harbor &h) { return h.edge() == e; });
    if (it == m_harbors.end())
        return false;
    m_harbors.erase(it);
    return true;
}

bool Board::removeMarker(const Marker &marker)
{
    auto it = std::find(m_markers.begin(), m_markers.end(), marker);
    if (it == m_markers.end())
        return false;
    m_markers.erase(it);
    return true;
}

int Board::count(Terrain t) const
{
    return static_cast<int>(std::count_if(
        m_hexes.begin(), m_hexes.end(), [t](const Hex &h) { return h.terrain == t; }));
}

Board::Bounds Board::bounds() const
{
    if (m_hexes.empty())
        return {};
    Bounds b {m_hexes.front().coord.q, m_hexes.front().coord.q, m_hexes.front().coord.r,
        m_hexes.front().coord.r};
    for (const Hex &h : m_hexes) {
        b.minQ = std::min(b.minQ, h.coord.q);
        b.maxQ = std::max(b.maxQ, h.coord.q);
        b.minR = std::min(b.minR, h.coord.r);
        b.maxR = std::max(b.maxR, h.coord.r);
    }
    return b;
}

} // namespace isle::model
