// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/playtest/PlaytestRunner.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace isle::validation {

/// A round robin of bots on one scenario: how strong each bot plays, on an Elo-style scale.
struct LadderOptions
{
    std::vector<std::string> bots; ///< makeBot() names, at least two, each once
    std::uint64_t gamesPerPair = 200; ///< games of each pair of bots (even: half each seating)
    std::uint64_t seed = 1;
    int threads = 1;
    int resamples = 200; ///< bootstrap resamples for the intervals
};

/// One bot's standing.
struct LadderRating
{
    std::string bot;
    double rating = 0; ///< Elo scale (400 points = 10:1 odds), the bots' mean is 1500
    double low = 0, high = 0; ///< 95% bootstrap interval of the rating
    std::uint64_t games = 0; ///< games it took part in
    std::uint64_t wins = 0; ///< of those, games one of its seats won
    std::uint64_t duels = 0; ///< pairings of its seats with another bot's seats in decided games
    std::uint64_t duelsWon = 0; ///< of those, the ones where its seat won the game
    BotStats thinking; ///< its decisions and their time (timings vary: not in toJson())
};

struct LadderResult
{
    std::vector<LadderRating> ratings; ///< by rating, strongest first
    int players = 0;
    std::uint64_t gamesPerPair = 0;
    std::uint64_t seed = 0;
    std::uint64_t games = 0;
    std::uint64_t undecided = 0; ///< stalled or drawn: no duel counted
    std::string error; ///< English; set when the ladder could not be played

    nlohmann::json toJson() const;
};

/// Plays the round robin: for every pair of bots (A, B), gamesPerPair games in which A takes the
/// even seats and B the odd ones for the first half, and the other way round for the second, so
/// both sit in every seat. Each decided game is a duel won by the winner's bot against each seat
/// of the other bot. Ratings are the Bradley–Terry strengths of those duels (fitRatings), with a
/// 95% interval from a parametric bootstrap: each pair's decided games replayed with winners drawn
/// from the fitted strengths, then refitted. The same seed gives the same ladder for any number of
/// threads.
class Ladder
{
public:
    static LadderResult run(
        const PlaytestRunner &runner, int players, const LadderOptions &options);

    /// Bradley–Terry ratings (Elo scale, mean 1500) from `wins[i][j]`, the duels bot i won over
    /// bot j. One duel won each way is added to every pair as a prior, so a bot that wins every
    /// duel still gets a finite rating (fitted by the minorization–maximization iteration).
    static std::vector<double> fitRatings(std::vector<std::vector<double>> wins);

    /// Seat s of a game of the pair's seating 0 or 1: true when the pair's first bot sits there.
    static bool firstBotSits(int seat, int seating) { return (seat + seating) % 2 == 0; }
};

} // namespace isle::validation
