// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExchangeFixtures.h"

#include "model/exchange/PioneersGameReader.h"
#include "model/exchange/PioneersGameWriter.h"

#include <QTest>

#include <algorithm>
#include <sstream>

using namespace isle::model;
using isle::test::beginnerBaseScenario;

namespace {

std::vector<std::string> linesOf(const std::string &text)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::vector<std::string> mapRows(const std::string &text)
{
    const auto lines = linesOf(text);
    auto begin = std::find(lines.begin(), lines.end(), "map");
    auto end = std::find(begin, lines.end(), ".");
    return {begin + 1, end};
}

bool hasIssue(const std::vector<Issue> &issues, const std::string &code, Severity severity)
{
    return std::any_of(issues.begin(), issues.end(),
        [&](const Issue &i) { return i.code == code && i.severity == severity; });
}

std::string codes(const std::vector<Issue> &issues)
{
    std::string out;
    for (const Issue &i : issues)
        out += i.code + ": " + i.message + "\n";
    return out;
}

} // namespace

class TestPioneersGameWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void beginnerBoardIsWrittenCompletely()
    {
        const auto result = PioneersGameWriter::write(beginnerBaseScenario());
        QVERIFY2(result.issues.empty(), codes(result.issues).c_str());
        const auto lines = linesOf(result.text);
        QCOMPARE(lines.front(), std::string("title Starting Set-up for Beginners"));
        QVERIFY(std::count(lines.begin(), lines.end(), "num-players 4") == 1);
        QVERIFY(std::count(lines.begin(), lines.end(), "victory-points 10") == 1);
        QVERIFY(std::count(lines.begin(), lines.end(), "develop-soldier 14") == 1);
        QVERIFY(std::count(lines.begin(), lines.end(), "desc Rows of 3-4-5-4-3 hexes.") == 1);
        // The robber's desert takes sequence 0 (Pioneers robs the first desert), the rest
        // follow row-major; chits list the numbers in that order.
        QVERIFY(
            std::count(lines.begin(), lines.end(), "chits 10,2,9,12,6,4,10,9,11,3,8,8,3,4,5,5,6,11")
            == 1);
        const std::vector<std::string> expected {
            "-,-,s?5,s,sg4,s,-", // frame row r = -3: the 3:1 faces SE, the grain harbor SW
            "-,s,m1,p2,t3,so4,-",
            "-,sl0,f4,h5,p6,h7,s",
            "s,f8,t9,d0,t10,m11,s?3",
            "-,sb0,t12,m13,f14,p15,s",
            "-,s,h16,f17,p18,sw2,-",
            "-,-,s?1,s,s?2,s,-",
        };
        const auto rows = mapRows(result.text);
        QCOMPARE(rows.size(), std::size_t(7));
        for (std::size_t i = 0; i < rows.size(); ++i)
            QCOMPARE(rows[i], expected[i]);
        for (const auto &row : rows)
            for (char c : std::string("tpfhmd"))
                for (std::size_t at = row.find(c); at != std::string::npos;
                     at = row.find(c, at + 1))
                    QVERIFY2(at + 1 < row.size()
                            && std::isdigit(static_cast<unsigned char>(row[at + 1])),
                        ("land cell without a sequence number: " + row).c_str());
        QVERIFY(result.text.find("nosetup") == std::string::npos);
        QVERIFY(result.text.find("use-pirate") == std::string::npos);
    }

    void roundTripKeepsTheBoard()
    {
        Scenario s = beginnerBaseScenario();
        s.board.addMarker({MarkerType::NoSettlementAtSetup, {},
            CornerCoord::of({0, -2}, Corner::North), {}, 0, -1, {}});
        s.board.addMarker({MarkerType::NoSettlementAtSetup, {},
            CornerCoord::of({1, 1}, Corner::SouthEast), {}, 0, -1, {}});
        const auto written = PioneersGameWriter::write(s);
        QVERIFY2(!written.hasErrors(), codes(written.issues).c_str());
        QCOMPARE(std::count(written.text.begin(), written.text.end(), '\n') > 30, true);
        const auto read = PioneersGameReader::read(written.text, "round-trip.game");
        QVERIFY2(!read.hasErrors(), codes(read.issues).c_str());
        const Board &back = read.scenario->board;
        QCOMPARE(back.hexes(), s.board.hexes());
        QCOMPARE(back.robber(), s.board.robber());
        auto sortedHarbors = [](std::vector<Harbor> h) {
            std::sort(
                h.begin(), h.end(), [](const Harbor &a, const Harbor &b) { return a.hex < b.hex; });
            return h;
        };
        QCOMPARE(sortedHarbors(back.harbors()), sortedHarbors(s.board.harbors()));
        QCOMPARE(back.markers().size(), std::size_t(2));
        for (const Marker &m : s.board.markers())
            QVERIFY(
                std::find(back.markers().begin(), back.markers().end(), m) != back.markers().end());
        QCOMPARE(read.scenario->title, s.title);
        QCOMPARE(read.scenario->description, s.description);
        QCOMPARE(read.scenario->victoryPoints, 10);
        QCOMPARE(read.scenario->maxPlayers, 4);
        // Writing the imported scenario again gives the same file.
        const std::string again = PioneersGameWriter::write(*read.scenario).text;
        QCOMPARE(
            again.substr(again.find("chits")), written.text.substr(written.text.find("chits")));
    }

    void developmentDeckTravelsInTheDevelopParameters()
    {
        // The boxes' deck is written and read back as no deck of the scenario's own.
        const auto plain = PioneersGameWriter::write(beginnerBaseScenario());
        QVERIFY(
            !PioneersGameReader::read(plain.text, "plain.game").scenario->rules.developmentDeck);
        // A scenario's own deck: Pioneers names its victory point cards after five buildings,
        // so 7 of them are 2 + 2 + 1 + 1 + 1.
        Scenario s = beginnerBaseScenario();
        s.rules.developmentDeck = DevelopmentDeck {{18, 4, 2, 3, 7}};
        const auto written = PioneersGameWriter::write(s);
        QVERIFY2(!written.hasErrors(), codes(written.issues).c_str());
        const auto lines = linesOf(written.text);
        for (const char *line : {"develop-soldier 18", "develop-road 4", "develop-plenty 2",
                 "develop-monopoly 3", "develop-chapel 2", "develop-university 2",
                 "develop-governor 1", "develop-library 1", "develop-market 1"})
            QVERIFY2(std::count(lines.begin(), lines.end(), line) == 1, line);
        const auto read = PioneersGameReader::read(written.text, "deck.game");
        QVERIFY2(!read.hasErrors(), codes(read.issues).c_str());
        QCOMPARE(read.scenario->rules.developmentDeck, s.rules.developmentDeck);
        // A count a scenario cannot hold is named, and the boxes' deck stays.
        std::string big = plain.text;
        big.replace(big.find("develop-soldier 14"), 18, "develop-soldier 99");
        const auto tooMany = PioneersGameReader::read(big, "big.game");
        QVERIFY(hasIssue(tooMany.issues, "pioneers.parameter-lost", Severity::Warning));
        QVERIFY(!tooMany.scenario->rules.developmentDeck);
    }

    void robberDesertComesFirstInSequence()
    {
        Scenario s = beginnerBaseScenario();
        s.board.setHex({{2, -2}, Terrain::Desert}); // a second desert, earlier in row-major order
        const auto written = PioneersGameWriter::write(s);
        QVERIFY2(!written.hasErrors(), codes(written.issues).c_str());
        const auto read = PioneersGameReader::read(written.text, "x.game");
        QVERIFY(!read.hasErrors());
        QCOMPARE(read.scenario->board.robber(), std::optional<HexCoord>(HexCoord {0, 0}));
        QVERIFY(!read.scenario->board.hexAt({2, -2})->token);
    }

    void unsupportedContentIsRefusedWithReasons()
    {
        Scenario s = beginnerBaseScenario();
        s.board.setHex({{0, 2}, Terrain::Fog});
        s.board.setHex({{-1, 2}, Terrain::Lake});
        s.board.setHex({{1, 1}, Terrain::Unassigned});
        s.board.setHex({{0, 1}, Terrain::Fields}); // no token
        s.board.addMarker({MarkerType::StartSettlement, {}, CornerCoord::of({0, 0}, Corner::North),
            {}, 0, 0, {}});
        s.board.setHarbor({{0, 3}, Direction::NorthEast, HarborType::Unassigned});
        const auto result = PioneersGameWriter::write(s);
        QVERIFY(result.hasErrors());
        QVERIFY(result.text.empty());
        QVERIFY(hasIssue(result.issues, "pioneers.unsupported-terrain", Severity::Error));
        QVERIFY(hasIssue(result.issues, "pioneers.missing-token", Severity::Error));
        QVERIFY(hasIssue(result.issues, "pioneers.unsupported-marker", Severity::Error));
        QVERIFY(hasIssue(result.issues, "pioneers.unassigned-harbor", Severity::Error));
        const auto fog = std::find_if(result.issues.begin(), result.issues.end(),
            [](const Issue &i) { return i.args.size() && i.args[0] == "fog"; });
        QVERIFY(fog != result.issues.end());
        QVERIFY(fog->message.find("(0, 2)") != std::string::npos);
        QVERIFY((fog->hexes == std::vector<HexCoord> {HexCoord {0, 2}}));
        QCOMPARE(std::count_if(result.issues.begin(), result.issues.end(),
                     [](const Issue &i) { return i.code == "pioneers.unsupported-terrain"; }),
            3);
    }

    void lostInformationIsWarnedButWritten()
    {
        Scenario s = beginnerBaseScenario();
        Area area;
        area.id = "main";
        area.terrainPool = {{Terrain::Hills, 3}};
        area.tokenPlacement = TokenPlacement::Random;
        s.areas.push_back(area);
        s.rules.discardLimit = 9;
        s.products = {Product::Base, Product::CitiesAndKnights};
        const auto result = PioneersGameWriter::write(s);
        QVERIFY(!result.hasErrors());
        QVERIFY(!result.text.empty());
        QVERIFY(hasIssue(result.issues, "pioneers.area-setup-lost", Severity::Warning));
        QVERIFY(hasIssue(result.issues, "pioneers.rule-lost", Severity::Warning));
        QVERIFY(hasIssue(result.issues, "pioneers.rules-lost", Severity::Warning));
        // The Wonders of Catan's cards: Pioneers wins by points alone.
        Scenario wonders = beginnerBaseScenario();
        wonders.rules.wonders = seafarersWonderCards();
        // A wonder site is a closed start corner too (001:L2342): written as one.
        wonders.board.addMarker({MarkerType::WonderSiteGreatWall, {},
            CornerCoord::of({0, 0}, Corner::North), {}, 0, -1, {}});
        const auto lost = PioneersGameWriter::write(wonders);
        QVERIFY(!lost.hasErrors());
        QVERIFY(hasIssue(lost.issues, "pioneers.marker-as-nosetup", Severity::Warning));
        QVERIFY(lost.text.find("nosetup") != std::string::npos);
        QVERIFY(std::any_of(lost.issues.begin(), lost.issues.end(), [](const Issue &i) {
            return i.code == "pioneers.rule-lost" && i.args == std::vector<std::string> {"wonders"};
        }));
    }

    void closedAreasBecomeNoSetupCorners()
    {
        Scenario s = beginnerBaseScenario();
        Area closed;
        closed.id = "island";
        closed.startAllowed = false;
        s.areas.push_back(closed);
        Hex hex = *s.board.hexAt({0, 0});
        hex.area = "island"; // the desert alone: its six corners touch open land too
        s.board.setHex(hex);
        QVERIFY(PioneersGameWriter::write(s).text.find("nosetup") == std::string::npos);
        for (HexCoord h : {HexCoord {-2, 2}, HexCoord {-1, 2}, HexCoord {-2, 1}}) {
            Hex corner = *s.board.hexAt(h);
            corner.area = "island";
            s.board.setHex(corner);
        }
        const auto result = PioneersGameWriter::write(s);
        QVERIFY(!result.hasErrors());
        const auto read = PioneersGameReader::read(result.text, "closed.game");
        QVERIFY(!read.hasErrors());
        // The south-western corner of (-2, 2) touches only closed land and the frame.
        const CornerCoord sw = CornerCoord::of({-2, 2}, Corner::SouthWest);
        const auto &markers = read.scenario->board.markers();
        QVERIFY(std::any_of(
            markers.begin(), markers.end(), [&](const Marker &m) { return m.corner == sw; }));
        // The corner shared by (-1, 2) and the open (0, 2) stays open.
        const CornerCoord shared = CornerCoord::of({-1, 2}, Corner::NorthEast);
        QVERIFY(std::none_of(
            markers.begin(), markers.end(), [&](const Marker &m) { return m.corner == shared; }));
    }

    void pirateAndSeafarersPieces()
    {
        Scenario s = beginnerBaseScenario();
        s.products = {Product::Seafarers};
        s.board.setHex({{3, -3}, Terrain::Sea});
        s.board.setPirate(HexCoord {3, -3});
        s.specialVictoryRules.push_back({SpecialVictoryKind::ForeignIslandSettlement, 2, {}, {}});
        s.board.setHex({{1, 1}, Terrain::Gold, NumberToken {5, {}}});
        const auto result = PioneersGameWriter::write(s);
        QVERIFY(!result.hasErrors());
        QVERIFY(hasIssue(result.issues, "pioneers.frame-becomes-sea", Severity::Warning));
        QVERIFY(result.text.find("use-pirate\n") != std::string::npos);
        QVERIFY(result.text.find("num-ships 15\n") != std::string::npos);
        QVERIFY(result.text.find("island-discovery-bonus 2\n") != std::string::npos);
        QCOMPARE(mapRows(result.text)[0], std::string("-,-,s?5,s,sg4,sR,-"));
        const auto read = PioneersGameReader::read(result.text, "sea.game");
        QVERIFY(!read.hasErrors());
        QCOMPARE(read.scenario->board.pirate(), std::optional<HexCoord>(HexCoord {3, -3}));
        QCOMPARE(read.scenario->board.terrainAt({3, -3}), std::optional<Terrain>(Terrain::Sea));
        QVERIFY(read.scenario->board.hexAt({1, 1})->terrain == Terrain::Gold);
        // Read back as the boxes a real shelf needs: Seafarers is played with the base game.
        const auto &products = read.scenario->products;
        QCOMPARE(products.size(), std::size_t(2));
        QVERIFY(std::find(products.begin(), products.end(), Product::Seafarers) != products.end());
        QVERIFY(std::find(products.begin(), products.end(), Product::Base) != products.end());
        QCOMPARE(read.scenario->specialVictoryRules.size(), std::size_t(1));
    }

    void oversizedMapIsRefused()
    {
        Scenario s = beginnerBaseScenario();
        s.board.setHex({{40, 0}, Terrain::Sea});
        const auto result = PioneersGameWriter::write(s);
        QVERIFY(hasIssue(result.issues, "pioneers.map-too-large", Severity::Error));
    }
};

QTEST_GUILESS_MAIN(TestPioneersGameWriter)
#include "test_PioneersGameWriter.moc"
