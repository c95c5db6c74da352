// SPDX-License-Identifier: GPL-3.0-or-later
// The Watch and Play boards (issue 15, point 14): they zoom at the cursor and pan like the
// editor's board, every highlighted spot is a click target at least 24 px across at the default
// zoom (also on a large Seafarers board in a small panel); spots are marked small and drawn at
// target size under the cursor.
#include "editor/playtest/GameBoardWidget.h"
#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "validation/engine/Game.h"

#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using namespace isle;
using editor::GameBoardWidget;

namespace {
struct Board
{
    std::shared_ptr<const validation::Game> game;
    std::unique_ptr<GameBoardWidget> widget;
    std::vector<int> corners; ///< legal start-settlement corners
};

Board showLargeSeafarersBoard()
{
    Board b;
    // The largest official 3-4 Seafarers board, dealt from its pools as the playtest window does.
    const auto read = model::loadScenarioFile(
        ISLE_SOURCE_DIR "/scenarios/seafarers-heading-for-new-shores-4.json");
    if (!read.scenario)
        return b;
    auto generator = model::BoardGenerator::compile(*read.scenario);
    if (!generator)
        return b;
    auto dealt = generator.value().generateScenario(1);
    if (!dealt)
        return b;
    const model::Scenario scenario = std::move(dealt).value();
    b.game = validation::Game::compile(scenario, 4).game;
    if (!b.game)
        return b;
    b.widget = std::make_unique<GameBoardWidget>();
    b.widget->resize(520, 460); // the panel's preferred size
    b.widget->setScenario(scenario);
    b.widget->setGame(b.game);
    const validation::GameState state = b.game->initialState();
    b.widget->setState(state);
    validation::ActionList legal;
    b.game->legalActions(state, legal);
    for (validation::Action a : legal)
        if (validation::actionType(a) == validation::ActionType::BuildSettlement)
            b.corners.push_back(validation::actionArgA(a));
    b.widget->setHighlights(b.corners, {}, {});
    b.widget->show();
    return b;
}

void wheel(QWidget *w, QPointF at, int delta)
{
    QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(w, &event);
}
} // namespace

class test_GameBoardZoom : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void targetsAreAtLeast24PxAtDefaultZoom()
    {
        Board b = showLargeSeafarersBoard();
        QVERIFY(b.widget);
        QVERIFY(b.corners.size() > 20);
        QCOMPARE(b.widget->zoom(), 1.0);
        QVERIFY(b.widget->targetRadiusPx() >= GameBoardWidget::MinTargetPx / 2.0);
        // A click 11 px beside a spot (inside a 24 px target, with room for rounding to whole
        // pixels) still picks that spot.
        QSignalSpy picked(b.widget.get(), &GameBoardWidget::cornerPicked);
        for (int c : b.corners) {
            const QPointF at = b.widget->cornerPosition(c) + QPointF(11.0, 0);
            QTest::mouseClick(b.widget.get(), Qt::LeftButton, {}, at.toPoint());
            QCOMPARE(picked.size(), 1);
            QCOMPARE(picked.takeFirst().at(0).toInt(), c);
        }
        // Far from every spot: nothing is picked (the click pans instead).
        QTest::mouseClick(b.widget.get(), Qt::LeftButton, {}, QPoint(2, 2));
        QCOMPARE(picked.size(), 0);
    }

    void highlightsAreMarkedAndGrowToTargetSizeUnderTheCursor()
    {
        // Every highlighted spot carries a ring at least MarkerPx across (visible 5 px from its
        // centre); 10 px away the board is untouched, so a crowded set-up board stays readable.
        // Under the cursor the ring grows to the whole 24 px target.
        Board b = showLargeSeafarersBoard();
        QVERIFY(b.widget);
        const QImage with = b.widget->grab().toImage();
        b.widget->clearHighlights();
        const QImage without = b.widget->grab().toImage();
        const auto pixelAt = [&](const QImage &image, int c, double dx) {
            return image.pixel((b.widget->cornerPosition(c) + QPointF(dx, 0)).toPoint());
        };
        int marked = 0, quiet = 0;
        for (int c : b.corners) {
            marked += pixelAt(with, c, 5.5) != pixelAt(without, c, 5.5) ? 1 : 0;
            quiet += pixelAt(with, c, 10.5) == pixelAt(without, c, 10.5) ? 1 : 0;
        }
        const int n = static_cast<int>(b.corners.size());
        QVERIFY2(marked == n, qPrintable(QStringLiteral("marked %1 of %2").arg(marked).arg(n)));
        // Neighbouring spots may overlap a few; most rings leave the 10 px circle alone.
        QVERIFY2(
            quiet * 10 >= n * 8, qPrintable(QStringLiteral("quiet %1 of %2").arg(quiet).arg(n)));

        b.widget->setHighlights(b.corners, {}, {});
        const int c = b.corners.front();
        QTest::mouseMove(b.widget.get(), b.widget->cornerPosition(c).toPoint());
        const QImage hovered = b.widget->grab().toImage();
        QVERIFY(pixelAt(hovered, c, 10.5) != pixelAt(without, c, 10.5));
    }

    void wheelZoomsAtTheCursorAndDragPans()
    {
        Board b = showLargeSeafarersBoard();
        QVERIFY(b.widget);
        const int c = b.corners.front();
        const QPointF before = b.widget->cornerPosition(c);
        wheel(b.widget.get(), before, 240); // two notches in
        QVERIFY(b.widget->zoom() > 1.5);
        // The spot under the cursor stays under it.
        QVERIFY((b.widget->cornerPosition(c) - before).manhattanLength() < 1.0);
        const int other = b.corners.back();
        const QPointF otherAt = b.widget->cornerPosition(other);
        // Middle-button drag pans by the drag.
        QTest::mousePress(b.widget.get(), Qt::MiddleButton, {}, QPoint(200, 200));
        QMouseEvent move(QEvent::MouseMove, QPointF(240, 230),
            b.widget->mapToGlobal(QPointF(240, 230)), Qt::NoButton, Qt::MiddleButton,
            Qt::NoModifier);
        QCoreApplication::sendEvent(b.widget.get(), &move);
        QTest::mouseRelease(b.widget.get(), Qt::MiddleButton, {}, QPoint(240, 230));
        QVERIFY(
            (b.widget->cornerPosition(other) - otherAt - QPointF(40, 30)).manhattanLength() < 1.0);
        // Zoomed in, targets grow with the board; 0 fits the board again.
        QVERIFY(b.widget->targetRadiusPx() >= GameBoardWidget::MinTargetPx / 2.0);
        QTest::keyClick(b.widget.get(), Qt::Key_0);
        QCOMPARE(b.widget->zoom(), 1.0);
        QTest::keyClick(b.widget.get(), Qt::Key_Plus);
        QVERIFY(b.widget->zoom() > 1.0);
        QTest::keyClick(b.widget.get(), Qt::Key_Minus);
        QTest::keyClick(b.widget.get(), Qt::Key_Minus);
        QVERIFY(b.widget->zoom() < 1.0);
    }
};

QTEST_MAIN(test_GameBoardZoom)
#include "test_GameBoardZoom.moc"
