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
#include "editor/files/ScenarioGallery.h"
#include "editor/help/KeyboardShortcutsDialog.h"
#include "editor/help/UserGuideWindow.h"
#include "editor/playtest/PlaytestWindow.h"
#include "editor/preferences/Preferences.h"
#include "editor/preferences/PreferencesDialog.h"
#include "editor/scene/BestStartsOverlay.h"
#include "editor/scene/BoardView.h"
#include "editor/scene/DiagnosticsOverlay.h"
#include "editor/scene/LayerActions.h"
#include "editor/scene/OverviewWidget.h"
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
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoStack>
#include <QWindow>

#include <cmath>

namespace isle::editor {

namespace {

/// Bump when the default dock layout changes: a state saved by an older layout is then ignored.
constexpr int LayoutVersion = 2;

/// The platform's keys for `standard`, plus `extra` where the platform style lacks them (Redo is
/// Ctrl+Shift+Z on some styles and Ctrl+Y on others: both work everywhere).
QList<QKeySequence> keysWith(QKeySequence::StandardKey standard, const QList<QKeySequence> &extra)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(standard);
    for (const QKeySequence &k : extra)
        if (!keys.contains(k))
            keys << k;
    return keys;
}

} // namespace

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
    m_statusZoom = new QLabel(this);
    m_statusZoom->setObjectName(QStringLiteral("ZoomLabel"));
    m_statusZoom->setToolTip(tr("Zoom: 100 % shows hexes at their actual size (Ctrl+1)"));
    statusBar()->addPermanentWidget(m_statusZoom);
    const auto showZoom = [this](double zoom) {
        m_statusZoom->setText(
            tr("Zoom %1 %").arg(QLocale().toString(static_cast<int>(std::lround(zoom * 100.0)))));
    };
    connect(m_view, &BoardView::zoomChanged, this, showZoom);
    showZoom(m_view->zoom());
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
    applyPreferences();
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
    m_toolOptions = new QDockWidget(tr("Tool Options"), this);
    m_toolOptions->setObjectName(QStringLiteral("ToolOptionsDock"));
    m_toolOptions->setWidget(m_tools->optionsWidget(m_toolOptions));
    m_overview = new QDockWidget(tr("Overview"), this);
    m_overview->setObjectName(QStringLiteral("OverviewDock"));
    m_overview->setWidget(new OverviewWidget(m_view, m_overview));

    // Validation in the editor: one LiveValidation feeds the diagnostics and statistics docks
    // and the board overlay (heat map, findings).
    m_validation = new LiveValidation(m_document, this);
    m_diagnostics = new DiagnosticsDock(m_document, m_validation, this);
    m_diagnostics->setBoardView(m_view);
    m_statistics = new StatisticsDock(m_validation, this);
    arrangeDefaultLayout();
    m_overlay = new DiagnosticsOverlay(&m_view->boardPainter());
    m_view->scene()->addItem(m_overlay);
    m_layers = new LayerActions(m_view, m_overlay, this);
    m_bestStarts = new BestStartsOverlay(&m_view->boardPainter());
    m_bestStarts->setVisible(false);
    m_view->scene()->addItem(m_bestStarts);
    const auto showResults = [this] {
        m_overlay->setResults(m_validation->issues(), m_validation->statistics());
        m_bestStarts->setStatistics(m_validation->statistics());
    };
    connect(m_validation, &LiveValidation::updated, this, showResults);
    showResults();
}

void MainWindow::arrangeDefaultLayout()
{
    // The board gets the room: narrow side columns that run the full height, the docks on the
    // right tabbed under the overview, and a short diagnostics strip under the board only.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::LeftDockWidgetArea, m_palette);
    addDockWidget(Qt::LeftDockWidgetArea, m_toolOptions);
    addDockWidget(Qt::RightDockWidgetArea, m_overview);
    addDockWidget(Qt::RightDockWidgetArea, m_properties);
    tabifyDockWidget(m_properties, m_statistics);
    tabifyDockWidget(m_statistics, m_hexTable);
    tabifyDockWidget(m_hexTable, m_history);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnostics);
    m_properties->raise();
    resizeDocks({m_palette, m_overview}, {170, 270}, Qt::Horizontal);
    resizeDocks({m_palette, m_toolOptions}, {330, 250}, Qt::Vertical);
    resizeDocks({m_overview, m_properties}, {170, 430}, Qt::Vertical);
    resizeDocks({m_diagnostics}, {120}, Qt::Vertical);
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
    QAction *gallery
        = action(tr("New from &Scenario…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
            tr("Start a new map from a template or an official scenario, picked by its picture"),
            [this] {
                ScenarioGallery dialog(this);
                if (dialog.exec() == QDialog::Accepted)
                    if (const auto t = dialog.selected())
                        m_files->newFromTemplate(*t);
            });
    gallery->setObjectName(QStringLiteral("NewFromScenarioAction"));
    file->addAction(gallery);
    QAction *open = action(
        tr("&Open…"), QKeySequence::Open, tr("Open a scenario file"), [this] { m_files->open(); });
    open->setIcon(icon(QStyle::SP_DialogOpenButton));
    file->addAction(open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    QAction *save = action(
        tr("&Save"), QKeySequence::Save, tr("Save the scenario"), [this] { m_files->save(); });
    save->setIcon(icon(QStyle::SP_DialogSaveButton));
    file->addAction(save);
    QAction *saveAs = action(tr("Save &As…"), {}, tr("Save the scenario under a new name"),
        [this] { m_files->saveAs(); });
    saveAs->setShortcuts(
        keysWith(QKeySequence::SaveAs, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}));
    file->addAction(saveAs);
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
    redo->setShortcuts(keysWith(QKeySequence::Redo,
        {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}));
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
    QAction *deleteHexes = action(tr("&Delete Hexes"), QKeySequence::Delete,
        tr("Remove the selected hexes from the board"), [this] {
            if (m_document->selectedHexes().empty())
                statusBar()->showMessage(tr("Select the hexes to delete first."), 5000);
            else
                m_document->removeHexes(m_document->selectedHexes(), tr("Delete Hexes"));
        });
    deleteHexes->setObjectName(QStringLiteral("DeleteHexesAction"));
    edit->addAction(deleteHexes);
    edit->addSeparator();
    QAction *preferences = action(tr("Pre&ferences…"), QKeySequence::Preferences,
        tr("Autosave, playtest players, print units, language and colours"), [this] {
            PreferencesDialog dialog(this);
            if (dialog.exec() == QDialog::Accepted)
                applyPreferences();
        });
    preferences->setObjectName(QStringLiteral("PreferencesAction"));
    preferences->setMenuRole(QAction::PreferencesRole);
    edit->addAction(preferences);

    // View: zoom, then dock and tool bar toggles
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addActions(m_view->viewActions());
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : std::initializer_list<QDockWidget *> {m_toolOptions, m_palette,
             m_overview, m_properties, m_hexTable, m_history, m_diagnostics, m_statistics}) {
        QAction *toggle = dock->toggleViewAction();
        toggle->setStatusTip(tr("Show or hide the %1 panel").arg(dock->windowTitle()));
        m_viewMenu->addAction(toggle);
    }

    // View: the board's layers (tokens, harbors, areas, problems, heat map)
    m_viewMenu->addSection(tr("Layers"));
    m_viewMenu->addActions(m_layers->actions());
    QAction *starts = action(tr("Best &Starts"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
        tr("Show where the players would start: the set-up draft of the Statistics dock, each "
           "seat's settlements numbered in snake order"),
        [this](bool on) { m_bestStarts->setVisible(on); });
    starts->setObjectName(QStringLiteral("BestStartsAction"));
    starts->setCheckable(true);
    starts->setChecked(false);
    m_viewMenu->addAction(starts);

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
            window->showBeside(this);
        });
    playtest->setObjectName(QStringLiteral("PlaytestAction"));
    playtest->setIcon(icon(QStyle::SP_MediaPlay));
    tools->addAction(playtest);

    createHelpMenu();

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

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guide = help->addAction(tr("&User Guide"));
    guide->setObjectName(QStringLiteral("UserGuideAction"));
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setStatusTip(tr("The editor's manual, as shipped with this version"));
    connect(guide, &QAction::triggered, this, [this] {
        auto *window = findChild<UserGuideWindow *>();
        if (!window)
            window = new UserGuideWindow(this);
        window->show();
        window->raise();
        window->activateWindow();
    });
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"));
    keys->setObjectName(QStringLiteral("KeyboardShortcutsAction"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    keys->setStatusTip(tr("Every shortcut of the window, read from its menus and tools"));
    connect(keys, &QAction::triggered, this, [this] {
        KeyboardShortcutsDialog dialog(this, this);
        dialog.exec();
    });
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Islewright"));
    about->setStatusTip(tr("Version and licence"));
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About Islewright"),
            tr("<h3>Islewright %1</h3><p>A map and scenario editor for Catan-style hex boards.</p>"
               "<p>Licensed under the GNU GPL, version 3 or later.</p>")
                .arg(QApplication::applicationVersion()));
    });
    QAction *aboutQt = help->addAction(tr("About &Qt"));
    aboutQt->setStatusTip(tr("The Qt toolkit's version and licence"));
    connect(aboutQt, &QAction::triggered, this, [] { QApplication::aboutQt(); });
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
        resize(defaultSize());
    // A layout saved by an older version (other docks, other defaults) is not restored.
    restoreState(settings.value(QStringLiteral("MainWindow/state")).toByteArray(), LayoutVersion);
    fitIntoScreen();
}

void MainWindow::writeSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("MainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("MainWindow/state"), saveState(LayoutVersion));
}

QSize MainWindow::defaultSize() const
{
    const QScreen *s = screen();
    const QSize wanted(1280, 800);
    return s ? wanted.boundedTo(s->availableGeometry().size()) : wanted;
}

void MainWindow::fitIntoScreen()
{
    const QScreen *s = screen();
    if (!s || isFullScreen())
        return;
    const QRect available = s->availableGeometry();
    if (isMaximized()) {
        if (available.contains(frameGeometry()))
            return;
        showNormal(); // maximized on a bigger screen: fit it as a normal window below
    }
    // The frame (title bar, borders) counts too: the whole window must fit.
    const QSize frame = frameGeometry().size() - geometry().size();
    const QSize room = available.size() - frame;
    if (width() > room.width() || height() > room.height())
        resize(size().boundedTo(room));
    QRect g = frameGeometry();
    if (!available.contains(g)) {
        g.moveRight(std::min(g.right(), available.right()));
        g.moveBottom(std::min(g.bottom(), available.bottom()));
        g.moveLeft(std::max(g.left(), available.left()));
        g.moveTop(std::max(g.top(), available.top()));
        move(g.topLeft());
    }
}

void MainWindow::watchScreen()
{
    // A new screen, or the same one with another resolution or scale factor: fit again.
    if (m_watchedScreen)
        disconnect(m_watchedScreen, nullptr, this, nullptr);
    m_watchedScreen = screen();
    if (m_watchedScreen)
        connect(
            m_watchedScreen, &QScreen::availableGeometryChanged, this, &MainWindow::fitIntoScreen);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (QWindow *handle = windowHandle())
        connect(handle, &QWindow::screenChanged, this, &MainWindow::onScreenChanged,
            Qt::UniqueConnection);
    onScreenChanged();
}

void MainWindow::onScreenChanged()
{
    watchScreen();
    fitIntoScreen();
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // The desktop switched between light and dark: the board's colours follow.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ThemeChange)
        applyPreferences();
}

void MainWindow::applyPreferences()
{
    m_autosave->setInterval(Preferences::autosaveSeconds());
    m_view->setBackgroundBrush(
        Preferences::boardBackground(Preferences::colourScheme(), palette()));
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
