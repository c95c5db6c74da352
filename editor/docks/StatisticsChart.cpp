// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatisticsChart.h"

#include "editor/document/DisplayNames.h"
#include "editor/playtest/PlaytestNames.h"
#include "editor/render/TerrainArt.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <vector>

namespace isle::editor {

namespace {

using model::Terrain;

// The rows of the pips chart: resources 0–4 (brick, lumber, wool, grain, ore), gold when the
// board has it, and with Cities & Knights the commodities a city earns from the same hexes.
struct PipRow
{
    Terrain icon;
    QString label;
    int pips;
    int hexes;
    QColor color;
};

std::vector<PipRow> pipRows(const validation::BoardStatistics &stats)
{
    static const QColor resourceColors[] {QColor(0xc0, 0x5a, 0x35), QColor(0x2f, 0x7a, 0x3a),
        QColor(0x8c, 0xc8, 0x4b), QColor(0xe0, 0xb8, 0x30), QColor(0x78, 0x82, 0x90)};
    static constexpr Terrain resourceTerrains[] {
        Terrain::Hills, Terrain::Forest, Terrain::Pasture, Terrain::Fields, Terrain::Mountains};
    std::vector<PipRow> rows;
    for (int i = 0; i < model::ResourceCount; ++i) {
        const auto &r = stats.resources[static_cast<std::size_t>(i)];
        rows.push_back(
            {resourceTerrains[i], PlaytestNames::resource(i), r.pips, r.hexes, resourceColors[i]});
    }
    if (stats.goldHexes > 0)
        rows.push_back({Terrain::Gold, DisplayNames::terrain(Terrain::Gold), stats.goldPips,
            stats.goldHexes, QColor(0xd4, 0xaf, 0x37)});
    if (stats.citiesAndKnights)
        for (model::Resource r : model::AllResources)
            if (const auto c = model::commodityBeside(r)) {
                const auto &cs = stats.commodities[static_cast<std::size_t>(model::index(*c))];
                const int i = model::index(r);
                rows.push_back({resourceTerrains[i],
                    StatisticsChart::tr("%1 (cities)").arg(DisplayNames::commodity(*c)), cs.pips,
                    cs.hexes, resourceColors[i].lighter(135)});
            }
    return rows;
}

constexpr int SeatBlockLines = 4; // height of one player count's bar group, in text lines

} // namespace

StatisticsChart::StatisticsChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void StatisticsChart::setStatistics(const validation::BoardStatistics &stats)
{
    m_stats = stats;
    updateGeometry();
    update();
}

int StatisticsChart::resourceRows() const
{
    return static_cast<int>(pipRows(m_stats).size());
}

int StatisticsChart::preferredHeight() const
{
    const int line = fontMetrics().height() + 4;
    const int seats = static_cast<int>(m_stats.seats.size());
    return line * (2 + resourceRows()) + line * 2 + seats * (SeatBlockLines * line + 6) + 8;
}

QSize StatisticsChart::sizeHint() const
{
    return {300, preferredHeight()};
}

QSize StatisticsChart::minimumSizeHint() const
{
    return {200, preferredHeight()};
}

void StatisticsChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height() + 4;
    const QColor text = palette().color(QPalette::WindowText);
    const QColor grid = palette().color(QPalette::Mid);
    QFont bold = font();
    bold.setBold(true);
    const QRect area = rect().adjusted(8, 6, -8, -6);
    int y = area.top();
    int bars = 0;

    // --- Pips per resource ---------------------------------------------------------------
    p.setFont(bold);
    p.setPen(text);
    p.drawText(QRect(area.left(), y, area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
        tr("Pips per resource"));
    p.setFont(font());
    y += line;
    const std::vector<PipRow> rows = pipRows(m_stats);
    int labelWidth = 0;
    int maxPips = 0;
    for (const PipRow &row : rows) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(row.label));
        maxPips = std::max(maxPips, row.pips);
    }
    const int icon = fm.height();
    labelWidth += icon + 10;
    const int valueWidth = fm.horizontalAdvance(tr("%1 pips · %2 per hex").arg(99).arg(9.9)) + 8;
    const int barSpace = std::max(20, area.width() - labelWidth - valueWidth);
    for (const PipRow &row : rows) {
        p.drawImage(QRect(area.left(), y + (line - icon) / 2, icon, icon),
            render::TerrainArt::shared().symbol(row.icon, icon));
        p.setPen(text);
        p.drawText(QRect(area.left() + icon + 6, y, labelWidth, line),
            Qt::AlignLeft | Qt::AlignVCenter, row.label);
        const int w = maxPips > 0 ? barSpace * row.pips / maxPips : 0;
        const QRect bar(
            area.left() + labelWidth, y + 3, std::max(w, row.pips > 0 ? 2 : 0), line - 6);
        p.setPen(Qt::NoPen);
        p.setBrush(row.color);
        p.drawRoundedRect(bar, 2, 2);
        ++bars;
        p.setPen(text);
        const QString value = row.hexes > 0
            ? tr("%1 pips · %2 per hex")
                  .arg(row.pips)
                  .arg(QLocale().toString(static_cast<double>(row.pips) / row.hexes, 'f', 1))
            : tr("none");
        p.drawText(
            QRect(bar.right() + 6, y, valueWidth, line), Qt::AlignLeft | Qt::AlignVCenter, value);
        y += line;
    }

    // --- Seat fairness: one group per player count, one bar per seat ----------------------
    y += line / 2;
    p.setFont(bold);
    p.drawText(QRect(area.left(), y, area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
        tr("Start production per seat (snake draft)"));
    p.setFont(font());
    y += line;
    if (m_stats.seats.empty()) {
        p.drawText(QRect(area.left(), y, area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
            tr("No starting intersections."));
    }
    int maxSeat = 1;
    for (const auto &draft : m_stats.seats)
        maxSeat = std::max(maxSeat, draft.maxPips);
    const int groupHeight = SeatBlockLines * line;
    for (const auto &draft : m_stats.seats) {
        const int plotTop = y + line;
        const int plotBottom = y + groupHeight - line; // a line below the bars for seat numbers
        p.setPen(text);
        p.drawText(QRect(area.left(), y, area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
            tr("%n players: weakest / strongest seat %1 / %2 pips (%3)", nullptr, draft.players)
                .arg(draft.minPips)
                .arg(draft.maxPips)
                .arg(QLocale().toString(draft.ratio, 'f', 2)));
        p.setPen(QPen(grid, 1));
        p.drawLine(area.left(), plotBottom, area.right(), plotBottom);
        const int n = std::max(1, static_cast<int>(draft.seats.size()));
        const int slot = std::max(8, area.width() / n);
        const int barWidth = std::min(slot - 8, 4 * line);
        for (int s = 0; s < static_cast<int>(draft.seats.size()); ++s) {
            const int pips = draft.seats[static_cast<std::size_t>(s)].pips;
            const int h = (plotBottom - plotTop) * pips / maxSeat;
            const int x = area.left() + s * slot + (slot - barWidth) / 2;
            const bool weakest = pips == draft.minPips && draft.minPips != draft.maxPips;
            p.setPen(Qt::NoPen);
            p.setBrush(weakest ? QColor(0xc8, 0x4b, 0x3c) : QColor(0x3f, 0x7c, 0xc0));
            p.drawRoundedRect(QRect(x, plotBottom - h, barWidth, h), 2, 2);
            ++bars;
            p.setPen(h > line ? QColor(Qt::white) : text);
            const QRect valueRect = h > line ? QRect(x, plotBottom - h, barWidth, line)
                                             : QRect(x, plotBottom - h - line, barWidth, line);
            p.drawText(valueRect, Qt::AlignCenter, QLocale().toString(pips));
            p.setPen(text);
            p.drawText(QRect(area.left() + s * slot, plotBottom, slot, line), Qt::AlignCenter,
                tr("Seat %1").arg(s + 1));
        }
        y += groupHeight + 6;
    }
    m_lastBars = bars;
}

} // namespace isle::editor
