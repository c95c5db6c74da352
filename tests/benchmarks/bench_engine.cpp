// SPDX-License-Identifier: GPL-3.0-or-later
// bench_engine: self-play throughput of the rules engine on one thread, on the base 4-player
// beginner board (scenarios/base-beginner-3-4.json). Prints games/s for random and greedy bots
// (wall clock and process CPU time, so a busy machine can be read per core), the raw
// legal-generation + apply rate as the baseline, and the greedy bot's win rate against random bots.
// Then today's engine against commit d938106's, built beside it (BaselineEngine.h), in the same
// run, and playtest with two threads against one. A Seafarers block plays The Pirate Islands
// (scenarios/seafarers-pirate-islands-3-4) with its own rules (routes to the fortresses, warships,
// the pirate fleet; harbors dealt by the generator); another The Fog Islands
// (scenarios/seafarers-fog-islands-4), fog hexes drawn as discovered; another The Forgotten Tribe
// (scenarios/seafarers-forgotten-tribe-3-4), gifts taken by ships; last, one row per shipped
// scenario file and player count (raw loop: ns per action, x base; every row with domestic trade,
// as the base row).
#include "BenchArgs.h"
#include "EngineFigures.h"
#include "EngineLoops.h"
#ifdef ISLE_HAVE_BASELINE
#include "BaselineEngine.h"
#endif

#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/playtest/PlaytestReport.h"
#include "validation/playtest/PlaytestRunner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <string>
#include <thread>
#include <vector>

using namespace isle;
using namespace isle::validation;

namespace {

using Figures = EngineFigures;

Figures runGames(const Game &game, const std::vector<std::string> &names, double seconds)
{
    return engine_loops::botGames<PlaytestRunner, model::Rng>(
        game, names, seconds, [](const std::string &n) { return makeBot(n); });
}

/// Baseline: the bare engine loop (generate legal actions, take a uniform one, apply) without
/// the bot interface or result bookkeeping.
Figures rawLoop(const Game &game, double seconds)
{
    ActionList legal;
    model::Rng rng(3);
    return engine_loops::timed(
        seconds, [&](std::uint64_t) { return engine_loops::rawGame(game, legal, rng); });
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
        greedy.gamesPerCpuSecond() / raw.gamesPerCpuSecond());
    options.games = 400;
    printWinRate(*runner, options);
    return true;
}

/// Issue 16's targets against the baseline commit, each with its figure and whether it is met.
struct Target
{
    const char *what;
    double figure, goal;
    bool atMost; ///< the figure must be <= goal (otherwise >=)
};

void printTargets(const std::vector<Target> &targets)
{
    std::printf("  targets (issue 16):\n");
    for (const Target &t : targets)
        std::printf("    %-58s %8.2f  %s %6.2f  %s\n", t.what, t.figure,
            t.atMost ? "<=" : ">=", t.goal,
            (t.atMost ? t.figure <= t.goal : t.figure >= t.goal) ? "met" : "NOT met");
}

#ifdef ISLE_HAVE_BASELINE
Figures sum(const Figures &a, const Figures &b)
{
    return {a.games + b.games, a.actions + b.actions, a.wall + b.wall, a.cpu + b.cpu};
}

/// One before/after line: today's workload and the baseline's, interleaved (today, before, today,
/// before; half the time each) so that a change in the machine's load hits both alike. Prints both
/// rates and their ratio; returns {today, before}.
std::pair<Figures, Figures> pairLine(const char *label, const std::function<Figures(double)> &today,
    const std::function<Figures(double)> &before, double seconds)
{
    Figures now, then;
    for (int round = 0; round < 2; ++round) {
        now = sum(now, today(seconds / 2));
        then = sum(then, before(seconds / 2));
    }
    std::printf("  %-34s %9.0f %9.0f %7.2f   %9.1f %9.1f %10.0f %9.0f\n", label,
        now.gamesPerCpuSecond(), then.gamesPerCpuSecond(),
        now.gamesPerCpuSecond() / then.gamesPerCpuSecond(), now.nanosecondsPerAction(),
        then.nanosecondsPerAction(), double(now.actions) / double(now.games),
        double(then.actions) / double(then.games));
    return {now, then};
}

/// Today's engine against the baseline commit's on the same board, one run: random and greedy
/// bots with domestic trade off (today's option; the baseline always offered trades), the raw
/// loop and random bots with trade on. Returns the targets it measured.
std::vector<Target> againstBaseline(const Game &game, const Game &noTradeGame, double seconds)
{
    std::string error;
    const auto before = BaselineEngine::load("base-beginner-3-4.json", 4, error);
    if (!before) {
        std::printf("bench_engine: no baseline: %s\n", error.c_str());
        return {};
    }
    const std::vector<std::string> random(4, "random"), greedy(4, "greedy");
    std::printf("bench_engine: today's engine against commit %s's, base beginner board, 4 players, "
                "1 thread,\n  interleaved, ~%.0f s per line (CPU time)\n",
        BaselineEngine::commit(), seconds * 2);
    std::printf("  %-34s %9s %9s %7s   %9s %9s %10s %9s\n", "line", "games/s", "before", "ratio",
        "ns/act", "before", "act/game", "before");
    pairLine(
        "raw engine loop (trade on)", [&](double t) { return rawLoop(game, t); },
        [&](double t) { return before->rawLoop(t); }, seconds);
    const auto randomPair = pairLine(
        "random bots (trade on)", [&](double t) { return runGames(game, random, t); },
        [&](double t) { return before->botGames(random, t); }, seconds);
    const auto randomNoTrade = pairLine(
        "random bots, no domestic trade",
        [&](double t) { return runGames(noTradeGame, random, t); },
        [&](double t) { return before->botGames(random, t); }, seconds);
    const auto greedyNoTrade = pairLine(
        "greedy bots, no domestic trade",
        [&](double t) { return runGames(noTradeGame, greedy, t); },
        [&](double t) { return before->botGames(greedy, t); }, seconds);
    return {
        {"random self-play, ns per action (trade on)", randomPair.first.nanosecondsPerAction(), 40,
            true},
        {"random self-play, ns per action (trade off)", randomNoTrade.first.nanosecondsPerAction(),
            40, true},
        {"random games/s, trade off, x before",
            randomNoTrade.first.gamesPerCpuSecond() / randomNoTrade.second.gamesPerCpuSecond(), 2.3,
            false},
        {"greedy games/s, trade off, x before",
            greedyNoTrade.first.gamesPerCpuSecond() / greedyNoTrade.second.gamesPerCpuSecond(), 2.0,
            false},
    };
}
#endif

/// playtest's games/s with two threads against one (wall time, the same games): the speed-up a
/// designer sees from `--threads 2`.
Target threadsLine(const std::shared_ptr<const Game> &game, double gamesPerSecond, double seconds)
{
    PlaytestRunner runner(game, "bench");
    PlaytestOptions o;
    o.games = std::max<std::uint64_t>(200, std::uint64_t(gamesPerSecond * seconds));
    o.bots = {"greedy", "greedy", "greedy", "greedy"};
    auto wallOf = [&](int threads) {
        o.threads = threads;
        const auto t0 = std::chrono::steady_clock::now();
        (void)runner.run(o);
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    };
    double one = 0, two = 0;
    for (int round = 0; round < 2; ++round) { // interleaved, as pairLine
        one += wallOf(1);
        two += wallOf(2);
    }
    std::printf("bench_engine: playtest, %llu greedy games twice, base beginner board, no domestic "
                "trade (%u hardware threads)\n  --threads 1: %.0f games/s wall, --threads 2: %.0f "
                "games/s wall, ratio %.2f\n",
        static_cast<unsigned long long>(o.games), std::thread::hardware_concurrency(),
        2 * double(o.games) / one, 2 * double(o.games) / two, one / two);
    return {"playtest --threads 2, x --threads 1 (games/s, wall)", one / two, 1.85, false};
}

/// One row per shipped scenario file and player count the engine plays: the raw loop's actions
/// per CPU second as a ratio of the base board's (`baseRate`), and nanoseconds per action. A
/// variable set-up is dealt once (seed 1); a refused file says why. Every row plays with domestic
/// trade, Cities & Knights too (commodities in offers), as the base row does. Returns the target
/// "every Seafarers scenario at >= 0.5 x base" with the slowest Seafarers row as its figure.
Target everyScenarioRows(double seconds, double baseRate)
{
    double slowestSeafarers = 1e9;
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
            auto runner = PlaytestRunner::forScenario(s, players, GameConfig {}, error);
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
            if (file.filename().string().starts_with("seafarers-"))
                slowestSeafarers = std::min(slowestSeafarers, rate / baseRate);
        }
    }
    return {"slowest Seafarers scenario, actions/s x base", slowestSeafarers, 0.5, false};
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
        "domestic trade (playtest --no-domestic-trade), the greedy bot's win rate against three\n"
        "random bots (2,000 games); then today's engine against commit d938106's, built beside\n"
        "it (cmake -DISLE_BENCH_BASELINE=ON, the default outside sanitizer builds), the two\n"
        "interleaved in this run (2 x SECONDS per line); playtest with two threads against one;\n"
        "the same lines for three Seafarers boards (The Pirate Islands, The Fog Islands, The\n"
        "Forgotten Tribe) as ratios of the base baseline; one row per shipped scenario file and\n"
        "player count (raw loop, SECONDS/4 each: ns per action and the ratio to the base board);\n"
        "last, issue 16's speed targets, each with its figure and whether it is met.\n"
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

    std::vector<Target> targets;
#ifdef ISLE_HAVE_BASELINE
    targets = againstBaseline(game, *withoutTrade.game, seconds);
#else
    std::printf("bench_engine: no before/after figures: the d938106 baseline was not built (%s)\n",
        ISLE_BASELINE_MISSING);
#endif
    targets.push_back(threadsLine(withoutTrade.game, greedy.gamesPerCpuSecond(), seconds));

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
    targets.push_back(everyScenarioRows(seconds / 4, rawRate));
    printTargets(targets);
    return 0;
}
