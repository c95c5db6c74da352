// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace isle::editor {

/// Reading and writing the playtest window's JSON files (reports, game records) with messages
/// that name the file; writes are atomic (QSaveFile).
class JsonFile
{
    Q_DECLARE_TR_FUNCTIONS(JsonFile)

public:
    /// The parsed document, or nullopt with `error` naming the file and the problem.
    static std::optional<nlohmann::json> read(const QString &path, QString *error);
    /// Reads `path` and converts it with `T::fromJson(json, std::string &message)` (a playtest
    /// report, a game record); nullopt with `error` naming the file and the problem.
    template<class T> static std::optional<T> readAs(const QString &path, QString *error)
    {
        const auto json = read(path, error);
        if (!json)
            return std::nullopt;
        std::string message;
        auto value = T::fromJson(*json, message);
        if (!value && error)
            *error = tr("%1: %2").arg(path, QString::fromStdString(message));
        return value;
    }
    /// Writes `json` (indented by `indent`, -1 compact); false with `error` on failure.
    static bool write(const QString &path, const nlohmann::json &json, int indent, QString *error);
};

} // namespace isle::editor
