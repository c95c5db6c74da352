// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// Cloth for Catan's villages (Seafarers 6, 001:L2085–2167): each is a number token 2–6 / 8–12 on
/// an intersection at the coast, reached by shipping routes (so a Seafarers box is needed); at
/// least 4 villages, since the game ends once 3 or fewer have cloth; and no more Catan chits
/// (5 per village + 10) than the boxes hold. Codes "cloth.*".
void runClothChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
