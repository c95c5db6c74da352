// SPDX-License-Identifier: GPL-3.0-or-later
// TMX export's inputs: any scenario the reader accepts, with tileset options chosen by the input
// (knobOf), goes through TmxWriter; the result is either a document or an error, never both.
#include "ScenarioFromInput.h"

#include "model/exchange/TmxWriter.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    const auto scenario = fuzz::scenarioFromInput(data, size);
    if (!scenario)
        return 0;
    const std::uint8_t knob = fuzz::knobOf(data, size);
    model::TmxWriter::Options options;
    options.hexSize = 8 + (knob & 0x3f); // 8..71 px
    options.tilesetColumns = 1 + (knob >> 6); // 1..4
    const model::TmxWriter::Result result = model::TmxWriter::write(*scenario, options);
    if (result.hasErrors() != result.text.empty())
        fuzz::propertyFailed("TmxWriter returned text with an error, or neither");
    return 0;
}
