// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EdgeCoord.h"

#include <string>
#include <vector>

namespace isle::model {

enum class Severity : std::uint8_t { Error, Warning, Info };

constexpr std::string_view toString(Severity s)
{
    switch (s) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    }
    return "error";
}

/// A problem found in a file or on a board. Model and validation report a stable `code` plus
/// `args`; `message` is the English text the CLI prints (the editor translates code + args).
struct Issue
{
    Severity severity = Severity::Error;
    std::string code; ///< stable identifier, e.g. "format.unknown-terrain", "tokens.red-adjacent"
    std::string message; ///< English, complete sentence
    std::vector<std::string> args;

    std::string file; ///< path of the file, when the issue comes from one
    std::string pointer; ///< JSON Pointer into the file ("" = whole document)
    int line = 0; ///< 1-based, syntax errors only (0 = unknown)
    int column = 0;

    std::vector<HexCoord> hexes; ///< what the issue concerns on the board
    std::vector<CornerCoord> corners;
    std::vector<EdgeCoord> edges;
};

} // namespace isle::model
