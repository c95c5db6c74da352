// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/WonderGoals.h"

namespace isle::validation::wonder_goals {

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

/// A settlement on a wonder's site is worth a good spot of its own: it opens a wonder, and
/// every level brings the win nearer (001:L2361).
constexpr int SiteValue = 120;

} // namespace

std::optional<Hand> nextLevelCost(const Game &game, const GameState &state, int player)
{
    const int own = game.wonderOf(state, player);
    if (own < 0 || game.wonderLevel(state, player) >= Game::WonderLevels)
        return std::nullopt;
    Hand cost {};
    for (int r = 0; r < ResourceKinds; ++r)
        cost[idx(r)] = game.wonderLevelCost(own)[idx(r)];
    return cost;
}

Action bestClaim(const Game &game, const ActionList &legal, const Hand &owned, bool &found)
{
    found = false;
    Action best = 0;
    int bestScore = -1;
    for (Action a : legal) {
        if (actionType(a) != ActionType::ClaimWonder)
            continue;
        // Four levels of the same five cards: the pips that pay them, a missing resource
        // weighing most (it must come by trade at 4:1).
        const auto &cost = game.wonderLevelCost(actionArgA(a));
        int score = 0;
        for (int r = 0; r < ResourceKinds; ++r)
            if (cost[idx(r)])
                score += owned[idx(r)] == 0 ? -20 * cost[idx(r)] : owned[idx(r)] * cost[idx(r)];
        if (!found || score > bestScore) {
            found = true;
            best = a;
            bestScore = score;
        }
    }
    return best;
}

int siteValue(const Game &game, const GameState &state, int player, int c)
{
    const int site = game.wonderSiteAt(c);
    if (site == 0 || game.wonderOf(state, player) >= 0)
        return 0;
    for (int j = 0; j < game.wonderCount(); ++j)
        if (game.wonderSiteNeeded(j) == site && game.wonderBuilder(state, j) < 0)
            return SiteValue;
    return 0;
}

} // namespace isle::validation::wonder_goals
