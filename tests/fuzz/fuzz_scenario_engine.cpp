// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario to engine: whatever scenario loads is compiled for a player count the input picks
// (knobOf)
// (a variable set-up is dealt by the generator, as the playtest does), and 50 random moves are
// played. Every move must be one the engine listed as legal, and apply() must keep isLegal()
// consistent with legalActions().
#include "ScenarioFromInput.h"

#include "model/Rng.h"
#include "validation/playtest/PlaytestRunner.h"

#include <algorithm>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    const auto scenario = fuzz::scenarioFromInput(data, size);
    if (!scenario)
        return 0;
    const int low = std::clamp(scenario->minPlayers, 2, validation::MaxPlayers);
    const int high = std::clamp(scenario->maxPlayers, low, validation::MaxPlayers);
    const std::uint8_t knob = fuzz::knobOf(data, size);
    const int players = low + knob % (high - low + 1);
    std::string error;
    // Cities & Knights with and without domestic trade (commodities in offers, or a game that
    // reaches its other rules sooner), by the knob's high bit; every other game trades, as
    // before, so that the corpus keeps its meaning.
    validation::GameConfig config;
    const bool citiesKnights = scenario->uses(model::Product::CitiesAndKnights)
        || scenario->uses(model::Product::CitiesAndKnightsFiveSix);
    config.domesticTrade = !citiesKnights || (knob & 0x80) != 0;
    const auto runner = validation::PlaytestRunner::forScenario(*scenario, players, config, error);
    if (!runner) {
        if (error.empty())
            fuzz::propertyFailed("the engine refused a scenario without a reason");
        return 0;
    }
    const validation::Game &game = *runner->game();
    model::Rng rng(knob * 0x9E3779B97F4A7C15ull + size);
    validation::GameState state = game.initialState();
    validation::ActionList legal;
    for (int move = 0; move < 50 && !game.isTerminal(state); ++move) {
        validation::Action action = 0;
        if (game.currentPlayer(state) == validation::Game::ChancePlayer) {
            action = game.sampleChance(state, rng);
        } else {
            game.legalActions(state, legal);
            if (legal.empty())
                fuzz::propertyFailed("a player to act has no legal action");
            action
                = legal[static_cast<int>(rng.boundedInt(static_cast<std::uint32_t>(legal.size())))];
            if (!game.isLegal(state, action))
                fuzz::propertyFailed("legalActions() lists an action isLegal() refuses");
        }
        game.apply(state, action);
    }
    return 0;
}
