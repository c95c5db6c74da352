// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/bots/Bot.h"

namespace isle::validation {

/// A fast rule-of-thumb player: places start settlements by production pips, resource
/// diversity and harbors; in its turn builds cities, then settlements, then roads toward the best
/// free intersection, buys development cards, trades with the bank (at its best harbor rate) and
/// offers the other players its surplus for what the next build lacks (GreedyTrade.h), accepts or
/// counters their offers; robs the leader; plays its cards when they help.
/// No look-ahead and no state copies, so it costs little more than a random bot.
class GreedyBot final : public Bot
{
public:
    std::string_view name() const override { return "greedy"; }
    Action chooseAction(const Game &game, const GameState &state, const ActionList &legal,
        model::Rng &rng) override;
};

} // namespace isle::validation
