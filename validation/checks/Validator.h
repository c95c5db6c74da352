// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CheckSettings.h"
#include "ScenarioIndex.h"

#include "model/Issue.h"
#include "model/Scenario.h"

#include <vector>

namespace isle::validation {

/// Runs every rule check on one scenario. The constructor compiles the scenario once (topology,
/// islands, per-hex and per-intersection tables); run() may be called repeatedly. The scenario
/// must outlive the validator.
class Validator
{
public:
    explicit Validator(const model::Scenario &scenario);

    /// All issues under the scenario's own settings (products + RuleOptions::checks), sorted by
    /// severity (errors first), then code, then the first hex they concern.
    std::vector<model::Issue> run() const;
    /// The same with explicit settings (the editor's "show all checks" or tests).
    std::vector<model::Issue> run(const CheckSettings &settings) const;

    const ScenarioIndex &index() const { return m_index; }

    /// Sorts issues as run() returns them.
    static void sortIssues(std::vector<model::Issue> &issues);

private:
    ScenarioIndex m_index;
};

/// Convenience: Validator(scenario).run().
std::vector<model::Issue> validateScenario(const model::Scenario &scenario);

/// True when any issue has Severity::Error.
bool hasErrors(const std::vector<model::Issue> &issues);

} // namespace isle::validation
