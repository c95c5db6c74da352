// SPDX-License-Identifier: GPL-3.0-or-later
#include "BestStartsOverlay.h"

#include "editor/render/BoardPainter.h"

#include <QPainter>

#include <algorithm>

namespace isle::editor {

BestStartsOverlay::BestStartsOverlay(const render::BoardPainter *painter)
    : m_painter(painter)
{
    setZValue(2); // above the diagnostics overlay
    setAcceptedMouseButtons(Qt::NoButton); // clicks go through to the tools
}

void BestStartsOverlay::setStatistics(const validation::BoardStatistics &statistics)
{
    m_picks.clear();
    m_players = 0;
    // The largest draft computed: the most players the scenario allows (BoardStatistics::seats).
    const auto draft = std::max_element(statistics.seats.begin(), statistics.seats.end(),
        [](const auto &a, const auto &b) { return a.players < b.players; });
    if (draft != statistics.seats.end()) {
        m_players = draft->players;
        const int n = static_cast<int>(draft->seats.size());
        for (int round = 0; round < draft->rounds; ++round)
            for (int k = 0; k < n; ++k) {
                // Snake order (001:L645-690), a third round as the first (001:L2127).
                const int seat = validation::SnakeDraft::seatOfPick(round * n + k, n);
                const auto id = draft->seats[static_cast<std::size_t>(seat)]
                                    .corners[static_cast<std::size_t>(round)];
                const auto spot = std::find_if(statistics.intersections.begin(),
                    statistics.intersections.end(), [id](const auto &i) { return i.id == id; });
                if (id == validation::ScenarioIndex::NoId || spot == statistics.intersections.end())
                    continue;
                m_picks.push_back({spot->corner, seat, round * n + k + 1, spot->pips});
            }
    }
    QRectF bounds;
    const double r = m_painter->layout().size() * 0.3;
    for (const Pick &p : m_picks) {
        const QPointF c = m_painter->corner(p.corner);
        bounds = bounds.united(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r));
    }
    prepareGeometryChange();
    m_bounds = bounds;
    update();
}

void BestStartsOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const double s = m_painter->layout().size();
    const double r = s * 0.24;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.24))); // board units
    font.setBold(true);
    painter->setFont(font);
    for (const Pick &p : m_picks) {
        const QPointF c = m_painter->corner(p.corner);
        const QColor colour = render::BoardPainter::playerColor(p.seat);
        QPen ring(QColor(20, 20, 20), 2.0);
        ring.setCosmetic(true);
        painter->setPen(ring);
        painter->setBrush(colour);
        painter->drawEllipse(c, r, r);
        painter->setPen(colour.lightnessF() > 0.6 ? Qt::black : Qt::white);
        painter->drawText(
            QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt::AlignCenter, QString::number(p.order));
    }
    painter->restore();
}

} // namespace isle::editor
