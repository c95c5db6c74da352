// SPDX-License-Identifier: GPL-3.0-or-later
// A fixed amount of bench_engine's raw engine loop (legal actions, a uniform pick, apply; chance
// nodes sampled) on one scenario file: the same games on every run, so an exact profiler
// (valgrind --tool=callgrind, perf) counts the same work before and after a change. Prints the
// actions played and their CPU time.
#include "EngineLoops.h"
#include "model/ScenarioFile.h"
#include "validation/playtest/PlaytestRunner.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>

namespace {

constexpr const char *Usage
    = "usage: bench_raw_loop [--help] FILE PLAYERS GAMES\n"
      "Plays GAMES games of the bare engine loop on the scenario FILE with PLAYERS players\n"
      "(a uniform legal action each step, chance outcomes sampled; domestic trade on; the\n"
      "board dealt as playtest deals game 1; random numbers seeded with 3, so every run plays\n"
      "the same games) and prints the actions played, the CPU time and ns per action. For\n"
      "profiling one scenario:\n"
      "  valgrind --tool=callgrind build/release/tests/benchmarks/bench_raw_loop \\\n"
      "      scenarios/seafarers-six-islands-5-6.json 5 100\n";

bool positiveInt(const char *text, long max, int &out)
{
    char *end = nullptr;
    errno = 0;
    const long v = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno != 0 || v <= 0 || v > max)
        return false;
    out = static_cast<int>(v);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    using namespace isle;
    using namespace isle::validation;
    if (argc == 2 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        std::printf("%s", Usage);
        return 0;
    }
    int players = 0, games = 0;
    if (argc != 4 || !positiveInt(argv[2], 6, players) || !positiveInt(argv[3], 10000000, games)) {
        std::fprintf(stderr, "bench_raw_loop: expected FILE PLAYERS (1-6) GAMES (> 0)\n%s", Usage);
        return 2;
    }
    const auto loaded = model::loadScenarioFile(argv[1]);
    if (!loaded.ok()) {
        std::fprintf(stderr, "bench_raw_loop: %s: cannot read the scenario\n", argv[1]);
        return 2;
    }
    std::string error;
    auto runner = PlaytestRunner::forScenario(*loaded.scenario, players, GameConfig {}, error);
    const auto game = runner ? runner->gameFor(1, error) : nullptr;
    if (!game) {
        std::fprintf(stderr, "bench_raw_loop: %s: %s\n", argv[1], error.c_str());
        return 2;
    }
    ActionList legal;
    model::Rng rng(3);
    std::uint64_t actions = 0;
    const std::clock_t start = std::clock();
    for (int i = 0; i < games; ++i)
        actions += engine_loops::rawGame(*game, legal, rng);
    const double cpu = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    std::printf(
        "bench_raw_loop: %s, %d players: %d games, %llu actions, %.3f s cpu, %.1f ns/action\n",
        argv[1], players, games, static_cast<unsigned long long>(actions), cpu,
        cpu * 1e9 / static_cast<double>(actions));
    return 0;
}
