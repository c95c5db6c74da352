// SPDX-License-Identifier: GPL-3.0-or-later
// The bounds that stop the longest-trail search (validation/engine/TrailLinks): what a trail must
// leave unused in a network with cycles, on hand-made link graphs and against every trail of
// random ones. Too high a bound would make Longest Road / the Longest Trade Route (001:L463–483,
// L1460–1466) too short, so every bound must stay at or below what the longest trail leaves.
#include "model/Rng.h"
#include "validation/engine/TrailLinks.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <vector>

using isle::validation::TrailLinks;

namespace {

struct LinkSpec
{
    int a, b, length;
};

/// A link graph of `ends` vertices, the links between them, and a pendant link of the given
/// length at each end with one (0 = none); every part is found by a union of the links' ends.
struct Links
{
    TrailLinks g;
    std::array<std::int8_t, TrailLinks::MaxEnds> partOf {};
    int parts = 0;

    Links(int ends, const std::vector<LinkSpec> &links, const std::vector<int> &pendants)
    {
        g.ends = g.vertices = ends;
        std::vector<int> root(static_cast<std::size_t>(ends));
        for (int v = 0; v < ends; ++v)
            root[std::size_t(v)] = v;
        auto find = [&](int v) {
            while (root[std::size_t(v)] != v)
                v = root[std::size_t(v)];
            return v;
        };
        for (const LinkSpec &l : links) {
            g.addLink(l.a, l.b, l.length);
            root[std::size_t(find(l.a))] = find(l.b);
        }
        for (int v = 0; v < ends; ++v)
            if (pendants[std::size_t(v)] > 0)
                g.addLink(v, g.vertices++, pendants[std::size_t(v)]);
        std::vector<int> partOfRoot(static_cast<std::size_t>(ends), -1);
        for (int v = 0; v < ends; ++v) {
            int &part = partOfRoot[std::size_t(find(v))];
            if (part < 0)
                part = parts++;
            partOf[std::size_t(v)] = std::int8_t(part);
        }
        g.partOf = partOf.data();
    }

    /// The longest trail (no link twice, every link whole) starting in `part`, by trying all.
    int longestTrail(int part) const
    {
        int best = 0;
        auto walk = [&](auto &&self, int v, std::uint32_t used, int length) -> void {
            best = std::max(best, length);
            for (int k = 0; k < g.degree[std::size_t(v)]; ++k) {
                const int l = g.slotLink[std::size_t(v)][std::size_t(k)];
                if (!(used & (1u << l)))
                    self(self, g.slotFar[std::size_t(v)][std::size_t(k)], used | (1u << l),
                        length + g.length[std::size_t(l)]);
            }
        };
        for (int v = 0; v < g.vertices; ++v)
            if (g.partOfVertex(v) == part)
                walk(walk, v, 0u, 0);
        return best;
    }
};

} // namespace

class TestTrailLinks : public QObject
{
    Q_OBJECT

private slots:
    void branchedRingLeavesFour();
    void joinSeesWhatParityDoesNot();
    void boundsNeverPassWhatTheLongestTrailLeaves();
};

void TestTrailLinks::branchedRingLeavesFour()
{
    // A ring 2 + 2 + 1 + 1 with a branch of 1, 2, 2, 2 at its corners (13 pieces): the longest
    // trail, branch - three sides - branch, is 9, so 4 are left; both bounds see all 4.
    const Links n(4, {{0, 1, 2}, {1, 2, 2}, {2, 3, 1}, {3, 0, 1}}, {1, 2, 2, 2});
    QCOMPARE(n.g.partLength(0), 13);
    QCOMPARE(n.longestTrail(0), 9);
    QCOMPARE(isle::validation::leastUnusedByParity(n.g, 0), 4);
    QCOMPARE(isle::validation::leastUnusedByJoin(n.g, 0), 4);
}

void TestTrailLinks::joinSeesWhatParityDoesNot()
{
    // A ring 2 + 2 + 1 + 1 with branches of 4, 1, 2 and 1 at its corners (14 pieces). The longest
    // trail runs from the 4 over the ring's heavy side into the 2 (10) and leaves the two light
    // links and the two short branches (4). Charging half a link to each of the two ring corners
    // at the trail's far ends sees 3 of them; pairing those corners by their shortest way (the
    // two light links) sees all 4.
    const Links n(4, {{0, 1, 2}, {1, 2, 2}, {2, 3, 1}, {3, 0, 1}}, {4, 1, 2, 1});
    QCOMPARE(n.g.partLength(0), 14);
    QCOMPARE(n.longestTrail(0), 10);
    QCOMPARE(isle::validation::leastUnusedByParity(n.g, 0), 3);
    QCOMPARE(isle::validation::leastUnusedByJoin(n.g, 0), 4);
}

void TestTrailLinks::boundsNeverPassWhatTheLongestTrailLeaves()
{
    // Random link graphs: up to 8 vertices of at most 3 links, loops and double links, pendant
    // links at some; for every part, parity <= join <= its length less its longest trail.
    isle::model::Rng rng(20261128);
    int exact = 0, compared = 0;
    for (int round = 0; round < 4000; ++round) {
        const int ends = 2 + int(rng.boundedInt(7));
        std::vector<int> degree(std::size_t(ends), 0);
        std::vector<LinkSpec> links;
        const int wanted = 1 + int(rng.boundedInt(12));
        for (int tries = 0; tries < 100 && int(links.size()) < wanted; ++tries) {
            const int a = int(rng.boundedInt(std::uint32_t(ends)));
            const int b = int(rng.boundedInt(std::uint32_t(ends)));
            const int need = a == b ? 2 : 1;
            if (degree[std::size_t(a)] + need > 3 || degree[std::size_t(b)] + need > 3)
                continue;
            links.push_back({a, b, 1 + int(rng.boundedInt(4))});
            degree[std::size_t(a)] += need;
            if (a != b)
                ++degree[std::size_t(b)];
        }
        std::vector<int> pendants(std::size_t(ends), 0);
        for (int v = 0; v < ends; ++v)
            if (degree[std::size_t(v)] < 3 && rng.boundedInt(2) == 0)
                pendants[std::size_t(v)] = 1 + int(rng.boundedInt(5));
        const Links n(ends, links, pendants);
        for (int part = 0; part < n.parts; ++part) {
            const int unused = n.g.partLength(part) - n.longestTrail(part);
            const int parity = isle::validation::leastUnusedByParity(n.g, part);
            const int join = isle::validation::leastUnusedByJoin(n.g, part);
            if (parity > unused || join > unused || (join >= 0 && join < parity))
                QFAIL(qPrintable(QStringLiteral("round %1, part %2: %3 left by the longest trail, "
                                                "bounds %4 (parity) and %5 (join)")
                                     .arg(round)
                                     .arg(part)
                                     .arg(unused)
                                     .arg(parity)
                                     .arg(join)));
            ++compared;
            exact += join == unused ? 1 : 0;
        }
    }
    // Not a requirement of the rules, but what makes the bound worth computing.
    qInfo("the T-join bound was exact in %d of %d parts", exact, compared);
    QVERIFY(exact * 10 > compared * 8);
}

QTEST_APPLESS_MAIN(TestTrailLinks)
#include "test_TrailLinks.moc"
