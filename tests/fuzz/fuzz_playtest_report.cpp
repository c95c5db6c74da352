// SPDX-License-Identifier: GPL-3.0-or-later
// Playtest reports: the bounded reader and fromJson, everything derived from the sums (rates,
// intervals, means), writing back, and merging with itself (same identity, overlapping ranges:
// must be refused with a reason or give a report).
#include "FuzzTarget.h"

#include "validation/playtest/PlaytestReport.h"

#include <nlohmann/json.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    std::string error;
    const auto report
        = validation::PlaytestReport::fromText(fuzz::textOf(data, size), "fuzz.json", error);
    if (!report) {
        if (error.empty())
            fuzz::propertyFailed("a report was refused without a reason");
        return 0;
    }
    for (int seat = 0; seat < report->players; ++seat) {
        (void)report->winRate(seat);
        (void)report->winRateInterval(seat);
    }
    (void)report->meanTurns();
    const nlohmann::json written = report->toJson();
    std::string again;
    const auto reread = validation::PlaytestReport::fromJson(written, again);
    if (!reread)
        fuzz::propertyFailed("a report that was read cannot be read after writing it");
    const auto merged = validation::PlaytestReport::merge(*report, *reread, again);
    if (!merged && again.empty())
        fuzz::propertyFailed("merge() refused without a reason");
    return 0;
}
