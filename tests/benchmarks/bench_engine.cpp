// SPDX-License-Identifier: GPL-3.0-or-later
// bench_engine: self-play throughput of the rules engine on one thread, on the base 4-player
// beginner board (scenarios/base-beginner-3-4.json). Prints games/s for random and greedy bots
// (wall clock and process CPU time, so a busy machine can be read per core), the raw
// legal-generation + apply rate as the baseline, and the greedy bot's win rate against random bots.
// A second block plays Seafarers: The Pirate Islands (scenarios/seafarers-pirate-islands-3-4) with
// its own rules (routes to the fortresses, warships, the pirate fleet; harbors dealt by the
// generator); a third The Fog Islands (scenarios/seafarers-fog-islands-4), fog hexes drawn as
// discovered; a fourth The Forgotten Tribe (scenarios/seafarers-forgotten-tribe-3-4), gifts taken
// by ships; last, one row per shipped scenario file and player count (raw loop: ns per action, x
// base).
#include "BenchArgs.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/playtest/PlaytestReport.h"
#include "validation/playtest/PlaytestRunner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

using namespace isle;
using namespace isle::validation;

namespace {

struct Figures
{
    std::uint64_t games = 0, actions = 0;
    double wall = 0, cpu = 0;
};

Figures runGames(const Game &game, const std::vector<std::string> &names, double seconds)
{
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot *> bots;
    for (const auto &n : names) {
        owned.push_back(makeBot(n));
        bots.push_back(owned.back().get());
    }
    Figures f;
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    do {
        for (int i = 0; i < 50; ++i) {
            const auto r = PlaytestRunner::playGame(game, bots, model::Rng::deriveSeed(1, f.games));
            f.actions += r->actions;
            ++f.games;
        }
        f.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    } while (f.wall < seconds);
    f.cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    return f;
}

/// Baseline: the bare engine loop (generate legal actions, take a uniform one, apply) without
/// the bot interface or result bookkeeping.
Figures rawLoop(const Game &game, double seconds)
{
    Figures f;
    ActionList legal;
    model::Rng rng(3);
    const auto t0 = std::chrono::steady_clock::now();
    const std::clock_t c0 = std::clock();
    do {
        for (int i = 0; i < 50; ++i) {
            GameState s = game.initialState();
            while (!game.isTerminal(s)) {
                Action a;
                if (game.isChanceNode(s)) {
                    a = game.sampleChance(s, rng);
                } else {
                    game.legalActions(s, legal);
                    a = legal[static_cast<int>(
                        rng.boundedInt(static_cast<std::uint32_t>(legal.size())))];
                }
                game.apply(s, a);
                ++f.actions;
            }
            ++f.games;
        }
        f.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    } while (f.wall < seconds);
    f.cpu = static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    return f;
}

double gamesPerCpuSecond(const Figures &f)
{
    return static_cast<double>(f.games) / f.cpu;
}

void print(const char *label, const Figures &f)
{
    std::printf("  %-26s %8llu games  %9.0f games/s wall  %9.0f games/s cpu  %7.0f actions/game  "
                "%6.2f M actions/s cpu\n",
        label, static_cast<unsigned long long>(f.games), static_cast<double>(f.games) / f.wall,
        static_cast<double>(f.games) / f.cpu,
        static_cast<double>(f.actions) / static_cast<double>(f.games),
        static_cast<double>(f.actions) / f.cpu / 1e6);
}

void printWinRate(const PlaytestRunner &runner, const PlaytestOptions &options)
{
    const auto r = runner.run(options).report;
    const auto [lo, hi] = r.winRateInterval(0);
    std::printf("  greedy (seat 1) vs 3 random: won %llu of %llu = %.2f%% (95%% CI %.2f–%.2f%%), "
                "stalled %llu\n",
        static_cast<unsigned long long>(r.wins[0]), static_cast<unsigned long long>(r.games),
        100 * r.winRate(0), 100 * lo, 100 * hi, static_cast<unsigned long long>(r.stalled));
}

/// One Seafarers block: the board `scenario` deals with seed 1, the three lines, ratios against
/// the base raw loop (`baseRate`, actions per CPU second) and greedy vs random over 400 games.
/// Returns false (after saying why) when the board cannot be played.
bool seafarersBlock(const char *title, const model::Scenario &scenario, double seconds,
    double baseRate, PlaytestOptions options)
{
    std::string error;
    auto runner = PlaytestRunner::forScenario(scenario, 4, {}, error);
    const auto game = runner ? runner->gameFor(1, error) : nullptr;
    if (!game) {
        std::fprintf(stderr, "bench_engine: %s: %s\n", title, error.c_str());
        return false;
    }
    std::printf("bench_engine: %s, 4 players\n", title);
    const Figures raw = rawLoop(*game, seconds);
    print("baseline: raw engine loop", raw);
    print("random bots", runGames(*game, {"random", "random", "random", "random"}, seconds));
    const Figures greedy = runGames(*game, {"greedy", "greedy", "greedy", "greedy"}, seconds);
    print("greedy bots", greedy);
    std::printf("  ratio (cpu): this raw loop / base raw loop = %.2f actions/s, greedy bots / raw "
                "loop = %.2f games/s\n",
        static_cast<double>(raw.actions) / raw.cpu / baseRate,
        gamesPerCpuSecond(greedy) / gamesPerCpuSecond(raw));
    options.games = 400;
    printWinRate(*runner, options);
    return true;
}

/// One row per shipped scenario file and player count the engine plays: the raw loop's actions
/// per CPU second as a ratio of the base board's (`baseRate`), and nanoseconds per action. A
/// variable set-up is dealt once (seed 1); a refused file says why.
void everyScenarioRows(double seconds, double baseRate)
{
    std::vector<std::filesystem::path> files;
    for (const auto &entry :
        std::filesystem::directory_iterator(std::string(ISLE_SOURCE_DIR) + "/scenarios"))
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::printf(
        "bench_engine: every shipped scenario, raw engine loop, ~%.2f s per row\n", seconds);
    std::printf("  %-44s %7s  %10s  %8s\n", "scenario", "players", "ns/action", "x base");
    for (const auto &file : files) {
        const auto loaded = model::loadScenarioFile(file);
        if (!loaded.ok())
            continue;
        const model::Scenario &s = *loaded.scenario;
        for (int players = s.minPlayers; players <= s.maxPlayers; ++players) {
            std::string error;
            auto runner = PlaytestRunner::forScenario(s, players, {}, error);
            const auto game = runner ? runner->gameFor(1, error) : nullptr;
            if (!game) {
                std::printf("  %-44s %7d  refused: %.70s\n", file.filename().c_str(), players,
                    error.c_str());
                continue;
            }
            const Figures raw = rawLoop(*game, seconds);
            const double rate = static_cast<double>(raw.actions) / raw.cpu;
            std::printf("  %-44s %7d  %10.1f  %8.2f\n", file.filename().c_str(), players,
                1e9 / rate, rate / baseRate);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    int exitCode = 0;
    const auto secondsArg = bench::positiveArgument(argc, argv, 3.0,
        "usage: bench_engine [SECONDS]\n"
        "Self-play throughput of the rules engine on one thread, about SECONDS (default 3) per\n"
        "line: the raw legal-generation + apply loop as the baseline, random and greedy bots on\n"
        "the base beginner board (games/s, actions/s, wall and CPU time), random bots without\n"
        "domestic trade (playtest --no-domestic-trade), the greedy bot's win\n"
        "rate against three random bots (2,000 games), then the same for three Seafarers boards\n"
        "(The Pirate Islands, The Fog Islands, The Forgotten Tribe) as\n"
        "ratios of the base baseline, and last one row per shipped scenario file and player\n"
        "count (raw loop, SECONDS/4 each: ns per action and the ratio to the base board).\n"
        "Build it with the release preset.\n",
        exitCode);
    if (!secondsArg)
        return exitCode;
    const double seconds = *secondsArg;
    const auto loaded = model::loadScenarioFile(
        std::string(ISLE_SOURCE_DIR) + "/scenarios/base-beginner-3-4.json");
    if (!loaded.ok()) {
        std::fprintf(stderr, "bench_engine: cannot read scenarios/base-beginner-3-4.json\n");
        return 2;
    }
    const auto compiled = Game::compile(*loaded.scenario, 4);
    if (!compiled.game) {
        std::fprintf(stderr, "bench_engine: %s\n", compiled.error.c_str());
        return 2;
    }
    const Game &game = *compiled.game;
    std::printf(
        "bench_engine: base beginner board, 4 players, 1 thread, ~%.0f s per line\n", seconds);
    const Figures raw = rawLoop(game, seconds);
    print("baseline: raw engine loop", raw);
    const Figures random = runGames(game, {"random", "random", "random", "random"}, seconds);
    print("random bots", random);
    const Figures greedy = runGames(game, {"greedy", "greedy", "greedy", "greedy"}, seconds);
    print("greedy bots", greedy);
    GameConfig noTrade;
    noTrade.domesticTrade = false; // playtest --no-domestic-trade
    const auto withoutTrade = Game::compile(*loaded.scenario, 4, noTrade);
    if (!withoutTrade.game) {
        std::fprintf(stderr, "bench_engine: %s\n", withoutTrade.error.c_str());
        return 2;
    }
    const Figures randomNoTrade
        = runGames(*withoutTrade.game, {"random", "random", "random", "random"}, seconds);
    print("random bots, no domestic trade", randomNoTrade);
    const double rawRate = static_cast<double>(raw.actions) / raw.cpu;
    std::printf(
        "  ratios (cpu): random bots / raw loop = %.2f actions/s, greedy / random = %.2f games/s, "
        "%.2f actions/s\n",
        static_cast<double>(random.actions) / random.cpu / rawRate,
        (static_cast<double>(greedy.games) / greedy.cpu)
            / (static_cast<double>(random.games) / random.cpu),
        (static_cast<double>(greedy.actions) / greedy.cpu)
            / (static_cast<double>(random.actions) / random.cpu));
    std::printf("  ratios (cpu): random bots without / with domestic trade = %.2f games/s\n",
        (static_cast<double>(randomNoTrade.games) / randomNoTrade.cpu)
            / (static_cast<double>(random.games) / random.cpu));

    PlaytestRunner runner(compiled.game, loaded.scenario->id);
    PlaytestOptions o;
    o.games = 2000;
    o.seed = 1;
    o.threads = 1;
    o.bots = {"greedy", "random", "random", "random"};
    printWinRate(runner, o);

    const std::string dir = std::string(ISLE_SOURCE_DIR) + "/scenarios/";
    auto sea = model::loadScenarioFile(dir + "seafarers-pirate-islands-3-4.json");
    auto fog = model::loadScenarioFile(dir + "seafarers-fog-islands-4.json");
    auto tribe = model::loadScenarioFile(dir + "seafarers-forgotten-tribe-3-4.json");
    if (!sea.ok() || !fog.ok() || !tribe.ok()) {
        std::fprintf(stderr, "bench_engine: cannot read the Seafarers scenarios\n");
        return 2;
    }
    // The Pirate Islands: one route each to a fortress, warships, the pirate fleet
    // (001:L2169–2296).
    if (!seafarersBlock("Seafarers, The Pirate Islands (routes, warships, fleet)", *sea.scenario,
            seconds, rawRate, o))
        return 2;
    // The Fog Islands: fog hexes discovered by chance draws from the stacks (001:L1826–1854).
    if (!seafarersBlock(
            "Seafarers, The Fog Islands (12 fog hexes)", *fog.scenario, seconds, rawRate, o))
        return 2;
    // The Forgotten Tribe: gifts on coast edges, harbor placement, robber limits (001:L1995–2083).
    if (!seafarersBlock(
            "Seafarers, The Forgotten Tribe (18 gifts)", *tribe.scenario, seconds, rawRate, o))
        return 2;
    everyScenarioRows(seconds / 4, rawRate);
    return 0;
}
