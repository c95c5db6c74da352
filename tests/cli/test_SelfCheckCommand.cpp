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
        // The engine refuses Traders & Barbarians (engine.product-not-implemented): a file that
        // needs it is reported, every other file still plays all its games.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile in(scenario("base-beginner-3-4.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        const QByteArray products = "\"products\": [\n      \"base\"";
        QVERIFY(text.contains(products));
        text.replace(products, products + ",\n      \"traders-barbarians\"");
        const QString path = dir.filePath(QStringLiteral("traders.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const auto run = runCli({QStringLiteral("selfcheck"), path,
            scenario("base-beginner-3-4.json"), QStringLiteral("--games"), QStringLiteral("2"),
            QStringLiteral("--bots"), QStringLiteral("greedy")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("traders.json: not played: 3 players: ")),
            qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral("base-beginner-3-4.json: 2 games")),
            qPrintable(run.out));
        QVERIFY2(
            run.out.contains(QStringLiteral("Self-check passed: 2 games, ")), qPrintable(run.out));
    }

    void invariant_citiesKnightsIsNotPlayedWithoutReferenceMoves()
    {
        // The engine plays Cities & Knights, but self-check's reference moves do not know its
        // rules yet: its files are reported as not played, not failed.
        const auto run = runCli({QStringLiteral("selfcheck"), scenario("ck-beginner-3-4.json"),
            scenario("ck-variable-5-6.json"), QStringLiteral("--games"), QStringLiteral("1"),
            QStringLiteral("--bots"), QStringLiteral("greedy")});
        QCOMPARE(run.exitCode, 0);
        for (const char *file : {"ck-beginner-3-4.json", "ck-variable-5-6.json"})
            QVERIFY2(run.out.contains(QString::fromUtf8(file)
                         + QStringLiteral(": not played: Cities & Knights: selfcheck's reference "
                                          "moves do not cover its rules yet")),
                qPrintable(run.out));
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
