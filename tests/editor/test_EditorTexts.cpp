// SPDX-License-Identifier: GPL-3.0-or-later
// Texts a designer reads (issue 15, point 15): the autosave recovery prompt's buttons say what
// they do, numbers in statistics and playtest results follow the locale, and error messages say
// what happened and what to do.
#include "../validation/EngineFixtures.h"
#include "EditorFixtures.h"
#include "editor/docks/LiveValidation.h"
#include "editor/docks/StatisticsDock.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/files/AutosaveManager.h"
#include "editor/files/FileController.h"
#include "editor/files/RecentFiles.h"
#include "editor/playtest/BatchFindings.h"
#include "editor/playtest/BatchPanel.h"
#include "editor/playtest/CompiledGames.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace isle;
using namespace isle::editor;

namespace {
/// An autosave left behind by an editor that crashed (its lock names a process that is gone).
model::Scenario editedScenario()
{
    model::Scenario s = test::sampleScenario();
    s.title = "Edited before the crash";
    return s;
}

void leaveCrashedSession(const QString &dir)
{
    ScenarioDocument doc(test::sampleScenario());
    doc.setProperties(editedScenario(), QStringLiteral("Rename")); // unsaved changes
    QString id;
    {
        AutosaveManager running(dir);
        running.setDocument(&doc);
        id = running.sessionId();
        QVERIFY(running.saveNow());
        running.setDocument(nullptr);
    }
    QProcess dead;
    dead.start(QStringLiteral("true"));
    QVERIFY(dead.waitForFinished());
    QFile lock(QDir(dir).filePath(id + QStringLiteral(".lock")));
    QVERIFY(lock.open(QIODevice::WriteOnly | QIODevice::Truncate));
    lock.write(QByteArray::number(dead.processId() ? dead.processId() : 999999) + "\nislewright\n"
        + QSysInfo::machineHostName().toUtf8() + "\n");
}

/// Clicks the button named `objectName` of the next message box and records all button texts.
void answerNextBox(const QString &objectName, QStringList *texts)
{
    QTimer::singleShot(50, [objectName, texts] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        for (QAbstractButton *b : box->buttons())
            texts->append(b->text().remove(QLatin1Char('&')));
        if (auto *b = box->findChild<QPushButton *>(objectName))
            b->click();
        else
            box->reject();
    });
}
} // namespace

class test_EditorTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void recoveryPromptButtonsSayWhatTheyDo()
    {
        QTemporaryDir dir;
        leaveCrashedSession(dir.path());
        ScenarioDocument document;
        AutosaveManager autosave(dir.path());
        QCOMPARE(autosave.recoverableSessions().size(), 1u);
        QWidget window;
        RecentFiles recent;
        FileController files(&document, &autosave, &recent, &window);

        // Decide Later keeps the autosave for the next start.
        QStringList texts;
        answerNextBox(QStringLiteral("DecideLaterButton"), &texts);
        files.offerRecovery();
        texts.sort(); // the style orders the buttons
        QCOMPARE(texts,
            (QStringList {QStringLiteral("Decide Later"), QStringLiteral("Discard"),
                QStringLiteral("Restore")}));
        QCOMPARE(autosave.recoverableSessions().size(), 1u);
        QVERIFY(!document.isModified());

        // Discard deletes it; nothing is restored.
        texts.clear();
        answerNextBox(QStringLiteral("DiscardButton"), &texts);
        files.offerRecovery();
        QCOMPARE(texts.size(), 3);
        QVERIFY(autosave.recoverableSessions().empty());
        QVERIFY(!document.isModified());

        // Restore brings the changes back as an undoable, unsaved edit.
        leaveCrashedSession(dir.path());
        AutosaveManager again(dir.path());
        FileController restoring(&document, &again, &recent, &window);
        answerNextBox(QStringLiteral("RestoreButton"), &texts);
        restoring.offerRecovery();
        QVERIFY(document.isModified());
        QCOMPARE(document.scenario(), editedScenario());
        QVERIFY(again.recoverableSessions().empty());
    }

    void numbersFollowTheLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        // Playtest findings: average game length with a decimal comma.
        const model::Scenario scenario = test::baseBeginnerScenario();
        const auto game = validation::Game::compile(scenario, 4).game;
        QVERIFY(game);
        const validation::PlaytestRunner runner(game, scenario.id);
        validation::PlaytestOptions options;
        options.seed = 3;
        options.games = 8;
        options.bots = std::vector<std::string>(4, "greedy");
        const auto result = runner.run(options);
        const QString findings
            = BatchFindings::findings(result.report, *game, scenario).join(QLatin1Char('\n'));
        const QRegularExpression germanDecimal(QStringLiteral("last \\d+,\\d turns"));
        QVERIFY2(germanDecimal.match(findings).hasMatch(), qPrintable(findings));

        // The statistics dock: balance figures with a decimal comma.
        ScenarioDocument document(scenario);
        LiveValidation validation(&document);
        validation.runNow();
        StatisticsDock dock(&validation); // refreshes on construction
        QVERIFY2(dock.summaryText().contains(QRegularExpression(QStringLiteral("\\d,\\d\\d"))),
            qPrintable(dock.summaryText()));
        QVERIFY(!dock.summaryText().contains(QRegularExpression(QStringLiteral("\\d\\.\\d\\d"))));
    }

    void errorMessagesSayWhatToDo()
    {
        // What happened (the file, the reason) and what to do about it.
        CompiledGames games(test::baseBeginnerScenario());
        BatchPanel batch(games);
        QTemporaryDir dir;
        QString error;
        const QString missing = dir.filePath(QStringLiteral("missing.json"));
        QVERIFY(!batch.openReport(missing, &error));
        QVERIFY2(error.contains(missing) && error.contains(QStringLiteral("Check that")),
            qPrintable(error));
        const QString notJson = dir.filePath(QStringLiteral("notes.json"));
        QFile file(notJson);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not json at all");
        file.close();
        QVERIFY(!batch.openReport(notJson, &error));
        QVERIFY2(error.contains(QStringLiteral("Choose a report")), qPrintable(error));
        QVERIFY(!batch.saveReport(dir.filePath(QStringLiteral("no/such/folder/r.json")), &error));
        QVERIFY2(error.contains(QStringLiteral("Choose a folder")), qPrintable(error));
    }
};

QTEST_MAIN(test_EditorTexts)
#include "test_EditorTexts.moc"
