// SPDX-License-Identifier: GPL-3.0-or-later
// The main window as a user meets it (offscreen): clicking an entry of the undo history view
// returns to that state; an imported map is an untitled document with unsaved changes (Save asks
// for a name, closing asks to save); stepping an area's pool spin boxes is one undo step per
// field and area; the development deck is the boxes' until the scenario states its own.
#include "DialogAnswerer.h"
#include "EditorFixtures.h"
#include "editor/MainWindow.h"
#include "editor/docks/AreasEditor.h"
#include "editor/docks/DevelopmentDeckEditor.h"
#include "editor/docks/UndoHistoryDock.h"
#include "editor/docks/WonderCardsEditor.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/exchange/ExchangeController.h"
#include "editor/files/FileController.h"
#include "editor/tools/MarkerTool.h"
#include "editor/tools/ToolManager.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUndoView>

using namespace isle;
using editor::MainWindow;
using editor::ScenarioDocument;
using test::DialogAnswerer;

namespace {

// shared/reference/pioneers-game-format.md §4.
const char *TinyIsland = R"(title Tiny Island
random-terrain
num-players 2
victory-points 5
desc Seven-hex island.
chits 6,3,10,8,4,11
map
-,s,s,s,-
s,t0,p1,s,-
s,f2,d3+,m4,s
s,h5,g6+,s,-
-,s,s,s,-
.
nosetup 2 2 0
)";

} // namespace

class test_MainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("IslewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_MainWindow"));
    }

    void historyViewReturnsToTheClickedState()
    {
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        ScenarioDocument *doc = window.document();
        doc->resetScenario(test::sampleScenario(), {});
        std::vector<QByteArray> states {test::serialized(doc->scenario())};
        doc->setRobber(model::HexCoord {1, 0});
        states.push_back(test::serialized(doc->scenario()));
        doc->setRobber(model::HexCoord {-1, 0});
        states.push_back(test::serialized(doc->scenario()));
        model::Scenario p = doc->scenario();
        p.title = "Renamed";
        doc->setProperties(p, QStringLiteral("Change Title"));
        states.push_back(test::serialized(doc->scenario()));

        auto *dock = window.findChild<editor::UndoHistoryDock *>();
        QVERIFY(dock);
        dock->show();
        dock->raise();
        auto *view = dock->findChild<QUndoView *>();
        QVERIFY(view);
        QCOMPARE(view->model()->rowCount(), 4); // the opened file and three steps
        QCOMPARE(view->model()->index(3, 0).data().toString(), QStringLiteral("Change Title"));
        const auto clickRow = [&](int row) {
            const QRect rect = view->visualRect(view->model()->index(row, 0));
            QVERIFY(!rect.isEmpty());
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
        };
        for (int row : {1, 0, 3, 2}) {
            clickRow(row);
            QCOMPARE(doc->undoStack()->index(), row);
            QCOMPARE(test::serialized(doc->scenario()), states[static_cast<std::size_t>(row)]);
            QCOMPARE(doc->isModified(), row != 0);
        }

        // ISLE_EDITOR_SCREENSHOTS=<dir>: a picture of the window with the marker tool's options,
        // for looking at the layout while working on it.
        if (const QString shots = qEnvironmentVariable("ISLE_EDITOR_SCREENSHOTS");
            !shots.isEmpty()) {
            window.toolManager()->selectTool(window.toolManager()->tool<editor::MarkerTool>());
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("marker-tool.png"))));
        }
    }

    void importedMapIsUntitledWithUnsavedChanges()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("tiny.game"));
        {
            QFile file(game);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(TinyIsland);
        }
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        ScenarioDocument *doc = window.document();
        auto *exchange = window.findChild<editor::ExchangeController *>();
        QVERIFY(exchange);
        {
            DialogAnswerer closeIssueLists(QMessageBox::Cancel);
            QVERIFY(exchange->importPioneersFile(game));
        }
        QVERIFY(doc->filePath().isEmpty());
        QVERIFY(doc->isModified());
        QVERIFY(window.isWindowModified());
        QVERIFY(window.windowTitle().startsWith(doc->displayName()));
        QCOMPARE(doc->undoStack()->count(), 0);
        QVERIFY(doc->board().count(model::Terrain::Forest) == 1);
        // Undoing an edit does not make the import look saved.
        doc->setRobber(model::HexCoord {0, 0});
        doc->undoStack()->undo();
        QVERIFY(doc->isModified());

        // Closing asks first; Cancel keeps the window and the map.
        {
            DialogAnswerer cancel(QMessageBox::Cancel);
            QVERIFY(!window.close());
            QCOMPARE(cancel.seen, QStringList {QStringLiteral("QMessageBox")});
        }
        QVERIFY(window.isVisible());
        // Save asks for a name (cancelled: nothing written, still modified) ...
        {
            DialogAnswerer cancel(QMessageBox::Cancel);
            QVERIFY(!window.files()->save());
            QCOMPARE(cancel.seen, QStringList {QStringLiteral("QFileDialog")});
        }
        QVERIFY(doc->isModified());
        QVERIFY(!QFile::exists(game + QStringLiteral(".json")));
        // ... and saves under the given name, never over the .game file.
        const QString saved = dir.filePath(QStringLiteral("tiny-island.json"));
        {
            DialogAnswerer name(QMessageBox::Cancel, saved);
            QVERIFY(window.files()->save());
            QCOMPARE(name.seen, QStringList {QStringLiteral("QFileDialog")});
        }
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->filePath(), saved);
        QVERIFY(QFile::exists(saved));
        {
            QFile file(game);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray(TinyIsland));
        }
        QVERIFY(window.close()); // saved: no question
    }

    void areaPoolSpinBoxesAreOneStepPerFieldAndArea()
    {
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        ScenarioDocument *doc = window.document();
        model::Scenario s = test::sampleScenario();
        s.areas.push_back(model::Area {"north", "North"});
        doc->resetScenario(s, {});
        auto *areas = window.findChild<editor::AreasEditor *>();
        QVERIFY(areas);
        auto *list = areas->findChild<QListWidget *>();
        auto *forest = areas->findChild<QSpinBox *>(QStringLiteral("terrainPool-forest"));
        auto *wool = areas->findChild<QSpinBox *>(QStringLiteral("harborPool-wool"));
        QVERIFY(list && forest && wool);
        list->setCurrentRow(0);
        QCOMPARE(forest->value(), 4);
        for (int i = 0; i < 3; ++i)
            forest->stepUp();
        QUndoStack *stack = doc->undoStack();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Change Terrain Pool"));
        QCOMPARE(doc->scenario().areas[0].terrainPool.at(model::Terrain::Forest), 7);
        wool->stepUp();
        wool->stepUp();
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->text(1), QStringLiteral("Change Harbor Pool"));
        list->setCurrentRow(1); // another area: its own step
        forest->stepUp();
        QCOMPARE(stack->count(), 3);
        QCOMPARE(doc->scenario().areas[1].terrainPool.at(model::Terrain::Forest), 1);

        stack->undo();
        QVERIFY(doc->scenario().areas[1].terrainPool.empty());
        stack->undo();
        QVERIFY(doc->scenario().areas[0].harborPool.empty());
        stack->undo();
        QCOMPARE(doc->scenario(), s);

        // Structural edits never merge: two additions are two steps.
        QPushButton *add = nullptr;
        for (QPushButton *b : areas->findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Add"))
                add = b;
        QVERIFY(add);
        add->click();
        add->click();
        QCOMPARE(doc->scenario().areas.size(), std::size_t(4));
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->text(1), QStringLiteral("Add Area"));
        if (const QString shots = qEnvironmentVariable("ISLE_EDITOR_SCREENSHOTS");
            !shots.isEmpty()) {
            window.resize(1400, 1000);
            for (QTabWidget *tabs : window.findChildren<QTabWidget *>())
                for (int i = 0; i < tabs->count(); ++i)
                    if (tabs->widget(i)->isAncestorOf(areas))
                        tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("areas.png"))));
        }
        doc->setClean(); // leave without the save prompt
    }

    void developmentDeckIsTheBoxesUntilTheScenarioStatesItsOwn()
    {
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        ScenarioDocument *doc = window.document();
        model::Scenario s = test::sampleScenario();
        s.maxPlayers = 6;
        s.rules.pairedPlayers = true;
        doc->resetScenario(s, {});
        auto *deck = window.findChild<editor::DevelopmentDeckEditor *>();
        QVERIFY(deck);
        const QList<QSpinBox *> counts = deck->findChildren<QSpinBox *>();
        QCOMPARE(counts.size(), 5);
        // Unchecked: the CATAN 5–6 deck a 6-player scenario plays, shown but not the file's.
        QVERIFY(!deck->isChecked());
        QCOMPARE(counts[0]->value(), 20);
        QCOMPARE(counts[1]->value(), 3);
        deck->setChecked(true);
        QCOMPARE(doc->scenario().rules.developmentDeck, model::DevelopmentDeck::fiveSixFan());
        counts[0]->stepDown();
        counts[0]->stepDown();
        QCOMPARE(doc->scenario().rules.developmentDeck->cards[0], 18);
        QUndoStack *stack = doc->undoStack();
        QCOMPARE(stack->count(), 2); // the switch, then the counts as one mergeable step
        QCOMPARE(stack->text(0), QStringLiteral("Use Own Development Deck"));
        QCOMPARE(stack->text(1), QStringLiteral("Change Development Deck"));
        deck->setChecked(false);
        QVERIFY(!doc->scenario().rules.developmentDeck);
        QCOMPARE(stack->count(), 3);
        stack->undo();
        QCOMPARE(doc->scenario().rules.developmentDeck->cards[0], 18);
        QVERIFY(deck->isChecked());
        QCOMPARE(counts[0]->value(), 18);
        if (const QString shots = qEnvironmentVariable("ISLE_EDITOR_SCREENSHOTS");
            !shots.isEmpty()) {
            window.resize(1400, 1000);
            for (QTabWidget *tabs : window.findChildren<QTabWidget *>())
                for (int i = 0; i < tabs->count(); ++i)
                    if (tabs->widget(i)->isAncestorOf(deck))
                        tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("rules.png"))));
        }
        doc->setClean();
    }

    void wonderCardsAreEditedWithTheirFaces()
    {
        // Properties › Rules › Wonder cards: Add offers the Seafarers box's five cards; the
        // fields edit the selected card's face (consecutive edits are one undo step);
        // a level that would cost nothing is not taken (the file format requires a cost).
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        ScenarioDocument *doc = window.document();
        doc->resetScenario(test::sampleScenario(), {});
        auto *cards = window.findChild<editor::WonderCardsEditor *>();
        QVERIFY(cards);
        auto *add = cards->findChild<QPushButton *>();
        QVERIFY(add && add->menu());
        const QList<QAction *> offered = add->menu()->actions();
        QCOMPARE(offered.size(), 5);
        QCOMPARE(offered[2]->text(), QStringLiteral("Monument"));
        offered[2]->trigger();
        QCOMPARE(doc->scenario().rules.wonders.size(), std::size_t(1));
        QCOMPARE(doc->scenario().rules.wonders[0], model::seafarersWonderCards()[2]);
        auto *list = cards->findChild<QListWidget *>();
        QCOMPARE(list->currentRow(), 0);
        const QList<QSpinBox *> boxes = cards->findChildren<QSpinBox *>();
        QCOMPARE(boxes.size(), 3 + model::ResourceCount); // cities, route, VP, level cost
        if (const QString shots = qEnvironmentVariable("ISLE_EDITOR_SCREENSHOTS");
            !shots.isEmpty()) {
            window.resize(1400, 1000);
            for (QTabWidget *tabs : window.findChildren<QTabWidget *>())
                for (int i = 0; i < tabs->count(); ++i)
                    if (tabs->widget(i)->isAncestorOf(cards))
                        tabs->setCurrentIndex(i);
            for (QWidget *w = cards->parentWidget(); w; w = w->parentWidget())
                if (auto *scroll = qobject_cast<QScrollArea *>(w))
                    scroll->ensureWidgetVisible(cards);
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("wonders.png"))));
        }
        boxes[1]->setValue(7); // trade route
        QCOMPARE(doc->scenario().rules.wonders[0].needs.tradeRoute, 7);
        for (int r = 0; r < model::ResourceCount; ++r)
            boxes[3 + r]->setValue(0);
        QCOMPARE(doc->scenario().rules.wonders[0].levelCost[4], 2); // the last resource stays
        QCOMPARE(boxes[3 + 4]->value(), 2);
        QUndoStack *stack = doc->undoStack();
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->text(0), QStringLiteral("Add Wonder Card"));
        QCOMPARE(stack->text(1), QStringLiteral("Change Wonder Card"));
        stack->undo();
        QCOMPARE(doc->scenario().rules.wonders[0], model::seafarersWonderCards()[2]);
        QCOMPARE(boxes[1]->value(), 5);
        stack->undo();
        QVERIFY(doc->scenario().rules.wonders.empty());
        QCOMPARE(list->count(), 0);
        QVERIFY(!boxes[0]->isEnabled());
        doc->setClean();
    }
};

QTEST_MAIN(test_MainWindow)
#include "test_MainWindow.moc"
