// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/bots/Bot.h"
#include "validation/bots/GreedyBot.h"
#include "validation/bots/PlayoutSearch.h"

#include <array>
#include <string>
#include <string_view>

namespace isle::validation {

/// A search player. At the decisions that shape a game it tries the greedy bot's choice and the
/// best few alternatives in determinized playouts (PlayoutSearch: the other players' hidden
/// development cards and the deck dealt anew, greedy bots in every seat) and takes what wins
/// most:
/// - each set-up settlement (the biggest lever: it fixes a player's production), among the
///   spots a quick value ranks highest;
/// - in its turn, what to spend on when more than one build is possible (a city, a settlement,
///   a development card, greedy's road) or whether to save instead; greedy's choice is kept
///   unless another is clearly better (PlayoutSearch::Limits::priorBonus).
/// Everywhere else (roads, trades, discards, the robber, forced moves) it plays like the greedy
/// bot. The budget is counted in playouts, not milliseconds, so a seed gives the same game on
/// any machine; the defaults kept the mean time per decision at 1.77 ms on one core of the
/// 2-core build machine of 2026-11-27 (README, "The expert bot").
class ExpertBot final : public Bot
{
public:
    /// "expert:N" names the expert with N playouts per set-up settlement (makeBot()).
    static constexpr std::string_view BudgetPrefix = "expert:";
    /// The range of N in "expert:N".
    static constexpr int MinPlayouts = 2;
    static constexpr int MaxPlayouts = 1 << 20;

    struct Budget
    {
        /// Per set-up settlement: 1,152 won 46.4 % of 2,000 games against three greedy bots, 640
        /// (the default before) 44.0 % (README, "How strong the expert plays").
        int setupPlayouts = 1152;
        int setupCandidates = 12;
        int turnPlayouts = 86; ///< per searched choice in a turn (0: play those like greedy)
        int turnCandidates = 4;
        /// Mean playout score the greedy choice is credited with in a turn's search.
        double priorBonus = 0.03;

        /// The default budget scaled to `setupPlayouts` per set-up settlement ("expert:N").
        static Budget scaled(int setupPlayouts)
        {
            Budget b;
            b.setupPlayouts = setupPlayouts;
            b.turnPlayouts = setupPlayouts * 3 / 40;
            return b;
        }
    };

    ExpertBot() = default;
    /// `name` is what records and reports call it: "expert", or "expert:N" for another budget.
    explicit ExpertBot(const Budget &budget, std::string name = "expert")
        : m_budget(budget)
        , m_name(std::move(name))
    { }

    std::string_view name() const override { return m_name; }
    Action chooseAction(const Game &game, const GameState &state, const ActionList &legal,
        model::Rng &rng) override;
    BotStats stats() const override { return m_stats; }

private:
    /// Fills m_candidates with `prior` first and the alternatives worth a search; returns how
    /// many (1: nothing to search).
    int collectCandidates(
        const Game &game, const GameState &state, const ActionList &legal, Action prior, int limit);

    Budget m_budget;
    std::string m_name = "expert";
    GreedyBot m_greedy;
    PlayoutSearch m_search;
    std::array<Action, PlayoutSearch::MaxCandidates> m_candidates {};
    BotStats m_stats;
};

} // namespace isle::validation
