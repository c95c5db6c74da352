// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/ChartWidget.h"

#include <QLocale>
#include <QPainter>

#include <cmath>

namespace isle::editor {

ChartWidget::ChartWidget(const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_title(title)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QString ChartWidget::emptyText() const
{
    return tr("Run a batch to see this chart.");
}

QString ChartWidget::valueLabel(double value) const
{
    return QLocale().toString(value, 'g', 4);
}

double ChartWidget::yFor(const QRectF &plot, double value) const
{
    const double top = valueMax();
    return plot.bottom() - (top > 0 ? value / top : 0.0) * plot.height();
}

void ChartWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF card = QRectF(rect()).adjusted(2, 2, -2, -2);
    p.setPen(QPen(gridColour(), 1));
    p.setBrush(Qt::white);
    p.drawRoundedRect(card, 6, 6);

    QFont titleFont = font();
    titleFont.setBold(true);
    p.setFont(titleFont);
    p.setPen(inkColour());
    const QRectF titleRect(card.left() + 10, card.top() + 6, card.width() - 20, 20);
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter, m_title);
    p.setFont(font());

    const QFontMetricsF fm(font());
    const double labelWidth = fm.horizontalAdvance(valueLabel(valueMax())) + 8;
    const QRectF plot(card.left() + 10 + labelWidth, titleRect.bottom() + 10,
        card.width() - 24 - labelWidth,
        card.height() - titleRect.height() - 22 - fm.height() * 1.6);
    if (!hasData() || plot.height() < 20 || plot.width() < 40) {
        p.setPen(QColor(0x88, 0x88, 0x90));
        p.drawText(
            card.adjusted(10, 30, -10, -10), Qt::AlignCenter | Qt::TextWordWrap, emptyText());
        return;
    }
    // Grid lines at round values (a step of 1, 2 or 5 × 10^k giving about four intervals).
    const double step = gridStep(valueMax());
    for (int i = 0; i * step <= valueMax() * (1.0 + 1e-9); ++i) {
        const double value = i * step;
        const double y = yFor(plot, value);
        p.setPen(QPen(gridColour(), 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(inkColour());
        p.drawText(QRectF(card.left() + 4, y - fm.height() / 2, labelWidth + 2, fm.height()),
            Qt::AlignRight | Qt::AlignVCenter, valueLabel(value));
    }
    paintPlot(p, plot);
}

double ChartWidget::gridStep(double maximum)
{
    if (!(maximum > 0.0))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(maximum / 4.0)));
    double best = magnitude;
    for (const double factor : {1.0, 2.0, 5.0, 10.0}) {
        const double candidate = factor * magnitude;
        if (std::abs(maximum / candidate - 4.0) < std::abs(maximum / best - 4.0))
            best = candidate;
    }
    return best;
}

} // namespace isle::editor
