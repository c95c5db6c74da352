// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli generate: determinism, the written scenario, and exit codes 0 / 1 / 2.
#include "CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = isle::test::CliRun;
using isle::test::runCli;

QString scenario(const char *name)
{
    return QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name);
}

} // namespace

class TestGenerateCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameFileAndTheFileIsValid();
    void generatedBoardIsFixed();
    void impossibleConstraintExitsOne();
    void badInputExitsTwo();
    void bestOfKeepsTheFairestSeed();
};

void TestGenerateCommand::bestOfKeepsTheFairestSeed()
{
    const QStringList base {QStringLiteral("generate"), scenario("base-variable-3-4.json"),
        QStringLiteral("--seed"), QStringLiteral("40")};
    const Run best = runCli(base + QStringList {QStringLiteral("--best-of"), QStringLiteral("30")});
    QCOMPARE(best.exitCode, 0);
    // "…: seed S is the fairest board (balance score X) of 30 dealt"
    const QRegularExpression said(QStringLiteral(
        "seed (\\d+) is the fairest board \\(balance score ([0-9.]+)\\) of 30 dealt"));
    const QRegularExpressionMatch m = said.match(best.err);
    QVERIFY2(m.hasMatch(), qPrintable(best.err));
    const qulonglong seed = m.captured(1).toULongLong();
    QVERIFY(seed >= 40 && seed < 70);
    QCOMPARE(runCli(base + QStringList {QStringLiteral("--best-of"), QStringLiteral("30")}).out,
        best.out); // reproducible
    // The winner's seed alone writes the same file.
    const Run alone = runCli({QStringLiteral("generate"), scenario("base-variable-3-4.json"),
        QStringLiteral("--seed"), QString::number(seed)});
    QCOMPARE(alone.exitCode, 0);
    QCOMPARE(alone.out, best.out);
    for (const char *bad : {"0", "-3", "x"})
        QCOMPARE(
            runCli(base + QStringList {QStringLiteral("--best-of"), QLatin1String(bad)}).exitCode,
            2);
}

void TestGenerateCommand::sameSeedSameFileAndTheFileIsValid()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("board.json"));
    const Run written = runCli({QStringLiteral("generate"), scenario("base-variable-3-4.json"),
        QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--constraint"),
        QStringLiteral("all"), QStringLiteral("-o"), out});
    QCOMPARE(written.exitCode, 0);
    QVERIFY(written.err.contains(QStringLiteral("seed 1")));
    const Run printed = runCli(
        {QStringLiteral("generate"), scenario("base-variable-3-4.json"), QStringLiteral("--seed"),
            QStringLiteral("1"), QStringLiteral("--constraint"), QStringLiteral("all")});
    QCOMPARE(printed.exitCode, 0);
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(printed.out.toUtf8(), file.readAll()); // same seed, same bytes
    const Run other = runCli({QStringLiteral("generate"), scenario("base-variable-3-4.json"),
        QStringLiteral("--seed"), QStringLiteral("2")});
    QCOMPARE(other.exitCode, 0);
    QVERIFY(other.out != printed.out);
    // The result is a valid scenario file.
    const Run validate = runCli({QStringLiteral("validate"), out});
    QCOMPARE(validate.exitCode, 0);
}

void TestGenerateCommand::generatedBoardIsFixed()
{
    const Run run = runCli({QStringLiteral("generate"), scenario("base-variable-5-6.json"),
        QStringLiteral("--seed"), QStringLiteral("18446744073709551615"),
        QStringLiteral("--constraint"), QStringLiteral("red-not-adjacent"),
        QStringLiteral("--constraint"), QStringLiteral("max-pips=13")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray hexes
        = root.value(QStringLiteral("board")).toObject().value(QStringLiteral("hexes")).toArray();
    int tokens = 0, deserts = 0;
    for (const QJsonValue &h : hexes) {
        const QString terrain = h.toObject().value(QStringLiteral("terrain")).toString();
        QVERIFY(terrain != QStringLiteral("unassigned"));
        deserts += terrain == QStringLiteral("desert") ? 1 : 0;
        tokens += h.toObject().contains(QStringLiteral("token")) ? 1 : 0;
    }
    QCOMPARE(deserts, 2);
    QCOMPARE(tokens, 28);
    for (const QJsonValue &h :
        root.value(QStringLiteral("board")).toObject().value(QStringLiteral("harbors")).toArray())
        QVERIFY(
            h.toObject().value(QStringLiteral("type")).toString() != QStringLiteral("unassigned"));
    const QJsonArray areas = root.value(QStringLiteral("scenario"))
                                 .toObject()
                                 .value(QStringLiteral("areas"))
                                 .toArray();
    QVERIFY(!areas.isEmpty());
    for (const QJsonValue &a : areas) {
        const QString placement = a.toObject().value(QStringLiteral("tokenPlacement")).toString();
        QVERIFY(placement.isEmpty() || placement == QStringLiteral("fixed"));
    }
}

void TestGenerateCommand::impossibleConstraintExitsOne()
{
    // The printed 5-6 spiral cannot keep equal numbers apart without a 13-pip intersection.
    const Run run = runCli(
        {QStringLiteral("generate"), scenario("base-variable-5-6.json"), QStringLiteral("--seed"),
            QStringLiteral("1"), QStringLiteral("--constraint"), QStringLiteral("all")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(
        run.err.contains(QStringLiteral("base-variable-5-6.json: error [generator-constraint]")),
        qPrintable(run.err));
}

void TestGenerateCommand::badInputExitsTwo()
{
    const QString base = scenario("base-variable-3-4.json");
    QCOMPARE(runCli({QStringLiteral("generate"), base}).exitCode, 2); // no seed
    QCOMPARE(
        runCli({QStringLiteral("generate"), base, QStringLiteral("--seed"), QStringLiteral("-1")})
            .exitCode,
        2);
    const Run unknown = runCli({QStringLiteral("generate"), base, QStringLiteral("--seed"),
        QStringLiteral("1"), QStringLiteral("--constraint"), QStringLiteral("no-deserts")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains(QStringLiteral("unknown constraint \"no-deserts\"")));
    QCOMPARE(
        runCli({QStringLiteral("generate"), base, QStringLiteral("--seed"), QStringLiteral("1"),
                   QStringLiteral("--constraint"), QStringLiteral("max-pips=zero")})
            .exitCode,
        2);
    const Run missing = runCli({QStringLiteral("generate"),
        QStringLiteral("/nonexistent/board.json"), QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.contains(QStringLiteral("/nonexistent/board.json")));
    QCOMPARE(runCli({QStringLiteral("generate"), base, base, QStringLiteral("--seed"),
                        QStringLiteral("1")})
                 .exitCode,
        2);
}

QTEST_GUILESS_MAIN(TestGenerateCommand)
#include "test_GenerateCommand.moc"
