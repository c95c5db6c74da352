// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// Number-token rules: value range, terrains without tokens, missing tokens, red numbers (and the
/// opt-in 2/12, equal-number and gold rules) on adjacent hexes. Codes "tokens.*".
void runTokenChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
