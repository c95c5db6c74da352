// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one optional argument every benchmark takes (a positive number: seconds per figure, or a
// size), read strictly: --help prints the usage, anything else that is not a positive number is
// an error with the usage, never an uncaught exception.

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace isle::bench {

/// `value` from argv[1] (or `fallback` without arguments); nullopt when the program should exit
/// with `exitCode` (0 after --help, 2 after an error; both print `usage`).
inline std::optional<double> positiveArgument(
    int argc, char **argv, double fallback, const char *usage, int &exitCode)
{
    if (argc < 2)
        return fallback;
    const char *arg = argv[1];
    if (std::strcmp(arg, "--help") == 0 || std::strcmp(arg, "-h") == 0) {
        std::printf("%s", usage);
        exitCode = 0;
        return std::nullopt;
    }
    char *end = nullptr;
    errno = 0;
    const double value = std::strtod(arg, &end);
    if (argc > 2 || end == arg || *end != '\0' || errno != 0 || !std::isfinite(value)
        || !(value > 0)) {
        std::fprintf(stderr, "%s: not a positive number: \"%s\"%s\n%s", argv[0], arg,
            argc > 2 ? " (one argument at most)" : "", usage);
        exitCode = 2;
        return std::nullopt;
    }
    return value;
}

} // namespace isle::bench
