// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario targets' common first step: the input is a scenario file's text.
#pragma once

#include "FuzzTarget.h"

#include "model/ScenarioJson.h"

#include <optional>

namespace isle::fuzz {

/// The scenario the input holds, or nullopt when the reader refuses it. The reader must give at
/// least one issue for every refusal (a silent refusal would leave the user without a reason).
inline std::optional<model::Scenario> scenarioFromInput(const std::uint8_t *data, std::size_t size)
{
    model::LoadResult loaded = model::parseScenario(textOf(data, size), "fuzz.json");
    if (!loaded.scenario && loaded.issues.empty())
        propertyFailed("parseScenario refused a file without saying why");
    return std::move(loaded.scenario);
}

} // namespace isle::fuzz
