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
    QTest::newRow("greedy first") << 0;
    QTest::newRow("greedy last") << 3;
}

void TestBots::greedyBeatsRandom()
{
    QFETCH(int, seat);
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    validation::PlaytestRunner runner(g, "base");
    validation::PlaytestOptions o;
    o.seed = 11;
    o.games = 150;
    o.threads = 2;
    o.bots = {"random", "random", "random", "random"};
    o.bots[std::size_t(seat)] = "greedy";
    const auto r = runner.run(o).report;
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
