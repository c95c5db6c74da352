// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/HexCoord.h"
#include "validation/engine/GameState.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace isle::model {
struct Scenario;
}

namespace isle::validation {

/// Islands the report can tell apart: GameState keeps one bit per island (islandsSettled).
inline constexpr int MaxReportIslands = 32;

/// The outcome of one self-play game (what the report aggregates; also shown per game).
struct GameResult
{
    std::uint64_t gameIndex = 0;
    std::uint64_t seed = 0; ///< Rng::deriveSeed(run seed, gameIndex)
    int winner = -1; ///< -1: stalled (turn limit), or drawn (villageEnd)
    int turns = 0;
    std::uint64_t actions = 0;
    std::uint64_t finalStateHash = 0; ///< stateHash() of the end, for recorded games only; else 0
    std::array<int, MaxPlayers> victoryPoints {};
    std::array<std::array<int, ResourceKinds>, MaxPlayers> produced {};
    std::vector<std::uint16_t> settledCorners; ///< corners holding a building at the end
    int longestRoadHolder = -1;
    int largestArmyHolder = -1;
    // Islands and special victory points (Seafarers, 001:L1446–1458), read from the final state.
    std::array<int, MaxPlayers> specialPoints {};
    std::array<int, MaxPlayers> islandsSettled {}; ///< islands with the seat's building
    std::array<int, MaxPlayers> foreignIslandsSettled {}; ///< of those, not a home island
    /// Bit i: the seat ended with a building on report island i (the report's reference board).
    std::array<std::uint32_t, MaxPlayers> islandMask {};
    /// Bit i: report island i held one of the seat's set-up settlements (a home island).
    std::array<std::uint32_t, MaxPlayers> homeIslandMask {};
    /// The winner's points without special points were below the victory target.
    bool wonWithSpecialPoints = false;
    // Cloth for Catan (001:L2085–2167).
    bool clothGame = false; ///< the board has villages
    std::array<int, MaxPlayers> cloth {}; ///< bolts of cloth per seat at the end
    /// Ended because 3 or fewer villages had cloth left (001:L2163); winner -1 = drawn.
    bool villageEnd = false;
    // The Pirate Islands (001:L2169–2296).
    bool pirateGame = false; ///< the board has pirate fortresses
    std::array<int, MaxPlayers> fortressCaptured {}; ///< 1: the seat captured its fortress
    std::array<int, MaxPlayers> warships {}; ///< per seat at the end
    // The Wonders of Catan (001:L2300–2389).
    bool wonderGame = false; ///< the scenario has wonder cards
    std::array<int, MaxPlayers> wonderLevel {}; ///< per seat: its wonder's level at the end, 0–4
    // Trade (001:L184–198), counted while the game is played.
    bool citiesKnightsGame = false; ///< Cities & Knights is played
    int barbarianAttacks = 0; ///< attacks of the barbarians in the game (001:L3574)
    std::array<int, MaxPlayers> citiesLost {}; ///< per seat: cities pillaged (001:L3590)
    std::array<int, MaxPlayers> metropolises {}; ///< per seat at the end (001:L3450)
    std::array<int, MaxPlayers> domesticTrades {}; ///< per seat: trades with another player
    std::array<int, MaxPlayers> maritimeTrades {}; ///< per seat: trades with the bank or a harbor
    int tradesBetweenPlayers = 0; ///< domestic trades in the game (each counted once)

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
    bool domesticTrade = true; ///< false: played with GameConfig::domesticTrade off
    std::vector<std::string> corners; ///< "q,r,N" / "q,r,S" per topology corner id
    /// Land hexes of each island of the reference board (validation::Islands numbering, at most
    /// MaxReportIslands). Empty in reports written before island statistics existed.
    std::vector<std::vector<model::HexCoord>> islands;

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
    // Islands and special points. Reports written before these existed read as zero games.
    std::uint64_t islandGames = 0; ///< games that contributed the island statistics below
    std::vector<std::uint64_t> specialPointsSum; ///< per seat, at the end of the game
    std::vector<std::uint64_t> islandsSettledSum; ///< per seat
    std::vector<std::uint64_t> foreignIslandsSettledSum; ///< per seat
    std::uint64_t wonWithSpecialPoints = 0; ///< games the winner needed special points to win
    std::vector<std::uint64_t> islandSettled; ///< per island: games it ended with a building
    std::vector<std::vector<std::uint64_t>> islandSettledBy; ///< [island][seat]: games built on
    std::vector<std::vector<std::uint64_t>> islandHomeOf; ///< [island][seat]: a home island
    // Cloth for Catan. Reports of other scenarios (and older reports) have zero cloth games.
    std::uint64_t clothGames = 0; ///< games on a board with villages
    std::vector<std::uint64_t> clothSum; ///< per seat: bolts of cloth at the end
    std::uint64_t villageEnds = 0; ///< games ended because 3 or fewer villages had cloth
    std::uint64_t drawn = 0; ///< of those, ties in points and cloth: no winner (not stalled)
    // The Pirate Islands. Reports of other scenarios (and older reports) have zero such games.
    std::uint64_t pirateGames = 0; ///< games on a board with pirate fortresses
    std::vector<std::uint64_t> fortressCapturedSum; ///< per seat: games it captured its fortress
    std::vector<std::uint64_t> warshipsSum; ///< per seat: warships at the end
    // The Wonders of Catan. Reports of other scenarios (and older reports) have zero such games.
    std::uint64_t wonderGames = 0; ///< games with wonder cards
    std::vector<std::uint64_t> wonderLevelSum; ///< per seat: its wonder's level at the end
    std::vector<std::uint64_t> wonderFinishedSum; ///< per seat: games it finished level 4
    // Trade. Reports written before trade was counted have zero trade games.
    std::uint64_t citiesKnightsGames = 0; ///< Cities & Knights games
    std::uint64_t barbarianAttacksSum = 0; ///< attacks in those games
    std::vector<std::uint64_t> citiesLostSum; ///< per seat: cities pillaged
    std::vector<std::uint64_t> metropolisSum; ///< per seat: metropolises at the end
    std::uint64_t tradeGames = 0; ///< games that contributed the trade statistics below
    std::vector<std::uint64_t> domesticTradeSum; ///< per seat: trades with another player
    std::vector<std::uint64_t> maritimeTradeSum; ///< per seat: trades with the bank
    std::uint64_t tradesBetweenPlayers = 0; ///< every domestic trade once (half the seats' sum)

    /// An empty report for the given identity.
    static PlaytestReport empty(std::string scenarioId, std::uint64_t scenarioHash, int players,
        std::vector<std::string> bots, std::uint64_t seed, int maxTurns,
        std::vector<std::string> corners, std::vector<std::vector<model::HexCoord>> islands = {});
    void add(const GameResult &game);

    double winRate(int seat) const;
    /// 95% Wilson score interval of the seat's win rate.
    std::pair<double, double> winRateInterval(int seat) const;
    double meanTurns() const;
    /// Mean over the games with island statistics (0 without any).
    double meanPerIslandGame(std::uint64_t sum) const;
    /// The name of the scenario area that holds all of the island's hexes and no other island's
    /// (designer data, e.g. "Main island"); empty when there is none.
    std::string islandAreaName(int island, const model::Scenario &scenario) const;

    nlohmann::json toJson() const;
    /// Reads the sums back; on failure returns nullopt and sets `error` (names the JSON pointer).
    static std::optional<PlaytestReport> fromJson(const nlohmann::json &json, std::string &error);
    /// Reads a report file's text within FormatLimits before building anything (README "Limits
    /// of the readers"), then as fromJson; `error` names the file, the place and the limit.
    static std::optional<PlaytestReport> fromText(
        std::string_view text, const std::string &fileName, std::string &error);
    /// Reads the file at `path` as fromText, refusing it before reading a byte when it is larger
    /// than FormatLimits::MaxFileBytes.
    static std::optional<PlaytestReport> readFile(
        const std::filesystem::path &path, std::string &error);
    /// Sums two reports of the same identity over disjoint game ranges; error names the mismatch.
    static std::optional<PlaytestReport> merge(
        const PlaytestReport &a, const PlaytestReport &b, std::string &error);

    bool operator==(const PlaytestReport &) const = default;
};

/// 95% Wilson score interval for `successes` out of `trials` (both 0..1; {0, 1} for no trials).
std::pair<double, double> wilsonInterval(std::uint64_t successes, std::uint64_t trials);

} // namespace isle::validation
