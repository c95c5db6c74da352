// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardPainter.h"
#include "PrintLayout.h"

#include "model/Scenario.h"
#include "model/exchange/TmxWriter.h"

#include <QColor>
#include <QImage>
#include <QString>

#include <vector>

namespace isle::render {

/// Exports a scenario's board as pictures with BoardPainter: SVG (QSvgGenerator), a raster image
/// of a chosen pixel width (PNG or any format QImage writes) and a print-ready PDF at real tile
/// size, split over A4 or Letter sheets with crop marks, alignment marks and sheet labels when
/// the board is larger than a sheet (PrintLayout), blank sheets left out and an assembly sheet
/// first. Needs a QGuiApplication (fonts); no Widgets.
/// Each function returns false and sets `error` (translated) when the file cannot be written.
class ImageExporter
{
public:
    struct Options
    {
        BoardPainter::Options paint;
        QColor background = Qt::white; ///< Qt::transparent for none (SVG, PNG)
        double marginHexFraction = 0.25; ///< empty border around the board, in hex sizes
    };

    struct PrintOptions
    {
        double hexWidthMm = 60.0; ///< flat-to-flat width of one printed hex
        PrintLayout::Paper paper = PrintLayout::Paper::A4;
        double pageMarginMm = 12.0; ///< room for cut marks and labels
        int dotsPerInch = 200; ///< resolution of the terrain art in the PDF
        BoardPainter::Options paint;
    };

    /// The board drawn into an image `widthPx` wide (height follows the board's proportions).
    static QImage renderImage(const model::Scenario &scenario, int widthPx, const Options &options);
    static bool writeImage(const model::Scenario &scenario, const QString &path, int widthPx,
        const Options &options, QString *error);
    /// Vector picture with hexes `hexSizePx` from centre to corner: the terrain art as shapes
    /// clipped to each hex (SvgBoardWriter), no raster images.
    static bool writeSvg(const model::Scenario &scenario, const QString &path, double hexSizePx,
        const Options &options, QString *error);
    /// The page layout writePdf would use.
    static PrintLayout printLayout(const model::Scenario &scenario, const PrintOptions &options);
    /// The tiles of printLayout() that show part of the board, in order; only these are printed
    /// (as sheets 1, 2, ...), the others would be blank.
    static std::vector<int> printedTiles(
        const model::Scenario &scenario, const PrintOptions &options);
    /// Pages of the PDF: the printed sheets plus, when there is more than one, an assembly sheet
    /// (first) showing where each sheet goes.
    static int pdfPageCount(const model::Scenario &scenario, const PrintOptions &options);
    /// What a print shows: the physical board (no area outlines, no "?" placeholders), in
    /// vector form.
    static BoardPainter::Options printPaintOptions(BoardPainter::Options paint);
    static bool writePdf(const model::Scenario &scenario, const QString &path,
        const PrintOptions &options, QString *error);
    /// The terrain art laid out as model::TmxWriter's tileset image: tile k = Terrain k, row by
    /// row.
    static QImage terrainTileset(const model::TmxWriter::Options &options);
};

} // namespace isle::render
