// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/BoardGenerator.h"
#include "validation/bots/Bot.h"
#include "validation/engine/Game.h"
#include "validation/engine/GameRecord.h"
#include "validation/playtest/PlaytestReport.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace isle::validation {

struct PlaytestOptions
{
    std::uint64_t seed = 1;
    std::uint64_t firstGame = 0; ///< game indices firstGame .. firstGame + games - 1
    std::uint64_t games = 100;
    int threads = 1;
    std::vector<std::string> bots; ///< one makeBot() name per seat
};

struct PlaytestResult
{
    PlaytestReport report; ///< over the finished games only
    std::vector<GameResult> games; ///< finished games, by game index
    bool cancelled = false;
    std::string error; ///< a variable set-up that failed to generate or compile (run stopped)
    /// Per seat: what its bots did, summed over the threads (Bot::stats; zeros for bots that do
    /// not count). Timings vary from run to run, so they stay out of the report.
    std::vector<BotStats> seatStats;
};

/// Plays batches of self-play games on a compiled Game over several threads. Game i uses the seed
/// Rng::deriveSeed(options.seed, i), so results do not depend on the thread count and runs over
/// disjoint game ranges merge exactly (PlaytestReport::merge).
class PlaytestRunner
{
public:
    /// Called after each finished game with (finished, total), from the worker threads but never
    /// concurrently.
    using Progress = std::function<void(std::uint64_t finished, std::uint64_t total)>;

    /// A runner for one fixed board.
    PlaytestRunner(std::shared_ptr<const Game> game, std::string scenarioId);

    /// True when the scenario leaves terrain, tokens or harbors to its pools (variable set-up):
    /// each game then plays a board dealt by the generator.
    static bool isVariable(const model::Scenario &scenario);
    /// A runner for any scenario: a fixed board is compiled once; a scenario with a variable
    /// set-up (Unassigned hexes or harbors, pools, spiral or random tokens) gets a new board per
    /// game from model::BoardGenerator with seed Rng::deriveSeed(gameSeed, 2), so the statistics
    /// cover the set-ups the rules would deal. Returns nullopt with `error` (naming the rule the
    /// engine refuses, or why no board could be generated).
    static std::optional<PlaytestRunner> forScenario(
        const model::Scenario &scenario, int players, GameConfig config, std::string &error);

    /// The game of the fixed board, or of the first generated board (game index 0).
    const std::shared_ptr<const Game> &game() const { return m_game; }
    bool variableSetup() const { return m_generator != nullptr; }
    /// The Game that game `gameSeed` is played on (for replaying one game of a batch); null with
    /// `error` when its board cannot be generated.
    std::shared_ptr<const Game> gameFor(std::uint64_t gameSeed, std::string &error) const;

    /// Checks the bot names against the seats; returns an English error, empty when fine.
    std::string checkBots(const std::vector<std::string> &bots) const;

    /// Runs the games. Setting *cancel stops between games (and within a game, which is then
    /// dropped); the result then holds the games finished so far.
    PlaytestResult run(const PlaytestOptions &options, const Progress &progress = {},
        const std::atomic<bool> *cancel = nullptr) const;

    /// Plays one game with the given seed; fills `record` (actions, hashes) when not null. The
    /// final state's stateHash() (19 kB hashed, 3–4 % of a random game) is taken only for a
    /// record: the result's finalStateHash is 0 without one.
    /// Island masks use `reference`'s island numbering (the report's islands; a dealt board
    /// may differ), `game`'s when null. Returns nullopt only when cancelled.
    static std::optional<GameResult> playGame(const Game &game, const std::vector<Bot *> &bots,
        std::uint64_t gameSeed, GameRecord *record = nullptr,
        const std::atomic<bool> *cancel = nullptr, const Game *reference = nullptr);

    /// An empty report with this runner's identity.
    PlaytestReport emptyReport(const PlaytestOptions &options) const;

private:
    std::shared_ptr<const Game> m_game;
    std::string m_scenarioId;
    // Variable set-up only:
    std::shared_ptr<const model::BoardGenerator> m_generator;
    int m_players = 0;
    GameConfig m_config;
    std::uint64_t m_identityHash = 0; ///< report identity: the scenario, players and limits
};

} // namespace isle::validation
