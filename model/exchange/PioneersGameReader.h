// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"
#include "model/Scenario.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::model {

/// Reads a Pioneers `.game` file (shared/reference/pioneers-game-format.md) into a scenario:
/// the map grid (odd-r offset rows) becomes axial hexes centred on the origin, chits are laid by
/// sequence number exactly as Pioneers does (deserts skipped, the list cycles, the first desert
/// gets the robber), ports become harbors, `nosetup` lines closed start corners. Sea cells are
/// frame in a game without ships and sea otherwise. Files Pioneers refuses are refused with the
/// line and reason; what Islewright cannot keep (random terrain, dice deck, bridges, ...) is
/// reported as warnings.
class PioneersGameReader
{
public:
    struct Result
    {
        std::optional<Scenario> scenario; ///< empty when issues hold an Error
        std::vector<Issue> issues; ///< codes "pioneers.*", with file and line

        bool hasErrors() const;
    };

    /* fileName: used for issue locations and to derive the scenario id */
    static Result read(std::string_view text, const std::string &fileName);
    /// Reads the file at `path`, refusing it before reading when it is larger than
    /// PioneersLimits::MaxFileBytes ("pioneers.file-too-large") or unreadable ("file.unreadable").
    static Result readFile(const std::filesystem::path &path);
};

} // namespace isle::model
