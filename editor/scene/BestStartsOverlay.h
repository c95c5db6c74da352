// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/stats/BoardStatistics.h"

#include <QGraphicsItem>

#include <vector>

namespace isle::render {
class BoardPainter;
}

namespace isle::editor {

/// The best starts on the board: the set-up of validation::SnakeDraft (the seat-fairness draft of
/// the Statistics dock) for the most players the scenario allows. Every starting settlement is a
/// disc in its seat's colour (BoardPainter::playerColor) with its pick number in snake order
/// (1..n, then n..1 picks n+1..2n), so a designer sees which intersections the players will
/// take and whether the last seat is left with poor ones. Toggled from the View menu.
class BestStartsOverlay : public QGraphicsItem
{
public:
    struct Pick
    {
        model::CornerCoord corner;
        int seat = 0; ///< 0 picks first
        int order = 0; ///< 1-based pick number in snake order
        int pips = 0; ///< the intersection's pips
    };

    explicit BestStartsOverlay(const render::BoardPainter *painter);

    /// Replaces the draft shown (LiveValidation's statistics).
    void setStatistics(const validation::BoardStatistics &statistics);
    /// The picks in snake order, and the player count of the draft shown (0 = none).
    const std::vector<Pick> &picks() const { return m_picks; }
    int players() const { return m_players; }

    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const render::BoardPainter *m_painter;
    std::vector<Pick> m_picks;
    int m_players = 0;
    QRectF m_bounds;
};

} // namespace isle::editor
