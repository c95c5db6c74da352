// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardFixtures.h"
#include "model/BoardTopology.h"

#include <QTest>

#include <vector>

using namespace isle::model;
using isle::test::baseBoardShape;
using isle::test::fiveSixBoardShape;

class TestBoardTopology : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseBoardCounts();
    void fiveSixBoardCounts();
    void adjacencyIsConsistent();
    void edgeNeighborsShareAnEnd();
};

void TestBoardTopology::baseBoardCounts()
{
    const BoardTopology topology(baseBoardShape());
    QCOMPARE(topology.hexCount(), 19);
    QCOMPARE(topology.cornerCount(), 54);
    QCOMPARE(topology.edgeCount(), 72);
}

void TestBoardTopology::fiveSixBoardCounts()
{
    const Board board = fiveSixBoardShape();
    QCOMPARE(board.count(Terrain::Frame), 22);
    const BoardTopology topology(board);
    QCOMPARE(topology.hexCount(), 30);
    QCOMPARE(topology.cornerCount(), 80);
    QCOMPARE(topology.edgeCount(), 109);
}

void TestBoardTopology::adjacencyIsConsistent()
{
    const BoardTopology t(baseBoardShape());
    int inlandCorners = 0;
    for (BoardTopology::Id c = 0; c < t.cornerCount(); ++c) {
        int hexes = 0;
        for (auto h : t.cornerHexes(c))
            hexes += h != BoardTopology::NoId;
        inlandCorners += hexes == 3;
        for (std::size_t k = 0; k < 3; ++k) {
            const auto n = t.cornerCorners(c)[k];
            const auto e = t.cornerEdges(c)[k];
            QCOMPARE(n == BoardTopology::NoId, e == BoardTopology::NoId);
            if (e == BoardTopology::NoId)
                continue;
            const auto ends = t.edgeCorners(e);
            QVERIFY((ends[0] == c && ends[1] == n) || (ends[1] == c && ends[0] == n));
        }
    }
    QCOMPARE(inlandCorners, 24); // 54 corners − 30 on the coast
    for (BoardTopology::Id h = 0; h < t.hexCount(); ++h)
        for (std::size_t k = 0; k < 6; ++k) {
            QCOMPARE(t.corner(t.hexCorners(h)[k]),
                CornerCoord::of(t.hex(h), cornerFromIndex(static_cast<int>(k))));
            QVERIFY(t.hexEdges(h)[k] != BoardTopology::NoId);
        }
}

void TestBoardTopology::edgeNeighborsShareAnEnd()
{
    // Each side's neighbours are the other sides at its two ends, the first end's first (NoId off
    // the board). Each ordered pair of sides meeting at a corner is one entry: on the base board
    // 24 inland corners and 12 coastal ones join 3 sides (6 pairs each) and 18 coastal corners 2.
    const BoardTopology t(baseBoardShape());
    int total = 0;
    for (BoardTopology::Id e = 0; e < t.edgeCount(); ++e)
        for (std::size_t k = 0; k < 2; ++k) {
            const auto c = t.edgeCorners(e)[k];
            std::vector<BoardTopology::Id> expected;
            for (const auto x : t.cornerEdges(c))
                if (x != e)
                    expected.push_back(x);
            QCOMPARE(expected.size(), std::size_t(2));
            for (std::size_t j = 0; j < 2; ++j) {
                const auto n = t.edgeNeighbors(e)[2 * k + j];
                QCOMPARE(n, expected[j]);
                if (n == BoardTopology::NoId)
                    continue;
                ++total;
                QVERIFY(n != e);
                const auto ends = t.edgeCorners(n);
                QVERIFY(ends[0] == c || ends[1] == c);
            }
        }
    int pairs = 0;
    for (BoardTopology::Id c = 0; c < t.cornerCount(); ++c) {
        int sides = 0;
        for (const auto x : t.cornerEdges(c))
            sides += x != BoardTopology::NoId;
        pairs += sides * (sides - 1);
    }
    QCOMPARE(pairs, (24 + 12) * 6 + 18 * 2);
    QCOMPARE(total, pairs);
}

QTEST_GUILESS_MAIN(TestBoardTopology)
#include "test_BoardTopology.moc"
