// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutosaveManager.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/files/ScenarioFileIo.h"

#include "editor/files/AtomicWrite.h"
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace isle::editor {

AutosaveManager::AutosaveManager(const QString &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory.isEmpty() ? defaultDirectory() : directory)
    , m_sessionId(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(m_directory);
    m_lock = std::make_unique<QLockFile>(pathFor(m_sessionId, ".lock"));
    m_lock->setStaleLockTime(0); // only a dead owner makes a lock stale, never its age
    m_lock->tryLock(0);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] { saveNow(); });
}

AutosaveManager::~AutosaveManager() = default;

QString AutosaveManager::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave");
}

QString AutosaveManager::pathFor(const QString &sessionId, const char *suffix) const
{
    return m_directory + QLatin1Char('/') + sessionId + QLatin1String(suffix);
}

void AutosaveManager::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!document)
        return;
    connect(
        document, &ScenarioDocument::scenarioChanged, this, &AutosaveManager::onDocumentChanged);
    connect(
        document, &ScenarioDocument::modifiedChanged, this, &AutosaveManager::onDocumentChanged);
}

void AutosaveManager::setInterval(int seconds)
{
    m_intervalSeconds = std::max(1, seconds);
}

void AutosaveManager::onDocumentChanged()
{
    if (!m_document || !m_document->isModified()) {
        m_timer.stop();
        discard(); // saved, or undone back to the saved state
        return;
    }
    // The interval counts from the first unsaved change, not from the last one: a designer who
    // paints without pause still gets an autosave every interval.
    if (!m_timer.isActive())
        m_timer.start(m_intervalSeconds * 1000);
}

bool AutosaveManager::saveNow()
{
    if (!m_document || !m_document->isModified())
        return true;
    const QString path = pathFor(m_sessionId, ".autosave.json");
    if (const QString error = ScenarioFileIo::write(m_document->scenario(), path);
        !error.isEmpty()) {
        Q_EMIT autosaveFailed(error);
        return false;
    }
    QJsonObject meta;
    meta[QStringLiteral("originalPath")] = m_document->filePath();
    meta[QStringLiteral("savedAt")] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QByteArray metaText = QJsonDocument(meta).toJson();
    if (const QString error
        = writeFileAtomically(pathFor(m_sessionId, ".meta"), metaText.constData(), metaText.size());
        !error.isEmpty()) {
        Q_EMIT autosaveFailed(error);
        return false;
    }
    Q_EMIT autosaved(path);
    return true;
}

void AutosaveManager::discard()
{
    QFile::remove(pathFor(m_sessionId, ".autosave.json"));
    QFile::remove(pathFor(m_sessionId, ".meta"));
}

std::vector<AutosaveManager::Session> AutosaveManager::recoverableSessions() const
{
    std::vector<Session> sessions;
    const QStringList files
        = QDir(m_directory).entryList({QStringLiteral("*.autosave.json")}, QDir::Files);
    for (const QString &file : files) {
        const QString id = file.chopped(14); // ".autosave.json"
        if (id == m_sessionId)
            continue;
        // A lock we can take belongs to nobody alive (QLockFile removes a dead owner's lock).
        // Locks of this process (another window) are live, whatever QLockFile concludes.
        QLockFile lock(pathFor(id, ".lock"));
        qint64 pid = 0;
        QString host, app;
        if (lock.getLockInfo(&pid, &host, &app) && pid == QCoreApplication::applicationPid())
            continue;
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        Session s;
        s.id = id;
        s.autosavePath = pathFor(id, ".autosave.json");
        QFile metaFile(pathFor(id, ".meta"));
        // The meta file is two short strings; anything larger is not ours and is not read.
        constexpr qint64 MaxMetaBytes = 64 * 1024;
        if (metaFile.open(QIODevice::ReadOnly) && metaFile.size() <= MaxMetaBytes) {
            const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
            s.originalPath = meta.value(QStringLiteral("originalPath")).toString();
            s.savedAt = QDateTime::fromString(
                meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
        }
        if (!s.savedAt.isValid())
            s.savedAt = QFileInfo(s.autosavePath).lastModified();
        sessions.push_back(std::move(s));
    }
    std::sort(sessions.begin(), sessions.end(),
        [](const Session &a, const Session &b) { return a.savedAt > b.savedAt; });
    return sessions;
}

void AutosaveManager::removeSession(const Session &session) const
{
    QFile::remove(pathFor(session.id, ".autosave.json"));
    QFile::remove(pathFor(session.id, ".meta"));
    QFile::remove(pathFor(session.id, ".lock"));
}

} // namespace isle::editor
