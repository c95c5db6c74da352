// SPDX-License-Identifier: GPL-3.0-or-later
// BaselineEngine over the baseline commit's engine. Compiled against that commit's headers (the
// include path of the isle_baseline target) with the namespace renamed: `isle` below is
// ISLE_BASELINE_NAMESPACE.
#include "BaselineEngine.h"
#include "EngineLoops.h"

#include "model/Rng.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/engine/Game.h"
#include "validation/playtest/PlaytestRunner.h"

using namespace isle;
using namespace isle::validation;

struct BaselineEngine::Impl
{
    std::shared_ptr<const Game> game;
};

BaselineEngine::BaselineEngine(std::unique_ptr<Impl> impl)
    : m_impl(std::move(impl))
{ }

BaselineEngine::~BaselineEngine() = default;

const char *BaselineEngine::commit()
{
    return ISLE_BASELINE_COMMIT;
}

std::unique_ptr<BaselineEngine> BaselineEngine::load(
    const std::string &name, int players, std::string &error)
{
    const auto loaded
        = model::loadScenarioFile(std::string(ISLE_BASELINE_DIR) + "/scenarios/" + name);
    if (!loaded.ok()) {
        error = name + ": not readable by " ISLE_BASELINE_COMMIT "'s reader";
        return nullptr;
    }
    auto compiled = Game::compile(*loaded.scenario, players);
    if (!compiled.game) {
        error = compiled.error;
        return nullptr;
    }
    auto impl = std::make_unique<Impl>();
    impl->game = std::move(compiled.game);
    return std::unique_ptr<BaselineEngine>(new BaselineEngine(std::move(impl)));
}

EngineFigures BaselineEngine::rawLoop(double seconds) const
{
    ActionList legal;
    model::Rng rng(3);
    return engine_loops::timed(
        seconds, [&](std::uint64_t) { return engine_loops::rawGame(*m_impl->game, legal, rng); });
}

EngineFigures BaselineEngine::botGames(const std::vector<std::string> &names, double seconds) const
{
    return engine_loops::botGames<PlaytestRunner, model::Rng>(
        *m_impl->game, names, seconds, [](const std::string &n) { return makeBot(n); });
}
