// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/playtest/Ladder.h"

#include "model/Rng.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace isle::validation {

namespace {

/// One decided game of a pair: which of the two bots won, and how many seats of the other bot
/// it beat (each one duel).
struct Duel
{
    bool firstWon = false;
    int beaten = 0;
};

struct PairGames
{
    std::size_t first = 0, second = 0; ///< bot indices
    std::vector<Duel> duels;
};

/// Adds a pair's duels to the win matrix.
void count(std::vector<std::vector<double>> &wins, const PairGames &pair, const Duel &d)
{
    const std::size_t winner = d.firstWon ? pair.first : pair.second;
    const std::size_t loser = d.firstWon ? pair.second : pair.first;
    wins[winner][loser] += d.beaten;
}

} // namespace

std::vector<double> Ladder::fitRatings(std::vector<std::vector<double>> wins)
{
    const std::size_t n = wins.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
            if (i != j)
                wins[i][j] += 1.0; // the prior: one duel won each way
    // Minorization–maximization for Bradley–Terry (Hunter 2004): it converges for any matrix
    // whose every pair has duels both ways, which the prior guarantees.
    std::vector<double> strength(n, 1.0);
    for (int iteration = 0; iteration < 10000; ++iteration) {
        double change = 0;
        for (std::size_t i = 0; i < n; ++i) {
            double won = 0, denominator = 0;
            for (std::size_t j = 0; j < n; ++j)
                if (j != i) {
                    won += wins[i][j];
                    denominator += (wins[i][j] + wins[j][i]) / (strength[i] + strength[j]);
                }
            const double next = won / denominator;
            change = std::max(change, std::abs(next - strength[i]) / strength[i]);
            strength[i] = next;
        }
        double logMean = 0;
        for (double s : strength)
            logMean += std::log(s);
        logMean /= static_cast<double>(n);
        for (double &s : strength)
            s /= std::exp(logMean);
        if (change < 1e-12)
            break;
    }
    std::vector<double> ratings(n);
    for (std::size_t i = 0; i < n; ++i)
        ratings[i] = 1500.0 + 400.0 * std::log10(strength[i]);
    return ratings;
}

LadderResult Ladder::run(const PlaytestRunner &runner, int players, const LadderOptions &options)
{
    LadderResult result;
    result.players = players;
    result.gamesPerPair = options.gamesPerPair;
    result.seed = options.seed;
    const std::size_t n = options.bots.size();
    if (n < 2) {
        result.error = "a ladder needs at least two bots";
        return result;
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j)
            if (options.bots[i] == options.bots[j]) {
                result.error = "bot '" + options.bots[i] + "' is listed twice";
                return result;
            }
    if (players < 2) {
        result.error = "a ladder needs at least two seats";
        return result;
    }
    std::vector<LadderRating> ratings(n);
    for (std::size_t i = 0; i < n; ++i)
        ratings[i].bot = options.bots[i];
    std::vector<PairGames> pairs;
    std::uint64_t pairIndex = 0;
    for (std::size_t a = 0; a < n; ++a)
        for (std::size_t b = a + 1; b < n; ++b, ++pairIndex) {
            PairGames pair {a, b, {}};
            for (int seating = 0; seating < 2; ++seating) {
                PlaytestOptions o;
                o.seed = model::Rng::deriveSeed(options.seed, 2 * pairIndex + unsigned(seating));
                o.games = options.gamesPerPair / 2 + (seating == 0 ? options.gamesPerPair % 2 : 0);
                o.threads = options.threads;
                int firstSeats = 0;
                for (int s = 0; s < players; ++s) {
                    const bool first = firstBotSits(s, seating);
                    o.bots.push_back(options.bots[first ? a : b]);
                    firstSeats += first ? 1 : 0;
                }
                if (o.games == 0)
                    continue;
                if (const std::string bad = runner.checkBots(o.bots); !bad.empty()) {
                    result.error = bad;
                    return result;
                }
                const PlaytestResult played = runner.run(o);
                if (!played.error.empty()) {
                    result.error = played.error;
                    return result;
                }
                for (int s = 0; s < players; ++s)
                    ratings[firstBotSits(s, seating) ? a : b].thinking
                        += played.seatStats[static_cast<std::size_t>(s)];
                for (const GameResult &g : played.games) {
                    ++result.games;
                    ++ratings[a].games;
                    ++ratings[b].games;
                    if (g.winner < 0) {
                        ++result.undecided;
                        continue;
                    }
                    const bool firstWon = firstBotSits(g.winner, seating);
                    const Duel d {firstWon, firstWon ? players - firstSeats : firstSeats};
                    pair.duels.push_back(d);
                    LadderRating &winner = ratings[firstWon ? a : b];
                    LadderRating &loser = ratings[firstWon ? b : a];
                    ++winner.wins;
                    winner.duels += std::uint64_t(d.beaten);
                    winner.duelsWon += std::uint64_t(d.beaten);
                    loser.duels += std::uint64_t(d.beaten);
                }
            }
            pairs.push_back(std::move(pair));
        }

    std::vector<std::vector<double>> wins(n, std::vector<double>(n, 0.0));
    for (const PairGames &pair : pairs)
        for (const Duel &d : pair.duels)
            count(wins, pair, d);
    const std::vector<double> fitted = fitRatings(wins);
    // Intervals by a parametric bootstrap: each pair's decided games are replayed with the
    // winner drawn from the fitted strengths, and refitted. Resampling the games themselves
    // would give a bot that won every game an interval of width 0.
    std::vector<std::vector<double>> samples(n);
    model::Rng rng(model::Rng::deriveSeed(options.seed, 0x1add3));
    constexpr double Scale = 1u << 30;
    for (int r = 0; r < options.resamples; ++r) {
        std::vector<std::vector<double>> resampled(n, std::vector<double>(n, 0.0));
        for (const PairGames &pair : pairs) {
            const double first = std::pow(10.0, (fitted[pair.first] - 1500.0) / 400.0);
            const double second = std::pow(10.0, (fitted[pair.second] - 1500.0) / 400.0);
            const double firstWins = first / (first + second);
            for (Duel d : pair.duels) {
                d.firstWon = static_cast<double>(rng.boundedInt(1u << 30)) / Scale < firstWins;
                count(resampled, pair, d);
            }
        }
        const std::vector<double> sample = fitRatings(resampled);
        for (std::size_t i = 0; i < n; ++i)
            samples[i].push_back(sample[i]);
    }
    for (std::size_t i = 0; i < n; ++i) {
        ratings[i].rating = fitted[i];
        ratings[i].low = ratings[i].high = fitted[i];
        if (!samples[i].empty()) {
            std::sort(samples[i].begin(), samples[i].end());
            const double last = static_cast<double>(samples[i].size() - 1);
            ratings[i].low = samples[i][static_cast<std::size_t>(std::floor(0.025 * last))];
            ratings[i].high = samples[i][static_cast<std::size_t>(std::ceil(0.975 * last))];
        }
    }
    std::stable_sort(ratings.begin(), ratings.end(),
        [](const LadderRating &x, const LadderRating &y) { return x.rating > y.rating; });
    result.ratings = std::move(ratings);
    return result;
}

nlohmann::json LadderResult::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    for (const LadderRating &r : ratings)
        list.push_back({{"bot", r.bot}, {"rating", r.rating}, {"low", r.low}, {"high", r.high},
            {"games", r.games}, {"wins", r.wins}, {"duels", r.duels}, {"duelsWon", r.duelsWon}});
    return {{"format", "islewright-ladder"}, {"players", players}, {"gamesPerPair", gamesPerPair},
        {"seed", seed}, {"games", games}, {"undecided", undecided}, {"ratings", list}};
}

} // namespace isle::validation
