// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QUndoStack;

namespace isle::editor {

/// The undo history (QUndoView): click an entry to go back or forward to it.
class UndoHistoryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit UndoHistoryDock(QUndoStack *stack, QWidget *parent = nullptr);
};

} // namespace isle::editor
