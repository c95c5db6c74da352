// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The graph TrailGraph searches in a network with cycles: every chain of pieces through corners
// where a trail has no choice is one link as long as its pieces, every tree hanging off a cycle
// one pendant link to a vertex of its own, and a cycle with no branch one ring. With it, what a
// trail through one connected part must leave unused, at least: the search stops as soon as a
// trail reaches the part's length less that, which mostly spares it trying every other trail.

#include <array>
#include <cstdint>

namespace isle::validation {

struct TrailLinks
{
    static constexpr int MaxLinks = 30; ///< TrailGraph::MaxPieces: a link has a piece at least
    static constexpr int MaxEnds = 2 * MaxLinks; ///< ends of TrailGraph's split graph
    static constexpr int MaxVertices = 2 * MaxEnds; ///< the ends, then the pendant vertices

    int links = 0;
    int ends = 0; ///< vertices below this are the split graph's ends
    int vertices = 0; ///< the ends, then one per pendant link
    std::uint32_t rings = 0; ///< links that are a whole cycle without a branch (no vertex)
    std::array<std::uint8_t, MaxLinks> length {};
    std::array<std::int8_t, MaxLinks> start {}; ///< a vertex of each link (a ring has none)
    std::array<std::uint8_t, MaxVertices> degree {}; ///< links at each vertex (a loop twice)
    std::array<std::array<std::int8_t, 3>, MaxVertices> slotLink {}, slotFar {};
    /// The connected part of each end (TrailGraph's parts); a pendant vertex is in its end's.
    const std::int8_t *partOf = nullptr;

    int addLink(int a, int b, int pieces);
    int addRing(int pieces);
    int partOfVertex(int v) const;
    /// The pieces of a part's links (its rings are parts of their own).
    int partLength(int part) const;
};

/// At least what a trail through `part` leaves unused, by parity: every pendant link but one at
/// the trail's end, and half the lightest core link at each vertex left needing one. Cheap, for
/// every search.
int leastUnusedByParity(const TrailLinks &g, int part);

/// At least what a trail through `part` leaves unused, exact but for the trail's need to be
/// connected: every pendant link but one at an end of the trail is left whole, and what else it
/// leaves joins the vertices of odd remaining degree in pairs, no cheaper than by shortest ways
/// (a minimum T-join). For searches that run long; -1 when the part is beyond its table sizes.
int leastUnusedByJoin(const TrailLinks &g, int part);

} // namespace isle::validation
