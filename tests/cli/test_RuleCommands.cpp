// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli validate (the rule pass: exit 1, code, message, location) and islewright-cli
// stats.
#include "CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

using Run = isle::test::CliRun;
using isle::test::runCli;

QString scenario(const char *name)
{
    return QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name);
}

// The base beginner board with the 8 of (2, 0) swapped onto (1, -1), next to the 6 of (0, -1).
QString redAdjacent()
{
    return QStringLiteral(ISLE_TEST_DATA_DIR "/rules/base-red-adjacent.json");
}

} // namespace

class TestRuleCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validateRuleErrorExitsOne()
    {
        const Run run = runCli({QStringLiteral("validate"), redAdjacent()});
        QCOMPARE(run.exitCode, 1);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(
            lines[0].startsWith(redAdjacent() + QStringLiteral(": error [tokens.red-adjacent] ")),
            qPrintable(run.out));
        QVERIFY(lines[0].contains(
            QStringLiteral("Red numbers 6 and 8 lie on adjacent hexes (0, -1) and (1, -1).")));
        QVERIFY(lines[0].endsWith(QStringLiteral("(at hex 0,-1)")));
    }

    void validateJsonCarriesRuleIssues()
    {
        const Run run
            = runCli({QStringLiteral("validate"), QStringLiteral("--json"), redAdjacent()});
        QCOMPARE(run.exitCode, 1);
        const QJsonArray files = QJsonDocument::fromJson(run.out.toUtf8()).array();
        QCOMPARE(files.size(), 1);
        const QJsonObject file = files[0].toObject();
        QCOMPARE(file[QStringLiteral("valid")].toBool(), false);
        QCOMPARE(file[QStringLiteral("loaded")].toBool(), true);
        const QJsonObject issue = file[QStringLiteral("issues")].toArray()[0].toObject();
        QCOMPARE(issue[QStringLiteral("code")].toString(), QStringLiteral("tokens.red-adjacent"));
        QCOMPARE(issue[QStringLiteral("severity")].toString(), QStringLiteral("error"));
        const QJsonArray hexes = issue[QStringLiteral("hexes")].toArray();
        QCOMPARE(hexes.size(), 2);
        QCOMPARE(hexes[1].toArray()[0].toInt(), 1);
        QCOMPARE(hexes[1].toArray()[1].toInt(), -1);
        QCOMPARE(issue[QStringLiteral("args")].toArray().size(), 4);
    }

    void validateUnreadableWinsOverRuleErrors()
    {
        const Run run = runCli(
            {QStringLiteral("validate"), redAdjacent(), QStringLiteral("/nonexistent/none.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.contains(QStringLiteral("[tokens.red-adjacent]")));
    }

    void validateInformationOnlyWhenVerbose()
    {
        // Cloth for Catan starts the robber on the fields 12 although the board has deserts (on
        // the small islands, where it may not go; 001:L2145): information, exit 0. (The Pirate
        // Islands' three untokened land hexes lie on the pirate islands, where nobody settles but
        // at a fortress or a marked intersection: nothing to report there.)
        const QString file = scenario("seafarers-cloth-for-catan-3-4.json");
        const Run quiet = runCli({QStringLiteral("validate"), file});
        QCOMPARE(quiet.exitCode, 0);
        QCOMPARE(quiet.out, QString());
        const Run verbose = runCli({QStringLiteral("validate"), QStringLiteral("--verbose"), file});
        QCOMPARE(verbose.exitCode, 0);
        QCOMPARE(verbose.out.count(QStringLiteral(": info [pieces.robber-not-on-desert] ")), 1);
        const Run pirates = runCli({QStringLiteral("validate"), QStringLiteral("--verbose"),
            scenario("seafarers-pirate-islands-3-4.json")});
        QCOMPARE(pirates.exitCode, 0);
        QCOMPARE(pirates.out.count(QStringLiteral(": info [tokens.missing] ")), 0);
    }

    void validateEmptyTemplateHasNoLand()
    {
        const Run run = runCli({QStringLiteral("validate"), scenario("empty-sea.json")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.contains(QStringLiteral("error [structure.no-land]")));
    }

    void statsText()
    {
        const Run run = runCli({QStringLiteral("stats"), scenario("base-beginner-3-4.json"),
            QStringLiteral("--best"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(
                     QStringLiteral("19 land hexes, 18 producing, 58 pips in all, 1 island(s)")),
            qPrintable(run.out));
        QVERIFY(run.out.contains(QStringLiteral("brick   12 pips on 3 hexes (4.00 per hex)")));
        QVERIFY(run.out.contains(QStringLiteral("Best 3 intersections:")));
        QVERIFY(run.out.contains(QStringLiteral("3 players: ")));
        QVERIFY(run.out.contains(QStringLiteral("Balance score ")));
    }

    void statsJson()
    {
        const Run run = runCli({QStringLiteral("stats"), QStringLiteral("--json"),
            scenario("base-beginner-3-4.json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject s = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(s[QStringLiteral("totalPips")].toInt(), 58);
        QCOMPARE(s[QStringLiteral("producingHexes")].toInt(), 18);
        const QJsonObject brick
            = s[QStringLiteral("resources")].toObject()[QStringLiteral("brick")].toObject();
        QCOMPARE(brick[QStringLiteral("pips")].toInt(), 12);
        QCOMPARE(s[QStringLiteral("intersections")].toArray().size(), 54);
        const QJsonArray seats = s[QStringLiteral("seatFairness")].toArray();
        QCOMPARE(seats.size(), 2);
        QCOMPARE(seats[0].toObject()[QStringLiteral("players")].toInt(), 3);
        QCOMPARE(seats[1].toObject()[QStringLiteral("seats")].toArray().size(), 4);
        QCOMPARE(s[QStringLiteral("harbors")].toArray().size(), 9);
        const double total
            = s[QStringLiteral("score")].toObject()[QStringLiteral("total")].toDouble();
        QVERIFY(total > 0 && total <= 100);
    }

    void statsUsageErrors()
    {
        QCOMPARE(runCli({QStringLiteral("stats")}).exitCode, 2);
        QCOMPARE(runCli({QStringLiteral("stats"), scenario("base-beginner-3-4.json"),
                            scenario("empty-sea.json")})
                     .exitCode,
            2);
        QCOMPARE(
            runCli({QStringLiteral("stats"), QStringLiteral("/nonexistent/none.json")}).exitCode,
            2);
        QCOMPARE(runCli({QStringLiteral("stats"), QStringLiteral("--best"), QStringLiteral("x"),
                            scenario("base-beginner-3-4.json")})
                     .exitCode,
            2);
        const Run help = runCli({QStringLiteral("stats"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QStringLiteral("--json")));
    }
};

QTEST_GUILESS_MAIN(TestRuleCommands)
#include "test_RuleCommands.moc"
