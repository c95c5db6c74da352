// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"
#include "model/Scenario.h"

#include <string>
#include <vector>

namespace isle::model {

/// Writes a scenario as a Pioneers 15.x `.game` file (shared/reference/pioneers-game-format.md).
/// Pioneers knows the base game and Seafarers boards: land hexes, sea, gold, number chits,
/// harbors, the robber's desert, the pirate and closed start corners (`nosetup`). Whatever it
/// cannot express is reported instead of being silently dropped: an Error means the file would
/// misrepresent the board (fog, special hexes, unassigned terrain, markers, ...) and nothing is
/// written; a Warning names information the file loses (variable set-up pools, rule options).
class PioneersGameWriter
{
public:
    struct Result
    {
        std::string text; ///< the .game file; empty when issues hold an Error
        std::vector<Issue> issues; ///< codes "pioneers.*"

        bool hasErrors() const;
    };

    static Result write(const Scenario &scenario);
};

} // namespace isle::model
