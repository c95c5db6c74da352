// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/GameState.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace isle::validation {

/// The outcome of one self-play game (what the report aggregates; also shown per game).
struct GameResult
{
    std::uint64_t gameIndex = 0;
    std::uint64_t seed = 0; ///< Rng::deriveSeed(run seed, gameIndex)
    int winner = -1; ///< -1: stalled (turn limit)
    int turns = 0;
    std::uint64_t actions = 0;
    std::uint64_t finalStateHash = 0;
    std::array<int, MaxPlayers> victoryPoints {};
    std::array<std::array<int, ResourceKinds>, MaxPlayers> produced {};
    std::vector<std::uint16_t> settledCorners; ///< corners holding a building at the end
    int longestRoadHolder = -1;
    int largestArmyHolder = -1;

    bool operator==(const GameResult &) const = default;
};

/// Statistics of a batch of games, kept as sums and counts so that reports over disjoint game
/// ranges merge exactly (merge(run 0..49, run 50..99) == run 0..99). Rates and confidence
/// intervals are derived on demand and written to JSON for readers, never read back.
struct PlaytestReport
{
    // Identity: only reports with equal identity merge.
    std::string scenarioId;
    std::uint64_t scenarioHash = 0;
    int players = 0;
    std::vector<std::string> bots;
    std::uint64_t seed = 0;
    int maxTurns = 0;
    std::vector<std::string> corners; ///< "q,r,N" / "q,r,S" per topology corner id

    // Sums and counts.
    std::vector<std::pair<std::uint64_t, std::uint64_t>>
        gameRanges; ///< sorted, disjoint [first, end)
    std::uint64_t games = 0;
    std::uint64_t stalled = 0;
    std::vector<std::uint64_t> wins; ///< per seat
    std::uint64_t turnsSum = 0, turnsSquaresSum = 0;
    int turnsMin = 0, turnsMax = 0;
    std::uint64_t actionsSum = 0;
    std::vector<std::uint64_t> victoryPointsSum; ///< per seat, final points incl. VP cards
    std::vector<std::array<std::uint64_t, ResourceKinds>> producedSum; ///< per seat and resource
    std::vector<std::uint64_t> settledCount; ///< per corner: games it ended built on
    std::vector<std::uint64_t> longestRoad; ///< [0] nobody, [1 + seat]
    std::vector<std::uint64_t> largestArmy; ///< [0] nobody, [1 + seat]

    /// An empty report for the given identity.
    static PlaytestReport empty(std::string scenarioId, std::uint64_t scenarioHash, int players,
        std::vector<std::string> bots, std::uint64_t seed, int maxTurns,
        std::vector<std::string> corners);
    void add(const GameResult &game);

    double winRate(int seat) const;
    /// 95% Wilson score interval of the seat's win rate.
    std::pair<double, double> winRateInterval(int seat) const;
    double meanTurns() const;

    nlohmann::json toJson() const;
    /// Reads the sums back; on failure returns nullopt and sets `error` (names the JSON pointer).
    static std::optional<PlaytestReport> fromJson(const nlohmann::json &json, std::string &error);
    /// Sums two reports of the same identity over disjoint game ranges; error names the mismatch.
    static std::optional<PlaytestReport> merge(
        const PlaytestReport &a, const PlaytestReport &b, std::string &error);

    bool operator==(const PlaytestReport &) const = default;
};

/// 95% Wilson score interval for `successes` out of `trials` (both 0..1; {0, 1} for no trials).
std::pair<double, double> wilsonInterval(std::uint64_t successes, std::uint64_t trials);

} // namespace isle::validation
