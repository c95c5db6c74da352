// SPDX-License-Identifier: GPL-3.0-or-later
// The base game's beginner board compiled once per player count: what the record target replays
// on (the committed records were made on it, so mutated records reach deep into replay()).
#pragma once

#include "FuzzTarget.h"

#include "model/ScenarioFile.h"
#include "validation/engine/Game.h"

#include <array>
#include <memory>

namespace isle::fuzz {

inline const validation::Game *baseGame(int players)
{
    static const auto games = [] {
        std::array<std::shared_ptr<const validation::Game>, 2> compiled;
        const model::LoadResult loaded
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-beginner-3-4.json");
        if (!loaded.scenario)
            propertyFailed("scenarios/base-beginner-3-4.json does not load");
        for (int p = 3; p <= 4; ++p)
            compiled[static_cast<std::size_t>(p - 3)]
                = validation::Game::compile(*loaded.scenario, p).game;
        return compiled;
    }();
    return players == 3 || players == 4 ? games[static_cast<std::size_t>(players - 3)].get()
                                        : nullptr;
}

} // namespace isle::fuzz
