// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"
#include "validation/engine/Game.h"
#include "validation/playtest/PlaytestReport.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <map>
#include <memory>

namespace isle::editor {

/// The map the playtest window works on (a copy of the document's scenario when the window was
/// opened or refreshed, saved or not) and its compiled Games, one per player count, made on
/// first use and shared by the batch, the replay and the game tabs.
class CompiledGames
{
    Q_DECLARE_TR_FUNCTIONS(CompiledGames)

public:
    /// A scenario with a variable set-up (pools) is played on one board dealt from its pools with
    /// `dealSeed`, so every tab shows and plays the same concrete board.
    explicit CompiledGames(model::Scenario scenario = {}, std::uint64_t dealSeed = 1);

    /// The board the games are played on: the map itself, or the board dealt from its pools.
    const model::Scenario &scenario() const { return m_scenario; }
    /// True when scenario() was dealt from the map's pools; dealSeed() made it.
    bool dealt() const { return m_dealt; }
    std::uint64_t dealSeed() const { return m_dealSeed; }
    /// Why the pools could not be dealt (empty when they could or the map is fixed).
    const QString &dealError() const { return m_dealError; }
    /// The scenario's id, or "untitled" for a map without one (reports need an id).
    std::string scenarioId() const;
    int minPlayers() const;
    int maxPlayers() const;
    /// The Game for `players` seats, or null with the engine's reason in `error`.
    std::shared_ptr<const validation::Game> game(int players, QString *error = nullptr);
    /// Why `players` seats cannot play this map (the deal's or the engine's reason, translated),
    /// or an empty string when they can: the tabs disable Run / Start with this reason shown.
    QString refusal(int players);
    /// The same for a saved file made for `players` seats; the error names the file.
    std::shared_ptr<const validation::Game> gameForFile(
        const QString &path, int players, QString *error);
    /// True when `report` was played on this map's pools with a new deal per game (the CLI's
    /// `playtest` of a map with pools) rather than on one board: its identity is the map's.
    bool isReportOfPools(const validation::PlaytestReport &report) const;

private:
    model::Scenario m_scenario;
    model::Scenario m_pools; ///< the map as opened, when m_scenario was dealt from it
    bool m_dealt = false;
    std::uint64_t m_dealSeed = 0;
    QString m_dealError;
    std::map<int, validation::Game::CompileResult> m_games;
};

} // namespace isle::editor
