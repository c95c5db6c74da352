// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QKeySequence>

class QMainWindow;
class QAction;

namespace isle::editor {

/// Help › Keyboard Shortcuts: every shortcut of the window, read from its actions when the
/// dialog opens (the menus in menu-bar order, then actions that live only on widgets), so the
/// list cannot drift from what the keys really do.
class KeyboardShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    struct Entry
    {
        QString menu; ///< "Edit", "View › Zoom"..., or "Board" for actions outside the menus
        QString text; ///< the action's text without mnemonics
        QList<QKeySequence> keys;
        const QAction *action = nullptr;
    };

    explicit KeyboardShortcutsDialog(const QMainWindow *window, QWidget *parent = nullptr);

    /// The window's actions that have a shortcut, each once.
    static QList<Entry> collect(const QMainWindow *window);
    int rowCount() const { return m_rows; }

private:
    int m_rows = 0;
};

} // namespace isle::editor
