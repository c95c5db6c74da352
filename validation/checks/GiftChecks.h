// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// The Forgotten Tribe's gifts and closed areas (Seafarers 001:L2027–2069): Catan chits and
/// development cards lie on coast edges a ship can reach, no more card gifts than the deck has,
/// gifts need ships, and hexes of areas where nobody may settle carry no number token. Codes
/// "gifts.*" and "tokens.on-closed-area".
void runGiftChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
