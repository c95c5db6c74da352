// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// Robber and pirate starts and terrain placement rules (T&B lake inland). Codes "pieces.*",
/// "terrain.*".
void runPieceChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
