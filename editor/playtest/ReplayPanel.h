// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTimer>
#include <QWidget>

#include <cstdint>
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
/// players' hands and the event log follow the position.
class ReplayPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ReplayPanel(CompiledGames &games, QWidget *parent = nullptr);

    ReplayModel *model() const { return m_model; }
    /// Plays a new game with these bots and game seed (the batch's game seeds work) and shows it.
    bool watchNewGame(int players, const std::vector<std::string> &bots, std::uint64_t gameSeed,
        QString *error = nullptr);
    bool openRecord(const QString &path, QString *error = nullptr);
    bool saveRecord(const QString &path, QString *error = nullptr) const;
    void setPlaying(bool playing);

private:
    QWidget *createControls();
    void onPositionChanged(int position);
    void onLoaded();
    void tick();
    void openClicked();
    void saveClicked();
    void newClicked();

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
    RefusalNote *m_refusal = nullptr;
    QSlider *m_position = nullptr;
    QSlider *m_speed = nullptr;
    QSpinBox *m_turn = nullptr;
    QLabel *m_status = nullptr;
    QTimer m_timer;
};

} // namespace isle::editor
