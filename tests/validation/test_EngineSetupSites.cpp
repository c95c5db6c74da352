// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up never strands a player (validation/engine/SetupSites.h): players place their set-up
// settlements one by one under the distance rule (001:L218, L676), so the engine refuses a board
// where some order of placements leaves a player without a site, and the validator warns with
// the same numbers ("structure.setup-can-run-out"). A plain exhaustive search here, written
// apart from the engine's, checks on small boards that the engine refuses exactly the boards a
// careless order can strand.

#include "EngineTestUtil.h"

#include "AsciiBoard.h"
#include "validation/checks/Validator.h"
#include "validation/engine/SetupSites.h"

#include <QTest>

#include <filesystem>

using namespace isle;
using namespace isle::test;

namespace {

model::Scenario fromAscii(std::string_view picture, int minPlayers, int maxPlayers)
{
    model::Scenario s;
    s.id = "setup-sites";
    s.title = "Setup sites";
    s.products = {model::Product::Base};
    s.minPlayers = minPlayers;
    s.maxPlayers = maxPlayers;
    s.victoryPoints = 10;
    s.board = parseAsciiBoard(picture);
    return s;
}

/// Two land hexes side by side: 10 intersections on a 10-cycle, the shared side a chord. The
/// fuzzer's finding (tests/fuzz/corpus/scenario_engine/regression-setup-dead-end.json) is this
/// board.
constexpr std::string_view TwoHexes = R"(
#   #   #   #
  #   H3  P4  #
    #   #   #   #)";

constexpr std::string_view RowOfThree = R"(
#   #   #   #   #
  #   H3  P4  F5  #
    #   #   #   #   #)";

constexpr std::string_view Flower = R"(
    #   #   #   #
  #   H3  P4  #
#   F5  M6  W8  #
  #   H9  P10 #
    #   #   #)";

/// Whether some order of `settlements` set-up placements strands a player: a set of start sites,
/// no two neighbours, that closes every site (a maximal independent set) with fewer than
/// `settlements` members. Exhaustive: a set closing every site holds the lowest open site or
/// one of its open neighbours, so each level branches over those.
bool deadEndWithin(const model::BoardTopology &topo, std::vector<int> &closedBy, int depth)
{
    int open = -1;
    for (int c = 0; c < topo.cornerCount() && open < 0; ++c)
        if (closedBy[std::size_t(c)] == 0)
            open = c;
    if (open < 0)
        return true; // every site closed by fewer placements than the set-up needs
    if (depth == 0)
        return false;
    std::vector<int> choices {open};
    for (int nb : topo.cornerCorners(open))
        if (nb != model::BoardTopology::NoId && closedBy[std::size_t(nb)] == 0)
            choices.push_back(nb);
    for (int c : choices) {
        auto close = [&](int delta) {
            closedBy[std::size_t(c)] += delta;
            for (int nb : topo.cornerCorners(c))
                if (nb != model::BoardTopology::NoId)
                    closedBy[std::size_t(nb)] += delta;
        };
        close(1);
        const bool found = deadEndWithin(topo, closedBy, depth - 1);
        close(-1);
        if (found)
            return true;
    }
    return false;
}

/// Whether the set-up of `players` players (two settlements each) can strand someone on this
/// board, every land intersection being a start site. Non-sites count as closed from the start.
bool setupCanStrand(const model::Scenario &s, int players)
{
    const model::BoardTopology topo(s.board);
    std::vector<int> closedBy(std::size_t(topo.cornerCount()), 1);
    for (int c = 0; c < topo.cornerCount(); ++c)
        for (int h : topo.cornerHexes(c))
            if (h != model::BoardTopology::NoId
                && model::isLand(s.board.hexAt(topo.hex(h))->terrain))
                closedBy[std::size_t(c)] = 0;
    return deadEndWithin(topo, closedBy, 2 * players - 1);
}

QString issueCodes(const std::vector<model::Issue> &issues)
{
    QStringList out;
    for (const model::Issue &i : issues)
        out << QString::fromStdString(i.code);
    return out.join(u',');
}

} // namespace

class TestEngineSetupSites : public QObject
{
    Q_OBJECT

private slots:
    void fuzzFindingIsRefusedWithNumbers()
    {
        // 3 players place 6 settlements on 10 sites, and 3 settlements close all of them: one at
        // an end of the shared side (closing 4), then one in the middle of each run of 3 left.
        const model::Scenario s = fromAscii(TwoHexes, 3, 4);
        const auto r = Game::compile(s, 3);
        QVERIFY(!r.game);
        QCOMPARE(r.refusal.code, std::string("engine.setup-can-run-out"));
        QVERIFY(r.refusal.args == (std::vector<std::string> {"3", "6", "10", "3"}));
        QVERIFY(refusalOf(s, 3).find("set-up can run out of sites") != std::string::npos);
    }

    void carelessOrderStrandsWhereCarefulOrderFits()
    {
        // Three players on three hexes in a row: 7 settlements fit on the 14 intersections, so
        // the 6 of the set-up fit with care, yet a careless order closes every site sooner.
        const model::Scenario s = fromAscii(RowOfThree, 3, 3);
        QVERIFY(setupCanStrand(s, 3));
        const auto r = Game::compile(s, 3);
        QVERIFY(!r.game);
        QCOMPARE(r.refusal.code, std::string("engine.setup-can-run-out"));
        // The validator finds that everyone fits with care, and warns with the engine's numbers.
        const auto issues = validation::validateScenario(s);
        const auto warning = std::find_if(issues.begin(), issues.end(),
            [](const model::Issue &i) { return i.code == "structure.setup-can-run-out"; });
        QVERIFY2(warning != issues.end(), qPrintable(issueCodes(issues)));
        QVERIFY(!issueCodes(issues).contains(QStringLiteral("structure.too-few-start-sites")));
        QVERIFY(warning->args == r.refusal.args);
        QVERIFY(warning->severity == model::Severity::Warning);
    }

    void boundLetsNoDeadEndThrough_data()
    {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<int>("playable"); // player counts the engine plays, as bits
        QTest::newRow("one hex") << QStringLiteral(R"(
#   #
  #   H3  #
    #   #)") << 0;
        QTest::newRow("row of three")
            << QString::fromUtf8(RowOfThree.data(), qsizetype(RowOfThree.size())) << 0;
        QTest::newRow("triangle") << QStringLiteral(R"(
#   #   #   #
  #   H3  P4  #
    #   F5  #   #
      #   #   #)") << 0;
        QTest::newRow("flower of seven")
            << QString::fromUtf8(Flower.data(), qsizetype(Flower.size())) << (1 << 3);
        QTest::newRow("two islands") << QStringLiteral(R"(
#   #   #   #   #   #   #
  #   H3  P4  ~   F5  M6  #
    #   #   #   #   #   #   #)") << (1 << 3);
    }

    void boundLetsNoDeadEndThrough()
    {
        // Exact: the engine refuses a board where a careless order strands a player, and only such
        // a board.
        QFETCH(QString, picture);
        QFETCH(int, playable);
        const std::string text = picture.toStdString();
        for (int players = 3; players <= 4; ++players) {
            const model::Scenario s = fromAscii(text, 3, 4);
            const bool strands = setupCanStrand(s, players);
            const auto r = Game::compile(s, players);
            const bool refused = !r.game && r.refusal.code == "engine.setup-can-run-out";
            QVERIFY2(r.game || refused, r.error.c_str());
            QCOMPARE(bool(r.game), (playable >> players & 1) != 0);
            QVERIFY2(refused == strands, qPrintable(QStringLiteral("%1 players").arg(players)));
        }
    }

    void searchThatGivesUpRefusesUnproven()
    {
        // Seven hexes for three players: the counting bound (24 sites, 4 each: at least 6
        // settlements) already settles it, so no search runs and no budget is needed.
        const model::Scenario s = fromAscii(Flower, 3, 4);
        const model::BoardTopology topo(s.board);
        std::vector<std::uint8_t> sites(std::size_t(topo.cornerCount()), 1);
        QVERIFY(!validation::setupCanRunOutOfSites(topo, sites, 6, 0));
        // Four players need 8: the bound (6) is not enough, and a search of 5 steps gives up with
        // the bound as a lower bound, unproven; the full search proves a dead end.
        const auto gaveUp = validation::setupCanRunOutOfSites(topo, sites, 8, 5);
        QVERIFY(gaveUp && !gaveUp->proven);
        QCOMPARE(gaveUp->fewest, 6);
        const auto full = validation::setupCanRunOutOfSites(topo, sites, 8);
        QVERIFY(full && full->proven);
        QVERIFY(full->fewest < 8);
        QCOMPARE(full->sites, 24);
    }

    void everyBundledScenarioSetsUpForEveryPlayerCount()
    {
        namespace fs = std::filesystem;
        int checked = 0;
        // Boards with a variable set-up are refused before the set-up check until dealt; the
        // CLI self-check ctests deal and play every scenario file.
        for (const auto &entry :
            fs::recursive_directory_iterator(fs::path(ISLE_SOURCE_DIR) / "scenarios")) {
            if (entry.path().extension() != ".json")
                continue;
            const model::LoadResult loaded = model::loadScenarioFile(entry.path());
            QVERIFY2(loaded.ok(), qPrintable(QString::fromStdString(entry.path().string())));
            const model::Scenario &s = *loaded.scenario;
            for (int players = s.minPlayers; players <= s.maxPlayers; ++players) {
                const auto r = Game::compile(s, players);
                QVERIFY2(r.refusal.code != "engine.setup-can-run-out",
                    qPrintable(QString::fromStdString(entry.path().string() + ": " + r.error)));
                ++checked;
            }
        }
        QVERIFY(checked > 20);
    }
};

QTEST_GUILESS_MAIN(TestEngineSetupSites)
#include "test_EngineSetupSites.moc"
