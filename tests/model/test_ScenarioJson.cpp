// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario file format: round trips, the strict reader's issues, limits and versions.
#include "model/FormatLimits.h"
#include "model/ScenarioFile.h"
#include "model/ScenarioJson.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace isle::model;
namespace fs = std::filesystem;

namespace {

[[maybe_unused]] std::string readText(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

QString describeIssues(const std::vector<Issue> &issues)
{
    QString out;
    for (const Issue &i : issues)
        out += QString::fromStdString(i.code + " " + i.pointer + " " + std::to_string(i.line) + ":"
            + std::to_string(i.column) + " " + i.message + "\n");
    return out;
}

// A scenario that sets every field of the format to a non-default value at least once.
Scenario everyFieldScenario()
{
    Scenario s;
    s.id = "every-field";
    s.title = "Every field";
    s.description = "Uses every key of the format.\nSecond line with \"quotes\" and ü.";
    s.author = "Test";
    s.products = {Product::Base, Product::Seafarers};
    s.minPlayers = 2;
    s.maxPlayers = 6;
    s.victoryPoints = 14;
    s.rules.discardLimit = 9;
    s.rules.friendlyRobber = true;
    s.rules.pairedPlayers = true;
    s.rules.fogRevealReward = true;
    s.rules.setupShipAllowed = true;
    s.rules.checks = {{"tokens.red-adjacent", "off"}, {"tokens.red-on-gold", "warning"}};
    s.specialVictoryRules.push_back(
        {SpecialVictoryKind::ForeignIslandSettlement, 2, "", "foreign islands"});
    s.specialVictoryRules.push_back({SpecialVictoryKind::AreaFirstSettlement, 1, "east", ""});
    Area main;
    main.id = "main";
    main.name = "Main island";
    main.terrainPool = {{Terrain::Forest, 2}, {Terrain::Desert, 1}};
    main.tokenPool = {5, 6, 8};
    main.harborPool = {{HarborType::Generic, 1}, {HarborType::Wool, 1}};
    main.tokenPlacement = TokenPlacement::Spiral;
    main.spiral.sequence = LetterSequence::Custom;
    main.spiral.customSequence = {{5, "A"}, {2, "B"}, {6, "Za"}};
    main.spiral.startCorner = 3;
    main.spiral.clockwise = true;
    Area east;
    east.id = "east";
    east.startAllowed = false;
    east.tokenPlacement = TokenPlacement::Random;
    s.areas = {main, east};

    s.board.setHex({{0, 0}, Terrain::Unassigned, std::nullopt, "main"});
    s.board.setHex({{1, 0}, Terrain::Forest, NumberToken {8, "K"}, "main", true, true, 0});
    s.board.setHex({{-1, 1}, Terrain::Quarry, std::nullopt, "east", false, false, 0b100101});
    s.board.setHex({{0, -1}, Terrain::Sea});
    s.board.setHex({{2, -1}, Terrain::Frame});
    s.board.setHex({{1, 1}, Terrain::Gold, NumberToken {11, ""}});
    s.board.setHarbor({{0, -1}, Direction::SouthEast, HarborType::Unassigned});
    s.board.setHarbor({{2, -1}, Direction::SouthWest, HarborType::Ore});
    Marker village;
    village.type = MarkerType::Village;
    village.corner = CornerCoord::of({1, 0}, Corner::NorthEast);
    village.number = 5;
    village.note = "cloth";
    Marker road;
    road.type = MarkerType::StartRoad;
    road.edge = EdgeCoord::of({0, 0}, Direction::West);
    road.player = 2;
    Marker barbarians;
    barbarians.type = MarkerType::BarbarianStart;
    barbarians.hex = {1, 1};
    s.board.setMarkers({village, road, barbarians});
    s.board.setRobber(HexCoord {0, 0});
    s.board.setPirate(HexCoord {0, -1});
    return s;
}

} // namespace

class TestScenarioJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripEveryField();
    void defaultsAreOmitted();
};

void TestScenarioJson::roundTripEveryField()
{
    const Scenario s = everyFieldScenario();
    const std::string text = serializeScenario(s);
    LoadResult r = parseScenario(text, "every-field.json");
    QVERIFY2(r.ok(), qPrintable(describeIssues(r.issues)));
    QVERIFY(r.issues.empty());
    QVERIFY(*r.scenario == s);
    QCOMPARE(serializeScenario(*r.scenario), text);
}

void TestScenarioJson::defaultsAreOmitted()
{
    Scenario s;
    s.id = "tiny";
    s.title = "Tiny";
    s.board.setHex({{0, 0}, Terrain::Sea});
    const std::string expected = R"({
  "board": {
    "hexes": [
      {
        "q": 0,
        "r": 0,
        "terrain": "sea"
      }
    ]
  },
  "formatVersion": 1,
  "scenario": {
    "id": "tiny",
    "players": {
      "max": 4,
      "min": 3
    },
    "products": [
      "base"
    ],
    "title": "Tiny",
    "victoryPoints": 10
  }
}
)";
    QCOMPARE(serializeScenario(s), expected);
}

QTEST_GUILESS_MAIN(TestScenarioJson)
#include "test_ScenarioJson.moc"
