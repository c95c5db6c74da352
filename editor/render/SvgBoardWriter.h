// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BoardPainter.h"

#include "model/Scenario.h"

#include <QByteArray>
#include <QColor>
#include <QString>

namespace isle::render {

/// The board as a vector SVG: every terrain's art (resources/terrain/*.svg, drawn through
/// QSvgGenerator) is defined once and placed per hex with <use>, clipped to the hex by a
/// <clipPath> (QSvgGenerator itself cannot clip); grid, tokens, harbors and markers come from
/// BoardPainter in vector mode. No raster image anywhere, so a printed or scaled board is sharp.
class SvgBoardWriter
{
public:
    /// The SVG document for `scenario`, hexes `hexSizePx` from centre to corner, `margin` board
    /// units around the board. Empty when the board is empty.
    static QByteArray document(const model::Scenario &scenario, double hexSizePx,
        const BoardPainter::Options &paint, const QColor &background, double marginHexFraction);
};

} // namespace isle::render
