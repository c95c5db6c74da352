// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/playtest/ChartWidget.h"
#include "validation/playtest/PlaytestReport.h"

namespace isle::editor {

/// Cards produced per game for each resource, stacked by seat (seat colours), so both scarcity
/// of a resource and who gets it show in one picture.
class ProductionChart : public ChartWidget
{
    Q_OBJECT

public:
    explicit ProductionChart(QWidget *parent = nullptr);
    void setReport(const validation::PlaytestReport &report);

protected:
    void paintPlot(QPainter &p, const QRectF &plot) const override;
    bool hasData() const override { return m_report.games > 0; }
    double valueMax() const override;

private:
    double perGame(int seat, int resource) const;
    validation::PlaytestReport m_report;
};

} // namespace isle::editor
