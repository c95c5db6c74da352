// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// Hexes, tokens and harbors the map needs (on the board plus the areas' set-up pools) against
/// the chosen boxes (exact for a standard base or 5-6 board), and the areas' pools against the
/// hexes and harbors they fill. Codes "components.*", "areas.*".
void runComponentChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
