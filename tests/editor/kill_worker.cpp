// SPDX-License-Identifier: GPL-3.0-or-later
// The editing session that test_KillRecovery ends with SIGKILL: the editor's own document and
// autosave manager under scripted random edits (RandomEditor), an autosave after every few
// edits, and a line "saved N" on stdout as soon as the autosave N edits in is on disk.
//
//   kill_worker AUTOSAVE_DIR SEED EDITS EVERY
#include "EditorFixtures.h"
#include "RandomEditor.h"
#include "editor/files/AutosaveManager.h"

#include <QCoreApplication>
#include <QDir>

#include <chrono>
#include <cstdio>
#include <thread>

int main(int argc, char **argv)
{
    using namespace isle;
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 5)
        return 2;
    const QString dir = args[1];
    const auto seed = args[2].toULongLong();
    const int edits = args[3].toInt();
    const int every = args[4].toInt();

    editor::ScenarioDocument document(test::sampleScenario());
    document.setFilePath(QDir(dir).filePath(QStringLiteral("map.islewright.json")));
    editor::AutosaveManager autosave(dir);
    autosave.setDocument(&document);
    test::RandomEditor editor(document, seed);
    for (int i = 1; i <= edits; ++i) {
        editor.edit();
        if (i % every != 0)
            continue;
        if (!document.isModified()) {
            std::printf("unchanged %d\n", i); // nothing to autosave yet
        } else if (autosave.saveNow()) {
            std::printf("saved %d\n", i);
        } else {
            std::printf("failed %d\n", i);
            return 3;
        }
        std::fflush(stdout);
    }
    // Still "running" with unsaved work, until the test kills it.
    std::this_thread::sleep_for(std::chrono::minutes(1));
    return 0;
}
