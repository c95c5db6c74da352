// SPDX-License-Identifier: GPL-3.0-or-later
// Longest Road and the longest trade route (001:L463–483, L1460–1466) of networks without a
// cycle, by walking the board. Most networks are trees, and a tree's longest trail is a path:
// the walk finds it at a fraction of the cost of building the trail graph (TrailGraph), which
// is left to the networks with a cycle.
//
// The walk sees the network as the trail graph does (TrailGraph::splitCorners()): an opponent's
// building is an end of each piece there, not a junction (001:L478); with ships, a road and a
// ship join only at the player's own settlement or city (001:L1408, L1464), so elsewhere a
// corner is one end for the roads and another for the ships. A network is a tree when it has
// one end more than pieces.
#include "validation/engine/Game.h"

#include "validation/engine/TrailGraph.h"
#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <array>

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

/// The pieces of networks gathered so far, and their ends: a corner's road end (or only end)
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

/// Gathers the network of piece `start` into `seen`. Returns its piece count when it is a tree,
/// -1 when it has a cycle or more pieces than a player has (TrailGraph::MaxPieces).
template<bool Ships> int gatherTree(const RouteBoard<Ships> &board, int start, RouteSeen &seen)
{
    std::array<std::int16_t, TrailGraph::MaxPieces> stack;
    int top = 0, pieces = 0, ends = 0;
    seen.pieces.set(start);
    stack[idx(top++)] = static_cast<std::int16_t>(start);
    while (top > 0) {
        const int e = stack[idx(--top)];
        const int kind = board.kind(e);
        ++pieces;
        for (const auto c : board.topology.edgeCorners(e)) {
            if (board.blocked(c)) {
                ++ends; // an end of this piece alone
                continue;
            }
            const bool joins = !Ships || board.joins(c);
            IdBits<MaxCorners> &endsAt = joins || kind == 0 ? seen.roadEnds : seen.shipEnds;
            if (endsAt.test(c))
                continue;
            endsAt.set(c);
            ++ends;
            for (const auto f : board.topology.cornerEdges(c)) {
                if (f == NoId || seen.pieces.test(f))
                    continue;
                const int k = board.kind(f);
                if (k < 0 || (k != kind && !joins))
                    continue;
                if (top == TrailGraph::MaxPieces)
                    return -1;
                seen.pieces.set(f);
                stack[idx(top++)] = static_cast<std::int16_t>(f);
            }
        }
    }
    return ends == pieces + 1 ? pieces : -1;
}

/// The deepest branch of a tree network leaving `corner` away from piece `via` (of `kind`);
/// `best` gathers the longest path through any end below, its two deepest branches. `budget`,
/// the network's piece count, ends the walk should it ever meet a cycle.
template<bool Ships> struct TreeWalk
{
    const RouteBoard<Ships> &board;
    int best = 0;

    int deepest(int corner, int via, int kind, int budget)
    {
        if (budget == 0 || board.blocked(corner))
            return 0; // a trail may end at an opponent's building, not pass
        const bool joins = !Ships || board.joins(corner);
        int first = 0, second = 0;
        for (const auto e : board.topology.cornerEdges(corner)) {
            if (e == NoId || e == via)
                continue;
            const int k = board.kind(e);
            if (k < 0 || (k != kind && !joins))
                continue;
            const int d = 1 + deepest(board.otherEnd(e, corner), e, k, budget - 1);
            second = std::max(second, std::min(first, d));
            first = std::max(first, d);
        }
        best = std::max(best, first + second);
        return first;
    }
    /// The one path through piece `e` of a tree of `pieces` pieces: its two deepest branches.
    int through(int e, int pieces)
    {
        const auto &ends = board.topology.edgeCorners(e);
        const int kind = board.kind(e);
        return deepest(ends[0], e, kind, pieces - 1) + 1 + deepest(ends[1], e, kind, pieces - 1);
    }
};

} // namespace route_trees

using namespace route_trees;

template<bool Ships> int Game::routeThroughInTree(const GameState &s, int player, int edge) const
{
    const RouteBoard<Ships> board {m_topology, s, player};
    RouteSeen seen(m_topology, Ships);
    const int pieces = gatherTree(board, edge, seen);
    return pieces < 0 ? -1 : TreeWalk<Ships> {board}.through(edge, pieces);
}

int Game::longestRoadOfTrees(const GameState &s, int player) const
{
    const RouteBoard<false> board {m_topology, s, player};
    RouteSeen seen(m_topology, false);
    int best = 0;
    bool cycle = false;
    forEachFlaggedUntil(
        m_topology.edgeCount(), [&](int base) { return routePiecesAt<false>(s, player, base); },
        [&](int e) {
            if (seen.pieces.test(e))
                return true;
            const int pieces = gatherTree(board, e, seen);
            if (pieces < 0) {
                cycle = true;
                return false;
            }
            // A tree's longest trail: at some end, its two deepest branches.
            TreeWalk<false> walk {board};
            const int through = walk.through(e, pieces);
            best = std::max({best, walk.best, through});
            return true;
        });
    return cycle ? -1 : best;
}

template int Game::routeThroughInTree<false>(const GameState &, int, int) const;
template int Game::routeThroughInTree<true>(const GameState &, int, int) const;

} // namespace isle::validation
