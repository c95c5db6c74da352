// SPDX-License-Identifier: GPL-3.0-or-later
// The editor window as a user works in it (offscreen): shortcuts that work from anywhere in the
// window and the Help › Keyboard Shortcuts list read from the actions; the default layout that
// gives the board the room and never opens larger than the screen; the board's layer toggles,
// the zoom percentage and the overview; the preferences and the user guide.
#include "EditorFixtures.h"
#include "ViewFixture.h"
#include "editor/MainWindow.h"
#include "editor/docks/DiagnosticsDock.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/files/AutosaveManager.h"
#include "editor/help/KeyboardShortcutsDialog.h"
#include "editor/help/UserGuideWindow.h"
#include "editor/playtest/SeatSetup.h"
#include "editor/preferences/Preferences.h"
#include "editor/preferences/PreferencesDialog.h"
#include "editor/scene/BoardView.h"
#include "editor/scene/DiagnosticsOverlay.h"
#include "editor/scene/LayerActions.h"
#include "editor/scene/OverviewWidget.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <functional>

using namespace isle;
using editor::MainWindow;
using model::HexCoord;
using model::Terrain;

namespace {

QAction *actionNamed(const QWidget &window, const char *name)
{
    auto *a = window.findChild<QAction *>(QLatin1String(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

/// A shown, active window with a board, as a user starts it.
struct Started
{
    QTemporaryDir autosave;
    MainWindow window {autosave.path()};

    explicit Started(const QString &scenario = QStringLiteral("seafarers-four-islands-4.json"),
        QSize size = {1280, 800})
    {
        window.document()->resetScenario(test::shippedScenario(scenario), {});
        window.resize(size);
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        if (!QTest::qWaitForWindowActive(&window))
            qWarning("the window did not become active");
        QCoreApplication::processEvents();
    }
};

/// A list in a dock (the terrain palette), to put the focus somewhere other than the board.
QListView *visibleList(const QWidget &window)
{
    for (QListView *list : window.findChildren<QListView *>())
        if (list->isVisible())
            return list;
    return nullptr;
}

/// With ISLE_EDITOR_SCREENSHOTS=<dir>, writes `window` as <dir>/<name>.png (the README's
/// screenshots are made this way).
void screenshot(QWidget &window, const char *name)
{
    const QByteArray dir = qgetenv("ISLE_EDITOR_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    window.grab().save(
        QString::fromLocal8Bit(dir) + u'/' + QLatin1String(name) + QStringLiteral(".png"));
}

int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
        + std::abs(a.blue() - b.blue());
}

} // namespace

class test_EditorWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    // Every test starts from a first start: no saved geometry, layout or preferences.
    void init() { QSettings().clear(); }
    void cleanup() { QSettings().clear(); }

    // --- 5. Shortcuts ------------------------------------------------------------------------

    void zoomShortcutsWorkFromAnywhereInTheWindow()
    {
        Started s;
        editor::BoardView *view = s.window.boardView();
        // Focus in a dock, not on the board.
        QListView *list = visibleList(s.window);
        QVERIFY(list);
        list->setFocus();
        QCoreApplication::processEvents();
        QVERIFY(!view->hasFocus());
        const double fitted = view->zoom();
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus && focus != view);
        QTest::keyClick(focus, Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY2(view->zoom() > fitted * 1.1, "Ctrl++ did not zoom in");
        QTest::keyClick(focus, Qt::Key_Equal, Qt::ControlModifier);
        const double twice = view->zoom();
        QVERIFY(twice > fitted * 1.4);
        QTest::keyClick(focus, Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(view->zoom() < twice);
        QTest::keyClick(focus, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(std::abs(view->zoom() - fitted) < fitted * 0.01);
    }

    void standardKeysForSaveAsRedoAndDelete()
    {
        Started s;
        const auto has = [&](const char *name, QKeySequence key) {
            return actionNamed(s.window, name)->shortcuts().contains(key);
        };
        QAction *saveAs = nullptr;
        QAction *redo = nullptr;
        for (QAction *a : s.window.findChildren<QAction *>()) {
            const QString text = a->text().remove(u'&');
            if (text.startsWith(QStringLiteral("Save As")))
                saveAs = a;
            if (text.startsWith(QStringLiteral("Redo")))
                redo = a;
        }
        QVERIFY(saveAs && redo);
        QVERIFY(saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        QVERIFY(has("DeleteHexesAction", QKeySequence(Qt::Key_Delete)));

        // Ctrl+Y redoes, Delete removes the selected hexes, from a dock's focus.
        editor::ScenarioDocument *doc = s.window.document();
        const std::size_t hexes = doc->board().hexCount();
        doc->setSelectedHexes(
            {doc->board().hexes().front().coord, doc->board().hexes().back().coord});
        QListView *list = visibleList(s.window);
        QVERIFY(list);
        list->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
        QCOMPARE(doc->board().hexCount(), hexes - 2);
        doc->undoStack()->undo();
        QCOMPARE(doc->board().hexCount(), hexes);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(doc->board().hexCount(), hexes - 2);
    }

    void keyboardShortcutsListIsReadFromTheActions()
    {
        Started s;
        const QList<editor::KeyboardShortcutsDialog::Entry> entries
            = editor::KeyboardShortcutsDialog::collect(&s.window);
        // Every action of the window's menus that has a key is listed, with that key.
        int inMenus = 0;
        std::function<void(const QMenu *)> walk = [&](const QMenu *menu) {
            for (QAction *a : menu->actions()) {
                if (a->menu()) {
                    walk(a->menu());
                } else if (!a->shortcuts().isEmpty()) {
                    ++inMenus;
                    QVERIFY2(std::any_of(entries.begin(), entries.end(),
                                 [&](const auto &e) {
                                     return e.action == a && e.keys == a->shortcuts();
                                 }),
                        qPrintable(a->text()));
                }
            }
        };
        for (QAction *top : s.window.menuBar()->actions())
            if (top->menu())
                walk(top->menu());
        QVERIFY(inMenus >= 30);
        // No key is taken twice: an ambiguous shortcut would do nothing at all.
        QSet<QString> keys;
        for (const auto &e : entries)
            for (const QKeySequence &k : e.keys) {
                QVERIFY2(!keys.contains(k.toString()), qPrintable(k.toString()));
                keys.insert(k.toString());
            }
        for (const char *expected : {"Ctrl++", "Ctrl+-", "Ctrl+0", "Ctrl+Shift+S", "Ctrl+Y", "Del"})
            QVERIFY2(keys.contains(QLatin1String(expected)), expected);
        // A new action shows up without anyone editing a list.
        QMenu *help = nullptr;
        for (QAction *top : s.window.menuBar()->actions())
            if (top->menu() && top->text().remove(u'&') == QLatin1String("Help"))
                help = top->menu();
        QVERIFY(help);
        QAction *added = help->addAction(QStringLiteral("Brand New Command"));
        added->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_J));
        editor::KeyboardShortcutsDialog dialog(&s.window);
        QCOMPARE(dialog.rowCount(), entries.size() + 1);
        auto *table = dialog.findChild<QTableWidget *>();
        QVERIFY(!table->findItems(QStringLiteral("Brand New Command"), Qt::MatchExactly).isEmpty());
        QVERIFY(actionNamed(s.window, "KeyboardShortcutsAction"));
    }

    // --- 6. Default layout -------------------------------------------------------------------

    void defaultLayoutGivesTheBoardTheRoom()
    {
        Started s;
        const QSize window = s.window.size();
        QCOMPARE(window, QSize(1280, 800));
        const QSize board = s.window.boardView()->viewport()->size();
        const double share
            = double(board.width()) * board.height() / (window.width() * window.height());
        // It had about a quarter (the docks' old default layout).
        const QString measured = QStringLiteral("board %1×%2 = %3 of the window")
                                     .arg(board.width())
                                     .arg(board.height())
                                     .arg(share, 0, 'f', 3);
        qInfo("%s", qPrintable(measured));
        QVERIFY2(share >= 0.38, qPrintable(measured));
        QVERIFY2(s.window.diagnosticsDock()->height() <= window.height() / 6,
            qPrintable(QString::number(s.window.diagnosticsDock()->height())));
        // The right-hand docks start tabbed together.
        auto *properties = s.window.findChild<QDockWidget *>(QStringLiteral("PropertiesDock"));
        QVERIFY(properties);
        QVERIFY(s.window.tabifiedDockWidgets(properties).size() >= 3);
        // Hexes at the opening zoom are large enough for the harbor labels (test_BoardPainter
        // checks the labels at 30 px).
        const double hexPx = 50.0 * s.window.boardView()->zoom();
        QVERIFY2(hexPx >= 30.0, qPrintable(QString::number(hexPx)));
        screenshot(s.window, "editor");
    }

    void windowNeverOpensLargerThanTheScreen()
    {
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        {
            // The geometry saved on a screen twice as big.
            QTemporaryDir autosave;
            MainWindow big(autosave.path());
            big.resize(screen.size() * 2);
            QSettings().setValue(QStringLiteral("MainWindow/geometry"), big.saveGeometry());
        }
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        QCoreApplication::processEvents();
        QVERIFY2(screen.contains(window.frameGeometry()),
            qPrintable(QStringLiteral("%1×%2 on a %3×%4 screen")
                           .arg(window.frameGeometry().width())
                           .arg(window.frameGeometry().height())
                           .arg(screen.width())
                           .arg(screen.height())));
        // Made bigger than the screen later (another scale factor): fitted again.
        window.resize(screen.size() * 3);
        window.fitIntoScreen();
        QVERIFY(screen.contains(window.frameGeometry()));
        QCOMPARE(window.defaultSize(), QSize(1280, 800).boundedTo(screen.size()));
    }

    // --- 7. Layers, zoom percentage, overview -------------------------------------------------

    void areaOutlinesStayVisibleUnderProblems()
    {
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Fields);
        model::Area area;
        area.id = "north";
        area.name = "North";
        s.areas.push_back(area);
        model::Hex hex = *s.board.hexAt({0, 0});
        hex.area = "north";
        s.board.setHex(hex);
        test::ViewFixture f(s);
        auto *overlay = new editor::DiagnosticsOverlay(&f.view.boardPainter());
        f.view.scene()->addItem(overlay);
        model::Issue issue;
        issue.severity = model::Severity::Error;
        issue.hexes = {{0, 0}};
        overlay->setResults({issue}, {});
        overlay->setViolationsShown(true);
        QCoreApplication::processEvents();
        const QImage image = f.view.viewport()->grab().toImage();
        // The area outline runs just inside the hex's east side.
        const QPointF c = f.view.boardPainter().centre({0, 0});
        const QPointF eastMid
            = (c + f.view.boardPainter().centre(HexCoord {0, 0}.neighbor(model::Direction::East)))
            / 2.0;
        const QPoint outline = f.at(c + (eastMid - c) * 0.92);
        const QColor seen = image.pixelColor(outline);
        const QColor areaColour = render::BoardPainter::areaColor(0);
        QVERIFY2(colourDistance(seen, areaColour) < 40,
            qPrintable(seen.name() + QStringLiteral(" instead of ") + areaColour.name()));
        // The finding is still marked inside the hex.
        const QColor inside = image.pixelColor(f.at(c + QPointF(0, 30)));
        QVERIFY2(inside.red() > inside.blue(), qPrintable(inside.name()));
    }

    void layerTogglesShowAndHideEachLayer()
    {
        Started s;
        editor::BoardView *view = s.window.boardView();
        editor::LayerActions *layers = s.window.layerActions();
        using Layer = editor::LayerActions::Layer;
        QVERIFY(layers->isShown(Layer::Tokens) && layers->isShown(Layer::Harbors)
            && layers->isShown(Layer::Areas) && layers->isShown(Layer::Problems)
            && !layers->isShown(Layer::HeatMap));
        // Each is in the View menu.
        QMenu *viewMenu = nullptr;
        for (QAction *top : s.window.menuBar()->actions())
            if (top->menu() && top->text().remove(u'&') == QLatin1String("View"))
                viewMenu = top->menu();
        QVERIFY(viewMenu);
        for (QAction *a : layers->actions())
            QVERIFY2(viewMenu->actions().contains(a), qPrintable(a->text()));

        const QImage before = view->viewport()->grab().toImage();
        layers->action(Layer::Tokens)->trigger();
        QVERIFY(!view->boardPainter().options().tokens);
        layers->action(Layer::Harbors)->trigger();
        QVERIFY(!view->boardPainter().options().harbors);
        layers->action(Layer::Areas)->trigger();
        QVERIFY(!view->boardPainter().options().areas);
        layers->action(Layer::Problems)->trigger();
        QVERIFY(!s.window.diagnosticsOverlay()->violationsShown());
        layers->action(Layer::HeatMap)->trigger();
        QVERIFY(s.window.diagnosticsOverlay()->heatMapShown());
        QCoreApplication::processEvents();
        {
            // The screenshot: tokens and harbors hidden, the heat map shown.
            layers->action(Layer::Areas)->trigger();
            layers->action(Layer::Problems)->trigger();
            screenshot(s.window, "layers");
            layers->action(Layer::Areas)->trigger();
            layers->action(Layer::Problems)->trigger();
        }
        QVERIFY(view->viewport()->grab().toImage() != before);
        for (QAction *a : layers->actions())
            a->trigger();
        QCoreApplication::processEvents();
        QCOMPARE(view->viewport()->grab().toImage(), before);
    }

    void statusBarShowsTheZoomPercentage()
    {
        Started s;
        auto *label = s.window.findChild<QLabel *>(QStringLiteral("ZoomLabel"));
        QVERIFY(label);
        const auto percent = [&] {
            return QStringLiteral("%1 %").arg(std::lround(s.window.boardView()->zoom() * 100));
        };
        QVERIFY2(label->text().contains(percent()), qPrintable(label->text()));
        s.window.boardView()->actualSize();
        QVERIFY2(label->text().contains(QStringLiteral("100 %")), qPrintable(label->text()));
        s.window.boardView()->zoomIn();
        QVERIFY2(label->text().contains(QStringLiteral("125 %")), qPrintable(label->text()));
    }

    void overviewShowsTheVisibleRectangleAndNavigates()
    {
        Started s(QStringLiteral("seafarers-pirate-islands-5-6.json"));
        auto *overview = s.window.findChild<editor::OverviewWidget *>();
        QVERIFY(overview && overview->isVisible());
        editor::BoardView *view = s.window.boardView();
        QCoreApplication::processEvents();
        const QRectF fitted = overview->visibleRect();
        view->setZoom(view->zoom() * 3);
        QCoreApplication::processEvents();
        const QRectF zoomed = overview->visibleRect();
        QVERIFY2(zoomed.width() < fitted.width() / 2, "the visible rectangle does not shrink");
        QVERIFY(QRectF(overview->rect()).contains(zoomed.center()));
        // A click centres the board view on that spot; a drag follows the mouse.
        const QPoint target(overview->width() / 4, overview->height() / 3);
        QTest::mouseClick(overview, Qt::LeftButton, {}, target);
        const QPointF centre = view->mapToScene(view->viewport()->rect().center());
        const QPointF wanted = overview->boardPoint(target);
        QVERIFY2(QLineF(centre, wanted).length() < 20,
            qPrintable(QStringLiteral("%1,%2 vs %3,%4")
                           .arg(centre.x())
                           .arg(centre.y())
                           .arg(wanted.x())
                           .arg(wanted.y())));
        QVERIFY(QLineF(overview->visibleRect().center(), target).length() < 3);
        screenshot(s.window, "overview");
    }

    // --- 10. Preferences and the user guide ----------------------------------------------------

    void preferencesAreSavedAndApplied()
    {
        Started s;
        editor::PreferencesDialog dialog(&s.window);
        dialog.findChild<QSpinBox *>(QStringLiteral("AutosaveSeconds"))->setValue(120);
        dialog.findChild<QSpinBox *>(QStringLiteral("DefaultPlayers"))->setValue(3);
        auto *unit = dialog.findChild<QComboBox *>(QStringLiteral("PrintUnit"));
        unit->setCurrentIndex(unit->findData(QStringLiteral("in")));
        auto *language = dialog.findChild<QComboBox *>(QStringLiteral("Language"));
        language->setCurrentIndex(language->findData(QStringLiteral("de")));
        auto *colours = dialog.findChild<QComboBox *>(QStringLiteral("ColourScheme"));
        colours->setCurrentIndex(
            colours->findData(static_cast<int>(editor::Preferences::ColourScheme::Light)));
        dialog.save();
        QCOMPARE(editor::Preferences::autosaveSeconds(), 120);
        QCOMPARE(editor::Preferences::defaultPlayers(), 3);
        QVERIFY(editor::Preferences::printUnit() == editor::Preferences::PrintUnit::Inches);
        QCOMPARE(editor::Preferences::locale().language(), QLocale::German);
        s.window.applyPreferences();
        QCOMPARE(s.window.findChild<editor::AutosaveManager *>()->interval(), 120);
        const QColor light = editor::Preferences::boardBackground(
            editor::Preferences::ColourScheme::Light, s.window.palette());
        QCOMPARE(s.window.boardView()->backgroundBrush().color(), light);
        QVERIFY(light.lightness() > 180);
        QVERIFY(editor::Preferences::boardBackground(
                    editor::Preferences::ColourScheme::Dark, s.window.palette())
                    .lightness()
            < 80);
        // A playtest starts with the preferred player count where the map allows it.
        editor::SeatSetup threeToFour(3, 4, false);
        QCOMPARE(threeToFour.players(), 3);
        editor::SeatSetup fiveToSix(5, 6, false);
        QCOMPARE(fiveToSix.players(), 6);
        QCOMPARE(editor::Preferences::toMillimetres(editor::Preferences::fromMillimetres(60.0,
                                                        editor::Preferences::PrintUnit::Inches),
                     editor::Preferences::PrintUnit::Inches),
            60.0);
        QVERIFY(actionNamed(s.window, "PreferencesAction"));
    }

    void userGuideIsTheReadmesEditorChapter()
    {
        Started s;
        actionNamed(s.window, "UserGuideAction")->trigger();
        auto *guide = s.window.findChild<editor::UserGuideWindow *>();
        QVERIFY(guide && guide->isVisible());
        const QString text = guide->browser()->toPlainText();
        // Built from this README: its editor chapter's headings and a sentence of each section.
        QFile readme(QStringLiteral(ISLE_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(readme.readAll());
        const qsizetype from = source.indexOf(QStringLiteral("\n## The editor"));
        const qsizetype to = source.indexOf(QStringLiteral("\n## "), from + 5);
        QVERIFY(from > 0 && to > from);
        const QStringList headings = source.mid(from, to - from)
                                         .split(u'\n')
                                         .filter(QRegularExpression(QStringLiteral("^#{2,3} ")));
        QVERIFY(headings.size() >= 3);
        for (QString heading : headings) {
            heading.remove(QRegularExpression(QStringLiteral("^#+ ")));
            heading.remove(u'`');
            QVERIFY2(text.contains(heading), qPrintable(heading));
        }
        QVERIFY(!text.contains(QStringLiteral("Command-line tool")));
        QVERIFY(QFile::exists(QStringLiteral(":/guide/docs/screenshots/editor.png")));
    }
};

// A 1920×1080 offscreen screen (the default one is 800×600): room for the 1280×800 window the
// layout is checked at.
int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [{"name": "Screen", "x": 0, "y": 0, "width": 1920,
                        "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
            < 0)
        return 2;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    test_EditorWindow test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "test_EditorWindow.moc"
