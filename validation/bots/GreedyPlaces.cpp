// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/GreedyPlaces.h"

#include "validation/bots/BoardPips.h"
#include "validation/bots/WonderGoals.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace isle::validation::greedy_places {

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

/// What a Catan chit for a foreign island adds to a spot's value (x10): about a 10-pip spot.
constexpr int IslandChitValue = 100;

using board_pips::pipsNow;

} // namespace

int fogValue(const Game &g, const GameState &s, int c)
{
    if (g.fogHexCount() == 0)
        return 0;
    int hidden = 0;
    for (auto h : g.topology().cornerHexes(c))
        if (h != model::BoardTopology::NoId && g.fogIndexOf(h) >= 0 && g.terrainNow(s, h) < 0)
            ++hidden;
    return hidden * 60;
}

int spotValue(const Game &g, const GameState &s, int p, const Hand &owned, int c)
{
    int value = 0;
    for (int r = 0; r < ResourceKinds; ++r) {
        const int pips = pipsNow(g, s, c, r);
        value += pips * 10;
        if (pips > 0 && owned[idx(r)] == 0)
            value += 25; // diversity: a resource we do not produce yet
    }
    if (g.seafarers()) {
        value += pipsNow(g, s, c, -1) * 12; // gold: any resource (001:L1486)
        const int island = g.cornerIsland(c);
        const std::uint32_t bit = island >= 0 && island < 32 ? 1u << island : 0u;
        if (bit && s.turn > 0 && !(s.islandsSettled[idx(p)] & bit)) {
            value += 30; // a new island may bring special victory points (001:L1446)
            // With special points in play the first settlement on a foreign island is a victory
            // point (a Catan chit, 001:L1446–1458): worth a good spot of its own.
            if (g.rules().specialPoints && !(s.homeIslands[idx(p)] & bit))
                value += IslandChitValue;
        }
    }
    if (g.rules().wonders)
        value += wonder_goals::siteValue(g, s, p, c);
    const int harbors = g.cornerHarbors(c);
    if (harbors & (1 << 5))
        value += 10;
    for (int r = 0; r < ResourceKinds; ++r)
        if (harbors & (1 << r))
            value += 4 * owned[idx(r)] + 5;
    return value;
}

int giftValue(const Game &g, const GameState &s, const Hand &owned, int e)
{
    int value = 0;
    for (std::uint32_t bits = g.giftsAt(s, e); bits; bits &= bits - 1) {
        const int k = std::countr_zero(bits);
        switch (g.giftKind(k)) {
        case Game::GiftKind::VictoryPoints:
            value += 260;
            break;
        case Game::GiftKind::DevelopmentCard:
            value += 150;
            break;
        case Game::GiftKind::Harbor: {
            int pips = 0;
            for (int r = 0; r < ResourceKinds; ++r)
                pips += owned[idx(r)];
            value += 60 + pips * 2;
            break;
        }
        }
    }
    return value;
}

int villageValue(const Game &g, const GameState &s, int p, int c)
{
    const int k = g.villageAt(c);
    if (k < 0 || (s.villageLinks[idx(k)] & 1 << p) || s.villageCloth[idx(k)] == 0)
        return 0;
    const int pips = 6 - std::abs(7 - g.villageNumber(k));
    return 180 + pips * 30 + s.villageCloth[idx(k)] * 10;
}

int villageReach(const Game &g, const GameState &s, int p, int c)
{
    if (g.villageCount() == 0)
        return 0;
    constexpr int MaxSteps = 5;
    const auto &topo = g.topology();
    std::array<std::uint8_t, MaxCorners> dist;
    std::fill_n(dist.begin(), topo.cornerCount(), std::uint8_t(0xFF));
    std::array<std::int16_t, MaxCorners> queue;
    int head = 0, tail = 0, best = 0;
    dist[idx(c)] = 0;
    queue[idx(tail++)] = static_cast<std::int16_t>(c);
    while (head < tail) {
        const int x = queue[idx(head++)];
        const int d = dist[idx(x)];
        best = std::max(best, villageValue(g, s, p, x) / (1 + d));
        if (d >= MaxSteps)
            continue;
        for (auto e : topo.cornerEdges(x)) {
            if (e == model::BoardTopology::NoId || !g.edgeShippable(e) || s.shipOwner[idx(e)] >= 0)
                continue;
            for (auto y : topo.edgeCorners(e))
                if (dist[idx(y)] == 0xFF) {
                    dist[idx(y)] = static_cast<std::uint8_t>(d + 1);
                    queue[idx(tail++)] = static_cast<std::int16_t>(y);
                }
        }
    }
    return best;
}

namespace {

/// A road's terms: an open end of the road (not an opponent's building), and a corner one
/// step beyond it.
bool openEnd(const GameState &s, int p, int x)
{
    const int owner = s.cornerOwner[idx(x)];
    return owner < 0 || owner == p;
}
int endValue(const Game &g, const GameState &s, int p, const Hand &owned, int x)
{
    return std::max(fogValue(g, s, x), g.isFreeSpot(s, x) ? spotValue(g, s, p, owned, x) * 2 : 0);
}
int beyondValue(const Game &g, const GameState &s, int p, const Hand &owned, int y)
{
    return y != model::BoardTopology::NoId && g.isFreeSpot(s, y) ? spotValue(g, s, p, owned, y) : 0;
}

} // namespace

Action bestRoad(const Game &g, const GameState &s, int p, const Hand &owned,
    const ActionList &legal, int *value)
{
    // Each corner's beyondValue() (a free spot's value, else 0) is computed once: neighbouring
    // roads share corners, and valuing a spot is most of the work.
    const auto &topo = g.topology();
    std::array<int, MaxCorners> spot; // only the board's corners are used; -1: not valued yet
    std::fill_n(spot.begin(), topo.cornerCount(), -1);
    auto spotAt = [&](int y) {
        if (y == model::BoardTopology::NoId)
            return 0;
        if (spot[idx(y)] < 0)
            spot[idx(y)] = beyondValue(g, s, p, owned, y);
        return spot[idx(y)];
    };
    Action best = 0;
    int bestValue = -1;
    for (Action a : legal) {
        if (actionType(a) != ActionType::BuildRoad)
            continue;
        int v = 0;
        for (auto x : topo.edgeCorners(actionArgA(a)))
            if (openEnd(s, p, x)) {
                v = std::max(v, std::max(fogValue(g, s, x), spotAt(x) * 2)); // endValue(x)
                for (auto y : topo.cornerCorners(x))
                    v = std::max(v, spotAt(y));
            }
        if (v > bestValue) {
            best = a;
            bestValue = v;
        }
    }
    *value = bestValue;
    return best;
}

int roadsValue(
    const Game &g, const GameState &s, int p, const Hand &owned, const IdBits<MaxCorners> &ends)
{
    int best = 0;
    IdBits<MaxCorners> beyond(g.topology().cornerCount());
    ends.forEach([&](int x) {
        if (!openEnd(s, p, x))
            return;
        best = std::max(best, endValue(g, s, p, owned, x));
        for (auto y : g.topology().cornerCorners(x))
            if (y != model::BoardTopology::NoId)
                beyond.set(y);
    });
    beyond.forEach([&](int y) { best = std::max(best, beyondValue(g, s, p, owned, y)); });
    return best;
}

namespace {

/// shipValue() from every side of `sources` at once (breadth first over shippable sides; no
/// allocation): each term falls with the distance, so a corner's best source is its nearest.
template<typename Sources>
int shipSearch(const Game &g, const GameState &s, int p, const Hand &owned, const Sources &sources,
    int ignoreEdge)
{
    constexpr int MaxSteps = 6;
    const auto &topo = g.topology();
    std::array<std::uint8_t, MaxCorners> dist; // only the board's corners are used
    std::fill_n(dist.begin(), topo.cornerCount(), std::uint8_t(0xFF));
    std::array<std::int16_t, MaxCorners> queue;
    int head = 0, tail = 0;
    int best = 0;
    sources.forEach([&](int e) {
        for (auto c : topo.edgeCorners(e))
            if (dist[idx(c)] != 0) {
                dist[idx(c)] = 0;
                queue[idx(tail++)] = static_cast<std::int16_t>(c);
            }
        best = std::max(best, giftValue(g, s, owned, e)); // the ship itself takes them (001:L2055)
    });
    while (head < tail) {
        const int c = queue[idx(head++)];
        const int d = dist[idx(c)];
        if (g.isFreeSpot(s, c))
            best = std::max(best, spotValue(g, s, p, owned, c) * 2 / (1 + d));
        best = std::max(best, fogValue(g, s, c) / (1 + d));
        best = std::max(best, villageValue(g, s, p, c) * 2 / (1 + d)); // Cloth for Catan
        const int owner = s.cornerOwner[idx(c)];
        if (d >= MaxSteps || (owner >= 0 && owner != p))
            continue;
        for (auto x : topo.cornerEdges(c)) {
            if (x == model::BoardTopology::NoId || !g.edgeShippableNow(s, x)
                || (s.shipOwner[idx(x)] >= 0 && x != ignoreEdge) || s.edgeOwner[idx(x)] >= 0)
                continue;
            if (!sources.test(x))
                best = std::max(best, giftValue(g, s, owned, x) / (2 + d)); // a gift ahead
            for (auto y : topo.edgeCorners(x))
                if (dist[idx(y)] == 0xFF) {
                    dist[idx(y)] = static_cast<std::uint8_t>(d + 1);
                    queue[idx(tail++)] = static_cast<std::int16_t>(y);
                }
        }
    }
    return best;
}

/// One side as the source of shipSearch().
struct OneSide
{
    int edge;
    template<typename F> void forEach(F &&f) const { f(edge); }
    bool test(int e) const { return e == edge; }
};

} // namespace

int shipValue(const Game &g, const GameState &s, int p, const Hand &owned, int e, int ignoreEdge)
{
    return shipSearch(g, s, p, owned, OneSide {e}, ignoreEdge);
}

int shipsValue(
    const Game &g, const GameState &s, int p, const Hand &owned, const IdBits<MaxEdges> &sides)
{
    return shipSearch(g, s, p, owned, sides, -1);
}

} // namespace isle::validation::greedy_places
