// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

namespace isle::model {

/// The version this build writes and the newest it reads (top-level integer "formatVersion").
inline constexpr int CurrentFormatVersion = 1;
/// The oldest version this build still reads.
inline constexpr int OldestFormatVersion = 1;

/// Upgrades a parsed scenario document from `version` to CurrentFormatVersion in place by running
/// the pure json& steps migrateV1ToV2, migrateV2ToV3, … in order (STYLE.md §6 rule 10). Steps read
/// with at() and build with operator[]; the strict reader then checks the result. May throw
/// nlohmann::json::exception on a document whose shape the step does not expect (the caller turns
/// that into an Issue). Sets "formatVersion" to CurrentFormatVersion.
/* OldestFormatVersion <= version <= CurrentFormatVersion */
void migrateToCurrent(nlohmann::json &document, int version);

/// Number of migration steps that exist (CurrentFormatVersion - OldestFormatVersion).
int migrationStepCount();

} // namespace isle::model
