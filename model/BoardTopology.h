// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Board.h"

#include <array>
#include <cstdint>
#include <vector>

namespace isle::model {

/// Dense, immutable adjacency tables of a board's played area, built once. Hexes are the playable
/// cells (every cell but the frame), intersections are all corners of those hexes and paths all
/// their sides; each gets a small integer id in coordinate order. The base board (19 land hexes in
/// a frame) has 54 intersections and 72 paths; the 5–6 board (30) has 80 and 109.
/// Adjacency slots that lead off the played area hold NoId.
class BoardTopology
{
public:
    using Id = std::int32_t;
    static constexpr Id NoId = -1;

    BoardTopology() = default;
    explicit BoardTopology(const Board &board);

    int hexCount() const { return static_cast<int>(m_hexes.size()); }
    int cornerCount() const { return static_cast<int>(m_corners.size()); }
    int edgeCount() const { return static_cast<int>(m_edges.size()); }

    HexCoord hex(Id h) const { return m_hexes[static_cast<std::size_t>(h)]; }
    CornerCoord corner(Id c) const { return m_corners[static_cast<std::size_t>(c)]; }
    EdgeCoord edge(Id e) const { return m_edges[static_cast<std::size_t>(e)]; }

    /// Ids by coordinate; NoId when not part of the played area.
    Id hexId(HexCoord h) const;
    Id cornerId(CornerCoord c) const;
    Id edgeId(EdgeCoord e) const;

    /* 0 <= h < hexCount(): corner k / side k of the hex, in Corner / Direction order */
    const std::array<Id, 6> &hexCorners(Id h) const
    {
        return m_hexCorners[static_cast<std::size_t>(h)];
    }
    const std::array<Id, 6> &hexEdges(Id h) const
    {
        return m_hexEdges[static_cast<std::size_t>(h)];
    }
    const std::array<Id, 6> &hexNeighbors(Id h) const
    {
        return m_hexNeighbors[static_cast<std::size_t>(h)];
    }
    /* 0 <= c < cornerCount() */
    const std::array<Id, 3> &cornerHexes(Id c) const
    {
        return m_cornerHexes[static_cast<std::size_t>(c)];
    }
    const std::array<Id, 3> &cornerCorners(Id c) const
    {
        return m_cornerCorners[static_cast<std::size_t>(c)];
    }
    const std::array<Id, 3> &cornerEdges(Id c) const
    {
        return m_cornerEdges[static_cast<std::size_t>(c)];
    }
    /* 0 <= e < edgeCount() */
    const std::array<Id, 2> &edgeCorners(Id e) const
    {
        return m_edgeCorners[static_cast<std::size_t>(e)];
    }
    const std::array<Id, 2> &edgeHexes(Id e) const
    {
        return m_edgeHexes[static_cast<std::size_t>(e)];
    }
    /// The other sides at the edge's ends: two at edgeCorners(e)[0], then two at
    /// edgeCorners(e)[1] (NoId off the played area). Where a road or ship could continue.
    const std::array<Id, 4> &edgeNeighbors(Id e) const
    {
        return m_edgeNeighbors[static_cast<std::size_t>(e)];
    }

private:
    std::vector<HexCoord> m_hexes; // sorted
    std::vector<CornerCoord> m_corners; // sorted
    std::vector<EdgeCoord> m_edges; // sorted
    std::vector<std::array<Id, 6>> m_hexCorners, m_hexEdges, m_hexNeighbors;
    std::vector<std::array<Id, 3>> m_cornerHexes, m_cornerCorners, m_cornerEdges;
    std::vector<std::array<Id, 2>> m_edgeCorners, m_edgeHexes;
    std::vector<std::array<Id, 4>> m_edgeNeighbors;
};

} // namespace isle::model
