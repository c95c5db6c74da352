// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/GeneratorConstraints.h"
#include "model/GeneratorResult.h"
#include "model/Scenario.h"

#include <cstdint>

namespace isle::validation {

/// How to deal a scenario's pools (islewright-cli generate, the editor's Generate Board).
struct DealOptions
{
    std::uint64_t seed = 0;
    model::GeneratorConstraints constraints;
    /// Candidates dealt and scored: the seeds seed, seed + 1, …, seed + bestOf − 1 (wrapping at
    /// 2^64). The one with the highest balance score (BoardStatistics::Score::total) wins; a tie
    /// goes to the first. 1 = just the board of `seed`.
    int bestOf = 1;
};

/// One dealt scenario and how it was chosen.
struct ScenarioDeal
{
    model::Scenario scenario; ///< BoardGenerator::toScenario: pools consumed, the board fixed
    std::uint64_t seed = 0; ///< the winning candidate's seed: a deal of it alone gives `scenario`
    int attempts = 0; ///< generator attempts the winner needed
    int scored = 0; ///< candidates dealt and scored (those a constraint refused are not)
    double score = 0; ///< the winner's balance score, 0–100
};

/// The one code path that turns a scenario with pools into a dealt scenario file: the CLI and
/// the editor both call it, so the same seed and options give the same file byte for byte.
/// Errors: the scenario's pools cannot fill the board (InvalidScenario), or no candidate met the
/// constraints (ConstraintUnsatisfied of the first candidate).
model::GeneratorResult<ScenarioDeal> dealScenario(
    const model::Scenario &scenario, const DealOptions &options);

} // namespace isle::validation
