// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

class QAbstractButton;

namespace isle::editor {

class CompiledGames;
class SeatSetup;

/// A red note under a Run / Start button that says why the button is off: the engine refuses the
/// map for this player count (EngineRefusalText) or its pools cannot be dealt. Hidden while the
/// map can be played, so the button and its reason always change together.
class RefusalNote : public QLabel
{
    Q_OBJECT

public:
    RefusalNote(QAbstractButton *button, QWidget *parent = nullptr);

    /// `refusal` empty: the button is enabled unless `busy`, the note hidden. Otherwise the
    /// button is disabled and the note (and the button's tool tip) give the reason.
    void setRefusal(const QString &refusal, bool busy = false);
    /// Keeps the note current for the player count chosen in `seats` (CompiledGames::refusal).
    void follow(CompiledGames &games, SeatSetup *seats);

private:
    QAbstractButton *m_button;
};

} // namespace isle::editor
