// SPDX-License-Identifier: GPL-3.0-or-later
// The longest trail through a player's roads and ships (validation/engine/TrailGraph): Longest
// Road (001:L463–483) and the Longest Trade Route (001:L1460–1466), on hand-made networks and
// against an exhaustive search over random ones. (The engine's values on real games are also
// compared with the self-check's own search after every action: `islewright-cli selfcheck`.)
#include "model/Rng.h"
#include "validation/engine/TrailGraph.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <vector>

using isle::validation::TrailGraph;

namespace {

struct Piece
{
    int a, b;
    bool ship;
};

struct Network
{
    std::vector<bool> blocked, own;
    std::vector<Piece> pieces;
    int corner(bool isBlocked = false, bool isOwn = false)
    {
        blocked.push_back(isBlocked);
        own.push_back(isOwn);
        return int(blocked.size()) - 1;
    }
    /// A chain of `n` pieces from corner `from`; returns its last corner.
    int chain(int from, int n, bool ship = false)
    {
        for (int i = 0; i < n; ++i) {
            const int next = corner();
            pieces.push_back({from, next, ship});
            from = next;
        }
        return from;
    }
    int longest(int only = -1, int stepsBeforeJoin = TrailGraph::StepsBeforeJoin,
        int enough = TrailGraph::MaxPieces) const
    {
        TrailGraph g;
        for (std::size_t c = 0; c < blocked.size(); ++c)
            g.addCorner(blocked[c], own[c]);
        for (const Piece &p : pieces)
            g.addPiece(p.a, p.b, p.ship);
        return g.longest(only, stepsBeforeJoin, enough);
    }
};

/// Every trail from every corner, piece by piece, with the rules checked at each corner it
/// passes: written apart from TrailGraph's split graph, longest paths and links.
int exhaustive(const Network &n)
{
    int best = 0;
    std::vector<bool> used(n.pieces.size());
    auto walk = [&](auto &&self, int corner, int length, int arrivedShip) -> void {
        best = std::max(best, length);
        if (length > 0 && n.blocked[std::size_t(corner)])
            return; // an opponent's building: the trail ends (001:L478)
        for (std::size_t i = 0; i < n.pieces.size(); ++i) {
            const Piece &p = n.pieces[i];
            if (used[i] || (p.a != corner && p.b != corner))
                continue;
            if (length > 0 && int(p.ship) != arrivedShip && !n.own[std::size_t(corner)])
                continue; // road and ship join only at an own building (001:L1408)
            used[i] = true;
            self(self, p.a == corner ? p.b : p.a, length + 1, int(p.ship));
            used[i] = false;
        }
    };
    for (int c = 0; c < int(n.blocked.size()); ++c)
        walk(walk, c, 0, -1);
    return best;
}

} // namespace

class TestTrailGraph : public QObject
{
    Q_OBJECT

private slots:
    void rule_longestRoadOfABranchingNetworkIsItsLongestPath();
    void rule_longestRoadAroundARingAndOffIt();
    void rule_opponentsBuildingBreaksTheRoad();
    void rule_roadAndShipJoinOnlyAtOwnBuilding();
    void rule_roadsStillJoinWhereAShipAlsoEnds();
    void onlyCountsTheNetworkOfThePiece();
    void twoRingsJoinedByThreePaths();
    void ringWithABranchAtEveryCorner();
    void agreesWithAnExhaustiveSearchOnRandomNetworks();
};

void TestTrailGraph::rule_longestRoadOfABranchingNetworkIsItsLongestPath()
{
    // 001:L463: the longest single road; a branch does not count. A Y with arms 3, 2 and 2.
    Network n;
    const int hub = n.corner();
    n.chain(hub, 3);
    n.chain(hub, 2);
    n.chain(hub, 2);
    QCOMPARE(n.longest(), 5);
}

void TestTrailGraph::rule_longestRoadAroundARingAndOffIt()
{
    // A ring of 6 roads around a hex is a road of 6; a road leading off it makes 7.
    Network n;
    const int start = n.corner();
    const int end = n.chain(start, 5);
    n.pieces.push_back({end, start, false});
    QCOMPARE(n.longest(), 6);
    n.chain(start, 1);
    QCOMPARE(n.longest(), 7);
}

void TestTrailGraph::rule_opponentsBuildingBreaksTheRoad()
{
    // 001:L478: an opponent's settlement on a road breaks it; the parts count apart.
    Network n;
    const int a = n.chain(n.corner(), 2);
    n.blocked[std::size_t(a)] = true;
    n.chain(a, 4);
    QCOMPARE(n.longest(), 4);
    QCOMPARE(exhaustive(n), 4);
}

void TestTrailGraph::rule_roadAndShipJoinOnlyAtOwnBuilding()
{
    // 001:L1408, L1464: roads and ships form one trade route only through an own settlement or
    // city.
    Network n;
    const int meet = n.chain(n.corner(), 3);
    n.chain(meet, 3, true);
    QCOMPARE(n.longest(), 3);
    n.own[std::size_t(meet)] = true;
    QCOMPARE(n.longest(), 6);
}

void TestTrailGraph::rule_roadsStillJoinWhereAShipAlsoEnds()
{
    // A ship ending at a corner between two roads (no building) does not cut the road.
    Network n;
    const int meet = n.chain(n.corner(), 3);
    n.chain(meet, 3);
    n.chain(meet, 2, true);
    QCOMPARE(n.longest(), 6);
    QCOMPARE(exhaustive(n), 6);
}

void TestTrailGraph::onlyCountsTheNetworkOfThePiece()
{
    Network n;
    n.chain(n.corner(), 5);
    n.chain(n.corner(), 3);
    QCOMPARE(n.longest(), 5);
    QCOMPARE(n.longest(0), 5);
    QCOMPARE(n.longest(6), 3); // piece 6 is in the second network
}

void TestTrailGraph::twoRingsJoinedByThreePaths()
{
    // Two corners joined by paths of 2, 3 and 4: the trail takes all three (9), starting and
    // ending at the two branch corners; no corner of odd degree 1 exists to start from.
    Network n;
    const int a = n.corner(), b = n.corner();
    for (int len : {2, 3, 4}) {
        const int end = n.chain(a, len - 1);
        n.pieces.push_back({end, b, false});
    }
    QCOMPARE(n.longest(), 9);
    // With an opponent's building on the middle of the longest path, that path is two ends.
    Network cut = n;
    cut.blocked[std::size_t(cut.pieces[7].a)] = true;
    QCOMPARE(cut.longest(), exhaustive(cut));
}

void TestTrailGraph::ringWithABranchAtEveryCorner()
{
    // A ring of 2 + 2 + 1 + 1 pieces with a branch of 1, 2, 2 and 2 off its four corners (13
    // pieces; a shape random bots build at sea). The longest trail runs from one branch over
    // three sides of the ring into another: 2 + 2 + 2 + 1 + 2. With eight odd corners a trail
    // leaves 4 pieces unused, which the search's bound must see (the 3 lightest pieces are 3):
    // too low a bound would stop it early. The minimum T-join (TrailLinks.h) is exactly 4 too.
    Network n;
    const int a = n.corner();
    const int b = n.chain(a, 2), c = n.chain(b, 2), d = n.chain(c, 1);
    n.pieces.push_back({d, a, false});
    n.chain(a, 1);
    n.chain(b, 2);
    n.chain(c, 2);
    n.chain(d, 2);
    QCOMPARE(int(n.pieces.size()), 13);
    QCOMPARE(exhaustive(n), 9);
    QCOMPARE(n.longest(), 9);
    QCOMPARE(n.longest(-1, 0), 9); // with the T-join bound from the first step
}

void TestTrailGraph::agreesWithAnExhaustiveSearchOnRandomNetworks()
{
    // Random networks of up to 16 pieces on corners of at most 3 pieces (as on the board), with
    // rings, opponents' buildings, own buildings and ships.
    isle::model::Rng rng(20261127);
    int withRings = 0;
    for (int round = 0; round < 3000; ++round) {
        Network n;
        const int corners = 4 + int(rng.boundedInt(14));
        for (int c = 0; c < corners; ++c)
            n.corner(rng.boundedInt(6) == 0, rng.boundedInt(4) == 0);
        std::vector<int> degree(std::size_t(corners), 0);
        const int wanted = 1 + int(rng.boundedInt(16));
        for (int tries = 0; tries < 200 && int(n.pieces.size()) < wanted; ++tries) {
            const int a = int(rng.boundedInt(std::uint32_t(corners)));
            const int b = int(rng.boundedInt(std::uint32_t(corners)));
            if (a == b || degree[std::size_t(a)] == 3 || degree[std::size_t(b)] == 3)
                continue;
            const bool twice = std::any_of(n.pieces.begin(), n.pieces.end(),
                [&](const Piece &p) { return (p.a == a && p.b == b) || (p.a == b && p.b == a); });
            if (twice)
                continue;
            n.pieces.push_back({a, b, rng.boundedInt(3) == 0});
            ++degree[std::size_t(a)];
            ++degree[std::size_t(b)];
        }
        if (int(n.pieces.size()) >= corners)
            ++withRings;
        const int expected = exhaustive(n);
        // As the engine searches, and with the T-join bound from the first step (most of these
        // small searches end before the engine would compute it).
        // Told that a trail of `enough` pieces is enough, it finds one when there is one (and
        // none longer than there is), else the longest.
        const int enough = 1 + int(rng.boundedInt(std::uint32_t(expected + 1)));
        const int found = n.longest(-1, TrailGraph::StepsBeforeJoin, enough);
        if (expected >= enough ? found < enough || found > expected : found != expected)
            QFAIL(qPrintable(QStringLiteral("round %1: longest %2, enough %3, found %4")
                                 .arg(round)
                                 .arg(expected)
                                 .arg(enough)
                                 .arg(found)));
        for (const int steps : {TrailGraph::StepsBeforeJoin, 0})
            if (n.longest(-1, steps) != expected)
                QFAIL(qPrintable(
                    QStringLiteral("round %1: %2 pieces, longest %3, exhaustive %4, join after %5")
                        .arg(round)
                        .arg(n.pieces.size())
                        .arg(n.longest(-1, steps))
                        .arg(expected)
                        .arg(steps)));
    }
    QVERIFY2(withRings > 300, "the random networks must include many with cycles");
}

QTEST_APPLESS_MAIN(TestTrailGraph)
#include "test_TrailGraph.moc"
