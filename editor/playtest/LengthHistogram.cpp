// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/LengthHistogram.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace isle::editor {

LengthHistogram::LengthHistogram(QWidget *parent)
    : ChartWidget(tr("Game length (turns)"), parent)
{ }

QString LengthHistogram::emptyText() const
{
    return tr("Run a batch to see the game lengths (saved reports keep no per-game lengths).");
}

void LengthHistogram::setGames(const std::vector<int> &turns, const std::vector<bool> &stalled)
{
    m_bins.clear();
    m_stalled = 0;
    int lo = 0, hi = -1;
    for (std::size_t i = 0; i < turns.size(); ++i) {
        if (i < stalled.size() && stalled[i]) {
            ++m_stalled;
            continue;
        }
        lo = hi < lo ? turns[i] : std::min(lo, turns[i]);
        hi = std::max(hi, turns[i]);
    }
    if (hi >= lo) {
        // A round bin width (1, 2, 5, 10, 20, 50, ...) giving at most BinTarget bins.
        const int span = hi - lo + 1;
        int width = 1;
        for (int step = 0; span > width * BinTarget; ++step)
            width = (step % 3 == 0          ? 2
                            : step % 3 == 1 ? 5
                                            : 10)
                * static_cast<int>(std::pow(10, step / 3));
        m_width = width;
        m_first = lo / width * width;
        m_bins.assign(static_cast<std::size_t>((hi - m_first) / width + 1), 0);
        for (std::size_t i = 0; i < turns.size(); ++i)
            if (i >= stalled.size() || !stalled[i])
                ++m_bins[static_cast<std::size_t>((turns[i] - m_first) / width)];
    }
    update();
}

double LengthHistogram::valueMax() const
{
    int top = m_stalled;
    for (int n : m_bins)
        top = std::max(top, n);
    // Round up so the four grid lines fall on whole numbers of games.
    return std::max(4, (top + 3) / 4 * 4);
}

void LengthHistogram::paintPlot(QPainter &p, const QRectF &plot) const
{
    const int columns = static_cast<int>(m_bins.size()) + (m_stalled > 0 ? 1 : 0);
    const double slot = plot.width() / std::max(columns, 1);
    const QFontMetricsF fm(font());
    const int labelEvery = std::max(
        1, static_cast<int>(std::ceil(fm.horizontalAdvance(QStringLiteral("0000")) / slot)));
    for (int i = 0; i < columns; ++i) {
        const bool stalledBar = i == static_cast<int>(m_bins.size());
        const int count = stalledBar ? m_stalled : m_bins[static_cast<std::size_t>(i)];
        const QRectF bar(plot.left() + slot * i + 1, yFor(plot, count), slot - 2,
            plot.bottom() - yFor(plot, count));
        p.setPen(Qt::NoPen);
        p.setBrush(stalledBar ? QColor(0xb0, 0xb0, 0xb8) : QColor(0x3d, 0x7e, 0xc0));
        p.drawRect(bar);
        p.setPen(inkColour());
        if (stalledBar)
            p.drawText(QRectF(bar.left() - slot, plot.bottom() + 3, slot * 3, fm.height()),
                Qt::AlignCenter, tr("limit"));
        else if (i % labelEvery == 0)
            p.drawText(QRectF(bar.left() - slot, plot.bottom() + 3, slot * 2, fm.height()),
                Qt::AlignCenter, QLocale().toString(m_first + i * m_width));
    }
}

} // namespace isle::editor
