// SPDX-License-Identifier: GPL-3.0-or-later
// Game records: the bounded reader and fromJson, then replay on the base game. A record that
// reads writes back to the same record; a replay either reproduces the recorded final hash or
// names why not.
#include "BaseGame.h"

#include "validation/engine/GameRecord.h"

#include <nlohmann/json.hpp>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    std::string error;
    const auto record
        = validation::GameRecord::fromText(fuzz::textOf(data, size), "fuzz.json", error);
    if (!record) {
        if (error.empty())
            fuzz::propertyFailed("a record was refused without a reason");
        return 0;
    }
    std::string again;
    const auto reread = validation::GameRecord::fromJson(record->toJson(), again);
    if (!reread || !(*reread == *record))
        fuzz::propertyFailed("GameRecord::fromJson(toJson(r)) != r");
    if (const validation::Game *game = fuzz::baseGame(record->players)) {
        const auto final = record->replay(*game, error);
        if (final && game->settledHash(*final) != record->finalStateHash)
            fuzz::propertyFailed("replay() accepted a record whose final hash differs");
        if (!final && error.empty())
            fuzz::propertyFailed("replay() refused a record without a reason");
    }
    return 0;
}
