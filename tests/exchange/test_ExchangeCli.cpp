// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli export / import end to end: exit codes, the files written, and the messages that
// name what could not be converted.
#include "model/ScenarioFile.h"
#include "model/exchange/TmxWriter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace isle::model;

namespace {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(ISLE_CLI), args);
    Run run;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        run.err = QStringLiteral("timed out");
        return run;
    }
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.out = QString::fromLocal8Bit(p.readAllStandardOutput());
    run.err = QString::fromLocal8Bit(p.readAllStandardError());
    return run;
}

QString scenario(const char *name)
{
    return QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name);
}

} // namespace

class TestExchangeCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pioneersExportAndImportRoundTrip()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("base.game"));
        Run run = cli({QStringLiteral("export"), scenario("base-beginner-3-4.json"),
            QStringLiteral("-o"), game});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(game);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith("title "));

        const QString json = dir.filePath(QStringLiteral("back.json"));
        run = cli({QStringLiteral("import"), game, QStringLiteral("-o"), json});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const LoadResult original
            = loadScenarioFile(scenario("base-beginner-3-4.json").toStdString());
        const LoadResult back = loadScenarioFile(json.toStdString());
        QVERIFY(original.ok() && back.ok());
        QCOMPARE(back.scenario->board.hexes().size(), original.scenario->board.hexes().size());
        QCOMPARE(back.scenario->board.harbors().size(), original.scenario->board.harbors().size());
        QCOMPARE(back.scenario->board.robber(), original.scenario->board.robber());
    }

    void unconvertibleBoardsExitTwoAndNameTheReason()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("variable.game"));
        const Run run = cli({QStringLiteral("export"), scenario("base-variable-3-4.json"),
            QStringLiteral("--format"), QStringLiteral("pioneers"), QStringLiteral("-o"), game});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("[pioneers.unsupported-terrain]")),
            qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("unassigned")));
        QVERIFY(run.err.contains(QStringLiteral("[pioneers.unassigned-harbor]")));
        QVERIFY(!QFile::exists(game));
        // With a seed the variable set-up is laid out first, and Pioneers can take the result.
        const Run seeded = cli({QStringLiteral("export"), scenario("base-variable-3-4.json"),
            QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("-o"), game});
        QVERIFY2(seeded.exitCode == 0, qPrintable(seeded.err));
        QVERIFY(QFile::exists(game));
    }

    void tmxComesWithItsTileset()
    {
        QTemporaryDir dir;
        const QString tmx = dir.filePath(QStringLiteral("board.tmx"));
        const Run run = cli({QStringLiteral("export"), scenario("base-beginner-5-6.json"),
            QStringLiteral("-o"), tmx, QStringLiteral("--hex-size"), QStringLiteral("32")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile file(tmx);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<image source=\"board-terrain.png\""));
        const QImage tileset(dir.filePath(QStringLiteral("board-terrain.png")));
        TmxWriter::Options options;
        options.hexSize = 32;
        const TmxWriter::TileGeometry g = TmxWriter::tileGeometry(options);
        QCOMPARE(tileset.size(), QSize(g.imageWidth(), g.imageHeight()));
        // The desert tile (id 5) is art, not transparent, at its centre.
        QVERIFY(
            tileset.pixelColor(5 * g.tileWidth + g.tileWidth / 2, g.tileHeight / 2).alpha() > 0);
    }

    void picturesAndPrint()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("b.png"));
        Run run = cli({QStringLiteral("export"), scenario("base-beginner-3-4.json"),
            QStringLiteral("-o"), png, QStringLiteral("--width"), QStringLiteral("640")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(QImage(png).width(), 640);

        const QString svg = dir.filePath(QStringLiteral("b.svg"));
        run = cli({QStringLiteral("export"), scenario("seafarers-pirate-islands-3-4.json"),
            QStringLiteral("-o"), svg});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QVERIFY(svgFile.readAll().contains("<svg"));

        const QString pdf = dir.filePath(QStringLiteral("b.pdf"));
        run = cli({QStringLiteral("export"), scenario("base-beginner-3-4.json"),
            QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"), pdf,
            QStringLiteral("--hex-mm"), QStringLiteral("75"), QStringLiteral("--paper"),
            QStringLiteral("letter")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QStringLiteral("page(s)")), qPrintable(run.out));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");
    }

    void badUsageExitsTwo()
    {
        QTemporaryDir dir;
        QCOMPARE(cli({QStringLiteral("export"), scenario("base-beginner-3-4.json"),
                         QStringLiteral("-o"), dir.filePath(QStringLiteral("x.doc"))})
                     .exitCode,
            2);
        QCOMPARE(cli({QStringLiteral("export"), scenario("base-beginner-3-4.json")}).exitCode, 2);
        const QString broken = dir.filePath(QStringLiteral("broken.game"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("title Broken\nchits 5\nmap\nt0,q1\n.\n");
        file.close();
        const Run run = cli({QStringLiteral("import"), broken, QStringLiteral("-o"),
            dir.filePath(QStringLiteral("b.json"))});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("broken.game:4: error [pioneers.unknown-cell]")),
            qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestExchangeCli)
#include "test_ExchangeCli.moc"
