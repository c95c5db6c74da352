// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ScenarioJson.h"

#include <filesystem>

namespace isle::model {

/// Reads the scenario file at `path`. Refuses files that are not regular files or are larger than
/// FormatLimits::MaxFileBytes before reading them; otherwise as parseScenario with the path as
/// file name. Never throws.
LoadResult loadScenarioFile(const std::filesystem::path &path);

/// Writes `scenario` to `path` atomically: the text goes to a temporary file in the same folder,
/// is flushed to disk and then renamed over `path`, so a crash never leaves a half-written file.
/// Returns the problems (empty on success). Never throws.
std::vector<Issue> saveScenarioFile(const std::filesystem::path &path, const Scenario &scenario);

} // namespace isle::model
