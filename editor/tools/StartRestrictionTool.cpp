// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartRestrictionTool.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QPainter>

#include <algorithm>

namespace isle::editor {

StartRestrictionTool::StartRestrictionTool(QObject *parent)
    : AbstractTool(tr("Start Restriction"), QStringLiteral("start-restriction"),
        QKeySequence(Qt::Key_N), parent)
{ }

QString StartRestrictionTool::description() const
{
    return tr("Click an intersection to forbid or allow a starting settlement there.");
}

void StartRestrictionTool::deactivate()
{
    m_hover.reset();
    AbstractTool::deactivate();
}

void StartRestrictionTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    const model::Board &board = document()->board();
    const auto touching = e.corner.touchingHexes();
    const bool onLand = std::any_of(touching.begin(), touching.end(), [&](model::HexCoord h) {
        const auto t = board.terrainAt(h);
        return t && model::isLand(*t);
    });
    std::vector<model::Marker> markers = board.markers();
    auto it = std::find_if(markers.begin(), markers.end(), [&](const model::Marker &m) {
        return m.type == model::MarkerType::NoSettlementAtSetup && m.corner == e.corner;
    });
    if (it != markers.end()) {
        markers.erase(it);
        document()->setMarkers(std::move(markers), tr("Allow Starting Settlement"));
        return;
    }
    if (!onLand) {
        Q_EMIT statusMessage(tr("Only intersections on land can take a settlement."));
        return;
    }
    model::Marker m;
    m.type = model::MarkerType::NoSettlementAtSetup;
    m.corner = e.corner;
    markers.push_back(m);
    document()->setMarkers(std::move(markers), tr("Forbid Starting Settlement"));
}

QRectF StartRestrictionTool::cornerRect(model::CornerCoord c) const
{
    const double s = view()->hexLayout().size() * 0.25;
    const QPointF p = view()->boardPainter().corner(c);
    return {p.x() - s, p.y() - s, 2 * s, 2 * s};
}

void StartRestrictionTool::mouseMoved(const ToolEvent &e)
{
    if (m_hover == e.corner)
        return;
    if (m_hover)
        Q_EMIT overlayChanged(cornerRect(*m_hover));
    m_hover = e.corner;
    Q_EMIT overlayChanged(cornerRect(e.corner));
}

void StartRestrictionTool::mouseLeft()
{
    if (m_hover)
        Q_EMIT overlayChanged(cornerRect(*m_hover));
    m_hover.reset();
}

void StartRestrictionTool::paintOverlay(QPainter &painter, const QRectF &) const
{
    if (!m_hover)
        return;
    QPen pen(QColor(0xff, 0xe0, 0x70), 2.5);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const double r = view()->hexLayout().size() * 0.17;
    painter.drawEllipse(view()->boardPainter().corner(*m_hover), r, r);
}

} // namespace isle::editor
