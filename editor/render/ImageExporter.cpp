// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImageExporter.h"

#include "TerrainArt.h"

#include <QCoreApplication>
#include <QFile>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>
#include <numbers>

namespace isle::render {

namespace {

QString exportTr(const char *text)
{
    return QCoreApplication::translate("ImageExporter", text);
}

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
        *error = exportTr("The board has no hexes; there is nothing to draw.");
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
            *error = exportTr("Image width %1 px is outside 1-30000.").arg(widthPx);
        return false;
    }
    const QImage image = renderImage(scenario, widthPx, options);
    if (image.isNull() || !image.save(path)) {
        if (error)
            *error = exportTr("Cannot write the image %1.").arg(path);
        return false;
    }
    return true;
}

bool ImageExporter::writeSvg(const model::Scenario &scenario, const QString &path, double hexSizePx,
    const Options &options, QString *error)
{
    if (!checkBoard(scenario, error))
        return false;
    BoardPainter painter {model::HexLayout(hexSizePx)};
    painter.setOptions(options.paint);
    const QRectF content = contentRect(painter, scenario.board, options.marginHexFraction);
    const QSize size(static_cast<int>(std::ceil(content.width())),
        static_cast<int>(std::ceil(content.height())));

    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(QString::fromStdString(scenario.title));
    svg.setDescription(QString::fromStdString(scenario.description));
    QPainter p;
    if (!p.begin(&svg)) {
        if (error)
            *error = exportTr("Cannot write the SVG file %1.").arg(path);
        return false;
    }
    if (options.background.alpha() > 0)
        p.fillRect(QRect(QPoint(0, 0), size), options.background);
    p.translate(-content.topLeft());
    painter.paint(p, scenario, content);
    p.end();
    if (!QFile::exists(path)) {
        if (error)
            *error = exportTr("Cannot write the SVG file %1.").arg(path);
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

bool ImageExporter::writePdf(const model::Scenario &scenario, const QString &path,
    const PrintOptions &options, QString *error)
{
    if (!checkBoard(scenario, error))
        return false;
    if (options.hexWidthMm < 5.0 || options.hexWidthMm > 500.0) {
        if (error)
            *error = exportTr("Hex width %1 mm is outside 5-500 mm.").arg(options.hexWidthMm);
        return false;
    }
    BoardPainter painter {model::HexLayout(options.hexWidthMm / std::numbers::sqrt3)};
    painter.setOptions(options.paint);
    const QRectF content = contentRect(painter, scenario.board, 0.0);
    const PrintLayout layout = printLayout(scenario, options);

    QPdfWriter pdf(path);
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
            *error = exportTr("Cannot write the PDF file %1.").arg(path);
        return false;
    }
    const double pxPerMm = options.dotsPerInch / 25.4;
    const QRectF printable = layout.printableRectMm();
    const QString title
        = QString::fromStdString(scenario.title.empty() ? scenario.id : scenario.title);
    for (int page = 0; page < layout.pageCount(); ++page) {
        if (page > 0)
            pdf.newPage();
        const QRectF tile = layout.tileRectMm(page);
        p.resetTransform();
        p.scale(pxPerMm, pxPerMm); // page millimetres from here on

        // The board part of this page, clipped to the printable area.
        p.save();
        p.setClipRect(printable);
        p.translate(printable.topLeft() - tile.topLeft() - content.topLeft());
        painter.paint(p, scenario, tile.translated(content.topLeft()));
        p.restore();

        // Cut marks: short lines in the margin continuing each border of the printable area.
        QPen thin(Qt::black);
        thin.setWidthF(0.15);
        p.setPen(thin);
        p.setBrush(Qt::NoBrush);
        const double gap = 1.5, len = std::min(6.0, options.pageMarginMm - gap - 0.5);
        const QPointF corners[] = {printable.topLeft(), printable.topRight(),
            printable.bottomLeft(), printable.bottomRight()};
        for (const QPointF &c : corners) {
            const double sx = c.x() < printable.center().x() ? -1 : 1;
            const double sy = c.y() < printable.center().y() ? -1 : 1;
            p.drawLine(QPointF(c.x() + sx * gap, c.y()), QPointF(c.x() + sx * (gap + len), c.y()));
            p.drawLine(QPointF(c.x(), c.y() + sy * gap), QPointF(c.x(), c.y() + sy * (gap + len)));
        }

        // Alignment marks: a circled cross centred on every border shared with another page,
        // at the same board position on both pages, labelled with the neighbour's page number.
        const int row = layout.rowOf(page), column = layout.columnOf(page);
        auto mark = [&](QPointF at, int neighbour, QPointF labelOffset) {
            p.drawEllipse(at, 2.0, 2.0);
            p.drawLine(at - QPointF(3.5, 0), at + QPointF(3.5, 0));
            p.drawLine(at - QPointF(0, 3.5), at + QPointF(0, 3.5));
            drawLabel(p, QRectF(at + labelOffset - QPointF(10, 2), QSizeF(20, 4)), pxPerMm, 6.0,
                Qt::AlignCenter, exportTr("page %1").arg(neighbour + 1));
        };
        const double midX = printable.center().x(), midY = printable.center().y();
        if (column + 1 < layout.columns())
            mark({printable.right(), midY}, page + 1, {6.5, 6.0});
        if (column > 0)
            mark({printable.left(), midY}, page - 1, {-6.5, 6.0});
        if (row + 1 < layout.rows())
            mark({midX, printable.bottom()}, page + layout.columns(), {14.0, 3.0});
        if (row > 0)
            mark({midX, printable.top()}, page - layout.columns(), {14.0, -3.0});

        // Page label in the bottom margin.
        const QString label = exportTr("%1 — page %2 of %3 (row %4, column %5) — hex width %6 mm")
                                  .arg(title)
                                  .arg(page + 1)
                                  .arg(layout.pageCount())
                                  .arg(row + 1)
                                  .arg(column + 1)
                                  .arg(options.hexWidthMm);
        const QSizeF pageMm = layout.pageSizeMm();
        drawLabel(p,
            QRectF(printable.left(), pageMm.height() - options.pageMarginMm + 2.5,
                printable.width(), options.pageMarginMm - 3.0),
            pxPerMm, 8.0, Qt::AlignHCenter | Qt::AlignTop, label);
    }
    p.end();
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
