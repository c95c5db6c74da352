// SPDX-License-Identifier: GPL-3.0-or-later
// The heuristic bot must beat random bots in at least 95% of games (issue 5).
#include "EngineTestUtil.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QTest>

using namespace isle;
using namespace isle::test;

class TestBots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void greedyBeatsRandom_data();
    void greedyBeatsRandom();
    void botsOnlyChooseLegalActions();
};

void TestBots::greedyBeatsRandom_data()
{
    QTest::addColumn<int>("seat");
    QTest::addColumn<bool>("seafarers");
    QTest::newRow("greedy first") << 0 << false;
    QTest::newRow("greedy last") << 3 << false;
    // Seafarers: the Pirate Islands board under the general Seafarers rules.
    QTest::newRow("greedy first, Seafarers") << 0 << true;
}

void TestBots::greedyBeatsRandom()
{
    QFETCH(int, seat);
    QFETCH(bool, seafarers);
    std::string error;
    auto runner = seafarers ? validation::PlaytestRunner::forScenario(
                      seafarersBoardOf(std::filesystem::path(ISLE_SOURCE_DIR)
                          / "scenarios/seafarers-pirate-islands-3-4.json"),
                      4, {}, error)
                            : std::optional(validation::PlaytestRunner(
                                compileOrThrow(baseBeginnerScenario(), 4), "base"));
    QVERIFY2(runner, error.c_str());
    validation::PlaytestOptions o;
    o.seed = 11;
    o.games = seafarers ? 60 : 150;
    o.threads = 2;
    o.bots = {"random", "random", "random", "random"};
    o.bots[std::size_t(seat)] = "greedy";
    const auto r = runner->run(o).report;
    const double rate = r.winRate(seat);
    QVERIFY2(rate >= 0.95,
        qPrintable(
            QStringLiteral("greedy won %1 of %2").arg(r.wins[std::size_t(seat)]).arg(r.games)));
}

void TestBots::botsOnlyChooseLegalActions()
{
    auto g = compileOrThrow(fiveSixBeginnerScenario(), 6);
    for (std::string_view name : validation::botNames()) {
        auto bot = validation::makeBot(name);
        QVERIFY(bot);
        QCOMPARE(bot->name(), name);
        model::Rng rng(5), chance(6);
        GameState s = g->initialState();
        validation::ActionList legal;
        int steps = 0;
        while (!g->isTerminal(s) && steps++ < 20000) {
            validation::Action a;
            if (g->isChanceNode(s)) {
                a = g->sampleChance(s, chance);
            } else {
                g->legalActions(s, legal);
                a = bot->chooseAction(*g, s, legal, rng);
                QVERIFY(legal.contains(a));
            }
            g->apply(s, a);
        }
        QVERIFY(g->isTerminal(s));
    }
    QVERIFY(!validation::makeBot("nonsense"));
}

QTEST_GUILESS_MAIN(TestBots)
#include "test_Bots.moc"
