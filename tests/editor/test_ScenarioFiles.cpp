// SPDX-License-Identifier: GPL-3.0-or-later
// Files and safety: open -> edit -> save -> reopen, broken files report every issue, templates
// load, autosave and recovery after a simulated crash, recent files.
#include "EditorFixtures.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/files/AutosaveManager.h"
#include "editor/files/FileController.h"
#include "editor/files/RecentFiles.h"
#include "editor/files/ScenarioFileIo.h"
#include "editor/files/ScenarioTemplates.h"

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace isle;
using editor::AutosaveManager;
using editor::ScenarioDocument;
using editor::ScenarioFileIo;

namespace {

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

void paintDesert(ScenarioDocument &doc, model::HexCoord c)
{
    // Edited in place: copying a Hex whose optional token was just reset makes gcc 12 -O3 warn
    // that the empty token's string "may be used uninitialized" (-Wmaybe-uninitialized).
    std::vector<model::Hex> hexes {*doc.board().hexAt(c)};
    hexes.front().terrain = model::Terrain::Desert;
    hexes.front().token.reset();
    doc.paintHexes(hexes, QStringLiteral("Paint"));
}

} // namespace

class test_ScenarioFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("IslewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_ScenarioFiles"));
    }

    void openEditSaveReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sample.json"));
        QCOMPARE(ScenarioFileIo::write(test::sampleScenario(), path), QString());

        model::LoadResult loaded = ScenarioFileIo::read(path);
        QVERIFY(loaded.ok());
        ScenarioDocument doc;
        doc.resetScenario(std::move(*loaded.scenario), path);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.filePath(), path);
        QCOMPARE(doc.scenario(), test::sampleScenario());

        paintDesert(doc, {1, 1});
        doc.setRobber(model::HexCoord {1, 1});
        QVERIFY(doc.isModified());
        QCOMPARE(ScenarioFileIo::write(doc.scenario(), path), QString());
        doc.setClean();
        QVERIFY(!doc.isModified());

        QCOMPARE(test::readAll(path), test::serialized(doc.scenario()));
        model::LoadResult reopened = ScenarioFileIo::read(path);
        QVERIFY(reopened.ok());
        QCOMPARE(*reopened.scenario, doc.scenario());
        QVERIFY(reopened.scenario->board.hexAt({1, 1})->terrain == model::Terrain::Desert);
    }

    void saveFailureLeavesTheOldFile()
    {
        QTemporaryDir dir;
        QVERIFY(!ScenarioFileIo::write(
            test::sampleScenario(), dir.filePath(QStringLiteral("no/such/dir/x.json")))
                     .isEmpty());
        // A directory in the way of the target: QSaveFile refuses, nothing is half-written.
        const QString path = dir.filePath(QStringLiteral("taken"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken")));
        QVERIFY(!ScenarioFileIo::write(test::sampleScenario(), path).isEmpty());
    }

    void brokenFilesListEveryIssue()
    {
        QTemporaryDir dir;
        const QString syntax = dir.filePath(QStringLiteral("syntax.json"));
        writeAll(syntax, "{\n  \"formatVersion\": 1,\n  \"title\": \"x\",,\n}\n");
        model::LoadResult r = ScenarioFileIo::read(syntax);
        QVERIFY(!r.ok());
        QVERIFY(!r.issues.empty());
        QCOMPARE(QString::fromStdString(r.issues.front().file), syntax);
        QVERIFY(r.issues.front().line > 0);
        QVERIFY(ScenarioFileIo::describe(r.issues.front()).contains(QStringLiteral("line")));

        // Two semantic problems in one file: both are reported, each with its JSON Pointer.
        QByteArray text = test::serialized(test::sampleScenario());
        text.replace("\"hills\"", "\"hillz\"");
        text.replace("\"victoryPoints\": 10", "\"victoryPoints\": \"ten\"");
        const QString semantic = dir.filePath(QStringLiteral("semantic.json"));
        writeAll(semantic, text);
        r = ScenarioFileIo::read(semantic);
        QVERIFY(!r.ok());
        QVERIFY(r.issues.size() >= 2);
        for (const model::Issue &issue : r.issues) {
            QCOMPARE(QString::fromStdString(issue.file), semantic);
            QVERIFY(!issue.message.empty());
        }

        r = ScenarioFileIo::read(dir.filePath(QStringLiteral("missing.json")));
        QVERIFY(!r.ok());
        QCOMPARE(r.issues.size(), 1u);
        QCOMPARE(r.issues.front().code, std::string("file.unreadable"));
    }

    void templatesLoad()
    {
        const auto templates = editor::ScenarioTemplates::all();
        QCOMPARE(templates.size(), 3u);
        for (const auto &t : templates) {
            const model::LoadResult r = editor::ScenarioTemplates::load(t);
            QVERIFY2(r.ok(), qPrintable(t.resourcePath));
            QVERIFY(!r.scenario->board.isEmpty());
        }
        const model::LoadResult base
            = editor::ScenarioTemplates::load(editor::ScenarioTemplates::defaultTemplate());
        QVERIFY(base.ok());
        int land = 0;
        for (const model::Hex &h : base.scenario->board.hexes())
            land += model::isLand(h.terrain) ? 1 : 0;
        QCOMPARE(land, 19); // the base island
    }

    void autosaveWritesAfterTheIntervalAndClearsOnSave()
    {
        QTemporaryDir dir;
        ScenarioDocument doc(test::sampleScenario());
        AutosaveManager autosave(dir.path());
        autosave.setInterval(1);
        autosave.setDocument(&doc);
        const QString file = dir.filePath(autosave.sessionId() + QStringLiteral(".autosave.json"));
        QSignalSpy saved(&autosave, &AutosaveManager::autosaved);

        paintDesert(doc, {0, 0});
        QVERIFY(!QFile::exists(file)); // not at once: after the interval
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(file), 5000);
        QCOMPARE(saved.count(), 1);
        QCOMPARE(test::readAll(file), test::serialized(doc.scenario()));

        doc.setClean(); // saved by the user
        QVERIFY(!QFile::exists(file));
    }

    void recoveryAfterACrash()
    {
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("map.json"));
        QCOMPARE(ScenarioFileIo::write(test::sampleScenario(), original), QString());
        ScenarioDocument doc(test::sampleScenario());
        doc.setFilePath(original);
        paintDesert(doc, {2, -1});
        doc.setPirate(model::HexCoord {3, 0});
        const model::Scenario edited = doc.scenario();

        QString sessionId;
        {
            AutosaveManager running(dir.path());
            running.setDocument(&doc);
            sessionId = running.sessionId();
            QVERIFY(running.saveNow());
            // While its editor runs, an autosave is not offered to another one.
            AutosaveManager other(dir.path());
            QVERIFY(other.recoverableSessions().empty());
            running.setDocument(nullptr);
        } // "crash": the manager goes away without discard(); its files stay behind

        // Make the lock look like a killed process's: a pid that no longer runs.
        QProcess dead;
        dead.start(QStringLiteral("true"));
        QVERIFY(dead.waitForFinished());
        const qint64 deadPid = dead.processId() ? dead.processId() : 999999;
        writeAll(dir.filePath(sessionId + QStringLiteral(".lock")),
            QByteArray::number(deadPid) + "\nislewright\n" + QSysInfo::machineHostName().toUtf8()
                + "\n");

        AutosaveManager fresh(dir.path());
        const auto sessions = fresh.recoverableSessions();
        QCOMPARE(sessions.size(), 1u);
        QCOMPARE(sessions.front().id, sessionId);
        QCOMPARE(sessions.front().originalPath, original);
        QVERIFY(sessions.front().savedAt.isValid());

        const model::LoadResult restored = ScenarioFileIo::read(sessions.front().autosavePath);
        QVERIFY(restored.ok());
        QCOMPARE(*restored.scenario, edited);

        // Restore the way the editor does: original file, then the autosave as one undo step.
        ScenarioDocument recovered;
        recovered.resetScenario(*ScenarioFileIo::read(original).scenario, original);
        recovered.replaceScenario(*restored.scenario, QStringLiteral("Restore Autosave"));
        QVERIFY(recovered.isModified());
        QCOMPARE(recovered.scenario(), edited);

        fresh.removeSession(sessions.front());
        QVERIFY(AutosaveManager(dir.path()).recoverableSessions().empty());
    }

    // The desktop recognises what the editor saves: the installed MIME type's glob
    // (packaging/) is "*" + the suffix Save As gives a new file.
    void mimeGlobIsTheSaveSuffix()
    {
        QFile mime(
            QStringLiteral(ISLE_SOURCE_DIR "/packaging/io.github.islewright.Islewright.mime.xml"));
        QVERIFY(mime.open(QIODevice::ReadOnly));
        QStringList globs;
        QXmlStreamReader xml(&mime);
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement
                && xml.name() == QLatin1String("glob"))
                globs << xml.attributes().value(QLatin1String("pattern")).toString();
        QVERIFY(!xml.hasError());
        QCOMPARE(globs, QStringList {QLatin1Char('*') + editor::FileController::scenarioSuffix()});
    }

    void recentFiles()
    {
        editor::RecentFiles recent;
        recent.clear();
        QSignalSpy changed(&recent, &editor::RecentFiles::changed);
        for (int i = 0; i < editor::RecentFiles::MaxCount + 3; ++i)
            recent.add(QStringLiteral("/tmp/f%1.json").arg(i));
        recent.add(QStringLiteral("/tmp/f5.json"));
        QCOMPARE(recent.files().size(), editor::RecentFiles::MaxCount);
        QCOMPARE(recent.files().front(), QStringLiteral("/tmp/f5.json"));
        QCOMPARE(recent.files().count(QStringLiteral("/tmp/f5.json")), 1);
        QCOMPARE(editor::RecentFiles().files(), recent.files()); // persisted in QSettings
        recent.remove(QStringLiteral("/tmp/f5.json"));
        QVERIFY(!recent.files().contains(QStringLiteral("/tmp/f5.json")));
        QVERIFY(changed.count() >= editor::RecentFiles::MaxCount);
        recent.clear();
    }
};

QTEST_GUILESS_MAIN(test_ScenarioFiles)
#include "test_ScenarioFiles.moc"
