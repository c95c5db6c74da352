// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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

    PlaytestRunner(std::shared_ptr<const Game> game, std::string scenarioId);

    /// Checks the bot names against the seats; returns an English error, empty when fine.
    std::string checkBots(const std::vector<std::string> &bots) const;

    /// Runs the games. Setting *cancel stops between games (and within a game, which is then
    /// dropped); the result then holds the games finished so far.
    PlaytestResult run(const PlaytestOptions &options, const Progress &progress = {},
        const std::atomic<bool> *cancel = nullptr) const;

    /// Plays one game with the given seed; fills `record` (actions, hashes) when not null.
    /// Returns nullopt only when cancelled.
    static std::optional<GameResult> playGame(const Game &game, const std::vector<Bot *> &bots,
        std::uint64_t gameSeed, GameRecord *record = nullptr,
        const std::atomic<bool> *cancel = nullptr);

    /// An empty report with this runner's identity.
    PlaytestReport emptyReport(const PlaytestOptions &options) const;

private:
    std::shared_ptr<const Game> m_game;
    std::string m_scenarioId;
};

} // namespace isle::validation
