// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioMigrations.h"

#include <cassert>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace isle::model {

namespace {

using MigrationStep = void (*)(nlohmann::json &);

// steps()[i] upgrades format OldestFormatVersion + i to the next one. Format 1 is the first
// published version, so the chain is empty; adding format 2 means writing migrateV1ToV2(json&),
// listing it here, raising CurrentFormatVersion and adding tests/data/formats/v2/ fixtures
// (test_ScenarioJson checks that every version has a step and a fixture folder).
const std::vector<MigrationStep> &steps()
{
    static const std::vector<MigrationStep> chain {};
    return chain;
}

} // namespace

void migrateToCurrent(nlohmann::json &document, int version)
{
    assert(version >= OldestFormatVersion && version <= CurrentFormatVersion);
    for (int v = version; v < CurrentFormatVersion; ++v) {
        const auto i = static_cast<std::size_t>(v - OldestFormatVersion);
        if (i >= steps().size())
            throw std::logic_error("no migration step from format " + std::to_string(v));
        steps()[i](document);
    }
    document["formatVersion"] = CurrentFormatVersion;
}

int migrationStepCount()
{
    return static_cast<int>(steps().size());
}

} // namespace isle::model
