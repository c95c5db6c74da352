// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli selfcheck: the summary of a passing run, refused scenarios reported as skipped
// (not failed), and wrong usage refused with exit code 2.
#include "CliRun.h"

#include <QtTest>

namespace {

using isle::test::runCli;

QString scenario(const char *name)
{
    return QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name);
}

} // namespace

class TestSelfCheckCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void invariant_passingRunPrintsGamesAndActions()
    {
        // Two games: one for each player count of the 3–4 box.
        const auto run = runCli({QStringLiteral("selfcheck"), scenario("base-beginner-3-4.json"),
            QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--bots"),
            QStringLiteral("greedy")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.out.contains(QStringLiteral("Self-check passed: 2 games, ")), qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("actions checked in")));
    }

    void invariant_refusedScenarioIsSkippedWithItsReason()
    {
        const auto run = runCli({QStringLiteral("selfcheck"), scenario("empty-sea.json"),
            QStringLiteral("--games"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("skipped (3 players: the board has no land)")),
            qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("Self-check passed: 0 games")));
    }

    void invariant_wrongUsageIsRefused()
    {
        const QString file = scenario("base-beginner-3-4.json");
        QCOMPARE(runCli({QStringLiteral("selfcheck"), file, QStringLiteral("--bots"),
                            QStringLiteral("clever")})
                     .exitCode,
            2);
        QCOMPARE(runCli({QStringLiteral("selfcheck"), file, QStringLiteral("--games"),
                            QStringLiteral("0")})
                     .exitCode,
            2);
        QCOMPARE(runCli({QStringLiteral("selfcheck")}).exitCode, 2);
        QCOMPARE(
            runCli({QStringLiteral("selfcheck"), QStringLiteral("/nonexistent.json")}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestSelfCheckCommand)
#include "test_SelfCheckCommand.moc"
