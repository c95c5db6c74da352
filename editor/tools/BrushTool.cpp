// SPDX-License-Identifier: GPL-3.0-or-later
#include "BrushTool.h"

#include "editor/scene/BoardView.h"

#include <QFormLayout>
#include <QPainter>
#include <QSpinBox>

#include <algorithm>

namespace isle::editor {

void BrushTool::setBrushSize(int size)
{
    size = std::clamp(size, 1, 3);
    if (size == m_size)
        return;
    m_size = size;
    Q_EMIT brushSizeChanged(size);
}

std::vector<model::HexCoord> BrushTool::footprint(model::HexCoord centre) const
{
    std::vector<model::HexCoord> out;
    const int rings = m_size - 1;
    for (int dq = -rings; dq <= rings; ++dq)
        for (int dr = std::max(-rings, -dq - rings); dr <= std::min(rings, -dq + rings); ++dr)
            out.push_back(centre + model::HexCoord {dq, dr});
    std::sort(out.begin(), out.end());
    return out;
}

QRectF BrushTool::footprintRect(model::HexCoord centre) const
{
    QRectF r;
    for (const model::HexCoord c : footprint(centre))
        r |= view()->hexRect(c);
    return r.adjusted(-3, -3, 3, 3);
}

void BrushTool::deactivate()
{
    if (m_stroking)
        endStroke();
    m_stroking = false;
    m_hover.reset();
    AbstractTool::deactivate();
}

void BrushTool::mousePressed(const ToolEvent &e)
{
    if (m_stroking || (e.button != Qt::LeftButton && e.button != Qt::RightButton))
        return;
    m_stroking = true;
    m_erasing = e.button == Qt::RightButton || (e.modifiers & Qt::ShiftModifier);
    m_visited.clear();
    m_last.reset();
    beginStroke(m_erasing);
    visit(e.hex, e.hex);
    m_last = e.hex;
}

void BrushTool::mouseMoved(const ToolEvent &e)
{
    if (m_hover != e.hex) {
        if (m_hover)
            Q_EMIT overlayChanged(footprintRect(*m_hover));
        m_hover = e.hex;
        Q_EMIT overlayChanged(footprintRect(e.hex));
    }
    if (m_stroking && m_last != e.hex) {
        visit(*m_last, e.hex);
        m_last = e.hex;
    }
}

void BrushTool::mouseReleased(const ToolEvent &e)
{
    if (!m_stroking || (e.button != Qt::LeftButton && e.button != Qt::RightButton))
        return;
    m_stroking = false;
    endStroke();
    Q_EMIT overlayChanged({});
}

void BrushTool::mouseLeft()
{
    if (m_hover)
        Q_EMIT overlayChanged(footprintRect(*m_hover));
    m_hover.reset();
}

void BrushTool::visit(model::HexCoord from, model::HexCoord to)
{
    // Every hex on the line from `from` to `to` (fast drags skip hexes between mouse events).
    const int n = from.distanceTo(to);
    const model::HexLayout &layout = view()->hexLayout();
    const model::Point a = layout.centre(from);
    const model::Point b = layout.centre(to);
    std::vector<model::HexCoord> fresh;
    for (int i = 0; i <= n; ++i) {
        const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
        // A tiny nudge keeps points on a shared side from flickering between the two hexes.
        const model::HexCoord c
            = layout.hexAt({a.x + (b.x - a.x) * t + 1e-6, a.y + (b.y - a.y) * t + 1e-6});
        for (const model::HexCoord f : footprint(c)) {
            auto it = std::lower_bound(m_visited.begin(), m_visited.end(), f);
            if (it != m_visited.end() && *it == f)
                continue;
            m_visited.insert(it, f);
            fresh.push_back(f);
        }
    }
    if (!fresh.empty()) {
        std::sort(fresh.begin(), fresh.end());
        strokeHexes(fresh);
    }
}

const std::vector<model::HexCoord> &BrushTool::pendingHexes() const
{
    static const std::vector<model::HexCoord> none;
    return none;
}

void BrushTool::paintOverlay(QPainter &painter, const QRectF &exposed) const
{
    const render::BoardPainter &bp = view()->boardPainter();
    const auto &pending = pendingHexes();
    if (!pending.empty()) {
        QPen pen(QColor(0xff, 0x50, 0x50), 2.0);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.setBrush(QColor(0xff, 0x50, 0x50, 90));
        for (const model::HexCoord c : pending)
            if (bp.hexRect(c).intersects(exposed))
                painter.drawPolygon(bp.hexPolygon(c));
    }
    if (!m_hover)
        return;
    QColor fill = previewColor();
    fill.setAlpha(70);
    QPen pen(QColor(255, 255, 255, 230), 1.5, Qt::DashLine);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(fill);
    for (const model::HexCoord c : footprint(*m_hover))
        painter.drawPolygon(bp.hexPolygon(c));
}

QWidget *BrushTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    auto *size = new QSpinBox(w);
    size->setRange(1, 3);
    size->setValue(m_size);
    size->setToolTip(tr("1: one hex; 2 and 3: that many rings around it"));
    connect(size, &QSpinBox::valueChanged, this, &BrushTool::setBrushSize);
    connect(this, &BrushTool::brushSizeChanged, size, &QSpinBox::setValue);
    form->addRow(tr("Brush size:"), size);
    return w;
}

} // namespace isle::editor
