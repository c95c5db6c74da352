// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What bench_engine measures for one line: games and actions played, wall-clock and process CPU
// seconds. Plain types only: the baseline engine (BaselineEngine.h) fills the same struct from
// code compiled against another commit's headers.

#include <cstdint>

struct EngineFigures
{
    std::uint64_t games = 0, actions = 0;
    double wall = 0, cpu = 0;

    double gamesPerCpuSecond() const { return static_cast<double>(games) / cpu; }
    double actionsPerCpuSecond() const { return static_cast<double>(actions) / cpu; }
    double nanosecondsPerAction() const { return 1e9 * cpu / static_cast<double>(actions); }
};
