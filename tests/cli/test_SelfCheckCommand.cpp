// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli selfcheck: the summary of a passing run, scenarios the engine does not play yet
// (a box it does not implement, a board without land) reported as not played, any other refusal
// failed, and wrong usage refused with exit code 2.
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
        QVERIFY2(run.out.contains(QStringLiteral("not played: 3 players: the board has no land")),
            qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("Self-check passed: 0 games")));
    }

    void invariant_unimplementedProductIsNotPlayedAndTheRestStillPlays()
    {
        // The engine refuses Cities & Knights with domestic trade (engine.product-not-implemented:
        // offers cannot hold commodities yet), which self-check plays with: the C&K files are
        // reported, every other file still plays all its games.
        const auto run = runCli({QStringLiteral("selfcheck"), scenario("ck-beginner-3-4.json"),
            scenario("ck-variable-5-6.json"), scenario("base-beginner-3-4.json"),
            QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--bots"),
            QStringLiteral("greedy")});
        QCOMPARE(run.exitCode, 0);
        for (const char *line : {"ck-beginner-3-4.json: not played: 3 players: rule not "
                                 "implemented: commodities in trades between players",
                 "ck-beginner-3-4.json: not played: 4 players: ",
                 "ck-variable-5-6.json: not played: 6 players: rule not implemented"})
            QVERIFY2(run.out.contains(QString::fromUtf8(line)), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("base-beginner-3-4.json: 2 games")),
            qPrintable(run.out));
        QVERIFY2(
            run.out.contains(QStringLiteral("Self-check passed: 2 games, ")), qPrintable(run.out));
    }

    void invariant_anyOtherRefusalFails()
    {
        // A file the engine refuses for another reason — here 5 players without the paired
        // turn (engine.five-six-needs-paired-players) — is a failure, not a skip.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile in(scenario("base-variable-5-6.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        QVERIFY(text.contains("\"pairedPlayers\": true"));
        text.replace("\"pairedPlayers\": true", "\"pairedPlayers\": false");
        const QString path = dir.filePath(QStringLiteral("unpaired.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const auto run = runCli({QStringLiteral("selfcheck"), path, QStringLiteral("--games"),
            QStringLiteral("1"), QStringLiteral("--bots"), QStringLiteral("greedy")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("cannot play: 5 players:")), qPrintable(run.err));
        QVERIFY(!run.out.contains(QStringLiteral("not played")));
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
