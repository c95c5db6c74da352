// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ScenarioJson.h"

#include <QString>

namespace isle::editor {

/// Reads and writes scenario files for the editor with Qt file access (also ":/" resources),
/// using the model's format (model::parseScenario / serializeScenario). Writes are atomic
/// (QSaveFile): a failed or interrupted save leaves the old file intact.
class ScenarioFileIo
{
public:
    /// Reads `path`. Never throws; problems (unreadable, too large, every format issue) are in
    /// the result's issues, each naming the file.
    static model::LoadResult read(const QString &path);
    /// Writes `scenario` to `path`. Returns an empty string on success, else a translated error.
    static QString write(const model::Scenario &scenario, const QString &path);
    /// Formats one issue for a dialog or log: "file: /pointer (line L, column C): message".
    static QString describe(const model::Issue &issue);
};

} // namespace isle::editor
