// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/files/ScenarioTemplates.h"

#include <QObject>

class QWidget;

namespace isle::editor {

class AutosaveManager;
class RecentFiles;
class ScenarioDocument;

/// The File menu's behaviour for one window: new from a template, open, save, save as, revert,
/// the save/discard/cancel prompt before changes are lost, and crash recovery at start-up.
/// Dialogs are parented to `window`; problems are shown, never thrown.
class FileController : public QObject
{
    Q_OBJECT

public:
    FileController(ScenarioDocument *document, AutosaveManager *autosave, RecentFiles *recent,
        QWidget *window);

    bool newFromTemplate(const ScenarioTemplates::Template &t);
    bool open();
    bool openFile(const QString &path);
    bool save();
    bool saveAs();
    bool revert();
    /// Asks to save unsaved changes. True: go ahead (saved or discarded); false: cancelled.
    bool maybeSave();
    /// Offers to restore autosaves left by an editor that was killed or crashed.
    void offerRecovery();
    /// ".islewright.json": what Save As suggests and appends to a bare name; the glob of the
    /// desktop's MIME type for scenarios (packaging/io.github.islewright.Islewright.mime.xml).
    static QString scenarioSuffix();
    /// Where Save As starts: the document's own file, else "<id>.islewright.json" in the last
    /// folder used, or in the user's documents folder before any file was opened or saved.
    QString saveAsSuggestion() const;

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    bool saveTo(const QString &path);
    QString lastDirectory() const;

    ScenarioDocument *m_document;
    AutosaveManager *m_autosave;
    RecentFiles *m_recent;
    QWidget *m_window;
};

} // namespace isle::editor
