// SPDX-License-Identifier: GPL-3.0-or-later
// Killed mid-session, nothing autosaved is lost (issue 17, point 4): 200 editing sessions
// (kill_worker: the editor's document and autosave manager under scripted random edits) are
// ended with SIGKILL at random moments, also in the middle of writing an autosave. Each time the
// recovery an editor offers at its next start must bring back a readable file holding every edit
// up to the last autosave the session reported, or a later one.
#include "EditorFixtures.h"
#include "RandomEditor.h"
#include "editor/files/AutosaveManager.h"
#include "editor/files/ScenarioFileIo.h"
#include "model/Rng.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <map>
#include <thread>

using namespace isle;

namespace {

constexpr int Kills = 200;
constexpr int Edits = 400;
constexpr int Every = 4; // edits between autosaves

/// The file a session holds after each autosave point, replayed in this process.
std::map<int, QByteArray> savePoints(std::uint64_t seed)
{
    editor::ScenarioDocument document(test::sampleScenario());
    test::RandomEditor editor(document, seed);
    std::map<int, QByteArray> points;
    for (int i = 1; i <= Edits; ++i) {
        editor.edit();
        if (i % Every == 0 && document.isModified())
            points[i] = test::serialized(document.scenario());
    }
    return points;
}

} // namespace

class test_KillRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedSessionsRestoreTheirLastAutosave()
    {
        model::Rng rng(17);
        int restoredLater = 0, nothingYet = 0, restoredAcknowledged = 0;
        for (int kill = 0; kill < Kills; ++kill) {
            const std::uint64_t seed = 1000 + std::uint64_t(kill);
            QTemporaryDir dir;
            QProcess worker;
            worker.start(QStringLiteral(ISLE_KILL_WORKER_PATH),
                {dir.path(), QString::number(seed), QString::number(Edits),
                    QString::number(Every)});
            QVERIFY2(worker.waitForStarted(), qPrintable(worker.errorString()));
            // Wait for a random number of autosaves, then a random moment more, then SIGKILL.
            const int acks = int(rng.boundedInt(25));
            int acknowledged = 0, seen = 0;
            while (seen < acks && worker.state() == QProcess::Running) {
                if (!worker.canReadLine() && !worker.waitForReadyRead(10'000))
                    break;
                while (worker.canReadLine()) {
                    const QByteArray line = worker.readLine().trimmed();
                    ++seen;
                    if (line.startsWith("saved "))
                        acknowledged = line.mid(6).toInt();
                    QVERIFY2(!line.startsWith("failed"), line.constData());
                }
            }
            std::this_thread::sleep_for(std::chrono::microseconds(rng.boundedInt(3000)));
            worker.kill(); // SIGKILL
            QVERIFY(worker.waitForFinished());
            QCOMPARE(worker.exitStatus(), QProcess::CrashExit);
            // Lines written before the kill that were not read yet count too.
            for (const QByteArray &line : worker.readAllStandardOutput().split('\n'))
                if (line.startsWith("saved "))
                    acknowledged = line.mid(6).toInt();

            const editor::AutosaveManager next(dir.path());
            const auto sessions = next.recoverableSessions();
            if (sessions.empty()) {
                QCOMPARE(acknowledged, 0); // an acknowledged autosave is never lost
                ++nothingYet;
                continue;
            }
            QCOMPARE(sessions.size(), 1u);
            const model::LoadResult restored
                = editor::ScenarioFileIo::read(sessions.front().autosavePath);
            QVERIFY2(restored.ok(), "a killed autosave left a broken file");
            const QByteArray file = test::serialized(*restored.scenario);
            const auto points = savePoints(seed);
            int match = -1;
            for (const auto &[edit, bytes] : points)
                if (edit >= acknowledged && bytes == file)
                    match = edit;
            QVERIFY2(match >= 0,
                qPrintable(QStringLiteral("kill %1: the restored file is no autosave at or after "
                                          "edit %2")
                               .arg(kill)
                               .arg(acknowledged)));
            ++(match > acknowledged ? restoredLater : restoredAcknowledged);
        }
        qInfo("%d kills: %d restored the last reported autosave, %d a later one (killed after "
              "writing, before reporting), %d before any autosave",
            Kills, restoredAcknowledged, restoredLater, nothingYet);
        QCOMPARE(restoredAcknowledged + restoredLater + nothingYet, Kills);
        // Both outcomes must occur for the test to have checked anything; how often each does
        // depends on the machine's load (a busy machine runs on further before the kill), so
        // no share is asserted.
        QVERIFY(restoredAcknowledged > 0);
    }
};

QTEST_GUILESS_MAIN(test_KillRecovery)
#include "test_KillRecovery.moc"
