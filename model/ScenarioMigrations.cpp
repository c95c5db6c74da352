// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioMigrations.h"

#include <array>
#include <cassert>
#include <cstddef>

namespace isle::model {

namespace {

using MigrationStep = void (*)(nlohmann::json &);

// steps[i] upgrades version OldestFormatVersion + i to the next one. Format 1 is the first
// published version, so the chain is empty; adding format 2 means writing migrateV1ToV2, listing it
// here, raising CurrentFormatVersion and adding tests/data/formats/v2/ fixtures.
constexpr std::array<MigrationStep,
    static_cast<std::size_t>(CurrentFormatVersion - OldestFormatVersion)>
    steps {};

static_assert(steps.size() == static_cast<std::size_t>(CurrentFormatVersion - OldestFormatVersion),
    "every format version needs exactly one migration step to the next");

} // namespace

void migrateToCurrent(nlohmann::json &document, int version)
{
    assert(version >= OldestFormatVersion && version <= CurrentFormatVersion);
    for (int v = version; v < CurrentFormatVersion; ++v)
        steps[static_cast<std::size_t>(v - OldestFormatVersion)](document);
    document["formatVersion"] = CurrentFormatVersion;
}

int migrationStepCount()
{
    return static_cast<int>(steps.size());
}

} // namespace isle::model
