// SPDX-License-Identifier: GPL-3.0-or-later
// Each tool driven by synthetic mouse and key events on the BoardView's viewport; the resulting
// document state (and undo stack) is checked.
#include "ViewFixture.h"
#include "editor/document/DisplayNames.h"
#include "editor/tools/AreaTool.h"
#include "editor/tools/BoardResize.h"
#include "editor/tools/EditActions.h"
#include "editor/tools/EraseTool.h"
#include "editor/tools/FloodFillTool.h"
#include "editor/tools/FrameTool.h"
#include "editor/tools/HarborTool.h"
#include "editor/tools/MarkerTool.h"
#include "editor/tools/PieceTool.h"
#include "editor/tools/ResizeBoardDialog.h"
#include "editor/tools/SelectTool.h"
#include "editor/tools/SpiralTool.h"
#include "editor/tools/StartRestrictionTool.h"
#include "editor/tools/TerrainBrushTool.h"
#include "editor/tools/TokenTool.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTimer>
#include <QUndoStack>

using namespace isle;
using model::HexCoord;
using model::Terrain;

namespace {

model::Scenario baseScenario(Terrain land = Terrain::Fields)
{
    model::Scenario s;
    s.board = test::baseBoardShape(land);
    return s;
}

std::vector<HexCoord> hexes(std::initializer_list<HexCoord> list)
{
    return list;
}

/// The tool of type T from the fixture's manager, made current.
template<typename T> T *use(test::ViewFixture &f)
{
    T *t = f.tools.tool<T>();
    if (!t)
        qFatal("the tool manager has no such tool");
    f.tools.selectTool(t);
    return t;
}

} // namespace

class test_Tools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void brushStrokeIsOneUndoStep()
    {
        test::ViewFixture f(baseScenario());
        auto *brush = use<editor::TerrainBrushTool>(f);
        f.tools.setCurrentTerrain(Terrain::Forest);
        QVERIFY(brush->terrain() == Terrain::Forest);
        const model::Board before = f.board();
        // A fast drag from (-2,0) to (2,0): the hexes between mouse events are painted too.
        f.drag({f.at(HexCoord {-2, 0}), f.at(HexCoord {0, 0}), f.at(HexCoord {2, 0})});
        for (int q = -2; q <= 2; ++q)
            QVERIFY(f.board().terrainAt({q, 0}) == Terrain::Forest);
        QVERIFY(f.board().terrainAt({0, 1}) == Terrain::Fields);
        QCOMPARE(f.undoCount(), 1);
        f.document->undoStack()->undo();
        QCOMPARE(f.board(), before);
    }

    void brushSizeTwoPaintsARing()
    {
        test::ViewFixture f(baseScenario());
        auto *brush = use<editor::TerrainBrushTool>(f);
        brush->setTerrain(Terrain::Mountains);
        brush->setBrushSize(2);
        f.click(f.at(HexCoord {0, 0}));
        QCOMPARE(f.board().count(Terrain::Mountains), 7);
        brush->setBrushSize(3);
        f.click(f.at(HexCoord {0, 0}));
        QCOMPARE(f.board().count(Terrain::Mountains), 19);
        QCOMPARE(f.undoCount(), 2);
    }

    void brushCreatesCellsOffTheBoardAndDropsTokensOnSea()
    {
        model::Scenario s = baseScenario();
        s.board.setHex({HexCoord {1, 0}, Terrain::Fields, model::NumberToken {9, {}}, "main"});
        test::ViewFixture f(s);
        auto *brush = use<editor::TerrainBrushTool>(f);
        brush->setTerrain(Terrain::Sea);
        f.click(f.at(HexCoord {4, 0}));
        QVERIFY(f.board().terrainAt({4, 0}) == Terrain::Sea);
        f.click(f.at(HexCoord {1, 0}));
        const model::Hex *cell = f.board().hexAt({1, 0});
        QVERIFY(!cell->token);
        QCOMPARE(cell->area, std::string("main")); // the area stays
    }

    void rightDragWithTheBrushErases()
    {
        test::ViewFixture f(baseScenario());
        use<editor::TerrainBrushTool>(f);
        f.drag({f.at(HexCoord {0, 0}), f.at(HexCoord {1, 0})}, Qt::RightButton);
        QVERIFY(!f.board().contains({0, 0}));
        QVERIFY(!f.board().contains({1, 0}));
        QCOMPARE(f.undoCount(), 1);
    }

    void eraseStrokeRemovesCellsInOneStep()
    {
        model::Scenario s = baseScenario();
        s.board.setRobber(HexCoord {0, 0});
        test::ViewFixture f(s);
        use<editor::EraseTool>(f);
        const std::size_t before = f.board().hexCount();
        f.drag({f.at(HexCoord {0, 0}), f.at(HexCoord {0, 1}), f.at(HexCoord {0, 2})});
        QCOMPARE(f.board().hexCount(), before - 3);
        QVERIFY(!f.board().robber()); // pieces go with their cell
        QCOMPARE(f.undoCount(), 1);
        f.document->undoStack()->undo();
        QCOMPARE(f.board().hexCount(), before);
    }

    void floodFillFillsTheConnectedRegion()
    {
        model::Scenario s = baseScenario(Terrain::Fields);
        // A wall of hills splits the fields: column q = 0 (r -2..2).
        for (int r = -2; r <= 2; ++r)
            s.board.setHex({HexCoord {0, r}, Terrain::Hills});
        test::ViewFixture f(s);
        auto *fill = use<editor::FloodFillTool>(f);
        fill->setTerrain(Terrain::Pasture);
        f.click(f.at(HexCoord {-1, 0}));
        QVERIFY(f.board().terrainAt({-1, 0}) == Terrain::Pasture);
        QVERIFY(f.board().terrainAt({-2, 1}) == Terrain::Pasture);
        QVERIFY(f.board().terrainAt({1, 0}) == Terrain::Fields); // across the wall
        QVERIFY(f.board().terrainAt({0, 0}) == Terrain::Hills); // the wall
        QVERIFY(f.board().terrainAt({-3, 0}) == Terrain::Frame); // the frame
        QCOMPARE(f.undoCount(), 1);
        QCOMPARE(editor::FloodFillTool::region(f.board(), {-1, 0}).size(), std::size_t(7));
    }

    void selectWithClickModifiersAndRubberBand()
    {
        test::ViewFixture f(baseScenario());
        use<editor::SelectTool>(f);
        f.click(f.at(HexCoord {0, 0}));
        QCOMPARE(f.document->selectedHexes(), hexes({{0, 0}}));
        f.click(f.at(HexCoord {1, 0}), Qt::LeftButton, Qt::ShiftModifier);
        QCOMPARE(f.document->selectedHexes().size(), std::size_t(2));
        f.click(f.at(HexCoord {0, 0}), Qt::LeftButton, Qt::ControlModifier); // toggles off
        QCOMPARE(f.document->selectedHexes(), hexes({{1, 0}}));
        // Rubber band around the centres of (-1,0), (0,0), (1,0) only.
        const auto &bp = f.view.boardPainter();
        const QPointF a = bp.centre({-1, 0}) + QPointF(-10, -10);
        const QPointF b = bp.centre({1, 0}) + QPointF(10, 10);
        f.drag({f.at(a), f.at((a + b) / 2), f.at(b)});
        QCOMPARE(f.document->selectedHexes(), hexes({{-1, 0}, {0, 0}, {1, 0}}));
        // Ctrl+drag removes from the selection.
        const QPointF c = bp.centre({0, 0}) + QPointF(-10, -10);
        const QPointF d = bp.centre({1, 0}) + QPointF(10, 10);
        f.drag({f.at(c), f.at(d)}, Qt::LeftButton, Qt::ControlModifier);
        QCOMPARE(f.document->selectedHexes(), hexes({{-1, 0}}));
        QTest::keyClick(f.viewport(), Qt::Key_Escape);
        QVERIFY(f.document->selectedHexes().empty());
        QCOMPARE(f.undoCount(), 0); // selection is not undoable
    }

    void tokenToolClicksTypesAndSwaps()
    {
        test::ViewFixture f(baseScenario());
        auto *tool = use<editor::TokenTool>(f);
        tool->setValue(8);
        f.click(f.at(HexCoord {0, 0}));
        QCOMPARE(f.board().hexAt({0, 0})->token->value, 8);
        // Typing over a hovered hex: "1" then "1" is 11; "5" is 5.
        f.move(f.at(HexCoord {1, 0}));
        QTest::keyClicks(f.viewport(), QStringLiteral("11"));
        QCOMPARE(f.board().hexAt({1, 0})->token->value, 11);
        f.move(f.at(HexCoord {-1, 0}));
        QTest::keyClick(f.viewport(), Qt::Key_5);
        QCOMPARE(f.board().hexAt({-1, 0})->token->value, 5);
        QSignalSpy status(&f.view, &editor::BoardView::statusMessage);
        QTest::keyClick(f.viewport(), Qt::Key_7);
        QCOMPARE(f.board().hexAt({-1, 0})->token->value, 5);
        QCOMPARE(status.count(), 1);
        // Drag the 8 onto the 11: swapped in one step.
        const int before = f.undoCount();
        f.drag({f.at(HexCoord {0, 0}), f.at(HexCoord {1, 0})});
        QCOMPARE(f.board().hexAt({0, 0})->token->value, 11);
        QCOMPARE(f.board().hexAt({1, 0})->token->value, 8);
        QCOMPARE(f.undoCount(), before + 1);
        // Delete over a hex and right-click remove tokens.
        f.move(f.at(HexCoord {1, 0}));
        QTest::keyClick(f.viewport(), Qt::Key_Delete);
        QVERIFY(!f.board().hexAt({1, 0})->token);
        f.click(f.at(HexCoord {0, 0}), Qt::RightButton);
        QVERIFY(!f.board().hexAt({0, 0})->token);
        // The frame takes no token.
        f.click(f.at(HexCoord {3, 0}));
        QVERIFY(!f.board().hexAt({3, 0})->token);
    }

    void harborToolLaysRefusesAndRemoves()
    {
        test::ViewFixture f(baseScenario());
        auto *tool = use<editor::HarborTool>(f);
        tool->setType(model::HarborType::Wool);
        // The west side of frame cell (3,-1) faces land cell (2,-1).
        const model::EdgeCoord coast = model::EdgeCoord::of({3, -1}, model::Direction::West);
        f.click(f.atEdge(coast));
        const model::Harbor *h = f.board().harborAt(coast);
        QVERIFY(h);
        QVERIFY(h->type == model::HarborType::Wool);
        QCOMPARE(h->hex, (HexCoord {3, -1}));
        QCOMPARE(h->landHex(), (HexCoord {2, -1}));
        // An inland path is refused, with the reason in the status bar.
        QSignalSpy status(&f.view, &editor::BoardView::statusMessage);
        const model::EdgeCoord inland = model::EdgeCoord::of({0, 0}, model::Direction::East);
        f.click(f.atEdge(inland));
        QVERIFY(!f.board().harborAt(inland));
        QCOMPARE(status.count(), 1);
        QVERIFY(status.front().front().toString().contains(QStringLiteral("water")));
        // A different type replaces, the same type removes, the right button removes.
        tool->setType(model::HarborType::Generic);
        f.click(f.atEdge(coast));
        QVERIFY(f.board().harborAt(coast)->type == model::HarborType::Generic);
        f.click(f.atEdge(coast), Qt::RightButton);
        QVERIFY(f.board().harbors().empty());
    }

    void harborToolRefusesASharedIntersection()
    {
        test::ViewFixture f(baseScenario());
        auto *tool = use<editor::HarborTool>(f);
        const model::EdgeCoord coast = model::EdgeCoord::of({3, -1}, model::Direction::West);
        f.click(f.atEdge(coast));
        QVERIFY(f.board().harborAt(coast));
        // The south-west side of the same frame cell faces land (2,0) and shares an end with the
        // west side: two harbors never serve one intersection (001:L2067).
        const model::EdgeCoord neighbour
            = model::EdgeCoord::of({3, -1}, model::Direction::SouthWest);
        const model::Harbor across {{3, -1}, model::Direction::SouthWest};
        QCOMPARE(across.landHex(), (HexCoord {2, 0}));
        QString reason;
        QVERIFY(
            !editor::HarborTool::harborFor(f.board(), neighbour, model::HarborType::Ore, &reason));
        QVERIFY(reason.contains(QStringLiteral("already serves")));
        QSignalSpy status(&f.view, &editor::BoardView::statusMessage);
        f.click(f.atEdge(neighbour));
        QVERIFY(!f.board().harborAt(neighbour));
        QCOMPARE(status.count(), 1);
        QCOMPARE(status.front().front().toString(), reason);
        QCOMPARE(f.undoCount(), 1);
        // Both sides water (two frame cells) and land on both sides are refused, each with its
        // reason; a coastal path two steps away is fine.
        QVERIFY(!editor::HarborTool::harborFor(f.board(),
            model::EdgeCoord::of({3, 0}, model::Direction::NorthWest), model::HarborType::Ore,
            &reason));
        QVERIFY(reason.contains(QStringLiteral("both sides of the path are water")));
        f.click(f.atEdge(model::EdgeCoord::of({-3, 0}, model::Direction::East)));
        QCOMPARE(f.board().harbors().size(), std::size_t(2));
        // Changing the type of a harbor in place is not a conflict with itself.
        tool->setType(model::HarborType::Ore);
        f.click(f.atEdge(coast));
        QVERIFY(f.board().harborAt(coast)->type == model::HarborType::Ore);
    }

    void robberOnLandPirateOnSea()
    {
        model::Scenario s = baseScenario();
        s.board.setHex({HexCoord {4, 0}, Terrain::Sea});
        test::ViewFixture f(s);
        use<editor::PieceTool>(f); // the first PieceTool is the robber
        QSignalSpy status(&f.view, &editor::BoardView::statusMessage);
        f.click(f.at(HexCoord {1, 1}));
        QCOMPARE(f.board().robber(), std::optional<HexCoord>(HexCoord {1, 1}));
        f.click(f.at(HexCoord {3, 0})); // frame: refused
        QCOMPARE(f.board().robber(), std::optional<HexCoord>(HexCoord {1, 1}));
        QCOMPARE(status.count(), 1);
        f.click(f.at(HexCoord {0, 0}), Qt::RightButton);
        QVERIFY(!f.board().robber());

        editor::AbstractTool *pirate = nullptr;
        for (editor::AbstractTool *t : f.tools.tools())
            if (qobject_cast<editor::PieceTool *>(t))
                pirate = t; // the last one
        f.tools.selectTool(pirate);
        f.click(f.at(HexCoord {0, 0})); // land: refused
        QVERIFY(!f.board().pirate());
        f.click(f.at(HexCoord {4, 0}));
        QCOMPARE(f.board().pirate(), std::optional<HexCoord>(HexCoord {4, 0}));
    }

    void startRestrictionTogglesCorners()
    {
        test::ViewFixture f(baseScenario());
        use<editor::StartRestrictionTool>(f);
        const model::CornerCoord c = model::CornerCoord::of({0, 0}, model::Corner::North);
        f.click(f.atCorner(c));
        QCOMPARE(f.board().markers().size(), std::size_t(1));
        QVERIFY(f.board().markers().front().type == model::MarkerType::NoSettlementAtSetup);
        QCOMPARE(f.board().markers().front().corner, c);
        f.click(f.atCorner(c));
        QVERIFY(f.board().markers().empty());
        QCOMPARE(f.undoCount(), 2);
    }

    void markerToolPlacesEveryKind()
    {
        test::ViewFixture f(baseScenario());
        auto *tool = use<editor::MarkerTool>(f);
        const model::CornerCoord inland = model::CornerCoord::of({0, 0}, model::Corner::North);
        // (2,0) is land, (3,0) and (3,-1) are frame: a coastal intersection and path.
        const model::CornerCoord coast = model::CornerCoord::of({2, 0}, model::Corner::NorthEast);
        const model::EdgeCoord road = model::EdgeCoord::of({0, 0}, model::Direction::East);
        const model::EdgeCoord shore = model::EdgeCoord::of({2, 0}, model::Direction::East);
        const HexCoord hex {1, 0};
        // Ships and the Forgotten Tribe's gifts (taken by ships, 001:L2055) need water beside.
        const auto sails = [](model::MarkerType t) {
            return t == model::MarkerType::StartShip || t == model::MarkerType::CatanChitVp
                || t == model::MarkerType::DevelopmentCard;
        };
        for (int i = 0; i < model::MarkerTypeCount; ++i) {
            const auto type = static_cast<model::MarkerType>(i);
            tool->setType(type);
            tool->setNumber(i + 2);
            tool->setPlayer(i % 4);
            QPoint at;
            switch (model::markerSite(type)) {
            case model::MarkerSite::Hex:
                at = f.at(hex);
                break;
            case model::MarkerSite::Corner:
                at = f.atCorner(type == model::MarkerType::FishingGround ? coast : inland);
                break;
            case model::MarkerSite::Edge:
                at = f.atEdge(sails(type) ? shore : road);
                break;
            }
            f.click(at);
            QCOMPARE(f.board().markers().size(), std::size_t(i + 1));
            const model::Marker &m = f.board().markers().back();
            QVERIFY(m.type == type);
            QCOMPARE(m.number, editor::MarkerTool::hasNumber(type) ? i + 2 : 0);
            QCOMPARE(m.player, editor::MarkerTool::hasPlayer(type) ? i % 4 : -1);
            switch (model::markerSite(type)) {
            case model::MarkerSite::Hex:
                QCOMPARE(m.hex, hex);
                break;
            case model::MarkerSite::Corner:
                QCOMPARE(m.corner, type == model::MarkerType::FishingGround ? coast : inland);
                break;
            case model::MarkerSite::Edge:
                QCOMPARE(m.edge, sails(type) ? shore : road);
                break;
            }
            QCOMPARE(f.document->undoStack()->text(f.undoCount() - 1),
                QStringLiteral("Place ") + editor::DisplayNames::markerType(type));
        }
        QCOMPARE(f.undoCount(), model::MarkerTypeCount);
        // Hovering a cell names the markers on it, its corners and its sides.
        using editor::DisplayNames;
        QVERIFY(f.view.describeHex(hex).contains(
            DisplayNames::markerType(model::MarkerType::BarbarianStart)));
        QVERIFY(f.view.describeHex(hex).contains(
            DisplayNames::markerType(model::MarkerType::StartRoad)));
        QVERIFY(f.view.describeHex({0, 0}).contains(
            DisplayNames::markerType(model::MarkerType::Village)));
        QVERIFY(!f.view.describeHex({-2, 0}).contains(
            DisplayNames::markerType(model::MarkerType::Village)));

        // The same marker again removes it; other values change it in place.
        tool->setType(model::MarkerType::Village);
        tool->setNumber(9);
        f.click(f.atCorner(inland));
        const auto village = [&] {
            for (const model::Marker &m : f.board().markers())
                if (m.type == model::MarkerType::Village)
                    return m.number;
            return -1;
        };
        QCOMPARE(village(), 9);
        QCOMPARE(f.board().markers().size(), std::size_t(model::MarkerTypeCount));
        f.click(f.atCorner(inland));
        QCOMPARE(village(), -1);
        f.document->undoStack()->undo();
        QCOMPARE(village(), 9);

        // Refused sites, with the reason in the status bar.
        QSignalSpy status(&f.view, &editor::BoardView::statusMessage);
        const std::size_t count = f.board().markers().size();
        tool->setType(model::MarkerType::PirateFortress); // needs land: frame-only corner
        f.click(f.atCorner(model::CornerCoord::of({3, 0}, model::Corner::NorthEast)));
        tool->setType(model::MarkerType::StartShip); // inland path
        f.click(f.atEdge(model::EdgeCoord::of({0, 0}, model::Direction::West)));
        tool->setType(model::MarkerType::StartRoad); // between two frame cells
        f.click(f.atEdge(model::EdgeCoord::of({3, 0}, model::Direction::NorthWest)));
        tool->setType(model::MarkerType::BarbarianStart); // off the board
        f.click(f.at(HexCoord {4, 0}));
        tool->setType(model::MarkerType::FishingGround); // inland
        f.click(f.atCorner(inland));
        QCOMPARE(status.count(), 5);
        QCOMPARE(f.board().markers().size(), count);

        // The right button clears the pointed intersection, whatever the kinds.
        f.click(f.atCorner(inland), Qt::RightButton);
        for (const model::Marker &m : f.board().markers())
            QVERIFY(model::markerSite(m.type) != model::MarkerSite::Corner || m.corner != inland);
        QCOMPARE(f.document->undoStack()->text(f.undoCount() - 1), QStringLiteral("Remove Marker"));
        f.document->undoStack()->undo();
        QCOMPARE(f.board().markers().size(), count);
    }

    void areaToolPaintsIntoTheChosenArea()
    {
        model::Scenario s = baseScenario();
        s.areas.push_back(model::Area {"isle", "Isle"});
        test::ViewFixture f(s);
        auto *tool = use<editor::AreaTool>(f);
        QCOMPARE(tool->areaId(), std::string("isle")); // the first area by default
        f.drag({f.at(HexCoord {0, 0}), f.at(HexCoord {1, 0})});
        QCOMPARE(f.board().hexAt({0, 0})->area, std::string("isle"));
        QCOMPARE(f.board().hexAt({1, 0})->area, std::string("isle"));
        QCOMPARE(f.undoCount(), 1);
        QCOMPARE(f.document->undoStack()->text(0), QStringLiteral("Paint Area"));
        f.click(f.at(HexCoord {0, 0}), Qt::RightButton);
        QVERIFY(f.board().hexAt({0, 0})->area.empty());
        QCOMPARE(f.undoCount(), 2);
        // A long stroke over six cells is still one step; undo restores every cell.
        const model::Board before = f.board();
        f.drag({f.at(HexCoord {-2, 0}), f.at(HexCoord {-1, 0}), f.at(HexCoord {0, 0}),
            f.at(HexCoord {0, 1}), f.at(HexCoord {-1, 2}), f.at(HexCoord {-2, 2})});
        for (const HexCoord c : hexes({{-2, 0}, {-1, 0}, {0, 0}, {0, 1}, {-1, 2}, {-2, 2}}))
            QCOMPARE(f.board().hexAt(c)->area, std::string("isle"));
        QCOMPARE(f.undoCount(), 3);
        f.document->undoStack()->undo();
        QCOMPARE(f.board(), before);
    }

    void frameToolSurroundsAndEdits()
    {
        model::Scenario s;
        const model::Board shape = test::baseBoardShape(); // keep the temporary alive for the loop
        for (const model::Hex &h : shape.hexes())
            if (h.terrain != Terrain::Frame)
                s.board.setHex(h);
        test::ViewFixture f(s);
        auto *tool = use<editor::FrameTool>(f);
        tool->surroundWithFrame();
        QCOMPARE(f.board().count(Terrain::Frame), 18); // the ring around the 19 base hexes
        QCOMPARE(f.undoCount(), 1);
        // Right-drag removes frame cells only; a left click adds one outside.
        f.drag({f.at(HexCoord {3, 0}), f.at(HexCoord {2, 0})}, Qt::RightButton);
        QVERIFY(!f.board().contains({3, 0}));
        QVERIFY(f.board().terrainAt({2, 0}) == Terrain::Fields);
        f.click(f.at(HexCoord {3, 0}));
        QVERIFY(f.board().terrainAt({3, 0}) == Terrain::Frame);
        f.click(f.at(HexCoord {1, 0}));
        QVERIFY(f.board().terrainAt({1, 0}) == Terrain::Fields); // never over land
    }

    void spiralLaysTheBaseLettersInOneStep()
    {
        model::Scenario s = baseScenario(Terrain::Fields);
        s.board.setHex({HexCoord {0, 0}, Terrain::Desert});
        test::ViewFixture f(s);
        auto *tool = use<editor::SpiralTool>(f);
        model::SpiralSettings settings;
        settings.startCorner = 2; // upper left
        tool->setSettings(settings);
        f.click(f.at(HexCoord {1, 1}));
        QCOMPARE(f.undoCount(), 1);
        int tokens = 0;
        for (const model::Hex &h : f.board().hexes())
            tokens += h.token ? 1 : 0;
        QCOMPARE(tokens, 18); // 19 land hexes, the desert takes none
        QVERIFY(!f.board().hexAt({0, 0})->token);
        // Corner 2 (north-west) of the base island is (0,-2): letter A, a 5 (001:L523).
        QCOMPARE(f.board().hexAt({0, -2})->token->letter, std::string("A"));
        QCOMPARE(f.board().hexAt({0, -2})->token->value, 5);
    }

    void copyAndPasteCellsAtTheHoveredCell()
    {
        model::Scenario s = baseScenario();
        s.board.setHex({HexCoord {0, 0}, Terrain::Gold, model::NumberToken {6, {}}});
        s.board.setHex({HexCoord {1, 0}, Terrain::Lake});
        test::ViewFixture f(s);
        editor::EditActions edit;
        edit.setView(&f.view);
        f.document->setSelectedHexes({{0, 0}, {1, 0}});
        edit.copyAction()->trigger();
        // Paste with the mouse over (-2, 2): the first copied cell lands there.
        f.move(f.at(HexCoord {-2, 2}));
        edit.pasteAction()->trigger();
        QVERIFY(f.board().terrainAt({-2, 2}) == Terrain::Gold);
        QCOMPARE(f.board().hexAt({-2, 2})->token->value, 6);
        QVERIFY(f.board().terrainAt({-1, 2}) == Terrain::Lake);
        QCOMPARE(f.document->selectedHexes(), hexes({{-2, 2}, {-1, 2}}));
        QCOMPARE(f.undoCount(), 1);
        // Cut removes the selection in one more step.
        edit.cutAction()->trigger();
        QVERIFY(!f.board().contains({-2, 2}));
        QCOMPARE(f.undoCount(), 2);
    }

    void rotateAndMirrorTheSelection()
    {
        model::Board board = test::baseBoardShape(Terrain::Fields);
        board.setHex({HexCoord {1, 0}, Terrain::Hills});
        board.setHarbor({{3, 0}, model::Direction::West, model::HarborType::Ore});
        std::vector<HexCoord> all;
        for (const model::Hex &h : board.hexes())
            all.push_back(h.coord);
        std::vector<HexCoord> moved;
        // Rotating the whole island 60 degrees counter-clockwise about (0,0): east goes north-east.
        const model::Board turned = editor::EditActions::transformed(board, all, 1, false, &moved);
        QVERIFY(turned.terrainAt({1, -1}) == Terrain::Hills);
        QVERIFY(turned.terrainAt({1, 0}) == Terrain::Fields);
        QCOMPARE(turned.harbors().size(), std::size_t(1));
        QCOMPARE(turned.harbors().front().hex, (HexCoord {3, -3}));
        QVERIFY(turned.harbors().front().facing == model::Direction::SouthWest);
        QCOMPARE(turned.hexCount(), board.hexCount());
        // Six turns and two mirrors are the identity.
        QCOMPARE(editor::EditActions::transformed(board, all, 6, false, nullptr), board);
        const model::Board mirrored
            = editor::EditActions::transformed(board, all, 0, true, nullptr);
        QVERIFY(mirrored.terrainAt({-1, 0}) == Terrain::Hills);
        QVERIFY(mirrored.harbors().front().facing == model::Direction::East);
        QCOMPARE(editor::EditActions::transformed(mirrored, all, 0, true, nullptr), board);
    }

    void resizeKeepsTheFrameAroundTheBoard()
    {
        // The base island in its frame, with a harbor on the frame facing the top-left land hex.
        model::Board board = test::baseBoardShape(Terrain::Fields);
        board.setHarbor({{0, -3}, model::Direction::SouthEast, model::HarborType::Generic});
        QVERIFY(board.terrainAt(model::HexCoord {0, -3}) == Terrain::Frame);
        for (const editor::BoardResize::Margins m :
            {editor::BoardResize::Margins {1, 1, 1, 1}, editor::BoardResize::Margins {2, 0, 0, 3},
                editor::BoardResize::Margins {0, 0, -1, 0}}) {
            const editor::BoardResize::Result r = editor::BoardResize::apply(board, m);
            for (const model::Hex &h : r.board.hexes()) {
                int outside = 0;
                for (model::Direction d : model::AllDirections)
                    outside += r.board.contains(h.coord.neighbor(d)) ? 0 : 1;
                if (h.terrain == Terrain::Frame) // the frame is the outer ring, not inside
                    QVERIFY2(outside > 0, "a frame cell is stranded inside the board");
                else // every playing cell is closed in by the frame: no sea outside it
                    QVERIFY2(outside == 0, "a playing cell lies outside the frame");
            }
        }
        const editor::BoardResize::Result grown = editor::BoardResize::apply(board, {1, 1, 1, 1});
        QCOMPARE(grown.board.count(Terrain::Fields), board.count(Terrain::Fields));
        QCOMPARE(grown.board.harbors(), board.harbors()); // still beside its land hex
        QCOMPARE(grown.rows, 7);
        QCOMPARE(grown.columns, 7);
        QVERIFY(!grown.losesSomething());
        QCOMPARE(grown.board.bounds().minR, board.bounds().minR - 1);
        QVERIFY(grown.board.count(Terrain::Sea) > 0);
        // Cropping the top row of land takes the harbor with it, and says so.
        const editor::BoardResize::Result cropped
            = editor::BoardResize::apply(board, {0, -1, 0, 0});
        QCOMPARE(cropped.rows, 4);
        QCOMPARE(cropped.landRemoved, 3);
        QCOMPARE(cropped.harborsRemoved, 1);
        QVERIFY(cropped.board.harbors().empty());
        QVERIFY(editor::ResizeBoardDialog::lossText(cropped).contains(QStringLiteral("1 harbor")));
    }

    void resizeDialogNamesEveryFieldAndIsOneUndoStep()
    {
        model::Scenario s = baseScenario();
        s.board.setHarbor({{0, -3}, model::Direction::SouthEast, model::HarborType::Generic});
        s.board.setRobber(HexCoord {0, -2});
        test::ViewFixture f(s);
        editor::EditActions actions;
        actions.setView(&f.view);
        QString summary;
        QStringList labels;
        QTimer::singleShot(0, [&] {
            auto *dialog
                = qobject_cast<editor::ResizeBoardDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            for (QSpinBox *spin : dialog->findChildren<QSpinBox *>()) {
                // Every field has a visible label pointing at it, and an accessible name.
                QLabel *label = nullptr;
                for (QLabel *l : dialog->findChildren<QLabel *>())
                    if (l->buddy() == spin)
                        label = l;
                QVERIFY(label && !label->text().isEmpty());
                QVERIFY(!spin->accessibleName().isEmpty());
                labels << label->text();
            }
            dialog->setMargins({0, -1, 0, 0});
            summary = dialog->summary();
            dialog->accept();
        });
        const model::Board before = f.document->board();
        actions.resizeBoard();
        QCOMPARE(labels.size(), 4);
        QCOMPARE(labels.removeDuplicates(), 0);
        QVERIFY2(summary.contains(QStringLiteral("1 harbor")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("robber")), qPrintable(summary));
        QVERIFY(f.document->board().harbors().empty());
        QCOMPARE(f.document->undoStack()->count(), 1);
        f.document->undoStack()->undo();
        QCOMPARE(f.document->board(), before);
    }

    void generateFillsThePoolsInOneStep()
    {
        model::Scenario s;
        s.board = test::baseBoardShape(Terrain::Unassigned);
        for (const model::Hex &h : std::vector<model::Hex>(s.board.hexes()))
            if (h.terrain == Terrain::Unassigned) {
                model::Hex cell = h;
                cell.area = "main";
                s.board.setHex(cell);
            }
        model::Area area;
        area.id = "main";
        area.name = "Main";
        area.terrainPool = {{Terrain::Hills, 3}, {Terrain::Forest, 4}, {Terrain::Pasture, 4},
            {Terrain::Fields, 4}, {Terrain::Mountains, 3}, {Terrain::Desert, 1}};
        area.tokenPlacement = model::TokenPlacement::Spiral;
        s.areas.push_back(area);
        test::ViewFixture f(s);
        editor::EditActions edit;
        edit.setView(&f.view);
        QVERIFY(edit.generateWithSeed(42));
        QCOMPARE(f.board().count(Terrain::Unassigned), 0);
        QCOMPARE(f.board().count(Terrain::Forest), 4);
        QCOMPARE(f.board().count(Terrain::Desert), 1);
        QCOMPARE(f.undoCount(), 1);
        const model::Board first = f.board();
        f.document->undoStack()->undo();
        QVERIFY(edit.generateWithSeed(42));
        QCOMPARE(f.board(), first); // same seed, same board
    }

    void toolActionsHaveShortcutsAndSwitchTools()
    {
        test::ViewFixture f(baseScenario());
        QCOMPARE(f.tools.actions().size(), static_cast<qsizetype>(f.tools.tools().size()));
        for (QAction *a : f.tools.actions()) {
            QVERIFY(!a->icon().isNull());
            QVERIFY(!a->shortcut().isEmpty());
            QVERIFY(!a->toolTip().isEmpty());
        }
        f.tools.actionFor(f.tools.tool<editor::HarborTool>())->trigger();
        QCOMPARE(f.tools.currentTool(), f.tools.tool<editor::HarborTool>());
        QCOMPARE(f.view.tool(), f.tools.currentTool());
        QVERIFY(f.tools.optionsWidget(&f.view) != nullptr);
    }
};

QTEST_MAIN(test_Tools)
#include "test_Tools.moc"
