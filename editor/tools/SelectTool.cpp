// SPDX-License-Identifier: GPL-3.0-or-later
#include "SelectTool.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QKeyEvent>
#include <QPainter>

#include <algorithm>

namespace isle::editor {

SelectTool::SelectTool(QObject *parent)
    : AbstractTool(tr("Select"), QStringLiteral("select"), QKeySequence(Qt::Key_S), parent)
{ }

QString SelectTool::description() const
{
    return tr("Select cells: click or drag a rectangle; Shift adds, Ctrl removes.");
}

void SelectTool::deactivate()
{
    m_state = State::Idle;
    AbstractTool::deactivate();
}

void SelectTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    m_state = State::Pressed;
    m_start = m_current = e.pos;
}

void SelectTool::mouseMoved(const ToolEvent &e)
{
    if (m_state == State::Idle)
        return;
    const QRectF before = bandRect();
    m_current = e.pos;
    // A drag starts after a fifth of a hex, so a slightly shaky click stays a click.
    if (m_state == State::Pressed
        && QLineF(m_start, m_current).length() > view()->hexLayout().size() * 0.2)
        m_state = State::Dragging;
    if (m_state == State::Dragging)
        Q_EMIT overlayChanged(before.united(bandRect()).adjusted(-4, -4, 4, 4));
}

void SelectTool::mouseReleased(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton || m_state == State::Idle)
        return;
    const model::Board &board = document()->board();
    std::vector<model::HexCoord> hexes;
    if (m_state == State::Dragging) {
        const QRectF band = bandRect();
        view()->boardPainter().forEachHexIn(board, band, [&](const model::Hex &h) {
            if (band.contains(view()->boardPainter().centre(h.coord)))
                hexes.push_back(h.coord);
        });
        Q_EMIT overlayChanged(band.adjusted(-4, -4, 4, 4));
    } else if (board.contains(e.hex)) {
        hexes.push_back(e.hex);
    }
    const bool click = m_state == State::Pressed;
    m_state = State::Idle;
    apply(hexes, e.modifiers, click);
}

void SelectTool::apply(
    const std::vector<model::HexCoord> &hexes, Qt::KeyboardModifiers modifiers, bool click)
{
    std::vector<model::HexCoord> selection = document()->selectedHexes();
    auto contains = [&](model::HexCoord c) {
        return std::find(selection.begin(), selection.end(), c) != selection.end();
    };
    if (modifiers & Qt::ControlModifier) {
        for (const model::HexCoord c : hexes) {
            if (contains(c))
                selection.erase(std::find(selection.begin(), selection.end(), c));
            else if (click) // Ctrl+click toggles; a Ctrl+drag only removes
                selection.push_back(c);
        }
    } else if (modifiers & Qt::ShiftModifier) {
        for (const model::HexCoord c : hexes)
            if (!contains(c))
                selection.push_back(c);
    } else {
        selection = hexes;
    }
    std::sort(selection.begin(), selection.end());
    document()->setSelectedHexes(std::move(selection));
}

bool SelectTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        document()->setSelectedHexes({});
        return true;
    }
    return false;
}

void SelectTool::paintOverlay(QPainter &painter, const QRectF &) const
{
    if (m_state != State::Dragging)
        return;
    QPen pen(QColor(0x4d, 0xc3, 0xff), 1.5, Qt::DashLine);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(QColor(0x4d, 0xc3, 0xff, 40));
    painter.drawRect(bandRect());
}

} // namespace isle::editor
