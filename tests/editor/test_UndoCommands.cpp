// SPDX-License-Identifier: GPL-3.0-or-later
// Every undo command does redo / undo / redo and restores the serialized scenario each time; brush
// strokes and property edits merge; a no-op merge disappears from the stack.
#include "EditorFixtures.h"
#include "editor/document/ScenarioDocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace isle;
using editor::ScenarioDocument;

class test_UndoCommands : public QObject
{
    Q_OBJECT

private:
    /// Runs `edit` (which must push exactly one command) and checks redo/undo/redo.
    void checkRoundTrip(const std::function<void(ScenarioDocument &)> &edit)
    {
        ScenarioDocument doc(test::sampleScenario());
        const QByteArray before = test::serialized(doc.scenario());
        edit(doc);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.isModified());
        const QByteArray after = test::serialized(doc.scenario());
        QVERIFY(after != before);
        doc.undoStack()->undo();
        QCOMPARE(test::serialized(doc.scenario()), before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(test::serialized(doc.scenario()), after);
        doc.undoStack()->undo();
        QCOMPARE(test::serialized(doc.scenario()), before);
    }

private Q_SLOTS:
    void paintHexes_replacesAndInserts()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            model::Hex inside = *doc.board().hexAt({0, 1});
            inside.terrain = model::Terrain::Desert;
            inside.token.reset();
            const model::Hex outside {{5, 0}, model::Terrain::Sea};
            doc.paintHexes({inside, outside}, QStringLiteral("Paint"));
        });
    }

    void removeHexes_takesHarborsMarkersAndPiecesAlong()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            // (0,0) carries the robber and the marker's corner hex; (3,-1) carries the harbor.
            doc.removeHexes({{0, 0}, {3, -1}, {0, -1}, {1, -1}}, QStringLiteral("Erase"));
            QVERIFY(!doc.board().robber().has_value());
            QVERIFY(doc.board().harbors().empty());
            QVERIFY(doc.board().markers().empty());
        });
    }

    void setHarbor()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            doc.setHarbor({{-3, 1}, model::Direction::East, model::HarborType::Ore});
        });
    }

    void setHarbor_replacesOnSameEdge()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            doc.setHarbor({{3, -1}, model::Direction::West, model::HarborType::Wool});
            QCOMPARE(doc.board().harbors().size(), 1u);
        });
    }

    void removeHarbor()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            doc.removeHarbor(model::EdgeCoord::of({3, -1}, model::Direction::West));
        });
    }

    void setMarkers()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            auto markers = doc.board().markers();
            model::Marker m;
            m.type = model::MarkerType::BarbarianStart;
            m.hex = {1, 1};
            markers.push_back(m);
            doc.setMarkers(markers, QStringLiteral("Add Marker"));
        });
    }

    void movePieces_robber()
    {
        checkRoundTrip([](ScenarioDocument &doc) { doc.setRobber(model::HexCoord {1, 0}); });
    }
    void movePieces_pirate()
    {
        checkRoundTrip([](ScenarioDocument &doc) { doc.setPirate(model::HexCoord {3, 0}); });
    }

    void changeScenarioProperties()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            model::Scenario p = doc.scenario();
            p.title = "Renamed";
            p.victoryPoints = 12;
            p.rules.friendlyRobber = true;
            p.specialVictoryRules.push_back({});
            doc.setProperties(p, QStringLiteral("Change"));
            QCOMPARE(doc.board(), test::sampleScenario().board); // the board is untouched
        });
    }

    void setAreas()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            auto areas = doc.scenario().areas;
            areas[0].tokenPlacement = model::TokenPlacement::Spiral;
            areas[0].startAllowed = false;
            areas.push_back({"islets", "Islets"});
            doc.setAreas(areas, QStringLiteral("Areas"));
        });
    }

    void replaceBoard()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            doc.replaceBoard(test::fiveSixBoardShape(), QStringLiteral("Resize"));
        });
    }

    void replaceScenario()
    {
        checkRoundTrip([](ScenarioDocument &doc) {
            doc.replaceScenario(model::Scenario {}, QStringLiteral("New"));
        });
    }

    void noOpEditsPushNothing()
    {
        ScenarioDocument doc(test::sampleScenario());
        doc.paintHexes({*doc.board().hexAt({0, 0})}, QStringLiteral("Paint"));
        doc.setRobber(doc.board().robber());
        doc.setProperties(doc.scenario(), QStringLiteral("Change"));
        doc.removeHexes({{9, 9}}, QStringLiteral("Erase"));
        doc.removeHarbor(model::EdgeCoord::of({-3, 0}, model::Direction::East));
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void brushStroke_mergesIntoOneStep()
    {
        ScenarioDocument doc(test::sampleScenario());
        const QByteArray before = test::serialized(doc.scenario());
        const int stroke = doc.newStrokeId();
        for (model::HexCoord c : {model::HexCoord {0, 0}, model::HexCoord {1, 0},
                 model::HexCoord {0, 0}, model::HexCoord {2, 0}}) {
            model::Hex h = *doc.board().hexAt(c);
            h.terrain = model::Terrain::Gold;
            doc.paintHexes({h}, QStringLiteral("Brush"), true, stroke);
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        const QByteArray painted = test::serialized(doc.scenario());
        doc.undoStack()->undo();
        QCOMPARE(test::serialized(doc.scenario()), before);
        doc.undoStack()->redo();
        QCOMPARE(test::serialized(doc.scenario()), painted);

        // A new stroke is a new step, even with the same text.
        model::Hex h = *doc.board().hexAt({-1, 0});
        h.terrain = model::Terrain::Lake;
        doc.paintHexes({h}, QStringLiteral("Brush"), true, doc.newStrokeId());
        QCOMPARE(doc.undoStack()->count(), 2);
        // Non-mergeable paints never merge.
        h.terrain = model::Terrain::Swamp;
        doc.paintHexes({h}, QStringLiteral("Brush"), false, 0);
        QCOMPARE(doc.undoStack()->count(), 3);
    }

    void brushStroke_backToStartIsObsolete()
    {
        ScenarioDocument doc(test::sampleScenario());
        const int stroke = doc.newStrokeId();
        const model::Hex original = *doc.board().hexAt({1, 1});
        model::Hex changed = original;
        changed.terrain = model::Terrain::Desert;
        doc.paintHexes({changed}, QStringLiteral("Brush"), true, stroke);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.paintHexes({original}, QStringLiteral("Brush"), true, stroke);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void propertyEdits_mergeByText()
    {
        ScenarioDocument doc(test::sampleScenario());
        model::Scenario p = doc.scenario();
        for (int vp : {11, 12, 13}) {
            p.victoryPoints = vp;
            doc.setProperties(p, QStringLiteral("Change Victory Points"));
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        p.title = "Other";
        doc.setProperties(p, QStringLiteral("Change Title"));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().victoryPoints, 10);
    }

    void signals_areFactsAfterTheChange()
    {
        ScenarioDocument doc(test::sampleScenario());
        QSignalSpy hexes(&doc, &ScenarioDocument::hexesChanged);
        QSignalSpy any(&doc, &ScenarioDocument::scenarioChanged);
        QSignalSpy modified(&doc, &ScenarioDocument::modifiedChanged);
        model::HexCoord seen {};
        connect(&doc, &ScenarioDocument::hexesChanged, this,
            [&](const std::vector<model::HexCoord> &coords) {
                QCOMPARE(coords.size(), 1u);
                seen = coords.front();
                QVERIFY(
                    doc.board().hexAt(seen)->terrain == model::Terrain::Desert); // already changed
            });
        model::Hex h = *doc.board().hexAt({1, -1});
        h.terrain = model::Terrain::Desert;
        doc.paintHexes({h}, QStringLiteral("Paint"));
        QCOMPARE(hexes.count(), 1);
        QCOMPARE(any.count(), 1);
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.front().front().toBool(), true);
        QCOMPARE(seen, (model::HexCoord {1, -1}));
    }

    void selection_dropsRemovedHexes()
    {
        ScenarioDocument doc(test::sampleScenario());
        doc.setSelectedHexes({{1, 0}, {0, 0}, {1, 0}});
        QCOMPARE(doc.selectedHexes().size(), 2u);
        QSignalSpy spy(&doc, &ScenarioDocument::selectionChanged);
        doc.removeHexes({{0, 0}}, QStringLiteral("Erase"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc.selectedHexes(), (std::vector<model::HexCoord> {{1, 0}}));
        QVERIFY(doc.undoStack()->count() == 1); // selection is not undoable
    }
};

QTEST_GUILESS_MAIN(test_UndoCommands)
#include "test_UndoCommands.moc"
