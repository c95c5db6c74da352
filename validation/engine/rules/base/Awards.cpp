// SPDX-License-Identifier: GPL-3.0-or-later
// Base: Longest Road (with Seafarers the longest trade route) and Largest Army (001:L455–483,
// L1460–1466).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace isle::validation {

using namespace rules;

int Game::longestRoadOf(const GameState &s, int player) const
{
    return m_rules.seafarers ? longestTrail<true>(s, player, -1)
                             : longestTrail<false>(s, player, -1);
}

int Game::longestRoadAfterAdding(const GameState &s, int player, int edge) const
{
    // A new piece only adds trails, and only to its own network: the longest is the old one or a
    // trail of the network the piece joined. (Every action's result is compared with a
    // computation from scratch by the self-check's invariants.)
    const int old = s.players[idx(player)].longestRoad;
    const int through = m_rules.seafarers ? longestTrail<true>(s, player, edge)
                                          : longestTrail<false>(s, player, edge);
    return std::max(old, through);
}

template<bool Ships> int Game::longestTrail(const GameState &s, int player, int onlyNetworkOf) const
{
    // Longest trail (no road twice) in the player's road graph; a trail may end at, but not pass
    // through, an opponent's building (001:L478). At most 15 roads (+ 15 ships): exhaustive DFS
    // over a small local adjacency table (corner -> up to 3 own pieces).
    // Seafarers: ships count too, but a trail changes between road and ship only at the player's
    // own settlement or city (001:L1408, L1464).
    // The DFS starts only where a longest trail can start. Split every corner a trail cannot pass
    // (an opponent's building: one end per piece; a road meeting a ship away from the player's
    // buildings: a road end and a ship end); then a longest trail that starts at a corner of even
    // degree used every piece there (else it could be made longer), so it ends there too: it is
    // closed, and starts as well from any corner on it. Hence: start at the corners with an end
    // of odd degree, then at an unwalked piece of what is left (networks that are only cycles).
    // With onlyNetworkOf, only the pieces connected to that edge are walked.
    constexpr int RoadLimit = Ships ? 30 : 15;
    constexpr std::size_t MaxRoads = RoadLimit, MaxLocal = 2 * MaxRoads;
    std::array<std::array<std::int8_t, 3>, MaxLocal> adjRoad {}, adjCorner {};
    std::array<std::uint8_t, MaxLocal> degree {}, blocked {}, own {}, shipDegree {};
    std::array<std::uint8_t, MaxRoads> isShip {};
    std::array<std::array<std::int8_t, 2>, MaxRoads> roadEnds {};
    int nCorners = 0, nRoads = 0, onlyRoad = -1;
    std::array<std::int8_t, MaxCorners> localOf; // only the board's corners are used
    std::fill_n(localOf.begin(), m_topology.cornerCount(), std::int8_t(-1));
    auto local = [&](int c) {
        if (localOf[idx(c)] >= 0)
            return int(localOf[idx(c)]);
        localOf[idx(c)] = static_cast<std::int8_t>(nCorners);
        const int owner = s.cornerOwner[idx(c)];
        blocked[idx(nCorners)] = owner >= 0 && owner != player ? 1 : 0;
        // A building: a Cities & Knights knight (level 0) joins no road to a ship.
        own[idx(nCorners)] = owner == player && s.cornerLevel[idx(c)] > 0 ? 1 : 0;
        return nCorners++;
    };
    forEachFlagged(
        m_topology.edgeCount(),
        [&](int base) {
            return Ships ? equalBytes(&s.edgeOwner[idx(base)], player)
                    | equalBytes(&s.shipOwner[idx(base)], player)
                         : equalBytes(&s.edgeOwner[idx(base)], player);
        },
        [&](int e) {
            if (nRoads == RoadLimit)
                return;
            const bool road = s.edgeOwner[idx(e)] == player;
            if (e == onlyNetworkOf)
                onlyRoad = nRoads;
            isShip[idx(nRoads)] = road ? 0 : 1;
            const auto &ends = m_topology.edgeCorners(e);
            const int a = local(ends[0]), b = local(ends[1]);
            roadEnds[idx(nRoads)] = {static_cast<std::int8_t>(a), static_cast<std::int8_t>(b)};
            for (const auto &[from, to] : {std::pair {a, b}, std::pair {b, a}}) {
                adjRoad[idx(from)][degree[idx(from)]] = static_cast<std::int8_t>(nRoads);
                adjCorner[idx(from)][degree[idx(from)]++] = static_cast<std::int8_t>(to);
                shipDegree[idx(from)] = u8(shipDegree[idx(from)] + isShip[idx(nRoads)]);
            }
            ++nRoads;
        });
    if (nRoads <= 1)
        return nRoads;
    // Pieces to walk (bit r: piece r). Another network's trails are already in the old value.
    std::uint32_t wanted = nRoads == 32 ? ~0u : (1u << nRoads) - 1;
    if (onlyNetworkOf >= 0 && onlyRoad >= 0) {
        std::uint32_t network = 1u << onlyRoad, frontier = network;
        while (frontier) { // grow through corners a trail can pass (a superset is harmless)
            const int r = std::countr_zero(frontier);
            frontier &= frontier - 1;
            for (const int c : roadEnds[idx(r)]) {
                if (blocked[idx(c)])
                    continue;
                for (int k = 0; k < degree[idx(c)]; ++k) {
                    const std::uint32_t bit = 1u << adjRoad[idx(c)][idx(k)];
                    if (!(network & bit)) {
                        network |= bit;
                        frontier |= bit;
                    }
                }
            }
        }
        wanted = network;
    }
    struct Walker
    {
        const std::array<std::array<std::int8_t, 3>, MaxLocal> &road, &next;
        const std::array<std::uint8_t, MaxLocal> &degree, &blocked, &own;
        const std::array<std::uint8_t, MaxRoads> &ship;
        int best = 0;
        std::uint32_t walked = 0; ///< every piece some walk used
        /// kind: the piece arrived by (0 road, 1 ship; 2 = start of the trail)
        void walk(int corner, std::uint32_t used, int length, int kind)
        {
            best = std::max(best, length);
            walked |= used;
            if (length > 0 && blocked[idx(corner)])
                return; // broken here
            for (int k = 0; k < degree[idx(corner)]; ++k) {
                const int r = road[idx(corner)][idx(k)];
                if (used & (1u << r))
                    continue;
                if (Ships && kind != 2 && ship[idx(r)] != kind && !own[idx(corner)])
                    continue; // road and ship meet without a settlement: not joined
                walk(next[idx(corner)][idx(k)], used | (1u << r), length + 1, ship[idx(r)]);
            }
        }
    } walker {adjRoad, adjCorner, degree, blocked, own, isShip};
    const int wantedCount = std::popcount(wanted);
    auto inNetwork = [&](int c) {
        for (int k = 0; k < degree[idx(c)]; ++k)
            if (wanted & (1u << adjRoad[idx(c)][idx(k)]))
                return true;
        return false;
    };
    for (int c = 0; c < nCorners && walker.best < wantedCount; ++c) {
        const int ships = shipDegree[idx(c)], roads = degree[idx(c)] - ships;
        const bool split = Ships && !own[idx(c)] && ships > 0 && roads > 0;
        const bool oddEnd = split ? (ships & 1) || (roads & 1) : (degree[idx(c)] & 1);
        if ((blocked[idx(c)] || oddEnd) && inNetwork(c))
            walker.walk(c, 0u, 0, 2);
    }
    for (std::uint32_t rest = wanted & ~walker.walked; rest && walker.best < wantedCount;
         rest = wanted & ~walker.walked) // closed networks: any corner on them
        walker.walk(roadEnds[idx(std::countr_zero(rest))][0], 0u, 0, 2);
    return walker.best;
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
