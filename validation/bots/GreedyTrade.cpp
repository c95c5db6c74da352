// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/GreedyTrade.h"

#include <algorithm>

namespace isle::validation::greedy_trade {

namespace {

constexpr std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

int held(const GameState &s, int p, int r)
{
    return s.players[at(p)].resources[at(r)];
}

std::int8_t i8(int n)
{
    return static_cast<std::int8_t>(n);
}

} // namespace

std::optional<CardTerms> offerTerms(const Game &g, const GameState &s, const Hand &cost, int round)
{
    const int p = s.actor;
    Hand ask {}, spare {};
    int asks = 0, spares = 0;
    for (int r = 0; r < ResourceKinds; ++r) {
        int elsewhere = 0; // nobody can pay more than the largest other hand holds
        for (int q = 0; q < g.playerCount(); ++q)
            if (q != p)
                elsewhere = std::max(elsewhere, held(s, q, r));
        ask[at(r)] = std::min(std::max(0, cost[at(r)] - held(s, p, r)), elsewhere);
        asks += ask[at(r)];
    }
    for (int r = 0; r < ResourceKinds; ++r)
        if (ask[at(r)] == 0) {
            spare[at(r)] = std::max(0, held(s, p, r) - cost[at(r)]);
            spares += spare[at(r)];
        }
    if (asks == 0 || spares == 0)
        return std::nullopt;
    // A refused offer comes back only if it can be sweeter.
    if (round > 0 && spares < std::min(asks, spares) + round)
        return std::nullopt;
    // Ask no more cards than can be paid for 1:1.
    for (int r = ResourceKinds - 1; r >= 0 && asks > spares; --r) {
        const int cut = std::min(ask[at(r)], asks - spares);
        ask[at(r)] -= cut;
        asks -= cut;
    }
    CardTerms terms {};
    for (int r = 0; r < ResourceKinds; ++r)
        terms[at(r)] = i8(ask[at(r)]);
    // Give from the largest surplus first.
    for (int give = std::min(spares, asks + round); give > 0; --give) {
        int best = -1;
        for (int r = 0; r < ResourceKinds; ++r)
            if (spare[at(r)] > 0 && (best < 0 || spare[at(r)] > spare[at(best)]))
                best = r;
        --spare[at(best)];
        terms[at(best)] = i8(terms[at(best)] - 1);
    }
    return terms;
}

int termsValue(const GameState &s, int player, const CardTerms &terms, const Hand &cost)
{
    const int sign = player == s.actor ? 1 : -1;
    int value = 0;
    for (int r = 0; r < ResourceKinds; ++r) {
        const int change = sign * terms[at(r)];
        const int have = held(s, player, r);
        const int lacking = std::max(0, cost[at(r)] - have);
        if (change > 0) {
            const int useful = std::min(change, lacking);
            value += useful * 10 + (change - useful) * 2;
        } else if (change < 0) {
            const int hurt = std::max(0, cost[at(r)] - (have + change)) - lacking;
            value -= hurt * 12 + (-change - hurt) * 3;
        }
    }
    for (int k = ResourceKinds; k < CardKinds; ++k) {
        const int change = sign * terms[at(k)];
        value += change > 0 ? change * 3 : change * 8;
    }
    return value;
}

std::optional<CardTerms> counterTerms(const GameState &s, int q, const Hand &cost)
{
    // Terms are the turn player's change: what q gives is positive, what q asks negative.
    // Only a card the offer asked for is given: a counter-offer answers what the turn player wants.
    int give = -1, ask = -1;
    for (int r = 0; r < ResourceKinds; ++r)
        if (cardTerm(s, OfferTerms, r) > 0 && held(s, q, r) > cost[at(r)]
            && (give < 0 || held(s, q, r) - cost[at(r)] > held(s, q, give) - cost[at(give)]))
            give = r;
    for (int r = 0; r < ResourceKinds; ++r) {
        if (r == give || held(s, q, r) >= cost[at(r)] || held(s, s.actor, r) == 0)
            continue;
        if (ask < 0 || (cardTerm(s, OfferTerms, r) < 0 && cardTerm(s, OfferTerms, ask) >= 0))
            ask = r;
    }
    if (give < 0 || ask < 0)
        return std::nullopt;
    CardTerms terms {};
    terms[at(give)] = 1;
    terms[at(ask)] = -1;
    return terms;
}

Action draftStep(const GameState &s, const CardTerms &goal, const ActionList &legal)
{
    // The drafter's own change is the draft for the turn player, its mirror for a counter-offer.
    const int sign = s.tradeCountering ? -1 : 1;
    for (int r = 0; r < CardKinds; ++r) {
        const int own = sign * cardTerm(s, DraftTerms, r);
        const int wanted = sign * goal[at(r)];
        if (own == wanted)
            continue;
        const Action step
            = makeAction(wanted < own ? ActionType::TradeGive : ActionType::TradeAsk, unsigned(r));
        return legal.contains(step) ? step : makeAction(ActionType::CancelTrade);
    }
    const Action send = makeAction(ActionType::SendOffer);
    return legal.contains(send) ? send : makeAction(ActionType::CancelTrade);
}

Action respond(const Game &g, const GameState &s, const ActionList &legal, const Hand &cost)
{
    const int p = s.tradeResponder;
    if (g.publicVictoryPoints(s, s.actor) >= g.victoryTarget() - 2)
        return makeAction(ActionType::RejectTrade);
    const Action accept = makeAction(ActionType::AcceptTrade);
    if (legal.contains(accept) && termsValue(s, p, cardTerms(s, OfferTerms), cost) > 0)
        return accept;
    const Action counter = makeAction(ActionType::CounterOffer);
    if (legal.contains(counter) && counterTerms(s, p, cost))
        return counter;
    return makeAction(ActionType::RejectTrade);
}

Action draft(const Game &g, const GameState &s, const ActionList &legal, const Hand &cost)
{
    // The offer counted itself when the draft began, hence round = offers − 1.
    const std::optional<CardTerms> goal = s.tradeCountering
        ? counterTerms(s, s.tradeResponder, cost)
        : offerTerms(g, s, cost, s.offersThisTurn - 1);
    return goal ? draftStep(s, *goal, legal) : makeAction(ActionType::CancelTrade);
}

Action confirm(const GameState &s, const ActionList &legal, const Hand &cost)
{
    Action best = makeAction(ActionType::CancelTrade);
    int bestValue = 0;
    for (Action a : legal)
        if (actionType(a) == ActionType::ConfirmTrade) {
            const int value = termsValue(s, s.actor, cardTerms(s, actionArgA(a)), cost);
            if (value > bestValue) {
                best = a;
                bestValue = value;
            }
        }
    return best;
}

} // namespace isle::validation::greedy_trade
