// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/HexLayout.h"

#include <QPointF>

namespace isle::editor {

/// Which hex, intersection or path lies under a board point (pure geometry on a HexLayout).
class HexPicker
{
public:
    static model::HexCoord hexAt(const model::HexLayout &layout, QPointF p);
    /// The intersection nearest to p: one of the six corners of the hex under p.
    static model::CornerCoord cornerAt(const model::HexLayout &layout, QPointF p);
    /// The path nearest to p: one of the six sides of the hex under p.
    static model::EdgeCoord edgeAt(const model::HexLayout &layout, QPointF p);
};

} // namespace isle::editor
