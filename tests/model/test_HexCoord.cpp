// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/EdgeCoord.h"
#include "model/HexLayout.h"

#include <QTest>

#include <set>

using namespace isle::model;

Q_DECLARE_METATYPE(isle::model::HexCoord)

class TestHexCoord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void neighbors_data();
    void neighbors();
    void distance();
    void rotationAndMirror();
    void everyCornerHasOneCanonicalName();
    void everyEdgeHasOneCanonicalName();
    void cornerAdjacencyIsSymmetric();
    void edgeEndsAreAdjacentCorners();
    void layoutRoundTrip();
};

void TestHexCoord::neighbors_data()
{
    QTest::addColumn<int>("direction");
    QTest::addColumn<HexCoord>("expected");
    QTest::newRow("E") << 0 << HexCoord {1, 0};
    QTest::newRow("NE") << 1 << HexCoord {1, -1};
    QTest::newRow("NW") << 2 << HexCoord {0, -1};
    QTest::newRow("W") << 3 << HexCoord {-1, 0};
    QTest::newRow("SW") << 4 << HexCoord {-1, 1};
    QTest::newRow("SE") << 5 << HexCoord {0, 1};
}

void TestHexCoord::neighbors()
{
    QFETCH(int, direction);
    QFETCH(HexCoord, expected);
    const Direction d = directionFromIndex(direction);
    QCOMPARE(HexCoord {}.neighbor(d), expected);
    QCOMPARE(expected.neighbor(opposite(d)), HexCoord {});
    QCOMPARE(HexCoord {}.distanceTo(expected), 1);
}

void TestHexCoord::distance()
{
    QCOMPARE((HexCoord {0, 0}.distanceTo({3, -3})), 3);
    QCOMPARE((HexCoord {-2, 1}.distanceTo({2, -1})), 4);
    QCOMPARE((HexCoord {1, 1}.distanceTo({1, 1})), 0);
}

void TestHexCoord::rotationAndMirror()
{
    // One counter-clockwise step turns each direction into the next (layouts README §1 order).
    for (Direction d : AllDirections)
        QCOMPARE(HexCoord::step(d).rotatedCcw(1), HexCoord::step(rotatedCcw(d)));
    QCOMPARE((HexCoord {2, -1}.rotatedCcw(6)), (HexCoord {2, -1}));
    QCOMPARE((HexCoord {2, -1}.rotatedCcw(-1)), (HexCoord {2, -1}.rotatedCcw(5)));
    QCOMPARE(HexCoord::step(Direction::NorthEast).mirroredHorizontally(),
        HexCoord::step(Direction::NorthWest));
    QCOMPARE(
        HexCoord::step(Direction::East).mirroredHorizontally(), HexCoord::step(Direction::West));
}

void TestHexCoord::everyCornerHasOneCanonicalName()
{
    // Each vertex of a hex is shared by three hexes; all three must name it identically, and the
    // three names must be at the same screen position.
    const HexLayout layout(10.0);
    for (int k = 0; k < 6; ++k) {
        const HexCoord h {2, -1};
        const CornerCoord c = CornerCoord::of(h, cornerFromIndex(k));
        const Point p = layout.corner(h, cornerFromIndex(k));
        const Point q = layout.corner(c);
        QVERIFY(std::abs(p.x - q.x) < 1e-9 && std::abs(p.y - q.y) < 1e-9);
        int sharing = 0;
        for (HexCoord t : c.touchingHexes())
            for (int j = 0; j < 6; ++j)
                if (CornerCoord::of(t, cornerFromIndex(j)) == c)
                    ++sharing;
        QCOMPARE(sharing, 3);
    }
}

void TestHexCoord::everyEdgeHasOneCanonicalName()
{
    for (Direction d : AllDirections) {
        const HexCoord h {-1, 2};
        const EdgeCoord e = EdgeCoord::of(h, d);
        QCOMPARE(EdgeCoord::of(h.neighbor(d), opposite(d)), e);
        QVERIFY(index(e.side) < 3);
        const auto sides = e.hexes();
        QVERIFY(sides[0] == h || sides[1] == h);
    }
}

void TestHexCoord::cornerAdjacencyIsSymmetric()
{
    for (int k = 0; k < 6; ++k) {
        const CornerCoord c = CornerCoord::of({0, 0}, cornerFromIndex(k));
        for (CornerCoord n : c.adjacentCorners()) {
            const auto back = n.adjacentCorners();
            QVERIFY(std::find(back.begin(), back.end(), c) != back.end());
        }
    }
}

void TestHexCoord::edgeEndsAreAdjacentCorners()
{
    const HexLayout layout(1.0);
    for (Direction d : AllDirections) {
        const EdgeCoord e = EdgeCoord::of({1, 1}, d);
        const auto ends = e.corners();
        const auto adjacent = ends[0].adjacentCorners();
        QVERIFY(std::find(adjacent.begin(), adjacent.end(), ends[1]) != adjacent.end());
        const Point a = layout.corner(ends[0]);
        const Point b = layout.corner(ends[1]);
        QVERIFY(std::abs(std::hypot(a.x - b.x, a.y - b.y) - 1.0) < 1e-9); // side length = size
    }
}

void TestHexCoord::layoutRoundTrip()
{
    const HexLayout layout(32.0, {5.0, 7.0});
    for (int q = -4; q <= 4; ++q)
        for (int r = -4; r <= 4; ++r)
            QCOMPARE(layout.hexAt(layout.centre({q, r})), (HexCoord {q, r}));
}

QTEST_GUILESS_MAIN(TestHexCoord)
#include "test_HexCoord.moc"
