// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules engine of an earlier commit (ISLE_BASELINE_COMMIT, d938106: the engine issue 16 asks
// to be measured against), built beside today's one into bench_engine so that a before/after pair
// comes from one run on one machine. tests/benchmarks/baseline/CMakeLists.txt extracts that
// commit's model/, validation/ and scenarios/ with `git archive` and compiles them with the
// namespace renamed (-Disle=isle_d938106), so both engines link into one program. This interface
// uses standard types only; it is implemented against the old headers.

#include "EngineFigures.h"

#include <memory>
#include <string>
#include <vector>

class BaselineEngine
{
public:
    /// The commit's scenario file `name` (e.g. "base-beginner-3-4.json", read from that commit's
    /// scenarios/ with its own reader) compiled for `players`; nullptr and `error` when refused.
    static std::unique_ptr<BaselineEngine> load(
        const std::string &name, int players, std::string &error);
    static const char *commit();
    ~BaselineEngine();

    /// The same workloads as today's bench_engine lines, for about `seconds` of wall time: the
    /// bare generate/apply loop with uniform choices, and whole games of the named bots through
    /// that commit's PlaytestRunner::playGame (game i seeded with Rng::deriveSeed(1, i)).
    EngineFigures rawLoop(double seconds) const;
    EngineFigures botGames(const std::vector<std::string> &bots, double seconds) const;

private:
    struct Impl;
    explicit BaselineEngine(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};
