// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"
#include "validation/stats/BoardStatistics.h"

#include <QGraphicsItem>
#include <QPolygonF>

#include <vector>

namespace isle::render {
class BoardPainter;
}

namespace isle::editor {

/// Validation drawn on the board, above the board item and below the selection: an intersection
/// heat map (a disc on every intersection touching land, coloured and sized by its pips; the
/// number is written once hexes are large enough) and the findings (hexes outlined and tinted
/// in their severity's colour inside the area outlines, harbor sides and intersections marked).
/// Each layer is toggled on
/// its own (View menu); with both off the item paints nothing.
class DiagnosticsOverlay : public QGraphicsItem
{
public:
    explicit DiagnosticsOverlay(const render::BoardPainter *painter);

    /// Replaces what is drawn (LiveValidation's result).
    void setResults(
        const std::vector<model::Issue> &issues, const validation::BoardStatistics &statistics);

    bool heatMapShown() const { return m_heatMap; }
    void setHeatMapShown(bool shown);
    bool violationsShown() const { return m_violations; }
    void setViolationsShown(bool shown);

    /// Heat map discs and marked findings held (for tests).
    int spotCount() const { return static_cast<int>(m_spots.size()); }
    int findingCount() const { return static_cast<int>(m_findings.size()); }

    /// How far a finding's hex outline sits inside the hex (fraction of the size): clear of the
    /// area outlines, which the board draws just inside the sides.
    static constexpr double FindingInset = 0.2;
    /// `hex` (a hex polygon around `centre`) shrunk by FindingInset.
    static QPolygonF insetHex(const QPolygonF &hex, QPointF centre);

    /// Colour of a severity's marks (also used by the diagnostics dock's legend).
    static QColor severityColor(model::Severity severity);
    /// Heat map colour for `pips` out of `maxPips`: blue (poor) through yellow to red (rich).
    static QColor heatColor(int pips, int maxPips);

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Spot
    {
        QPointF centre;
        int pips = 0;
    };
    struct Finding
    {
        model::Severity severity = model::Severity::Error;
        std::vector<QPolygonF> hexes;
        std::vector<QLineF> edges;
        std::vector<QPointF> corners;
        QRectF bounds;
    };

    void paintHeatMap(QPainter &p, const QRectF &exposed, double pxPerUnit) const;
    void paintFindings(QPainter &p, const QRectF &exposed) const;
    void updateBounds();

    const render::BoardPainter *m_painter;
    std::vector<Spot> m_spots;
    int m_maxPips = 0;
    std::vector<Finding> m_findings; // drawn in reverse so errors end up on top
    QRectF m_spotBounds;
    QRectF m_bounds;
    bool m_heatMap = false;
    bool m_violations = false;
};

} // namespace isle::editor
