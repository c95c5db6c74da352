// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioDeal.h"

#include "BoardStatistics.h"

#include "model/BoardGenerator.h"

#include <optional>

namespace isle::validation {

model::GeneratorResult<ScenarioDeal> dealScenario(
    const model::Scenario &scenario, const DealOptions &options)
{
    auto compiled = model::BoardGenerator::compile(scenario, options.constraints);
    if (!compiled)
        return compiled.error();
    const model::BoardGenerator &generator = compiled.value();
    model::GeneratedLayout layout = generator.makeLayout();
    std::optional<model::GeneratorError> firstError;
    std::optional<ScenarioDeal> best;
    int scored = 0;
    const int candidates = options.bestOf < 1 ? 1 : options.bestOf;
    for (int i = 0; i < candidates; ++i) {
        const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(i);
        if (auto error = generator.generateInto(seed, layout)) {
            if (!firstError)
                firstError = std::move(error);
            continue;
        }
        model::Scenario dealt = generator.toScenario(layout);
        const double score = computeStatistics(ScenarioIndex(dealt)).score.total;
        ++scored;
        if (!best || score > best->score)
            best = ScenarioDeal {std::move(dealt), seed, layout.attempts, 0, score};
    }
    if (!best)
        return *firstError;
    best->scored = scored;
    return std::move(*best);
}

} // namespace isle::validation
