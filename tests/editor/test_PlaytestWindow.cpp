// SPDX-License-Identifier: GPL-3.0-or-later
// The playtest window end to end (offscreen): a batch from the UI, saving its report, watching a
// game of it and starting a game with a human seat. Set ISLE_PLAYTEST_SCREENSHOTS to a folder to
// also write a PNG of every page (for looking at the screens while working on them).
#include "../validation/EngineFixtures.h"
#include "../validation/EngineTestUtil.h"
#include "editor/playtest/BatchFindings.h"
#include "editor/playtest/BatchPanel.h"
#include "editor/playtest/BatchRunner.h"
#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/GameBoardWidget.h"
#include "editor/playtest/PlayController.h"
#include "editor/playtest/PlayPanel.h"
#include "editor/playtest/PlaytestWindow.h"
#include "editor/playtest/ReplayModel.h"
#include "editor/playtest/ReplayPanel.h"
#include "editor/playtest/SeatSetup.h"
#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include <nlohmann/json.hpp>

using namespace isle;
using editor::PlaytestWindow;

namespace {
void screenshot(QWidget &window, const char *name)
{
    const QString dir = qEnvironmentVariable("ISLE_PLAYTEST_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QCoreApplication::processEvents();
    window.grab().save(QDir(dir).filePath(QString::fromLatin1(name) + QStringLiteral(".png")));
}

/// The Watch page's board looks different when it shows `other` instead of the replay's state
/// (which it shows again afterwards): what `other` changed is drawn.
bool boardDraws(PlaytestWindow &window, const validation::GameState &other)
{
    auto *board = window.replayPanel()->findChild<editor::GameBoardWidget *>();
    if (!board)
        return false;
    QCoreApplication::processEvents();
    const QImage shown = board->grab().toImage();
    board->setState(other);
    const bool differs = board->grab().toImage() != shown;
    board->setState(window.replayPanel()->model()->state());
    return differs;
}
/// A playtest window on scenarios/`file`, shown on its Watch page; null when the file does not
/// load.
std::unique_ptr<PlaytestWindow> watchWindow(const char *file)
{
    const auto read = model::loadScenarioFile(std::string(ISLE_SOURCE_DIR "/scenarios/") + file);
    if (!read.scenario)
        return nullptr;
    auto window = std::make_unique<PlaytestWindow>(*read.scenario);
    window->resize(1400, 900);
    window->show();
    window->showPage(PlaytestWindow::Page::Watch);
    return window;
}

/// The texts of the Watch page's labels that contain `needle` (one per seat panel).
QStringList labelsWith(PlaytestWindow &window, const QString &needle)
{
    QCoreApplication::processEvents();
    QStringList texts;
    for (const QLabel *label : window.replayPanel()->findChildren<QLabel *>())
        if (label->text().contains(needle))
            texts << label->text();
    return texts;
}
} // namespace

class test_PlaytestWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batchSaveWatchAndPlay()
    {
        const model::Scenario scenario = test::baseBeginnerScenario();
        PlaytestWindow window(scenario);
        window.resize(1400, 900);
        window.show();
        screenshot(window, "0-empty");

        editor::BatchPanel *batch = window.batchPanel();
        batch->setGames(60);
        batch->setSeed(11);
        QSignalSpy finished(batch->runner(), &editor::BatchRunner::finished);
        QVERIFY(batch->startBatch());
        QVERIFY(finished.wait(120000));
        QCOMPARE(batch->report().games, std::uint64_t(60));
        QVERIFY(batch->findings().size() >= 6);
        QVERIFY(batch->summaryText().contains(QStringLiteral("Seat 1 (Red) wins")));
        // One island and no special victory point rules: no island findings.
        QVERIFY(!batch->summaryText().contains(QStringLiteral("home island")));
        QVERIFY(!batch->summaryText().contains(QStringLiteral("special victory points")));
        screenshot(window, "1-batch");

        // The saved report is the engine's JSON: it reads back equal and merges like the CLI's.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.json"));
        QVERIFY(batch->saveReport(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::string error;
        const auto read = validation::PlaytestReport::fromJson(
            nlohmann::json::parse(file.readAll().toStdString()), error);
        QVERIFY2(read, error.c_str());
        QVERIFY(*read == batch->report());
        QVERIFY(batch->openReport(path));
        QString openError;
        QVERIFY(!batch->openReport(dir.filePath(QStringLiteral("missing.json")), &openError));
        QVERIFY(openError.contains(QStringLiteral("missing.json")));

        // Watch game 3 of the batch: the bots play it on the watch tab's worker thread, and the
        // replay ends in the batch's final state for that game.
        QSignalSpy loaded(window.replayPanel()->model(), &editor::ReplayModel::loaded);
        Q_EMIT batch->watchRequested(4, batch->report().bots, model::Rng::deriveSeed(11, 3));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 60000);
        QVERIFY(!window.replayPanel()->newGamePlaying());
        editor::ReplayModel *replay = window.replayPanel()->model();
        replay->setPosition(replay->actionCount());
        const auto game = validation::Game::compile(scenario, 4).game;
        // The batch's game 3, played again with a record (which carries the final hash).
        const auto third
            = test::recordedGame(*game, batch->report().bots, model::Rng::deriveSeed(11, 3));
        QVERIFY(third.result && third.result->finalStateHash != 0);
        QCOMPARE(game->settledHash(replay->state()), third.result->finalStateHash);
        replay->jumpToTurn(replay->lastTurn() / 2);
        screenshot(window, "2-watch");

        // A game with a human seat: the board offers only the legal start settlements.
        window.showPage(PlaytestWindow::Page::Play);
        QVERIFY(window.playPanel()->startGame());
        editor::PlayController *play = window.playPanel()->controller();
        QVERIFY(play->awaitsHuman());
        QCOMPARE(play->currentPlayer(), 0);
        for (validation::Action a : play->legalActions())
            QVERIFY(validation::actionType(a) == validation::ActionType::BuildSettlement);
        QVERIFY(play->perform(play->legalActions()[0]));
        QVERIFY(play->perform(play->legalActions()[0]));
        play->setBotDelay(0);
        play->advanceBots();
        screenshot(window, "3-play");
    }

    void playAgainstTheExpertBot()
    {
        // Every seat's list offers the expert; a game with it in seat 2 is played through the
        // window, the expert thinking on the controller's worker thread.
        PlaytestWindow window(test::baseBeginnerScenario());
        window.resize(1400, 900);
        window.show();
        window.showPage(PlaytestWindow::Page::Play);
        auto *seats = window.playPanel()->findChild<editor::SeatSetup *>();
        QVERIFY(seats);
        const auto combos = seats->findChildren<QComboBox *>();
        QVERIFY(combos.size() >= 4);
        for (QComboBox *combo : combos) {
            const int expert = combo->findData(QStringLiteral("expert"));
            QVERIFY(expert >= 0);
            QCOMPARE(combo->itemText(expert), QStringLiteral("Expert bot"));
        }
        combos[1]->showPopup();
        if (QWidget *popup = combos[1]->view()->window(); popup != &window)
            screenshot(*popup, "3-seat-choices");
        combos[1]->hidePopup();
        // The smallest budget keeps the sanitizer build quick; the choice is the same path.
        seats->setSeat(1, "expert:2");
        QVERIFY(window.playPanel()->startGame());
        editor::PlayController *play = window.playPanel()->controller();
        QCOMPARE(play->seats()[1], std::string("expert:2"));
        QVERIFY(play->perform(play->legalActions()[0])); // the human's first settlement
        QVERIFY(play->perform(play->legalActions()[0])); // and road
        play->setBotDelay(1);
        // Seats 2–4 place twice (snake order, 001:L645), then the human's second settlement.
        QTRY_VERIFY_WITH_TIMEOUT(play->awaitsHuman(), 120000);
        QCOMPARE(int(play->state().setupStep), 7);
        screenshot(window, "3-play-expert");
    }

    void newGameIsPlayedOffTheWindowThread()
    {
        // Expert bots on a Seafarers map take seconds: the window keeps running its event loop,
        // a second game waits for the first, Stop drops the game, and closing the window while
        // the bots play waits for the worker (ASan would see it use the freed panel).
        const model::Scenario scenario = test::seafarersScenario();
        const std::vector<std::string> experts {"expert:16", "greedy", "greedy", "greedy"};
        {
            PlaytestWindow window(scenario);
            window.resize(1400, 900);
            window.show();
            window.showPage(PlaytestWindow::Page::Watch);
            editor::ReplayPanel *panel = window.replayPanel();
            QSignalSpy shown(panel, &editor::ReplayPanel::newGameShown);
            QString error;
            QVERIFY2(panel->startNewGame(4, experts, 5, &error), qPrintable(error));
            QVERIFY(panel->newGamePlaying());
            screenshot(window, "6-watch-bots-playing");
            QVERIFY(!panel->startNewGame(4, experts, 6, &error)); // one at a time
            QVERIFY(!error.isEmpty());
            QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 120000);
            QVERIFY(!panel->newGamePlaying());
            QCOMPARE(panel->model()->record().seed, std::uint64_t(5));
            const auto game = validation::Game::compile(scenario, 4).game;
            const auto direct = test::recordedGame(*game, experts, 5);
            QVERIFY(direct.result && direct.result->finalStateHash != 0);
            editor::ReplayModel *replay = panel->model();
            replay->setPosition(replay->actionCount());
            QCOMPARE(replay->game()->settledHash(replay->state()), direct.result->finalStateHash);

            QVERIFY(panel->startNewGame(4, experts, 7, &error));
            panel->stopNewGame();
            QTRY_VERIFY_WITH_TIMEOUT(!panel->newGamePlaying(), 60000);
            QCOMPARE(shown.size(), 1); // a stopped game is not shown
            QCOMPARE(panel->model()->record().seed, std::uint64_t(5));

            QVERIFY(panel->startNewGame(4, experts, 8, &error));
        } // closed while the bots play
    }

    void seafarersGameShowsShipsAndPirate()
    {
        // A Seafarers map: the watched game's ships and pirate are drawn where the state has them.
        const model::Scenario scenario = test::seafarersScenario();
        PlaytestWindow window(scenario);
        window.resize(1400, 900);
        window.show();
        window.showPage(PlaytestWindow::Page::Watch);
        editor::ReplayModel *replay = window.replayPanel()->model();
        const std::vector<std::string> bots(4, "greedy");
        bool ships = false;
        for (std::uint64_t seed = 1; seed <= 20 && !ships; ++seed) {
            QVERIFY(window.replayPanel()->watchNewGame(4, bots, seed));
            replay->setPosition(replay->actionCount());
            for (std::int8_t owner : replay->state().shipOwner)
                ships = ships || owner >= 0;
        }
        QVERIFY2(ships, "no greedy game on the Seafarers fixture built a ship");
        QVERIFY(replay->state().pirateHex >= 0);
        auto *board = window.replayPanel()->findChild<editor::GameBoardWidget *>();
        QVERIFY(board);
        QCoreApplication::processEvents();
        const QImage withShips = board->grab().toImage();
        validation::GameState withoutShips = replay->state();
        withoutShips.shipOwner.fill(-1);
        board->setState(withoutShips);
        QVERIFY(board->grab().toImage() != withShips);
        board->setState(replay->state());
        screenshot(window, "4-seafarers");
    }

    void citiesKnightsIsPlayedByTheBots()
    {
        // Cities & Knights with domestic trade: the play page offers bots only and says why
        // (it has no controls for knights, improvements and progress cards yet); a watched
        // greedy game ends with a winner and its knights are drawn.
        model::Scenario scenario = test::baseBeginnerScenario();
        scenario.products = {model::Product::Base, model::Product::CitiesAndKnights};
        scenario.victoryPoints = 13;
        PlaytestWindow window(scenario);
        window.resize(1400, 900);
        window.show();
        window.showPage(PlaytestWindow::Page::Play);
        auto *seats = window.playPanel()->findChild<editor::SeatSetup *>();
        QVERIFY(seats);
        for (const QComboBox *combo : seats->findChildren<QComboBox *>())
            QCOMPARE(combo->findData(QStringLiteral("human")), -1);
        bool noted = false;
        for (const QLabel *label : window.playPanel()->findChildren<QLabel *>())
            noted = noted || label->text().contains(QStringLiteral("bots play every seat"));
        QVERIFY(noted);
        QVERIFY(window.playPanel()->startGame());
        QVERIFY(!window.playPanel()->controller()->awaitsHuman());

        window.showPage(PlaytestWindow::Page::Watch);
        editor::ReplayModel *replay = window.replayPanel()->model();
        bool knights = false;
        for (std::uint64_t seed = 1; seed <= 10 && !knights; ++seed) {
            QVERIFY(
                window.replayPanel()->watchNewGame(4, std::vector<std::string>(4, "greedy"), seed));
            replay->setPosition(replay->actionCount());
            QVERIFY(replay->state().winner >= 0);
            for (const auto &seat : replay->state().knights)
                for (const auto &k : seat)
                    knights = knights || k.onBoard();
        }
        QVERIFY2(knights, "no greedy C&K game ended with a knight on the board");
        auto *board = window.replayPanel()->findChild<editor::GameBoardWidget *>();
        QVERIFY(board);
        QCoreApplication::processEvents();
        const QImage withKnights = board->grab().toImage();
        validation::GameState withoutKnights = replay->state();
        for (auto &seat : withoutKnights.knights)
            for (auto &k : seat)
                if (k.onBoard())
                    withoutKnights.cornerOwner[std::size_t(k.corner)] = -1;
        withoutKnights.knights = {};
        board->setState(withoutKnights);
        QVERIFY(board->grab().toImage() != withKnights);
        board->setState(replay->state());
        replay->jumpToTurn(replay->lastTurn() * 2 / 3);
        screenshot(window, "8-cities-knights");
    }

    void fogIslandsGameShowsDiscoveredHexes()
    {
        // The Fog Islands: a watched game draws the fog hexes discovered so far as what was drawn
        // for them, and its log says who discovered what (001:L1850–1854).
        const auto shown = watchWindow("seafarers-fog-islands-4.json");
        QVERIFY(shown);
        PlaytestWindow &window = *shown;
        editor::ReplayModel *replay = window.replayPanel()->model();
        const std::vector<std::string> bots(4, "greedy");
        int discovered = 0;
        for (std::uint64_t seed = 1; seed <= 20 && discovered == 0; ++seed) {
            QVERIFY(window.replayPanel()->watchNewGame(4, bots, seed));
            replay->setPosition(replay->actionCount());
            const validation::Game &game = *replay->game();
            QCOMPARE(game.fogHexCount(), 12);
            for (int k = 0; k < game.fogHexCount(); ++k)
                discovered += game.terrainNow(replay->state(), game.fogHex(k)) >= 0 ? 1 : 0;
        }
        QVERIFY2(discovered > 0, "no greedy game on The Fog Islands discovered a fog hex");
        const QStringList discoveries = replay->events().filter(QStringLiteral(" discovers "));
        QCOMPARE(discoveries.size(), discovered);
        validation::GameState faceDown = replay->state();
        faceDown.fogTerrain.fill(0);
        faceDown.fogToken.fill(0);
        QVERIFY(boardDraws(window, faceDown));
        screenshot(window, "5-fog-islands");
    }

    void clothForCatanGameShowsClothAndVillages()
    {
        // Cloth for Catan: a watched game shows each player's bolts of cloth and the villages
        // traded with, and beside each village the cloth it has left (001:L2117–2137).
        const auto shown = watchWindow("seafarers-cloth-for-catan-3-4.json");
        QVERIFY(shown);
        PlaytestWindow &window = *shown;
        editor::ReplayModel *replay = window.replayPanel()->model();
        QVERIFY(window.replayPanel()->watchNewGame(4, std::vector<std::string>(4, "greedy"), 3));
        replay->setPosition(replay->actionCount() * 2 / 3);
        const validation::Game &game = *replay->game();
        QCOMPARE(game.villageCount(), 8);
        int cloth = 0;
        for (int p = 0; p < 4; ++p)
            cloth += replay->state().players[static_cast<std::size_t>(p)].cloth;
        QVERIFY2(cloth > 0, "two thirds into a greedy game nobody has cloth");
        QCOMPARE(labelsWith(window, QStringLiteral("of cloth")).size(), 4);
        validation::GameState untouched = replay->state();
        untouched.villageCloth.fill(5);
        untouched.villageLinks.fill(0);
        QVERIFY(boardDraws(window, untouched));
        screenshot(window, "6-cloth-for-catan");
    }

    void pirateIslandsGameShowsWarshipsAndFortresses()
    {
        // The Pirate Islands: a watched game shows each player's warships and fortress, draws
        // warships and the chits left under the fortresses, and its log tells the fleet's sailing
        // and the fortress attacks (001:L2231–2282).
        const auto shown = watchWindow("seafarers-pirate-islands-3-4.json");
        QVERIFY(shown);
        PlaytestWindow &window = *shown;
        editor::ReplayModel *replay = window.replayPanel()->model();
        QVERIFY(window.replayPanel()->watchNewGame(4, std::vector<std::string>(4, "greedy"), 3));
        replay->setPosition(replay->actionCount());
        QVERIFY(replay->game()->rules().pirateIslands);
        QVERIFY(replay->state().winner >= 0);
        QCOMPARE(int(replay->state().fortressChits[std::size_t(replay->state().winner)]), 0);
        QVERIFY(!replay->events().filter(QStringLiteral("the pirate fleet sails to")).isEmpty());
        QVERIFY(!replay->events().filter(QStringLiteral("captures the fortress")).isEmpty());
        QCOMPARE(labelsWith(window, QStringLiteral("warship")).size(), 4);
        validation::GameState noWarships = replay->state();
        noWarships.warships.fill(0);
        QVERIFY(boardDraws(window, noWarships));
        validation::GameState fullFortresses = replay->state();
        fullFortresses.fortressChits.fill(3);
        QVERIFY(boardDraws(window, fullFortresses));
        screenshot(window, "7-pirate-islands");
    }

    void wondersGameShowsTheWondersAndHowTheGameWasWon()
    {
        // The Wonders of Catan: each seat panel shows the wonder started and its level, and the
        // log tells who starts which wonder, each level and how the game was won (level 4, or
        // 10 VP with the highest level; 001:L2359–2379).
        const auto shown = watchWindow("seafarers-wonders-of-catan-3-4.json");
        QVERIFY(shown);
        PlaytestWindow &window = *shown;
        editor::ReplayModel *replay = window.replayPanel()->model();
        QVERIFY(window.replayPanel()->watchNewGame(4, std::vector<std::string>(4, "greedy"), 3));
        replay->setPosition(replay->actionCount());
        const validation::Game &game = *replay->game();
        const validation::GameState &end = replay->state();
        QVERIFY(game.rules().wonders);
        QVERIFY(end.winner >= 0);
        QVERIFY(!replay->events().filter(QStringLiteral("starts the")).isEmpty());
        QVERIFY(!replay->events().filter(QStringLiteral("builds level")).isEmpty());
        const QString how = game.wonderLevel(end, end.winner) == 4
            ? QStringLiteral("and wins")
            : QStringLiteral("the highest wonder level");
        QCOMPARE(replay->events().filter(how).size(), 1);
        QCOMPARE(labelsWith(window, QStringLiteral(" of 4")).size()
                + labelsWith(window, QStringLiteral("no wonder started")).size(),
            4);
        screenshot(window, "8-wonders");
    }

    void variableMapIsPlayedOnADealtBoard()
    {
        // base-variable-3-4 leaves terrain, tokens and harbors to its pools: the window deals one
        // board (the CLI's `generate --seed 1` board) and every tab plays it.
        const auto read
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json");
        QVERIFY(read.scenario);
        PlaytestWindow window(*read.scenario);
        QVERIFY(window.games().dealt());
        QCOMPARE(window.games().dealSeed(), std::uint64_t(1));
        const auto generator = model::BoardGenerator::compile(*read.scenario);
        QVERIFY(generator);
        QVERIFY(
            window.games().scenario().board == generator.value().generateScenario(1).value().board);
        QVERIFY(window.games().scenario().board.count(model::Terrain::Unassigned) == 0);
        QVERIFY(window.playPanel()->startGame());
        QVERIFY(window.playPanel()->controller());

        window.dealBoard(2);
        QCOMPARE(window.games().dealSeed(), std::uint64_t(2));
        QVERIFY(
            window.games().scenario().board == generator.value().generateScenario(2).value().board);
        QVERIFY(window.playPanel()->startGame());
    }

    void seafarersBatchShowsIslandFindings()
    {
        // The Four Islands: the batch findings give each seat's special points and islands and a
        // line per island (built on by anyone / each seat, as a home island).
        const auto read
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/seafarers-four-islands-3.json");
        QVERIFY(read.scenario);
        PlaytestWindow window(*read.scenario);
        window.resize(1400, 900);
        window.show();
        editor::BatchPanel *batch = window.batchPanel();
        batch->setGames(4);
        QSignalSpy finished(batch->runner(), &editor::BatchRunner::finished);
        QVERIFY(batch->startBatch());
        QVERIFY(finished.wait(120000));
        QCOMPARE(batch->report().islands.size(), std::size_t(4));
        const QString text = batch->findings().join(QLatin1Char('\n'));
        QVERIFY2(text.contains(QStringLiteral("Seat 1 (Red) ends with ")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("special victory points to reach the target in")));
        QCOMPARE(text.count(QStringLiteral("; a home island of Red ")), 4);
        QVERIFY(text.contains(QStringLiteral("The island at (")));
        screenshot(window, "5-islands");
        // The saved report shows the same findings when opened again.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("islands.json"));
        QVERIFY(batch->saveReport(path));
        const QStringList before = batch->findings();
        QVERIFY(batch->openReport(path));
        QCOMPARE(batch->findings(), before);
    }

    void cliReportOfAMapWithPoolsOpens()
    {
        // `islewright-cli playtest` deals a new board per game for a map with pools; its report's
        // identity is the map, not one board, and the window opens it as such.
        const auto read
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json");
        QVERIFY(read.scenario);
        std::string error;
        const auto runner = validation::PlaytestRunner::forScenario(*read.scenario, 3, {}, error);
        QVERIFY2(runner, error.c_str());
        validation::PlaytestOptions options;
        options.games = 4;
        options.bots = {"greedy", "greedy", "random"};
        const auto result = runner->run(options);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cli-report.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(result.report.toJson().dump(2)));
        file.close();

        PlaytestWindow window(*read.scenario);
        auto *batch = window.findChild<editor::BatchPanel *>();
        QVERIFY(batch);
        QString openError;
        QVERIFY2(batch->openReport(path, &openError), qPrintable(openError));
        QCOMPARE(batch->report().games, std::uint64_t(4));
        // Another map's report is still refused.
        const auto fixed
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-beginner-3-4.json");
        PlaytestWindow other(*fixed.scenario);
        auto *otherBatch = other.findChild<editor::BatchPanel *>();
        QVERIFY(!otherBatch->openReport(path, &openError));
    }

    void islandNamesUseTheirOwnArea()
    {
        // Heading for New Shores: the main island is its own area ("Main island"); the small
        // islands share one area, so they are named by their top-left hex and size.
        const auto read = model::loadScenarioFile(
            ISLE_SOURCE_DIR "/scenarios/seafarers-heading-for-new-shores-3.json");
        QVERIFY(read.scenario);
        std::string error;
        const auto runner = validation::PlaytestRunner::forScenario(*read.scenario, 3, {}, error);
        QVERIFY2(runner, error.c_str());
        validation::PlaytestOptions options;
        options.bots = {"greedy", "greedy", "greedy"};
        validation::PlaytestReport report = runner->emptyReport(options);
        QVERIFY(report.islands.size() >= 3);
        report.add(validation::GameResult {});
        int main = 0;
        for (int k = 0; k < static_cast<int>(report.islands.size()); ++k) {
            const QString name = editor::BatchFindings::islandName(report, k, *read.scenario);
            if (name == QStringLiteral("Main island"))
                ++main;
            else
                QVERIFY2(name.startsWith(QStringLiteral("the island at (")), qPrintable(name));
        }
        QCOMPARE(main, 1);
        const QStringList lines = editor::BatchFindings::islandFindings(report, *read.scenario);
        QVERIFY(lines.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("Main island: built on at the end of 0% of games")));
    }

    void humanTradesWithTheBotsThroughThePanel()
    {
        // Domestic trade (001:L190, L381): the human drafts an offer card by card with the
        // panel's buttons and answers a bot's offer with a counter-offer; the log tells both.
        const model::Scenario scenario = test::baseBeginnerScenario();
        PlaytestWindow window(scenario);
        window.resize(1400, 900);
        window.show();
        window.showPage(PlaytestWindow::Page::Play);
        QVERIFY(window.playPanel()->startGame());
        editor::PlayController *play = window.playPanel()->controller();
        play->setBotDelay(0);
        QStringList log;
        connect(play, &editor::PlayController::eventLogged, this,
            [&log](const QString &line) { log << line; });
        auto button = [&](const QString &prefix) -> QPushButton * {
            QCoreApplication::processEvents(); // new move buttons are shown by a queued call
            for (QPushButton *b : window.playPanel()->findChildren<QPushButton *>())
                if (b->isVisibleTo(&window) && b->isEnabled() && b->text().startsWith(prefix))
                    return b;
            return nullptr;
        };
        // Adds the first card it can to each side, then sends the draft.
        auto draft = [&](const QString &send) {
            QPushButton *give = button(QStringLiteral("Give 1 "));
            QVERIFY(give);
            give->click();
            QPushButton *ask = button(QStringLiteral("Ask for 1 "));
            QVERIFY(ask);
            ask->click();
            screenshot(
                window, send == QStringLiteral("Make Offer") ? "5-trade-offer" : "5-trade-counter");
            QPushButton *make = button(send);
            QVERIFY(make);
            make->click();
        };
        bool offered = false, countered = false;
        using validation::ActionType;
        using validation::Phase;
        for (int step = 0; step < 5000 && !(offered && countered); ++step) {
            play->advanceBots();
            if (play->game().isTerminal(play->state()))
                break;
            const validation::GameState &s = play->state();
            const auto &legal = play->legalActions();
            if (s.phase == Phase::Main && !offered
                && legal.contains(validation::makeAction(ActionType::OfferTrade))) {
                QPushButton *offer = button(QStringLiteral("Offer a Trade"));
                QVERIFY(offer);
                offer->click();
                QCOMPARE(play->state().phase, Phase::TradeCompose);
                draft(QStringLiteral("Make Offer"));
                offered = true;
            } else if (s.phase == Phase::TradeResponse && !countered
                && legal.contains(validation::makeAction(ActionType::CounterOffer))) {
                QVERIFY(button(QStringLiteral("Decline Offer")));
                button(QStringLiteral("Counter-Offer"))->click();
                draft(QStringLiteral("Make Counter-Offer"));
                countered = true;
            } else if (s.phase == Phase::TradeResponse) {
                QVERIFY(play->perform(validation::makeAction(ActionType::RejectTrade)));
            } else if (s.phase == Phase::Main) {
                QVERIFY(play->perform(validation::makeAction(ActionType::EndTurn)));
            } else {
                QVERIFY(play->perform(legal[0]));
            }
        }
        QVERIFY(offered);
        QVERIFY(countered);
        QVERIFY2(log.filter(QStringLiteral("Red offers ")).size() >= 1,
            qPrintable(log.join(QLatin1Char('\n'))));
        QVERIFY2(log.filter(QStringLiteral("Red counters: ")).size() >= 1,
            qPrintable(log.join(QLatin1Char('\n'))));
        screenshot(window, "5-trade");
    }

    void humanPlacesASetupShipByClickingASide()
    {
        // Seafarers set-up: after the settlement, a side between two sea hexes takes only a ship;
        // picking it on the board builds the ship through the engine.
        const model::Scenario scenario = test::seafarersScenario();
        PlaytestWindow window(scenario);
        window.showPage(PlaytestWindow::Page::Play);
        QVERIFY(window.playPanel()->startGame());
        editor::PlayController *play = window.playPanel()->controller();
        QVERIFY(play->awaitsHuman());
        QVERIFY(play->perform(play->legalActions()[0])); // the first legal start settlement
        int shipOnly = -1;
        for (validation::Action a : play->legalActions()) {
            if (validation::actionType(a) != validation::ActionType::BuildShip)
                continue;
            const int edge = validation::actionArgA(a);
            if (!play->legalActions().contains(validation::makeAction(
                    validation::ActionType::BuildRoad, static_cast<unsigned>(edge))))
                shipOnly = edge;
        }
        QVERIFY2(shipOnly >= 0, "no ship-only side next to the first start settlement");
        auto *board = window.playPanel()->findChild<editor::GameBoardWidget *>();
        QVERIFY(board);
        Q_EMIT board->edgePicked(shipOnly);
        QCOMPARE(int(play->state().shipOwner[static_cast<std::size_t>(shipOnly)]), 0);
        QCOMPARE(int(play->state().players[0].shipsLeft), 14);
    }
};

QTEST_MAIN(test_PlaytestWindow)
#include "test_PlaytestWindow.moc"
