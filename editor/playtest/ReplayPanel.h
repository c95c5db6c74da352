// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QThreadPool>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QSlider;
class QSpinBox;

namespace isle::editor {

class CompiledGames;
class GameBoardWidget;
class PlayerInfoPanel;
class ReplayModel;
class RefusalNote;
class SeatSetup;

/// The watch tab: opens a game record (JSON) or plays a new bot game from a seed, and replays it
/// with play/pause, speed, step forward/back, a position slider and jump-to-turn; the board, the
/// players' hands and the event log follow the position. A new game is played on a worker thread
/// (expert bots think for seconds on a large map), with a Stop button; the window stays live.
class ReplayPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ReplayPanel(CompiledGames &games, QWidget *parent = nullptr);
    /// Stops a game being played and waits for the worker (it holds this panel's job).
    ~ReplayPanel() override;

    ReplayModel *model() const { return m_model; }
    /// Starts playing a new game with these bots and game seed (the batch's game seeds work) on
    /// the worker thread; newGameShown() follows when it is loaded. False (and `error`) when the
    /// map or a bot is refused, or a game is already being played.
    bool startNewGame(int players, const std::vector<std::string> &bots, std::uint64_t gameSeed,
        QString *error = nullptr);
    /// startNewGame(), then waits for the game and shows it (scripts and tests).
    bool watchNewGame(int players, const std::vector<std::string> &bots, std::uint64_t gameSeed,
        QString *error = nullptr);
    bool newGamePlaying() const { return m_playing != nullptr; }
    /// Stops the game being played (it is not shown).
    void stopNewGame();
    bool openRecord(const QString &path, QString *error = nullptr);
    bool saveRecord(const QString &path, QString *error = nullptr) const;
    void setPlaying(bool playing);

Q_SIGNALS:
    /// A new game (startNewGame) was played and is shown.
    void newGameShown();

private:
    QWidget *createControls();
    void onPositionChanged(int position);
    void onLoaded();
    void tick();
    void openClicked();
    void saveClicked();
    void newClicked();
    void finishNewGame(std::uint64_t serial);
    void setNewGameBusy(bool busy);

    CompiledGames &m_games;
    ReplayModel *m_model;
    SeatSetup *m_seats = nullptr;
    QSpinBox *m_seed = nullptr;
    GameBoardWidget *m_board = nullptr;
    PlayerInfoPanel *m_players = nullptr;
    QListWidget *m_log = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_newGame = nullptr;
    QPushButton *m_stopNewGame = nullptr;
    QLabel *m_newGameNote = nullptr;
    RefusalNote *m_refusal = nullptr;
    QSlider *m_position = nullptr;
    QSlider *m_speed = nullptr;
    QSpinBox *m_turn = nullptr;
    QLabel *m_status = nullptr;
    QTimer m_timer;
    struct NewGameJob; ///< a game being played on m_player
    std::unique_ptr<NewGameJob> m_playing;
    std::uint64_t m_newGameSerial = 0;
    QThreadPool m_player; ///< one thread
};

} // namespace isle::editor
