// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

namespace isle::editor {

/// Base of the playtest charts: a titled card with a plot area, a value axis with grid lines and
/// a note line for an empty chart. Subclasses draw their marks in paintPlot(); plain QPainter,
/// no chart library.
class ChartWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ChartWidget(const QString &title, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {380, 240}; }
    QSize minimumSizeHint() const override { return {240, 170}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    /// Draws into `plot` (widget coordinates); `valueMax` is what the top of the axis means.
    virtual void paintPlot(QPainter &p, const QRectF &plot) const = 0;
    /// False: the chart shows emptyText() instead of the plot.
    virtual bool hasData() const = 0;
    virtual QString emptyText() const;
    /// The top of the value axis and how its labels read ("%1%" or "%1").
    virtual double valueMax() const = 0;
    virtual QString valueLabel(double value) const;

    /// Maps a value to a y coordinate inside `plot`.
    double yFor(const QRectF &plot, double value) const;
    static QColor inkColour() { return {0x33, 0x33, 0x3a}; }
    static QColor gridColour() { return {0xdd, 0xdd, 0xe2}; }
    /// The grid spacing for an axis up to `maximum`: 1, 2 or 5 × 10^k, about four intervals.
    static double gridStep(double maximum);

private:
    QString m_title;
};

} // namespace isle::editor
