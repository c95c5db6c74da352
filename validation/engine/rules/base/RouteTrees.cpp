// SPDX-License-Identifier: GPL-3.0-or-later
// Longest Road and the longest trade route (001:L463–483, L1460–1466) by walking the board, at a
// fraction of the cost of building the trail graph (TrailGraph). Most networks are trees, and a
// tree's longest trail is a path; the trail through a new piece with a dead end is one walk from
// its other end, cycles or not. The rest is left to the trail search.
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

/// A walk that may meet a cycle: the longest trail leaving piece `via` (of `kind`) at its end
/// `side`, every way on tried and each piece used once per trail (a trail may pass a corner
/// twice). In a tree it walks each piece once, as TreeWalk does; each cycle at most doubles that.
/// It stops once a trail reaches `enough` pieces (the caller knows none is longer), and gives up
/// after StepLimit pieces (a network of many cycles: the caller searches the trail graph).
template<bool Ships> struct TrailWalk
{
    /// About ten times a tree of 30 pieces.
    static constexpr int StepLimit = 320;

    const RouteBoard<Ships> &board;
    int enough;
    IdBits<MaxEdges> used;
    int steps = 0;
    bool reached = false;

    /// `trail`: the pieces of the trail so far, `via` included.
    int deepest(int via, int side, int kind, int trail)
    {
        const int corner = board.topology.edgeCorners(via)[idx(side)];
        if (board.blocked(corner) || ++steps > StepLimit)
            return 0;
        if (trail >= enough) {
            reached = true;
            return 0;
        }
        const bool joins = !Ships || board.joins(corner);
        const auto &sides = board.topology.edgeNeighbors(via); // two at each end
        int best = 0;
        for (int k = 2 * side; k < 2 * side + 2 && !reached; ++k) {
            const int e = sides[idx(k)];
            if (e == NoId || used.test(e))
                continue;
            const int next = board.kind(e);
            if (next < 0 || (next != kind && !joins))
                continue;
            used.set(e);
            const int far = board.topology.edgeCorners(e)[0] == corner ? 1 : 0;
            best = std::max(best, 1 + deepest(e, far, next, trail + 1));
            used.reset(e);
        }
        return best;
    }
    bool gaveUp() const { return steps > StepLimit; }
    /// Whether a trail arriving at end `side` of piece `via` (of `kind`) can go no further.
    bool deadEnd(int via, int side, int kind) const
    {
        if (board.blocked(board.topology.edgeCorners(via)[idx(side)]))
            return true;
        const bool joins = !Ships || board.joins(board.topology.edgeCorners(via)[idx(side)]);
        const auto &sides = board.topology.edgeNeighbors(via);
        for (int k = 2 * side; k < 2 * side + 2; ++k)
            if (const int e = sides[idx(k)]; e != NoId)
                if (const int next = board.kind(e); next >= 0 && (next == kind || joins))
                    return false;
        return true;
    }
};

} // namespace route_trees

using namespace route_trees;

namespace {

/// routeThrough() when the network of the piece on `edge` is a tree; else -1.
template<bool Ships> int throughInTree(const RouteBoard<Ships> &board, int edge)
{
    RouteSeen seen(board.topology, Ships);
    return TreeWalk<Ships, false> {board, seen}.through(edge);
}

/// routeThrough() when one end of the piece on `edge` goes on to none of the player's pieces,
/// cycles or not; else (or after a long walk) -1.
template<bool Ships> int fromDeadEnd(const RouteBoard<Ships> &board, int edge, int enough)
{
    const int kind = board.kind(edge);
    TrailWalk<Ships> walk {board, enough, IdBits<MaxEdges>(board.topology.edgeCount())};
    int live;
    if (walk.deadEnd(edge, 0, kind))
        live = 1;
    else if (walk.deadEnd(edge, 1, kind))
        live = 0;
    else
        return -1;
    walk.used.set(edge);
    const int deepest = walk.deepest(edge, live, kind, 1);
    if (walk.reached)
        return enough;
    return walk.gaveUp() ? -1 : 1 + deepest;
}

template<bool Ships> int throughPiece(const RouteBoard<Ships> &board, int edge, int enough)
{
    // Most new pieces have a dead end (a road or ship extending a line), and a walk from their
    // other end is exact whatever the network; the rest are walked as trees.
    const int walked = fromDeadEnd<Ships>(board, edge, enough);
    return walked >= 0 ? walked : throughInTree<Ships>(board, edge);
}

} // namespace

int Game::routeThrough(const GameState &s, int player, int edge, int enough) const
{
    if (m_rules.seafarers)
        return throughPiece<true>(RouteBoard<true> {m_topology, s, player}, edge, enough);
    return throughPiece<false>(RouteBoard<false> {m_topology, s, player}, edge, enough);
}

template<bool Ships> int Game::longestRouteOfTrees(const GameState &s, int player, int enough) const
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
            return !cycle && best < enough;
        });
    return cycle ? -1 : best; // (best >= enough: a network reached it; the rest are not walked)
}

template int Game::longestRouteOfTrees<false>(const GameState &, int, int) const;
template int Game::longestRouteOfTrees<true>(const GameState &, int, int) const;

} // namespace isle::validation
