// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace isle::editor {

/// What a re-deal keeps: the locked hexes (terrain and token), locked tokens (the number only)
/// and locked harbors (model::DealLocks). One wording for the Generate dialog and the status bar.
struct LockSummary
{
    Q_DECLARE_TR_FUNCTIONS(LockSummary)

public:
    int hexes = 0;
    int tokens = 0;
    int harbors = 0;

    int total() const { return hexes + tokens + harbors; }
    /// "3 hexes, 1 token and 2 harbors", leaving out the kinds with none; empty when total() is 0.
    QString text() const;
};

} // namespace isle::editor
