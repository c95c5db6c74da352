// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardTopology.h"

#include <algorithm>

namespace isle::model {

namespace {
template<typename T> BoardTopology::Id indexIn(const std::vector<T> &sorted, const T &key)
{
    auto it = std::lower_bound(sorted.begin(), sorted.end(), key);
    if (it == sorted.end() || !(*it == key))
        return BoardTopology::NoId;
    return static_cast<BoardTopology::Id>(it - sorted.begin());
}

template<typename T> void sortUnique(std::vector<T> &v)
{
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}
} // namespace

BoardTopology::BoardTopology(const Board &board)
{
    for (const Hex &h : board.hexes())
        if (isPlayable(h.terrain))
            m_hexes.push_back(h.coord); // board hexes are already sorted
    for (HexCoord h : m_hexes) {
        for (int k = 0; k < 6; ++k) {
            m_corners.push_back(CornerCoord::of(h, cornerFromIndex(k)));
            m_edges.push_back(EdgeCoord::of(h, directionFromIndex(k)));
        }
    }
    sortUnique(m_corners);
    sortUnique(m_edges);

    m_hexCorners.resize(m_hexes.size());
    m_hexEdges.resize(m_hexes.size());
    m_hexNeighbors.resize(m_hexes.size());
    for (std::size_t i = 0; i < m_hexes.size(); ++i) {
        for (int k = 0; k < 6; ++k) {
            const auto slot = static_cast<std::size_t>(k);
            m_hexCorners[i][slot] = cornerId(CornerCoord::of(m_hexes[i], cornerFromIndex(k)));
            m_hexEdges[i][slot] = edgeId(EdgeCoord::of(m_hexes[i], directionFromIndex(k)));
            m_hexNeighbors[i][slot] = hexId(m_hexes[i].neighbor(directionFromIndex(k)));
        }
    }

    m_cornerHexes.resize(m_corners.size());
    m_cornerCorners.resize(m_corners.size());
    m_cornerEdges.resize(m_corners.size());
    for (std::size_t i = 0; i < m_corners.size(); ++i) {
        const CornerCoord c = m_corners[i];
        const auto hexes = c.touchingHexes();
        const auto neighbors = c.adjacentCorners();
        for (std::size_t k = 0; k < 3; ++k) {
            m_cornerHexes[i][k] = hexId(hexes[k]);
            m_cornerCorners[i][k] = cornerId(neighbors[k]);
            m_cornerEdges[i][k] = NoId;
        }
    }

    m_edgeCorners.resize(m_edges.size());
    m_edgeHexes.resize(m_edges.size());
    for (std::size_t i = 0; i < m_edges.size(); ++i) {
        const auto ends = m_edges[i].corners();
        const auto sides = m_edges[i].hexes();
        for (std::size_t k = 0; k < 2; ++k) {
            m_edgeCorners[i][k] = cornerId(ends[k]);
            m_edgeHexes[i][k] = hexId(sides[k]);
        }
        // Each corner's edge k leads to its adjacent corner k (same slot order as cornerCorners).
        for (std::size_t k = 0; k < 2; ++k) {
            const auto c = static_cast<std::size_t>(m_edgeCorners[i][k]);
            const Id other = m_edgeCorners[i][1 - k];
            for (std::size_t s = 0; s < 3; ++s)
                if (m_cornerCorners[c][s] == other)
                    m_cornerEdges[c][s] = static_cast<Id>(i);
        }
    }

    m_edgeNeighbors.resize(m_edges.size());
    for (std::size_t i = 0; i < m_edges.size(); ++i)
        for (std::size_t k = 0; k < 2; ++k) {
            std::size_t slot = 2 * k;
            for (const Id e : m_cornerEdges[static_cast<std::size_t>(m_edgeCorners[i][k])])
                if (e != static_cast<Id>(i))
                    m_edgeNeighbors[i][slot++] = e;
        }
}

BoardTopology::Id BoardTopology::hexId(HexCoord h) const
{
    return indexIn(m_hexes, h);
}

BoardTopology::Id BoardTopology::cornerId(CornerCoord c) const
{
    return indexIn(m_corners, c);
}

BoardTopology::Id BoardTopology::edgeId(EdgeCoord e) const
{
    return indexIn(m_edges, e);
}

} // namespace isle::model
