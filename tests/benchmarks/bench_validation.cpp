// SPDX-License-Identifier: GPL-3.0-or-later
// Latency of the rule checks and the balance statistics on the base beginner board and on a
// 1,027-hex island (radius 18), against a baseline measured in the same run: building the board
// topology alone (what any consumer of the board pays first). Targets: < 1 ms on the base board,
// < 10 ms on the large one for validation + statistics.
// Run from the release preset: build/release/tests/benchmarks/bench_validation [seconds-per-case]
#include "../validation/ValidationFixtures.h"
#include "BenchArgs.h"
#include "model/BoardTopology.h"
#include "model/Rng.h"
#include "validation/checks/Validator.h"
#include "validation/stats/BoardStatistics.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

using namespace isle;

namespace {

using Clock = std::chrono::steady_clock;

/// A land island of radius `radius` in a frame ring: terrains and tokens drawn with a fixed
/// seed; red numbers only on one colour class of the 3-colouring (q − r) mod 3, so none are
/// adjacent (as on a real board); a 3:1 harbor on every 6th frame cell.
model::Scenario largeIsland(int radius)
{
    using model::Terrain;
    model::Scenario s;
    s.id = "large";
    s.products = {model::Product::Base, model::Product::BaseFiveSix, model::Product::Seafarers,
        model::Product::SeafarersFiveSix};
    s.minPlayers = 3;
    s.maxPlayers = 6;
    s.rules.pairedPlayers = true; // the CATAN 5–6 turn (001:L1170)
    model::Rng rng(20261122);
    constexpr Terrain terrains[] {
        Terrain::Hills, Terrain::Forest, Terrain::Pasture, Terrain::Fields, Terrain::Mountains};
    constexpr int plain[] {2, 3, 4, 5, 9, 10, 11, 12};
    int frameCount = 0;
    for (int q = -radius - 1; q <= radius + 1; ++q)
        for (int r = -radius - 1; r <= radius + 1; ++r) {
            const model::HexCoord c {q, r};
            const int d = model::HexCoord::length(c);
            if (d > radius + 1)
                continue;
            model::Hex hex;
            hex.coord = c;
            if (d == radius + 1) {
                hex.terrain = Terrain::Frame;
                s.board.setHex(hex);
                if (frameCount++ % 6 == 0)
                    for (model::Direction dir : model::AllDirections)
                        if (model::HexCoord::length(c.neighbor(dir)) == radius) {
                            s.board.setHarbor({c, dir, model::HarborType::Generic});
                            break;
                        }
                continue;
            }
            hex.terrain = terrains[rng.boundedInt(5)];
            const bool redClass = ((q - r) % 3 + 3) % 3 == 0;
            const int value = redClass && rng.boundedInt(2) == 0 ? (rng.boundedInt(2) ? 6 : 8)
                                                                 : plain[rng.boundedInt(8)];
            hex.token = model::NumberToken {value, {}};
            s.board.setHex(hex);
        }
    return s;
}

struct Timing
{
    double microseconds = 0; // median wall time per operation
    double cpuMicroseconds = 0; // median thread CPU time per operation (robust on a loaded machine)
    long long operations = 0;
};

double threadCpuMicroseconds()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) / 1e3;
}

/// Runs `op` in batches until `seconds` have passed; returns the median batch time per operation.
template<typename Op> Timing measure(double seconds, Op op)
{
    std::vector<double> perOp, cpuPerOp;
    long long total = 0;
    const auto start = Clock::now();
    int batch = 1;
    while (std::chrono::duration<double>(Clock::now() - start).count() < seconds) {
        const auto t0 = Clock::now();
        const double c0 = threadCpuMicroseconds();
        for (int i = 0; i < batch; ++i)
            op();
        const double cpu = threadCpuMicroseconds() - c0;
        const double us = std::chrono::duration<double, std::micro>(Clock::now() - t0).count();
        perOp.push_back(us / batch);
        cpuPerOp.push_back(cpu / batch);
        total += batch;
        if (us < 2000)
            batch *= 2;
    }
    std::sort(perOp.begin(), perOp.end());
    std::sort(cpuPerOp.begin(), cpuPerOp.end());
    return {perOp[perOp.size() / 2], cpuPerOp[cpuPerOp.size() / 2], total};
}

volatile std::size_t g_sink = 0; // keeps the optimiser from dropping the work

void runCase(const char *name, const model::Scenario &scenario, double seconds, double targetUs)
{
    const Timing topology = measure(seconds, [&] {
        const model::BoardTopology t(scenario.board);
        g_sink = g_sink + static_cast<std::size_t>(t.cornerCount());
    });
    const Timing index = measure(seconds, [&] {
        const validation::ScenarioIndex i(scenario);
        g_sink = g_sink + static_cast<std::size_t>(i.cornerCount());
    });
    const Timing validate = measure(seconds, [&] {
        const validation::Validator v(scenario);
        g_sink = g_sink + v.run().size();
    });
    const Timing stats = measure(seconds, [&] {
        const validation::ScenarioIndex i(scenario);
        g_sink = g_sink + validation::computeStatistics(i).intersections.size();
    });
    const Timing both = measure(seconds, [&] {
        const validation::Validator v(scenario);
        g_sink = g_sink + v.run().size()
            + validation::computeStatistics(v.index()).intersections.size();
    });
    const validation::Validator v(scenario);
    const auto issues = v.run();
    std::printf("%s: %zu cells, %d hexes in play, %d intersections, %zu issues\n", name,
        scenario.board.hexCount(), v.index().hexCount(), v.index().cornerCount(), issues.size());
    auto row = [&](const char *what, const Timing &t) {
        std::printf("  %-34s wall %9.1f us  cpu %9.1f us  %8.0f /s  %5.2fx baseline (cpu)\n", what,
            t.microseconds, t.cpuMicroseconds, 1e6 / t.cpuMicroseconds,
            t.cpuMicroseconds / topology.cpuMicroseconds);
    };
    row("baseline: BoardTopology only", topology);
    row("ScenarioIndex (topology + tables)", index);
    row("validation (compile + all checks)", validate);
    row("statistics (compile + all stats)", stats);
    row("validation + statistics", both);
    std::printf("  target < %.0f us (validation + statistics, cpu time): %s (%.1f%% of target)\n",
        targetUs, both.cpuMicroseconds < targetUs ? "met" : "MISSED",
        100.0 * both.cpuMicroseconds / targetUs);
}

} // namespace

int main(int argc, char **argv)
{
    int exitCode = 0;
    const auto secondsArg = isle::bench::positiveArgument(argc, argv, 0.5,
        "usage: bench_validation [SECONDS]\n"
        "Latency of the rule checks and the balance statistics, about SECONDS (default 0.5) per\n"
        "case, on the base beginner board and a 1,027-hex island, against building the board\n"
        "topology alone in the same run.\n",
        exitCode);
    if (!secondsArg)
        return exitCode;
    const double seconds = *secondsArg;
    runCase("base beginner board", test::baseBeginner(), seconds, 1000.0);
    runCase("large island (radius 18)", largeIsland(18), seconds, 10000.0);
    return 0;
}
