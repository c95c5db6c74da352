// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/BoardTopology.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace isle::validation {

/// A set-up that can strand a player: `settlements` set-up settlements go on `sites` starting
/// intersections, but `fewest` settlements, placed under the distance rule, can already close
/// every one of them. When `proven` is false the search gave up (SetupSiteSearchBudget) and
/// `fewest` is only a lower bound: the set-up may or may not strand a player.
struct SetupShortage
{
    int sites = 0;
    int settlements = 0;
    int fewest = 0;
    bool proven = true;
};

/// Search nodes the exact answer may visit before it gives up (a few milliseconds).
inline constexpr int SetupSiteSearchBudget = 200'000;

/// Whether some order of set-up placements leaves a player with no site. Players place their
/// set-up settlements one at a time, where they like, under the distance rule (001:L218, L676),
/// so a careless order can strand a later player even where a careful order fits everyone (that
/// careful question is the validator's "structure.too-few-start-sites"). Settlements that close
/// every site form an independent dominating set of the starting intersections, and any such set
/// is a possible placement order, so the set-up can strand a player exactly when the smallest
/// such set is smaller than `settlements`. That is found per island of starting intersections,
/// by a bounded search that first tries the counting bound (a settlement closes at most itself
/// and its three neighbours). nullopt when every order leaves a site for every settlement.
/// Game::compile() refuses with it and the validator warns with it
/// ("structure.setup-can-run-out"), so both use the same numbers. `budget` is for tests of the
/// give-up path; everybody else uses the default.
std::optional<SetupShortage> setupCanRunOutOfSites(const model::BoardTopology &topology,
    const std::vector<std::uint8_t> &isSite, int settlements, int budget = SetupSiteSearchBudget);

} // namespace isle::validation
