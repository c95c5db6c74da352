// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::validation {

/// One game as data: the scenario it ran on (by Game::scenarioHash), the seed and bots that made
/// it, and every action in order — player decisions and chance outcomes. Because apply() is
/// deterministic, replaying the actions reproduces the game bit for bit (finalStateHash checks it).
/// JSON form: {"format": "islewright-game-record", "version": 1, "scenarioHash": "<16 hex>",
/// "players": n, "seed": s, "bots": [...], "actions": [...], "finalStateHash": "<16 hex>"}.
struct GameRecord
{
    std::uint64_t scenarioHash = 0;
    int players = 0;
    std::uint64_t seed = 0;
    std::vector<std::string> bots;
    std::vector<Action> actions;
    std::uint64_t finalStateHash = 0;

    nlohmann::json toJson() const;
    /// Reads a record; on failure returns nullopt and sets `error` (names the JSON pointer).
    static std::optional<GameRecord> fromJson(const nlohmann::json &json, std::string &error);
    /// Reads a record file's text within FormatLimits (file size, nesting depth, number of
    /// values, string length; README "Limits of the readers") before building anything, then as
    /// fromJson. `error` names the file, the place (line:column or JSON pointer) and the limit.
    static std::optional<GameRecord> fromText(
        std::string_view text, const std::string &fileName, std::string &error);
    /// Reads the file at `path` as fromText, refusing it before reading a byte when it is larger
    /// than FormatLimits::MaxFileBytes.
    static std::optional<GameRecord> readFile(
        const std::filesystem::path &path, std::string &error);

    /// Replays the actions on `game`, checking each is legal. Returns the final state, or nullopt
    /// with `error` naming the first bad action or a hash mismatch.
    std::optional<GameState> replay(const Game &game, std::string &error) const;

    bool operator==(const GameRecord &) const = default;
};

} // namespace isle::validation
