// SPDX-License-Identifier: GPL-3.0-or-later
// Throughput of BoardGenerator on one core: valid boards per second with every constraint on,
// against two baselines measured in the same run — the same generator with no constraints, and
// naive rejection sampling (draw unconstrained boards, keep the ones that pass a plain check).
// Run from the release preset: build/release/tests/benchmarks/bench_generator [seconds]
#include "../model/VariableBoardFixtures.h"
#include "BenchArgs.h"
#include "model/BoardGenerator.h"
#include "model/BoardTopology.h"
#include "model/LetterSequences.h"
#include "validation/stats/ScenarioDeal.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace isle::model;

namespace {
using Clock = std::chrono::steady_clock;

/// A plain constraint check on a generated layout (no repairs, no presorting): what a naive
/// generator would test before accepting a board.
class PlainChecker
{
public:
    PlainChecker(const BoardGenerator &generator, const Board &board, const GeneratorConstraints &k)
        : m_k(k)
    {
        const BoardTopology topology(board);
        std::vector<BoardTopology::Id> cellOfHex(static_cast<std::size_t>(topology.hexCount()), -1);
        for (int c = 0; c < generator.cellCount(); ++c)
            cellOfHex[static_cast<std::size_t>(topology.hexId(generator.cell(c)))] = c;
        m_neighbors.resize(static_cast<std::size_t>(generator.cellCount()));
        for (int c = 0; c < generator.cellCount(); ++c)
            for (std::size_t d = 0; d < 6; ++d) {
                const auto h = topology.hexNeighbors(topology.hexId(generator.cell(c)))[d];
                const int nb
                    = h == BoardTopology::NoId ? -1 : cellOfHex[static_cast<std::size_t>(h)];
                m_neighbors[static_cast<std::size_t>(c)][d] = nb;
                if (nb > c)
                    m_pairs.push_back({c, nb});
            }
        for (int corner = 0; corner < topology.cornerCount(); ++corner) {
            std::array<int, 3> cells {};
            for (std::size_t s = 0; s < 3; ++s) {
                const auto h = topology.cornerHexes(corner)[s];
                cells[s] = h == BoardTopology::NoId ? -1 : cellOfHex[static_cast<std::size_t>(h)];
            }
            m_corners.push_back(cells);
        }
        m_seen.assign(m_neighbors.size(), 0);
        m_stack.assign(m_neighbors.size(), 0);
    }

    bool valid(const GeneratedLayout &l)
    {
        for (const auto &[a, b] : m_pairs) {
            const int x = l.tokenValue[static_cast<std::size_t>(a)],
                      y = l.tokenValue[static_cast<std::size_t>(b)];
            if (x == 0 || y == 0)
                continue;
            if ((m_k.redNumbersNotAdjacent && isRedNumber(x) && isRedNumber(y))
                || (m_k.twoTwelveNotAdjacent && (x == 2 || x == 12) && (y == 2 || y == 12))
                || (m_k.equalNumbersNotAdjacent && x == y))
                return false;
        }
        for (std::size_t c = 0; c < l.terrain.size(); ++c)
            if (m_k.noRedOnGold && l.terrain[c] == Terrain::Gold && isRedNumber(l.tokenValue[c]))
                return false;
        if (m_k.maxIntersectionPips > 0)
            for (const auto &cells : m_corners) {
                int sum = 0;
                for (int c : cells)
                    sum += c >= 0 ? pips(l.tokenValue[static_cast<std::size_t>(c)]) : 0;
                if (sum > m_k.maxIntersectionPips)
                    return false;
            }
        if (m_k.maxTerrainClump > 0) {
            std::fill(m_seen.begin(), m_seen.end(), 0);
            for (std::size_t s = 0; s < l.terrain.size(); ++s) {
                if (m_seen[s] || !isLand(l.terrain[s]))
                    continue;
                int size = 0, top = 0;
                m_stack[static_cast<std::size_t>(top++)] = static_cast<int>(s);
                m_seen[s] = 1;
                while (top > 0) {
                    const auto c
                        = static_cast<std::size_t>(m_stack[static_cast<std::size_t>(--top)]);
                    ++size;
                    for (int nb : m_neighbors[c])
                        if (nb >= 0 && !m_seen[static_cast<std::size_t>(nb)]
                            && l.terrain[static_cast<std::size_t>(nb)] == l.terrain[s]) {
                            m_seen[static_cast<std::size_t>(nb)] = 1;
                            m_stack[static_cast<std::size_t>(top++)] = nb;
                        }
                }
                if (size > m_k.maxTerrainClump)
                    return false;
            }
        }
        return true;
    }

private:
    GeneratorConstraints m_k;
    std::vector<std::array<int, 6>> m_neighbors;
    std::vector<std::array<int, 2>> m_pairs;
    std::vector<std::array<int, 3>> m_corners;
    std::vector<char> m_seen;
    std::vector<int> m_stack;
};

BoardGenerator compiled(const Scenario &s, const GeneratorConstraints &k)
{
    auto result = BoardGenerator::compile(s, k);
    if (!result) {
        std::fprintf(stderr, "compile failed: %s\n", result.error().message.c_str());
        std::exit(1);
    }
    return std::move(result).value();
}

/// Calls `step(seed)` (returning the boards it produced) for about `seconds`; boards per second.
template<typename Step> double rate(double seconds, Step step)
{
    std::uint64_t seed = 0, boards = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    while (elapsed < seconds) {
        for (std::uint64_t i = 0; i < 256; ++i)
            boards += static_cast<std::uint64_t>(step(seed++));
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    }
    return static_cast<double>(boards) / elapsed;
}

void measure(
    const char *name, const Scenario &scenario, const GeneratorConstraints &k, double seconds)
{
    const BoardGenerator constrained = compiled(scenario, k);
    const BoardGenerator free = compiled(scenario, {});
    GeneratedLayout layout = constrained.makeLayout();
    GeneratedLayout freeLayout = free.makeLayout();
    PlainChecker checker(free, scenario.board, k);
    long attempts = 0, boards = 0;

    const double valid = rate(seconds, [&](std::uint64_t seed) {
        const bool ok = !constrained.generateInto(seed, layout);
        attempts += layout.attempts;
        boards += ok ? 1 : 0;
        return ok ? 1 : 0;
    });
    const double unconstrained = rate(
        seconds, [&](std::uint64_t seed) { return free.generateInto(seed, freeLayout) ? 0 : 1; });
    long drawn = 0, kept = 0;
    const double rejection = rate(seconds, [&](std::uint64_t seed) {
        free.generateInto(seed, freeLayout);
        ++drawn;
        const bool ok = checker.valid(freeLayout);
        kept += ok ? 1 : 0;
        return ok ? 1 : 0;
    });
    const double boardObjects = rate(seconds / 2,
        [&](std::uint64_t seed) { return constrained.generate(seed).hasValue() ? 1 : 0; });
    std::printf("%-28s %12.0f valid boards/s  (%.2f attempts/board)\n", name, valid,
        static_cast<double>(attempts) / static_cast<double>(std::max(boards, 1L)));
    std::printf(
        "  baseline unconstrained     %12.0f boards/s        constrained/unconstrained = %.3f\n",
        unconstrained, valid / unconstrained);
    std::printf("  baseline naive rejection   %12.0f valid boards/s  constrained/rejection = %.1fx "
                " (%.4f%% of "
                "free boards pass)\n",
        rejection, valid / std::max(rejection, 1e-9),
        100.0 * static_cast<double>(kept) / static_cast<double>(drawn));
    std::printf("  as model::Board objects    %12.0f valid boards/s\n", boardObjects);
}

/// "Deal the fairest of N" (validation::dealScenario, the CLI's --best-of and the editor's
/// Generate Board): candidates dealt and scored per second, against the deal of one seed
/// (generate and write the scenario, no score) in the same run: the ratio is the cost of scoring.
void measureFairest(
    const char *name, const Scenario &scenario, const GeneratorConstraints &k, double seconds)
{
    constexpr int N = 100;
    isle::validation::DealOptions options;
    options.constraints = k;
    options.bestOf = N;
    const double scored = rate(seconds, [&](std::uint64_t seed) {
        options.seed = seed * N;
        const auto deal = isle::validation::dealScenario(scenario, options);
        return deal ? deal.value().scored : 0;
    });
    const BoardGenerator generator = compiled(scenario, k);
    const double plain = rate(seconds,
        [&](std::uint64_t seed) { return generator.generateScenario(seed).hasValue() ? 1 : 0; });
    std::printf("%-28s %12.0f boards dealt and scored/s (fairest of %d)\n", name, scored, N);
    std::printf("  baseline: dealt scenarios   %12.0f boards/s        scored/dealt = %.3f\n", plain,
        scored / plain);
}

std::vector<int> valuesOf(std::span<const NumberToken> tokens)
{
    std::vector<int> v;
    for (const NumberToken &t : tokens)
        v.push_back(t.value);
    return v;
}
} // namespace

int main(int argc, char **argv)
{
    int exitCode = 0;
    const auto secondsArg = isle::bench::positiveArgument(argc, argv, 1.0,
        "usage: bench_generator [SECONDS]\n"
        "Valid boards per second of BoardGenerator on one core, about SECONDS (default 1) per\n"
        "figure, with every constraint on, against the same generator with no constraints and\n"
        "against naive rejection sampling, measured in the same run.\n",
        exitCode);
    if (!secondsArg)
        return exitCode;
    const double seconds = *secondsArg;
    const GeneratorConstraints all = GeneratorConstraints::all();
    GeneratorConstraints fiveSixSpiral = all;
    fiveSixSpiral.maxIntersectionPips = 13; // the printed 5-6 spiral cannot meet 12 (see all())
    std::printf("BoardGenerator, one core, %.1f s per figure. Constraints: red/2-12/equal not "
                "adjacent, no red "
                "on gold, clumps <= %d, pips <= %d (5-6 spiral: <= 13)\n\n",
        seconds, all.maxTerrainClump, all.maxIntersectionPips);
    measure("base, spiral tokens", isle::test::baseVariableScenario(), all, seconds);
    measure("base, random tokens",
        isle::test::withRandomTokens(
            isle::test::baseVariableScenario(), valuesOf(LetterSequences::base())),
        all, seconds);
    measure("5-6, spiral tokens", isle::test::fiveSixVariableScenario(), fiveSixSpiral, seconds);
    measure("5-6, random tokens",
        isle::test::withRandomTokens(
            isle::test::fiveSixVariableScenario(), valuesOf(LetterSequences::fiveSix())),
        all, seconds);
    std::printf(
        "\nThe fairest of N (validation::dealScenario, balance score as the objective)\n\n");
    measureFairest("base, spiral tokens", isle::test::baseVariableScenario(), all, seconds);
    measureFairest(
        "5-6, spiral tokens", isle::test::fiveSixVariableScenario(), fiveSixSpiral, seconds);
    return 0;
}
