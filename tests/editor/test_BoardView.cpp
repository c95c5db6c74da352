// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewFixture.h"

#include <QAction>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace isle;
using model::HexCoord;
using model::Terrain;

namespace {

model::Scenario baseScenario()
{
    model::Scenario s;
    s.board = test::baseBoardShape(Terrain::Fields);
    s.board.setHex({HexCoord {0, 0}, Terrain::Hills, model::NumberToken {6, "C"}});
    return s;
}

void wheel(QWidget *w, QPoint at, int delta, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton, mods,
        Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

QColor colourAt(editor::BoardView &view, HexCoord h)
{
    const QImage img = view.viewport()->grab().toImage();
    const QPoint p = view.mapFromScene(view.boardPainter().centre(h));
    return img.pixelColor(p);
}

} // namespace

class test_BoardView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hoverDescribesTheCell()
    {
        test::ViewFixture f(baseScenario());
        QSignalSpy hover(&f.view, &editor::BoardView::hoverTextChanged);
        f.move(f.at(HexCoord {0, 0}));
        QVERIFY(!hover.isEmpty());
        const QString text = hover.last().front().toString();
        QVERIFY2(text.contains(QStringLiteral("(0, 0)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("6")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("C")), qPrintable(text));
        QCOMPARE(f.view.hoveredHex(), std::optional<HexCoord>(HexCoord {0, 0}));
        f.move(f.at(HexCoord {6, 0}));
        QVERIFY(hover.last().front().toString().contains(editor::BoardView::tr("off the board")));
    }

    void openedBoardIsFittedUntilTheUserZooms()
    {
        editor::ScenarioDocument doc(baseScenario());
        editor::BoardView view;
        view.resize(300, 240);
        view.setDocument(&doc);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QRectF board = view.boardPainter().boardRect(doc.board());
        const auto shown = [&] {
            return view.mapToScene(view.viewport()->rect()).boundingRect();
        };
        QVERIFY(shown().contains(board));
        // The window grows (layout restored, docks placed): the board follows.
        const double small = view.zoom();
        view.resize(900, 700);
        QTRY_VERIFY(view.zoom() > small * 1.5);
        QVERIFY(shown().contains(board));
        // Once the user zooms, resizing keeps the user's zoom.
        view.zoomIn();
        const double chosen = view.zoom();
        view.resize(600, 500);
        QTRY_COMPARE(view.viewport()->width() < 600, true);
        QCoreApplication::processEvents();
        QCOMPARE(view.zoom(), chosen);
        // Opening another scenario fits it again.
        doc.resetScenario(baseScenario(), {});
        QVERIFY(shown().contains(board));
        QVERIFY(view.zoom() < chosen);
    }

    void wheelZoomsAroundTheCursor()
    {
        test::ViewFixture f(baseScenario());
        const QPoint p = f.at(HexCoord {1, 0});
        const QPointF under = f.view.mapToScene(p);
        wheel(f.viewport(), p, 120);
        QVERIFY(f.view.zoom() > 1.2);
        // The board point under the cursor stays under it.
        QVERIFY(QLineF(f.view.mapToScene(p), under).length() < 3.0);
        wheel(f.viewport(), p, -240);
        QVERIFY(f.view.zoom() < 1.0);
    }

    void zoomActionsAndFit()
    {
        test::ViewFixture f(baseScenario());
        const QList<QAction *> actions = f.view.viewActions();
        QCOMPARE(actions.size(), 4);
        actions[0]->trigger();
        QVERIFY(qAbs(f.view.zoom() - 1.25) < 1e-6);
        actions[1]->trigger();
        actions[1]->trigger();
        QVERIFY(f.view.zoom() < 1.0);
        f.view.fitToWindow();
        // The whole board is visible and fills the viewport in one direction.
        const QRectF board = f.view.boardPainter().boardRect(f.board());
        const QRectF visible = f.view.mapToScene(f.viewport()->rect()).boundingRect();
        QVERIFY(visible.adjusted(-2, -2, 2, 2).contains(board));
        QVERIFY(board.width() > visible.width() * 0.9 || board.height() > visible.height() * 0.9);
        actions[3]->trigger();
        QCOMPARE(f.view.zoom(), 1.0);
    }

    void middleDragPans()
    {
        test::ViewFixture f(baseScenario());
        const QPointF before = f.view.mapToScene(QPoint(100, 100));
        f.drag({QPoint(300, 300), QPoint(350, 330), QPoint(400, 360)}, Qt::MiddleButton);
        const QPointF after = f.view.mapToScene(QPoint(100, 100));
        QVERIFY(QLineF(before, after + QPointF(100, 60)).length() < 3.0);
        QCOMPARE(f.undoCount(), 0);
    }

    void artIsAlignedInsideAWindow()
    {
        // Regression: art blitted through deviceTransform() was shifted by the view's offset in
        // its window (toolbars above it); a grab of the whole window shows it.
        model::Scenario s = baseScenario();
        s.board.setHex({HexCoord {1, 0}, Terrain::Sea});
        editor::ScenarioDocument doc(s);
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        layout->setContentsMargins(0, 150, 0, 0);
        auto *view = new editor::BoardView;
        layout->addWidget(view);
        view->setDocument(&doc);
        window.resize(900, 850);
        window.show();
        view->setZoom(1.0);
        view->centerOn(0, 0);
        QApplication::processEvents();
        const QImage img = window.grab().toImage();
        auto at = [&](HexCoord h) {
            // Just right of the token, where only the terrain's background shows.
            const QPointF p
                = view->boardPainter().centre(h) + QPointF(view->hexLayout().size() * 0.55, 0);
            return img.pixelColor(view->viewport()->mapTo(&window, view->mapFromScene(p)));
        };
        const QColor sea = at({1, 0});
        const QColor fields = at({-1, 0});
        QVERIFY2(sea.blue() > sea.red() + 60, qPrintable(sea.name()));
        QVERIFY2(fields.red() > fields.blue() + 60, qPrintable(fields.name()));
    }

    void repaintsFollowDocumentEdits()
    {
        test::ViewFixture f(baseScenario());
        QApplication::processEvents();
        const QColor fields = colourAt(f.view, {1, 0});
        f.document->paintHexes({model::Hex {HexCoord {1, 0}, Terrain::Sea}}, QStringLiteral("t"));
        QApplication::processEvents();
        const QColor sea = colourAt(f.view, {1, 0});
        QVERIFY2(sea.blue() > sea.red() + 60, qPrintable(sea.name()));
        QVERIFY(fields.red() > fields.blue());
        // A whole new board (reset) is shown too.
        model::Board other = test::baseBoardShape(Terrain::Forest);
        f.document->replaceBoard(other, QStringLiteral("t"));
        QApplication::processEvents();
        const QColor forest = colourAt(f.view, {1, 0});
        QVERIFY2(forest.green() > forest.red() && forest.green() > forest.blue(),
            qPrintable(forest.name()));
    }
};

QTEST_MAIN(test_BoardView)
#include "test_BoardView.moc"
