// SPDX-License-Identifier: GPL-3.0-or-later
// Base: maritime trade (001:L501–511) and the domestic trade protocol (001:L190, L381; Game.h).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

int Game::maritimeRate(const GameState &s, int player, int resource) const
{
    const int h = s.players[idx(player)].harbors;
    if (h & (1 << resource))
        return 2;
    return (h & (1 << GenericHarborBit)) ? 3 : 4; // 001:L501–511
}

bool Game::paysTradeTerms(const GameState &s, int player, const TradeTerms &terms) const
{
    // The turn player pays the negative entries, their partner the positive ones.
    const int sign = player == s.actor ? -1 : 1;
    const auto &r = s.players[idx(player)].resources;
    for (int k = 0; k < ResourceKinds; ++k)
        if (sign * terms[idx(k)] > r[idx(k)])
            return false;
    return true;
}

bool Game::canCounter(const GameState &s, int player) const
{
    // A counter-offer gives the turn player a card for one of another kind they hold.
    const auto &mine = s.players[idx(player)].resources;
    const auto &theirs = s.players[s.actor].resources;
    for (int give = 0; give < ResourceKinds; ++give)
        if (mine[idx(give)])
            for (int get = 0; get < ResourceKinds; ++get)
                if (get != give && theirs[idx(get)])
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
        for (int give = 0; give < ResourceKinds; ++give) {
            if (r[idx(give)] < maritimeRate(s, p, give))
                continue;
            for (int get = 0; get < ResourceKinds; ++get)
                if (get != give && s.bank[idx(get)])
                    out.push(makeAction(ActionType::MaritimeTrade, unsigned(give), unsigned(get)));
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
        if (paysTradeTerms(s, s.tradeResponder, s.tradeOffer))
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

void Game::legalTradeDraft(const GameState &s, ActionList &out) const
{
    // The drafter's own change is the draft for the turn player, its mirror for a counter-offer.
    const int drafter = s.tradeResponder;
    const int sign = s.tradeCountering ? -1 : 1;
    if (s.actionCount < m_config.maxActionsPerTurn) {
        const auto &hand = s.players[idx(drafter)].resources;
        for (int k = 0; k < ResourceKinds; ++k) {
            const int own = sign * s.tradeDraft[idx(k)];
            if (own <= 0 && -own < hand[idx(k)])
                out.push(makeAction(ActionType::TradeGive, unsigned(k)));
            // Never more than the other side could hold: the turn player's hand for a counter,
            // the largest other hand for an offer.
            int most = 0;
            if (s.tradeCountering)
                most = s.players[s.actor].resources[idx(k)];
            else
                for (int q = 0; q < m_rules.players; ++q)
                    if (q != s.actor)
                        most = std::max(most, int(s.players[idx(q)].resources[idx(k)]));
            if (own >= 0 && own < most)
                out.push(makeAction(ActionType::TradeAsk, unsigned(k)));
        }
        bool gives = false, asks = false;
        for (int k = 0; k < ResourceKinds; ++k) {
            gives = gives || s.tradeDraft[idx(k)] < 0;
            asks = asks || s.tradeDraft[idx(k)] > 0;
        }
        if (gives && asks) // no gifts (001:L381)
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
        s.tradeDraft.fill(0);
        s.phase = Phase::TradeCompose;
        break;
    case ActionType::CounterOffer:
        s.tradeCountering = 1;
        s.tradeDraft.fill(0);
        s.phase = Phase::TradeCompose;
        break;
    case ActionType::TradeGive:
    case ActionType::TradeAsk:
    case ActionType::SendOffer:
        applyTradeDraft(s, a);
        break;
    case ActionType::AcceptTrade:
        s.tradeTerms[idx(p)] = s.tradeOffer;
        s.tradeAccepted = u8(s.tradeAccepted | 1 << p);
        nextResponder(s, p);
        break;
    case ActionType::RejectTrade:
        nextResponder(s, p);
        break;
    case ActionType::ConfirmTrade: {
        const int partner = argA;
        const TradeTerms &terms = s.tradeTerms[idx(partner)];
        for (int k = 0; k < ResourceKinds; ++k) {
            const int n = terms[idx(k)];
            if (n < 0) {
                pay(s, p, k, -n);
                gain(s, partner, k, -n);
            } else if (n > 0) {
                pay(s, partner, k, n);
                gain(s, p, k, n);
            }
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
    const int sign = s.tradeCountering ? -1 : 1;
    const int k = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::TradeGive:
        s.tradeDraft[idx(k)] = static_cast<std::int8_t>(s.tradeDraft[idx(k)] - sign);
        break;
    case ActionType::TradeAsk:
        s.tradeDraft[idx(k)] = static_cast<std::int8_t>(s.tradeDraft[idx(k)] + sign);
        break;
    default: // SendOffer
        if (s.tradeCountering) {
            const int responder = s.tradeResponder;
            s.tradeTerms[idx(responder)] = s.tradeDraft;
            s.tradeAccepted = u8(s.tradeAccepted | 1 << responder);
            nextResponder(s, responder);
        } else {
            s.tradeOffer = s.tradeDraft;
            nextResponder(s, s.actor);
        }
        break;
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
        if (paysTradeTerms(s, p, s.tradeOffer) || canCounter(s, p)) {
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
    s.tradeOffer.fill(0);
    s.tradeDraft.fill(0);
    s.tradeTerms.fill(TradeTerms {});
    s.phase = Phase::Main;
}

} // namespace isle::validation
