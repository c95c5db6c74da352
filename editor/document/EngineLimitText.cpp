// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/document/EngineLimitText.h"

namespace isle::editor {

QString EngineLimitText::count(const QString &what, int n)
{
    if (what == QLatin1String("hexes"))
        return tr("%n hex(es)", nullptr, n);
    if (what == QLatin1String("intersections"))
        return tr("%n intersection(s)", nullptr, n);
    if (what == QLatin1String("paths"))
        return tr("%n path(s)", nullptr, n);
    return QString::number(n) + QLatin1Char(' ') + what;
}

} // namespace isle::editor
