// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/playtest/ChartWidget.h"
#include "validation/playtest/PlaytestReport.h"

namespace isle::editor {

/// Win rate per seat as bars in the seat colours, with the 95% Wilson interval as whiskers and
/// the fair share (1 / players) as a dashed line; the stalled share gets a grey bar.
class WinRateChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit WinRateChart(QWidget *parent = nullptr);
    void setReport(const validation::PlaytestReport &report);

protected:
    void paintPlot(QPainter &p, const QRectF &plot) const override;
    bool hasData() const override { return m_report.games > 0; }
    double valueMax() const override;
    QString valueLabel(double value) const override;

private:
    validation::PlaytestReport m_report;
};

} // namespace isle::editor
