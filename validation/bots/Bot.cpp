// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/Bot.h"

#include "validation/bots/ExpertBot.h"
#include "validation/bots/GreedyBot.h"
#include "validation/bots/RandomBot.h"

#include <charconv>

namespace isle::validation {

std::unique_ptr<Bot> makeBot(std::string_view name)
{
    if (name == "random")
        return std::make_unique<RandomBot>();
    if (name == "greedy")
        return std::make_unique<GreedyBot>();
    if (name == "expert")
        return std::make_unique<ExpertBot>();
    // "expert:N": the expert with N playouts per set-up decision (a stronger or faster expert).
    if (name.starts_with(ExpertBot::BudgetPrefix)) {
        const std::string_view digits = name.substr(ExpertBot::BudgetPrefix.size());
        int playouts = 0;
        const auto [end, ec]
            = std::from_chars(digits.data(), digits.data() + digits.size(), playouts);
        if (ec != std::errc() || end != digits.data() + digits.size()
            || playouts < ExpertBot::MinPlayouts || playouts > ExpertBot::MaxPlayouts)
            return nullptr;
        return std::make_unique<ExpertBot>(ExpertBot::Budget::scaled(playouts), std::string(name));
    }
    return nullptr;
}

std::vector<std::string_view> botNames()
{
    return {"random", "greedy", "expert"};
}

int leadingOpponent(const Game &g, const GameState &s, int p)
{
    int best = -1, bestVp = -1;
    for (int q = 0; q < g.playerCount(); ++q)
        if (q != p && g.publicVictoryPoints(s, q) > bestVp) {
            bestVp = g.publicVictoryPoints(s, q);
            best = q;
        }
    return best;
}

} // namespace isle::validation
