// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario file format: round trips, the strict reader's issues, limits and versions.
#include "model/BoundedJsonParser.h"
#include "model/FormatLimits.h"
#include "model/ScenarioFile.h"
#include "model/ScenarioJson.h"

#include "IssueText.h"
#include <QTemporaryDir>

#include <QtTest>

#include <algorithm>
#include <map>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace isle::model;
using isle::test::describeIssues;
namespace fs = std::filesystem;

namespace {

std::string readText(const fs::path &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

// The *.json files directly in `dir`, sorted.
std::vector<fs::path> jsonFilesIn(const fs::path &dir)
{
    std::vector<fs::path> files;
    for (const auto &entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
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
    s.rules.robberStartsBesideBoard = true;
    s.rules.noPirate = true;
    s.rules.developmentDeck = DevelopmentDeck {{20, 3, 3, 3, 5}};
    s.rules.wonders = seafarersWonderCards();
    s.rules.wonders.push_back(
        {"Lighthouse", {2, true, 7, MarkerType::WonderSiteGreatWall, 9}, {0, 1, 2, 3, 4}, ""});
    s.rules.citiesAndKnights = CitiesAndKnightsOptions {11, true, true, true};
    s.rules.checks = {{"tokens.red-adjacent", "off"}, {"tokens.red-on-gold", "warning"}};
    s.dealConstraints.redNumbersNotAdjacent = true;
    s.dealConstraints.twoTwelveNotAdjacent = true;
    s.dealConstraints.equalNumbersNotAdjacent = true;
    s.dealConstraints.noRedOnGold = true;
    s.dealConstraints.maxTerrainClump = 3;
    s.dealConstraints.maxIntersectionPips = 11;
    s.specialVictoryRules.push_back(
        {SpecialVictoryKind::ForeignIslandSettlement, 2, "", "foreign islands"});
    s.specialVictoryRules.push_back({SpecialVictoryKind::AreaFirstSettlement, 1, "east", ""});
    s.specialVictoryRules.push_back({SpecialVictoryKind::AreaSettlement, 1, "east", ""});
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
    east.harborsOnCoast = true;
    s.areas = {main, east};

    s.board.setHex({{0, 0}, Terrain::Unassigned, std::nullopt, "main"});
    s.board.setHex({{1, 0}, Terrain::Forest, NumberToken {8, "K"}, "main", true, true, false, 0});
    s.board.setHex({{2, 0}, Terrain::Hills, NumberToken {4, "L"}, "main", false, false, true,
        0}); // token lock
    s.board.setHex({{-1, 1}, Terrain::Quarry, std::nullopt, "east", false, false, false, 0b100101});
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
    void citiesAndKnightsBlock();
    void canonicalCornersAndEdges();
    void roundTripShippedScenarios_data();
    void roundTripShippedScenarios();
    void malformedFiles_data();
    void malformedFiles();
    void oversizedTextIsRefusedBeforeParsing();
    void oversizedFileIsRefusedBeforeReading();
    void tooManyHexes();
    void issueFloodIsCapped();
    void syntaxErrorLineAndColumnMatchNlohmann();
    void historicalFormats_data();
    void historicalFormats();
    void saveIsAtomicAndReloads();
    void missingFileIsReported();
    void schemaEnumsMatchTheReader();
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

void TestScenarioJson::citiesAndKnightsBlock()
{
    // A block stating no key is still a statement: it reads as the defaults (a barbarian track
    // of 7, no optional rule of 001:L3657–3691) and is written whole.
    const std::string head
        = R"({"formatVersion": 1, "scenario": {"id": "c", "title": "c", "products": ["base",
        "cities-knights"], "players": {"min": 3, "max": 4}, "victoryPoints": 13, "rules": )";
    LoadResult empty
        = parseScenario(head + R"({"citiesAndKnights": {}}}, "board": {"hexes": []}})");
    QVERIFY2(empty.ok(), qPrintable(describeIssues(empty.issues)));
    QCOMPARE(empty.scenario->rules.citiesAndKnights, std::optional(CitiesAndKnightsOptions {}));
    QCOMPARE(empty.scenario->rules.citiesAndKnights->barbarianTrackLength, 7);
    const std::string written = serializeScenario(*empty.scenario);
    QVERIFY(written.find(R"("barbarianTrackLength": 7)") != std::string::npos);
    QVERIFY(written.find(R"("nasty": false)") != std::string::npos);

    LoadResult set = parseScenario(
        head + R"({"citiesAndKnights": {"barbarianTrackLength": 9, "easyStart": true}}}, "board":
        {"hexes": []}})");
    QVERIFY2(set.ok(), qPrintable(describeIssues(set.issues)));
    const CitiesAndKnightsOptions ck = set.scenario->rules.citiesAndKnightsOrDefaults();
    QCOMPARE(ck.barbarianTrackLength, 9);
    QVERIFY(ck.easyStart && !ck.knightErrant && !ck.nasty);

    // Absent: no block, and a game plays the defaults.
    LoadResult none = parseScenario(head + R"({}}, "board": {"hexes": []}})");
    QVERIFY2(none.ok(), qPrintable(describeIssues(none.issues)));
    QVERIFY(!none.scenario->rules.citiesAndKnights);
    QCOMPARE(none.scenario->rules.citiesAndKnightsOrDefaults(), CitiesAndKnightsOptions {});
    QVERIFY(serializeScenario(*none.scenario).find("citiesAndKnights") == std::string::npos);

    // Bounds: 1..30 spaces, each reported with its pointer.
    for (const char *bad : {"0", "31", "7.5", "\"7\""}) {
        LoadResult r = parseScenario(head + R"({"citiesAndKnights": {"barbarianTrackLength": )"
            + bad + R"(}}}, "board": {"hexes": []}})");
        QVERIFY2(!r.ok(), bad);
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(r.issues.front().pointer,
            std::string("/scenario/rules/citiesAndKnights/barbarianTrackLength"));
    }
}

void TestScenarioJson::canonicalCornersAndEdges()
{
    // A corner may be named from any of its three hexes and an edge from either of its two; the
    // writer always uses the canonical form (top/bottom point; sides E, NE, NW).
    const std::string head
        = R"({"formatVersion": 1, "scenario": {"id": "c", "title": "c", "products": ["base"],
        "players": {"min": 3, "max": 4}, "victoryPoints": 10}, "board": {"hexes": [], "markers": [)";
    LoadResult a = parseScenario(head + R"({"type": "village", "hex": [0, 0], "corner": 0}]}})");
    LoadResult b = parseScenario(head + R"({"type": "village", "hex": [1, -1], "corner": 4}]}})");
    LoadResult c = parseScenario(head + R"({"type": "village", "hex": [1, 0], "corner": 2}]}})");
    LoadResult e1 = parseScenario(head + R"({"type": "start_road", "hex": [0, 0], "side": 3}]}})");
    LoadResult e2 = parseScenario(head + R"({"type": "start_road", "hex": [-1, 0], "side": 0}]}})");
    QVERIFY2(
        a.ok() && b.ok() && c.ok() && e1.ok() && e2.ok(), qPrintable(describeIssues(a.issues)));
    QCOMPARE(serializeScenario(*a.scenario), serializeScenario(*b.scenario));
    QCOMPARE(serializeScenario(*a.scenario), serializeScenario(*c.scenario));
    QCOMPARE(serializeScenario(*e1.scenario), serializeScenario(*e2.scenario));
    QCOMPARE(a.scenario->board.markers().front().corner, (CornerCoord {{1, -1}, false}));
    QCOMPARE(e1.scenario->board.markers().front().edge, (EdgeCoord {{-1, 0}, Direction::East}));
    QVERIFY(serializeScenario(*a.scenario).find("\"corner\": 4") != std::string::npos);
}

void TestScenarioJson::roundTripShippedScenarios_data()
{
    QTest::addColumn<QString>("path");
    const fs::path dir = fs::path(ISLE_SOURCE_DIR) / "scenarios";
    const std::vector<fs::path> files = jsonFilesIn(dir);
    QVERIFY(files.size() >= 5);
    for (const fs::path &f : files)
        QTest::newRow(f.filename().c_str()) << QString::fromStdString(f.string());
}

void TestScenarioJson::roundTripShippedScenarios()
{
    QFETCH(QString, path);
    const fs::path file = path.toStdString();
    LoadResult r = loadScenarioFile(file);
    QVERIFY2(r.ok(), qPrintable(describeIssues(r.issues)));
    QVERIFY2(r.issues.empty(), qPrintable(describeIssues(r.issues)));
    QCOMPARE(r.scenario->id + ".json", file.filename().string());
    const std::string original = readText(file);
    const std::string written = serializeScenario(*r.scenario);
    QCOMPARE(written, original); // load -> save is byte-identical
    LoadResult again = parseScenario(written, "again");
    QVERIFY(again.ok());
    QVERIFY(*again.scenario == *r.scenario);
}

namespace {

struct ExpectedIssue
{
    std::string code, pointer;
    int line = 0, column = 0;
};

// Each line of a .expected file: CODE POINTER [LINE:COLUMN]; POINTER "-" is the whole document.
std::vector<ExpectedIssue> readExpected(const fs::path &path)
{
    std::vector<ExpectedIssue> out;
    std::istringstream in(readText(path));
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        std::istringstream fields(line);
        ExpectedIssue e;
        std::string position;
        fields >> e.code >> e.pointer >> position;
        if (e.pointer == "-")
            e.pointer.clear();
        if (auto colon = position.find(':'); colon != std::string::npos) {
            e.line = std::stoi(position.substr(0, colon));
            e.column = std::stoi(position.substr(colon + 1));
        }
        out.push_back(e);
    }
    return out;
}

} // namespace

void TestScenarioJson::malformedFiles_data()
{
    QTest::addColumn<QString>("path");
    const fs::path dir = fs::path(ISLE_TEST_DATA_DIR) / "malformed";
    const std::vector<fs::path> files = jsonFilesIn(dir);
    QVERIFY(files.size() >= 13);
    for (const fs::path &f : files)
        QTest::newRow(f.stem().c_str()) << QString::fromStdString(f.string());
}

void TestScenarioJson::malformedFiles()
{
    QFETCH(QString, path);
    const fs::path file = path.toStdString();
    fs::path expectedPath = file;
    expectedPath.replace_extension(".expected");
    QVERIFY2(fs::exists(expectedPath), "every malformed case needs a .expected file");
    const std::vector<ExpectedIssue> expected = readExpected(expectedPath);
    QVERIFY(!expected.empty());

    LoadResult r = loadScenarioFile(file);
    QVERIFY(!r.ok());
    QString got, want;
    for (const Issue &i : r.issues) {
        QCOMPARE(i.file, file.string());
        QVERIFY2(!i.message.empty(), i.code.c_str());
        QVERIFY(i.severity == Severity::Error);
        got += QString::fromStdString(i.code + " " + (i.pointer.empty() ? "-" : i.pointer))
            + (i.line ? QStringLiteral(" %1:%2").arg(i.line).arg(i.column) : QString())
            + QLatin1Char('\n');
    }
    for (const ExpectedIssue &e : expected)
        want += QString::fromStdString(e.code + " " + (e.pointer.empty() ? "-" : e.pointer))
            + (e.line ? QStringLiteral(" %1:%2").arg(e.line).arg(e.column) : QString())
            + QLatin1Char('\n');
    QCOMPARE(got, want);
}

void TestScenarioJson::oversizedTextIsRefusedBeforeParsing()
{
    // Valid JSON that is one byte over the limit: refused by size, never parsed.
    std::string text(FormatLimits::MaxFileBytes + 1, ' ');
    text[0] = '{';
    text[text.size() - 1] = '}';
    LoadResult r = parseScenario(text, "huge.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.issues.size(), std::size_t(1));
    QCOMPARE(r.issues[0].code, std::string("format.too-large"));
    QCOMPARE(r.issues[0].file, std::string("huge.json"));
    QVERIFY(r.issues[0].message.find("32 MiB") != std::string::npos);
}

void TestScenarioJson::oversizedFileIsRefusedBeforeReading()
{
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "huge.json";
    {
        std::ofstream out(path, std::ios::binary);
        out << "{";
        out.seekp(static_cast<std::streamoff>(
            FormatLimits::MaxFileBytes + 10)); // sparse: no 32 MiB write
        out << "}";
    }
    LoadResult r = loadScenarioFile(path);
    QVERIFY(!r.ok());
    QCOMPARE(r.issues.size(), std::size_t(1));
    QCOMPARE(r.issues[0].code, std::string("format.too-large"));
}

void TestScenarioJson::tooManyHexes()
{
    std::string text
        = R"({"formatVersion": 1, "scenario": {"id": "x", "title": "x", "products": ["base"],
        "players": {"min": 3, "max": 4}, "victoryPoints": 10}, "board": {"hexes": [)";
    for (std::size_t i = 0; i <= FormatLimits::MaxHexes; ++i)
        text += (i ? ",[]" : "[]");
    text += "]}}";
    LoadResult r = parseScenario(text, "many.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.issues.size(), std::size_t(1));
    QCOMPARE(r.issues[0].code, std::string("format.too-large"));
    QCOMPARE(r.issues[0].pointer, std::string("/board/hexes"));
}

void TestScenarioJson::issueFloodIsCapped()
{
    // 3,000 bad hexes and 3,000 duplicate keys: the issue lists stay bounded.
    std::string text
        = R"({"formatVersion": 1, "scenario": {"id": "x", "title": "x", "products": ["base"],
        "players": {"min": 3, "max": 4}, "victoryPoints": 10}, "board": {"hexes": [)";
    for (int i = 0; i < 3000; ++i)
        text += (i ? "," : "") + std::string(R"({"q": 0, "r": 0, "terrain": "lava"})");
    text += "]}}";
    LoadResult r = parseScenario(text, "flood.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.issues.size(), FormatLimits::MaxIssues + 1);
    QCOMPARE(r.issues.back().code, std::string("format.too-many-issues"));
    QCOMPARE(r.issues.back().args, std::vector<std::string> {"2000"});

    std::string keys = "{";
    for (int i = 0; i < 3000; ++i)
        keys += (i ? "," : "") + std::string(R"("a": 1)");
    keys += "}";
    LoadResult k = parseScenario(keys, "keys.json");
    QVERIFY(!k.ok());
    QCOMPARE(k.issues.size(), FormatLimits::MaxIssues + 1);
    QCOMPARE(k.issues.front().code, std::string("format.duplicate-key"));
    QCOMPARE(k.issues.back().code, std::string("format.too-many-issues"));
}

void TestScenarioJson::syntaxErrorLineAndColumnMatchNlohmann()
{
    // Our own line/column (from the byte offset) must agree with nlohmann's message.
    const std::vector<std::string> texts {"{\n  \"a\": tru}", "{\"a\": 1,\n\n   \"b\" 2}", "[1, 2",
        "\n\n  }", "{\"a\":\n  \"\x01\"}", "{\n\"a\": [1,\n 2,, 3]}"};
    for (const std::string &text : texts) {
        std::vector<Issue> issues;
        QVERIFY(!BoundedJsonParser("t").parse(text, issues));
        QCOMPARE(issues.size(), std::size_t(1));
        try {
            const nlohmann::json parsed = nlohmann::json::parse(text);
            QFAIL("nlohmann accepted broken JSON");
        } catch (const nlohmann::json::parse_error &e) {
            const std::string where = "line " + std::to_string(issues[0].line) + ", column "
                + std::to_string(issues[0].column);
            QVERIFY2(std::string(e.what()).find(where) != std::string::npos,
                (e.what() + (" vs " + where)).c_str());
        }
    }
    // When the last byte read is a line break nlohmann says "line 3, column 0"; we name the line
    // break itself: the end of line 2.
    std::vector<Issue> issues;
    QVERIFY(!BoundedJsonParser("t").parse("{\n  \"a\": tru\n}", issues));
    QCOMPARE(issues.at(0).line, 2);
    QCOMPARE(issues.at(0).column, 11);
}

void TestScenarioJson::historicalFormats_data()
{
    // tests/data/formats/vN/NAME.json is a file as format N wrote it; NAME.current.json is what
    // this build writes after loading it (migrated to CurrentFormatVersion).
    QTest::addColumn<QString>("path");
    const fs::path dir = fs::path(ISLE_TEST_DATA_DIR) / "formats";
    std::vector<fs::path> files;
    for (const auto &entry : fs::recursive_directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() == ".json" && name.find(".current.") == std::string::npos)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    // One migration step between consecutive versions, one fixture folder per published version.
    QCOMPARE(migrationStepCount(), CurrentFormatVersion - OldestFormatVersion);
    for (int v = OldestFormatVersion; v <= CurrentFormatVersion; ++v)
        QVERIFY2(fs::is_directory(dir / ("v" + std::to_string(v))),
            "missing fixtures for a format version");
    for (const fs::path &f : files)
        QTest::newRow((f.parent_path().filename().string() + "/" + f.filename().string()).c_str())
            << QString::fromStdString(f.string());
}

void TestScenarioJson::historicalFormats()
{
    QFETCH(QString, path);
    fs::path file = path.toStdString();
    LoadResult r = loadScenarioFile(file);
    QVERIFY2(r.ok(), qPrintable(describeIssues(r.issues)));
    fs::path expected = file;
    expected.replace_extension(".current.json");
    QVERIFY2(fs::exists(expected), "every historical fixture needs its .current.json");
    QCOMPARE(serializeScenario(*r.scenario), readText(expected));
}

void TestScenarioJson::saveIsAtomicAndReloads()
{
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / "saved.json";
    {
        std::ofstream old(path);
        old << "old contents";
    }
    const Scenario s = everyFieldScenario();
    const std::vector<Issue> issues = saveScenarioFile(path, s);
    QVERIFY2(issues.empty(), qPrintable(describeIssues(issues)));
    QCOMPARE(readText(path), serializeScenario(s));
    LoadResult r = loadScenarioFile(path);
    QVERIFY(r.ok());
    QVERIFY(*r.scenario == s);
    // No temporary file is left behind.
    int files = 0;
    for ([[maybe_unused]] const auto &entry : fs::directory_iterator(dir.path().toStdString()))
        ++files;
    QCOMPARE(files, 1);
    // A folder that does not exist: reported, nothing thrown.
    const std::vector<Issue> failed
        = saveScenarioFile(path.parent_path() / "missing" / "x.json", s);
    QCOMPARE(failed.size(), std::size_t(1));
    QCOMPARE(failed[0].code, std::string("file.unwritable"));
}

void TestScenarioJson::missingFileIsReported()
{
    LoadResult r = loadScenarioFile(fs::path(ISLE_TEST_DATA_DIR) / "does-not-exist.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.issues.size(), std::size_t(1));
    QCOMPARE(r.issues[0].code, std::string("file.unreadable"));
    LoadResult d = loadScenarioFile(fs::path(ISLE_TEST_DATA_DIR));
    QCOMPARE(d.issues.size(), std::size_t(1));
    QCOMPARE(d.issues[0].code, std::string("file.unreadable"));
}

void TestScenarioJson::schemaEnumsMatchTheReader()
{
    // resources/scenario.schema.json lists the same strings as the model's EnumStrings tables, in
    // the same order, and the same format version (the ctest scenario_schema checks the files).
    const std::string text
        = readText(fs::path(ISLE_SOURCE_DIR) / "resources" / "scenario.schema.json");
    const nlohmann::json schema = nlohmann::json::parse(text);
    const nlohmann::json &defs = schema.at("$defs");
    auto names = [](const auto &table) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto &[value, name] : table.entries)
            out.push_back(name);
        return out;
    };
    auto without = [](nlohmann::json list, const char *name) {
        list.erase(std::remove(list.begin(), list.end(), nlohmann::json(name)), list.end());
        return list;
    };
    QCOMPARE(defs.at("terrain").at("enum"), names(TerrainNames));
    QCOMPARE(defs.at("poolTerrain").at("enum"), without(names(TerrainNames), "unassigned"));
    QCOMPARE(defs.at("harborType").at("enum"), names(HarborTypeNames));
    QCOMPARE(defs.at("poolHarborType").at("enum"), without(names(HarborTypeNames), "unassigned"));
    QCOMPARE(defs.at("markerType").at("enum"), names(MarkerTypeNames));
    QCOMPARE(defs.at("product").at("enum"), names(ProductNames));
    QCOMPARE(defs.at("tokenPlacement").at("enum"), names(TokenPlacementNames));
    QCOMPARE(defs.at("letterSequence").at("enum"), names(LetterSequenceNames));
    QCOMPARE(defs.at("specialVictoryKind").at("enum"), names(SpecialVictoryKindNames));
    QCOMPARE(defs.at("wonderCard")
                 .at("properties")
                 .at("needs")
                 .at("properties")
                 .at("settlementOn")
                 .at("enum"),
        nlohmann::json({"wonder_site_great_wall", "wonder_site_great_bridge"}));
    QCOMPARE(
        schema.at("properties").at("formatVersion").at("const").get<int>(), CurrentFormatVersion);
    // Marker sites: the schema's if/then groups partition the marker types like markerSite().
    const nlohmann::json &groups = defs.at("marker").at("allOf");
    for (const auto &[value, name] : MarkerTypeNames.entries) {
        const int group = markerSite(value) == MarkerSite::Corner ? 0
            : markerSite(value) == MarkerSite::Edge               ? 1
                                                                  : 2;
        const nlohmann::json &types = groups.at(static_cast<std::size_t>(group))
                                          .at("if")
                                          .at("properties")
                                          .at("type")
                                          .at("enum");
        QVERIFY2(std::find(types.begin(), types.end(), nlohmann::json(name)) != types.end(),
            std::string(name).c_str());
    }
}

QTEST_GUILESS_MAIN(TestScenarioJson)
#include "test_ScenarioJson.moc"
