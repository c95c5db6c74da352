// SPDX-License-Identifier: GPL-3.0-or-later
// Property test: thousands of random edits through the ScenarioDocument API, then undo-all must
// give back the original file byte for byte, and redo-all the edited one.
#include "EditorFixtures.h"
#include "RandomEditor.h"
#include "editor/document/ScenarioDocument.h"

#include <QTest>
#include <QUndoStack>

using namespace isle;
using editor::ScenarioDocument;
using test::RandomEditor;

class test_DocumentRandomEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoAllRestoresTheFile_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::newRow("seed 1") << quint64 {1};
        QTest::newRow("seed 2026") << quint64 {2026};
    }

    void undoAllRestoresTheFile()
    {
        QFETCH(quint64, seed);
        ScenarioDocument doc(test::sampleScenario());
        const QByteArray original = test::serialized(doc.scenario());
        RandomEditor editor(doc, seed);
        for (int i = 0; i < 10'000; ++i) // issue 17, point 4: 10^4 random edits
            editor.edit();
        const QByteArray edited = test::serialized(doc.scenario());
        QVERIFY(edited != original);
        // Enough real steps, not all merged or no-ops.
        QVERIFY2(
            doc.undoStack()->count() > 2500, qPrintable(QString::number(doc.undoStack()->count())));

        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QCOMPARE(test::serialized(doc.scenario()), original);
        QVERIFY(!doc.isModified());

        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QCOMPARE(test::serialized(doc.scenario()), edited);
    }
};

QTEST_GUILESS_MAIN(test_DocumentRandomEdits)
#include "test_DocumentRandomEdits.moc"
