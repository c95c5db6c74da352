// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace isle::editor {

/// Player count and who plays each seat: one combo per seat listing the engine's bots (and, for
/// the game tab, a human). Used by the batch, replay and game tabs.
class SeatSetup : public QWidget
{
    Q_OBJECT

public:
    SeatSetup(int minPlayers, int maxPlayers, bool allowHuman, QWidget *parent = nullptr);

    int players() const;
    void setPlayers(int players);
    /// One makeBot() name (or PlaytestNames::HumanSeat) per seat.
    std::vector<std::string> seats() const;
    /// Selects `id` for `seat`; a valid bot name the list lacks ("expert:N") is added to it.
    void setSeat(int seat, const std::string &id);

Q_SIGNALS:
    void changed();

private:
    void updateRows();

    QSpinBox *m_players;
    QGridLayout *m_grid;
    std::vector<QLabel *> m_labels;
    std::vector<QComboBox *> m_combos;
};

} // namespace isle::editor
