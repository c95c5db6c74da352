// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace isle::editor {

/// Edit › Preferences: the autosave interval, the player count a playtest starts with, the unit
/// print sizes are asked in, the language (from the next start) and the board's colour scheme.
/// OK writes them to Preferences; the caller applies what takes effect at once.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    /// Writes the dialog's values (OK does this too).
    void save() const;

private:
    QSpinBox *m_autosave;
    QSpinBox *m_players;
    QComboBox *m_printUnit;
    QComboBox *m_language;
    QComboBox *m_colours;
};

} // namespace isle::editor
