// SPDX-License-Identifier: GPL-3.0-or-later
// Base: maritime trade (001:L501–511) and the domestic trade protocol (001:L190, L381; Game.h).
// With Cities & Knights commodities are traded between players like resources (001:L3408):
// terms then cover every card kind (CardTerms.h).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>

namespace isle::validation {

using namespace rules;

int Game::maritimeRate(const GameState &s, int player, int resource) const
{
    const int h = s.players[idx(player)].harbors;
    if (h & (1 << resource))
        return 2;
    return (h & (1 << GenericHarborBit)) ? 3 : 4; // 001:L501–511
}

bool Game::paysTradeTerms(const GameState &s, int player, int slot) const
{
    // The turn player pays the negative entries, their partner the positive ones.
    const int sign = player == s.actor ? -1 : 1;
    for (int k = 0; k < tradeCardKinds(); ++k)
        if (sign * cardTerm(s, slot, k) > cardsOf(s, player, k))
            return false;
    return true;
}

bool Game::canCounter(const GameState &s, int player) const
{
    // A counter-offer gives the turn player a card for one of another kind they hold.
    const int kinds = tradeCardKinds();
    for (int give = 0; give < kinds; ++give)
        if (cardsOf(s, player, give))
            for (int get = 0; get < kinds; ++get)
                if (get != give && cardsOf(s, s.actor, get))
                    return true;
    return false;
}

bool Game::anyoneToTradeWith(const GameState &s) const
{
    // An offer can be completed: the turn player holds a card and someone else one of another kind.
    for (int p = 0; p < m_rules.players; ++p)
        if (p != s.actor && canCounter(s, p))
            return true;
    return false;
}

void Game::legalTrades(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    const auto &r = s.players[idx(p)].resources;
    if (m_rules.citiesKnights) {
        legalCardTrades(s, out); // commodities too (rules/citiesknights/Commodities)
    } else {
        // This runs at every decision of the build phase, and most hands pay no rate: the
        // kinds held at maritimeRate() are found first (the harbors read once), the bank's
        // stocked kinds only when there is one.
        const int harbors = s.players[idx(p)].harbors;
        const int anyRate = (harbors & (1 << GenericHarborBit)) ? 3 : 4; // 001:L501–511
        unsigned gives = 0;
        for (int give = 0; give < ResourceKinds; ++give)
            gives |= (r[idx(give)] >= ((harbors >> give) & 1 ? 2 : anyRate) ? 1u : 0u) << give;
        if (gives) {
            unsigned stocked = 0;
            for (int get = 0; get < ResourceKinds; ++get)
                stocked |= (s.bank[idx(get)] ? 1u : 0u) << get;
            for (; gives; gives &= gives - 1) {
                const int give = std::countr_zero(gives);
                for (unsigned gets = stocked & ~(1u << give); gets; gets &= gets - 1)
                    out.push(makeAction(ActionType::MaritimeTrade, unsigned(give),
                        unsigned(std::countr_zero(gets))));
            }
        }
    }
    // Domestic offers: only player 1 (player 2 trades with the supply only, 001:L1206).
    if (m_config.domesticTrade && s.pairedPart == 0 && s.offersThisTurn < MaxOffersPerTurn
        && anyoneToTradeWith(s))
        out.push(makeAction(ActionType::OfferTrade));
}

void Game::legalTradeAnswers(const GameState &s, ActionList &out) const
{
    switch (s.phase) {
    case Phase::TradeCompose:
        legalTradeDraft(s, out);
        return;
    case Phase::TradeResponse:
        if (paysTradeTerms(s, s.tradeResponder, OfferTerms))
            out.push(makeAction(ActionType::AcceptTrade));
        out.push(makeAction(ActionType::RejectTrade));
        if (canCounter(s, s.tradeResponder))
            out.push(makeAction(ActionType::CounterOffer));
        return;
    default: // TradeConfirm: nothing changed hands since they answered, so their terms still hold
        for (int p = 0; p < m_rules.players; ++p)
            if (s.tradeAccepted & (1 << p))
                out.push(makeAction(ActionType::ConfirmTrade, unsigned(p)));
        out.push(makeAction(ActionType::CancelTrade));
        return;
    }
}

namespace {

/// The cards of kind k (< Kinds) in player q's hand: with Kinds == ResourceKinds read straight
/// from the resources, with no test for a commodity.
template<int Kinds> int handCards(const GameState &s, int q, int k)
{
    if constexpr (Kinds == ResourceKinds)
        return s.players[idx(q)].resources[idx(k)];
    else
        return Game::cardsOf(s, q, k);
}

/// The drafter's TradeGive / TradeAsk options for Kinds card kinds (5 resources; 8 with the C&K
/// commodities), in kind order. Each hand and term is read once into small arrays: with domestic
/// trade, drafting (a card per action) is close to half of a game's actions.
template<int Kinds> bool draftCardOptions(const GameState &s, int players, ActionList &out)
{
    const int drafter = s.tradeResponder;
    const bool countering = s.tradeCountering != 0;
    std::array<int, static_cast<std::size_t>(Kinds)> term, held, most;
    for (int k = 0; k < Kinds; ++k) {
        term[idx(k)] = cardTerm(s, DraftTerms, k);
        held[idx(k)] = handCards<Kinds>(s, drafter, k);
        // Never ask more than the other side could hold: the turn player's hand for a counter,
        // the largest other hand for an offer.
        most[idx(k)] = countering ? handCards<Kinds>(s, s.actor, k) : 0;
    }
    if (!countering)
        for (int q = 0; q < players; ++q)
            if (q != s.actor)
                for (int k = 0; k < Kinds; ++k)
                    most[idx(k)] = std::max(most[idx(k)], handCards<Kinds>(s, q, k));
    // Pushed without a branch per option: the hands make these tests unpredictable.
    bool gives = false, asks = false;
    for (int k = 0; k < Kinds; ++k) {
        const int own = countering ? -term[idx(k)] : term[idx(k)];
        out.pushIf(
            makeAction(ActionType::TradeGive, unsigned(k)), (own <= 0) & (-own < held[idx(k)]));
        out.pushIf(
            makeAction(ActionType::TradeAsk, unsigned(k)), (own >= 0) & (own < most[idx(k)]));
        gives |= term[idx(k)] < 0;
        asks |= term[idx(k)] > 0;
    }
    return gives && asks;
}

} // namespace

void Game::legalTradeDraft(const GameState &s, ActionList &out) const
{
    // The drafter's own change is the draft for the turn player, its mirror for a counter-offer.
    if (s.actionCount < m_config.maxActionsPerTurn) {
        const bool complete = tradeCardKinds() == ResourceKinds
            ? draftCardOptions<ResourceKinds>(s, m_rules.players, out)
            : draftCardOptions<CardKinds>(s, m_rules.players, out);
        if (complete) // gives and asks: no gifts (001:L381)
            out.push(makeAction(ActionType::SendOffer));
    }
    out.push(makeAction(ActionType::CancelTrade));
}

void Game::applyTrade(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::MaritimeTrade:
        if (m_rules.citiesKnights) {
            gainCard(s, p, argA, -cardRate(s, p, argA));
            gainCard(s, p, actionArgB(a), 1);
            break;
        }
        pay(s, p, argA, maritimeRate(s, p, argA));
        gain(s, p, actionArgB(a), 1);
        break;
    case ActionType::OfferTrade:
        s.offersThisTurn = u8(s.offersThisTurn + 1);
        s.tradeAccepted = 0;
        s.tradeCountering = 0;
        s.tradeResponder = u8(p);
        clearCardTerms(s, DraftTerms);
        s.phase = Phase::TradeCompose;
        break;
    case ActionType::CounterOffer:
        s.tradeCountering = 1;
        clearCardTerms(s, DraftTerms);
        s.phase = Phase::TradeCompose;
        break;
    case ActionType::AcceptTrade:
        copyCardTerms(s, OfferTerms, p);
        s.tradeAccepted = u8(s.tradeAccepted | 1 << p);
        nextResponder(s, p);
        break;
    case ActionType::RejectTrade:
        nextResponder(s, p);
        break;
    case ActionType::ConfirmTrade: {
        const int partner = argA;
        for (int k = 0; k < tradeCardKinds(); ++k) {
            const int n = cardTerm(s, partner, k);
            if (n < 0)
                handOver(s, p, partner, k, -n);
            else if (n > 0)
                handOver(s, partner, p, k, n);
        }
        endTrade(s);
        break;
    }
    case ActionType::CancelTrade:
        if (s.phase == Phase::TradeCompose && s.tradeCountering)
            nextResponder(s, p); // a dropped counter-offer declines the offer
        else
            endTrade(s);
        break;
    default:
        break;
    }
}

void Game::applyTradeDraft(GameState &s, Action a) const
{
    const ActionType type = actionType(a);
    if (type != ActionType::SendOffer) {
        // A card more asked or given: one step, chosen without a branch.
        const int sign = s.tradeCountering ? -1 : 1;
        std::int8_t &term = cardTerm(s, DraftTerms, actionArgA(a));
        term = static_cast<std::int8_t>(term + (type == ActionType::TradeAsk ? sign : -sign));
        return;
    }
    if (s.tradeCountering) { // SendOffer
        const int responder = s.tradeResponder;
        copyCardTerms(s, DraftTerms, responder);
        s.tradeAccepted = u8(s.tradeAccepted | 1 << responder);
        nextResponder(s, responder);
    } else {
        copyCardTerms(s, DraftTerms, OfferTerms);
        nextResponder(s, s.actor);
    }
}

void Game::nextResponder(GameState &s, int after) const
{
    // Every other player in seat order who could pay the offer or counter it (001:L190).
    s.tradeCountering = 0;
    for (int i = 1; i < m_rules.players; ++i) {
        const int p = (after + i) % m_rules.players;
        if (p == s.actor)
            break;
        if (paysTradeTerms(s, p, OfferTerms) || canCounter(s, p)) {
            s.tradeResponder = u8(p);
            s.phase = Phase::TradeResponse;
            return;
        }
    }
    if (s.tradeAccepted)
        s.phase = Phase::TradeConfirm;
    else
        endTrade(s);
}

void Game::endTrade(GameState &s) const
{
    // Cleared, so that equal positions are equal states (stateHash).
    s.tradeAccepted = 0;
    s.tradeCountering = 0;
    clearCardTerms(s, OfferTerms);
    clearCardTerms(s, DraftTerms);
    for (int p = 0; p < m_rules.players; ++p)
        clearCardTerms(s, p);
    s.phase = Phase::Main;
}

void Game::handOver(GameState &s, int from, int to, int card, int n) const
{
    // Through the bank (gainCard: a resource or a commodity), which holds them for a moment:
    // its count is unchanged after.
    gainCard(s, from, card, -n);
    gainCard(s, to, card, n);
}

} // namespace isle::validation
