// SPDX-License-Identifier: GPL-3.0-or-later
// Base: Longest Road (with Seafarers the longest trade route) and Largest Army (001:L455–483,
// L1460–1466).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

int Game::longestRoadOf(const GameState &s, int player) const
{
    return m_rules.seafarers ? longestTrail<true>(s, player) : longestTrail<false>(s, player);
}

template<bool Ships> int Game::longestTrail(const GameState &s, int player) const
{
    // Longest trail (no road twice) in the player's road graph; a trail may end at, but not pass
    // through, an opponent's building (001:L478). At most 15 roads (+ 15 ships): exhaustive DFS
    // over a small local adjacency table (corner -> up to 3 own pieces) from every corner.
    // Seafarers: ships count too, but a trail changes between road and ship only at the player's
    // own settlement or city (001:L1408, L1464).
    constexpr int RoadLimit = Ships ? 30 : 15;
    constexpr std::size_t MaxRoads = RoadLimit, MaxLocal = 2 * MaxRoads;
    std::array<int, MaxLocal> corners {}; // local corner -> topology id
    std::array<std::array<std::int8_t, 3>, MaxLocal> adjRoad {}, adjCorner {};
    std::array<std::uint8_t, MaxLocal> degree {}, blocked {}, own {};
    std::array<std::uint8_t, MaxRoads> isShip {};
    int nCorners = 0, nRoads = 0;
    std::array<std::int8_t, MaxCorners> localOf; // only the board's corners are used
    std::fill_n(localOf.begin(), m_topology.cornerCount(), std::int8_t(-1));
    auto local = [&](int c) {
        if (localOf[idx(c)] >= 0)
            return int(localOf[idx(c)]);
        localOf[idx(c)] = static_cast<std::int8_t>(nCorners);
        corners[idx(nCorners)] = c;
        const int owner = s.cornerOwner[idx(c)];
        blocked[idx(nCorners)] = owner >= 0 && owner != player ? 1 : 0;
        own[idx(nCorners)] = owner == player ? 1 : 0;
        return nCorners++;
    };
    for (int e = 0; e < m_topology.edgeCount() && nRoads < RoadLimit; ++e) {
        const bool road = s.edgeOwner[idx(e)] == player;
        if (!road && (!Ships || s.shipOwner[idx(e)] != player))
            continue;
        isShip[idx(nRoads)] = road ? 0 : 1;
        const auto &ends = m_topology.edgeCorners(e);
        const int a = local(ends[0]), b = local(ends[1]);
        adjRoad[idx(a)][degree[idx(a)]] = static_cast<std::int8_t>(nRoads);
        adjCorner[idx(a)][degree[idx(a)]++] = static_cast<std::int8_t>(b);
        adjRoad[idx(b)][degree[idx(b)]] = static_cast<std::int8_t>(nRoads);
        adjCorner[idx(b)][degree[idx(b)]++] = static_cast<std::int8_t>(a);
        ++nRoads;
    }
    if (nRoads <= 1)
        return nRoads;
    struct Walker
    {
        const std::array<std::array<std::int8_t, 3>, MaxLocal> &road, &next;
        const std::array<std::uint8_t, MaxLocal> &degree, &blocked, &own;
        const std::array<std::uint8_t, MaxRoads> &ship;
        int best = 0;
        /// kind: the piece arrived by (0 road, 1 ship; 2 = start of the trail)
        void walk(int corner, std::uint32_t used, int length, int kind)
        {
            best = std::max(best, length);
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
    for (int c = 0; c < nCorners && walker.best < nRoads; ++c)
        walker.walk(c, 0u, 0, 2);
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
