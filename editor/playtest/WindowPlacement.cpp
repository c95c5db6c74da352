// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/WindowPlacement.h"

#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace isle::editor {

WindowPlacement::Result WindowPlacement::beside(
    const QRect &editor, const QRect &screen, QSize preferred, int minWidth)
{
    Result result {editor.intersected(screen), {}};
    if (result.editor.isEmpty())
        result.editor = QRect(screen.topLeft(), editor.size().boundedTo(screen.size()));
    const QRect &e = result.editor;
    const int height = std::min(preferred.height(), screen.height());
    const int top = std::clamp(e.top(), screen.top(), screen.bottom() + 1 - height);
    const int roomRight = screen.right() - e.right();
    const int roomLeft = e.left() - screen.left();
    if (std::max(roomRight, roomLeft) >= minWidth) {
        if (roomRight >= roomLeft) {
            const int width = std::min(preferred.width(), roomRight);
            result.beside = QRect(e.right() + 1, top, width, height);
        } else {
            const int width = std::min(preferred.width(), roomLeft);
            result.beside = QRect(e.left() - width, top, width, height);
        }
        return result;
    }
    // Not enough room: share the screen. The new window gets what it prefers, at most half the
    // screen and at least minWidth; the editor keeps the left part.
    const int width = std::clamp(std::min(preferred.width(), screen.width() / 2),
        std::min(minWidth, screen.width()), screen.width());
    const int editorWidth = std::max(1, screen.width() - width);
    result.editor = QRect(screen.left(), e.top(), editorWidth, e.height());
    result.beside = QRect(screen.left() + editorWidth, top, width, height);
    return result;
}

void WindowPlacement::place(QWidget *window, QWidget *editor, QSize preferred, int minWidth)
{
    QScreen *screen = editor->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    const QRect editorFrame = editor->frameGeometry();
    // Frame sizes are those of the editor's decorations (the new window has the same kind).
    const QMargins frame(editor->geometry().left() - editorFrame.left(),
        editor->geometry().top() - editorFrame.top(),
        editorFrame.right() - editor->geometry().right(),
        editorFrame.bottom() - editor->geometry().bottom());
    Result r = beside(editorFrame, available, preferred, minWidth);
    if (r.editor != editorFrame) {
        if (editor->isMaximized() || editor->isFullScreen())
            editor->showNormal();
        editor->setGeometry(r.editor.marginsRemoved(frame));
        // The editor may not get that narrow (its minimum size): place beside what it became.
        r = beside(editor->frameGeometry(), available, preferred, 1);
    }
    // The window cannot be narrower than its minimum size; inside the screen comes first, so
    // it then moves left over the editor rather than off the screen.
    QRect target = r.beside.marginsRemoved(frame);
    const QSize minimum = window->minimumSizeHint().expandedTo(window->minimumSize());
    target.setWidth(std::max(target.width(), minimum.width()));
    target.setHeight(std::max(target.height(), minimum.height()));
    const QRect inside = available.marginsRemoved(frame);
    target.moveRight(std::min(target.right(), inside.right()));
    target.moveBottom(std::min(target.bottom(), inside.bottom()));
    target.moveLeft(std::max(target.left(), inside.left()));
    target.moveTop(std::max(target.top(), inside.top()));
    window->setGeometry(target);
}

} // namespace isle::editor
