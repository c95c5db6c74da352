// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// Harbor geometry and types: on water facing land, no shared intersections, open sea, at most
/// one 2:1 harbor per resource. Codes "harbors.*".
void runHarborChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
