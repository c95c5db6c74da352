// SPDX-License-Identifier: GPL-3.0-or-later
#include "UndoHistoryDock.h"

#include <QUndoView>

namespace isle::editor {

UndoHistoryDock::UndoHistoryDock(QUndoStack *stack, QWidget *parent)
    : QDockWidget(tr("History"), parent)
{
    setObjectName(QStringLiteral("UndoHistoryDock"));
    auto *view = new QUndoView(stack, this);
    view->setEmptyLabel(tr("<opened file>"));
    view->setToolTip(tr("Every change, oldest first; click an entry to return to it"));
    setWidget(view);
}

} // namespace isle::editor
