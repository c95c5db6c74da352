// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageExporter.h"

#include "editor/files/AtomicWrite.h"

#include "SvgBoardWriter.h"
#include "TerrainArt.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace isle::render {

namespace {

/// The board's rectangle plus the margin, in the painter's board units.
QRectF contentRect(const BoardPainter &painter, const model::Board &board, double marginHexFraction)
{
    const double m = painter.layout().size() * marginHexFraction;
    return painter.boardRect(board).adjusted(-m, -m, m, m);
}

/// Text in a rectangle given in page millimetres, at a size in points on paper: drawn without the
/// millimetre transform so the font size means what it says.
void drawLabel(QPainter &p, const QRectF &rectMm, double pxPerMm, double points, int flags,
    const QString &text)
{
    p.save();
    p.resetTransform();
    QFont font = p.font();
    font.setPointSizeF(points);
    p.setFont(font);
    const QRectF r(rectMm.topLeft() * pxPerMm, rectMm.size() * pxPerMm);
    p.drawText(r, flags, text);
    p.restore();
}

bool checkBoard(const model::Scenario &scenario, QString *error)
{
    if (!scenario.board.isEmpty())
        return true;
    if (error)
        *error = QCoreApplication::translate(
            "ImageExporter", "The board has no hexes; there is nothing to draw.");
    return false;
}

} // namespace

QImage ImageExporter::renderImage(
    const model::Scenario &scenario, int widthPx, const Options &options)
{
    BoardPainter painter {model::HexLayout(50.0)};
    painter.setOptions(options.paint);
    const QRectF content = contentRect(painter, scenario.board, options.marginHexFraction);
    if (content.isEmpty() || widthPx <= 0)
        return {};
    const double scale = widthPx / content.width();
    const int heightPx = std::max(1, static_cast<int>(std::ceil(content.height() * scale - 1e-6)));
    QImage image(widthPx, heightPx, QImage::Format_ARGB32_Premultiplied);
    image.fill(options.background);
    QPainter p(&image);
    p.scale(scale, scale);
    p.translate(-content.topLeft());
    painter.paint(p, scenario, content);
    p.end();
    return image;
}

bool ImageExporter::writeImage(const model::Scenario &scenario, const QString &path, int widthPx,
    const Options &options, QString *error)
{
    if (!checkBoard(scenario, error))
        return false;
    if (widthPx <= 0 || widthPx > 30000) {
        if (error)
            *error = QCoreApplication::translate(
                "ImageExporter", "Image width %1 px is outside 1-30000.")
                         .arg(widthPx);
        return false;
    }
    const QImage image = renderImage(scenario, widthPx, options);
    // Encoded in memory, then written atomically: a full disk or a killed export leaves any old
    // file as it was (QImage::save would truncate it first).
    QByteArray encoded;
    QBuffer buffer(&encoded);
    const QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (image.isNull() || !buffer.open(QIODevice::WriteOnly)
        || !image.save(&buffer, format.isEmpty() ? "png" : format.constData())) {
        if (error)
            *error = QCoreApplication::translate(
                "ImageExporter", "Cannot encode the image %1 (format \"%2\").")
                         .arg(path, QString::fromLatin1(format));
        return false;
    }
    if (const QString reason
        = editor::writeFileAtomically(path, encoded.constData(), encoded.size());
        !reason.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate(
                "ImageExporter", "Cannot write the image %1: %2. Choose a folder you can write to.")
                         .arg(path, reason);
        return false;
    }
    return true;
}

bool ImageExporter::writeSvg(const model::Scenario &scenario, const QString &path, double hexSizePx,
    const Options &options, QString *error)
{
    if (!checkBoard(scenario, error))
        return false;
    const QByteArray svg = SvgBoardWriter::document(
        scenario, hexSizePx, options.paint, options.background, options.marginHexFraction);
    const QString reason = svg.isEmpty()
        ? QCoreApplication::translate("ImageExporter", "nothing to draw")
        : editor::writeFileAtomically(path, svg.constData(), svg.size());
    if (!reason.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("ImageExporter",
                "Cannot write the SVG file %1: %2. Choose a folder you can write to.")
                         .arg(path, reason);
        return false;
    }
    return true;
}

PrintLayout ImageExporter::printLayout(const model::Scenario &scenario, const PrintOptions &options)
{
    // Board units are millimetres: a hex of flat-to-flat width w has corners w / sqrt(3) from its
    // centre.
    BoardPainter painter {model::HexLayout(options.hexWidthMm / std::numbers::sqrt3)};
    const QRectF content = contentRect(painter, scenario.board, 0.0);
    return PrintLayout(
        content.size().expandedTo(QSizeF(1, 1)), options.paper, options.pageMarginMm);
}

std::vector<int> ImageExporter::printedTiles(
    const model::Scenario &scenario, const PrintOptions &options)
{
    BoardPainter painter {model::HexLayout(options.hexWidthMm / std::numbers::sqrt3)};
    const QRectF content = contentRect(painter, scenario.board, 0.0);
    const PrintLayout layout = printLayout(scenario, options);
    std::vector<int> printed;
    for (int page = 0; page < layout.pageCount(); ++page) {
        // A sheet is printed when a hex covers more than a sliver of it (1 mm²): corners of the
        // board's bounding box hold no hex and would come out blank.
        const QRectF tile = layout.tileRectMm(page).translated(content.topLeft());
        bool used = false;
        painter.forEachHexIn(scenario.board, tile, [&](const model::Hex &h) {
            if (used)
                return;
            const QRectF overlap
                = painter.hexPolygon(h.coord).intersected(QPolygonF(tile)).boundingRect();
            used = overlap.width() * overlap.height() > 1.0;
        });
        if (used)
            printed.push_back(page);
    }
    return printed;
}

int ImageExporter::pdfPageCount(const model::Scenario &scenario, const PrintOptions &options)
{
    const auto sheets = static_cast<int>(printedTiles(scenario, options).size());
    return sheets > 1 ? sheets + 1 : sheets; // + the assembly sheet
}

BoardPainter::Options ImageExporter::printPaintOptions(BoardPainter::Options paint)
{
    // What the physical board needs: hexes, tokens with pips, harbors, frame, the scenario's
    // markers. Area outlines and "?" placeholders are editor aids.
    paint.areas = false;
    paint.placeholders = false;
    paint.coordinates = false;
    paint.vector = true;
    paint.terrain = true;
    return paint;
}

namespace {

/// Crop marks: short lines in the margin continuing each border of `r`.
void cropMarks(QPainter &p, const QRectF &r, double marginMm)
{
    const double gap = 1.5, len = std::min(6.0, marginMm - gap - 0.5);
    const QPointF corners[] = {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()};
    for (const QPointF &c : corners) {
        const double sx = c.x() < r.center().x() ? -1 : 1;
        const double sy = c.y() < r.center().y() ? -1 : 1;
        p.drawLine(QPointF(c.x() + sx * gap, c.y()), QPointF(c.x() + sx * (gap + len), c.y()));
        p.drawLine(QPointF(c.x(), c.y() + sy * gap), QPointF(c.x(), c.y() + sy * (gap + len)));
    }
}

QPen thinPen(double widthMm = 0.15)
{
    QPen pen(Qt::black);
    pen.setWidthF(widthMm);
    return pen;
}

} // namespace

bool ImageExporter::writePdf(const model::Scenario &scenario, const QString &path,
    const PrintOptions &options, QString *error)
{
    if (!checkBoard(scenario, error))
        return false;
    if (options.hexWidthMm < 5.0 || options.hexWidthMm > 500.0) {
        if (error)
            *error = QCoreApplication::translate("ImageExporter",
                "The hex width %1 mm is outside 5-500 mm; choose a width in that "
                "range (a printed Catan tile is about 60 mm).")
                         .arg(QLocale().toString(options.hexWidthMm));
        return false;
    }
    BoardPainter painter {model::HexLayout(options.hexWidthMm / std::numbers::sqrt3)};
    painter.setOptions(printPaintOptions(options.paint));
    const QRectF content = contentRect(painter, scenario.board, 0.0);
    const PrintLayout layout = printLayout(scenario, options);
    const std::vector<int> printed = printedTiles(scenario, options);
    const auto sheetOf = [&](int tile) { // 1-based sheet number of a printed tile, 0 if skipped
        const auto it = std::find(printed.begin(), printed.end(), tile);
        return it == printed.end() ? 0 : static_cast<int>(it - printed.begin()) + 1;
    };

    // Drawn in memory and written atomically at the end (see writeImage).
    QByteArray pdfBytes;
    QBuffer pdfBuffer(&pdfBytes);
    pdfBuffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&pdfBuffer);
    pdf.setResolution(options.dotsPerInch);
    pdf.setTitle(QString::fromStdString(scenario.title));
    pdf.setCreator(QStringLiteral("Islewright"));
    const QPageSize pageSize(
        options.paper == PrintLayout::Paper::A4 ? QPageSize::A4 : QPageSize::Letter);
    pdf.setPageLayout(
        QPageLayout(pageSize, layout.isLandscape() ? QPageLayout::Landscape : QPageLayout::Portrait,
            QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
    QPainter p;
    if (!p.begin(&pdf)) {
        if (error)
            *error = QCoreApplication::translate("ImageExporter",
                "Cannot write the PDF file %1. Check that the folder exists, that "
                "you may write to it and that the file is not open elsewhere.")
                         .arg(path);
        return false;
    }
    const double pxPerMm = options.dotsPerInch / 25.4;
    const QRectF printable = layout.printableRectMm();
    const QSizeF pageMm = layout.pageSizeMm();
    const QString title
        = QString::fromStdString(scenario.title.empty() ? scenario.id : scenario.title);
    const auto sheets = static_cast<int>(printed.size());
    bool first = true;

    if (sheets > 1) {
        // The assembly sheet: the whole board in miniature with every sheet's place on it.
        first = false;
        p.resetTransform();
        p.scale(pxPerMm, pxPerMm);
        drawLabel(p, QRectF(printable.left(), printable.top(), printable.width(), 10), pxPerMm,
            14.0, Qt::AlignLeft | Qt::AlignTop,
            QCoreApplication::translate("ImageExporter", "%1 — assembly").arg(title));
        drawLabel(p, QRectF(printable.left(), printable.top() + 10, printable.width(), 18), pxPerMm,
            9.0, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            QCoreApplication::translate("ImageExporter",
                "Print the %n sheet(s) at 100 % (no fit to page). Cut each sheet along its crop "
                "marks, then lay the sheets out as shown here, matching the circled crosses on "
                "neighbouring sheets. Grey places have no board and are not printed.",
                nullptr, sheets));
        // The miniature shows the whole grid of sheets (it reaches past the board).
        const QRectF area = printable.adjusted(0, 30, 0, 0);
        const QSizeF grid(layout.columns() * printable.width(), layout.rows() * printable.height());
        const double scale = std::min(area.width() / grid.width(), area.height() / grid.height());
        const QRectF board(area.center() - QPointF(grid.width(), grid.height()) * scale / 2.0,
            content.size() * scale);
        p.save();
        p.translate(board.topLeft());
        p.scale(scale, scale);
        p.translate(-content.topLeft());
        painter.paint(p, scenario, content);
        p.restore();
        for (int tile = 0; tile < layout.pageCount(); ++tile) {
            const QRectF t = layout.tileRectMm(tile);
            const QRectF r(board.topLeft() + t.topLeft() * scale, t.size() * scale);
            const int sheet = sheetOf(tile);
            p.setPen(thinPen(sheet ? 0.5 : 0.2));
            p.setBrush(sheet ? QColor(0, 0, 0, 0) : QColor(0x90, 0x90, 0x90, 110));
            p.drawRect(r);
            if (sheet)
                drawLabel(p, r, pxPerMm, std::clamp(r.height() * 0.9, 8.0, 28.0), Qt::AlignCenter,
                    QString::number(sheet));
        }
        p.setPen(thinPen());
        cropMarks(p, QRectF(board.topLeft(), grid * scale), options.pageMarginMm);
    }

    for (int tile : printed) {
        if (!first)
            pdf.newPage();
        first = false;
        const int sheet = sheetOf(tile);
        const QRectF t = layout.tileRectMm(tile);
        p.resetTransform();
        p.scale(pxPerMm, pxPerMm); // page millimetres from here on

        // The board part of this sheet, clipped to the printable area.
        p.save();
        p.setClipRect(printable);
        p.translate(printable.topLeft() - t.topLeft() - content.topLeft());
        painter.paint(p, scenario, t.translated(content.topLeft()));
        p.restore();

        p.setPen(thinPen());
        p.setBrush(Qt::NoBrush);
        cropMarks(p, printable, options.pageMarginMm);

        // Alignment marks: a circled cross centred on every border shared with another printed
        // sheet, at the same board position on both, labelled with the neighbour's number.
        const int row = layout.rowOf(tile), column = layout.columnOf(tile);
        auto mark = [&](QPointF at, int neighbourTile, QPointF labelOffset) {
            const int neighbour = sheetOf(neighbourTile);
            if (neighbour == 0)
                return;
            p.drawEllipse(at, 2.0, 2.0);
            p.drawLine(at - QPointF(3.5, 0), at + QPointF(3.5, 0));
            p.drawLine(at - QPointF(0, 3.5), at + QPointF(0, 3.5));
            drawLabel(p, QRectF(at + labelOffset - QPointF(10, 2), QSizeF(20, 4)), pxPerMm, 6.0,
                Qt::AlignCenter,
                QCoreApplication::translate("ImageExporter", "sheet %1").arg(neighbour));
        };
        const double midX = printable.center().x(), midY = printable.center().y();
        if (column + 1 < layout.columns())
            mark({printable.right(), midY}, tile + 1, {6.5, 6.0});
        if (column > 0)
            mark({printable.left(), midY}, tile - 1, {-6.5, 6.0});
        if (row + 1 < layout.rows())
            mark({midX, printable.bottom()}, tile + layout.columns(), {14.0, 3.0});
        if (row > 0)
            mark({midX, printable.top()}, tile - layout.columns(), {14.0, -3.0});

        const QString label = QCoreApplication::translate(
            "ImageExporter", "%1 — sheet %2 of %3 (row %4, column %5) — hex width %6 mm")
                                  .arg(title)
                                  .arg(sheet)
                                  .arg(sheets)
                                  .arg(row + 1)
                                  .arg(column + 1)
                                  .arg(QLocale().toString(options.hexWidthMm));
        drawLabel(p,
            QRectF(printable.left(), pageMm.height() - options.pageMarginMm + 2.5,
                printable.width(), options.pageMarginMm - 3.0),
            pxPerMm, 8.0, Qt::AlignHCenter | Qt::AlignTop, label);
    }
    p.end();
    if (const QString reason
        = editor::writeFileAtomically(path, pdfBytes.constData(), pdfBytes.size());
        !reason.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("ImageExporter",
                "Cannot write the PDF file %1: %2. Choose a folder you can write to.")
                         .arg(path, reason);
        return false;
    }
    return true;
}

QImage ImageExporter::terrainTileset(const model::TmxWriter::Options &options)
{
    const model::TmxWriter::TileGeometry g = model::TmxWriter::tileGeometry(options);
    QImage image(g.imageWidth(), g.imageHeight(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    TerrainArt art;
    QPainter p(&image);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    for (int t = 0; t < model::TerrainCount; ++t) {
        const QRectF cell((t % g.columns) * g.tileWidth, (t / g.columns) * g.tileHeight,
            g.tileWidth, g.tileHeight);
        p.drawImage(cell, art.image(static_cast<model::Terrain>(t), options.hexSize));
    }
    return image;
}

} // namespace isle::render
