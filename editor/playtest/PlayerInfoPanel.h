// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QVBoxLayout;

namespace isle::editor {

/// One card per seat: colour, who plays it, victory points, resource cards, development cards,
/// knights, road length and the special cards (Longest Road, Largest Army); the seat to act is
/// marked. Hands of seats not in `revealed` show only their counts (a human playing bots).
class PlayerInfoPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayerInfoPanel(QWidget *parent = nullptr);

    /// `players`: display names per seat ("Greedy bot", "You").
    void setPlayers(const QStringList &players);
    /// Shows `state`; `revealed[p]` false hides seat p's cards.
    void showState(const validation::Game &game, const validation::GameState &state,
        const std::vector<bool> &revealed = {});

private:
    /// Cities & Knights' cards, flip-chart, knights and walls of one seat.
    QString citiesKnightsHtml(const validation::GameState &state, int seat, bool revealed) const;
    QString seatHtml(const validation::Game &game, const validation::GameState &state, int seat,
        bool revealed) const;

    QVBoxLayout *m_layout;
    std::vector<QLabel *> m_cards;
    QStringList m_players;
};

} // namespace isle::editor
