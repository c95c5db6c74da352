// SPDX-License-Identifier: GPL-3.0-or-later
// The playtest window and the editor's document (issue 15, point 13): the window shows the
// current map (edits, another file, reopening), sits beside the editor instead of over it, and
// turns Run / Start off with the engine's reason when the engine refuses the map.
#include "../validation/EngineFixtures.h"
#include "editor/MainWindow.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/files/FileController.h"
#include "editor/playtest/BatchPanel.h"
#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/EngineRefusalText.h"
#include "editor/playtest/PlayPanel.h"
#include "editor/playtest/PlaytestWindow.h"
#include "editor/playtest/RefusalNote.h"
#include "editor/playtest/WindowPlacement.h"
#include "validation/engine/Game.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPushButton>
#include <QScreen>
#include <QTest>

using namespace isle;
using editor::PlaytestWindow;
using editor::WindowPlacement;

namespace {
model::Scenario titled(const char *title)
{
    model::Scenario s = test::baseBeginnerScenario();
    s.title = title;
    return s;
}

std::string shownTitle(const PlaytestWindow &window)
{
    return window.games().scenario().title;
}
} // namespace

class test_PlaytestFollows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        // Widget geometry is checked against the screen: one known screen size for every run.
        QVERIFY(QGuiApplication::primaryScreen());
    }

    void followsEditsAndOtherFiles()
    {
        editor::ScenarioDocument document(titled("First map"));
        PlaytestWindow window(&document);
        window.setFollowDelay(0);
        window.show();
        QCOMPARE(shownTitle(window), std::string("First map"));

        // Another file opened in the editor: the window shows it at once.
        document.resetScenario(titled("Second map"), {});
        QCOMPARE(shownTitle(window), std::string("Second map"));

        // An edit: the window follows after its (here zero) delay.
        model::Scenario properties = document.scenario();
        properties.title = "Second map, edited";
        document.setProperties(properties, QStringLiteral("Rename"));
        QTRY_COMPARE(shownTitle(window), std::string("Second map, edited"));

        // Closed, edited, opened again: the window shows the current map, not the old one.
        window.hide();
        properties.title = "Edited while hidden";
        document.setProperties(properties, QStringLiteral("Rename"));
        QCoreApplication::processEvents();
        window.show();
        QCOMPARE(shownTitle(window), std::string("Edited while hidden"));
    }

    void runIsOffWithTheEnginesReason()
    {
        // The engine refuses a victory target below 3: Run is off and the note says why, in the
        // editor's words (EngineRefusalText), not the engine's English.
        model::Scenario refused = titled("Too easy");
        refused.victoryPoints = 2;
        editor::ScenarioDocument document(refused);
        PlaytestWindow window(&document);
        window.setFollowDelay(0);
        window.show();
        editor::BatchPanel *batch = window.batchPanel();
        QVERIFY(!batch->runButton()->isEnabled());
        const auto compiled = validation::Game::compile(refused, 4);
        QVERIFY(!compiled.game);
        const QString reason = editor::EngineRefusalText::describe(compiled.refusal);
        auto *note = batch->findChild<editor::RefusalNote *>();
        QVERIFY(note);
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(reason), qPrintable(note->text()));
        QCOMPARE(batch->runButton()->toolTip(), reason);
        QVERIFY(!batch->startBatch());
        // Every tab that starts games says the same.
        for (editor::RefusalNote *n : window.findChildren<editor::RefusalNote *>())
            QVERIFY2(n->text().contains(reason), qPrintable(n->text()));
        QCOMPARE(window.findChildren<editor::RefusalNote *>().size(), 3);

        // Fixed in the editor: the window follows and Run is on again.
        model::Scenario fixed = document.scenario();
        fixed.victoryPoints = 10;
        document.setProperties(fixed, QStringLiteral("Victory points"));
        QTRY_VERIFY(window.batchPanel()->runButton()->isEnabled());
        QVERIFY(!window.batchPanel()->findChild<editor::RefusalNote *>()->isVisible());
    }

    void placementBesideTheEditor()
    {
        const QRect screen(0, 0, 1280, 800);
        // Room on the right: the window goes there, the editor stays.
        auto r = WindowPlacement::beside(QRect(0, 0, 600, 700), screen, QSize(1280, 820), 560);
        QCOMPARE(r.editor, QRect(0, 0, 600, 700));
        QVERIFY(!r.beside.intersects(r.editor));
        QVERIFY(screen.contains(r.beside));
        QCOMPARE(r.beside.left(), 600);
        QCOMPARE(r.beside.width(), 680);
        // Room on the left only.
        r = WindowPlacement::beside(QRect(700, 50, 580, 700), screen, QSize(1280, 820), 560);
        QVERIFY(!r.beside.intersects(r.editor));
        QVERIFY(screen.contains(r.beside));
        QCOMPARE(r.beside.right(), 699);
        // The editor fills the screen: it is narrowed, the two share the screen side by side.
        r = WindowPlacement::beside(screen, screen, QSize(1280, 820), 560);
        QVERIFY(!r.beside.intersects(r.editor));
        QVERIFY(screen.contains(r.beside));
        QVERIFY(screen.contains(r.editor));
        QCOMPARE(r.beside.width(), 640);
        QCOMPARE(r.editor.width() + r.beside.width(), 1280);
        QVERIFY(r.beside.height() <= 800);
    }

    void editorsPlaytestActionOpensBesideAndFollows()
    {
        editor::MainWindow editorWindow(
            QDir::tempPath() + QStringLiteral("/isle-follows-autosave"));
        const QRect available = editorWindow.screen()->availableGeometry();
        editorWindow.setGeometry(available.adjusted(0, 0, -available.width() / 2, 0));
        editorWindow.show();
        editorWindow.document()->resetScenario(titled("Editor map"), {});
        auto *action = editorWindow.findChild<QAction *>(QStringLiteral("PlaytestAction"));
        QVERIFY(action);
        action->trigger();
        auto *window = editorWindow.findChild<PlaytestWindow *>();
        QVERIFY(window);
        QVERIFY(window->isVisible());
        QCOMPARE(shownTitle(*window), std::string("Editor map"));
        const auto where = [&] {
            const auto text = [](QRect r) {
                return QStringLiteral("%1,%2 %3x%4")
                    .arg(r.x())
                    .arg(r.y())
                    .arg(r.width())
                    .arg(r.height());
            };
            return QStringLiteral("screen %1, editor %2, playtest %3")
                .arg(text(available), text(editorWindow.frameGeometry()),
                    text(window->frameGeometry()));
        };
        // Inside the screen and beside the editor, not over it.
        QVERIFY2(available.contains(window->frameGeometry()), qPrintable(where()));
        QVERIFY2(
            !window->frameGeometry().intersects(editorWindow.frameGeometry()), qPrintable(where()));
        qInfo("%s", qPrintable(where()));

        // Closed, another map opened, opened again: the new map.
        window->close();
        editorWindow.document()->resetScenario(titled("Next map"), {});
        action->trigger();
        QCOMPARE(shownTitle(*window), std::string("Next map"));
        editorWindow.document()->setClean();
    }

    void screenshotBesideTheEditor()
    {
        // For the README: run under `xvfb-run -s '-screen 0 1280x800x24'` with
        // QT_QPA_PLATFORM=xcb and ISLE_PLAYTEST_SCREENSHOTS=<dir>; the whole screen is grabbed.
        const QString dir = qEnvironmentVariable("ISLE_PLAYTEST_SCREENSHOTS");
        if (dir.isEmpty())
            QSKIP("ISLE_PLAYTEST_SCREENSHOTS not set");
        editor::MainWindow editorWindow(QDir::tempPath() + QStringLiteral("/isle-follows-shot"));
        editorWindow.setGeometry(editorWindow.screen()->availableGeometry());
        editorWindow.show();
        editorWindow.files()->openFile(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-beginner-3-4.json"));
        editorWindow.findChild<QAction *>(QStringLiteral("PlaytestAction"))->trigger();
        auto *window = editorWindow.findChild<PlaytestWindow *>();
        QVERIFY(window);
        window->showPage(PlaytestWindow::Page::Play);
        QVERIFY(window->playPanel()->startGame());
        QTest::qWait(1500);
        QVERIFY(editorWindow.screen()->grabWindow(0).save(
            QDir(dir).filePath(QStringLiteral("playtest-beside-editor.png"))));
    }
};

// A laptop-sized screen (the offscreen platform's default is 800 px wide): the placement is
// checked where a designer would see it.
int main(int argc, char **argv)
{
    const QString config = QDir::temp().filePath(
        QStringLiteral("isle-screens-%1.json").arg(QCoreApplication::applicationPid()));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write(R"({"screens": [{"name": "Laptop", "x": 0, "y": 0, "width": 1280, "height": 800,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    file.close();
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen"))
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    test_PlaytestFollows test;
    const int result = QTest::qExec(&test, argc, argv);
    QFile::remove(config);
    return result;
}
#include "test_PlaytestFollows.moc"
