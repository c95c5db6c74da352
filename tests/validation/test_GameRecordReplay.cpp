// SPDX-License-Identifier: GPL-3.0-or-later
// Replays prove themselves (issue 17, point 5): a game record made by any bot on any playable
// scenario file, written and read back through the bounded reader, replays to the same final
// hash; a record edited by hand is refused naming the first illegal action (index and text).
#include "EngineTestUtil.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/engine/GameRecord.h"
#include "validation/playtest/PlaytestRunner.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <filesystem>
#include <fstream>

using namespace isle;
using namespace isle::validation;

namespace {

struct Played
{
    std::shared_ptr<const Game> game;
    GameRecord record;
    GameResult result;
};

/// One game of `botName` in every seat on the board game `seed` is played on.
std::optional<Played> play(
    const PlaytestRunner &runner, std::string_view botName, std::uint64_t seed, std::string &error)
{
    Played played;
    played.game = runner.gameFor(seed, error);
    if (!played.game)
        return std::nullopt;
    auto recorded = test::recordedGame(*played.game,
        std::vector<std::string>(std::size_t(played.game->playerCount()), std::string(botName)),
        seed);
    if (!recorded.result)
        return std::nullopt;
    played.result = *recorded.result;
    played.record = std::move(recorded.record);
    return played;
}

} // namespace

class test_GameRecordReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyBotOnEveryScenarioReplaysToItsHash_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("players");
        const std::filesystem::path dir = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios";
        std::vector<std::filesystem::path> files;
        for (const auto &entry : std::filesystem::directory_iterator(dir))
            if (entry.path().extension() == ".json")
                files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        QVERIFY(files.size() >= 15);
        for (const auto &file : files) {
            const auto loaded = model::loadScenarioFile(file);
            QVERIFY2(loaded.ok(), file.c_str());
            const int low = std::max(2, loaded.scenario->minPlayers);
            const int high = std::min(MaxPlayers, loaded.scenario->maxPlayers);
            for (int players = low; players <= high; ++players)
                QTest::addRow("%s/%d", file.filename().c_str(), players)
                    << QString::fromStdString(file.string()) << players;
        }
    }
    void everyBotOnEveryScenarioReplaysToItsHash()
    {
        QFETCH(QString, file);
        QFETCH(int, players);
        const auto loaded = model::loadScenarioFile(file.toStdString());
        QVERIFY(loaded.ok());
        std::string error;
        const auto runner = PlaytestRunner::forScenario(*loaded.scenario, players, {}, error);
        if (!runner) // a rule the engine does not implement (pirate fortresses, an empty sea)
            QSKIP(qPrintable(QStringLiteral("not playable: ") + QString::fromStdString(error)));
        for (std::string_view name : botNames()) {
            // The expert on its smallest budget (its default spends ~0.5 s a game searching).
            const std::string_view bot = name == "expert" ? "expert:2" : name;
            const std::string label = std::string(bot) + " bots: ";
            const auto played = play(*runner, bot, 7, error);
            QVERIFY2(played, (label + error).c_str());
            QCOMPARE(played->record.finalStateHash, played->result.finalStateHash);
            QVERIFY(!played->record.actions.empty());

            // Through the file format and the bounded reader, then replayed.
            const std::string text = played->record.toJson().dump();
            const auto read = GameRecord::fromText(text, "game.json", error);
            QVERIFY2(read, (label + error).c_str());
            QVERIFY(*read == played->record);
            const auto final = read->replay(*played->game, error);
            QVERIFY2(final, (label + error).c_str());
            QCOMPARE(played->game->settledHash(*final), played->result.finalStateHash);
        }
    }

    // A hand edit: one action replaced by an action that is not legal at that point. The replay
    // names exactly that index and the action's text.
    void editedRecordIsRefusedAtTheFirstIllegalAction()
    {
        const auto loaded = model::loadScenarioFile(
            std::string(ISLE_SOURCE_DIR) + "/scenarios/base-beginner-3-4.json");
        QVERIFY(loaded.ok());
        std::string error;
        const auto runner = PlaytestRunner::forScenario(*loaded.scenario, 4, {}, error);
        QVERIFY2(runner, error.c_str());
        const auto played = play(*runner, "greedy", 11, error);
        QVERIFY2(played, error.c_str());
        const Game &game = *played->game;
        const std::vector<Action> &actions = played->record.actions;
        QVERIFY(actions.size() > 200);

        // Walk to the middle of the game, then take the first later action not legal there.
        const std::size_t edited = actions.size() / 2;
        GameState s = game.initialState();
        for (std::size_t i = 0; i < edited; ++i)
            game.apply(s, actions[i]);
        std::optional<Action> illegal;
        for (std::size_t k = edited + 1; k < actions.size() && !illegal; ++k)
            if (!game.isLegal(s, actions[k]))
                illegal = actions[k];
        QVERIFY(illegal);

        nlohmann::json json = played->record.toJson();
        json["actions"][edited] = *illegal;
        const auto read = GameRecord::fromText(json.dump(2), "edited.json", error);
        QVERIFY2(read, error.c_str());
        QVERIFY(!read->replay(game, error));
        QCOMPARE(error,
            "action " + std::to_string(edited) + " (" + game.actionToString(*illegal)
                + ") is not legal here");

        // An action dropped from the end: every action is legal, the final state is not.
        GameRecord truncated = played->record;
        truncated.actions.pop_back();
        QVERIFY(!truncated.replay(game, error));
        QVERIFY2(error.find("final state") != std::string::npos, error.c_str());

        // A record for another board is refused before any action.
        GameRecord other = played->record;
        other.scenarioHash ^= 1;
        QVERIFY(!other.replay(game, error));
        QVERIFY2(error.find("another scenario") != std::string::npos, error.c_str());
    }

    // The game_record fuzz target starts from these records; a record the engine no longer
    // replays (a changed hash) only reaches the reader, not replay(). ISLE_WRITE_FUZZ_RECORDS=1
    // writes them afresh from the same seeds and bots (tests/fuzz/corpus/README.md).
    void committedFuzzRecordsReplay_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("bot");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("base-3p-greedy") << 3 << QStringLiteral("greedy") << quint64 {5};
        QTest::newRow("base-3p-random") << 3 << QStringLiteral("random") << quint64 {5};
        QTest::newRow("base-4p-greedy") << 4 << QStringLiteral("greedy") << quint64 {5};
        QTest::newRow("base-4p-random") << 4 << QStringLiteral("random") << quint64 {5};
    }

    void committedFuzzRecordsReplay()
    {
        QFETCH(int, players);
        QFETCH(QString, bot);
        QFETCH(quint64, seed);
        const std::string file = std::string(ISLE_SOURCE_DIR) + "/tests/fuzz/corpus/game_record/"
            + QTest::currentDataTag() + ".json";
        const auto loaded = model::loadScenarioFile(
            std::string(ISLE_SOURCE_DIR) + "/scenarios/base-beginner-3-4.json");
        QVERIFY(loaded.ok());
        std::string error;
        const auto runner = PlaytestRunner::forScenario(*loaded.scenario, players, {}, error);
        QVERIFY2(runner, error.c_str());
        if (qEnvironmentVariableIsSet("ISLE_WRITE_FUZZ_RECORDS")) {
            const auto played = play(*runner, bot.toStdString(), seed, error);
            QVERIFY2(played, error.c_str());
            std::ofstream(file) << played->record.toJson().dump(1) << '\n';
        }
        const auto record = GameRecord::readFile(file, error);
        QVERIFY2(record, error.c_str());
        QCOMPARE(record->players, players);
        QCOMPARE(record->seed, std::uint64_t(seed));
        const auto game = runner->gameFor(record->seed, error);
        QVERIFY2(game, error.c_str());
        QVERIFY2(record->replay(*game, error), (file + ": " + error).c_str());
    }

    // The bounded reader names the limit and the place for what a hand edit can break.
    void brokenRecordFilesNameThePlace()
    {
        std::string error;
        QVERIFY(!GameRecord::fromText("{\"format\": ", "cut.json", error));
        QVERIFY2(error.rfind("cut.json: 1:", 0) == 0, error.c_str());
        QVERIFY(
            !GameRecord::fromText(std::string(40, '[') + std::string(40, ']'), "deep.json", error));
        QVERIFY2(error.find("nested more than 32 levels") != std::string::npos, error.c_str());
        QVERIFY(!GameRecord::fromText(
            R"({"format": "islewright-game-record", "version": 2, "scenarioHash": "00000000000000ff",
                "players": 99, "seed": 1, "bots": [], "actions": [], "finalStateHash": "0"})",
            "players.json", error));
        QCOMPARE(error, std::string("players.json: /players: expected 1..6"));
        // A format that is not a string is refused by name (it threw once: fuzz finding,
        // tests/fuzz/corpus/game_record/regression-format-not-a-string.json).
        QVERIFY(!GameRecord::fromText(R"({"format": 2, "version": 2})", "format.json", error));
        QCOMPARE(error, std::string("format.json: /format: expected \"islewright-game-record\""));
        // A record of the 1–2 card trade protocol is refused, not misread.
        QVERIFY(!GameRecord::fromText(
            R"({"format": "islewright-game-record", "version": 1, "scenarioHash": "00000000000000ff",
                "players": 4, "seed": 1, "bots": [], "actions": [], "finalStateHash": "0"})",
            "old.json", error));
        QVERIFY2(error.rfind("old.json: /version: expected 2 (version 1 records", 0) == 0,
            error.c_str());
    }
};

QTEST_GUILESS_MAIN(test_GameRecordReplay)
#include "test_GameRecordReplay.moc"
