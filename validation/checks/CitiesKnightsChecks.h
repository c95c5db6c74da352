// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// Cities & Knights (RULES-DIGEST §2.5–2.6, §5.14): its settings (rules.citiesAndKnights) mean
/// something only with its box, and on the base board its rules play to 13 points (001:L3643).
/// Codes "citiesknights.*"; the 4 colours of its pieces bound the players in StructureChecks.
void runCitiesKnightsChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
