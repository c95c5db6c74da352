// SPDX-License-Identifier: GPL-3.0-or-later
// Base: maritime trade (001:L501–511) and the domestic trade protocol (001:L190, L381; Game.h).
// With Cities & Knights commodities are traded between players like resources (001:L3408):
// terms then cover every card kind (CardTerms.h).
#include "validation/engine/Game.h"
#include "validation/engine/HandKinds.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>
#include <cstddef>

namespace isle::validation {

using namespace rules;

namespace {

// The 8-byte loads of HandKinds.h stay inside the state: what follows each count array.
static_assert(offsetof(PlayerState, resources) + 8 <= sizeof(PlayerState));
static_assert(offsetof(GameState, bank) + 8 <= sizeof(GameState));
static_assert(offsetof(GameState, tradeOffer) + 8 <= sizeof(GameState));
static_assert(offsetof(GameState, tradeDraft) + 8 <= sizeof(GameState));
static_assert(
    offsetof(GameState, tradeTerms) + sizeof(TradeTerms) * MaxPlayers + 3 <= sizeof(GameState));

KindBytes handKinds(const GameState &s, int player)
{
    return loadKinds(s.players[idx(player)].resources.data());
}

/// Bit k: `player` holds a card of kind k (< kinds: the resources, or every C&K card kind).
unsigned heldKinds(const GameState &s, int player, int kinds)
{
    if (kinds == ResourceKinds)
        return kindsHeld(handKinds(s, player));
    unsigned m = 0;
    for (int k = 0; k < kinds; ++k)
        m |= unsigned(Game::cardsOf(s, player, k) > 0) << k;
    return m;
}

/// Whether a card of a kind in `gives` can buy one of another kind in `gets` (bit sets of
/// kinds): both have a kind, and they are not the same single kind.
bool canBuyAnother(unsigned gives, unsigned gets)
{
    return gives != 0 && gets != 0 && !(gives == gets && std::has_single_bit(gives));
}

/// The bank's rate for `resource` with `harbors` (as in PlayerState): 4, 3 with a 3:1 harbor,
/// 2 with that resource's 2:1 harbor (001:L501–511).
constexpr int harborRate(int harbors, int resource)
{
    if (harbors & (1 << resource))
        return 2;
    return (harbors & (1 << GenericHarborBit)) ? 3 : 4;
}

/// Bit k: the hand pays the bank's rate for resource k (harborRate()).
unsigned paysMaritimeRate(KindBytes hand, int harbors)
{
    static_assert(GenericHarborBit == ResourceKinds);
    // One less than each resource's rate, for every set of harbors: a count above it pays.
    static constexpr auto below = [] {
        std::array<KindBytes, 1u << (GenericHarborBit + 1)> table {};
        for (int h = 0; h < int(table.size()); ++h)
            for (int k = 0; k < ResourceKinds; ++k)
                table[idx(h)].bytes |= std::uint64_t(harborRate(h, k) - 1) << (8 * k);
        return table;
    }();
    return kindsAbove(hand, below[idx(harbors & int(below.size() - 1))]);
}

} // namespace

int Game::maritimeRate(const GameState &s, int player, int resource) const
{
    return harborRate(s.players[idx(player)].harbors, resource);
}

bool Game::paysTradeTerms(const GameState &s, int player, int slot) const
{
    // The turn player pays the negative entries, their partner the positive ones.
    const int sign = player == s.actor ? -1 : 1;
    if (!m_rules.citiesKnights) {
        const KindBytes terms = loadKinds(resourceTerms(s, slot).data());
        return kindsAbove(sign < 0 ? kindsNegated(terms) : terms, handKinds(s, player)) == 0;
    }
    for (int k = 0; k < tradeCardKinds(); ++k)
        if (sign * cardTerm(s, slot, k) > cardsOf(s, player, k))
            return false;
    return true;
}

bool Game::canCounter(const GameState &s, int player) const
{
    // A counter-offer gives the turn player a card for one of another kind they hold.
    const int kinds = tradeCardKinds();
    return canBuyAnother(heldKinds(s, player, kinds), heldKinds(s, s.actor, kinds));
}

bool Game::anyoneToTradeWith(const GameState &s) const
{
    // An offer can be completed: the turn player holds a card and someone else one of another kind.
    const int kinds = tradeCardKinds();
    const unsigned gets = heldKinds(s, s.actor, kinds);
    for (int p = 0; p < m_rules.players; ++p)
        if (p != s.actor && canBuyAnother(heldKinds(s, p, kinds), gets))
            return true;
    return false;
}

void Game::legalTrades(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    if (m_rules.citiesKnights) {
        legalCardTrades(s, out); // commodities too (rules/citiesknights/Commodities)
    } else {
        // This runs at every decision of the build phase, and most hands pay no rate: the
        // kinds that pay it are found first, all at once (HandKinds.h), the bank's stocked
        // kinds only when there is one.
        unsigned gives = paysMaritimeRate(handKinds(s, p), s.players[idx(p)].harbors);
        if (gives) {
            const unsigned stocked = kindsHeld(loadKinds(s.bank.data()));
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

/// The drafter's TradeGive / TradeAsk options for the Cities & Knights card kinds (5 resources
/// and 3 commodities), in kind order. Each hand and term is read once into small arrays: with
/// domestic trade, drafting (a card per action) is close to half of a game's actions. (Without
/// commodities, draftResourceOptions() asks the same all at once.)
bool draftCardOptions(const GameState &s, int players, ActionList &out)
{
    constexpr int Kinds = CardKinds;
    const int drafter = s.tradeResponder;
    const bool countering = s.tradeCountering != 0;
    std::array<int, static_cast<std::size_t>(Kinds)> term, held, most;
    for (int k = 0; k < Kinds; ++k) {
        term[idx(k)] = cardTerm(s, DraftTerms, k);
        held[idx(k)] = Game::cardsOf(s, drafter, k);
        // Never ask more than the other side could hold: the turn player's hand for a counter,
        // the largest other hand for an offer.
        most[idx(k)] = countering ? Game::cardsOf(s, s.actor, k) : 0;
    }
    if (!countering)
        for (int q = 0; q < players; ++q)
            if (q != s.actor)
                for (int k = 0; k < Kinds; ++k)
                    most[idx(k)] = std::max(most[idx(k)], Game::cardsOf(s, q, k));
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

/// The drafter's TradeGive / TradeAsk options for the 5 resources, in kind order, as
/// draftCardOptions() finds them for 8 card kinds, with every kind at once (HandKinds.h).
bool draftResourceOptions(const GameState &s, int players, ActionList &out)
{
    const KindBytes term = loadKinds(s.tradeDraft.data());
    const bool countering = s.tradeCountering != 0;
    // Never ask more than the other side could hold: the turn player's hand for a counter, the
    // largest other hand for an offer.
    KindBytes most;
    if (countering) {
        most = handKinds(s, s.actor);
    } else {
        for (int q = 0; q < players; ++q) {
            const KindBytes more = countsMax(most, handKinds(s, q));
            most = q != s.actor ? more : most;
        }
    }
    const KindBytes own = countering ? kindsNegated(term) : term;
    const KindBytes zero {};
    const unsigned gives
        = ~kindsAbove(own, zero) & kindsAbove(handKinds(s, s.tradeResponder), kindsNegated(own));
    const unsigned asks = ~kindsAbove(zero, own) & kindsAbove(most, own);
    for (int k = 0; k < ResourceKinds; ++k) {
        out.pushIf(makeAction(ActionType::TradeGive, unsigned(k)), (gives >> k) & 1u);
        out.pushIf(makeAction(ActionType::TradeAsk, unsigned(k)), (asks >> k) & 1u);
    }
    return kindsAbove(zero, term) != 0 && kindsAbove(term, zero) != 0;
}

} // namespace

void Game::legalTradeDraft(const GameState &s, ActionList &out) const
{
    // The drafter's own change is the draft for the turn player, its mirror for a counter-offer.
    if (s.actionCount < m_config.maxActionsPerTurn) {
        const bool complete = tradeCardKinds() == ResourceKinds
            ? draftResourceOptions(s, m_rules.players, out)
            : draftCardOptions(s, m_rules.players, out);
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
        const int p = seatAfter(after, i, m_rules.players);
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
