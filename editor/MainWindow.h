// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QScreen;
class QMenu;

namespace isle::editor {

class AutosaveManager;
class BoardView;
class DiagnosticsDock;
class BestStartsOverlay;
class DiagnosticsOverlay;
class LayerActions;
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
    LayerActions *layerActions() const { return m_layers; }

    /// The size the window opens with when no geometry is saved: 1280×800, or the available
    /// screen if that is smaller.
    QSize defaultSize() const;
    /// Shrinks and moves the window into its screen's available area (after restoring the
    /// geometry of a bigger screen, or when the screen or its scale factor changes).
    void fitIntoScreen();
    /// Re-reads the preferences that take effect at once (autosave interval, board colours).
    void applyPreferences();
    BestStartsOverlay *bestStartsOverlay() const { return m_bestStarts; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createDocks();
    void createActions();
    void createHelpMenu();
    void arrangeDefaultLayout();
    void watchScreen();
    void onScreenChanged();
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
    BestStartsOverlay *m_bestStarts = nullptr; // owned by the view's scene
    DiagnosticsOverlay *m_overlay = nullptr; // owned by the view's scene
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_revertAction = nullptr;
    QLabel *m_statusCounts = nullptr;
    QLabel *m_statusZoom = nullptr;
    LayerActions *m_layers = nullptr;
    QDockWidget *m_toolOptions = nullptr;
    QDockWidget *m_overview = nullptr;
    QScreen *m_watchedScreen = nullptr;
};

} // namespace isle::editor
