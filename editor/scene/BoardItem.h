// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/render/BoardPainter.h"

#include <QGraphicsItem>

namespace isle::editor {

class ScenarioDocument;

/// The board as one graphics item: paints the exposed part of the document's scenario with
/// BoardPainter (which visits only the hexes in that part), so a 2,000-hex board costs no more per
/// frame than the hexes on screen. One item instead of one per hex keeps the scene index trivial.
class BoardItem : public QGraphicsItem
{
public:
    BoardItem(const ScenarioDocument *document, const render::BoardPainter *painter);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /// Re-reads the board's extent (after a reset or when cells appear outside it).
    void updateBounds();

private:
    const ScenarioDocument *m_document;
    const render::BoardPainter *m_painter;
    QRectF m_bounds;
};

} // namespace isle::editor
