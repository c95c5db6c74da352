// SPDX-License-Identifier: GPL-3.0-or-later
// The hex table follows board edits made elsewhere, and its own edits go through the undo stack.
#include "EditorFixtures.h"
#include "editor/docks/HexTableModel.h"
#include "editor/document/ScenarioDocument.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace isle;
using editor::HexTableModel;
using editor::ScenarioDocument;

class test_HexTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsMirrorTheBoard()
    {
        ScenarioDocument doc(test::sampleScenario());
        HexTableModel model(&doc);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), static_cast<int>(doc.board().hexCount()));
        const int row = model.rowOf({0, 0});
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, HexTableModel::CoordinateColumn).data().toString(),
            QStringLiteral("(0, 0)"));
        QCOMPARE(model.index(row, HexTableModel::AreaColumn).data().toString(),
            QStringLiteral("Main island"));
        QCOMPARE(model.rowOf({40, 40}), -1);
    }

    void followsPaintingElsewhere()
    {
        ScenarioDocument doc(test::sampleScenario());
        HexTableModel model(&doc);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        model::Hex h = *doc.board().hexAt({1, 0});
        h.terrain = model::Terrain::Gold;
        h.token = model::NumberToken {11, {}};
        doc.paintHexes({h}, QStringLiteral("Paint"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(reset.count(), 0);
        const int row = model.rowOf({1, 0});
        QCOMPARE(model.index(row, HexTableModel::TerrainColumn).data().toString(),
            QStringLiteral("Gold field"));
        QCOMPARE(
            model.index(row, HexTableModel::TokenColumn).data().toString(), QStringLiteral("11"));

        // New cells and removed cells change the rows.
        doc.paintHexes({{{6, 0}, model::Terrain::Sea}}, QStringLiteral("Paint"));
        QCOMPARE(model.rowCount(), static_cast<int>(doc.board().hexCount()));
        QVERIFY(model.rowOf({6, 0}) >= 0);
        doc.removeHexes({{6, 0}, {0, 0}}, QStringLiteral("Erase"));
        QCOMPARE(model.rowCount(), static_cast<int>(doc.board().hexCount()));
        QCOMPARE(model.rowOf({0, 0}), -1);

        // Undo and whole-board replacement keep it in sync too.
        doc.undoStack()->undo();
        QVERIFY(model.rowOf({0, 0}) >= 0);
        doc.replaceBoard(test::fiveSixBoardShape(), QStringLiteral("Resize"));
        QCOMPARE(model.rowCount(), static_cast<int>(doc.board().hexCount()));
    }

    void editsAreUndoable()
    {
        ScenarioDocument doc(test::sampleScenario());
        HexTableModel model(&doc);
        const QByteArray before = test::serialized(doc.scenario());
        const int row = model.rowOf({-1, 1});
        const QModelIndex terrain = model.index(row, HexTableModel::TerrainColumn);
        QVERIFY(model.flags(terrain) & Qt::ItemIsEditable);
        QVERIFY(
            !(model.flags(model.index(row, HexTableModel::CoordinateColumn)) & Qt::ItemIsEditable));
        const QStringList terrains = terrain.data(HexTableModel::ChoicesRole).toStringList();
        QCOMPARE(terrains.size(), model::TerrainCount);

        QVERIFY(model.setData(terrain, model::index(model::Terrain::Desert)));
        QVERIFY(doc.board().hexAt({-1, 1})->terrain == model::Terrain::Desert);
        QCOMPARE(terrain.data().toString(), QStringLiteral("Desert"));
        QVERIFY(model.setData(model.index(row, HexTableModel::TokenColumn), 0)); // (none)
        QVERIFY(!doc.board().hexAt({-1, 1})->token.has_value());
        QVERIFY(model.setData(model.index(row, HexTableModel::AreaColumn), 0));
        QVERIFY(doc.board().hexAt({-1, 1})->area.empty());
        QCOMPARE(doc.undoStack()->count(), 3);

        // Out-of-range choices are refused without touching the document.
        QVERIFY(!model.setData(terrain, model::TerrainCount));
        QVERIFY(!model.setData(model.index(row, HexTableModel::TokenColumn), 11));
        QCOMPARE(doc.undoStack()->count(), 3);

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(test::serialized(doc.scenario()), before);
        QCOMPARE(
            terrain.data(Qt::EditRole).toInt(), model::index(doc.board().hexAt({-1, 1})->terrain));
    }

    void tokenChoiceKeepsTheLetter()
    {
        model::Scenario s = test::sampleScenario();
        model::Hex h = *s.board.hexAt({0, 1});
        h.token = model::NumberToken {5, "C"};
        s.board.setHex(h);
        ScenarioDocument doc(s);
        HexTableModel model(&doc);
        const QModelIndex token = model.index(model.rowOf({0, 1}), HexTableModel::TokenColumn);
        QCOMPARE(token.data().toString(), QStringLiteral("5 (C)"));
        QCOMPARE(token.data(Qt::EditRole).toInt(), 4); // (none) 2 3 4 5
        QVERIFY(model.setData(token, 9)); // (none) 2 3 4 5 6 8 9 10 11 -> index 9 is 11
        QCOMPARE(doc.board().hexAt({0, 1})->token, (model::NumberToken {11, "C"}));
    }
};

QTEST_MAIN(test_HexTableModel)
#include "test_HexTableModel.moc"
