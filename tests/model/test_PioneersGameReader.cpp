// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ScenarioJson.h"
#include "model/exchange/PioneersGameReader.h"
#include "model/exchange/PioneersGameWriter.h"
#include "model/exchange/PioneersLimits.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>

using namespace isle::model;

namespace {

// Debian's pioneers-console-data (tools/install-deps.sh installs it).
const QString PioneersMaps = QStringLiteral("/usr/share/games/pioneers");

std::string describe(const std::vector<Issue> &issues)
{
    std::string out;
    for (const Issue &i : issues)
        out += std::string(toString(i.severity)) + " " + i.code + " (line " + std::to_string(i.line)
            + "): " + i.message + "\n";
    return out;
}

const Issue *find(const std::vector<Issue> &issues, const std::string &code)
{
    auto it = std::find_if(
        issues.begin(), issues.end(), [&](const Issue &i) { return i.code == code; });
    return it != issues.end() ? &*it : nullptr;
}

// shared/reference/pioneers-game-format.md §4, verified playable with Pioneers 15.6.
const char *TinyIsland = R"(title Tiny Island
random-terrain
domestic-trade
num-players 2
sevens-rule 1
use-dice-deck
num-dice-decks 2
num-removed-dice-cards 5
victory-points 5
num-roads 15
num-bridges 0
num-ships 0
num-settlements 5
num-cities 4
num-city-walls 0
resource-count 19
develop-road 2
develop-monopoly 2
develop-plenty 2
develop-chapel 1
develop-university 1
develop-governor 1
develop-library 1
develop-market 1
develop-soldier 14
use-pirate
# Example written for format verification.
desc Seven-hex island, fixed desert and gold.
chits 6,3,10,8,4,11
map
-,s,s?5,s,-
s,t0,p1,s,-
sR,f2,d3+,m4,sw3
s,h5,g6+,s,-
-,sb1,s,s,-
.
nosetup 2 2 0
)";

} // namespace

class TestPioneersGameReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tinyIslandFromTheFormatNotes()
    {
        const auto result = PioneersGameReader::read(TinyIsland, "tiny.game");
        QVERIFY2(!result.hasErrors(), describe(result.issues).c_str());
        const Scenario &s = *result.scenario;
        QCOMPARE(s.title, std::string("Tiny Island"));
        QCOMPARE(s.id, std::string("pioneers-tiny"));
        QCOMPARE(s.maxPlayers, 2);
        QCOMPARE(s.victoryPoints, 5);
        QCOMPARE(s.description, std::string("Seven-hex island, fixed desert and gold."));
        QVERIFY(s.uses(Product::Seafarers)); // a gold field needs Seafarers
        const Board &b = s.board;
        // The desert (2, 2) is the middle of the grid and becomes the origin.
        QVERIFY(b.terrainAt({0, 0}) == Terrain::Desert);
        QCOMPARE(b.robber(), std::optional<HexCoord>(HexCoord {0, 0}));
        // Numbers by sequence: forest 6, pasture 3, field 10, (desert), mountain 8, hill 4,
        // gold 11.
        auto valueAt = [&](HexCoord h) {
            return b.hexAt(h) && b.hexAt(h)->token ? b.hexAt(h)->token->value : 0;
        };
        // Rows 1 and 3 are odd, shifted right: (1,1) is the desert's NW neighbour.
        QVERIFY(b.terrainAt(HexCoord {0, 0}.neighbor(Direction::NorthWest)) == Terrain::Forest);
        QCOMPARE(valueAt(HexCoord {0, 0}.neighbor(Direction::NorthWest)), 6);
        QCOMPARE(valueAt(HexCoord {0, 0}.neighbor(Direction::NorthEast)), 3);
        QCOMPARE(valueAt(HexCoord {0, 0}.neighbor(Direction::West)), 10);
        QCOMPARE(valueAt(HexCoord {0, 0}.neighbor(Direction::East)), 8);
        QCOMPARE(valueAt(HexCoord {0, 0}.neighbor(Direction::SouthWest)), 4);
        QVERIFY(b.terrainAt(HexCoord {0, 0}.neighbor(Direction::SouthEast)) == Terrain::Gold);
        QCOMPARE(valueAt(HexCoord {0, 0}.neighbor(Direction::SouthEast)), 11);
        // No ships: the sea is the frame. The pirate starts west of the field.
        QVERIFY(b.terrainAt(HexCoord {-2, 0}) == Terrain::Frame);
        QCOMPARE(b.pirate(), std::optional<HexCoord>(HexCoord {-2, 0}));
        // Ports: 3:1 at (2,0) facing SE toward the pasture, wool at (4,2) facing W.
        QCOMPARE(b.harbors().size(), std::size_t(3));
        const Harbor *wool = b.harborAt(EdgeCoord::of({2, 0}, Direction::West));
        QVERIFY(wool && wool->type == HarborType::Wool && wool->hex == HexCoord(2, 0));
        const Harbor *generic = b.harborAt(
            EdgeCoord::of(HexCoord {0, 0}.neighbor(Direction::NorthEast), Direction::NorthWest));
        QVERIFY(generic && generic->type == HarborType::Generic);
        // nosetup 2 2 0: the desert's NE corner.
        QCOMPARE(b.markers().size(), std::size_t(1));
        QVERIFY(b.markers()[0].type == MarkerType::NoSettlementAtSetup);
        QVERIFY(b.markers()[0].corner == CornerCoord::of({0, 0}, Corner::NorthEast));
        // random-terrain, dice deck and sevens rule cannot be kept: each is named.
        QVERIFY(find(result.issues, "pioneers.random-terrain-lost"));
        QCOMPARE(std::count_if(result.issues.begin(), result.issues.end(),
                     [](const Issue &i) { return i.code == "pioneers.parameter-lost"; }),
            2);
    }

    void chitsCycleWhenTheListIsShort()
    {
        const auto result
            = PioneersGameReader::read("title c\nchits 5,9\nmap\nt0,t1,d2,t3\n.\n", "c.game");
        QVERIFY2(!result.hasErrors(), describe(result.issues).c_str());
        const Board &b = result.scenario->board;
        std::vector<int> values;
        for (const Hex &h : b.hexes())
            values.push_back(h.token ? h.token->value : 0);
        QCOMPARE(values, (std::vector<int> {5, 9, 0, 5}));
    }

    void refusedFilesName_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::newRow("unknown keyword")
            << QStringLiteral("title x\nnum-player 3\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.unknown-keyword") << 2;
        QTest::newRow("no title") << QStringLiteral("chits 5\nmap\nt0\n.\n")
                                  << QStringLiteral("pioneers.missing-title") << 0;
        QTest::newRow("land without sequence")
            << QStringLiteral("title x\nchits 5\nmap\nt0,p\n.\n")
            << QStringLiteral("pioneers.land-without-sequence") << 4;
        QTest::newRow("duplicate sequence")
            << QStringLiteral("title x\nchits 5,6\nmap\nt0,p0,h1\n.\n")
            << QStringLiteral("pioneers.duplicate-sequence") << 4;
        QTest::newRow("too many chits") << QStringLiteral("title x\nchits 5,6,8\nmap\nt0,d1\n.\n")
                                        << QStringLiteral("pioneers.too-many-chits") << 2;
        QTest::newRow("unterminated map") << QStringLiteral("title x\nchits 5\nmap\nt0\n")
                                          << QStringLiteral("pioneers.unterminated-map") << 3;
        QTest::newRow("no chits") << QStringLiteral("title x\nmap\nt0\n.\n")
                                  << QStringLiteral("pioneers.missing-chits") << 0;
        QTest::newRow("bad number")
            << QStringLiteral("title x\nnum-players four\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.bad-number") << 2;
        QTest::newRow("unknown cell") << QStringLiteral("title x\nchits 5\nmap\nt0,x1\n.\n")
                                      << QStringLiteral("pioneers.unknown-cell") << 4;
        QTest::newRow("seven chit") << QStringLiteral("title x\nchits 7\nmap\nt0\n.\n")
                                    << QStringLiteral("pioneers.invalid-chit") << 2;
        // Limits (PioneersLimits): each has its own code and names the line.
        QTest::newRow("chit beyond int")
            << QStringLiteral("title x\nchits 5,99999999999\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.number-out-of-range") << 2;
        QTest::newRow("parameter beyond limit")
            << QStringLiteral("title x\nnum-players 10001\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.number-out-of-range") << 2;
        QTest::newRow("parameter beyond long long")
            << QStringLiteral(
                   "title x\nvictory-points 99999999999999999999999\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.number-out-of-range") << 2;
        QTest::newRow("nosetup far away")
            << QStringLiteral("title x\nchits 5\nmap\nt0\n.\nnosetup 2147 0 1\n")
            << QStringLiteral("pioneers.bad-nosetup") << 6;
        QTest::newRow("too many columns") << QStringLiteral("title x\nchits 5\nmap\nt0,")
                + QStringLiteral("s,").repeated(1000) + QStringLiteral("\n.\n")
                                          << QStringLiteral("pioneers.map-too-large") << 4;
        QTest::newRow("too many rows") << QStringLiteral("title x\nchits 5\nmap\nt0\n")
                + QStringLiteral("s\n").repeated(1000) + QStringLiteral(".\n")
                                       << QStringLiteral("pioneers.map-too-large") << 1004;
        QTest::newRow("line too long") << QStringLiteral("title x\ndesc ") + QString(70000, u'a')
                + QStringLiteral("\nchits 5\nmap\nt0\n.\n")
                                       << QStringLiteral("pioneers.line-too-long") << 2;
        // Regression (fuzz_pioneers_game): a title longer than a scenario holds was imported and
        // the saved file could not be read back.
        QTest::newRow("title too long") << QStringLiteral("title ") + QString(257, u't')
                + QStringLiteral("\nchits 5\nmap\nt0\n.\n")
                                        << QStringLiteral("pioneers.text-too-long") << 1;
        // Regression (fuzz_pioneers_game): numbers that become scenario fields must fit the
        // scenario format, or the saved file cannot be read back.
        QTest::newRow("nine players")
            << QStringLiteral("title x\nnum-players 9\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.number-out-of-range") << 2;
        QTest::newRow("victory points past the format")
            << QStringLiteral("title x\nvictory-points 101\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.number-out-of-range") << 2;
        QTest::newRow("negative island bonus")
            << QStringLiteral("title x\nisland-discovery-bonus 2,-1\nchits 5\nmap\nt0\n.\n")
            << QStringLiteral("pioneers.number-out-of-range") << 2;
        QTest::newRow("description too long") << QStringLiteral("title x\n")
                + (QStringLiteral("desc ") + QString(40000, u'd') + u'\n').repeated(2)
                + QStringLiteral("chits 5\nmap\nt0\n.\n")
                                              << QStringLiteral("pioneers.text-too-long") << 3;
        QTest::newRow("file too large") << QStringLiteral("title x\nchits 5\nmap\nt0\n.\n")
                + QStringLiteral("# padding\n").repeated(420'000)
                                        << QStringLiteral("pioneers.file-too-large") << 0;
    }
    void refusedFilesName()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        QFETCH(int, line);
        const auto result = PioneersGameReader::read(text.toStdString(), "bad.game");
        QVERIFY(result.hasErrors());
        QVERIFY(!result.scenario);
        const Issue *issue = find(result.issues, code.toStdString());
        QVERIFY2(issue, describe(result.issues).c_str());
        QVERIFY(issue->severity == Severity::Error);
        QCOMPARE(issue->line, line);
        QCOMPARE(issue->file, std::string("bad.game"));
    }

    // Regression (issue 17): a long chit sequence number in a map cell overflowed an int
    // (UBSan: signed integer overflow). It is refused naming the line, the cell and the limit.
    void longSequenceNumberIsRefusedNamingLineAndLimit()
    {
        const auto result = PioneersGameReader::read(
            "title x\nchits 5,6\nmap\nt0,p12345678901234567890123,h1\n.\n", "long.game");
        QVERIFY(!result.scenario);
        const Issue *issue = find(result.issues, "pioneers.number-out-of-range");
        QVERIFY2(issue, describe(result.issues).c_str());
        QCOMPARE(issue->line, 4);
        QCOMPARE(issue->message,
            std::string("Map row 0, column 1: chit sequence number 12345678901234567890... is "
                        "beyond the limit of 999999."));
        // One problem, one message: no "land without sequence" for the same cell.
        QVERIFY2(!find(result.issues, "pioneers.land-without-sequence"),
            describe(result.issues).c_str());
        // The largest sequence number within the limit still reads.
        const auto ok = PioneersGameReader::read("title x\nchits 5\nmap\nt999999\n.\n", "ok.game");
        QVERIFY2(!ok.hasErrors(), describe(ok.issues).c_str());
    }

    // Regression (fuzz_pioneers_game): a title with bytes that are not UTF-8 grew past the
    // title limit when saved (each became U+FFFD), and the saved file could not be read back.
    // The import replaces them itself, warns, and counts the limit on what will be saved.
    void invalidUtf8BecomesReplacementCharacters()
    {
        const auto result = PioneersGameReader::read(
            "title Seafarers \xff\xfe with gold\ndesc caf\xe9\nchits 5\nmap\nt0\n.\n",
            "latin1.game");
        QVERIFY2(!result.hasErrors(), describe(result.issues).c_str());
        QCOMPARE(
            result.scenario->title, std::string("Seafarers \xEF\xBF\xBD\xEF\xBF\xBD with gold"));
        QCOMPARE(result.scenario->description, std::string("caf\xEF\xBF\xBD"));
        const Issue *issue = find(result.issues, "pioneers.invalid-utf8");
        QVERIFY2(issue, describe(result.issues).c_str());
        QCOMPARE(issue->line, 1);
        const auto saved = parseScenario(serializeScenario(*result.scenario), "saved.json");
        QVERIFY(saved.ok());
        QCOMPARE(saved.scenario->title, result.scenario->title);
        // 100 invalid bytes are 300 bytes of UTF-8: past the 256-byte title limit.
        const auto grown = PioneersGameReader::read(
            "title " + std::string(100, '\xff') + "\nchits 5\nmap\nt0\n.\n", "grown.game");
        QVERIFY(!grown.scenario);
        QVERIFY2(find(grown.issues, "pioneers.text-too-long"), describe(grown.issues).c_str());
    }

    // A file full of bad cells lists the first PioneersLimits::MaxIssues problems and counts
    // the rest instead of building millions of messages.
    void issuesAreCappedAndCounted()
    {
        std::string text = "title x\nchits 5\nmap\nt0\n";
        for (int row = 0; row < 600; ++row)
            text += "x,x,x,x,x\n";
        text += ".\n";
        const auto result = PioneersGameReader::read(text, "noisy.game");
        QVERIFY(!result.scenario);
        QCOMPARE(result.issues.size(), PioneersLimits::MaxIssues + 1);
        const Issue &last = result.issues.back();
        QCOMPARE(last.code, std::string("pioneers.too-many-issues"));
        QCOMPARE(last.args, std::vector<std::string> {"2000"});
        QVERIFY(last.severity == Severity::Error);
    }

    void defaultBoardIsTheBaseGame()
    {
        QFile file(PioneersMaps + QStringLiteral("/default.game"));
        QVERIFY2(file.open(QIODevice::ReadOnly),
            "install pioneers-console-data (tools/install-deps.sh)");
        const auto result = PioneersGameReader::read(file.readAll().toStdString(), "default.game");
        QVERIFY2(!result.hasErrors(), describe(result.issues).c_str());
        const Board &b = result.scenario->board;
        int land = 0;
        std::vector<int> values;
        for (const Hex &h : b.hexes()) {
            land += isLand(h.terrain) ? 1 : 0;
            if (h.token)
                values.push_back(h.token->value);
        }
        std::sort(values.begin(), values.end());
        QCOMPARE(land, 19);
        // The base game's 18 tokens (001:L519).
        QCOMPARE(
            values, (std::vector<int> {2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12}));
        QCOMPARE(b.harbors().size(), std::size_t(9));
        QCOMPARE(b.count(Terrain::Frame), 18);
        QVERIFY(b.robber() && b.terrainAt(*b.robber()) == Terrain::Desert);
        QCOMPARE(b.bounds().minR, -3);
        QCOMPARE(b.bounds().maxR, 3);
        for (const Harbor &h : b.harbors())
            QVERIFY(isLand(*b.terrainAt(h.landHex())));
    }

    // Every map Debian ships imports, exports back to Pioneers and re-imports to the same board.
    void everyShippedMapRoundTrips_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList files
            = QDir(PioneersMaps).entryList({QStringLiteral("*.game")}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 28, "install pioneers-console-data (tools/install-deps.sh)");
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << PioneersMaps + u'/' + f;
    }
    void everyShippedMapRoundTrips()
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto result
            = PioneersGameReader::read(file.readAll().toStdString(), path.toStdString());
        QVERIFY2(!result.hasErrors(), describe(result.issues).c_str());
        const Scenario &s = *result.scenario;
        QVERIFY(!s.title.empty());
        QVERIFY(std::any_of(s.board.hexes().begin(), s.board.hexes().end(),
            [](const Hex &h) { return h.token.has_value(); }));

        const auto written = PioneersGameWriter::write(s);
        QVERIFY2(!written.hasErrors(), describe(written.issues).c_str());
        const auto again = PioneersGameReader::read(written.text, path.toStdString());
        QVERIFY2(!again.hasErrors(), describe(again.issues).c_str());
        QCOMPARE(again.scenario->board.hexes(), s.board.hexes());
        QCOMPARE(again.scenario->board.robber(), s.board.robber());
        QCOMPARE(again.scenario->board.pirate(), s.board.pirate());
        QCOMPARE(again.scenario->board.harbors().size(), s.board.harbors().size());
        QCOMPARE(again.scenario->board.markers().size(), s.board.markers().size());
        QCOMPARE(again.scenario->victoryPoints, s.victoryPoints);
    }
};

QTEST_GUILESS_MAIN(TestPioneersGameReader)
#include "test_PioneersGameReader.moc"
