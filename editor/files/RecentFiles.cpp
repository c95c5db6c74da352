// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace isle::editor {

namespace {
const QString SettingsKey = QStringLiteral("recentFiles");
}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
    , m_files(QSettings().value(SettingsKey).toStringList())
{ }

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > MaxCount)
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(QFileInfo(path).absoluteFilePath()) > 0)
        store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    QSettings().setValue(SettingsKey, m_files);
    Q_EMIT changed();
}

} // namespace isle::editor
