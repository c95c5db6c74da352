// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/engine/TrailGraph.h"

#include "validation/engine/TrailLinks.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <limits>

namespace isle::validation {

namespace {

static_assert(TrailLinks::MaxLinks == TrailGraph::MaxPieces);

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
    m_cornerEnd[at(m_corners)] = {-1, -1};
    return m_corners++;
}

int TrailGraph::endAt(int corner, bool ship)
{
    if (m_blocked[at(corner)]) { // one end per piece: a trail stops there
        m_endDegree[at(m_ends)] = 0;
        return m_ends++;
    }
    // Roads and ships meeting away from an own building are two ends; where only one kind
    // meets, the kind's end is the corner's only one.
    std::int8_t &end = m_cornerEnd[at(corner)][m_own[at(corner)] || !ship ? 0u : 1u];
    if (end < 0) {
        m_endDegree[at(m_ends)] = 0;
        end = i8(m_ends++);
    }
    return end;
}

int TrailGraph::addPiece(int a, int b, bool ship)
{
    const int r = m_pieces++;
    const int ea = endAt(a, ship), eb = endAt(b, ship);
    m_endOf[at(r)] = {i8(ea), i8(eb)};
    m_next[at(ea)][m_endDegree[at(ea)]] = i8(eb);
    m_via[at(ea)][m_endDegree[at(ea)]++] = i8(r);
    m_next[at(eb)][m_endDegree[at(eb)]] = i8(ea);
    m_via[at(eb)][m_endDegree[at(eb)]++] = i8(r);
    return r;
}

int TrailGraph::longest(int only, int stepsBeforeJoin, int enough)
{
    if (m_pieces <= 1)
        return m_pieces;
    findParts();
    const int onlyPart = only >= 0 ? m_partOf[at(m_endOf[at(only)][0])] : -1;
    // A part without a cycle is a tree, where a trail is a path: its longest path, by two
    // sweeps. Networks are mostly trees; the rest are searched.
    int best = 0;
    std::uint32_t cyclic = 0;
    for (int part = 0; part < m_parts && best < enough; ++part) {
        if (onlyPart >= 0 && part != onlyPart)
            continue;
        if (m_partPieces[at(part)] + 1 == m_partEnds[at(part)])
            best = std::max(best, longestPathFrom(m_partFar[at(part)]));
        else
            cyclic |= m_partMask[at(part)];
    }
    if (cyclic && best < enough)
        best = std::max(best,
            longestInCycles(cyclic, std::min(enough, std::popcount(cyclic)), stepsBeforeJoin));
    return best;
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

int TrailGraph::longestInCycles(std::uint32_t cyclic, int bound, int stepsBeforeJoin)
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
    TrailLinks g;
    g.ends = g.vertices = m_ends;
    g.partOf = m_partOf.data();
    std::array<std::int8_t, MaxPieces> linkOf;
    std::fill_n(linkOf.begin(), m_pieces, std::int8_t(-1));
    int rings = 0;
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
        if (ring)
            rings = std::max(rings, pieces);
        const int link = ring ? g.addRing(pieces) : g.addLink(a, b, pieces);
        for (std::uint32_t m = mask; m; m &= m - 1)
            linkOf[at(std::countr_zero(m))] = i8(link);
    }
    for (int v = 0; v < m_ends; ++v)
        if (left[at(v)] >= 2 && depth[at(v)] > 0)
            g.addLink(v, g.vertices++, depth[at(v)]);

    // The most a trail can reach: its part's length less what it must leave unused
    // (TrailLinks.h). The search stops once a trail reaches it.
    std::array<std::uint8_t, 2 * MaxPieces> partLength {}, unused {};
    int reachable = rings;
    for (int part = 0; part < m_parts; ++part)
        if (m_partMask[at(part)] & cyclic) {
            partLength[at(part)] = static_cast<std::uint8_t>(g.partLength(part));
            unused[at(part)] = static_cast<std::uint8_t>(leastUnusedByParity(g, part));
            reachable = std::max(reachable, partLength[at(part)] - unused[at(part)]);
        }

    struct Walker
    {
        const TrailLinks &g;
        int bound;
        int steps = 0, stepLimit = 0;
        int best = 0;
        std::uint32_t walked = 0; ///< every link some walk used
        void walk(int end, std::uint32_t used, int trail)
        {
            best = std::max(best, trail);
            walked |= used;
            ++steps;
            for (int k = 0; k < g.degree[at(end)] && best < bound && steps < stepLimit; ++k) {
                const int l = g.slotLink[at(end)][at(k)];
                if (!(used & (1u << l)))
                    walk(g.slotFar[at(end)][at(k)], used | (1u << l), trail + g.length[at(l)]);
            }
        }
        bool open() const { return best < bound && steps < stepLimit; }
        // A longest trail that is not closed starts at an end of odd degree: one starting at an
        // even end leaves a piece there unused, which could lengthen it. A closed one is longest
        // only if it uses its whole part (else a piece leaving it lengthens it), so a part with
        // no odd end is walked from any end of it.
        // The ends of the hanging trees first: a longest trail mostly starts deep in one, and
        // once a trail reaches the bound the search is over.
        void search(std::uint32_t rings)
        {
            walked = rings;
            for (int v = g.ends; v < g.vertices && open(); ++v)
                walk(v, 0u, 0);
            for (int v = 0; v < g.ends && open(); ++v)
                if (g.degree[at(v)] & 1)
                    walk(v, 0u, 0);
            const std::uint32_t all = g.links == 32 ? ~0u : (1u << g.links) - 1;
            for (std::uint32_t rest = all & ~walked; rest && open(); rest = all & ~walked)
                walk(g.start[at(std::countr_zero(rest))], 0u, 0);
        }
    } walker {g, std::min(bound, reachable)};
    walker.best = std::max(best, rings);
    // Most searches end within a few steps at the parity bound. One that runs on is started
    // again, keeping the best trail found, with the tighter bound of a minimum T-join, which
    // costs more to find than most searches take.
    walker.stepLimit = stepsBeforeJoin;
    walker.search(g.rings);
    if (walker.best < walker.bound && walker.steps >= walker.stepLimit) {
        reachable = rings;
        for (int part = 0; part < m_parts; ++part)
            if (m_partMask[at(part)] & cyclic)
                reachable = std::max(reachable,
                    partLength[at(part)]
                        - std::max<int>(unused[at(part)], leastUnusedByJoin(g, part)));
        walker.bound = std::min(walker.bound, reachable);
        walker.steps = 0;
        walker.stepLimit = std::numeric_limits<int>::max();
        walker.search(g.rings);
    }
    return walker.best;
}

} // namespace isle::validation
