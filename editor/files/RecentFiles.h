// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

namespace isle::editor {

/// The most recently opened or saved files, newest first, kept in QSettings ("recentFiles").
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxCount = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    /// Moves `path` (made absolute) to the front.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

Q_SIGNALS:
    void changed();

private:
    void store();

    QStringList m_files;
};

} // namespace isle::editor
