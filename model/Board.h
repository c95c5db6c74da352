// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Harbor.h"
#include "Hex.h"
#include "Marker.h"

#include <optional>
#include <vector>

namespace isle::model {

/// The hex cells of a map (land, sea and frame), the harbors on their edges, the markers and the
/// robber and pirate starts. Invariants: hexes are kept sorted by coordinate (row-major) with no
/// duplicates; at most one harbor per edge. Cells not on the board are "off-board".
class Board
{
public:
    const std::vector<Hex> &hexes() const { return m_hexes; }
    bool isEmpty() const { return m_hexes.empty(); }
    std::size_t hexCount() const { return m_hexes.size(); }

    const Hex *hexAt(HexCoord c) const;
    Hex *hexAt(HexCoord c);
    bool contains(HexCoord c) const { return hexAt(c) != nullptr; }
    /// The terrain at `c`, or nullopt off the board.
    std::optional<Terrain> terrainAt(HexCoord c) const;
    /// Inserts or replaces the cell at hex.coord.
    void setHex(Hex hex);
    bool removeHex(HexCoord c);
    void clearHexes() { m_hexes.clear(); }

    const std::vector<Harbor> &harbors() const { return m_harbors; }
    const Harbor *harborAt(EdgeCoord e) const;
    /// Inserts or replaces the harbor on harbor.edge().
    void setHarbor(const Harbor &harbor);
    bool removeHarbor(EdgeCoord e);
    void clearHarbors() { m_harbors.clear(); }

    const std::vector<Marker> &markers() const { return m_markers; }
    void addMarker(const Marker &marker) { m_markers.push_back(marker); }
    bool removeMarker(const Marker &marker);
    void setMarkers(std::vector<Marker> markers) { m_markers = std::move(markers); }

    std::optional<HexCoord> robber() const { return m_robber; }
    void setRobber(std::optional<HexCoord> h) { m_robber = h; }
    std::optional<HexCoord> pirate() const { return m_pirate; }
    void setPirate(std::optional<HexCoord> h) { m_pirate = h; }

    /// Counts hexes with terrain `t`.
    int count(Terrain t) const;
    /// Smallest and largest q and r over all cells (all zero for an empty board).
    struct Bounds
    {
        int minQ = 0, maxQ = 0, minR = 0, maxR = 0;
    };
    Bounds bounds() const;

    bool operator==(const Board &) const = default;

private:
    std::vector<Hex> m_hexes; // sorted by HexCoord
    std::vector<Harbor> m_harbors;
    std::vector<Marker> m_markers;
    std::optional<HexCoord> m_robber;
    std::optional<HexCoord> m_pirate;
};

} // namespace isle::model
