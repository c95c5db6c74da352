// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/engine/TrailLinks.h"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace isle::validation {

namespace {

// (Not TrailGraph.cpp's at() and i8(): the engine's units build as one.)
constexpr std::size_t nth(int i)
{
    return static_cast<std::size_t>(i);
}
constexpr std::int8_t narrow(int v)
{
    return static_cast<std::int8_t>(v);
}

} // namespace

int TrailLinks::addLink(int a, int b, int pieces)
{
    const int link = links++;
    length[nth(link)] = static_cast<std::uint8_t>(pieces);
    start[nth(link)] = narrow(a);
    slotLink[nth(a)][degree[nth(a)]] = narrow(link);
    slotFar[nth(a)][degree[nth(a)]++] = narrow(b);
    slotLink[nth(b)][degree[nth(b)]] = narrow(link);
    slotFar[nth(b)][degree[nth(b)]++] = narrow(a);
    return link;
}

int TrailLinks::addRing(int pieces)
{
    const int link = links++;
    length[nth(link)] = static_cast<std::uint8_t>(pieces);
    rings |= 1u << link;
    return link;
}

int TrailLinks::partOfVertex(int v) const
{
    return partOf[nth(v < ends ? v : slotFar[nth(v)][0])];
}

int TrailLinks::partLength(int part) const
{
    int total = 0;
    for (int l = 0; l < links; ++l)
        if (!(rings & (1u << l)) && partOfVertex(start[nth(l)]) == part)
            total += length[nth(l)];
    return total;
}

int leastUnusedByParity(const TrailLinks &g, int part)
{
    // Every pendant link but one at an end of the trail is left whole. Each that is left makes
    // its vertex's degree in the rest odd or even, so, on the core (the part without its pendant
    // links), the trail leaves an odd number of links at every vertex of odd core degree but its
    // ends, and at an end an even number where the core degree is odd (an end at a pendant link
    // turns its vertex over the same way, and saves that link). Charging half of each link left
    // to each of its two ends: at least half the lightest core link at each vertex needing one.
    // In doubled units: every pendant link, the vertices of odd core degree, and the two ends
    // that save most (at two vertices, or one vertex and its pendant link), or none (closed).
    constexpr int None = 64; // no core link that is not a loop: more than any network weighs
    int pendants = 0, oddLight = 0, bestEnd = 4 * None, nextEnd = 4 * None, bothAtOne = 0;
    for (int v = 0; v < g.ends; ++v) {
        if (g.degree[nth(v)] == 0 || g.partOf[nth(v)] != part)
            continue;
        int coreDegree = 0, light = None, pendant = 0;
        for (int k = 0; k < g.degree[nth(v)]; ++k) {
            const int far = g.slotFar[nth(v)][nth(k)];
            const int w = g.length[nth(g.slotLink[nth(v)][nth(k)])];
            if (far >= g.ends) {
                pendant = w;
            } else if (far != v) {
                ++coreDegree;
                light = std::min(light, w);
            }
        }
        pendants += pendant;
        if (coreDegree & 1)
            oddLight += light;
        const int turned = ((coreDegree & 1) ? -light : light) - 2 * pendant;
        if (turned < bestEnd) {
            nextEnd = bestEnd;
            bestEnd = turned;
        } else {
            nextEnd = std::min(nextEnd, turned);
        }
        bothAtOne = std::min(bothAtOne, -2 * pendant);
    }
    const int doubled = 2 * pendants + oddLight + std::min({0, bestEnd + nextEnd, bothAtOne});
    return (std::max(0, doubled) + 1) / 2;
}

int leastUnusedByJoin(const TrailLinks &g, int part)
{
    // The core's vertices (the part's ends with a link), their shortest ways (Floyd), pendant
    // lengths and core degrees.
    constexpr int MaxCore = 24, MaxOdd = 12, Far = 1000;
    std::array<std::int8_t, TrailLinks::MaxEnds> localOf;
    std::array<std::int8_t, MaxCore> vertex;
    int n = 0;
    for (int v = 0; v < g.ends; ++v)
        if (g.degree[nth(v)] > 0 && g.partOf[nth(v)] == part) {
            if (n == MaxCore)
                return -1;
            localOf[nth(v)] = narrow(n);
            vertex[nth(n++)] = narrow(v);
        }
    std::array<std::array<std::int16_t, MaxCore>, MaxCore> way;
    std::array<std::uint8_t, MaxCore> pendant {}, oddDegree {};
    int pendants = 0;
    for (int i = 0; i < n; ++i) {
        std::fill_n(way[nth(i)].begin(), n, std::int16_t(Far));
        way[nth(i)][nth(i)] = 0;
    }
    for (int i = 0; i < n; ++i) {
        const int v = vertex[nth(i)];
        for (int k = 0; k < g.degree[nth(v)]; ++k) {
            const int far = g.slotFar[nth(v)][nth(k)];
            const int w = g.length[nth(g.slotLink[nth(v)][nth(k)])];
            if (far >= g.ends) {
                pendant[nth(i)] = static_cast<std::uint8_t>(w);
                pendants += w;
            } else if (far != v) {
                oddDegree[nth(i)] ^= 1;
                std::int16_t &e = way[nth(i)][nth(localOf[nth(far)])];
                e = static_cast<std::int16_t>(std::min<int>(e, w));
            }
        }
    }
    for (int m = 0; m < n; ++m)
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j)
                way[nth(i)][nth(j)] = static_cast<std::int16_t>(
                    std::min<int>(way[nth(i)][nth(j)], way[nth(i)][nth(m)] + way[nth(m)][nth(j)]));

    // The vertices of odd core degree, and the cheapest pairing of every even subset of them.
    std::array<std::int8_t, MaxOdd> odd;
    std::array<std::int8_t, MaxCore> oddIndex;
    int odds = 0;
    for (int i = 0; i < n; ++i) {
        oddIndex[nth(i)] = -1;
        if (oddDegree[nth(i)]) {
            if (odds == MaxOdd)
                return -1;
            oddIndex[nth(i)] = narrow(odds);
            odd[nth(odds++)] = narrow(i);
        }
    }
    std::array<std::int16_t, 1 << MaxOdd> pairing;
    pairing[0] = 0;
    for (unsigned set = 1; set < (1u << odds); ++set) {
        int cheapest = Far;
        if (!(std::popcount(set) & 1)) {
            const int a = std::countr_zero(set);
            for (unsigned rest = set & (set - 1); rest; rest &= rest - 1) {
                const int b = std::countr_zero(rest);
                cheapest = std::min(cheapest,
                    pairing[(set & ~(1u << a)) & ~(1u << b)]
                        + way[nth(odd[nth(a)])][nth(odd[nth(b)])]);
            }
        }
        pairing[set] = static_cast<std::int16_t>(cheapest);
    }
    const unsigned all = (1u << odds) - 1;
    auto without = [&](int a, int b) {
        return all & ~(1u << a) & ~(1u << b);
    };

    // A closed trail; a trail with both ends at one vertex's place (the vertex and its pendant
    // link's end); and with ends at two vertices x, y (or at their pendant links' ends, which
    // saves those links), each end turning its vertex's degree over.
    int least = pendants + pairing[all];
    for (int i = 0; i < n; ++i)
        if (pendant[nth(i)])
            least = std::min(least, pendants - pendant[nth(i)] + pairing[all]);
    for (int x = 0; x < n; ++x)
        for (int y = x + 1; y < n; ++y) {
            const int ox = oddIndex[nth(x)], oy = oddIndex[nth(y)];
            int join = Far;
            if (ox >= 0 && oy >= 0) {
                join = pairing[without(ox, oy)];
            } else if (ox >= 0 || oy >= 0) {
                const int gone = ox >= 0 ? ox : oy, added = ox >= 0 ? y : x;
                for (int a = 0; a < odds; ++a)
                    if (a != gone)
                        join = std::min(
                            join, way[nth(added)][nth(odd[nth(a)])] + pairing[without(gone, a)]);
            } else {
                join = way[nth(x)][nth(y)] + pairing[all];
                for (int a = 0; a < odds; ++a)
                    for (int b = 0; b < odds; ++b)
                        if (a != b)
                            join = std::min(join,
                                way[nth(x)][nth(odd[nth(a)])] + way[nth(y)][nth(odd[nth(b)])]
                                    + pairing[without(a, b)]);
            }
            least = std::min(least, pendants - pendant[nth(x)] - pendant[nth(y)] + join);
        }
    return least;
}

} // namespace isle::validation
