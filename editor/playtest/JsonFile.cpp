// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/JsonFile.h"

#include "editor/files/AtomicWrite.h"
#include <QFile>

namespace isle::editor {

QString JsonFile::cannotOpen(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        return {};
    return tr("%1 could not be opened (%2). Check that the file still exists and that you may "
              "read it.")
        .arg(path, file.errorString());
}

bool JsonFile::write(const QString &path, const nlohmann::json &json, int indent, QString *error)
{
    const std::string text = json.dump(indent) + "\n";
    const QString reason = writeFileAtomically(path, text.data(), static_cast<qint64>(text.size()));
    if (reason.isEmpty())
        return true;
    if (error)
        *error = tr("%1 could not be written (%2). Choose a folder you may write to, or free "
                    "some disk space, and save again.")
                     .arg(path, reason);
    return false;
}

} // namespace isle::editor
