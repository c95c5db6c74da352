// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ToolEvent.h"
#include "editor/render/BoardPainter.h"

#include <QGraphicsView>
#include <QPointer>

#include <optional>

class QAction;

namespace isle::editor {

class AbstractTool;
class BoardItem;
class ScenarioDocument;

/// The board of a ScenarioDocument in a zoomable, pannable view. Zoom: mouse wheel (anchored
/// under the cursor), Ctrl++ / Ctrl+- / Ctrl+0 (fit); pan: middle-button drag, Space+drag, the
/// scroll bars and Shift+wheel. Mouse and key events on the board go to the active tool; the
/// view itself never changes the scenario. Repaints follow the document's signals: changed
/// hexes repaint only their rectangles, a reset repaints everything. A newly opened board is
/// fitted to the view and stays fitted while the window is resized, until the user zooms or pans.
class BoardView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit BoardView(QWidget *parent = nullptr);
    ~BoardView() override;

    void setDocument(ScenarioDocument *document);
    ScenarioDocument *document() const { return m_document; }

    void setTool(AbstractTool *tool);
    AbstractTool *tool() const;

    const render::BoardPainter &boardPainter() const { return m_painter; }
    const model::HexLayout &hexLayout() const { return m_painter.layout(); }
    void setPaintOptions(const render::BoardPainter::Options &options);

    /// Zoom factor: device pixels per board unit.
    double zoom() const { return transform().m11(); }
    void setZoom(double zoom, std::optional<QPointF> anchorScenePos = std::nullopt);
    /// Centres the view on a board point (the overview's navigation); like a pan, it ends the
    /// automatic fitting.
    void panTo(QPointF boardPoint);

    /// Zoom in, zoom out, fit the board, actual size: with standard shortcuts, active anywhere in
    /// the view's window. MainWindow puts them in its View menu.
    QList<QAction *> viewActions() const { return m_viewActions; }

    /// The hex under the mouse, if the mouse is over the view.
    std::optional<model::HexCoord> hoveredHex() const { return m_hovered; }
    /// One line about a cell: coordinate, terrain, token, area, harbors, pieces.
    QString describeHex(model::HexCoord hex) const;

    /// Repaints the overlay (tool previews) within `rect` (board coordinates; null = all).
    void updateOverlay(const QRectF &rect = {});
    /// Board rectangle of a hex (for overlay updates).
    QRectF hexRect(model::HexCoord h) const { return m_painter.hexRect(h); }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    void actualSize();

Q_SIGNALS:
    /// Text for the status bar: the hovered cell, or empty when the mouse left the board.
    void hoverTextChanged(const QString &text);
    /// A tool's message (e.g. why a harbor cannot go there), for the status bar.
    void statusMessage(const QString &text);
    void zoomChanged(double zoom);

protected:
    bool event(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    ToolEvent toolEvent(const QMouseEvent *event) const;
    /// The tool to forward events to: none without a document.
    AbstractTool *activeTool() const;
    void onHexesChanged(const std::vector<model::HexCoord> &coords);
    void onBoardReset();
    void updateSceneRect();
    void setHovered(std::optional<model::HexCoord> hex);

    ScenarioDocument *m_document = nullptr;
    QPointer<AbstractTool> m_tool;
    render::BoardPainter m_painter;
    BoardItem *m_item = nullptr;
    QList<QAction *> m_viewActions;
    std::optional<model::HexCoord> m_hovered;
    bool m_autoFit = true; ///< refit on resize: the user has not zoomed or panned yet
    bool m_fitting = false; ///< inside fitToWindow(): its own zooming keeps m_autoFit
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panLast;
};

} // namespace isle::editor
