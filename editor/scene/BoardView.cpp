// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardView.h"

#include "BoardItem.h"
#include "HexPicker.h"
#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/tools/AbstractTool.h"

#include <QAction>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace isle::editor {

namespace {
constexpr double HexSize = 50.0; // board units per hex size; zoom 1 = 50 px hexes
constexpr double MinZoom = 0.02;
constexpr double MaxZoom = 8.0;
constexpr double ZoomStep = 1.25;
} // namespace

BoardView::BoardView(QWidget *parent)
    : QGraphicsView(parent)
    , m_painter(model::HexLayout(HexSize))
{
    setScene(new QGraphicsScene(this));
    setBackgroundBrush(QColor(0x24, 0x2a, 0x33));
    render::BoardPainter::Options paint;
    paint.locks = true; // the designer's locks are an editing aid: shown here, never exported
    m_painter.setOptions(paint);
    // Zooming keeps its own anchor (the cursor or the centre), see setZoom().
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setViewportUpdateMode(SmartViewportUpdate);
    setOptimizationFlags(DontSavePainterState | DontAdjustForAntialiasing);
    setMouseTracking(true);
    viewport()->setMouseTracking(true); // hover text and tool previews without a button held
    setFocusPolicy(Qt::StrongFocus);
    setDragMode(NoDrag);

    auto makeAction = [this](const QString &text, QKeySequence::StandardKey key, auto slot) {
        auto *a = new QAction(text, this);
        a->setShortcut(key);
        // Anywhere in the window: zooming must not need a click on the board first.
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, slot);
        QGraphicsView::addAction(a);
        m_viewActions << a;
        return a;
    };
    QAction *in = makeAction(tr("Zoom &In"), QKeySequence::ZoomIn, &BoardView::zoomIn);
    // Ctrl+= too: on most keyboards + needs Shift, and Ctrl+Shift+= is not what users type.
    QList<QKeySequence> inKeys = QKeySequence::keyBindings(QKeySequence::ZoomIn);
    if (!inKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Equal)))
        inKeys << QKeySequence(Qt::CTRL | Qt::Key_Equal);
    in->setShortcuts(inKeys);
    makeAction(tr("Zoom &Out"), QKeySequence::ZoomOut, &BoardView::zoomOut);
    QAction *fit = makeAction(tr("&Fit Board"), QKeySequence::UnknownKey, &BoardView::fitToWindow);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    QAction *actual
        = makeAction(tr("&Actual Size"), QKeySequence::UnknownKey, &BoardView::actualSize);
    actual->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    for (QAction *a : m_viewActions)
        a->setStatusTip(a->text().remove(QLatin1Char('&')));
}

BoardView::~BoardView() = default;

void BoardView::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    if (m_item) {
        scene()->removeItem(m_item);
        delete m_item;
        m_item = nullptr;
    }
    m_document = document;
    if (!document)
        return;
    m_item = new BoardItem(document, &m_painter);
    scene()->addItem(m_item);
    connect(document, &ScenarioDocument::hexesChanged, this, &BoardView::onHexesChanged);
    connect(document, &ScenarioDocument::boardReset, this, &BoardView::onBoardReset);
    connect(document, &ScenarioDocument::documentReset, this, &BoardView::fitToWindow);
    auto repaintAll = [this] {
        m_item->update();
    };
    connect(document, &ScenarioDocument::harborsChanged, this, repaintAll);
    connect(document, &ScenarioDocument::markersChanged, this, repaintAll);
    connect(document, &ScenarioDocument::piecesChanged, this, repaintAll);
    connect(document, &ScenarioDocument::areasChanged, this, repaintAll);
    connect(document, &ScenarioDocument::selectionChanged, this, [this] { updateOverlay(); });
    updateSceneRect();
    fitToWindow();
}

AbstractTool *BoardView::tool() const
{
    return m_tool;
}

AbstractTool *BoardView::activeTool() const
{
    // A plain pointer: reading a QPointer twice (test, then call) is not provably non-null.
    return m_document ? m_tool.data() : nullptr;
}

void BoardView::setTool(AbstractTool *tool)
{
    if (m_tool == tool)
        return;
    if (AbstractTool *old = m_tool.data()) {
        old->deactivate();
        disconnect(old, nullptr, this, nullptr);
    }
    m_tool = tool;
    if (tool) {
        connect(tool, &AbstractTool::statusMessage, this, &BoardView::statusMessage);
        connect(tool, &AbstractTool::overlayChanged, this, &BoardView::updateOverlay);
        tool->activate(this);
        viewport()->setCursor(tool->cursor());
    } else {
        viewport()->unsetCursor();
    }
    updateOverlay();
}

void BoardView::setPaintOptions(const render::BoardPainter::Options &options)
{
    m_painter.setOptions(options);
    if (m_item)
        m_item->update();
}

void BoardView::setZoom(double zoom, std::optional<QPointF> anchorScenePos)
{
    if (!m_fitting)
        m_autoFit = false; // the user chose a zoom: window resizes no longer refit
    zoom = std::clamp(zoom, MinZoom, MaxZoom);
    const double factor = zoom / this->zoom();
    if (std::abs(factor - 1.0) < 1e-9)
        return;
    // Keep the anchor (the cursor's board point, or the centre) under the same viewport pixel.
    const QPoint centrePx = viewport()->rect().center();
    const QPointF anchor = anchorScenePos.value_or(mapToScene(centrePx));
    const QPointF anchorPx = mapFromScene(anchor);
    scale(factor, factor);
    const QPointF offsetPx
        = QPointF(centrePx) - anchorPx; // centre relative to the anchor, in pixels
    centerOn(anchor + offsetPx / this->zoom());
    Q_EMIT zoomChanged(this->zoom());
}

void BoardView::panTo(QPointF boardPoint)
{
    m_autoFit = false;
    centerOn(boardPoint);
}

void BoardView::zoomIn()
{
    setZoom(zoom() * ZoomStep);
}

void BoardView::zoomOut()
{
    setZoom(zoom() / ZoomStep);
}

void BoardView::fitToWindow()
{
    const QScopedValueRollback fitting(m_fitting, true);
    m_autoFit = true;
    if (!m_document || m_document->board().isEmpty()) {
        actualSize();
        centerOn(0, 0);
        return;
    }
    const QRectF r = m_painter.boardRect(m_document->board());
    fitInView(r, Qt::KeepAspectRatio);
    if (zoom() > MaxZoom || zoom() < MinZoom)
        setZoom(zoom());
    Q_EMIT zoomChanged(zoom());
}

void BoardView::actualSize()
{
    setZoom(1.0);
}

void BoardView::updateSceneRect()
{
    // Room around the board to paint new cells into and to pan past the edge.
    const double margin = HexSize * 12;
    QRectF r = m_document ? m_painter.boardRect(m_document->board()) : QRectF();
    if (r.isNull())
        r = QRectF(-HexSize, -HexSize, 2 * HexSize, 2 * HexSize);
    scene()->setSceneRect(r.adjusted(-margin, -margin, margin, margin));
}

void BoardView::onHexesChanged(const std::vector<model::HexCoord> &coords)
{
    if (!m_item)
        return;
    QRectF dirty;
    const double pad = HexSize * 0.6; // neighbours' area outlines and tokens overlap a little
    for (const model::HexCoord c : coords)
        dirty |= m_painter.hexRect(c).adjusted(-pad, -pad, pad, pad);
    const QRectF before = m_item->boundingRect();
    m_item->updateBounds();
    if (m_item->boundingRect() != before)
        updateSceneRect();
    m_item->update(dirty);
    if (m_hovered)
        setHovered(m_hovered); // the hovered cell's description may have changed
}

void BoardView::onBoardReset()
{
    if (!m_item)
        return;
    m_item->updateBounds();
    m_item->update();
    updateSceneRect();
    updateOverlay();
}

void BoardView::updateOverlay(const QRectF &rect)
{
    if (rect.isNull())
        scene()->update();
    else
        scene()->update(rect);
}

ToolEvent BoardView::toolEvent(const QMouseEvent *event) const
{
    ToolEvent e;
    e.pos = mapToScene(event->position().toPoint());
    e.hex = HexPicker::hexAt(hexLayout(), e.pos);
    e.corner = HexPicker::cornerAt(hexLayout(), e.pos);
    e.edge = HexPicker::edgeAt(hexLayout(), e.pos);
    e.button = event->button();
    e.buttons = event->buttons();
    e.modifiers = event->modifiers();
    return e;
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    if (AbstractTool *tool = activeTool())
        tool->mousePressed(toolEvent(event));
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_autoFit = false;
        const QPoint delta = event->position().toPoint() - m_panLast;
        m_panLast = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    const ToolEvent e = toolEvent(event);
    setHovered(e.hex);
    if (AbstractTool *tool = activeTool())
        tool->mouseMoved(e);
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        if (AbstractTool *tool = m_tool.data())
            viewport()->setCursor(m_spaceHeld ? QCursor(Qt::OpenHandCursor) : tool->cursor());
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    if (AbstractTool *tool = activeTool())
        tool->mouseReleased(toolEvent(event));
    event->accept();
}

void BoardView::mouseDoubleClickEvent(QMouseEvent *event)
{
    // Tools see a double click as a second press.
    mousePressEvent(event);
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ShiftModifier) {
        // Shift+wheel scrolls; without Shift the wheel zooms at the cursor.
        m_autoFit = false;
        const QPoint d = event->angleDelta();
        horizontalScrollBar()->setValue(
            horizontalScrollBar()->value() - (d.y() != 0 ? d.y() : d.x()) / 2);
        event->accept();
        return;
    }
    const int steps = event->angleDelta().y();
    if (steps == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    const double factor = std::pow(ZoomStep, steps / 120.0);
    setZoom(zoom() * factor, mapToScene(event->position().toPoint()));
    event->accept();
}

bool BoardView::event(QEvent *event)
{
    // A key the active tool uses right now wins over a window shortcut on the same key.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (AbstractTool *tool = activeTool(); tool && tool->overridesShortcut(key)) {
            event->accept();
            return true;
        }
    }
    return QGraphicsView::event(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    if (AbstractTool *tool = activeTool(); tool && tool->keyPressed(event)) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void BoardView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        if (AbstractTool *tool = m_tool.data())
            viewport()->setCursor(tool->cursor());
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // The window's size settles after the board is opened (layout restore, docks): keep the
    // whole board in view until the user takes over.
    if (m_autoFit && m_document)
        fitToWindow();
}

void BoardView::leaveEvent(QEvent *event)
{
    setHovered(std::nullopt);
    if (AbstractTool *tool = m_tool.data())
        tool->mouseLeft();
    QGraphicsView::leaveEvent(event);
}

void BoardView::setHovered(std::optional<model::HexCoord> hex)
{
    const std::optional<model::HexCoord> old = m_hovered;
    m_hovered = hex;
    if (old && old != hex)
        updateOverlay(m_painter.hexRect(*old));
    if (hex && old != hex)
        updateOverlay(m_painter.hexRect(*hex));
    Q_EMIT hoverTextChanged(hex ? describeHex(*hex) : QString());
}

QString BoardView::describeHex(model::HexCoord hex) const
{
    QStringList parts;
    parts << DisplayNames::coordinate(hex);
    const model::Board *board = m_document ? &m_document->board() : nullptr;
    const model::Hex *cell = board ? board->hexAt(hex) : nullptr;
    if (!cell) {
        parts << tr("off the board");
        return parts.join(QStringLiteral(" · "));
    }
    parts << DisplayNames::terrain(cell->terrain);
    if (cell->token) {
        if (cell->token->letter.empty())
            parts << tr("token %1").arg(cell->token->value);
        else
            parts << tr("token %1 (%2)")
                         .arg(cell->token->value)
                         .arg(QString::fromStdString(cell->token->letter));
    }
    if (!cell->area.empty()) {
        const model::Area *area = m_document->scenario().area(cell->area);
        parts << tr("area %1").arg(
            QString::fromStdString(area && !area->name.empty() ? area->name : cell->area));
    }
    for (const model::Harbor &h : board->harbors())
        if (h.hex == hex || h.landHex() == hex)
            parts << tr("%1 harbor").arg(DisplayNames::harborType(h.type));
    // Markers on the cell, on its corners and on its sides.
    for (const model::Marker &m : board->markers()) {
        bool here = false;
        switch (model::markerSite(m.type)) {
        case model::MarkerSite::Hex:
            here = m.hex == hex;
            break;
        case model::MarkerSite::Corner: {
            const auto touching = m.corner.touchingHexes();
            here = std::find(touching.begin(), touching.end(), hex) != touching.end();
            break;
        }
        case model::MarkerSite::Edge: {
            const auto sides = m.edge.hexes();
            here = sides[0] == hex || sides[1] == hex;
            break;
        }
        }
        const QString name = DisplayNames::markerType(m.type);
        if (here && !parts.contains(name))
            parts << name;
    }
    if (board->robber() == hex)
        parts << tr("robber");
    if (board->pirate() == hex)
        parts << tr("pirate");
    return parts.join(QStringLiteral(" · "));
}

void BoardView::drawForeground(QPainter *painter, const QRectF &rect)
{
    if (!m_document)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    // Selection: translucent fill and a bright outline.
    const auto &selection = m_document->selectedHexes();
    if (!selection.empty()) {
        QPen pen(QColor(0x4d, 0xc3, 0xff), 2.5);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(QColor(0x4d, 0xc3, 0xff, 70));
        for (const model::HexCoord c : selection)
            if (m_painter.hexRect(c).intersects(rect))
                painter->drawPolygon(m_painter.hexPolygon(c));
    }
    if (m_hovered && m_painter.hexRect(*m_hovered).intersects(rect)) {
        QPen pen(QColor(255, 255, 255, 200), 2.0);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(m_painter.hexPolygon(*m_hovered));
    }
    if (AbstractTool *tool = m_tool.data())
        tool->paintOverlay(*painter, rect);
}

} // namespace isle::editor
