// SPDX-License-Identifier: GPL-3.0-or-later
// Balance statistics against values computed by hand on small boards (README "Balance statistics").
#include "ValidationFixtures.h"

#include "validation/checks/ScenarioIndex.h"
#include "validation/stats/BoardStatistics.h"

#include <QtTest>

using namespace isle;
using model::HexCoord;
using validation::BoardStatistics;
using validation::Distribution;

namespace {

// Hills 6 (5 pips) at (1, 1) and forest 3 (2 pips) east of it at (2, 1), in a frame.
constexpr std::string_view TwoHexes = R"(
#   #   #   #
  #   H6  W3  #
    #   #   #   #)";

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TestBoardStatistics : public QObject
{
    Q_OBJECT

private slots:
    void distributionByHand()
    {
        // 2 2 2 2 5 5 5 5 7 7: ordered-pair |differences| = 2·(16·3 + 8·5 + 8·2) = 208,
        // mean 4.2, G = 208 / (2 · 100 · 4.2).
        const Distribution d = Distribution::of({7, 2, 5, 2, 5, 7, 2, 5, 2, 5});
        QCOMPARE(d.count, 10);
        QCOMPARE(d.min, 2.0);
        QCOMPARE(d.median, 5.0);
        QCOMPARE(d.max, 7.0);
        QVERIFY(near(d.mean, 4.2));
        QVERIFY(near(d.gini, 208.0 / 840.0));
        QCOMPARE(Distribution::of({3, 3, 3}).gini, 0.0);
        QCOMPARE(Distribution::of({}).count, 0);
        QVERIFY(near(Distribution::of({0, 0, 0, 1}).gini, 0.75)); // one holds everything: (n−1)/n
    }

    void pipsAndIntersectionsByHand()
    {
        const model::Scenario s = test::scenarioFromAscii(TwoHexes);
        const validation::ScenarioIndex index(s);
        const BoardStatistics stats = validation::computeStatistics(index);
        QCOMPARE(stats.landHexes, 2);
        QCOMPARE(stats.producingHexes, 2);
        QCOMPARE(stats.totalPips, 7);
        QCOMPARE(stats.islands, 1);
        const auto brick = std::size_t(model::index(model::Resource::Brick));
        const auto lumber = std::size_t(model::index(model::Resource::Lumber));
        QCOMPARE(stats.resources[brick].pips, 5);
        QCOMPARE(stats.resources[brick].hexes, 1);
        QCOMPARE(stats.resources[lumber].pips, 2);
        QCOMPARE(stats.resources[std::size_t(model::index(model::Resource::Ore))].pips, 0);
        // 10 intersections: the 2 on the shared side see 5 + 2, four see only the hills (5),
        // four only the forest (2).
        QCOMPARE(stats.intersections.size(), std::size_t(10));
        const auto best = stats.bestSpots(3);
        QCOMPARE(best.size(), std::size_t(3));
        QCOMPARE(best[0].pips, 7);
        QCOMPARE(best[1].pips, 7);
        QCOMPARE(best[0].resources, 2);
        QCOMPARE(best[2].pips, 5);
        QVERIFY(best[0].corner == model::CornerCoord::of({1, 1}, model::Corner::NorthEast));
        QCOMPARE(stats.spread.min, 2.0);
        QCOMPARE(stats.spread.median, 5.0);
        QCOMPARE(stats.spread.max, 7.0);
        QVERIFY(near(stats.spread.gini, 208.0 / 840.0));
    }

    void commodityPipsWithCitiesAndKnights()
    {
        // Forest 3 (2 pips), pasture 6 (5), mountains 8 (5), fields 4 (3) in a row. A city on
        // forest, pasture or mountains earns 1 commodity beside 1 resource (paper, cloth, coin;
        // 001:L3146–3149, L3336–3338), so the commodities have the pips of those hexes; fields
        // and hills earn none.
        model::Scenario s = test::scenarioFromAscii(R"(
#   #   #   #   #   #
  #   W3  P6  M8  F4  #
    #   #   #   #   #   #)");
        BoardStatistics plain = validation::computeStatistics(validation::ScenarioIndex(s));
        QVERIFY(!plain.citiesAndKnights);
        QCOMPARE(plain.commodities[0].pips, 0);
        for (const auto &i : plain.intersections)
            QCOMPARE(i.commodityPips, (std::array<int, model::CommodityCount> {}));

        s.products = {model::Product::Base, model::Product::CitiesAndKnights};
        const BoardStatistics ck = validation::computeStatistics(validation::ScenarioIndex(s));
        QVERIFY(ck.citiesAndKnights);
        const auto paper = std::size_t(model::index(model::Commodity::Paper));
        const auto cloth = std::size_t(model::index(model::Commodity::Cloth));
        const auto coin = std::size_t(model::index(model::Commodity::Coin));
        QCOMPARE(ck.commodities[paper].pips, 2);
        QCOMPARE(ck.commodities[paper].hexes, 1);
        QCOMPARE(ck.commodities[cloth].pips, 5);
        QCOMPARE(ck.commodities[coin].pips, 5);
        QCOMPARE(ck.commodities[coin].pipsPerHex, 5.0);
        // The best intersections touch pasture and mountains: 10 pips of wool and ore, and a city
        // there earns 5 cloth and 5 coin on top; the resource statistics are unchanged.
        const auto &best = ck.intersections.front();
        QCOMPARE(best.pips, 10);
        QCOMPARE(best.commodityPips[cloth], 5);
        QCOMPARE(best.commodityPips[coin], 5);
        QCOMPARE(best.commodityPips[paper], 0);
        QCOMPARE(ck.totalPips, plain.totalPips);
        QCOMPARE(ck.score.total, plain.score.total);
        // Fields beside mountains: coin only.
        for (const auto &i : ck.intersections)
            if (i.resourcePips[std::size_t(model::index(model::Resource::Grain))] > 0)
                QCOMPARE(i.commodityPips[cloth] + i.commodityPips[paper], 0);
    }

    void clusteringByHand()
    {
        model::Scenario s = test::scenarioFromAscii(R"(
#   #   #   #   #
  #   H6  H8  W3  #
    #   #   #   #   #)");
        const validation::ScenarioIndex index(s);
        const auto c = validation::computeStatistics(index).clustering;
        QCOMPARE(c.producingPairs, 2); // H6-H8, H8-W3
        QCOMPARE(c.sameResourcePairs, 1); // H6-H8
        QCOMPARE(c.highPipPairs, 1); // 6 and 8 (5 pips each)
        QCOMPARE(c.largestClump, 2);
        QCOMPARE(c.largestClumpResource, model::index(model::Resource::Brick));
    }

    void harborStrengthByHand()
    {
        model::Scenario s = test::scenarioFromAscii(TwoHexes);
        s.board.setHarbor(
            {{0, 1}, model::Direction::East, model::HarborType::Brick}); // west side of the hills
        s.board.setHarbor({{3, 1}, model::Direction::West,
            model::HarborType::Generic}); // east side of the forest
        s.board.setHarbor({{1, 0}, model::Direction::SouthEast, model::HarborType::Ore});
        const validation::ScenarioIndex index(s);
        const auto stats = validation::computeStatistics(index);
        QCOMPARE(stats.harbors.size(), std::size_t(3));
        QCOMPARE(stats.harbors[0].localPips, 5); // the hills touch both harbor intersections
        QCOMPARE(stats.harbors[0].boardPips, 5);
        QCOMPARE(stats.harbors[1].localPips, 2); // 3:1: all pips around it = the forest
        QCOMPARE(stats.harbors[1].boardPips, 7);
        QCOMPARE(stats.harbors[2].localPips, 0); // no ore anywhere
        // The brick harbor's intersections carry the 2:1 brick bit.
        bool found = false;
        for (const auto &i : stats.intersections)
            if (i.harbors & validation::ScenarioIndex::specialHarborBit(model::Resource::Brick))
                found = true;
        QVERIFY(found);
    }

    void snakeDraftByHand()
    {
        // Intersection ids (coordinate order): 0 hills-NW, 1 shared-N, 2 forest-NE, 3 hills-N,
        // 4 hills-S, 5 forest-N, 6 forest-S, 7 hills-SW, 8 shared-S, 9 forest-SE.
        // Two players pick seat 0, 1, 1, 0:
        //  1. seat 0: shared-N 7 pips + 2 new resources = 9 -> id 1 (blocks 3, 5, 8)
        //  2. seat 1: hills-only corners score 5 + 1 = 6, lowest id 0 (blocks 3, 7)
        //  3. seat 1: hills-S 5 + 0 beats forest corners 2 + 1 -> id 4
        //  4. seat 0: forest corners 2 + 0 each -> lowest id 2
        // Seat 0: 7 + 2 = 9 pips, brick + lumber; seat 1: 5 + 5 = 10 pips, brick only.
        model::Scenario s = test::scenarioFromAscii(TwoHexes);
        const validation::ScenarioIndex index(s);
        validation::SnakeDraft draft(index);
        const auto result = draft.run(2);
        QCOMPARE(result.seats.size(), std::size_t(2));
        QCOMPARE(result.seats[0].corners[0], 1);
        QCOMPARE(result.seats[1].corners[0], 0);
        QCOMPARE(result.seats[1].corners[1], 4);
        QCOMPARE(result.seats[0].corners[1], 2);
        QCOMPARE(result.seats[0].pips, 9);
        QCOMPARE(result.seats[1].pips, 10);
        QCOMPARE(result.seats[0].resources, 2);
        QCOMPARE(result.seats[1].resources, 1);
        QCOMPARE(result.minPips, 9);
        QCOMPARE(result.maxPips, 10);
        QVERIFY(near(result.ratio, 0.9));
        // Three players need 6 sites; only 5 fit on two hexes: the last seat gets one settlement.
        const auto three = draft.run(3);
        int placed = 0;
        for (const auto &seat : three.seats)
            for (auto c : seat.corners)
                placed += c != validation::ScenarioIndex::NoId ? 1 : 0;
        QCOMPARE(placed, 5);
    }

    void compositeScoreByHand()
    {
        model::Scenario s = test::scenarioFromAscii(TwoHexes);
        s.minPlayers = 2;
        s.maxPlayers = 2;
        const validation::ScenarioIndex index(s);
        const auto stats = validation::computeStatistics(index);
        QCOMPARE(stats.seats.size(), std::size_t(1));
        // Resources per hex 5, 2, 0, 0, 0: |differences| over ordered pairs 48, mean 1.4,
        // G = 48 / (2 · 25 · 1.4) = 48 / 70.
        QVERIFY(near(stats.score.resourceBalance, 1.0 - 48.0 / 70.0));
        QVERIFY(near(stats.score.spotSpread, 1.0 - 208.0 / 840.0));
        QVERIFY(
            near(stats.score.clustering, 1.0)); // one producing pair, neither same nor high-high
        QVERIFY(near(stats.score.seatFairness, 0.9));
        const double total
            = 100.0 * ((1.0 - 48.0 / 70.0) + (1.0 - 208.0 / 840.0) + 1.0 + 0.9) / 4.0;
        QVERIFY(near(stats.score.total, total));
    }

    void baseBeginnerBoardFigures()
    {
        // Base beginner board: tokens 2..12 of the base set = 58 pips on 18 hexes.
        const model::Scenario s = test::baseBeginner();
        const validation::ScenarioIndex index(s);
        const auto stats = validation::computeStatistics(index);
        QCOMPARE(stats.landHexes, 19);
        QCOMPARE(stats.producingHexes, 18);
        QCOMPARE(stats.totalPips, 58);
        QCOMPARE(stats.intersections.size(), std::size_t(54));
        // Per resource (terrains of the beginner map): brick = hills 6, 10, 5 = 5 + 3 + 4.
        QCOMPARE(stats.resources[std::size_t(model::index(model::Resource::Brick))].pips, 12);
        QCOMPARE(stats.seats.size(), std::size_t(2)); // 3 and 4 players
        for (const auto &seats : stats.seats) {
            QVERIFY(seats.minPips > 0);
            QVERIFY(seats.minPips <= seats.maxPips);
        }
        QVERIFY(stats.score.total > 0 && stats.score.total <= 100);
    }
};

QTEST_GUILESS_MAIN(TestBoardStatistics)
#include "test_BoardStatistics.moc"
