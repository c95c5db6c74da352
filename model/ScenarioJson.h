// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Issue.h"
#include "Scenario.h"
#include "ScenarioMigrations.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::model {

/// The result of reading a scenario: the scenario if and only if no error was found, and every
/// problem found (README "Scenario file format" lists the codes).
struct LoadResult
{
    std::optional<Scenario> scenario;
    std::vector<Issue> issues;

    bool ok() const { return scenario.has_value(); }
};

/// Reads a scenario document (JSON text, any format version this build knows). Never throws:
/// syntax errors, limits (FormatLimits), newer versions, wrong types, missing or unknown keys,
/// unknown enum strings, out-of-range values, duplicate hexes/areas/harbors and references to
/// undefined areas all become Issues carrying `fileName`, a JSON Pointer and (syntax errors) the
/// line and column.
LoadResult parseScenario(std::string_view text, std::string_view fileName = {});

/// Writes the current format deterministically: sorted keys, two-space indent, a trailing
/// newline, hexes in row-major order, corners and edges in canonical form, and optional keys
/// omitted when they hold their default value. parseScenario(serializeScenario(s)) == s, and
/// serializing a file read from a file written by this function gives the same bytes.
std::string serializeScenario(const Scenario &scenario);

} // namespace isle::model
