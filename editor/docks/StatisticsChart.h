// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/stats/BoardStatistics.h"

#include <QWidget>

namespace isle::editor {

/// Bar charts of a board's balance statistics, drawn with QPainter: the pips of each resource
/// (and gold; with Cities & Knights the commodities cities earn beside them) with their pips per
/// hex, then the snake-draft start production of every seat for each player count, the weakest
/// seat marked (README "Balance statistics" defines the numbers).
class StatisticsChart : public QWidget
{
    Q_OBJECT

public:
    explicit StatisticsChart(QWidget *parent = nullptr);

    void setStatistics(const validation::BoardStatistics &stats);
    const validation::BoardStatistics &statistics() const { return m_stats; }

    /// Bars drawn by the last paint: resource rows plus seat bars (for tests).
    int lastBarCount() const { return m_lastBars; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int resourceRows() const;
    int preferredHeight() const;

    validation::BoardStatistics m_stats;
    int m_lastBars = 0;
};

} // namespace isle::editor
