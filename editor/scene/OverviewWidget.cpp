// SPDX-License-Identifier: GPL-3.0-or-later
#include "OverviewWidget.h"

#include "BoardView.h"
#include "editor/document/ScenarioDocument.h"

#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

namespace isle::editor {

OverviewWidget::OverviewWidget(BoardView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
    , m_painter(view->hexLayout())
{
    setObjectName(QStringLiteral("OverviewWidget"));
    setToolTip(tr("The whole board; the frame shows what the board view shows. Click or drag to "
                  "move the view there."));
    setCursor(Qt::PointingHandCursor);
    setAttribute(Qt::WA_OpaquePaintEvent);
    auto follow = [this] {
        update();
    };
    connect(view->horizontalScrollBar(), &QScrollBar::valueChanged, this, follow);
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, this, follow);
    connect(view, &BoardView::zoomChanged, this, follow);
    if (ScenarioDocument *doc = view->document()) {
        connect(doc, &ScenarioDocument::scenarioChanged, this, &OverviewWidget::invalidate);
        connect(doc, &ScenarioDocument::documentReset, this, &OverviewWidget::invalidate);
    }
}

void OverviewWidget::invalidate()
{
    m_board = QPixmap();
    update();
}

void OverviewWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    invalidate();
}

void OverviewWidget::updateTransform()
{
    m_toWidget = QTransform();
    const BoardView *view = m_view.data();
    if (!view || !view->document() || view->document()->board().isEmpty())
        return;
    const QRectF board = view->boardPainter().boardRect(view->document()->board());
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    if (board.isEmpty() || area.isEmpty())
        return;
    const double scale = std::min(area.width() / board.width(), area.height() / board.height());
    const QPointF offset
        = area.center() - QPointF(board.center().x() * scale, board.center().y() * scale);
    m_toWidget
        = QTransform::fromScale(scale, scale) * QTransform::fromTranslate(offset.x(), offset.y());
}

QRectF OverviewWidget::visibleRect() const
{
    const BoardView *view = m_view.data();
    if (!view)
        return {};
    const QRectF seen = view->mapToScene(view->viewport()->rect()).boundingRect();
    return m_toWidget.mapRect(seen);
}

QPointF OverviewWidget::boardPoint(QPointF widgetPoint) const
{
    return m_toWidget.inverted().map(widgetPoint);
}

void OverviewWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base).darker(140));
    BoardView *view = m_view.data();
    if (!view || !view->document() || view->document()->board().isEmpty())
        return;
    if (m_board.isNull() || m_board.size() != size() * devicePixelRatioF()) {
        updateTransform();
        m_board = QPixmap(size() * devicePixelRatioF());
        m_board.setDevicePixelRatio(devicePixelRatioF());
        m_board.fill(Qt::transparent);
        QPainter bp(&m_board);
        bp.setRenderHint(QPainter::Antialiasing);
        bp.setTransform(m_toWidget);
        const QRectF all = m_toWidget.inverted().mapRect(QRectF(rect()));
        m_painter.setOptions(view->boardPainter().options());
        m_painter.paint(bp, view->document()->scenario(), all);
    }
    p.drawPixmap(0, 0, m_board);
    // What the board view shows: a bright frame with a dark edge, visible on sea and land.
    const QRectF seen = visibleRect().intersected(QRectF(rect()).adjusted(1, 1, -1, -1));
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(QColor(255, 255, 255, 40));
    p.setPen(QPen(QColor(0, 0, 0, 160), 3));
    p.drawRect(seen);
    p.setPen(QPen(QColor(0xff, 0xd5, 0x4f), 1.5));
    p.drawRect(seen);
}

void OverviewWidget::navigate(QPointF widgetPoint)
{
    if (BoardView *view = m_view.data(); view && !m_toWidget.isIdentity())
        view->panTo(boardPoint(widgetPoint));
}

void OverviewWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        navigate(event->position());
}

void OverviewWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        navigate(event->position());
}

} // namespace isle::editor
