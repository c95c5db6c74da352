// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CornerCoord.h"
#include "model/EdgeCoord.h"

#include <QPointF>

namespace isle::editor {

/// A mouse event on the board as the tools see it: the board position and the hex, the nearest
/// intersection and the nearest path under it, with the buttons and modifiers.
struct ToolEvent
{
    QPointF pos; ///< board coordinates (BoardPainter's layout units)
    model::HexCoord hex; ///< the hex whose area contains pos
    model::CornerCoord corner; ///< the intersection nearest to pos
    model::EdgeCoord edge; ///< the path nearest to pos
    Qt::MouseButton button = Qt::NoButton; ///< the button that changed (press/release)
    Qt::MouseButtons buttons; ///< buttons held
    Qt::KeyboardModifiers modifiers;
};

} // namespace isle::editor
