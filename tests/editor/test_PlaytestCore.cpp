// SPDX-License-Identifier: GPL-3.0-or-later
// The playtest window's engine-facing classes: the background batch, the replay model and the
// controller a human plays through.
#include "../validation/EngineFixtures.h"
#include "../validation/EngineTestUtil.h"
#include "editor/Translators.h"
#include "editor/playtest/BatchFindings.h"
#include "editor/playtest/BatchRunner.h"
#include "editor/playtest/PlayController.h"
#include "editor/playtest/PlaytestNames.h"
#include "editor/playtest/ReplayModel.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace isle;
using namespace isle::validation;
using editor::BatchRunner;
using editor::PlayController;
using editor::ReplayModel;

namespace {

std::shared_ptr<const Game> baseGame(int players = 4)
{
    auto compiled = Game::compile(test::baseBeginnerScenario(), players);
    return compiled.game;
}

PlaytestOptions options(std::uint64_t games, int threads)
{
    PlaytestOptions o;
    o.seed = 2024;
    o.games = games;
    o.threads = threads;
    o.bots = {"greedy", "random", "greedy", "greedy"};
    return o;
}

GameRecord playRecorded(const Game &game, std::uint64_t seed,
    const std::vector<std::string> &seats = {"greedy", "greedy", "greedy", "greedy"})
{
    return test::recordedGame(game, seats, seed).record;
}

} // namespace

class test_PlaytestCore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // The application's English plural forms ("%n game(s)" → "100 games").
        editor::installTranslators(*QCoreApplication::instance(), QLocale::c());
    }

    void batchEqualsRunnerReport()
    {
        const auto game = baseGame();
        QVERIFY(game);
        BatchRunner batch;
        QSignalSpy finished(&batch, &BatchRunner::finished);
        QVERIFY(batch.start(game, "base-beginner-3-4", options(24, 2)));
        QVERIFY(!batch.start(game, "base-beginner-3-4", options(24, 2))); // one batch at a time
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.front().front().toBool(), false);
        QCOMPARE(batch.result().report.games, std::uint64_t(24));

        // The same seed through the engine directly (one thread): the report JSON is identical.
        const PlaytestRunner runner(game, "base-beginner-3-4");
        const PlaytestResult direct = runner.run(options(24, 1));
        QCOMPARE(QString::fromStdString(batch.result().report.toJson().dump()),
            QString::fromStdString(direct.report.toJson().dump()));
        QVERIFY(batch.result().games == direct.games);
    }

    void cancelStopsWorkersPromptly()
    {
        const auto game = baseGame();
        BatchRunner batch;
        QSignalSpy progress(&batch, &BatchRunner::progress);
        QVERIFY(batch.start(game, "base-beginner-3-4", options(1'000'000, 2)));
        QVERIFY(progress.wait(5000)); // running: the window gets progress while the games play
        QElapsedTimer clock;
        clock.start();
        batch.cancel();
        QVERIFY(batch.wait(2000));
        QVERIFY2(clock.elapsed() < 2000, "the workers must stop within two seconds");
        QVERIFY(!batch.isRunning());
        QVERIFY(batch.result().cancelled);
        QVERIFY(batch.result().report.games < 1'000'000u);
        QCOMPARE(
            batch.result().report.games, static_cast<std::uint64_t>(batch.result().games.size()));
    }

    void replayForwardAndBackReproducesStates()
    {
        const auto game = baseGame();
        const GameRecord record = playRecorded(*game, 99);
        QVERIFY(record.actions.size() > 200);
        ReplayModel replay;
        QString error;
        QVERIFY2(replay.load(game, record, &error), qPrintable(error));
        QCOMPARE(replay.actionCount(), static_cast<int>(record.actions.size()));

        std::vector<std::uint64_t> forward;
        forward.push_back(stateHash(replay.state()));
        while (replay.position() < replay.actionCount()) {
            replay.stepForward();
            forward.push_back(stateHash(replay.state()));
        }
        QCOMPARE(forward.back(), record.finalStateHash);
        for (int pos = replay.actionCount(); pos > 0; --pos) {
            replay.stepBack();
            QCOMPARE(replay.position(), pos - 1);
            QCOMPARE(stateHash(replay.state()), forward[static_cast<std::size_t>(pos - 1)]);
        }
        // Jumps land on the same states as stepping (snapshots are exact).
        for (int pos : {replay.actionCount(), 1, ReplayModel::SnapshotInterval,
                 ReplayModel::SnapshotInterval + 7, 3}) {
            replay.setPosition(pos);
            QCOMPARE(stateHash(replay.state()), forward[static_cast<std::size_t>(pos)]);
        }
        replay.jumpToTurn(5);
        QCOMPARE(int(replay.state().turn), 5);
        QCOMPARE(replay.turnAt(replay.position() - 1), 4);
        QVERIFY(!replay.events().isEmpty());
        QVERIFY(replay.events().join(QLatin1Char('\n')).contains(QStringLiteral("rolls")));
    }

    void replayRejectsAnIllegalRecord()
    {
        const auto game = baseGame();
        GameRecord record = playRecorded(*game, 5);
        record.actions[1] = record.actions[0]; // a second settlement where the first one stands
        ReplayModel replay;
        QString error;
        QVERIFY(!replay.load(game, record, &error));
        QVERIFY(error.contains(QStringLiteral("Action 1")));
        QVERIFY(!replay.isLoaded());
        GameRecord wrongPlayers = playRecorded(*game, 5);
        QVERIFY(!replay.load(baseGame(3), wrongPlayers, &error));
    }

    void scriptedHumanTurnGoesThroughTheEngine()
    {
        const auto game = baseGame();
        // Find a seed where the human's first roll lets it build a road right away (the search
        // itself plays through the controller, so every step below is the real engine).
        for (std::uint64_t seed = 1; seed < 400; ++seed) {
            PlayController play(game, {"human", "greedy", "greedy", "greedy"}, seed);
            play.setBotDelay(0);
            // Set-up: the human's choice varies with the seed, so some seeds give it brick and
            // lumber.
            while (play.state().phase == Phase::SetupSettlement
                || play.state().phase == Phase::SetupRoad) {
                if (play.awaitsHuman()) {
                    const auto legal = play.legalActions();
                    const auto pick
                        = static_cast<int>(seed * 7 % static_cast<std::uint64_t>(legal.size()));
                    QVERIFY(play.perform(legal[pick]));
                } else {
                    play.advanceBots();
                }
            }
            play.advanceBots();
            QVERIFY(play.awaitsHuman());
            QVERIFY(play.state().phase == Phase::PreRoll);
            // Anything not offered is refused and changes nothing.
            const GameState before = play.state();
            QVERIFY(!play.perform(makeAction(ActionType::EndTurn)));
            QVERIFY(!play.perform(makeAction(ActionType::BuildCity, 0)));
            QVERIFY(play.state() == before);

            QVERIFY(play.perform(makeAction(ActionType::RollDice)));
            QVERIFY(play.state().rolled);
            if (play.state().phase != Phase::Main)
                continue; // a 7: try another seed
            Action road = 0;
            for (Action a : play.legalActions())
                if (actionType(a) == ActionType::BuildRoad)
                    road = a;
            if (!road)
                continue;
            const int roadsLeft = play.state().players[0].roadsLeft;
            QVERIFY(play.perform(road));
            QCOMPARE(int(play.state().edgeOwner[static_cast<std::size_t>(actionArgA(road))]), 0);
            QCOMPARE(int(play.state().players[0].roadsLeft), roadsLeft - 1);
            QVERIFY(play.perform(makeAction(ActionType::EndTurn)));
            QCOMPARE(int(play.state().turnPlayer), 1);
            QVERIFY(!play.awaitsHuman());
            QVERIFY(!play.perform(makeAction(ActionType::RollDice))); // not the human's turn

            // The controller's record is a valid game record of what happened.
            GameRecord record = play.record();
            std::string error;
            const auto replayed = record.replay(*game, error);
            QVERIFY2(replayed, error.c_str());
            QCOMPARE(stateHash(*replayed), stateHash(play.state()));
            return;
        }
        QFAIL("no seed let the human build a road after the first roll");
    }

    void allBotGameEqualsTheBatchGame()
    {
        // The controller uses the batch's random streams: bots only, it replays game `seed`.
        const auto game = baseGame();
        PlayController play(game, {"greedy", "greedy", "greedy", "greedy"}, 77);
        play.setBotDelay(0);
        play.advanceBots();
        QVERIFY(game->isTerminal(play.state()));
        QVERIFY(play.record().actions == playRecorded(*game, 77).actions);
    }

    void botsThinkOffTheWindowThread()
    {
        // With a pace set, each bot move is chosen on the controller's worker thread and applied
        // back on this one; the game is still the batch's game for the seed (the bots' random
        // stream travels with each move). The expert searches, so its moves take real time.
        const auto game = baseGame();
        const std::vector<std::string> seats {"expert:4", "greedy", "greedy", "greedy"};
        PlayController play(game, seats, 78);
        play.setBotDelay(1);
        QTRY_VERIFY_WITH_TIMEOUT(game->isTerminal(play.state()), 120000);
        QVERIFY(!play.botThinking());
        QVERIFY(play.record().actions == playRecorded(*game, 78, seats).actions);
    }

    void aControllerDeletedWhileABotThinksWaitsForIt()
    {
        const auto game = baseGame();
        auto play = std::make_unique<PlayController>(
            game, std::vector<std::string> {"expert:256", "greedy", "greedy", "greedy"}, 5);
        play->setBotDelay(1);
        // The expert's first set-up search: 256 playouts, ~0.1 s even in a release build.
        QTRY_VERIFY(play->botThinking());
        play.reset(); // must neither crash nor leave the worker writing to a dead object
        QTest::qWait(20); // a queued move, if any, must die with its receiver
    }

    void findingsFollowTheThresholds()
    {
        const auto game = baseGame();
        const PlaytestRunner runner(game, "base-beginner-3-4");
        PlaytestReport report = runner.emptyReport(options(0, 1));
        GameResult result;
        result.turns = 50;
        for (int i = 0; i < 100; ++i) {
            result.gameIndex = static_cast<std::uint64_t>(i);
            result.winner = i < 12 ? -1 : (i < 50 ? 0 : 1 + i % 3); // 12 stalled, seat 1 wins 38
            result.produced[0] = {10, 10, 10, 10, 1}; // ore scarce
            result.tradesBetweenPlayers = 3; // seats 1 and 2 trade 3 times a game
            result.domesticTrades = {3, 3, 0, 0};
            result.maritimeTrades = {6, 2, 1, 0}; // seat 1 leans on the bank
            report.add(result);
        }
        const QStringList lines
            = editor::BatchFindings::findings(report, *game, test::baseBeginnerScenario());
        const QString text = lines.join(QLatin1Char('\n'));
        QVERIFY2(
            text.contains(QStringLiteral("12% of games hit the turn limit")), qPrintable(text));
        QVERIFY2(text.contains(
                     QStringLiteral("Seat 1 (Red) wins 38% ± 9% of games: more than the fair 25%")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("ore is scarce")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("small islands"))); // one island
        QVERIFY(text.contains(QStringLiteral("best three spots")));
        QVERIFY2(text.contains(QStringLiteral("Players trade with each other 3.0 times a game and "
                                              "with the bank or a harbor 9.0 times.")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(
                     "Seat 1 (Red) trades with the bank 6.0 times a game, the others 1.0")),
            qPrintable(text));
        const QString summary
            = editor::BatchFindings::summary(QStringLiteral("Beginner"), report, lines);
        QVERIFY(summary.startsWith(QStringLiteral("Playtest of Beginner: 100 games, 4 players")));
    }
};

QTEST_GUILESS_MAIN(test_PlaytestCore)
#include "test_PlaytestCore.moc"
