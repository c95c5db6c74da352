// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "editor/docks/DiagnosticsDock.h"
#include "editor/docks/HexTableDock.h"
#include "editor/docks/LiveValidation.h"
#include "editor/docks/PaletteDock.h"
#include "editor/docks/PropertiesDock.h"
#include "editor/docks/StatisticsDock.h"
#include "editor/docks/UndoHistoryDock.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/exchange/ExchangeController.h"
#include "editor/files/AutosaveManager.h"
#include "editor/files/FileController.h"
#include "editor/files/RecentFiles.h"
#include "editor/playtest/PlaytestWindow.h"
#include "editor/scene/BoardView.h"
#include "editor/scene/DiagnosticsOverlay.h"
#include "editor/tools/EditActions.h"
#include "editor/tools/ToolManager.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>

namespace isle::editor {

MainWindow::MainWindow(const QString &autosaveDirectory, QWidget *parent)
    : QMainWindow(parent)
    , m_document(new ScenarioDocument({}, this))
    , m_autosave(new AutosaveManager(autosaveDirectory, this))
    , m_recent(new RecentFiles(this))
    , m_files(new FileController(m_document, m_autosave, m_recent, this))
    , m_view(new BoardView(this))
    , m_tools(new ToolManager(this))
    , m_editActions(new EditActions(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_autosave->setInterval(QSettings().value(QStringLiteral("autosaveSeconds"), 60).toInt());
    m_autosave->setDocument(m_document);
    setDockNestingEnabled(true);
    m_view->setDocument(m_document);
    setCentralWidget(m_view);
    m_tools->setView(m_view);
    m_editActions->setView(m_view);
    createDocks();
    createActions();

    m_statusCounts = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusCounts);
    connect(m_files, &FileController::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    connect(m_autosave, &AutosaveManager::autosaved, this,
        [this] { statusBar()->showMessage(tr("Unsaved changes kept in an autosave"), 3000); });
    connect(m_autosave, &AutosaveManager::autosaveFailed, this, [this](const QString &error) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error));
    });
    connect(m_view, &BoardView::hoverTextChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text);
    });
    connect(m_view, &BoardView::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    connect(m_editActions, &EditActions::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &MainWindow::updateStatus);
    connect(m_document, &ScenarioDocument::selectionChanged, this, &MainWindow::updateStatus);
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    updateTitle();
    updateStatus();
    updateRecentMenu();
    readSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::createDocks()
{
    m_palette = new PaletteDock(this);
    m_properties = new PropertiesDock(m_document, this);
    m_hexTable = new HexTableDock(m_document, this);
    m_history = new UndoHistoryDock(m_document->undoStack(), this);
    m_tools->setCurrentTerrain(m_palette->currentTerrain());
    connect(
        m_palette, &PaletteDock::currentTerrainChanged, m_tools, &ToolManager::setCurrentTerrain);
    auto *options = new QDockWidget(tr("Tool Options"), this);
    options->setObjectName(QStringLiteral("ToolOptionsDock"));
    options->setWidget(m_tools->optionsWidget(options));
    addDockWidget(Qt::LeftDockWidgetArea, options);
    addDockWidget(Qt::LeftDockWidgetArea, m_palette);
    addDockWidget(Qt::RightDockWidgetArea, m_properties);
    addDockWidget(Qt::RightDockWidgetArea, m_hexTable);
    addDockWidget(Qt::LeftDockWidgetArea, m_history);
    tabifyDockWidget(m_hexTable, m_properties);
    m_properties->raise();

    // Validation in the editor: one LiveValidation feeds the diagnostics and statistics docks
    // and the board overlay (heat map, findings).
    m_validation = new LiveValidation(m_document, this);
    m_diagnostics = new DiagnosticsDock(m_document, m_validation, this);
    m_diagnostics->setBoardView(m_view);
    m_statistics = new StatisticsDock(m_validation, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnostics);
    addDockWidget(Qt::RightDockWidgetArea, m_statistics);
    m_overlay = new DiagnosticsOverlay(&m_view->boardPainter());
    m_overlay->setViolationsShown(true);
    m_view->scene()->addItem(m_overlay);
    const auto showResults = [this] {
        m_overlay->setResults(m_validation->issues(), m_validation->statistics());
    };
    connect(m_validation, &LiveValidation::updated, this, showResults);
    showResults();
}

void MainWindow::createActions()
{
    const auto action
        = [this](const QString &text, QKeySequence key, const QString &tip, auto slot) {
              auto *a = new QAction(text, this);
              a->setShortcut(key);
              a->setStatusTip(tip);
              a->setToolTip(tip);
              connect(a, &QAction::triggered, this, slot);
              return a;
          };
    const auto icon = [this](QStyle::StandardPixmap p) {
        return style()->standardIcon(p);
    };

    // File
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *newMenu = file->addMenu(icon(QStyle::SP_FileIcon), tr("&New"));
    QAction *newAction = nullptr;
    for (const ScenarioTemplates::Template &t : ScenarioTemplates::all()) {
        QAction *a = action(t.name, {}, t.description, [this, t] { m_files->newFromTemplate(t); });
        newMenu->addAction(a);
        if (!newAction) {
            newAction = a;
            a->setShortcut(QKeySequence::New);
            a->setIcon(icon(QStyle::SP_FileIcon));
        }
    }
    QAction *open = action(
        tr("&Open…"), QKeySequence::Open, tr("Open a scenario file"), [this] { m_files->open(); });
    open->setIcon(icon(QStyle::SP_DialogOpenButton));
    file->addAction(open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QAction *save = action(
        tr("&Save"), QKeySequence::Save, tr("Save the scenario"), [this] { m_files->save(); });
    save->setIcon(icon(QStyle::SP_DialogSaveButton));
    file->addAction(save);
    file->addAction(action(tr("Save &As…"), QKeySequence::SaveAs,
        tr("Save the scenario under a new name"), [this] { m_files->saveAs(); }));
    m_revertAction = action(tr("Re&vert"), {}, tr("Discard all changes and reload the saved file"),
        [this] { m_files->revert(); });
    file->addAction(m_revertAction);
    file->addSeparator();
    // Other programs' formats (editor/exchange).
    auto *exchange = new ExchangeController(m_document, m_files, this);
    connect(exchange, &ExchangeController::statusMessage, this,
        [this](const QString &m) { statusBar()->showMessage(m, 5000); });
    file->addAction(action(tr("&Import Pioneers Map…"), {}, tr("Read a Pioneers .game map"),
        [exchange] { exchange->importPioneers(); }));
    QMenu *exportMenu = file->addMenu(tr("&Export"));
    using Format = ExchangeController::Format;
    const std::pair<Format, QString> exports[] = {
        {Format::Pioneers, tr("&Pioneers Map (.game)…")},
        {Format::Tmx, tr("&Tiled Map (.tmx)…")},
        {Format::Svg, tr("&SVG Picture…")},
        {Format::Png, tr("P&NG Image…")},
        {Format::Pdf, tr("PDF for Print at &Real Size…")},
    };
    for (const auto &[format, text] : exports)
        exportMenu->addAction(action(text, {}, tr("Write the scenario for another program"),
            [exchange, f = format] { exchange->exportAs(f); }));
    file->addSeparator();
    file->addAction(
        action(tr("&Quit"), QKeySequence::Quit, tr("Quit Islewright"), [this] { close(); }));

    // Edit
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    // Undo/redo arrows, not the style's back/forward (navigation) arrows.
    undo->setIcon(
        QIcon::fromTheme(QStringLiteral("edit-undo"), QIcon(QStringLiteral(":/icons/undo.svg"))));
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setIcon(
        QIcon::fromTheme(QStringLiteral("edit-redo"), QIcon(QStringLiteral(":/icons/redo.svg"))));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(action(
        tr("Select &All"), QKeySequence::SelectAll, tr("Select every hex of the board"), [this] {
            std::vector<model::HexCoord> all;
            for (const model::Hex &h : m_document->board().hexes())
                all.push_back(h.coord);
            m_document->setSelectedHexes(std::move(all));
        }));
    edit->addAction(action(tr("Select &None"), QKeySequence::Deselect, tr("Clear the selection"),
        [this] { m_document->setSelectedHexes({}); }));
    edit->addSeparator();
    edit->addActions(m_editActions->actions());
    edit->addSeparator();
    edit->addAction(action(tr("&Delete Hexes"), {}, tr("Remove the selected hexes from the board"),
        [this] { m_document->removeHexes(m_document->selectedHexes(), tr("Delete Hexes")); }));

    // View: zoom, then dock and tool bar toggles
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addActions(m_view->viewActions());
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (dock->objectName() == QLatin1String("ToolOptionsDock"))
            m_viewMenu->addAction(dock->toggleViewAction());
    }
    for (QDockWidget *dock : std::initializer_list<QDockWidget *> {
             m_palette, m_properties, m_hexTable, m_history, m_diagnostics, m_statistics}) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setStatusTip(tr("Show or hide the %1 panel").arg(dock->windowTitle()));
        m_viewMenu->addAction(toggle);
    }

    // View: validation overlays on the board
    m_viewMenu->addSeparator();
    QAction *problems = action(tr("Highlight &Problems"), QKeySequence(Qt::CTRL | Qt::Key_E),
        tr("Outline the hexes, harbors and intersections the rule checks complain about"),
        [this](bool on) { m_overlay->setViolationsShown(on); });
    problems->setObjectName(QStringLiteral("HighlightProblemsAction"));
    problems->setCheckable(true);
    problems->setChecked(m_overlay->violationsShown());
    m_viewMenu->addAction(problems);
    QAction *heat = action(tr("Intersection &Heat Map"), QKeySequence(Qt::CTRL | Qt::Key_H),
        tr("Colour every intersection by its production (pips): blue poor, red rich"),
        [this](bool on) { m_overlay->setHeatMapShown(on); });
    heat->setObjectName(QStringLiteral("HeatMapAction"));
    heat->setCheckable(true);
    heat->setChecked(m_overlay->heatMapShown());
    m_viewMenu->addAction(heat);

    // Tools: one checkable action per tool (ToolManager), also in a tool bar
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(m_tools->actions());
    auto *toolBar = new QToolBar(tr("Tools"), this);
    toolBar->setObjectName(QStringLiteral("ToolsToolBar"));
    addToolBar(Qt::LeftToolBarArea, toolBar);
    toolBar->addActions(m_tools->actions());

    // Tools: the playtest preview plays the map as it is on screen, in its own window.
    tools->addSeparator();
    QAction *playtest = action(tr("&Playtest…"), QKeySequence(Qt::CTRL | Qt::Key_T),
        tr("Play the map with the rules engine: batch statistics, replays, games against bots"),
        [this] {
            auto *window = findChild<PlaytestWindow *>();
            if (!window)
                window = new PlaytestWindow(m_document, this); // a separate top-level window
            window->show();
            window->raise();
            window->activateWindow();
        });
    playtest->setObjectName(QStringLiteral("PlaytestAction"));
    playtest->setIcon(icon(QStyle::SP_MediaPlay));
    tools->addAction(playtest);

    // Help
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(tr("&About Islewright"), {}, tr("Version and licence"), [this] {
        QMessageBox::about(this, tr("About Islewright"),
            tr("<h3>Islewright %1</h3><p>A map and scenario editor for Catan-style hex boards.</p>"
               "<p>Licensed under the GNU GPL, version 3 or later.</p>")
                .arg(QApplication::applicationVersion()));
    }));
    help->addAction(action(tr("About &Qt"), {}, tr("The Qt toolkit's version and licence"),
        [] { QApplication::aboutQt(); }));

    QToolBar *fileBar = addToolBar(tr("File"));
    fileBar->setObjectName(QStringLiteral("FileToolBar"));
    if (newAction)
        fileBar->addAction(newAction);
    fileBar->addAction(open);
    fileBar->addAction(save);
    QToolBar *editBar = addToolBar(tr("Edit"));
    editBar->setObjectName(QStringLiteral("EditToolBar"));
    editBar->addAction(undo);
    editBar->addAction(redo);
    QToolBar *playBar = addToolBar(tr("Playtest"));
    playBar->setObjectName(QStringLiteral("PlaytestToolBar"));
    playBar->addAction(playtest);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(fileBar->toggleViewAction());
    m_viewMenu->addAction(editBar->toggleViewAction());
    m_viewMenu->addAction(toolBar->toggleViewAction());
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Islewright").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->filePath());
    m_revertAction->setEnabled(!m_document->filePath().isEmpty());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files[i];
        QAction *a
            = m_recentMenu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (m_files->maybeSave())
                m_files->openFile(path);
        });
    }
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, m_recent, &RecentFiles::clear);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateStatus()
{
    const model::Board &board = m_document->board();
    int land = 0;
    for (const model::Hex &h : board.hexes())
        land += model::isLand(h.terrain) ? 1 : 0;
    QString text = tr("%n hex(es)", nullptr, static_cast<int>(board.hexCount()))
        + QStringLiteral(" · ") + tr("%n land", nullptr, land) + QStringLiteral(" · ")
        + tr("%n harbor(s)", nullptr, static_cast<int>(board.harbors().size()));
    if (!m_document->selectedHexes().empty())
        text += QStringLiteral(" · ")
            + tr("%n selected", nullptr, static_cast<int>(m_document->selectedHexes().size()));
    m_statusCounts->setText(text);
}

void MainWindow::readSettings()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("MainWindow/geometry")).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(QStringLiteral("MainWindow/state")).toByteArray());
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("MainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("MainWindow/state"), saveState());
    settings.setValue(QStringLiteral("autosaveSeconds"), m_autosave->interval());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    writeSettings();
    m_autosave->discard(); // saved or deliberately discarded: nothing to recover
    event->accept();
}

} // namespace isle::editor
