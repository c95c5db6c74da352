// SPDX-License-Identifier: GPL-3.0-or-later
// bench_scenario_format: throughput of reading and writing scenario files, against nlohmann's plain
// DOM parse and dump of the same text measured in the same run (the floor any JSON reader pays).
// Run from the release preset: bench_scenario_format [hexes] (default 50,000-hex board).
#include "BenchArgs.h"
#include "model/ScenarioJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace isle::model;

namespace {

using Clock = std::chrono::steady_clock;

// A large board with every kind of hex entry: terrain, tokens with letters, areas, harbors.
Scenario bigScenario(int hexes)
{
    Scenario s;
    s.id = "bench";
    s.title = "Benchmark board";
    Area a;
    a.id = "main";
    a.terrainPool = {{Terrain::Forest, 10}};
    s.areas.push_back(a);
    const int side = 1;
    int placed = 0;
    for (int r = -200; r <= 200 && placed < hexes; ++r) {
        for (int q = -200; q <= 200 && placed < hexes; ++q, ++placed) {
            Hex h;
            h.coord = {q, r};
            const int k = ((q * 7 + r * 13) % 8 + 8) % 8;
            h.terrain = k == 0 ? Terrain::Sea : static_cast<Terrain>(k % 6);
            if (h.terrain != Terrain::Sea && h.terrain != Terrain::Desert) {
                constexpr int values[8] {2, 3, 4, 5, 6, 8, 9, 10};
                h.token = NumberToken {values[k], k % 2 ? "A" : ""};
                h.area = "main";
            }
            s.board.setHex(h);
            if (k == 0 && placed % 5 == 0)
                s.board.setHarbor({{q, r}, directionFromIndex(side + q), HarborType::Generic});
        }
    }
    return s;
}

// Seconds per call: the best of 3 batches of at least 0.2 s each, so that a shared, busy machine
// (time slices taken by other processes) distorts the figure as little as possible.
template<typename F> double secondsPerRun(F &&f)
{
    double best = 1e300;
    for (int batch = 0; batch < 3; ++batch) {
        int runs = 0;
        const auto start = Clock::now();
        double elapsed = 0;
        do {
            f();
            ++runs;
            elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        } while (elapsed < 0.2);
        best = std::min(best, elapsed / runs);
    }
    return best;
}

} // namespace

int main(int argc, char **argv)
{
    int exitCode = 0;
    const auto hexesArg = isle::bench::positiveArgument(argc, argv, 50'000,
        "usage: bench_scenario_format [HEXES]\n"
        "Reading and writing a scenario file of a HEXES-hex board (default 50,000; at most\n"
        "160,801, a 401 x 401 rhombus), against nlohmann_json's plain parse and dump of the same "
        "text.\n",
        exitCode);
    if (!hexesArg)
        return exitCode;
    if (*hexesArg > 160'801) {
        std::fprintf(stderr, "bench_scenario_format: at most 160,801 hexes\n");
        return 2;
    }
    const int hexes = static_cast<int>(*hexesArg);
    const Scenario scenario = bigScenario(hexes);
    const std::string text = serializeScenario(scenario);
    const double mib = static_cast<double>(text.size()) / (1024.0 * 1024.0);

    std::size_t sink = 0;
    const double domParse = secondsPerRun([&] { sink += nlohmann::json::parse(text).size(); });
    const double ourParse = secondsPerRun([&] {
        LoadResult r = parseScenario(text, "bench.json");
        if (!r.ok()) {
            std::fprintf(stderr, "the benchmark board does not load: %s\n",
                r.issues.front().message.c_str());
            std::abort();
        }
        sink += r.scenario->board.hexCount();
    });
    const nlohmann::json dom = nlohmann::json::parse(text);
    const double domDump = secondsPerRun([&] { sink += dom.dump(2).size(); });
    const double ourDump = secondsPerRun([&] { sink += serializeScenario(scenario).size(); });

    std::printf("scenario file: %zu hexes, %zu harbors, %.2f MiB (best of 3 batches of >= 0.2 s)\n",
        scenario.board.hexCount(), scenario.board.harbors().size(), mib);
    std::printf("read   baseline nlohmann::json::parse      %8.1f MiB/s  %9.0f hexes/s\n",
        mib / domParse, static_cast<double>(hexes) / domParse);
    std::printf("read   parseScenario (bounded + strict)    %8.1f MiB/s  %9.0f hexes/s  ratio %.2f "
                "of baseline\n",
        mib / ourParse, static_cast<double>(hexes) / ourParse, domParse / ourParse);
    std::printf("write  baseline json::dump(2) of the DOM   %8.1f MiB/s\n", mib / domDump);
    std::printf("write  serializeScenario (build + dump)    %8.1f MiB/s                    ratio "
                "%.2f of baseline\n",
        mib / ourDump, domDump / ourDump);
    std::printf("(checksum %zu)\n", sink);
    return 0;
}
