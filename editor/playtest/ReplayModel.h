// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"
#include "validation/engine/GameRecord.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace isle::editor {

/// A recorded game opened for replay: a position between 0 (the initial state) and
/// actionCount() (the final state), moved by stepping or jumping. Every action is checked for
/// legality when the record is loaded. States are rebuilt from a snapshot kept every
/// SnapshotInterval actions (GameState is a flat value), so stepping back costs at most that
/// many apply() calls and never re-plays the whole game.
class ReplayModel : public QObject
{
    Q_OBJECT

public:
    static constexpr int SnapshotInterval = 64;

    explicit ReplayModel(QObject *parent = nullptr);

    /// Loads `record` for `game`; on failure keeps the previous game and returns an English
    /// error from the engine prefixed with a translated explanation.
    bool load(std::shared_ptr<const validation::Game> game, validation::GameRecord record,
        QString *error = nullptr);
    bool isLoaded() const { return m_game != nullptr; }
    const validation::Game *game() const { return m_game.get(); }
    std::shared_ptr<const validation::Game> sharedGame() const { return m_game; }
    const validation::GameRecord &record() const { return m_record; }

    int actionCount() const { return static_cast<int>(m_record.actions.size()); }
    int position() const { return m_position; }
    const validation::GameState &state() const { return m_state; }
    /// The state after the first `position` actions (0 <= position <= actionCount()).
    validation::GameState stateAt(int position) const;
    /// The completed-turn counter at a position, and the last turn of the game.
    int turnAt(int position) const;
    int lastTurn() const { return turnAt(actionCount()); }
    /// The event log: one line per action that is worth one, with the action index.
    const QStringList &events() const { return m_events; }
    const std::vector<int> &eventActions() const { return m_eventActions; }

public Q_SLOTS:
    void setPosition(int position);
    void stepForward();
    void stepBack();
    /// Moves to the first position of turn `turn` (0 = the set-up and first turn).
    void jumpToTurn(int turn);

Q_SIGNALS:
    void loaded();
    void positionChanged(int position);

private:
    std::shared_ptr<const validation::Game> m_game;
    validation::GameRecord m_record;
    std::vector<validation::GameState> m_snapshots; ///< state at position k * SnapshotInterval
    std::vector<std::uint16_t> m_turnAt; ///< turn counter per position
    QStringList m_events;
    std::vector<int> m_eventActions;
    validation::GameState m_state {};
    int m_position = 0;
};

} // namespace isle::editor
