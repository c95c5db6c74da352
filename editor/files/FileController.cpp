// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileController.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/files/AutosaveManager.h"
#include "editor/files/IssueListDialog.h"
#include "editor/files/RecentFiles.h"
#include "editor/files/ScenarioFileIo.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QWidget>

namespace isle::editor {

namespace {
const QString LastDirectoryKey = QStringLiteral("lastDirectory");

QString fileFilter()
{
    return FileController::tr("Islewright scenarios (*%1 *.json);;All files (*)")
        .arg(FileController::scenarioSuffix());
}
} // namespace

FileController::FileController(
    ScenarioDocument *document, AutosaveManager *autosave, RecentFiles *recent, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_autosave(autosave)
    , m_recent(recent)
    , m_window(window)
{ }

QString FileController::scenarioSuffix()
{
    return QStringLiteral(".islewright.json");
}

QString FileController::lastDirectory() const
{
    if (!m_document->filePath().isEmpty())
        return QFileInfo(m_document->filePath()).absolutePath();
    const QString last = QSettings().value(LastDirectoryKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    // Never "/" (an empty directory made the first Save open at the file system's root).
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

bool FileController::newFromTemplate(const ScenarioTemplates::Template &t)
{
    if (!maybeSave())
        return false;
    model::LoadResult result = ScenarioTemplates::loadAsNew(t);
    if (!result.scenario) {
        IssueListDialog(
            tr("The template “%1” could not be read.").arg(t.name), result.issues, m_window)
            .exec();
        return false;
    }
    m_document->resetScenario(std::move(*result.scenario), {});
    Q_EMIT statusMessage(tr("New scenario from “%1”").arg(t.name));
    return true;
}

bool FileController::open()
{
    if (!maybeSave())
        return false;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Scenario"), lastDirectory(), fileFilter());
    return !path.isEmpty() && openFile(path);
}

bool FileController::openFile(const QString &path)
{
    model::LoadResult result = ScenarioFileIo::read(path);
    if (!result.scenario) {
        IssueListDialog(tr("“%1” could not be opened: %n problem(s) found.", nullptr,
                            static_cast<int>(result.issues.size()))
                            .arg(QFileInfo(path).fileName()),
            result.issues, m_window)
            .exec();
        if (!QFileInfo::exists(path))
            m_recent->remove(path);
        return false;
    }
    m_document->resetScenario(std::move(*result.scenario), QFileInfo(path).absoluteFilePath());
    m_recent->add(path);
    QSettings().setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    Q_EMIT statusMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

QString FileController::saveAsSuggestion() const
{
    if (!m_document->filePath().isEmpty())
        return m_document->filePath();
    const QString id = QString::fromStdString(m_document->scenario().id);
    return QDir(lastDirectory()).filePath((id.isEmpty() ? tr("untitled") : id) + scenarioSuffix());
}

bool FileController::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Scenario As"), saveAsSuggestion(), fileFilter());
    if (path.isEmpty())
        return false;
    // A name typed without an extension gets ours, so the desktop knows the file (packaging/ MIME).
    if (!path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive))
        path += scenarioSuffix();
    return saveTo(path);
}

bool FileController::saveTo(const QString &path)
{
    if (const QString error = ScenarioFileIo::write(m_document->scenario(), path);
        !error.isEmpty()) {
        QMessageBox::critical(m_window, tr("Save Failed"),
            tr("The scenario could not be saved to %1:\n%2\n\nYour changes are still open in "
               "the editor. Choose Save As to save them to a folder you can write to.")
                .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_document->setClean();
    m_autosave->discard();
    m_recent->add(path);
    QSettings().setValue(LastDirectoryKey, QFileInfo(path).absolutePath());
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool FileController::revert()
{
    if (m_document->filePath().isEmpty() || !m_document->isModified())
        return false;
    const auto answer = QMessageBox::question(m_window, tr("Revert"),
        tr("Discard all changes to “%1” and reload the saved file?").arg(m_document->displayName()),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return false;
    return openFile(m_document->filePath());
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved Changes"),
        tr("“%1” has unsaved changes. Save them first?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::offerRecovery()
{
    for (const AutosaveManager::Session &session : m_autosave->recoverableSessions()) {
        const QString what = session.originalPath.isEmpty()
            ? tr("an unsaved scenario")
            : QDir::toNativeSeparators(session.originalPath);
        // Buttons that say what they do (not Yes / No / Cancel).
        QMessageBox box(QMessageBox::Question, tr("Restore Unsaved Work?"),
            tr("Islewright did not close normally. Unsaved changes to %1 from %2 were kept.")
                .arg(what, QLocale().toString(session.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::NoButton, m_window);
        box.setInformativeText(tr("Restore opens them as unsaved changes (undoable). Discard "
                                  "deletes them for good. Decide Later keeps them for the next "
                                  "start."));
        QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
        QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
        QPushButton *later = box.addButton(tr("Decide &Later"), QMessageBox::RejectRole);
        restore->setObjectName(QStringLiteral("RestoreButton"));
        discard->setObjectName(QStringLiteral("DiscardButton"));
        later->setObjectName(QStringLiteral("DecideLaterButton"));
        box.setDefaultButton(restore);
        box.setEscapeButton(later);
        box.exec();
        const bool restoring = box.clickedButton() == restore;
        if (box.clickedButton() != discard && !restoring)
            return; // keep the autosave for the next start
        if (restoring) {
            model::LoadResult result = ScenarioFileIo::read(session.autosavePath);
            if (!result.scenario) {
                IssueListDialog(tr("The autosave of %1 could not be read, so nothing was restored. "
                                   "It stays in %2 for a later try.")
                                    .arg(what, QDir::toNativeSeparators(session.autosavePath)),
                    result.issues, m_window)
                    .exec();
                continue;
            }
            if (!maybeSave())
                return;
            // Open the original (or start empty), then apply the autosave as one undoable step:
            // the document shows as modified and the restore itself can be undone.
            model::LoadResult original;
            if (!session.originalPath.isEmpty())
                original = ScenarioFileIo::read(session.originalPath);
            if (original.scenario)
                m_document->resetScenario(std::move(*original.scenario), session.originalPath);
            else
                m_document->resetScenario({}, {});
            m_document->replaceScenario(std::move(*result.scenario), tr("Restore Autosave"));
            Q_EMIT statusMessage(tr("Restored unsaved changes to %1").arg(what));
        }
        m_autosave->removeSession(session);
        if (restoring)
            return; // one document per window
    }
}

} // namespace isle::editor
