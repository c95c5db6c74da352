// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <string>

namespace isle::editor {

/// Reading and writing the playtest window's JSON files (reports, game records) with messages
/// that name the file; writes are atomic (QSaveFile).
class JsonFile
{
    Q_DECLARE_TR_FUNCTIONS(JsonFile)

public:
    /// Reads `path` with `T::readFile(path, std::string &message)` (a playtest report, a game
    /// record: size and JSON limits are checked before anything is built); nullopt with `error`
    /// naming the file and the problem.
    template<class T> static std::optional<T> readAs(const QString &path, QString *error)
    {
        if (const QString unreadable = cannotOpen(path); !unreadable.isEmpty()) {
            if (error)
                *error = unreadable;
            return std::nullopt;
        }
        std::string message;
        auto value = T::readFile(std::filesystem::path(path.toStdString()), message);
        if (!value && error) // the message names the file, the place and the limit or problem
            *error = tr("%1\n\nChoose a report or game record saved by Islewright or "
                        "islewright-cli.")
                         .arg(QString::fromStdString(message));
        return value;
    }
    /// Empty when `path` can be opened for reading; else what happened and what to do.
    static QString cannotOpen(const QString &path);
    /// Writes `json` (indented by `indent`, -1 compact); false with `error` on failure.
    static bool write(const QString &path, const nlohmann::json &json, int indent, QString *error);
};

} // namespace isle::editor
