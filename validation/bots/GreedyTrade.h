// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <array>
#include <optional>

/// The greedy bot's domestic trade (GreedyBot.cpp decides when; this decides the terms). Every
/// `cost` is what the player's next build costs; cards beyond it are surplus.
namespace isle::validation::greedy_trade {

using Hand = std::array<int, ResourceKinds>;

/// Offers and counter-offers hold resources only.
/// The turn player's offer: every card `cost` still lacks that another player holds, for as many
/// surplus cards, plus one more surplus card for each offer already made this turn (`round`), so
/// a refused offer comes back sweeter. nullopt when nothing is lacking, nothing is spare, or a
/// repeated offer could not be sweeter.
std::optional<CardTerms> offerTerms(
    const Game &game, const GameState &state, const Hand &cost, int round);

/// What terms are worth to `player` (the turn player or a responder): cards toward `cost` count
/// most, cards given away that `cost` needs cost most; commodities (Cities & Knights), which only
/// cities make, are dear to give. Positive = a trade worth making.
int termsValue(const GameState &state, int player, const CardTerms &terms, const Hand &cost);

/// A responder's counter-offer: one surplus card of a kind the offer asked for, for one card its
/// `cost` lacks that the turn player holds (one the offer gave, if it can). nullopt when it has no
/// such pair.
std::optional<CardTerms> counterTerms(const GameState &state, int responder, const Hand &cost);

/// The next step of the draft toward `goal`: TradeGive / TradeAsk, SendOffer once the draft is
/// the goal, CancelTrade when the goal cannot be drafted.
Action draftStep(const GameState &state, const CardTerms &goal, const ActionList &legal);

/// A responder's answer: accept terms worth it, else counter, else decline; never helps a player
/// two points from winning.
Action respond(const Game &game, const GameState &state, const ActionList &legal, const Hand &cost);
/// The drafter's next step: its offer (the turn player) or its counter-offer (a responder).
Action draft(const Game &game, const GameState &state, const ActionList &legal, const Hand &cost);
/// The turn player's pick among the terms on the table: the best worth making, else withdraw.
Action confirm(const GameState &state, const ActionList &legal, const Hand &cost);

} // namespace isle::validation::greedy_trade
