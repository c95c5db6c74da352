// SPDX-License-Identifier: GPL-3.0-or-later
// Longest Road and the longest trade route (001:L463–483, L1460–1466) of networks without a
// cycle, by walking the board. Most networks are trees, and a tree's longest trail is a path:
// the walk finds it at a fraction of the cost of building the trail graph (TrailGraph), which
// is left to the networks with a cycle.
//
// The walk sees the network as the trail graph does (TrailGraph::addPiece()): an opponent's
// building is an end of each piece there, not a junction (001:L478); with ships, a road and a
// ship join only at the player's own settlement or city (001:L1408, L1464), so elsewhere a
// corner is one end for the roads and another for the ships. A walk that reaches an end twice
// has found a cycle.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

// A named namespace: lambdas of the Game templates below capture these types (an anonymous one
// would give those lambdas internal-linkage members, -Wsubobject-linkage).
namespace route_trees {

/// One player's pieces on the board: what a trail may use and where it may turn.
template<bool Ships> struct RouteBoard
{
    const model::BoardTopology &topology;
    const GameState &s;
    int player;

    /// 0 a road of the player's, 1 a ship of theirs, -1 neither.
    int kind(int e) const
    {
        if (s.edgeOwner[idx(e)] == player)
            return 0;
        return Ships && s.shipOwner[idx(e)] == player ? 1 : -1;
    }
    bool blocked(int c) const
    {
        const int owner = s.cornerOwner[idx(c)];
        return owner >= 0 && owner != player;
    }
    /// A road and a ship join here: the player's building (a C&K knight, level 0, is none).
    bool joins(int c) const { return s.cornerOwner[idx(c)] == player && s.cornerLevel[idx(c)] > 0; }
    int otherEnd(int e, int c) const
    {
        const auto &ends = topology.edgeCorners(e);
        return ends[0] == c ? ends[1] : ends[0];
    }
};

/// The pieces of the networks walked so far, and their ends: a corner's road end (or only end)
/// and its ship end.
struct RouteSeen
{
    RouteSeen(const model::BoardTopology &topology, bool ships)
        : pieces(topology.edgeCount())
        , roadEnds(topology.cornerCount())
        , shipEnds(ships ? topology.cornerCount() : 0)
    { }
    IdBits<MaxEdges> pieces;
    IdBits<MaxCorners> roadEnds, shipEnds;
};

/// A walk of a network from one of its pieces, as deep as it goes on each side. In a tree the
/// path through that piece is its two deepest branches, and the longest path anywhere is at
/// some end, its two deepest branches below (`best`). Meeting an end a second time means the
/// network has a cycle: the walk stops there, and the caller searches the trail graph instead.
/// One pass: the walk itself finds out whether the network is a tree. `Pieces`: it marks the
/// pieces it walks in `seen`, for a caller that walks every network once (a walk through one
/// piece does not need them).
template<bool Ships, bool Pieces> struct TreeWalk
{
    const RouteBoard<Ships> &board;
    RouteSeen &seen;
    int best = 0;
    bool cycle = false;

    /// The deepest branch leaving `corner` away from piece `via` (of `kind`).
    int deepest(int corner, int via, int kind)
    {
        if (board.blocked(corner))
            return 0; // a trail may end at an opponent's building, not pass (an end per piece)
        const bool joins = !Ships || board.joins(corner);
        IdBits<MaxCorners> &endsAt = joins || kind == 0 ? seen.roadEnds : seen.shipEnds;
        if (endsAt.test(corner)) {
            cycle = true;
            return 0;
        }
        endsAt.set(corner);
        int first = 0, second = 0;
        for (const auto e : board.topology.cornerEdges(corner)) {
            if (e == NoId || e == via)
                continue;
            const int k = board.kind(e);
            if (k < 0 || (k != kind && !joins))
                continue;
            if constexpr (Pieces)
                seen.pieces.set(e);
            const int d = 1 + deepest(board.otherEnd(e, corner), e, k);
            if (cycle)
                return 0;
            second = std::max(second, std::min(first, d));
            first = std::max(first, d);
        }
        best = std::max(best, first + second);
        return first;
    }
    /// The path through piece `e`: its two deepest branches; -1 when its network has a cycle.
    int through(int e)
    {
        if constexpr (Pieces)
            seen.pieces.set(e);
        const auto &ends = board.topology.edgeCorners(e);
        const int kind = board.kind(e);
        const int a = deepest(ends[0], e, kind);
        const int b = cycle ? 0 : deepest(ends[1], e, kind);
        return cycle ? -1 : a + 1 + b;
    }
};

} // namespace route_trees

using namespace route_trees;

template<bool Ships> int Game::routeThroughInTree(const GameState &s, int player, int edge) const
{
    const RouteBoard<Ships> board {m_topology, s, player};
    RouteSeen seen(m_topology, Ships);
    return TreeWalk<Ships, false> {board, seen}.through(edge);
}

template<bool Ships> int Game::longestRouteOfTrees(const GameState &s, int player) const
{
    const RouteBoard<Ships> board {m_topology, s, player};
    RouteSeen seen(m_topology, Ships);
    int best = 0;
    bool cycle = false;
    forEachFlaggedUntil(
        m_topology.edgeCount(), [&](int base) { return routePiecesAt<Ships>(s, player, base); },
        [&](int e) {
            if (seen.pieces.test(e))
                return true; // walked with an earlier piece of its network
            // A tree's longest trail: at some end, its two deepest branches.
            TreeWalk<Ships, true> walk {board, seen};
            const int through = walk.through(e);
            cycle = through < 0;
            best = std::max({best, walk.best, through});
            return !cycle;
        });
    return cycle ? -1 : best;
}

template int Game::longestRouteOfTrees<false>(const GameState &, int) const;
template int Game::longestRouteOfTrees<true>(const GameState &, int) const;
template int Game::routeThroughInTree<false>(const GameState &, int, int) const;
template int Game::routeThroughInTree<true>(const GameState &, int, int) const;

} // namespace isle::validation
