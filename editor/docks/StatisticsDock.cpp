// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatisticsDock.h"

#include "LiveValidation.h"
#include "StatisticsChart.h"

#include "editor/document/DisplayNames.h"

#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

namespace isle::editor {

StatisticsDock::StatisticsDock(LiveValidation *validation, QWidget *parent)
    : QDockWidget(tr("Statistics"), parent)
    , m_validation(validation)
    , m_summary(new QLabel)
    , m_chart(new StatisticsChart)
{
    setObjectName(QStringLiteral("StatisticsDock"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_chart);
    layout->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(box);
    setWidget(scroll);

    connect(m_validation, &LiveValidation::updated, this, &StatisticsDock::refresh);
    refresh();
}

QString StatisticsDock::summaryText() const
{
    return m_summary->text();
}

void StatisticsDock::refresh()
{
    // A map with pools has no concrete board of its own: measure the board its pools deal.
    const auto &dealt = m_validation->dealtStatistics();
    const validation::BoardStatistics &stats = dealt ? *dealt : m_validation->statistics();
    const auto &s = stats.score;
    const auto number = [](double v, int decimals) {
        return QLocale().toString(v, 'f', decimals);
    };
    QString text;
    if (dealt)
        text += QStringLiteral("<i>")
            + tr("This map deals its board from pools: the numbers are for the board dealt with "
                 "seed %1 (islewright-cli generate --seed %1).")
                  .arg(LiveValidation::DealSeed)
            + QStringLiteral("</i><br>");
    text += QStringLiteral("<b>") + tr("Balance score %1 / 100").arg(number(s.total, 0))
        + QStringLiteral("</b><br>")
        + tr("resource balance %1 · spot spread %2 · clustering %3 · seat fairness %4")
              .arg(number(s.resourceBalance, 2), number(s.spotSpread, 2), number(s.clustering, 2),
                  number(s.seatFairness, 2))
        + QStringLiteral("<br>")
        + tr("%1 pips on %n producing hex(es)", nullptr, stats.producingHexes).arg(stats.totalPips);
    if (!stats.intersections.empty()) {
        const auto &best = stats.intersections.front();
        text += QStringLiteral("<br>")
            + tr("Best intersection: %1 pips at a corner of %2; spread %3–%4 (median %5)")
                  .arg(best.pips)
                  .arg(DisplayNames::coordinate(best.corner.hex))
                  .arg(number(stats.spread.min, 0), number(stats.spread.max, 0),
                      number(stats.spread.median, 1));
    }
    if (stats.citiesAndKnights) {
        // Only cities earn commodities, from the forest, pasture and mountains hexes (001:L3336).
        QStringList commodities;
        for (model::Commodity c : model::AllCommodities)
            commodities
                << tr("%1 %2")
                       .arg(DisplayNames::commodity(c))
                       .arg(stats.commodities[static_cast<std::size_t>(model::index(c))].pips);
        text += QStringLiteral("<br>")
            + tr("Commodity pips (cities only): %1").arg(commodities.join(QStringLiteral(" · ")));
    }
    m_summary->setText(text);
    m_chart->setStatistics(stats);
}

} // namespace isle::editor
