// SPDX-License-Identifier: GPL-3.0-or-later
#include "LockSummary.h"

#include <QStringList>

namespace isle::editor {

QString LockSummary::text() const
{
    QStringList parts;
    if (hexes > 0)
        parts << tr("%n hex(es)", nullptr, hexes);
    if (tokens > 0)
        parts << tr("%n token(s)", nullptr, tokens);
    if (harbors > 0)
        parts << tr("%n harbor(s)", nullptr, harbors);
    switch (parts.size()) {
    case 0:
        return {};
    case 1:
        return parts[0];
    case 2:
        return tr("%1 and %2").arg(parts[0], parts[1]);
    default:
        return tr("%1, %2 and %3").arg(parts[0], parts[1], parts[2]);
    }
}

} // namespace isle::editor
