// SPDX-License-Identifier: GPL-3.0-or-later
// Pioneers `.game` import: the reader, then (on success) the Pioneers writer and the scenario
// writer, whose output the scenario reader must accept (an imported map can always be saved).
#include "FuzzTarget.h"

#include "model/ScenarioJson.h"
#include "model/exchange/PioneersGameReader.h"
#include "model/exchange/PioneersGameWriter.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    const auto result = model::PioneersGameReader::read(fuzz::textOf(data, size), "fuzz.game");
    if (result.scenario.has_value() == result.hasErrors())
        fuzz::propertyFailed("a scenario together with an error, or neither");
    if (!result.scenario)
        return 0;
    (void)model::PioneersGameWriter::write(*result.scenario);
    const model::LoadResult saved
        = model::parseScenario(model::serializeScenario(*result.scenario), "imported.json");
    if (!saved.scenario)
        fuzz::propertyFailed("an imported Pioneers map cannot be read back after saving");
    return 0;
}
