// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QLabel;
class QMenu;

namespace isle::editor {

class AutosaveManager;
class BoardView;
class DiagnosticsDock;
class DiagnosticsOverlay;
class EditActions;
class FileController;
class HexTableDock;
class LiveValidation;
class PaletteDock;
class PropertiesDock;
class RecentFiles;
class ScenarioDocument;
class StatisticsDock;
class ToolManager;
class UndoHistoryDock;

/// The editor window. Wiring only: it owns the document, builds menus, tool bars, docks and the
/// status bar, and connects them; behaviour lives in FileController, the docks and the tools.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// `autosaveDirectory` empty: the default (AppDataLocation/autosave).
    explicit MainWindow(const QString &autosaveDirectory = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_document; }
    FileController *files() const { return m_files; }
    PaletteDock *paletteDock() const { return m_palette; }
    BoardView *boardView() const { return m_view; }
    ToolManager *toolManager() const { return m_tools; }
    LiveValidation *liveValidation() const { return m_validation; }
    DiagnosticsDock *diagnosticsDock() const { return m_diagnostics; }
    StatisticsDock *statisticsDock() const { return m_statistics; }
    DiagnosticsOverlay *diagnosticsOverlay() const { return m_overlay; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createDocks();
    void createActions();
    void updateTitle();
    void updateRecentMenu();
    void updateStatus();
    void readSettings();
    void writeSettings() const;

    ScenarioDocument *m_document;
    AutosaveManager *m_autosave;
    RecentFiles *m_recent;
    FileController *m_files;
    BoardView *m_view;
    ToolManager *m_tools;
    EditActions *m_editActions;
    PaletteDock *m_palette = nullptr;
    HexTableDock *m_hexTable = nullptr;
    PropertiesDock *m_properties = nullptr;
    UndoHistoryDock *m_history = nullptr;
    LiveValidation *m_validation = nullptr;
    DiagnosticsDock *m_diagnostics = nullptr;
    StatisticsDock *m_statistics = nullptr;
    DiagnosticsOverlay *m_overlay = nullptr; // owned by the view's scene
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_revertAction = nullptr;
    QLabel *m_statusCounts = nullptr;
};

} // namespace isle::editor
