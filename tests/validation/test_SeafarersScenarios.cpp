// SPDX-License-Identifier: GPL-3.0-or-later
// The official Seafarers scenario files 1–4 (scenarios/seafarers-*.json), 3–4 and 5–6, against
// their scenario rules in the rulebook (001:L1560–1993; 5–6 keeps them, 001:L2674–2830): what the
// engine must do with each file as dealt.

#include "EngineTestUtil.h"

#include "model/ScenarioFile.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QTest>

#include <filesystem>
#include <set>

using namespace isle;
using namespace isle::test;
using isle::validation::ActionList;
using isle::validation::ActionType;

namespace {

std::filesystem::path scenarioPath(const std::string &name)
{
    return std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios" / (name + ".json");
}

model::Scenario loadScenario(const std::string &name)
{
    const model::LoadResult loaded = model::loadScenarioFile(scenarioPath(name));
    if (!loaded.ok())
        throw std::runtime_error("cannot load " + name);
    return *loaded.scenario;
}

} // namespace

class TestSeafarersScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_pirateStartsOnTheMarkedSeaHex_data();
    void rule_pirateStartsOnTheMarkedSeaHex();
    void rule_throughTheDesertSetupOnTheMainIslandOnly_data();
    void rule_throughTheDesertSetupOnTheMainIslandOnly();
    void rule_fourIslandsRobberStartsOnTheTwelve_data();
    void rule_fourIslandsRobberStartsOnTheTwelve();
    void fourIslandsDescriptionsCiteTheirOwnRules();
};

void TestSeafarersScenarios::rule_pirateStartsOnTheMarkedSeaHex_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("cite");
    QTest::newRow("heading 3") << QStringLiteral("seafarers-heading-for-new-shores-3") << 3
                               << QStringLiteral("001:L1634");
    QTest::newRow("heading 4") << QStringLiteral("seafarers-heading-for-new-shores-4") << 4
                               << QStringLiteral("001:L1634");
    QTest::newRow("four islands 3")
        << QStringLiteral("seafarers-four-islands-3") << 3 << QStringLiteral("001:L1740");
    QTest::newRow("four islands 4")
        << QStringLiteral("seafarers-four-islands-4") << 4 << QStringLiteral("001:L1740");
    QTest::newRow("fog islands 3")
        << QStringLiteral("seafarers-fog-islands-3") << 3 << QStringLiteral("001:L1844");
    QTest::newRow("fog islands 4")
        << QStringLiteral("seafarers-fog-islands-4") << 4 << QStringLiteral("001:L1844");
    QTest::newRow("desert 3") << QStringLiteral("seafarers-through-the-desert-3") << 3
                              << QStringLiteral("001:L1955");
    QTest::newRow("desert 4") << QStringLiteral("seafarers-through-the-desert-4") << 4
                              << QStringLiteral("001:L1955");
    QTest::newRow("six islands 5-6")
        << QStringLiteral("seafarers-six-islands-5-6") << 5 << QStringLiteral("001:L1740, L2744");
    QTest::newRow("fog island 5-6")
        << QStringLiteral("seafarers-fog-island-5-6") << 6 << QStringLiteral("001:L1844, L2786");
    QTest::newRow("desert 5-6") << QStringLiteral("seafarers-through-the-desert-5-6") << 6
                                << QStringLiteral("001:L1955, L2826");
}

void TestSeafarersScenarios::rule_pirateStartsOnTheMarkedSeaHex()
{
    // "The pirate starts on the sea hex marked with a pirate ship" (001:L1634, L1740, L1844,
    // L1955): every scenario 1–4 file puts it on a sea hex, and the game starts it there.
    QFETCH(QString, file);
    QFETCH(int, players);
    QFETCH(QString, cite);
    const model::Scenario sc = loadScenario(file.toStdString());
    const auto pirate = sc.board.pirate();
    QVERIFY2(
        pirate, qPrintable(file + QStringLiteral(": no pirate start (") + cite + QLatin1Char(')')));
    QVERIFY(sc.board.hexAt(*pirate));
    QVERIFY(sc.board.hexAt(*pirate)->terrain == model::Terrain::Sea);
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, players, {}, error);
    QVERIFY2(runner, error.c_str());
    const auto game = runner->gameFor(1, error);
    QVERIFY2(game, error.c_str());
    const GameState s = game->initialState();
    QCOMPARE(int(s.pirateHex), int(game->topology().hexId(*pirate)));
    QVERIFY(game->isSea(s.pirateHex));
}

void TestSeafarersScenarios::rule_throughTheDesertSetupOnTheMainIslandOnly_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("stripHexes");
    QTest::newRow("3 players") << QStringLiteral("seafarers-through-the-desert-3") << 3 << 3;
    QTest::newRow("4 players") << QStringLiteral("seafarers-through-the-desert-4") << 4 << 3;
    // 5–6 (001:L2826): the strip of 9 hexes on both sides of the desert belt.
    QTest::newRow("5-6, 5 players") << QStringLiteral("seafarers-through-the-desert-5-6") << 5 << 9;
    QTest::newRow("5-6, 6 players") << QStringLiteral("seafarers-through-the-desert-5-6") << 6 << 9;
}

void TestSeafarersScenarios::rule_throughTheDesertSetupOnTheMainIslandOnly()
{
    // "You must build your first two settlements (with roads/ships) on the main island"
    // (001:L1947): no set-up settlement on any corner of the land strip beyond the desert, not
    // even one it shares with a desert or a main-island hex.
    QFETCH(QString, file);
    QFETCH(int, players);
    QFETCH(int, stripHexes);
    const model::Scenario sc = loadScenario(file.toStdString());
    std::set<model::HexCoord> strip;
    for (const model::Hex &h : sc.board.hexes())
        if (h.area == "strip")
            strip.insert(h.coord);
    // 3–4: fields, mountains/forest and gold field (001:L1942–1945).
    QCOMPARE(int(strip.size()), stripHexes);
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, players, {}, error);
    QVERIFY2(runner, error.c_str());
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto game = runner->gameFor(seed, error);
        QVERIFY2(game, error.c_str());
        const Game &g = *game;
        auto onStrip = [&](int c) {
            for (auto h : g.topology().cornerHexes(c))
                if (h != model::BoardTopology::NoId && strip.count(g.topology().hex(h)))
                    return true;
            return false;
        };
        GameState s = g.initialState();
        int stripCorners = 0, sharedWithMain = 0;
        for (int c = 0; c < g.topology().cornerCount(); ++c) {
            if (!onStrip(c) || !g.cornerBuildable(c))
                continue;
            ++stripCorners;
            for (auto h : g.topology().cornerHexes(c))
                if (h != model::BoardTopology::NoId && g.isLand(h)
                    && !strip.count(g.topology().hex(h)))
                    ++sharedWithMain;
            QVERIFY(g.isFreeSpot(s, c));
            QVERIFY2(!g.canPlaceSettlement(s, 0, c, true), std::to_string(c).c_str());
        }
        QVERIFY(stripCorners >= 10);
        QVERIFY(sharedWithMain > 0); // the corners the old rule let through
        // "A desert zone divides the bigger island into a small land strip and a main island"
        // (001:L1942): a corner whose only land is desert is on neither.
        int desertOnly = 0;
        for (int c = 0; c < g.topology().cornerCount(); ++c) {
            bool land = false, onlyDesert = true;
            for (auto h : g.topology().cornerHexes(c))
                if (h != model::BoardTopology::NoId && g.isLand(h)) {
                    land = true;
                    onlyDesert
                        = onlyDesert && g.terrainNow(s, h) == model::index(model::Terrain::Desert);
                }
            if (!land || !onlyDesert)
                continue;
            ++desertOnly;
            QVERIFY2(!g.canPlaceSettlement(s, 0, c, true), std::to_string(c).c_str());
        }
        QVERIFY(desertOnly > 0);
        // Through the whole set-up, whoever places: never a strip corner.
        model::Rng rng(seed);
        ActionList legal;
        while (s.phase == validation::Phase::SetupSettlement
            || s.phase == validation::Phase::SetupRoad || g.isChanceNode(s)
            || s.phase == validation::Phase::GoldChoice) {
            if (g.isChanceNode(s)) {
                g.apply(s, g.sampleChance(s, rng));
                continue;
            }
            g.legalActions(s, legal);
            QVERIFY(!legal.empty());
            for (validation::Action a : legal)
                if (validation::actionType(a) == ActionType::BuildSettlement)
                    QVERIFY(!onStrip(validation::actionArgA(a)));
            g.apply(s, legal[int(rng.boundedInt(std::uint32_t(legal.size())))]);
        }
        QCOMPARE(s.phase, validation::Phase::PreRoll);
    }
}

void TestSeafarersScenarios::rule_fourIslandsRobberStartsOnTheTwelve_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("players");
    QTest::newRow("four islands 3") << QStringLiteral("seafarers-four-islands-3") << 3;
    QTest::newRow("four islands 4") << QStringLiteral("seafarers-four-islands-4") << 4;
    QTest::newRow("fog islands 3") << QStringLiteral("seafarers-fog-islands-3") << 3;
    QTest::newRow("fog islands 4") << QStringLiteral("seafarers-fog-islands-4") << 4;
    // 5–6 (001:L2744, L2786): two 12s on each board; the files name the northern one.
    QTest::newRow("six islands 5") << QStringLiteral("seafarers-six-islands-5-6") << 5;
    QTest::newRow("six islands 6") << QStringLiteral("seafarers-six-islands-5-6") << 6;
    QTest::newRow("fog island 5") << QStringLiteral("seafarers-fog-island-5-6") << 5;
    QTest::newRow("fog island 6") << QStringLiteral("seafarers-fog-island-5-6") << 6;
}

void TestSeafarersScenarios::rule_fourIslandsRobberStartsOnTheTwelve()
{
    // "The robber starts on the hex with a '12'" (The Four Islands 001:L1740, The Fog Islands
    // 001:L1846), on every dealt board too: the terrain under it is drawn, its printed 12 stays.
    QFETCH(QString, file);
    QFETCH(int, players);
    const model::Scenario sc = loadScenario(file.toStdString());
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, players, {}, error);
    QVERIFY2(runner, error.c_str());
    QVERIFY(runner->variableSetup());
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto game = runner->gameFor(seed, error);
        QVERIFY2(game, error.c_str());
        const GameState s = game->initialState();
        QVERIFY(s.robberHex >= 0);
        QCOMPARE(game->hexToken(s.robberHex), 12);
    }
}

void TestSeafarersScenarios::fourIslandsDescriptionsCiteTheirOwnRules()
{
    // The special points are scenario 2's (001:L1742–1754), not scenario 1's small islands
    // (001:L1640), and no stale "known limit" about the robber remains.
    for (const char *file : {"seafarers-four-islands-3", "seafarers-four-islands-4"}) {
        const model::Scenario sc = loadScenario(file);
        QCOMPARE(sc.specialVictoryRules.size(), std::size_t(1));
        const std::string &rule = sc.specialVictoryRules[0].description;
        QVERIFY2(rule.find("001:L1742") != std::string::npos, rule.c_str());
        QVERIFY2(rule.find("small island") == std::string::npos, rule.c_str());
        QVERIFY(sc.description.find("Known limit") == std::string::npos);
        QVERIFY(sc.description.find("gives the pirate no start") == std::string::npos);
    }
}

QTEST_GUILESS_MAIN(TestSeafarersScenarios)
#include "test_SeafarersScenarios.moc"
