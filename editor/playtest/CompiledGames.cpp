// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/CompiledGames.h"

#include "editor/document/GeneratorErrorText.h"
#include "editor/playtest/EngineRefusalText.h"
#include "model/BoardGenerator.h"
#include "validation/playtest/PlaytestRunner.h"

#include <algorithm>

namespace isle::editor {

CompiledGames::CompiledGames(model::Scenario scenario, std::uint64_t dealSeed)
    : m_scenario(std::move(scenario))
    , m_dealSeed(dealSeed)
{
    if (!validation::PlaytestRunner::isVariable(m_scenario))
        return;
    // The same generator (and seed derivation) as the CLI's per-game deals.
    auto generator = model::BoardGenerator::compile(m_scenario);
    if (!generator) {
        m_dealError = GeneratorErrorText::describe(generator.error());
        return;
    }
    auto board = generator.value().generateScenario(dealSeed);
    if (!board) {
        m_dealError = GeneratorErrorText::describe(board.error());
        return;
    }
    m_pools = std::move(m_scenario);
    m_scenario = std::move(board).value();
    m_dealt = true;
}

bool CompiledGames::isReportOfPools(const validation::PlaytestReport &report) const
{
    if (!m_dealt)
        return false;
    validation::GameConfig config;
    config.maxTurns = report.maxTurns;
    std::string error;
    const auto runner
        = validation::PlaytestRunner::forScenario(m_pools, report.players, config, error);
    if (!runner)
        return false;
    validation::PlaytestOptions options;
    options.bots = report.bots;
    options.seed = report.seed;
    return runner->variableSetup()
        && runner->emptyReport(options).scenarioHash == report.scenarioHash;
}

std::string CompiledGames::scenarioId() const
{
    return m_scenario.id.empty() ? std::string("untitled") : m_scenario.id;
}

int CompiledGames::minPlayers() const
{
    return std::clamp(m_scenario.minPlayers, 3, validation::MaxPlayers);
}

int CompiledGames::maxPlayers() const
{
    return std::clamp(m_scenario.maxPlayers, minPlayers(), validation::MaxPlayers);
}

std::shared_ptr<const validation::Game> CompiledGames::game(int players, QString *error)
{
    auto it = m_games.find(players);
    if (it == m_games.end())
        it = m_games.emplace(players, validation::Game::compile(m_scenario, players)).first;
    if (!it->second.game && error)
        *error = EngineRefusalText::describe(it->second.refusal);
    return it->second.game;
}

QString CompiledGames::refusal(int players)
{
    if (!m_dealError.isEmpty())
        return tr("The map's pools cannot be dealt into a board: %1").arg(m_dealError);
    QString reason;
    if (game(players, &reason))
        return {};
    return reason;
}

std::shared_ptr<const validation::Game> CompiledGames::gameForFile(
    const QString &path, int players, QString *error)
{
    QString reason;
    auto compiled = game(players, &reason);
    if (!compiled && error)
        *error = tr("%1: this map cannot be played with %2 players: %3")
                     .arg(path)
                     .arg(players)
                     .arg(reason);
    return compiled;
}

} // namespace isle::editor
