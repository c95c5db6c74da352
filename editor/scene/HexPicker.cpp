// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexPicker.h"

namespace isle::editor {

namespace {
double distance2(model::Point a, QPointF b)
{
    return (a.x - b.x()) * (a.x - b.x()) + (a.y - b.y()) * (a.y - b.y());
}
} // namespace

model::HexCoord HexPicker::hexAt(const model::HexLayout &layout, QPointF p)
{
    return layout.hexAt({p.x(), p.y()});
}

model::CornerCoord HexPicker::cornerAt(const model::HexLayout &layout, QPointF p)
{
    const model::HexCoord h = hexAt(layout, p);
    model::Corner best = model::Corner::NorthEast;
    double bestD = -1;
    for (int k = 0; k < 6; ++k) {
        const model::Corner c = model::cornerFromIndex(k);
        const double d = distance2(layout.corner(h, c), p);
        if (bestD < 0 || d < bestD) {
            bestD = d;
            best = c;
        }
    }
    return model::CornerCoord::of(h, best);
}

model::EdgeCoord HexPicker::edgeAt(const model::HexLayout &layout, QPointF p)
{
    const model::HexCoord h = hexAt(layout, p);
    model::EdgeCoord best = model::EdgeCoord::of(h, model::Direction::East);
    double bestD = -1;
    for (model::Direction d : model::AllDirections) {
        const model::EdgeCoord e = model::EdgeCoord::of(h, d);
        const double dist = distance2(layout.edgeMidpoint(e), p);
        if (bestD < 0 || dist < bestD) {
            bestD = dist;
            best = e;
        }
    }
    return best;
}

} // namespace isle::editor
