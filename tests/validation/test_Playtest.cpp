// SPDX-License-Identifier: GPL-3.0-or-later
// The playtest runner: thread-count independence, exact merges, JSON, cancellation, progress.
#include "EngineTestUtil.h"
#include "model/ScenarioFile.h"
#include "validation/playtest/PlaytestRunner.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::validation::PlaytestOptions;
using isle::validation::PlaytestReport;
using isle::validation::PlaytestRunner;

namespace {

PlaytestOptions options(std::uint64_t first, std::uint64_t games, int threads)
{
    PlaytestOptions o;
    o.seed = 2024;
    o.firstGame = first;
    o.games = games;
    o.threads = threads;
    o.bots = {"greedy", "greedy", "random", "random"};
    return o;
}

} // namespace

class TestPlaytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameResultsForAnyThreadCount();
    void mergeOfDisjointRangesIsExact();
    void mergeRefusesOverlapsAndMismatches();
    void reportJsonRoundTrip();
    void cancellationStopsEarly();
    void wilsonInterval();
    void checkBots();
    void variableSetupDealsABoardPerGame();

private:
    std::shared_ptr<const validation::Game> m_game = compileOrThrow(baseBeginnerScenario(), 4);
};

void TestPlaytest::sameResultsForAnyThreadCount()
{
    PlaytestRunner runner(m_game, "base");
    std::uint64_t calls = 0, last = 0;
    const auto one = runner.run(options(0, 24, 1), [&](std::uint64_t done, std::uint64_t total) {
        ++calls;
        last = done;
        QCOMPARE(total, std::uint64_t(24));
    });
    QCOMPARE(calls, std::uint64_t(24));
    QCOMPARE(last, std::uint64_t(24));
    const auto two = runner.run(options(0, 24, 2));
    const auto three = runner.run(options(0, 24, 3));
    QVERIFY(!one.cancelled);
    QCOMPARE(one.report.games, std::uint64_t(24));
    QVERIFY(one.report == two.report);
    QVERIFY(one.report == three.report);
    QVERIFY(one.games == two.games);
    std::uint64_t wins = one.report.stalled;
    for (auto w : one.report.wins)
        wins += w;
    QCOMPARE(wins, std::uint64_t(24));
}

void TestPlaytest::mergeOfDisjointRangesIsExact()
{
    PlaytestRunner runner(m_game, "base");
    // merge(games 0..49, games 50..99) == games 0..99, whatever the thread counts.
    const auto all = runner.run(options(0, 100, 2)).report;
    const auto a = runner.run(options(0, 50, 1)).report;
    const auto b = runner.run(options(50, 50, 2)).report;
    std::string error;
    const auto merged = PlaytestReport::merge(b, a, error);
    QVERIFY2(merged.has_value(), error.c_str());
    QVERIFY(*merged == all);
    QCOMPARE(merged->toJson().dump(), all.toJson().dump());
    QCOMPARE(merged->gameRanges.size(), std::size_t(1));
}

void TestPlaytest::mergeRefusesOverlapsAndMismatches()
{
    PlaytestRunner runner(m_game, "base");
    const auto a = runner.run(options(0, 6, 1)).report;
    const auto b = runner.run(options(5, 6, 1)).report;
    std::string error;
    QVERIFY(!PlaytestReport::merge(a, b, error));
    QVERIFY(error.find("overlap") != std::string::npos);
    auto o = options(6, 4, 1);
    o.seed = 7;
    const auto c = runner.run(o).report;
    QVERIFY(!PlaytestReport::merge(a, c, error));
    PlaytestRunner other(compileOrThrow(baseBeginnerScenario(), 3), "base");
    auto o3 = options(6, 2, 1);
    o3.bots = {"random", "random", "random"};
    QVERIFY(!PlaytestReport::merge(a, other.run(o3).report, error));
}

void TestPlaytest::reportJsonRoundTrip()
{
    PlaytestRunner runner(m_game, "base");
    const auto r = runner.run(options(3, 8, 2)).report;
    std::string error;
    const auto back = PlaytestReport::fromJson(nlohmann::json::parse(r.toJson().dump()), error);
    QVERIFY2(back.has_value(), error.c_str());
    QVERIFY(*back == r);
    nlohmann::json broken = r.toJson();
    broken["wins"] = {1, 2};
    QVERIFY(!PlaytestReport::fromJson(broken, error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("/wins: expected 4 counts"));
    QVERIFY(!PlaytestReport::fromJson(nlohmann::json::parse("{\"format\": 3}"), error));
}

void TestPlaytest::cancellationStopsEarly()
{
    PlaytestRunner runner(m_game, "base");
    std::atomic<bool> cancel {false};
    const auto r = runner.run(
        options(0, 1000, 2),
        [&](std::uint64_t done, std::uint64_t) {
            if (done >= 3)
                cancel = true;
        },
        &cancel);
    QVERIFY(r.cancelled);
    QVERIFY(r.report.games >= 3);
    QVERIFY(r.report.games < 1000);
    QCOMPARE(r.games.size(), std::size_t(r.report.games));
}

void TestPlaytest::wilsonInterval()
{
    const auto [lo, hi] = validation::wilsonInterval(50, 100);
    QVERIFY(qAbs(lo - 0.4038) < 1e-3);
    QVERIFY(qAbs(hi - 0.5962) < 1e-3);
    const auto [lo0, hi0] = validation::wilsonInterval(0, 10);
    QCOMPARE(lo0, 0.0);
    QVERIFY(qAbs(hi0 - 0.2775) < 1e-3);
}

void TestPlaytest::checkBots()
{
    PlaytestRunner runner(m_game, "base");
    QVERIFY(runner.checkBots({"greedy", "random", "random", "random"}).empty());
    QVERIFY(runner.checkBots({"greedy"}).find("expected 4 bots") != std::string::npos);
    QVERIFY(runner.checkBots({"greedy", "clever", "random", "random"}).find("unknown bot 'clever'")
        != std::string::npos);
}

void TestPlaytest::variableSetupDealsABoardPerGame()
{
    const auto loaded = model::loadScenarioFile(
        std::string(ISLE_SOURCE_DIR) + "/scenarios/base-variable-3-4.json");
    QVERIFY(loaded.ok());
    std::string error;
    QVERIFY(!Game::compile(*loaded.scenario, 4).game); // not a concrete board
    auto runner = PlaytestRunner::forScenario(*loaded.scenario, 4, {}, error);
    QVERIFY2(runner.has_value(), error.c_str());
    QVERIFY(runner->variableSetup());
    // Different games are dealt different boards; the same seed the same board.
    const auto a = runner->gameFor(1, error), b = runner->gameFor(2, error),
               a2 = runner->gameFor(1, error);
    QVERIFY(a && b && a2);
    QVERIFY(a->scenarioHash() != b->scenarioHash());
    QCOMPARE(a->scenarioHash(), a2->scenarioHash());
    const auto one = runner->run(options(0, 12, 1));
    const auto two = runner->run(options(0, 12, 2));
    QVERIFY(one.error.empty());
    QCOMPARE(one.report.games, std::uint64_t(12));
    QVERIFY(one.report == two.report);
    // A fixed board compiles once.
    auto fixed = PlaytestRunner::forScenario(baseBeginnerScenario(), 4, {}, error);
    QVERIFY(fixed && !fixed->variableSetup());
    // A rule the engine does not implement refuses the whole run, naming it.
    model::Scenario ck = *loaded.scenario;
    ck.products = {model::Product::CitiesAndKnights};
    QVERIFY(!PlaytestRunner::forScenario(ck, 4, {}, error));
    QVERIFY(error.find("Cities & Knights") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestPlaytest)
#include "test_Playtest.moc"
