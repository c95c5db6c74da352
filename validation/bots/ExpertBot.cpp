// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/ExpertBot.h"

#include "validation/bots/BoardPips.h"

#include <algorithm>
#include <chrono>

namespace isle::validation {

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

/// A set-up spot's quick value: its pips, half as much again for resources the seat does not
/// produce yet (`owned`), and a little for each kind and for a harbor.
int spotPrior(const Game &g, const board_pips::Hand &owned, int corner)
{
    int value = g.cornerGoldPips(corner) * 6;
    for (int r = 0; r < ResourceKinds; ++r) {
        const int pips = g.cornerResourcePips(corner, r);
        value += pips * (owned[idx(r)] == 0 ? 6 : 4) + (pips > 0 ? 3 : 0);
    }
    return value + (g.cornerHarbors(corner) != 0 ? 4 : 0);
}

} // namespace

int ExpertBot::collectCandidates(
    const Game &g, const GameState &s, const ActionList &legal, Action prior, int limit)
{
    limit = std::clamp(limit, 1, PlayoutSearch::MaxCandidates);
    m_candidates[0] = prior;
    int n = 1;
    auto add = [&](Action a) {
        if (n >= limit)
            return;
        for (int i = 0; i < n; ++i)
            if (m_candidates[idx(i)] == a)
                return;
        m_candidates[idx(n++)] = a;
    };
    // The `count` best legal actions of one type by `score` not yet listed, best first.
    auto addBest = [&](ActionType type, int count, auto score) {
        for (int taken = 0; taken < count && n < limit; ++taken) {
            Action best = 0;
            int bestScore = 0;
            bool found = false;
            for (Action a : legal) {
                if (actionType(a) != type)
                    continue;
                bool seen = false;
                for (int i = 0; i < n; ++i)
                    seen = seen || m_candidates[idx(i)] == a;
                if (seen)
                    continue;
                const int v = score(a);
                if (!found || v > bestScore) {
                    best = a;
                    bestScore = v;
                    found = true;
                }
            }
            if (!found)
                return;
            add(best);
        }
    };
    const int seat = g.currentPlayer(s);
    switch (s.phase) {
    case Phase::SetupSettlement: {
        const auto owned = board_pips::ownedPips(g, s, seat);
        addBest(ActionType::BuildSettlement, limit,
            [&](Action a) { return spotPrior(g, owned, actionArgA(a)); });
        break;
    }
    case Phase::Main: {
        // Only a choice of what to spend on is searched: a city, a settlement, a development
        // card or the prior's road, and saving (ending the turn) instead.
        const ActionType priorType = actionType(prior);
        const bool priorSpends = priorType == ActionType::BuildCity
            || priorType == ActionType::BuildSettlement || priorType == ActionType::BuyDevCard
            || priorType == ActionType::BuildRoad || priorType == ActionType::BuildShip;
        if (!priorSpends)
            return 1;
        auto cornerPips = [&](Action a) {
            return g.cornerPips(actionArgA(a));
        };
        addBest(ActionType::BuildCity, 1, cornerPips);
        addBest(ActionType::BuildSettlement, 1, cornerPips);
        if (legal.contains(makeAction(ActionType::BuyDevCard)))
            add(makeAction(ActionType::BuyDevCard));
        if (n < 2)
            return 1; // one way to spend: greedy's order decides
        add(makeAction(ActionType::EndTurn));
        break;
    }
    default:
        break;
    }
    return n;
}

Action ExpertBot::chooseAction(
    const Game &g, const GameState &s, const ActionList &legal, model::Rng &rng)
{
    const auto start = std::chrono::steady_clock::now();
    ++m_stats.decisions;
    Action choice = m_greedy.chooseAction(g, s, legal, rng);
    PlayoutSearch::Limits limits;
    int limit = 0;
    if (s.phase == Phase::SetupSettlement) {
        limits.playouts = m_budget.setupPlayouts;
        limit = m_budget.setupCandidates;
    } else if (s.phase == Phase::Main) {
        limits.playouts = m_budget.turnPlayouts;
        limits.priorBonus = m_budget.priorBonus;
        limit = m_budget.turnCandidates;
    }
    if (legal.size() > 1 && limits.playouts > 0) {
        const int n = collectCandidates(g, s, legal, choice, limit);
        if (n > 1) {
            const std::uint64_t before = m_search.playouts();
            const int pick = m_search.best(g, s, g.currentPlayer(s),
                std::span<const Action>(m_candidates.data(), idx(n)), limits, rng);
            choice = m_candidates[idx(pick)];
            ++m_stats.searched;
            m_stats.playouts += m_search.playouts() - before;
        }
    }
    m_stats.nanoseconds
        += static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::steady_clock::now() - start)
                                          .count());
    return choice;
}

} // namespace isle::validation
