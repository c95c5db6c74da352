// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/WinRateChart.h"

#include "editor/playtest/PlaytestNames.h"
#include "editor/render/BoardPainter.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace isle::editor {

WinRateChart::WinRateChart(QWidget *parent)
    : ChartWidget(tr("Win rate per seat (95% interval)"), parent)
{ }

void WinRateChart::setReport(const validation::PlaytestReport &report)
{
    m_report = report;
    update();
}

double WinRateChart::valueMax() const
{
    double top = 0.0;
    for (int seat = 0; seat < m_report.players; ++seat)
        top = std::max(top, m_report.winRateInterval(seat).second);
    if (m_report.games > 0)
        top = std::max(top,
            static_cast<double>(m_report.stalled + m_report.drawn)
                / static_cast<double>(m_report.games));
    // Round up to a multiple of 10% so the grid lines read as round numbers.
    return std::clamp(std::ceil(top * 10.0 + 1e-9) / 10.0, 0.1, 1.0);
}

QString WinRateChart::valueLabel(double value) const
{
    return tr("%1%").arg(QLocale().toString(static_cast<qlonglong>(std::lround(value * 100.0))));
}

void WinRateChart::paintPlot(QPainter &p, const QRectF &plot) const
{
    const int bars = m_report.players + 1; // the seats and "no winner"
    const double slot = plot.width() / bars;
    const double barWidth = slot * 0.56;
    const QFontMetricsF fm(font());
    for (int i = 0; i < bars; ++i) {
        const bool stalled = i == m_report.players;
        const double rate = stalled
            ? static_cast<double>(m_report.stalled + m_report.drawn) // stalled or drawn
                / static_cast<double>(m_report.games)
            : m_report.winRate(i);
        const double x = plot.left() + slot * i + (slot - barWidth) / 2;
        const QRectF bar(x, yFor(plot, rate), barWidth, plot.bottom() - yFor(plot, rate));
        p.setPen(QPen(QColor(0x44, 0x44, 0x44), 1));
        p.setBrush(stalled ? QColor(0xb0, 0xb0, 0xb8) : render::BoardPainter::playerColor(i));
        p.drawRect(bar);
        if (!stalled) {
            const auto [lo, hi] = m_report.winRateInterval(i);
            const double cx = x + barWidth / 2;
            p.setPen(QPen(inkColour(), 1.6));
            p.drawLine(QPointF(cx, yFor(plot, lo)), QPointF(cx, yFor(plot, hi)));
            p.drawLine(QPointF(cx - 6, yFor(plot, lo)), QPointF(cx + 6, yFor(plot, lo)));
            p.drawLine(QPointF(cx - 6, yFor(plot, hi)), QPointF(cx + 6, yFor(plot, hi)));
        }
        p.setPen(inkColour());
        p.drawText(QRectF(plot.left() + slot * i, bar.top() - fm.height() - 2, slot, fm.height()),
            Qt::AlignCenter, valueLabel(rate));
        const QString label = stalled ? tr("no winner") : PlaytestNames::seat(i);
        p.drawText(QRectF(plot.left() + slot * i, plot.bottom() + 3, slot, fm.height()),
            Qt::AlignCenter, fm.elidedText(label, Qt::ElideRight, slot));
    }
    // The fair share.
    const double fairY = yFor(plot, 1.0 / m_report.players);
    p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.2, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), fairY), QPointF(plot.right(), fairY));
    p.drawText(QRectF(plot.right() - 120, fairY - fm.height() - 1, 120, fm.height()),
        Qt::AlignRight, tr("fair share"));
}

} // namespace isle::editor
