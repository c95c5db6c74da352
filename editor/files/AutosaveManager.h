// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

class QLockFile;

namespace isle::editor {

class ScenarioDocument;

/// Autosave and crash recovery. While the watched document has unsaved changes, its scenario is
/// written every interval() seconds to `<directory>/<session>.autosave.json` (plus
/// `<session>.meta`, which names the original file). A saved or closed document removes them. Each
/// running editor holds
/// `<session>.lock`; autosaves whose lock is not held by a live process are left-overs of a crash
/// or kill, which recoverableSessions() lists so the next start can offer to restore them.
class AutosaveManager : public QObject
{
    Q_OBJECT

public:
    struct Session
    {
        QString id;
        QString autosavePath;
        QString originalPath; ///< empty: the scenario was never saved
        QDateTime savedAt;
    };

    /// `directory` empty: QStandardPaths::AppDataLocation + "/autosave".
    explicit AutosaveManager(const QString &directory = {}, QObject *parent = nullptr);
    ~AutosaveManager() override;

    static QString defaultDirectory();
    QString directory() const { return m_directory; }
    QString sessionId() const { return m_sessionId; }

    void setDocument(ScenarioDocument *document);
    int interval() const { return m_intervalSeconds; }
    void setInterval(int seconds);

    /// Writes the autosave now (if the document has unsaved changes). False on a write error.
    bool saveNow();
    /// Removes this session's autosave (after a save, or when closing without keeping changes).
    void discard();

    /// Autosaves left by editors that did not exit cleanly; newest first.
    std::vector<Session> recoverableSessions() const;
    /// Deletes a left-over session's files (after restoring it or when the user declines).
    void removeSession(const Session &session) const;

Q_SIGNALS:
    void autosaved(const QString &path);
    void autosaveFailed(const QString &error);

private:
    void onDocumentChanged();
    QString pathFor(const QString &sessionId, const char *suffix) const;

    QString m_directory;
    QString m_sessionId;
    std::unique_ptr<QLockFile> m_lock;
    QPointer<ScenarioDocument> m_document;
    QTimer m_timer;
    int m_intervalSeconds = 60;
};

} // namespace isle::editor
