// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario JSON: reader (with migrations and limits), then every rule check and the balance
// statistics on whatever loads, then the writer, whose output must read back to the same scenario
// and serialize to the same bytes (ScenarioJson.h promises both).
#include "ScenarioFromInput.h"

#include "validation/checks/Validator.h"
#include "validation/stats/BoardStatistics.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    const auto scenario = fuzz::scenarioFromInput(data, size);
    if (!scenario)
        return 0;
    const validation::Validator validator(*scenario);
    (void)validator.run();
    (void)validation::computeStatistics(validation::ScenarioIndex(*scenario));

    const std::string written = model::serializeScenario(*scenario);
    const model::LoadResult reread = model::parseScenario(written, "rewritten.json");
    if (!reread.scenario)
        fuzz::propertyFailed("a scenario the reader accepted is refused after writing it");
    if (!(*reread.scenario == *scenario))
        fuzz::propertyFailed("parseScenario(serializeScenario(s)) != s");
    if (model::serializeScenario(*reread.scenario) != written)
        fuzz::propertyFailed("writing a written scenario again changes its bytes");
    return 0;
}
