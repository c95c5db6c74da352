// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/JsonFile.h"

#include <QFile>
#include <QSaveFile>

namespace isle::editor {

std::optional<nlohmann::json> JsonFile::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Could not open %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    nlohmann::json json = nlohmann::json::parse(
        bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
    if (json.is_discarded()) {
        if (error)
            *error = tr("%1 is not valid JSON.").arg(path);
        return std::nullopt;
    }
    return json;
}

bool JsonFile::write(const QString &path, const nlohmann::json &json, int indent, QString *error)
{
    QSaveFile file(path);
    const std::string text = json.dump(indent) + "\n";
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), static_cast<qint64>(text.size())) < 0 || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace isle::editor
