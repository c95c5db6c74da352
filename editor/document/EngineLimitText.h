// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace isle::editor {

/// Counts of the board elements an engine size limit names (validation/engine/EngineLimits.h:
/// "hexes", "intersections", "paths"), translated, for the validator's "structure.engine-limit"
/// warning and the engine's "engine.board-too-large" refusal.
class EngineLimitText
{
    Q_DECLARE_TR_FUNCTIONS(EngineLimitText)

public:
    /// "%n hexes" / "%n intersections" / "%n paths"; another `what` passes through.
    static QString count(const QString &what, int n);
};

} // namespace isle::editor
