// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli playtest and merge: the island / special-point section of the text output, the
// JSON report's island statistics, and merge keeping them exact.
#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = isle::test::CliRun;
using isle::test::runCli;

QString scenario(const char *name)
{
    return QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

int countLines(const QString &pattern, const QString &text)
{
    const QRegularExpression re(pattern, QRegularExpression::MultilineOption);
    int n = 0;
    for (auto it = re.globalMatch(text); it.hasNext(); it.next())
        ++n;
    return n;
}

const QString IslandHeader = QStringLiteral("Islands and special victory points");

} // namespace

class TestPlaytestCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseBoardTextHasNoIslandSection();
    void seafarersTextShowsIslandsAndSpecialPoints();
    void jsonHasIslandsAndMergeOfHalvesEqualsTheWhole();
    void mergeRefusesReportsOfOtherIslands();
    void ladderRanksBotsAndRefusesBadLists();
    void expertPlaysAndTellsItsThinkingTime();
};

void TestPlaytestCommand::baseBoardTextHasNoIslandSection()
{
    const Run run = runCli(
        {QStringLiteral("playtest"), scenario("base-beginner-3-4.json"), QStringLiteral("--games"),
            QStringLiteral("2"), QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("Most settled intersections")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("Trades per game: ")), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("  with the bank or a harbor: seat 1: ")));
    // One island and no special victory point rules: nothing to say about islands.
    QVERIFY2(!run.out.contains(IslandHeader), qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("Special VP")));
}

void TestPlaytestCommand::seafarersTextShowsIslandsAndSpecialPoints()
{
    const Run run = runCli({QStringLiteral("playtest"), scenario("seafarers-four-islands-3.json"),
        QStringLiteral("--games"), QStringLiteral("3"), QStringLiteral("--threads"),
        QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(IslandHeader), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("Seat  Special VP  Islands settled  Foreign islands")));
    QVERIFY(run.out.contains(QStringLiteral("The winner needed special victory points in ")));
    // One line per island, named by its top-left hex and size, e.g. "  1  hex 3,1, 5 hexes ...".
    QVERIFY2(
        countLines(QStringLiteral("^ +[1-4]  hex -?\\d+,-?\\d+, \\d+ hexes +\\d+%"), run.out) == 4,
        qPrintable(run.out));
    // Three seats with means of special points: "1     2.00        ..."
    QVERIFY2(countLines(QStringLiteral("^  [1-3]     \\d+\\.\\d\\d +\\d+\\.\\d\\d +\\d+\\.\\d\\d$"),
                 run.out)
            == 3,
        qPrintable(run.out));
}

void TestPlaytestCommand::jsonHasIslandsAndMergeOfHalvesEqualsTheWhole()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = scenario("seafarers-four-islands-3.json");
    auto play = [&](const char *first, const char *games, const QString &out) {
        return runCli(
            {QStringLiteral("playtest"), file, QStringLiteral("--first-game"), QLatin1String(first),
                QStringLiteral("--games"), QLatin1String(games), QStringLiteral("--threads"),
                QStringLiteral("2"), QStringLiteral("--json"), QStringLiteral("-o"), out})
            .exitCode;
    };
    const QString a = dir.filePath(QStringLiteral("a.json"));
    const QString b = dir.filePath(QStringLiteral("b.json"));
    const QString all = dir.filePath(QStringLiteral("all.json"));
    const QString merged = dir.filePath(QStringLiteral("merged.json"));
    QCOMPARE(play("0", "2", a), 0);
    QCOMPARE(play("2", "2", b), 0);
    QCOMPARE(play("0", "4", all), 0);
    const Run merge = runCli({QStringLiteral("merge"), b, a, QStringLiteral("-o"), merged});
    QVERIFY2(merge.exitCode == 0, qPrintable(merge.err));
    QCOMPARE(readAll(merged), readAll(all));

    const QJsonObject report = QJsonDocument::fromJson(readAll(all)).object();
    const QJsonObject islands = report.value(QStringLiteral("islands")).toObject();
    QCOMPARE(islands.value(QStringLiteral("games")).toInt(), 4);
    QCOMPARE(islands.value(QStringLiteral("hexes")).toArray().size(), 4);
    QCOMPARE(islands.value(QStringLiteral("settledBy")).toArray().size(), 4);
    QCOMPARE(islands.value(QStringLiteral("specialPointsSum")).toArray().size(), 3);
    const QJsonArray seats = report.value(QStringLiteral("derived"))
                                 .toObject()
                                 .value(QStringLiteral("seats"))
                                 .toArray();
    QVERIFY(seats.at(0).toObject().contains(QStringLiteral("meanSpecialPoints")));
}

void TestPlaytestCommand::mergeRefusesReportsOfOtherIslands()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString a = dir.filePath(QStringLiteral("a.json"));
    QCOMPARE(runCli({QStringLiteral("playtest"), scenario("base-beginner-3-4.json"),
                        QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("-o"), a})
                 .exitCode,
        0);
    // The same report claiming other games and a second island: not the same map.
    QJsonObject edited = QJsonDocument::fromJson(readAll(a)).object();
    edited[QStringLiteral("gameRanges")] = QJsonArray {QJsonArray {5, 6}};
    QJsonObject islands = edited.value(QStringLiteral("islands")).toObject();
    QJsonArray hexes = islands.value(QStringLiteral("hexes")).toArray();
    hexes.append(QJsonArray {QStringLiteral("9,9")});
    islands[QStringLiteral("hexes")] = hexes;
    QJsonArray settled = islands.value(QStringLiteral("settled")).toArray();
    settled.append(0);
    islands[QStringLiteral("settled")] = settled;
    for (const char *key : {"settledBy", "homeOf"}) {
        QJsonArray rows = islands.value(QLatin1String(key)).toArray();
        rows.append(QJsonArray {0, 0, 0, 0});
        islands[QLatin1String(key)] = rows;
    }
    edited[QStringLiteral("islands")] = islands;
    const QString b = dir.filePath(QStringLiteral("b.json"));
    QFile f(b);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(edited).toJson());
    f.close();
    const Run merge = runCli({QStringLiteral("merge"), a, b});
    QCOMPARE(merge.exitCode, 2);
    QVERIFY2(merge.err.contains(QStringLiteral("different scenarios")), qPrintable(merge.err));
}

void TestPlaytestCommand::ladderRanksBotsAndRefusesBadLists()
{
    const Run run = runCli({QStringLiteral("ladder"), scenario("base-beginner-3-4.json"),
        QStringLiteral("--bots"), QStringLiteral("random,greedy"), QStringLiteral("--games"),
        QStringLiteral("10"), QStringLiteral("--threads"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("2 bots, 4 players, 10 games per pair, seed 1")),
        qPrintable(run.out));
    // Strongest first: the greedy row comes before the random row.
    const auto greedy = run.out.indexOf(QStringLiteral("\ngreedy "));
    const auto random = run.out.indexOf(QStringLiteral("\nrandom "));
    QVERIFY2(greedy > 0 && random > greedy, qPrintable(run.out));
    const Run json = runCli({QStringLiteral("ladder"), scenario("base-beginner-3-4.json"),
        QStringLiteral("--bots"), QStringLiteral("greedy,random"), QStringLiteral("--games"),
        QStringLiteral("4"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("islewright-ladder"));
    QCOMPARE(doc.value(QStringLiteral("ratings")).toArray().size(), 2);

    const Run one = runCli({QStringLiteral("ladder"), scenario("base-beginner-3-4.json"),
        QStringLiteral("--bots"), QStringLiteral("greedy")});
    QCOMPARE(one.exitCode, 2);
    QVERIFY2(one.err.contains(QStringLiteral("at least two bots")), qPrintable(one.err));
    const Run unknown = runCli(
        {QStringLiteral("ladder"), scenario("base-beginner-3-4.json"), QStringLiteral("--bots"),
            QStringLiteral("greedy,grandmaster"), QStringLiteral("--games"), QStringLiteral("2")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(
        unknown.err.contains(QStringLiteral("unknown bot 'grandmaster'")), qPrintable(unknown.err));
}

void TestPlaytestCommand::expertPlaysAndTellsItsThinkingTime()
{
    // The expert on a small budget (expert:N): the text report adds its decisions and time.
    const Run run = runCli({QStringLiteral("playtest"), scenario("base-beginner-3-4.json"),
        QStringLiteral("--bots"), QStringLiteral("greedy,expert:4,greedy,greedy"),
        QStringLiteral("--games"), QStringLiteral("2")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral("Bot thinking time")), qPrintable(run.out));
    QVERIFY2(run.out.contains(QRegularExpression(QStringLiteral(
                 "seat 2: [0-9]+ decisions, mean [0-9.]+ ms; [1-9][0-9]* searched"))),
        qPrintable(run.out));
    // Greedy seats do not time themselves: one line, the expert's.
    QCOMPARE(run.out.count(QStringLiteral("decisions, mean")), 1);

    // A name longer than the bot column widens it instead of running into the wins (the same
    // budget written with leading zeros: 11 characters).
    const Run wide = runCli({QStringLiteral("playtest"), scenario("base-beginner-3-4.json"),
        QStringLiteral("--bots"), QStringLiteral("greedy,expert:0004,greedy,greedy"),
        QStringLiteral("--games"), QStringLiteral("1")});
    QVERIFY2(wide.exitCode == 0, qPrintable(wide.err));
    QVERIFY2(wide.out.contains(QRegularExpression(
                 QStringLiteral("\\nSeat +Bot +Wins +Win rate.*\\n1 +greedy +[01] +[0-9.]+%.*\\n2 "
                                "+expert:0004 +[01] +[0-9.]+%"))),
        qPrintable(wide.out));

    const Run ladder = runCli(
        {QStringLiteral("ladder"), scenario("base-beginner-3-4.json"), QStringLiteral("--bots"),
            QStringLiteral("greedy,expert:4"), QStringLiteral("--games"), QStringLiteral("2")});
    QVERIFY2(ladder.exitCode == 0, qPrintable(ladder.err));
    QVERIFY2(ladder.out.contains(QStringLiteral("expert:4 thinks")), qPrintable(ladder.out));

    const Run bad = runCli({QStringLiteral("playtest"), scenario("base-beginner-3-4.json"),
        QStringLiteral("--bots"), QStringLiteral("greedy,expert:1,greedy,greedy")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(
        bad.err.contains(QStringLiteral("unknown bot 'expert:1' (known: random, greedy, expert)")),
        qPrintable(bad.err));
}

QTEST_GUILESS_MAIN(TestPlaytestCommand)
#include "test_PlaytestCommand.moc"
