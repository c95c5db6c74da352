// SPDX-License-Identifier: GPL-3.0-or-later
#include "Validator.h"

#include "CitiesKnightsChecks.h"
#include "ClothChecks.h"
#include "ComponentChecks.h"
#include "GiftChecks.h"
#include "HarborChecks.h"
#include "IssueSink.h"
#include "PieceChecks.h"
#include "PirateChecks.h"
#include "StructureChecks.h"
#include "TokenChecks.h"
#include "WonderChecks.h"

#include <algorithm>

namespace isle::validation {

Validator::Validator(const model::Scenario &scenario)
    : m_index(scenario)
{ }

std::vector<model::Issue> Validator::run() const
{
    std::vector<model::Issue> problems;
    const CheckSettings settings = CheckSettings::forScenario(m_index.scenario(), &problems);
    std::vector<model::Issue> issues = run(settings);
    IssueSink sink(settings, issues);
    for (model::Issue &p : problems)
        if (model::Issue *issue = sink.add(p.code, std::move(p.message), std::move(p.args)))
            issue->pointer = "/rules/checks";
    sortIssues(issues);
    return issues;
}

std::vector<model::Issue> Validator::run(const CheckSettings &settings) const
{
    std::vector<model::Issue> issues;
    IssueSink sink(settings, issues);
    if (m_index.landHexCount() == 0) { // a blank canvas: nothing else is meaningful yet
        runStructureChecks(m_index, sink);
        return issues;
    }
    runTokenChecks(m_index, sink);
    runHarborChecks(m_index, sink);
    runComponentChecks(m_index, sink);
    runPieceChecks(m_index, sink);
    runGiftChecks(m_index, sink);
    runClothChecks(m_index, sink);
    runPirateChecks(m_index, sink);
    runWonderChecks(m_index, sink);
    runCitiesKnightsChecks(m_index, sink);
    runStructureChecks(m_index, sink);
    sortIssues(issues);
    return issues;
}

void Validator::sortIssues(std::vector<model::Issue> &issues)
{
    std::stable_sort(
        issues.begin(), issues.end(), [](const model::Issue &a, const model::Issue &b) {
            if (a.severity != b.severity)
                return a.severity < b.severity;
            if (a.code != b.code)
                return a.code < b.code;
            if (a.hexes.empty() || b.hexes.empty())
                return !a.hexes.empty() && b.hexes.empty();
            return a.hexes.front() < b.hexes.front();
        });
}

std::vector<model::Issue> validateScenario(const model::Scenario &scenario)
{
    return Validator(scenario).run();
}

bool hasErrors(const std::vector<model::Issue> &issues)
{
    return std::any_of(issues.begin(), issues.end(),
        [](const model::Issue &i) { return i.severity == model::Severity::Error; });
}

} // namespace isle::validation
