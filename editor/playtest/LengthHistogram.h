// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/playtest/ChartWidget.h"

#include <vector>

namespace isle::editor {

/// Game length in turns as a histogram of about BinTarget bins of round widths; games that hit
/// the turn limit are counted in a separate grey bar on the right.
class LengthHistogram : public ChartWidget
{
    Q_OBJECT

public:
    static constexpr int BinTarget = 16;

    explicit LengthHistogram(QWidget *parent = nullptr);
    /// `turns` of the finished games; `stalled` of them ended at the turn limit.
    void setGames(const std::vector<int> &turns, const std::vector<bool> &stalled);

protected:
    void paintPlot(QPainter &p, const QRectF &plot) const override;
    bool hasData() const override { return !m_bins.empty() || m_stalled > 0; }
    QString emptyText() const override;
    double valueMax() const override;

private:
    std::vector<int> m_bins;
    int m_first = 0;
    int m_width = 1;
    int m_stalled = 0;
};

} // namespace isle::editor
