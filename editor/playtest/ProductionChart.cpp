// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/ProductionChart.h"

#include "editor/playtest/PlaytestNames.h"
#include "editor/render/BoardPainter.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace isle::editor {

ProductionChart::ProductionChart(QWidget *parent)
    : ChartWidget(tr("Cards produced per game, by resource and seat"), parent)
{ }

void ProductionChart::setReport(const validation::PlaytestReport &report)
{
    m_report = report;
    update();
}

double ProductionChart::perGame(int seat, int resource) const
{
    if (m_report.games == 0 || seat >= static_cast<int>(m_report.producedSum.size()))
        return 0.0;
    return static_cast<double>(m_report.producedSum[static_cast<std::size_t>(seat)]
                                                   [static_cast<std::size_t>(resource)])
        / static_cast<double>(m_report.games);
}

double ProductionChart::valueMax() const
{
    double top = 0;
    for (int r = 0; r < validation::ResourceKinds; ++r) {
        double sum = 0;
        for (int seat = 0; seat < m_report.players; ++seat)
            sum += perGame(seat, r);
        top = std::max(top, sum);
    }
    // Round up to a multiple of 4 × a power-of-ten step so grid labels are round.
    const double step = std::pow(10.0, std::floor(std::log10(std::max(top / 4.0, 1.0))));
    return std::max(4.0, std::ceil(top / (4.0 * step)) * 4.0 * step);
}

void ProductionChart::paintPlot(QPainter &p, const QRectF &plot) const
{
    const double slot = plot.width() / validation::ResourceKinds;
    const double barWidth = slot * 0.6;
    const QFontMetricsF fm(font());
    for (int r = 0; r < validation::ResourceKinds; ++r) {
        const double x = plot.left() + slot * r + (slot - barWidth) / 2;
        double base = 0;
        for (int seat = 0; seat < m_report.players; ++seat) {
            const double v = perGame(seat, r);
            const QRectF seg(
                x, yFor(plot, base + v), barWidth, yFor(plot, base) - yFor(plot, base + v));
            p.setPen(QPen(QColor(0x44, 0x44, 0x44), 0.8));
            p.setBrush(render::BoardPainter::playerColor(seat));
            p.drawRect(seg);
            base += v;
        }
        p.setPen(inkColour());
        p.drawText(
            QRectF(plot.left() + slot * r, yFor(plot, base) - fm.height() - 2, slot, fm.height()),
            Qt::AlignCenter, QLocale().toString(base, 'f', 1));
        p.drawText(QRectF(plot.left() + slot * r, plot.bottom() + 3, slot, fm.height()),
            Qt::AlignCenter, PlaytestNames::resource(r));
    }
}

} // namespace isle::editor
