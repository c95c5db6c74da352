// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/engine/TrailGraph.h"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace isle::validation {

namespace {

constexpr std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}
constexpr std::int8_t i8(int v)
{
    return static_cast<std::int8_t>(v);
}

} // namespace

int TrailGraph::addCorner(bool blocked, bool ownBuilding)
{
    m_blocked[at(m_corners)] = blocked ? 1 : 0;
    m_own[at(m_corners)] = ownBuilding ? 1 : 0;
    return m_corners++;
}

int TrailGraph::addPiece(int a, int b, bool ship)
{
    m_cornerOf[at(m_pieces)] = {i8(a), i8(b)};
    m_ship[at(m_pieces)] = ship ? 1 : 0;
    for (const int c : {a, b}) {
        ++m_degree[at(c)];
        m_shipDegree[at(c)] = static_cast<std::uint8_t>(m_shipDegree[at(c)] + (ship ? 1 : 0));
    }
    return m_pieces++;
}

int TrailGraph::longest(int only)
{
    if (m_pieces <= 1)
        return m_pieces;
    splitCorners();
    findParts();
    const int onlyPart = only >= 0 ? m_partOf[at(m_endOf[at(only)][0])] : -1;
    // A part without a cycle is a tree, where a trail is a path: its longest path, by two
    // sweeps. Networks are mostly trees; the rest are searched.
    int best = 0;
    std::uint32_t cyclic = 0;
    for (int part = 0; part < m_parts; ++part) {
        if (onlyPart >= 0 && part != onlyPart)
            continue;
        if (m_partPieces[at(part)] + 1 == m_partEnds[at(part)])
            best = std::max(best, longestPathFrom(m_partFar[at(part)]));
        else
            cyclic |= m_partMask[at(part)];
    }
    if (cyclic)
        best = std::max(best, longestInCycles(cyclic, std::popcount(cyclic)));
    return best;
}

void TrailGraph::splitCorners()
{
    std::array<std::array<std::int8_t, 2>, MaxCorners> endAt; // corner, road/ship -> end
    std::fill_n(endAt.begin(), m_corners, std::array<std::int8_t, 2> {-1, -1});
    m_ends = 0;
    for (int r = 0; r < m_pieces; ++r)
        for (int j = 0; j < 2; ++j) {
            const int c = m_cornerOf[at(r)][at(j)];
            if (m_blocked[at(c)]) { // one end per piece: a trail stops there
                m_endOf[at(r)][at(j)] = i8(m_ends++);
                continue;
            }
            const int ships = m_shipDegree[at(c)];
            const bool mixed = !m_own[at(c)] && ships > 0 && ships < m_degree[at(c)];
            std::int8_t &end = endAt[at(c)][mixed ? m_ship[at(r)] : 0u];
            if (end < 0)
                end = i8(m_ends++);
            m_endOf[at(r)][at(j)] = end;
        }
    std::fill_n(m_endDegree.begin(), m_ends, std::uint8_t(0));
    for (int r = 0; r < m_pieces; ++r) {
        const int a = m_endOf[at(r)][0], b = m_endOf[at(r)][1];
        m_next[at(a)][m_endDegree[at(a)]] = i8(b);
        m_via[at(a)][m_endDegree[at(a)]++] = i8(r);
        m_next[at(b)][m_endDegree[at(b)]] = i8(a);
        m_via[at(b)][m_endDegree[at(b)]++] = i8(r);
    }
}

void TrailGraph::findParts()
{
    std::array<std::int8_t, 2 * MaxPieces> queue;
    std::fill_n(m_partOf.begin(), m_ends, std::int8_t(-1));
    m_parts = 0;
    for (int v = 0; v < m_ends; ++v) {
        if (m_partOf[at(v)] >= 0)
            continue;
        const int part = m_parts++;
        m_partOf[at(v)] = i8(part);
        queue[0] = i8(v);
        int degrees = 0, tail = 1;
        std::uint32_t mask = 0;
        for (int head = 0; head < tail; ++head) {
            const int u = queue[at(head)];
            degrees += m_endDegree[at(u)];
            for (int k = 0; k < m_endDegree[at(u)]; ++k) {
                mask |= 1u << m_via[at(u)][at(k)];
                const int w = m_next[at(u)][at(k)];
                if (m_partOf[at(w)] < 0) {
                    m_partOf[at(w)] = i8(part);
                    queue[at(tail++)] = i8(w);
                }
            }
        }
        // Breadth first, the last end reached is a farthest one from v: in a tree, one end of a
        // longest path (the first of the two sweeps).
        m_partFar[at(part)] = queue[at(tail - 1)];
        m_partEnds[at(part)] = static_cast<std::uint8_t>(tail);
        m_partPieces[at(part)] = static_cast<std::uint8_t>(degrees / 2);
        m_partMask[at(part)] = mask;
    }
}

int TrailGraph::longestPathFrom(int end)
{
    // The second sweep: breadth first from an end of a longest path, the last end reached is at
    // its other end.
    std::array<std::int8_t, 2 * MaxPieces> distance, queue;
    std::fill_n(distance.begin(), m_ends, std::int8_t(-1));
    distance[at(end)] = 0;
    queue[0] = i8(end);
    int last = end;
    for (int head = 0, tail = 1; head < tail; ++head) {
        last = queue[at(head)];
        for (int k = 0; k < m_endDegree[at(last)]; ++k) {
            const int next = m_next[at(last)][at(k)];
            if (distance[at(next)] < 0) {
                distance[at(next)] = i8(distance[at(last)] + 1);
                queue[at(tail++)] = i8(next);
            }
        }
    }
    return distance[at(last)];
}

int TrailGraph::longestInCycles(std::uint32_t cyclic, int bound)
{
    constexpr std::size_t MaxEnds = 2 * MaxPieces;
    // Peel the trees hanging off the cycles, an end of one piece at a time. A trail enters such
    // a tree only to end in it (it cannot come back), so each tree becomes one pendant link as
    // long as its deepest path from the cycle; a trail inside one is a path through some end's
    // two deepest branches. (An end has at most 3 pieces, 2 of them on the cycle: one tree.)
    std::array<std::uint8_t, MaxEnds> left {}, depth {}, second {};
    std::array<std::int8_t, MaxEnds> queue;
    std::uint32_t core = cyclic;
    int tail = 0, best = 0;
    for (int v = 0; v < m_ends; ++v)
        if (m_partMask[at(m_partOf[at(v)])] & cyclic) {
            left[at(v)] = m_endDegree[at(v)];
            if (left[at(v)] == 1)
                queue[at(tail++)] = i8(v);
        }
    for (int head = 0; head < tail; ++head) {
        const int v = queue[at(head)];
        int k = 0;
        while (!(core & (1u << m_via[at(v)][at(k)])))
            ++k;
        core &= ~(1u << m_via[at(v)][at(k)]);
        left[at(v)] = 0;
        const int u = m_next[at(v)][at(k)];
        const int through = depth[at(v)] + 1;
        if (through > depth[at(u)]) {
            second[at(u)] = depth[at(u)];
            depth[at(u)] = static_cast<std::uint8_t>(through);
        } else {
            second[at(u)] = static_cast<std::uint8_t>(std::max<int>(second[at(u)], through));
        }
        best = std::max(best, depth[at(u)] + second[at(u)]);
        if (--left[at(u)] == 1)
            queue[at(tail++)] = i8(u);
    }

    // Links: chains through ends with two cycle pieces and no tree become one link of their
    // summed length, and every tree one pendant link to an end of its own (numbered after the
    // graph's ends), so the search branches only where a trail can choose. A cycle with no
    // branch at all is one closed trail.
    constexpr std::size_t MaxVertices = 2 * MaxEnds;
    std::array<std::int8_t, MaxPieces> linkOf;
    std::fill_n(linkOf.begin(), m_pieces, std::int8_t(-1));
    std::array<std::uint8_t, MaxPieces> length {};
    std::array<std::int8_t, MaxPieces> linkStart {};
    std::array<std::array<std::int8_t, 3>, MaxVertices> slotLink, slotFar;
    std::array<std::uint8_t, MaxVertices> slots {};
    int links = 0, vertices = m_ends, rings = 0;
    std::uint32_t ringLinks = 0;
    std::array<std::int8_t, MaxPieces> linkEnd {};
    auto addLink = [&](int a, int b, int pieces) {
        const int link = links++;
        length[at(link)] = static_cast<std::uint8_t>(pieces);
        linkStart[at(link)] = i8(a);
        linkEnd[at(link)] = i8(b);
        slotLink[at(a)][slots[at(a)]] = i8(link);
        slotFar[at(a)][slots[at(a)]++] = i8(b);
        slotLink[at(b)][slots[at(b)]] = i8(link);
        slotFar[at(b)][slots[at(b)]++] = i8(a);
        return link;
    };
    for (std::uint32_t w = core; w; w &= w - 1) {
        const int first = std::countr_zero(w);
        if (linkOf[at(first)] >= 0)
            continue;
        std::uint32_t mask = 1u << first;
        bool ring = false;
        auto follow = [&](int end, int piece) { // to the end the chain stops at
            while (left[at(end)] == 2 && depth[at(end)] == 0) {
                int k = 0;
                while (m_via[at(end)][at(k)] == piece || !(core & (1u << m_via[at(end)][at(k)])))
                    ++k;
                piece = m_via[at(end)][at(k)];
                if (piece == first) {
                    ring = true;
                    break;
                }
                mask |= 1u << piece;
                end = m_next[at(end)][at(k)];
            }
            return end;
        };
        const int a = follow(m_endOf[at(first)][0], first);
        const int b = ring ? a : follow(m_endOf[at(first)][1], first);
        const int pieces = std::popcount(mask);
        int link = 0;
        if (ring) {
            link = links++;
            rings = std::max(rings, pieces);
            ringLinks |= 1u << link;
        } else {
            link = addLink(a, b, pieces);
        }
        for (std::uint32_t m = mask; m; m &= m - 1)
            linkOf[at(std::countr_zero(m))] = i8(link);
    }
    for (int v = 0; v < m_ends; ++v)
        if (left[at(v)] >= 2 && depth[at(v)] > 0)
            addLink(v, vertices++, depth[at(v)]);

    // The most a trail can reach: what its part weighs less what it must leave unused. At every
    // odd vertex but the trail's own two ends it leaves an odd number of links, so at least one
    // that is not a loop. Two lower bounds on that: one link serves two odd vertices at most, so
    // with 2k odd vertices the k - 1 lightest links; and, charging half of each unused link to
    // each of its two ends, half the sum of every odd vertex's lightest link but the two
    // heaviest such. The search stops once a trail reaches it.
    int reachable = rings;
    for (int part = 0; part < m_parts; ++part) {
        if (!(m_partMask[at(part)] & cyclic))
            continue;
        std::array<std::uint8_t, MaxPieces> weights;
        int total = 0, count = 0;
        for (int l = 0; l < links; ++l)
            if (!(ringLinks & (1u << l)) && m_partOf[at(linkStart[at(l)])] == part) {
                total += length[at(l)];
                if (linkStart[at(l)] != linkEnd[at(l)])
                    weights[at(count++)] = length[at(l)];
            }
        int odd = 0, lightSum = 0, heaviest = 0, nextHeaviest = 0;
        for (int v = 0; v < vertices; ++v) {
            // A pendant link's own end belongs to the part of the end it hangs from.
            const int of = v < m_ends ? v : slotFar[at(v)][0];
            if (m_partOf[at(of)] != part || !(slots[at(v)] & 1))
                continue;
            ++odd;
            int light = MaxPieces;
            for (int k = 0; k < slots[at(v)]; ++k) {
                const int l = slotLink[at(v)][at(k)];
                if (linkStart[at(l)] != linkEnd[at(l)])
                    light = std::min<int>(light, length[at(l)]);
            }
            lightSum += light;
            if (light > heaviest) {
                nextHeaviest = heaviest;
                heaviest = light;
            } else {
                nextHeaviest = std::max(nextHeaviest, light);
            }
        }
        std::sort(weights.begin(), weights.begin() + count);
        int fewest = 0;
        for (int i = 0; i < odd / 2 - 1 && i < count; ++i)
            fewest += weights[at(i)];
        const int halves = odd > 2 ? (lightSum - heaviest - nextHeaviest + 1) / 2 : 0;
        reachable = std::max(reachable, total - std::max(fewest, halves));
    }
    bound = std::min(bound, reachable);

    struct Walker
    {
        const std::array<std::array<std::int8_t, 3>, MaxVertices> &link, &far;
        const std::array<std::uint8_t, MaxVertices> &slots;
        const std::array<std::uint8_t, MaxPieces> &length;
        int bound;
        int best = 0;
        std::uint32_t walked = 0; ///< every link some walk used
        void walk(int end, std::uint32_t used, int trail)
        {
            best = std::max(best, trail);
            walked |= used;
            for (int k = 0; k < slots[at(end)] && best < bound; ++k) {
                const int l = link[at(end)][at(k)];
                if (!(used & (1u << l)))
                    walk(far[at(end)][at(k)], used | (1u << l), trail + length[at(l)]);
            }
        }
    } walker {slotLink, slotFar, slots, length, bound};
    walker.best = std::max(best, rings);
    walker.walked = ringLinks;
    // A longest trail that is not closed starts at an end of odd degree: one starting at an even
    // end leaves a piece there unused, which could lengthen it. A closed one is longest only if
    // it uses its whole part (else a piece leaving it lengthens it), so a part with no odd end
    // is walked from any end of it.
    // The ends of the hanging trees first: a longest trail mostly starts deep in one, and once a
    // trail reaches the bound the search is over.
    for (int v = m_ends; v < vertices && walker.best < bound; ++v)
        walker.walk(v, 0u, 0);
    for (int v = 0; v < m_ends && walker.best < bound; ++v)
        if (slots[at(v)] & 1)
            walker.walk(v, 0u, 0);
    const std::uint32_t all = links == 32 ? ~0u : (1u << links) - 1;
    for (std::uint32_t rest = all & ~walker.walked; rest && walker.best < bound;
         rest = all & ~walker.walked)
        walker.walk(linkStart[at(std::countr_zero(rest))], 0u, 0);
    return walker.best;
}

} // namespace isle::validation
