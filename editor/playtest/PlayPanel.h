// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Action.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QSpinBox;

namespace isle::editor {

class CompiledGames;
class GameBoardWidget;
class PlayController;
class PlayerInfoPanel;
class RefusalNote;
class SeatSetup;

/// The play tab: one or more human seats against bots on the open map. Everything a human can
/// do is built from the engine's legal actions of the moment: board spots are highlighted from
/// the legal placements and robber moves, buttons exist only for legal choices, the bank trade
/// offers only legal pairs. Bots move at the chosen pace through PlayController.
class PlayPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PlayPanel(CompiledGames &games, QWidget *parent = nullptr);
    ~PlayPanel() override;

    /// Starts a game with the seats and seed of the form; returns false with a message shown
    /// when the map cannot be played.
    bool startGame();
    PlayController *controller() const { return m_controller.get(); }

private:
    QWidget *createSetup();
    QWidget *createMoves();
    void refresh();
    void rebuildMoves();
    void addMoveButton(const QString &text, validation::Action action, int row, int column);
    QString prompt() const;
    /// Performs the legal action of `type` whose first argument is `argument`; false if none.
    bool performType(validation::ActionType type, int argument);
    /// A click on a highlighted side: road or ship (asking on a coast), or a ship move's steps.
    void pickEdge(int edge);
    void updateTradeButton();

    CompiledGames &m_games;
    std::unique_ptr<PlayController> m_controller;
    SeatSetup *m_seats = nullptr;
    QSpinBox *m_seed = nullptr;
    QSlider *m_pace = nullptr;
    GameBoardWidget *m_board = nullptr;
    PlayerInfoPanel *m_players = nullptr;
    QLabel *m_prompt = nullptr;
    RefusalNote *m_refusal = nullptr;
    QWidget *m_buttonBox = nullptr;
    QGridLayout *m_buttons = nullptr;
    QComboBox *m_cards = nullptr;
    QPushButton *m_playCard = nullptr;
    QComboBox *m_give = nullptr;
    QComboBox *m_get = nullptr;
    QPushButton *m_trade = nullptr;
    QListWidget *m_log = nullptr;
    int m_shipToMove = -1; ///< Seafarers: the ship picked to move, -1 none
};

} // namespace isle::editor
