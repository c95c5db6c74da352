// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>

class QWidget;

namespace isle::editor {

/// Where a second top-level window goes so that it sits beside the editor instead of over it:
/// in the free room left or right of the editor when there is enough, otherwise the editor is
/// narrowed (never below half the screen) and the new window takes the rest. Both rectangles
/// stay inside the screen's available area. Pure geometry (testable); place() applies it.
class WindowPlacement
{
public:
    struct Result
    {
        QRect editor; ///< the editor's frame rectangle (unchanged when there was room)
        QRect beside; ///< the new window's frame rectangle
    };

    /// `editor`: the editor's frame; `screen`: the available screen area; `preferred`: the size
    /// the new window would like; `minWidth`: the narrowest it is still usable at.
    static Result beside(const QRect &editor, const QRect &screen, QSize preferred, int minWidth);

    /// Moves `window` beside `editor` (and narrows `editor` if needed) on the editor's screen.
    static void place(QWidget *window, QWidget *editor, QSize preferred, int minWidth);
};

} // namespace isle::editor
