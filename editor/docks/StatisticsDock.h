// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QLabel;

namespace isle::editor {

class LiveValidation;
class StatisticsChart;

/// Balance statistics of the open scenario: the composite score with its four parts, the totals
/// and the best intersection, and the charts (pips per resource, seat fairness). Refreshed
/// whenever LiveValidation recomputes (after every edit).
class StatisticsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit StatisticsDock(LiveValidation *validation, QWidget *parent = nullptr);

    StatisticsChart *chart() const { return m_chart; }
    /// The text above the charts as shown.
    QString summaryText() const;

private:
    void refresh();

    LiveValidation *m_validation;
    QLabel *m_summary;
    StatisticsChart *m_chart;
};

} // namespace isle::editor
