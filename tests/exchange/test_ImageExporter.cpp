// SPDX-License-Identifier: GPL-3.0-or-later
// Picture and print exports: the files are read back (SVG as XML, PNG as an image, the PDF's page
// count by Poppler's pdfinfo, as a print shop would see it).
#include "../model/ExchangeFixtures.h"

#include "editor/render/ImageExporter.h"
#include "editor/render/PrintLayout.h"
#include "model/ScenarioFile.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

using namespace isle;
using render::ImageExporter;
using render::PrintLayout;

namespace {

int pdfPageCount(const QString &path, QString &output)
{
    QProcess pdfinfo;
    pdfinfo.setProcessChannelMode(QProcess::MergedChannels);
    pdfinfo.start(QStringLiteral("pdfinfo"), {path});
    if (!pdfinfo.waitForFinished(30000))
        return -1;
    output = QString::fromLocal8Bit(pdfinfo.readAll());
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(output);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QString pdfText(const QString &path)
{
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!pdftotext.waitForFinished(30000))
        return {};
    return QString::fromUtf8(pdftotext.readAllStandardOutput());
}

} // namespace

class TestImageExporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pngHasTheRequestedWidth()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        QString error;
        ImageExporter::Options options;
        QVERIFY2(
            ImageExporter::writeImage(test::beginnerBaseScenario(), path, 800, options, &error),
            qPrintable(error));
        QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), 800);
        // The height follows the board's proportions (board rectangle plus the margin).
        // (The exporter paints at hex size 50 with a margin of a quarter hex.)
        render::BoardPainter painter {model::HexLayout(50.0)};
        const QRectF board = painter.boardRect(test::beginnerBaseScenario().board)
                                 .adjusted(-12.5, -12.5, 12.5, 12.5);
        QCOMPARE(image.height(),
            static_cast<int>(std::ceil(800 * board.height() / board.width() - 1e-6)));
        // Terrain was drawn: the centre pixel (the desert) is not the white background.
        QVERIFY(image.pixelColor(image.width() / 2, image.height() / 2) != QColor(Qt::white));
        QCOMPARE(image.pixelColor(1, 1), QColor(Qt::white)); // the margin is background
    }

    void svgIsVectorWithoutRasterImages()
    {
        // Issue 15, point 11: the terrain art is vector shapes (one definition per terrain,
        // placed per hex with <use>, clipped to the hex), not an embedded PNG per hex.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.svg"));
        QString error;
        const model::Scenario scenario = test::beginnerBaseScenario();
        QVERIFY2(ImageExporter::writeSvg(scenario, path, 40.0, {}, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int images = 0, shapes = 0, uses = 0, clips = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            const auto name = xml.name();
            images += name == QLatin1String("image") ? 1 : 0;
            uses += name == QLatin1String("use")
                    && xml.attributes()
                           .value(QStringLiteral("http://www.w3.org/1999/xlink"),
                               QStringLiteral("href"))
                           .startsWith(QLatin1String("#isle-art-"))
                ? 1
                : 0;
            clips += name == QLatin1String("clipPath") ? 1 : 0;
            shapes += name == QLatin1String("path") || name == QLatin1String("polygon")
                    || name == QLatin1String("ellipse") || name == QLatin1String("circle")
                ? 1
                : 0;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString())); // well-formed XML
        QCOMPARE(images, 0); // no raster anywhere
        QCOMPARE(uses, static_cast<int>(scenario.board.hexCount())); // every hex's art, as shapes
        QCOMPARE(clips, 1);
        QVERIFY(shapes > 200); // the art, hex outlines, tokens, harbors
        // Qt reads it back and draws terrain where the desert is.
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        QImage image(renderer.defaultSize(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        QVERIFY(image.pixelColor(image.width() / 2, image.height() / 2) != QColor(Qt::white));
    }

    void printLayoutSplitsLargeBoards()
    {
        // 186 × 273 mm printable on A4 portrait with 12 mm margins.
        const PrintLayout small(QSizeF(150, 200), PrintLayout::Paper::A4);
        QCOMPARE(small.pageCount(), 1);
        QVERIFY(!small.isLandscape());
        const PrintLayout wide(QSizeF(270, 180), PrintLayout::Paper::A4);
        QCOMPARE(wide.pageCount(), 1); // fits when turned
        QVERIFY(wide.isLandscape());
        const PrintLayout big(QSizeF(400, 500), PrintLayout::Paper::A4);
        QCOMPARE(big.columns(), 3);
        QCOMPARE(big.rows(), 2);
        QCOMPARE(big.tileRectMm(4), QRectF(186, 273, 186, 273));
        const PrintLayout letter(QSizeF(400, 500), PrintLayout::Paper::Letter);
        QCOMPARE(letter.pageSizeMm(), QSizeF(215.9, 279.4));
    }

    void pdfAtRealSizeSpansPages()
    {
        QTemporaryDir dir;
        QString error, info;
        ImageExporter::PrintOptions options;
        options.dotsPerInch = 72; // keeps the test fast; the page geometry does not depend on it
        // Small hexes: the whole base board on one sheet, no assembly sheet.
        options.hexWidthMm = 20.0;
        const QString one = dir.filePath(QStringLiteral("one.pdf"));
        QVERIFY2(ImageExporter::writePdf(test::beginnerBaseScenario(), one, options, &error),
            qPrintable(error));
        QCOMPARE(pdfPageCount(one, info), 1);
        QCOMPARE(ImageExporter::pdfPageCount(test::beginnerBaseScenario(), options), 1);
        // Real tiles (about 60 mm): 7 hexes wide = 420 mm, several A4 sheets and the assembly.
        options.hexWidthMm = 60.0;
        const QString many = dir.filePath(QStringLiteral("many.pdf"));
        QVERIFY2(ImageExporter::writePdf(test::beginnerBaseScenario(), many, options, &error),
            qPrintable(error));
        const auto printed = ImageExporter::printedTiles(test::beginnerBaseScenario(), options);
        QVERIFY(printed.size() > 1);
        QCOMPARE(pdfPageCount(many, info), static_cast<int>(printed.size()) + 1);
        QVERIFY2(info.contains(QStringLiteral("A4")) || info.contains(QStringLiteral("595")),
            qPrintable(info));
    }

    void pdfPrintsThePhysicalBoardOnly()
    {
        // Issue 15, point 12: no "?" placeholders or area outlines (editor aids), no blank
        // sheets, and an assembly sheet first that names every sheet's place.
        // The base board at 60 mm on A4: 3 x 2 tiles; a corner tile of the hexagon's bounding box
        // holds no hex.
        const auto read
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-beginner-3-4.json");
        QVERIFY(read.scenario);
        const model::Scenario &scenario = *read.scenario;
        ImageExporter::PrintOptions options;
        options.dotsPerInch = 72;
        options.hexWidthMm = 60.0;
        const PrintLayout layout = ImageExporter::printLayout(scenario, options);
        const auto printed = ImageExporter::printedTiles(scenario, options);
        QVERIFY2(printed.size() < static_cast<std::size_t>(layout.pageCount()),
            qPrintable(QStringLiteral("%1 of %2").arg(printed.size()).arg(layout.pageCount())));
        // A left-out tile has no board on it: drawn alone it is background only.
        render::BoardPainter painter {model::HexLayout(options.hexWidthMm / std::sqrt(3.0))};
        const QRectF content = painter.boardRect(scenario.board);
        for (int tile = 0; tile < layout.pageCount(); ++tile) {
            if (std::find(printed.begin(), printed.end(), tile) != printed.end())
                continue;
            const QRectF t = layout.tileRectMm(tile).translated(content.topLeft());
            QImage image(t.size().toSize(), QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter p(&image);
            p.translate(-t.topLeft());
            painter.paint(p, scenario, t);
            p.end();
            int inked = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    inked += image.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
            QVERIFY2(inked < 8, qPrintable(QStringLiteral("tile %1: %2 px").arg(tile).arg(inked)));
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("print.pdf"));
        QString error, info;
        QVERIFY2(ImageExporter::writePdf(scenario, path, options, &error), qPrintable(error));
        QCOMPARE(pdfPageCount(path, info), static_cast<int>(printed.size()) + 1);
        const QString text = pdfText(path);
        QVERIFY2(text.contains(QStringLiteral("assembly")), qPrintable(text.left(400)));
        QVERIFY(text.contains(QStringLiteral("sheet %1 of %1").arg(printed.size())));
        QVERIFY2(!text.contains(QLatin1Char('?')), qPrintable(text));

        // A map with unassigned harbors and terrain (base-variable-3-4) prints no "?" either.
        const auto variable
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json");
        QVERIFY(variable.scenario);
        const QString variablePath = dir.filePath(QStringLiteral("variable.pdf"));
        QVERIFY2(ImageExporter::writePdf(*variable.scenario, variablePath, options, &error),
            qPrintable(error));
        QVERIFY(!pdfText(variablePath).contains(QLatin1Char('?')));
        // The print leaves out what only the editor shows.
        const auto paint = ImageExporter::printPaintOptions({});
        QVERIFY(!paint.areas && !paint.placeholders && paint.tokens && paint.harbors);
    }

    void emptyBoardIsAnError()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!ImageExporter::writeImage(
            model::Scenario {}, dir.filePath(QStringLiteral("x.png")), 100, {}, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    }
};

QTEST_MAIN(TestImageExporter)
#include "test_ImageExporter.moc"
