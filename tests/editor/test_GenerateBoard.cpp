// SPDX-License-Identifier: GPL-3.0-or-later
// Generate Board deals through the same code as islewright-cli generate: for every official
// scenario with pools, the editor's saved file equals the CLI's byte for byte and validates.
#include "../cli/CliRun.h"
#include "EditorFixtures.h"
#include "ViewFixture.h"
#include "editor/MainWindow.h"
#include "editor/Translators.h"
#include "editor/docks/LiveValidation.h"
#include "editor/document/GeneratorErrorText.h"
#include "editor/files/ScenarioFileIo.h"
#include "editor/scene/BestStartsOverlay.h"
#include "editor/tools/EditActions.h"
#include "editor/tools/GenerateDialog.h"
#include "validation/checks/Validator.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace isle;

namespace {

QStringList scenariosWithPools()
{
    QStringList files;
    const QDir dir(QStringLiteral(ISLE_SOURCE_DIR "/scenarios"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const model::LoadResult load = editor::ScenarioFileIo::read(dir.filePath(name));
        if (load.ok() && validation::PlaytestRunner::isVariable(*load.scenario))
            files << dir.filePath(name);
    }
    return files;
}

model::Scenario basePools()
{
    const model::LoadResult load = editor::ScenarioFileIo::read(
        QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json"));
    return load.ok() ? *load.scenario : model::Scenario {};
}

/// Where every lock test starts: the base board's pools in a view, with the Edit actions on it,
/// dealt once with seed 1 (`first`).
struct DealtBaseBoard
{
    test::ViewFixture f {basePools()};
    editor::EditActions edit;
    bool dealt = false;
    model::Scenario first;

    DealtBaseBoard()
    {
        edit.setView(&f.view);
        dealt = !f.document->scenario().areas.empty() && edit.generateWithSeed(1);
        first = f.document->scenario();
    }
};

} // namespace

class test_GenerateBoard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("IslewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_GenerateBoard"));
        // English plural forms, as the program shows them ("4 tokens", not "4 token(s)").
        editor::installTranslators(*QCoreApplication::instance(), QLocale::c());
    }

    void editorDealEqualsCliDealByteForByte_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("seed");
        const QStringList files = scenariosWithPools();
        QVERIFY(files.size() >= 8); // base variable 3-4 / 5-6, the Seafarers scenarios
        for (const QString &file : files)
            for (const char *seed : {"1", "7", "18446744073709551615"})
                QTest::addRow("%s seed %s", qPrintable(QFileInfo(file).fileName()), seed)
                    << file << QString::fromLatin1(seed);
    }

    void editorDealEqualsCliDealByteForByte()
    {
        QFETCH(QString, file);
        QFETCH(QString, seed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const model::LoadResult load = editor::ScenarioFileIo::read(file);
        QVERIFY(load.ok());
        test::ViewFixture f(*load.scenario);
        editor::EditActions edit;
        edit.setView(&f.view);
        QVERIFY(edit.generateWithSeed(seed.toULongLong()));
        QCOMPARE(f.undoCount(), 1);
        const QString fromEditor = dir.filePath(QStringLiteral("editor.json"));
        QCOMPARE(editor::ScenarioFileIo::write(f.document->scenario(), fromEditor), QString());

        const QString fromCli = dir.filePath(QStringLiteral("cli.json"));
        const test::CliRun run = test::runCli({QStringLiteral("generate"), file,
            QStringLiteral("--seed"), seed, QStringLiteral("-o"), fromCli});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(test::readAll(fromEditor), test::readAll(fromCli));
        // The dealt file has no rule errors (the pools are consumed, not dealt twice).
        const auto issues = validation::validateScenario(f.document->scenario());
        for (const model::Issue &issue : issues)
            QVERIFY2(issue.severity != model::Severity::Error, issue.message.c_str());
        // One undo step brings the pools back.
        f.document->undoStack()->undo();
        QCOMPARE(f.document->scenario(), *load.scenario);
    }

    void dialogOffersEveryCliConstraint()
    {
        const model::LoadResult load = editor::ScenarioFileIo::read(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json"));
        QVERIFY(load.ok());
        validation::DealOptions options;
        options.seed = 5;
        editor::GenerateDialog dialog(*load.scenario, options);
        for (int i = 0; i < model::GeneratorConstraintCount; ++i) {
            const auto c = static_cast<model::GeneratorConstraint>(i);
            const std::string_view cliName = model::toString(c);
            auto *box = dialog.findChild<QCheckBox *>(
                QString::fromLatin1(cliName.data(), static_cast<qsizetype>(cliName.size())));
            QVERIFY2(box, cliName.data());
            QCOMPARE(box->text(), editor::GeneratorErrorText::constraint(c));
            QVERIFY(!box->isChecked());
            box->setChecked(true);
            QVERIFY(dialog.options().constraints.enabled(c));
        }
        QCOMPARE(dialog.options().constraints, [] {
            model::GeneratorConstraints all = model::GeneratorConstraints::all();
            return all;
        }());
        // The options round-trip (the dialog reopens with the last ones).
        validation::DealOptions custom;
        custom.seed = 18446744073709551615ull;
        custom.bestOf = 250;
        custom.constraints.twoTwelveNotAdjacent = true;
        custom.constraints.maxIntersectionPips = 11;
        dialog.setOptions(custom);
        QCOMPARE(dialog.options().seed, custom.seed);
        QCOMPARE(dialog.options().bestOf, 250);
        QCOMPARE(dialog.options().constraints, custom.constraints);
    }

    void dialogKeepsTheScenariosOwnConstraintsOn()
    {
        // New World's rules keep red numbers apart (001:L2425): the dialog shows that constraint
        // checked and fixed, and its deal meets it even when the options leave it off.
        const model::LoadResult load = editor::ScenarioFileIo::read(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/seafarers-new-world-3-4.json"));
        QVERIFY(load.ok());
        editor::GenerateDialog dialog(*load.scenario, validation::DealOptions {});
        auto *red = dialog.findChild<QCheckBox *>(QStringLiteral("red-not-adjacent"));
        QVERIFY(red);
        QVERIFY(red->isChecked());
        QVERIFY(!red->isEnabled());
        auto *equal = dialog.findChild<QCheckBox *>(QStringLiteral("equal-not-adjacent"));
        QVERIFY(equal->isEnabled());
        QVERIFY(!equal->isChecked());
        QVERIFY(dialog.tryDeal());
        QVERIFY(!validation::hasErrors(validation::validateScenario(dialog.deal()->scenario)));
        const model::Board &board = dialog.deal()->scenario.board;
        for (const model::Hex &h : board.hexes())
            if (h.token && (h.token->value == 6 || h.token->value == 8))
                for (model::Direction d : model::AllDirections) {
                    const model::Hex *n = board.hexAt(h.coord.neighbor(d));
                    QVERIFY(!(n && n->token && (n->token->value == 6 || n->token->value == 8)));
                }
        QCOMPARE(board.harbors().size(), std::size_t {9});
    }

    void dialogSaysWhyNoBoardCanBeDealt()
    {
        const model::LoadResult load = editor::ScenarioFileIo::read(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json"));
        QVERIFY(load.ok());
        validation::DealOptions options;
        options.constraints.maxIntersectionPips = 2; // no 3-4 board keeps every corner <= 2 pips
        editor::GenerateDialog dialog(*load.scenario, options);
        QVERIFY(!dialog.tryDeal());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!dialog.deal());
        const auto expected = validation::dealScenario(*load.scenario, dialog.options());
        QVERIFY(!expected);
        QVERIFY(
            dialog.errorText().contains(editor::GeneratorErrorText::describe(expected.error())));
        // Loosened, the same dialog deals and clears the reason.
        options.constraints.maxIntersectionPips = 0;
        options.constraints.redNumbersNotAdjacent = true;
        dialog.setOptions(options);
        QVERIFY(dialog.tryDeal());
        QVERIFY(dialog.deal());
        QVERIFY(dialog.errorText().isEmpty());
    }

    void fairestOfNFromTheDialogEqualsCliBestOf()
    {
        const QString file = QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-variable-5-6.json");
        const model::LoadResult load = editor::ScenarioFileIo::read(file);
        QVERIFY(load.ok());
        test::ViewFixture f(*load.scenario);
        editor::EditActions edit;
        edit.setView(&f.view);
        validation::DealOptions options;
        options.seed = 3;
        options.bestOf = 25;
        options.constraints.redNumbersNotAdjacent = true;
        editor::GenerateDialog dialog(f.document->scenario(), options);
        QVERIFY(dialog.tryDeal());
        QCOMPARE(dialog.deal()->scored, 25);
        edit.applyDeal(*dialog.deal(), dialog.options());
        QTemporaryDir dir;
        const QString fromEditor = dir.filePath(QStringLiteral("editor.json"));
        QCOMPARE(editor::ScenarioFileIo::write(f.document->scenario(), fromEditor), QString());
        const QString fromCli = dir.filePath(QStringLiteral("cli.json"));
        const test::CliRun run = test::runCli(
            {QStringLiteral("generate"), file, QStringLiteral("--seed"), QStringLiteral("3"),
                QStringLiteral("--best-of"), QStringLiteral("25"), QStringLiteral("--constraint"),
                QStringLiteral("red-not-adjacent"), QStringLiteral("-o"), fromCli});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.contains(QStringLiteral("seed %1").arg(dialog.deal()->seed)));
        QCOMPARE(test::readAll(fromEditor), test::readAll(fromCli));
    }

    void bestStartsFollowTheSnakeDraft()
    {
        const model::LoadResult load = editor::ScenarioFileIo::read(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-beginner-3-4.json"));
        QVERIFY(load.ok());
        QTemporaryDir autosave;
        editor::MainWindow window(autosave.path());
        window.document()->resetScenario(*load.scenario, {});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *toggle = window.findChild<QAction *>(QStringLiteral("BestStartsAction"));
        QVERIFY(toggle);
        editor::BestStartsOverlay *overlay = window.bestStartsOverlay();
        QVERIFY(overlay);
        QTRY_COMPARE(overlay->players(), 4);
        QVERIFY(!overlay->isVisible());
        toggle->trigger();
        QVERIFY(overlay->isVisible());
        // Eight settlements, snake order 1-2-3-4-4-3-2-1, each on the draft's corner.
        const auto stats = validation::computeStatistics(validation::ScenarioIndex(*load.scenario));
        const auto &draft = stats.seats.back();
        QCOMPARE(draft.players, 4);
        const auto &picks = overlay->picks();
        QCOMPARE(picks.size(), std::size_t {8});
        const int seats[] = {0, 1, 2, 3, 3, 2, 1, 0};
        for (std::size_t i = 0; i < picks.size(); ++i) {
            QCOMPARE(picks[i].order, static_cast<int>(i) + 1);
            QCOMPARE(picks[i].seat, seats[i]);
            const auto id = draft.seats[static_cast<std::size_t>(seats[i])].corners[i < 4 ? 0 : 1];
            const auto spot = std::find_if(stats.intersections.begin(), stats.intersections.end(),
                [id](const auto &x) { return x.id == id; });
            QVERIFY(spot != stats.intersections.end());
            QVERIFY(picks[i].corner == spot->corner);
            QCOMPARE(picks[i].pips, spot->pips);
        }
        toggle->trigger();
        QVERIFY(!overlay->isVisible());
    }

    void lockedHarborsSurviveARedealInTheEditor()
    {
        DealtBaseBoard d;
        QVERIFY(d.dealt);
        // Select the sea hexes of two harbors (a harbor sits on its sea hex) and lock them.
        const model::Harbor a = d.first.board.harbors()[0], b = d.first.board.harbors()[1];
        d.f.document->setSelectedHexes({a.hex, b.hex});
        QSignalSpy status(&d.edit, &editor::EditActions::statusMessage);
        QVERIFY(d.edit.toggleLocks());
        QCOMPARE(d.f.undoCount(), 2);
        QVERIFY(d.f.board().harborAt(a.edge())->fixed && d.f.board().harborAt(b.edge())->fixed);
        QVERIFY2(status.last().at(0).toString().contains(QStringLiteral("Locked 2 harbor")),
            qPrintable(status.last().at(0).toString()));
        editor::LockSummary kept;
        d.edit.dealSource(&kept);
        QCOMPARE(kept.hexes, 0);
        QCOMPARE(kept.tokens, 0);
        QCOMPARE(kept.harbors, 2);

        // Re-deals keep both types; the unlocked harbors are dealt again.
        int changed = 0;
        for (std::uint64_t seed = 2; seed < 8; ++seed) {
            QVERIFY(d.edit.generateWithSeed(seed));
            const model::Board &now = d.f.board();
            QVERIFY(
                now.harborAt(a.edge())->type == a.type && now.harborAt(b.edge())->type == b.type);
            QVERIFY(now.harborAt(a.edge())->fixed);
            for (const model::Harbor &h : now.harbors())
                changed += h.type != d.first.board.harborAt(h.edge())->type ? 1 : 0;
        }
        QVERIFY(changed > 0);
        for (const model::Issue &issue : validation::validateScenario(d.f.document->scenario()))
            QVERIFY2(issue.severity != model::Severity::Error, issue.message.c_str());

        // Locking again unlocks (all were locked); undo brings the locks back.
        d.f.document->setSelectedHexes({a.hex, b.hex});
        QVERIFY(d.edit.toggleLocks());
        QVERIFY(!d.f.board().harborAt(a.edge())->fixed);
        d.f.document->undoStack()->undo();
        QVERIFY(d.f.board().harborAt(a.edge())->fixed);
    }

    void lockedHexesSurviveARedealInTheEditorAndTheCli()
    {
        DealtBaseBoard d;
        QVERIFY(d.dealt);
        // Lock the desert and two token hexes.
        std::vector<model::HexCoord> locked;
        for (const model::Hex &h : d.first.board.hexes())
            if (!h.area.empty()
                && (h.terrain == model::Terrain::Desert || (h.token && locked.size() < 2)))
                locked.push_back(h.coord);
        QCOMPARE(locked.size(), std::size_t {3});
        d.f.document->setSelectedHexes(locked);
        QVERIFY(d.edit.toggleLocks());
        QCOMPARE(d.f.undoCount(), 2);
        for (model::HexCoord c : locked)
            QVERIFY(d.f.board().hexAt(c)->fixed);
        editor::LockSummary kept;
        const model::Scenario pinned = d.edit.dealSource(&kept);
        QCOMPARE(kept.hexes, 3);

        // Re-deal with another seed: the locked hexes stay, the rest changes, the file validates
        // (the tokens are now dealt at random, so 6 and 8 are kept apart as the rules ask).
        validation::DealOptions redeal;
        redeal.seed = 2;
        redeal.constraints.redNumbersNotAdjacent = true;
        QVERIFY(d.edit.generateWith(redeal));
        QCOMPARE(d.f.undoCount(), 3);
        const model::Scenario second = d.f.document->scenario();
        for (model::HexCoord c : locked) {
            QVERIFY(second.board.hexAt(c)->terrain == d.first.board.hexAt(c)->terrain);
            QVERIFY(second.board.hexAt(c)->token == d.first.board.hexAt(c)->token);
            QVERIFY(second.board.hexAt(c)->fixed); // still locked for the next deal
        }
        QVERIFY(second.board != d.first.board);
        for (const model::Issue &issue : validation::validateScenario(second))
            QVERIFY2(issue.severity != model::Severity::Error, issue.message.c_str());

        // The locks are in the file: saved and read back.
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("locked.json"));
        QCOMPARE(editor::ScenarioFileIo::write(second, saved), QString());
        const model::LoadResult reread = editor::ScenarioFileIo::read(saved);
        QVERIFY(reread.ok());
        QCOMPARE(*reread.scenario, second);

        // The CLI honours the locks: the pools with the locked hexes pinned, dealt with seed 2,
        // give the editor's file byte for byte.
        const QString pools = dir.filePath(QStringLiteral("pinned.json"));
        QCOMPARE(editor::ScenarioFileIo::write(pinned, pools), QString());
        const QString fromCli = dir.filePath(QStringLiteral("cli.json"));
        const test::CliRun run = test::runCli({QStringLiteral("generate"), pools,
            QStringLiteral("--seed"), QStringLiteral("2"), QStringLiteral("--constraint"),
            QStringLiteral("red-not-adjacent"), QStringLiteral("-o"), fromCli});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(test::readAll(fromCli), test::readAll(saved));

        // Undo: the first deal with its locks, then without them.
        d.f.document->undoStack()->undo();
        QVERIFY(d.f.board().hexAt(locked.front())->fixed);
        d.f.document->undoStack()->undo();
        QCOMPARE(d.f.document->scenario(), d.first);
        // The dialog says what a re-deal keeps.
        d.f.document->undoStack()->redo();
        editor::GenerateDialog dialog(d.edit.dealSource(&kept), {});
        dialog.setLocked(kept);
        QCOMPARE(kept.harbors, 0);
        QVERIFY2(dialog.lockedText().contains(QStringLiteral("keeps what is locked: 3 hexes (")),
            qPrintable(dialog.lockedText()));
    }

    void lockedTokensKeepTheirNumberOverARedealtTerrain()
    {
        DealtBaseBoard d;
        QVERIFY(d.dealt);
        QSignalSpy status(&d.edit, &editor::EditActions::statusMessage);

        // The desert has no number to keep: nothing to lock, and the status bar says why.
        std::vector<model::HexCoord> reds;
        model::HexCoord desert {};
        for (const model::Hex &h : d.first.board.hexes()) {
            if (h.terrain == model::Terrain::Desert)
                desert = h.coord;
            if (h.token && model::isRedNumber(h.token->value))
                reds.push_back(h.coord);
        }
        d.f.document->setSelectedHexes({desert});
        QVERIFY(!d.edit.toggleTokenLocks());
        QCOMPARE(d.f.undoCount(), 1);
        QVERIFY(status.last().at(0).toString().contains(QStringLiteral("number token")));

        // Lock the tokens of the four red numbers (and the desert, which is left alone).
        QCOMPARE(reds.size(), std::size_t {4});
        std::vector<model::HexCoord> selection = reds;
        selection.push_back(desert);
        d.f.document->setSelectedHexes(selection);
        QVERIFY(d.edit.toggleTokenLocks());
        QCOMPARE(d.f.undoCount(), 2);
        QVERIFY2(status.last().at(0).toString().startsWith(QStringLiteral("Locked 4 tokens:")),
            qPrintable(status.last().at(0).toString()));
        for (model::HexCoord c : reds)
            QVERIFY(d.f.board().hexAt(c)->keepsToken() && !d.f.board().hexAt(c)->fixed);
        QVERIFY(!d.f.board().hexAt(desert)->tokenFixed);
        editor::LockSummary kept;
        const model::Scenario pinned = d.edit.dealSource(&kept);
        QCOMPARE(kept.tokens, 4);
        QCOMPARE(kept.hexes + kept.harbors, 0);

        // Re-deals keep the four numbers where they are; the terrain under them is dealt again,
        // never the desert; every deal validates.
        int terrainChanged = 0;
        for (std::uint64_t seed = 2; seed < 10; ++seed) {
            QVERIFY(d.edit.generateWithSeed(seed));
            const model::Board &now = d.f.board();
            for (model::HexCoord c : reds) {
                QVERIFY(now.hexAt(c)->token == d.first.board.hexAt(c)->token);
                QVERIFY(now.hexAt(c)->keepsToken());
                QVERIFY(model::takesNumberToken(now.hexAt(c)->terrain));
                terrainChanged += now.hexAt(c)->terrain != d.first.board.hexAt(c)->terrain ? 1 : 0;
            }
            for (const model::Issue &issue : validation::validateScenario(d.f.document->scenario()))
                QVERIFY2(issue.severity != model::Severity::Error, issue.message.c_str());
        }
        QVERIFY(terrainChanged > 8);

        // The CLI deals the same file from the pinned pools and the same seed, byte for byte.
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("editor.json"));
        QCOMPARE(editor::ScenarioFileIo::write(d.f.document->scenario(), saved), QString());
        const QString pools = dir.filePath(QStringLiteral("pinned.json"));
        QCOMPARE(editor::ScenarioFileIo::write(pinned, pools), QString());
        const QString fromCli = dir.filePath(QStringLiteral("cli.json"));
        const test::CliRun run = test::runCli({QStringLiteral("generate"), pools,
            QStringLiteral("--seed"), QStringLiteral("9"), QStringLiteral("-o"), fromCli});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(test::readAll(fromCli), test::readAll(saved));

        // The dialog names what the re-deal keeps; toggling again unlocks, undo locks again.
        editor::GenerateDialog dialog(d.edit.dealSource(&kept), {});
        dialog.setLocked(kept);
        QVERIFY2(dialog.lockedText().contains(QStringLiteral("keeps what is locked: 4 tokens (")),
            qPrintable(dialog.lockedText()));
        d.f.document->setSelectedHexes(reds);
        QVERIFY(d.edit.toggleTokenLocks());
        QVERIFY(!d.f.board().hexAt(reds.front())->tokenFixed);
        d.f.document->undoStack()->undo();
        QVERIFY(d.f.board().hexAt(reds.front())->keepsToken());
    }

    /// ISLE_EDITOR_SCREENSHOTS=<dir>, run under xvfb-run with QT_QPA_PLATFORM=xcb: the real
    /// Generate Board dialog over a dealt board with the best starts shown (the desert locked, the
    /// red numbers' tokens locked), and the New from
    /// Scenario gallery, each taken of the whole X screen with ImageMagick's import.
    void screenshots()
    {
        const QString shots = qEnvironmentVariable("ISLE_EDITOR_SCREENSHOTS");
        if (shots.isEmpty())
            QSKIP("set ISLE_EDITOR_SCREENSHOTS to write the README's screenshots");
        const model::LoadResult load = editor::ScenarioFileIo::read(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json"));
        QVERIFY(load.ok());
        QTemporaryDir autosave;
        editor::MainWindow window(autosave.path());
        window.setGeometry(0, 0, 1280, 800);
        window.document()->resetScenario(*load.scenario, {});
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *edit = window.findChild<editor::EditActions *>();
        QVERIFY(edit);
        validation::DealOptions options;
        options.seed = 1;
        options.bestOf = 200;
        options.constraints.redNumbersNotAdjacent = true;
        options.constraints.maxIntersectionPips = 12;
        QVERIFY(edit->generateWith(options));
        // Lock the desert whole and the red numbers' tokens: padlocks above and below.
        std::vector<model::HexCoord> desert, reds;
        for (const model::Hex &h : window.document()->scenario().board.hexes()) {
            if (h.terrain == model::Terrain::Desert)
                desert.push_back(h.coord);
            if (h.token && model::isRedNumber(h.token->value))
                reds.push_back(h.coord);
        }
        window.document()->setSelectedHexes(desert);
        QVERIFY(edit->toggleLocks());
        window.document()->setSelectedHexes(reds);
        QVERIFY(edit->toggleTokenLocks());
        window.document()->setSelectedHexes({});
        window.findChild<QAction *>(QStringLiteral("BestStartsAction"))->trigger();
        QTest::qWait(500);
        const auto grabScreen = [&](const QString &name) {
            QTest::qWait(700);
            QCOMPARE(QProcess::execute(QStringLiteral("import"),
                         {QStringLiteral("-window"), QStringLiteral("root"),
                             QDir(shots).filePath(name)}),
                0);
        };
        // The real action: its modal dialog is shot, then dismissed.
        QTimer::singleShot(0, this, [&] {
            auto *dialog
                = qobject_cast<editor::GenerateDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->move(820, 140);
            grabScreen(QStringLiteral("generate.png"));
            dialog->reject();
        });
        const auto actions = edit->actions();
        const auto generate = std::find_if(actions.begin(), actions.end(),
            [](QAction *a) { return a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_G); });
        QVERIFY(generate != actions.end());
        (*generate)->trigger();

        QTimer::singleShot(0, this, [&] {
            QWidget *dialog = QApplication::activeModalWidget();
            QVERIFY(dialog);
            dialog->setGeometry(60, 40, 1160, 720);
            grabScreen(QStringLiteral("gallery.png"));
            qobject_cast<QDialog *>(dialog)->reject();
        });
        window.findChild<QAction *>(QStringLiteral("NewFromScenarioAction"))->trigger();
        window.document()->setClean(); // leave without the save prompt
    }
};

QTEST_MAIN(test_GenerateBoard)
#include "test_GenerateBoard.moc"
