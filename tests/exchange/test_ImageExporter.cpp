// SPDX-License-Identifier: GPL-3.0-or-later
// Picture and print exports: the files are read back (SVG as XML, PNG as an image, the PDF's page
// count by Poppler's pdfinfo, as a print shop would see it).
#include "../model/ExchangeFixtures.h"

#include "editor/render/ImageExporter.h"
#include "editor/render/PrintLayout.h"

#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

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

    void svgParsesAndHoldsTheHexes()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.svg"));
        QString error;
        QVERIFY2(ImageExporter::writeSvg(test::beginnerBaseScenario(), path, 40.0, {}, &error),
            qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int images = 0, shapes = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            images += xml.name() == QLatin1String("image") ? 1 : 0;
            shapes += xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polygon")
                ? 1
                : 0;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(images >= 37, qPrintable(QString::number(images))); // terrain art of all 37 cells
        QVERIFY(shapes >= 37); // hex outlines, tokens, harbors
        QVERIFY(QSvgRenderer(path).isValid());
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
        // Small hexes: the whole base board on one sheet.
        options.hexWidthMm = 20.0;
        const QString one = dir.filePath(QStringLiteral("one.pdf"));
        QVERIFY2(ImageExporter::writePdf(test::beginnerBaseScenario(), one, options, &error),
            qPrintable(error));
        QCOMPARE(pdfPageCount(one, info), 1);
        // Real tiles (about 60 mm): 7 hexes wide = 420 mm, several A4 sheets.
        options.hexWidthMm = 60.0;
        const QString many = dir.filePath(QStringLiteral("many.pdf"));
        QVERIFY2(ImageExporter::writePdf(test::beginnerBaseScenario(), many, options, &error),
            qPrintable(error));
        const PrintLayout layout
            = ImageExporter::printLayout(test::beginnerBaseScenario(), options);
        QVERIFY(layout.pageCount() > 1);
        QCOMPARE(pdfPageCount(many, info), layout.pageCount());
        QVERIFY2(info.contains(QStringLiteral("A4")) || info.contains(QStringLiteral("595")),
            qPrintable(info));
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
