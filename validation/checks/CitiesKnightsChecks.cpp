// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitiesKnightsChecks.h"

#include "ProductComponents.h"

#include <string>

namespace isle::validation {

using model::Product;

void runCitiesKnightsChecks(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Scenario &s = index.scenario();
    const CitiesKnightsComponents ck = ProductComponents::citiesKnightsOf(s.products);
    if (ck.colours == 0) {
        if (s.rules.citiesAndKnights)
            sink.add("citiesknights.options-need-box",
                "The scenario states Cities & Knights settings (barbarian track, optional rules) "
                "but no Cities & Knights box is chosen; they have no effect.");
        return;
    }
    // The Seafarers variant (001:L3661–3670) names no target: the scenario's own stands.
    if (s.uses(Product::Seafarers) || s.uses(Product::SeafarersFiveSix))
        return;
    if (s.victoryPoints != ck.victoryTarget)
        sink.add("citiesknights.victory-target",
            "The scenario plays to " + std::to_string(s.victoryPoints)
                + " victory points; Cities & Knights plays to " + std::to_string(ck.victoryTarget)
                + " (001:L3643).",
            {std::to_string(s.victoryPoints), std::to_string(ck.victoryTarget)});
}

} // namespace isle::validation
