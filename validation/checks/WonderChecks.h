// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// The Wonders of Catan (Seafarers 8, 001:L2300–2389): wonder cards need ships (a wonder is
/// started with one, 001:L2362) and fit in the boxes (5 cards, 7 with Seafarers 5–6); a card
/// that needs a settlement on a wonder site needs such marked intersections on the board;
/// marked intersections without wonder cards only bar set-up. Codes "wonders.*".
void runWonderChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
