// SPDX-License-Identifier: GPL-3.0-or-later
// Base: Longest Road (with Seafarers the longest trade route) and Largest Army (001:L455–483,
// L1460–1466).
#include "validation/engine/Game.h"

#include "validation/engine/TrailGraph.h"
#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <array>

namespace isle::validation {

using namespace rules;

int Game::longestRoadOf(const GameState &s, int player) const
{
    // Networks without a cycle by a walk (rules/base/RouteTrees), the trail search otherwise.
    // With ships, about a third of the networks have a cycle (The Six Islands, random games) and
    // are walked in vain first: callgrind counts 0.7 % more instructions for it, yet timed games
    // ran 1-3 % faster (The Six Islands, The Wonders of Catan, The Forgotten Tribe, 5 players,
    // alternating runs; an earlier walk, 75adf2d's, which gathered a network before walking it,
    // cost 5 % more instructions).
    if (m_rules.seafarers) {
        const int trees = longestRouteOfTrees<true>(s, player);
        return trees >= 0 ? trees : longestTrail<true>(s, player, -1);
    }
    const int trees = longestRouteOfTrees<false>(s, player);
    return trees >= 0 ? trees : longestTrail<false>(s, player, -1);
}

int Game::longestRoadAfterAdding(const GameState &s, int player, int edge) const
{
    // A new piece only adds trails, and only to its own network: the longest is the old one or a
    // trail of the network the piece joined, and a trail longer than the old one uses the new
    // piece. A walk finds it (routeThrough()) unless the piece joins pieces at both ends of a
    // network with a cycle, which is searched. (Every action's result is compared with a
    // computation from scratch by the self-check's invariants.)
    const int old = s.players[idx(player)].longestRoad;
    int through = routeThrough(s, player, edge, old + 1); // a dead end adds one at most
    if (through < 0)
        through = m_rules.seafarers ? longestTrail<true>(s, player, edge)
                                    : longestTrail<false>(s, player, edge);
    return std::max(old, through);
}

int Game::longestRouteAfterMovingShip(
    GameState &s, int player, int from, int to, int throughTo) const
{
    // The ship has moved from `from` to `to` in `s`. It could sail only from a dead end
    // (001:L1432): before, every trail using `from` ended there. So without both ships the
    // longest trail, L', is the old longest, L, or L - 1; after the move the longest is
    // max(L', T) where T is the longest trail through `to`. Hence: T >= L is the new longest;
    // else L stays when the longest trail through `from` was shorter than L (a longest trail
    // did not use it); else the new longest is L', L unless every trail of length L used
    // `from`, which a search settles (and stops at the first trail of L). The walks through a
    // piece are those of rules/base/RouteTrees: a piece with a dead end of its own (most new
    // places of a ship) is walked from its other end, cycles or not. (The self-check compares
    // every action's result with its own search of every trail.)
    const int old = s.players[idx(player)].longestRoad;
    if (throughTo >= old)
        return throughTo;
    if (throughTo < 0) // `to` joins pieces at both ends of a network with a cycle
        return longestTrail<true>(s, player, -1);
    s.shipOwner[idx(to)] = -1; // the ship back at `from` for one walk
    s.shipOwner[idx(from)] = static_cast<std::int8_t>(player);
    const int throughFrom = routeThrough(s, player, from, old);
    s.shipOwner[idx(from)] = -1;
    s.shipOwner[idx(to)] = static_cast<std::int8_t>(player);
    if (throughFrom >= 0 && throughFrom < old)
        return old;
    if (const int trees = longestRouteOfTrees<true>(s, player, old); trees >= 0)
        return std::min(old, trees);
    return std::min(old, longestTrail<true>(s, player, -1, old));
}

template<bool Ships>
int Game::longestTrail(const GameState &s, int player, int onlyNetworkOf, int enough) const
{
    // Longest trail (no road twice) in the player's road graph; a trail may end at, but not pass
    // through, an opponent's building (001:L478). Seafarers: ships count too, but a trail changes
    // between road and ship only at the player's own settlement or city (001:L1408, L1464).
    // With onlyNetworkOf, only the pieces a trail can reach from that edge count.
    constexpr int RoadLimit = Ships ? 30 : 15;
    static_assert(RoadLimit <= TrailGraph::MaxPieces);
    TrailGraph graph;
    int only = -1;
    std::array<std::int8_t, MaxCorners> localOf; // only the board's corners are used
    std::fill_n(localOf.begin(), m_topology.cornerCount(), std::int8_t(-1));
    auto local = [&](int c) {
        if (localOf[idx(c)] < 0) {
            const int owner = s.cornerOwner[idx(c)];
            // A building: a Cities & Knights knight (level 0) joins no road to a ship.
            localOf[idx(c)] = static_cast<std::int8_t>(graph.addCorner(
                owner >= 0 && owner != player, owner == player && s.cornerLevel[idx(c)] > 0));
        }
        return int(localOf[idx(c)]);
    };
    forEachFlagged(
        m_topology.edgeCount(), [&](int base) { return routePiecesAt<Ships>(s, player, base); },
        [&](int e) {
            if (graph.pieces() == RoadLimit)
                return;
            const auto &ends = m_topology.edgeCorners(e);
            const int a = local(ends[0]), b = local(ends[1]);
            const int piece = graph.addPiece(a, b, s.edgeOwner[idx(e)] != player);
            if (e == onlyNetworkOf)
                only = piece;
        });
    return graph.longest(only, TrailGraph::StepsBeforeJoin, enough);
}

void Game::updateLongestRoad(GameState &s) const
{
    // 001:L463–483: 5+ segments; a challenger needs a strictly longer road; a broken holder tied
    // for longest keeps the card; otherwise the card goes to the one player with the longest road
    // (5+), or is set aside when that player is not unique.
    // Cloth for Catan awards no victory points for the Longest Trade Route (001:L2153): nobody
    // holds it, the lengths stay as statistics.
    // Nor does The Pirate Islands use the card (001:L2211).
    if (m_rules.cloth || m_rules.pirateIslands)
        return;
    settleRoutesThatMatter(s); // a length kept loosely is below the longest (RouteBounds.cpp)
    int best = 0, bestCount = 0, bestPlayer = -1;
    for (int p = 0; p < m_rules.players; ++p) {
        const int len = s.players[idx(p)].longestRoad;
        if (len > best) {
            best = len;
            bestCount = 1;
            bestPlayer = p;
        } else if (len == best) {
            ++bestCount;
        }
    }
    const int holder = s.longestRoadHolder;
    if (holder >= 0 && s.players[idx(holder)].longestRoad == best && best >= 5)
        return;
    s.longestRoadHolder = static_cast<std::int8_t>(best >= 5 && bestCount == 1 ? bestPlayer : -1);
}

void Game::updateLargestArmy(GameState &s, int player) const
{
    // First to 3 knights takes it; another player needs more knights than the holder (001:L455).
    // (The Pirate Islands plays knights as warships and has no Largest Army, 001:L2211.)
    const int knights = s.players[idx(player)].knightsPlayed;
    const int holder = s.largestArmyHolder;
    if (knights >= 3 && (holder < 0 || knights > s.players[idx(holder)].knightsPlayed))
        s.largestArmyHolder = static_cast<std::int8_t>(player);
}

} // namespace isle::validation
