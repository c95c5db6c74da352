// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <QCoreApplication>
#include <QString>

namespace isle::editor {

/// Turns one applied action into a line of the event log ("Blue rolls 8; Red gets 2 ore"), from the
/// action and the states before and after it, so the log says what happened (production, trades,
/// steals) and not only what was chosen. Fixed text goes through tr(); names come from
/// PlaytestNames. Returns an empty string for actions not worth a line (ending a turn, the roll
/// request before its outcome).
class EventDescriber
{
    Q_DECLARE_TR_FUNCTIONS(EventDescriber)

public:
    /// `revealHidden`: name drawn development cards and stolen resources of every seat (replays);
    /// otherwise only for `viewer` (a human seat, -1 for none).
    EventDescriber(const validation::Game &game, bool revealHidden = true, int viewer = -1);

    QString describe(const validation::GameState &before, validation::Action action,
        const validation::GameState &after) const;

    /// "the 6 hills at (1, -2)": the hex as players know it.
    QString hexName(const validation::GameState &s, int hex) const;

private:
    QString productionText(
        const validation::GameState &before, const validation::GameState &after) const;
    QString resourceDelta(
        const validation::GameState &before, const validation::GameState &after, int player) const;
    QString aftermath(
        const validation::GameState &before, const validation::GameState &after) const;
    /// Cities & Knights: the three dice, the event die, a barbarian attack, then production.
    QString citiesKnightsRoll(const validation::GameState &before, validation::Action action,
        const validation::GameState &after) const;
    static QString improvementArea(int area);
    bool visibleTo(int player) const { return m_reveal || player == m_viewer; }

    const validation::Game &m_game;
    bool m_reveal;
    int m_viewer;
};

} // namespace isle::editor
