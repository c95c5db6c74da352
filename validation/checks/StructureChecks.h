// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// The maximum victory points one player can collect, or -1 when the chosen boxes' victory
/// sources are not known from the rulebooks (T&B, E&P). `buildSites` caps settlements + cities
/// (the intersections one player could occupy under the distance rule). README "Validation rules".
int maxVictoryPoints(const model::Scenario &scenario, int buildSites, int islandCount);

/// Land, starting intersections, reachability, winnability and player counts. Codes
/// "structure.*", "scenario.*".
void runStructureChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
