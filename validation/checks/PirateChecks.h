// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "IssueSink.h"
#include "ScenarioIndex.h"

namespace isle::validation {

/// The Pirate Islands (Seafarers 7, 001:L2169–2296): the pirate fleet's circuit of numbered
/// `pirate_path` markers runs over sea hexes from neighbour to neighbour, closes on itself and
/// holds the fleet's start (001:L2223, L2245); every player with a fortress has the pieces a route
/// needs: a start settlement, a start ship and a marked intersection (001:L2203–2205, L2227).
/// Codes "pirate.*".
void runPirateChecks(const ScenarioIndex &index, IssueSink &sink);

} // namespace isle::validation
