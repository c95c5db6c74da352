// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/render/BoardPainter.h"

#include <QPixmap>
#include <QPointer>
#include <QTransform>
#include <QWidget>

namespace isle::editor {

class BoardView;

/// The overview (minimap): the whole board scaled into the widget, with the part the board view
/// shows outlined. Clicking or dragging centres the view there. The board picture is cached and
/// redrawn only when the scenario changes; the outline follows every scroll and zoom.
class OverviewWidget : public QWidget
{
    Q_OBJECT

public:
    explicit OverviewWidget(BoardView *view, QWidget *parent = nullptr);

    /// The view's visible board rectangle in widget coordinates (for tests).
    QRectF visibleRect() const;
    /// Board point under a widget point.
    QPointF boardPoint(QPointF widgetPoint) const;

    QSize sizeHint() const override { return {240, 180}; }
    QSize minimumSizeHint() const override { return {80, 60}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void invalidate();
    void updateTransform();
    void navigate(QPointF widgetPoint);

    QPointer<BoardView> m_view;
    render::BoardPainter m_painter; ///< its own: the view's token cache stays at the view's zoom
    QTransform m_toWidget; ///< board coordinates → widget pixels
    QPixmap m_board; ///< cached picture of the board, empty = repaint
};

} // namespace isle::editor
