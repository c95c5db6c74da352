// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Rng.h"
#include "validation/bots/Bot.h"
#include "validation/engine/Game.h"
#include "validation/engine/GameRecord.h"

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace isle::editor {

/// A game on the open map with human seats and bots. The only way in for a human is perform(),
/// which accepts an action only if the engine lists it as legal for a human seat to act, so the
/// view cannot make an illegal move. Chance (dice, steals, card draws) is resolved at once from
/// the seed; bots move one action per tick of a timer so their moves can be followed. A bot thinks
/// on a worker thread (the expert bot searches for up to a few hundred milliseconds), so the
/// window stays responsive; its move is applied on the controller's thread.
class PlayController : public QObject
{
    Q_OBJECT

public:
    /// `seats`: one makeBot() name or PlaytestNames::HumanSeat per seat of `game`.
    PlayController(std::shared_ptr<const validation::Game> game, std::vector<std::string> seats,
        std::uint64_t seed, QObject *parent = nullptr);
    ~PlayController() override;

    const validation::Game &game() const { return *m_game; }
    const validation::GameState &state() const { return m_state; }
    const std::vector<std::string> &seats() const { return m_seats; }
    bool isHuman(int seat) const;
    /// The seat to act now (Game::TerminalPlayer when the game is over).
    int currentPlayer() const { return m_game->currentPlayer(m_state); }
    /// A human seat is to act: legalActions() is what it may do.
    bool awaitsHuman() const;
    /// The legal actions of the human seat to act (empty while a bot acts).
    const validation::ActionList &legalActions() const { return m_legal; }
    /// Every action applied so far, chance included: the game as a record for the replay.
    // The record so far; its final-state hash is that of the current state, so an unfinished
    // game's record replays too.
    validation::GameRecord record() const;

    /// Applies `action` for the human seat to act. Returns false (and changes nothing) when no
    /// human is to act or the action is not legal.
    bool perform(validation::Action action);

    /// Milliseconds between bot actions; 0 plays bots only when advanceBots() is called.
    void setBotDelay(int milliseconds);
    int botDelay() const { return m_botDelay; }
    /// Plays bot actions (and chance) until a human must act or the game ends, waiting for a
    /// bot that is thinking.
    void advanceBots();
    /// A bot is choosing its move on the worker thread.
    bool botThinking() const { return m_thinking; }

Q_SIGNALS:
    void stateChanged();
    /// One line of the event log (hidden information of bots is not revealed).
    void eventLogged(const QString &line);
    void gameOver(int winner);

private:
    void applyAndLog(validation::Action action);
    /// Resolves chance nodes, refreshes the legal list and schedules the next bot move.
    void settle();
    void botTick();
    /// Applies the move the worker thread found (when one is waiting).
    void finishBotMove();

    std::shared_ptr<const validation::Game> m_game;
    std::vector<std::string> m_seats;
    /// Null for human seats; shared with the worker thread while a bot thinks.
    std::vector<std::shared_ptr<validation::Bot>> m_bots;
    model::Rng m_chance;
    model::Rng m_botRng;
    validation::GameState m_state;
    validation::ActionList m_legal;
    validation::GameRecord m_record;
    QTimer m_timer;
    QThreadPool m_thinker; ///< one thread: bots think one at a time
    bool m_thinking = false;
    std::mutex m_moveMutex;
    std::optional<std::pair<validation::Action, model::Rng>> m_botMove; ///< found, not applied
    int m_botDelay = 600;
    int m_viewer = -1; ///< the first human seat: whose hidden cards the log may name
};

} // namespace isle::editor
