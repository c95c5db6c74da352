// SPDX-License-Identifier: GPL-3.0-or-later
// What every fuzz target shares. A target defines LLVMFuzzerTestOneInput; it is linked either
// with libFuzzer (tools/run-fuzzers.sh, clang -fsanitize=fuzzer) or with ReplayMain.cpp, which
// feeds it the committed corpus in the ordinary test build (ctest fuzz_replay_*).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace isle::fuzz {

inline std::string_view textOf(const std::uint8_t *data, std::size_t size)
{
    return {reinterpret_cast<const char *>(data), size};
}

/// A byte that depends on every input byte: lets a target choose options (player count, tile
/// size) while the input stays a plain file of the format, so real files are seeds as they are.
inline std::uint8_t knobOf(const std::uint8_t *data, std::size_t size)
{
    std::uint8_t knob = static_cast<std::uint8_t>(size);
    for (std::size_t i = 0; i < size; ++i)
        knob = static_cast<std::uint8_t>(knob * 31u + data[i]);
    return knob;
}

/// A property the code under test promises was broken: report it like a sanitizer would, so
/// libFuzzer saves the input and the replay test fails.
[[noreturn]] inline void propertyFailed(const char *what)
{
    std::fprintf(stderr, "fuzz property violated: %s\n", what);
    std::abort();
}

} // namespace isle::fuzz
