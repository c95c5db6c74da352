// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/selfcheck/SelfCheckRunner.h"

#include "validation/playtest/PlaytestRunner.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace isle::validation {

std::optional<SelfCheckFailure> SelfCheckRunner::playGame(const Game &game,
    const model::Scenario &scenario, Bot &bot, std::uint64_t gameSeed, bool check,
    SelfCheckResult &counts)
{
    // The same two streams as PlaytestRunner::playGame, so a failing seed replays there too.
    model::Rng chance(model::Rng::deriveSeed(gameSeed, 0));
    model::Rng botRng(model::Rng::deriveSeed(gameSeed, 1));
    GameState s = game.initialState();
    std::optional<SelfCheck> checker;
    if (check)
        checker.emplace(game, scenario);
    SelfCheck::History history;
    ActionList legal;
    std::int64_t index = -1;
    Action last = 0;
    auto failure = [&](const SelfCheckViolation &v) {
        SelfCheckFailure f;
        f.gameSeed = gameSeed;
        f.players = game.playerCount();
        f.actionIndex = index;
        f.actionText = index < 0 ? std::string() : game.actionToString(last);
        f.invariant = v.invariant;
        f.detail = v.detail;
        return f;
    };
    if (checker)
        if (auto v = checker->checkState(s, history))
            return failure(*v);
    for (;;) {
        if (checker) {
            bool covered = true;
            if (auto v = checker->checkMoves(s, history, covered))
                return failure(*v);
            counts.uncheckedMoveStates += covered ? 0 : 1;
        }
        if (game.isTerminal(s))
            break;
        Action a;
        if (game.isChanceNode(s)) {
            a = game.sampleChance(s, chance);
        } else {
            game.legalActions(s, legal);
            a = bot.chooseAction(game, s, legal, botRng);
        }
        if (checker)
            checker->record(history, s, a);
        game.apply(s, a);
        ++index;
        ++counts.actions;
        last = a;
        if (checker)
            if (auto v = checker->checkState(s, history))
                return failure(*v);
    }
    return std::nullopt;
}

bool SelfCheckRunner::isNotPlayedRefusal(
    const model::Scenario &scenario, int players, const std::string &error)
{
    // The products are compiled before the board (a variable set-up is refused for them before
    // it is dealt), so the undealt scenario names the same refusal; a different message means
    // something else refused the game.
    const Game::CompileResult compiled = Game::compile(scenario, players);
    const std::string &code = compiled.refusal.code;
    return !compiled.game && (code == "engine.product-not-implemented" || code == "engine.no-land")
        && compiled.error == error;
}

SelfCheckResult SelfCheckRunner::run(
    const model::Scenario &scenario, const SelfCheckOptions &options)
{
    SelfCheckResult result;
    const std::unique_ptr<Bot> bot = makeBot(options.bot);
    if (!bot) {
        result.error = "unknown bot '" + options.bot + "'";
        return result;
    }
    // The reference moves (ReferenceMoves) know no Cities & Knights rule yet: a C&K game would
    // differ from them at its first knight, so it is reported, not played.
    if (scenario.uses(model::Product::CitiesAndKnights)) {
        result.notPlayed.push_back("Cities & Knights: selfcheck's reference moves do not "
                                   "cover its rules yet");
        return result;
    }
    std::vector<std::pair<int, PlaytestRunner>> runners;
    for (int players = std::max(3, scenario.minPlayers);
         players <= std::min(MaxPlayers, scenario.maxPlayers); ++players) {
        std::string error;
        auto runner = PlaytestRunner::forScenario(scenario, players, GameConfig {}, error);
        if (runner) {
            runners.emplace_back(players, std::move(*runner));
        } else if (isNotPlayedRefusal(scenario, players, error)) {
            result.notPlayed.push_back(std::to_string(players) + " players: " + error);
        } else {
            result.error = std::to_string(players) + " players: " + error;
            return result;
        }
    }
    if (runners.empty())
        return result;
    // Game i is decided by (options.seed, i) alone, so the games can run on any thread. Threads
    // take the next game index in turn; once game f fails, no game after f starts, and the games
    // before f all finish: the failure reported is the first by index, as with one thread.
    std::mutex lock;
    std::atomic<std::uint64_t> next {0};
    std::atomic<std::uint64_t> stopAt {options.games}; // the first failing game's index
    struct Finished
    {
        std::uint64_t game, actions, unchecked;
    };
    std::vector<Finished> finished;
    std::optional<SelfCheckFailure> failure;
    std::string error;
    std::uint64_t errorAt = options.games;
    auto work = [&](Bot &seatBot) {
        for (std::uint64_t i = next++; i < stopAt.load(); i = next++) {
            const auto &[players, runner] = runners[i % runners.size()];
            const std::uint64_t gameSeed = model::Rng::deriveSeed(options.seed, i);
            SelfCheckResult counts;
            std::string why;
            const std::shared_ptr<const Game> game = runner.gameFor(gameSeed, why);
            std::optional<SelfCheckFailure> f;
            if (game)
                f = playGame(*game, scenario, seatBot, gameSeed, options.check, counts);
            const std::scoped_lock guard(lock);
            if (!game || f) {
                if (i < stopAt.load())
                    stopAt = i;
                if (!game && i < errorAt) {
                    errorAt = i;
                    error = "game " + std::to_string(i) + " (" + std::to_string(players)
                        + " players): " + why;
                }
                if (f && (!failure || i < failure->game)) {
                    f->game = i;
                    failure = std::move(f);
                }
                continue;
            }
            finished.push_back({i, counts.actions, counts.uncheckedMoveStates});
        }
    };
    const int threads = std::max(1, options.threads);
    if (threads == 1) {
        work(*bot);
    } else {
        std::vector<std::unique_ptr<Bot>> bots;
        std::vector<std::thread> pool;
        for (int t = 0; t < threads; ++t)
            bots.push_back(makeBot(options.bot));
        for (int t = 0; t < threads; ++t)
            pool.emplace_back(work, std::ref(*bots[static_cast<std::size_t>(t)]));
        for (auto &thread : pool)
            thread.join();
    }
    // Count the games before the stop only: what one thread would have played.
    const std::uint64_t stop = stopAt.load();
    for (const Finished &f : finished)
        if (f.game < stop) {
            ++result.games;
            result.actions += f.actions;
            result.uncheckedMoveStates += f.unchecked;
        }
    if (errorAt < options.games && errorAt <= stop && (!failure || errorAt < failure->game)) {
        result.error = error;
        return result;
    }
    result.failure = std::move(failure);
    return result;
}

} // namespace isle::validation
