// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardItem.h"

#include "editor/document/ScenarioDocument.h"

#include <QStyleOptionGraphicsItem>

namespace isle::editor {

BoardItem::BoardItem(const ScenarioDocument *document, const render::BoardPainter *painter)
    : m_document(document)
    , m_painter(painter)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: paint only what is dirty
    updateBounds();
}

void BoardItem::updateBounds()
{
    const double s = m_painter->layout().size();
    // Harbors, markers and pieces may reach a little past the outermost cells.
    const QRectF r = m_painter->boardRect(m_document->board()).adjusted(-s, -s, s, s);
    if (r != m_bounds) {
        prepareGeometryChange();
        m_bounds = r;
    }
}

void BoardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    m_painter->paint(*painter, m_document->scenario(), option->exposedRect);
}

} // namespace isle::editor
