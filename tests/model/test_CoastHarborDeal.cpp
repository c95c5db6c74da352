// SPDX-License-Identifier: GPL-3.0-or-later
// BoardGenerator dealing harbors onto the coast and a scenario's own deal constraints: New World
// (Seafarers 9, 001:L2403–2427) and an area with harbor spots beside one that deals onto its coast.
#include "GeneratorTestUtil.h"
#include "VariableBoardFixtures.h"
#include "model/ScenarioFile.h"

#include <QTest>

#include <algorithm>
#include <map>
#include <set>
#include <string>

using namespace isle::model;
using namespace isle::test;

class TestCoastHarborDeal : public QObject
{
    Q_OBJECT

private slots:
    void rule_newWorldDealsTheWholeFrame();
    void rule_newWorldHarborsLieOnFreeCoastSides();
    void coastHarborsRefuseHarborSpots();
};

namespace {
Scenario newWorld()
{
    const auto loaded = loadScenarioFile(
        std::string(ISLE_SOURCE_DIR) + "/scenarios/seafarers-new-world-3-4.json");
    if (!loaded.ok())
        qFatal("seafarers-new-world-3-4.json does not load");
    return *loaded.scenario;
}
} // namespace

void TestCoastHarborDeal::rule_newWorldDealsTheWholeFrame()
{
    // New World (001:L2403–2425): all 42 hexes, sea included, are shuffled into the frame; one
    // token on each land hex and none on the sea; the red numbers never side by side — a rule of
    // the scenario, so it holds without the caller asking (the file's dealConstraints).
    const Scenario s = newWorld();
    const BoardGenerator generator = compiled(s, {});
    QVERIFY(generator.constraints().redNumbersNotAdjacent);
    QVERIFY(!generator.constraints().equalNumbersNotAdjacent);
    std::map<HexCoord, int> seaCount;
    const std::multiset<int> tokens(s.areas[0].tokenPool.begin(), s.areas[0].tokenPool.end());
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        const Board board = generator.generate(seed).value();
        const std::map<Terrain, int> expected {{Terrain::Fields, 5}, {Terrain::Hills, 4},
            {Terrain::Mountains, 4}, {Terrain::Pasture, 5}, {Terrain::Forest, 5}};
        QCOMPARE(terrainCounts(board), expected);
        QCOMPARE(std::count_if(board.hexes().begin(), board.hexes().end(),
                     [](const Hex &h) { return h.terrain == Terrain::Sea; }),
            std::ptrdiff_t {19});
        QCOMPARE(tokenValues(board), tokens);
        for (const Hex &h : board.hexes()) {
            QCOMPARE(h.token.has_value(), isLand(h.terrain)); // every land hex, never the sea
            seaCount[h.coord] += h.terrain == Terrain::Sea ? 1 : 0;
        }
        GeneratorConstraints red;
        red.redNumbersNotAdjacent = true;
        QCOMPARE(brokenConstraint(board, red), std::string());
        // The robber and the pirate wait beside the board (001:L2439).
        QVERIFY(!board.robber().has_value());
        QVERIFY(!board.pirate().has_value());
    }
    // The sea is dealt like any hex: every cell is sea on some boards and land on others.
    for (const Hex &h : s.board.hexes())
        if (h.terrain == Terrain::Unassigned) {
            QVERIFY(seaCount[h.coord] > 0);
            QVERIFY(seaCount[h.coord] < 400);
        }
}

void TestCoastHarborDeal::rule_newWorldHarborsLieOnFreeCoastSides()
{
    // "each player takes a harbor and places it on an edge between a sea hex and a land hex, or
    // between a land hex and a frame piece" (001:L2427); harbors never occupy the same or
    // adjacent edges (001:L2067).
    const Scenario s = newWorld();
    const BoardGenerator generator = compiled(s, {});
    std::set<std::pair<HexCoord, int>> sidesSeen;
    for (std::uint64_t seed = 0; seed < 400; ++seed) {
        const Board board = generator.generate(seed).value();
        QCOMPARE(harborCounts(board), s.areas[0].harborPool);
        std::set<CornerCoord> corners;
        for (const Harbor &harbor : board.harbors()) {
            const Hex *water = board.hexAt(harbor.hex);
            const Hex *land = board.hexAt(harbor.landHex());
            QVERIFY(water && isWater(water->terrain));
            QVERIFY(land && isLand(land->terrain));
            for (const CornerCoord &c : harbor.servedCorners())
                QVERIFY2(corners.insert(c).second, "two harbors share an intersection");
            sidesSeen.insert({harbor.hex, static_cast<int>(harbor.facing)});
        }
    }
    QVERIFY(sidesSeen.size() > 100); // harbors go anywhere on the coast, not onto a few spots

    // The dealt scenario is final: its pool is used up and a new deal keeps the harbors.
    const Scenario dealt = generator.generateScenario(7).value();
    QVERIFY(dealt.areas[0].harborPool.empty());
    QCOMPARE(dealt.board.harbors().size(), std::size_t {9});
    QCOMPARE(compiled(dealt, {}).generate(99).value(), dealt.board);
    QCOMPARE(generator.generate(7).value(), dealt.board); // same seed, same board
}

void TestCoastHarborDeal::coastHarborsRefuseHarborSpots()
{
    // An area deals its harbors one way: onto its coast or onto its harbor spots.
    Scenario s = baseVariableScenario();
    s.areas[0].harborsOnCoast = true;
    const auto result = BoardGenerator::compile(s);
    QVERIFY(!result.hasValue());
    QCOMPARE(result.error().code, std::string("generator.harbor-coast-slots"));
    // Without spots, the base island's coast takes the nine harbors, all on the frame.
    const std::vector<Harbor> spots = s.board.harbors();
    for (const Harbor &h : spots)
        s.board.removeHarbor(h.edge());
    const Board board = compiled(s, {}).generate(5).value();
    QCOMPARE(board.harbors().size(), std::size_t {9});
    for (const Harbor &h : board.harbors())
        QVERIFY(board.hexAt(h.hex)->terrain == Terrain::Frame);

    // Beside an area that deals onto its spots: each pool goes its own way, and the coast
    // harbors keep clear of the spots.
    Scenario mixed = baseVariableScenario();
    Area east;
    east.id = "east";
    east.harborsOnCoast = true;
    east.harborPool = {{HarborType::Ore, 1}, {HarborType::Generic, 1}};
    for (const HexCoord c : {HexCoord {4, -2}, HexCoord {4, -1}, HexCoord {5, -2}})
        mixed.board.setHex({c, Terrain::Forest, NumberToken {9, {}}, "east"});
    mixed.areas.push_back(east);
    const BoardGenerator both = compiled(mixed, {});
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Board dealt = both.generate(seed).value();
        QCOMPARE(dealt.harbors().size(), std::size_t {11});
        std::set<CornerCoord> corners;
        int onEast = 0;
        for (const Harbor &h : dealt.harbors()) {
            QVERIFY(h.type != HarborType::Unassigned);
            onEast += dealt.hexAt(h.landHex())->area == "east" ? 1 : 0;
            for (const CornerCoord &c : h.servedCorners())
                QVERIFY(corners.insert(c).second);
        }
        QCOMPARE(onEast, 2);
    }
}

QTEST_GUILESS_MAIN(TestCoastHarborDeal)
#include "test_CoastHarborDeal.moc"
