// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosticsOverlay.h"

#include "editor/render/BoardPainter.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace isle::editor {

DiagnosticsOverlay::DiagnosticsOverlay(const render::BoardPainter *painter)
    : m_painter(painter)
{
    setFlag(ItemUsesExtendedStyleOption); // exposedRect: paint only what is dirty
    setZValue(1); // above the board item; the view's foreground (selection, hover) stays on top
    setAcceptedMouseButtons(Qt::NoButton); // clicks go through to the tools
}

QPolygonF DiagnosticsOverlay::insetHex(const QPolygonF &hex, QPointF centre)
{
    // The board draws area outlines in a band 2-12 % of the hex size inside its sides; a
    // finding's tint and outline stop at 80 %, so both stay visible on the same hex.
    QPolygonF inset;
    for (const QPointF &corner : hex)
        inset << centre + (corner - centre) * (1.0 - FindingInset);
    return inset;
}

QColor DiagnosticsOverlay::severityColor(model::Severity severity)
{
    switch (severity) {
    case model::Severity::Error:
        return {0xe5, 0x39, 0x35};
    case model::Severity::Warning:
        return {0xff, 0xa7, 0x26};
    case model::Severity::Info:
        return {0x42, 0xa5, 0xf5};
    }
    return Qt::red;
}

QColor DiagnosticsOverlay::heatColor(int pips, int maxPips)
{
    // Hue from 240° (blue) at 0 pips through 60° (yellow) to 0° (red) at the board's maximum.
    const double t = maxPips > 0 ? std::clamp(static_cast<double>(pips) / maxPips, 0.0, 1.0) : 0;
    return QColor::fromHsvF(static_cast<float>((1.0 - t) * 240.0 / 360.0), 0.85f, 0.95f);
}

void DiagnosticsOverlay::setResults(
    const std::vector<model::Issue> &issues, const validation::BoardStatistics &statistics)
{
    m_spots.clear();
    m_maxPips = 0;
    m_spotBounds = {};
    const double s = m_painter->layout().size();
    for (const auto &i : statistics.intersections) {
        const QPointF c = m_painter->corner(i.corner);
        m_spots.push_back({c, i.pips});
        m_maxPips = std::max(m_maxPips, i.pips);
        m_spotBounds = m_spotBounds.united(QRectF(c.x() - s / 2, c.y() - s / 2, s, s));
    }

    m_findings.clear();
    for (const model::Issue &issue : issues) {
        Finding f;
        f.severity = issue.severity;
        for (model::HexCoord h : issue.hexes) {
            f.hexes.push_back(insetHex(m_painter->hexPolygon(h), m_painter->centre(h)));
            f.bounds = f.bounds.united(m_painter->hexRect(h));
        }
        for (const model::EdgeCoord &e : issue.edges) {
            const auto ends = e.corners();
            const QLineF line(m_painter->corner(ends[0]), m_painter->corner(ends[1]));
            f.edges.push_back(line);
            f.bounds = f.bounds.united(QRectF(line.p1(), line.p2()).normalized());
        }
        for (const model::CornerCoord &c : issue.corners) {
            f.corners.push_back(m_painter->corner(c));
            f.bounds = f.bounds.united(QRectF(f.corners.back(), QSizeF(0, 0)));
        }
        if (f.hexes.empty() && f.edges.empty() && f.corners.empty())
            continue; // about the whole scenario: nothing to point at
        f.bounds.adjust(-s / 2, -s / 2, s / 2, s / 2); // pens and corner rings reach outside
        m_findings.push_back(std::move(f));
    }
    updateBounds();
    update();
}

void DiagnosticsOverlay::setHeatMapShown(bool shown)
{
    if (m_heatMap == shown)
        return;
    m_heatMap = shown;
    updateBounds();
    update();
}

void DiagnosticsOverlay::setViolationsShown(bool shown)
{
    if (m_violations == shown)
        return;
    m_violations = shown;
    updateBounds();
    update();
}

void DiagnosticsOverlay::updateBounds()
{
    QRectF r;
    if (m_heatMap)
        r = m_spotBounds;
    if (m_violations)
        for (const Finding &f : m_findings)
            r = r.united(f.bounds);
    if (r != m_bounds) {
        prepareGeometryChange();
        m_bounds = r;
    }
}

void DiagnosticsOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_violations)
        paintFindings(*painter, exposed);
    if (m_heatMap)
        paintHeatMap(*painter, exposed, painter->worldTransform().m11());
    painter->restore();
}

void DiagnosticsOverlay::paintFindings(QPainter &p, const QRectF &exposed) const
{
    for (auto it = m_findings.rbegin(); it != m_findings.rend(); ++it) {
        const Finding &f = *it;
        if (!f.bounds.intersects(exposed))
            continue;
        const QColor colour = severityColor(f.severity);
        QColor fill = colour;
        fill.setAlpha(f.severity == model::Severity::Info ? 40 : 80);
        QPen outline(colour, 3.0);
        outline.setCosmetic(true);
        outline.setJoinStyle(Qt::RoundJoin);
        p.setPen(outline);
        p.setBrush(fill);
        for (const QPolygonF &hex : f.hexes)
            p.drawPolygon(hex);
        QPen side(colour, 7.0, Qt::SolidLine, Qt::RoundCap);
        side.setCosmetic(true);
        p.setPen(side);
        for (const QLineF &line : f.edges)
            p.drawLine(line);
        const double r = m_painter->layout().size() * 0.22;
        p.setPen(outline);
        p.setBrush(Qt::NoBrush);
        for (const QPointF &c : f.corners)
            p.drawEllipse(c, r, r);
    }
}

void DiagnosticsOverlay::paintHeatMap(QPainter &p, const QRectF &exposed, double pxPerUnit) const
{
    const double s = m_painter->layout().size();
    QPen ring(QColor(20, 20, 20, 200), 1.2);
    ring.setCosmetic(true);
    // Numbers only when the smallest disc is at least ~14 device pixels wide.
    const bool label = pxPerUnit * s * 0.28 >= 14.0;
    QFont font = p.font();
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.18))); // board units
    font.setBold(true);
    p.setFont(font);
    for (const Spot &spot : m_spots) {
        const double r = s * (0.14 + 0.08 * (m_maxPips > 0 ? double(spot.pips) / m_maxPips : 0));
        const QRectF disc(spot.centre.x() - r, spot.centre.y() - r, 2 * r, 2 * r);
        if (!disc.intersects(exposed))
            continue;
        p.setPen(ring);
        p.setBrush(spot.pips > 0 ? heatColor(spot.pips, m_maxPips) : QColor(90, 90, 90, 160));
        p.drawEllipse(disc);
        if (label && spot.pips > 0) {
            p.setPen(Qt::black);
            const double w = s * 0.4;
            p.drawText(QRectF(spot.centre.x() - w / 2, spot.centre.y() - w / 2, w, w),
                Qt::AlignCenter, QString::number(spot.pips));
        }
    }
}

} // namespace isle::editor
