// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include <optional>

namespace isle::editor {

/// Selects cells: click selects one, drag selects those in the rubber band; Shift adds to the
/// selection, Ctrl removes from it (a Ctrl+click toggles). Escape clears it.
class SelectTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit SelectTool(QObject *parent = nullptr);
    QString description() const override;
    QCursor cursor() const override { return Qt::ArrowCursor; }

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;

private:
    enum class State {
        Idle, ///< nothing pressed
        Pressed, ///< button down, not yet moved far enough to be a drag
        Dragging, ///< rubber band shown
    };
    void apply(
        const std::vector<model::HexCoord> &hexes, Qt::KeyboardModifiers modifiers, bool click);
    QRectF bandRect() const { return QRectF(m_start, m_current).normalized(); }

    State m_state = State::Idle;
    QPointF m_start;
    QPointF m_current;
};

} // namespace isle::editor
