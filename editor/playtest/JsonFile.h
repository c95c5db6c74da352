// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace isle::editor {

/// Reading and writing the playtest window's JSON files (reports, game records) with messages
/// that name the file; writes are atomic (QSaveFile).
class JsonFile
{
    Q_DECLARE_TR_FUNCTIONS(JsonFile)

public:
    /// The parsed document, or nullopt with `error` naming the file and the problem.
    static std::optional<nlohmann::json> read(const QString &path, QString *error);
    /// Writes `json` (indented by `indent`, -1 compact); false with `error` on failure.
    static bool write(const QString &path, const nlohmann::json &json, int indent, QString *error);
};

} // namespace isle::editor
