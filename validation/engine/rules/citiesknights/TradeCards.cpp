// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the trade (yellow) progress cards and the merchant (001:L3900–3955,
// L3626–3639, RULES-DIGEST §5.14).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

namespace {

constexpr std::uint8_t CommercialHarborPlayed = 0x80;

} // namespace

void Game::legalTradeCard(const GameState &s, int c, ActionList &out) const
{
    const int p = s.actor;
    const unsigned kind = unsigned(c);
    auto push = [&](int arg) {
        out.push(makeAction(ActionType::PlayProgressCard, kind, unsigned(arg)));
    };
    switch (static_cast<ProgressCard>(c)) {
    case ProgressCard::CommercialHarbor:
        if (!(s.commercialHarbor & CommercialHarborPlayed))
            push(0);
        break;
    case ProgressCard::MasterMerchant: // a player with more points (001:L3911)
        for (int q = 0; q < m_rules.players; ++q)
            if (q != p && victoryPoints(s, q) > victoryPoints(s, p)
                && s.players[idx(q)].cardCount > 0)
                push(q);
        break;
    case ProgressCard::Merchant: // a land hex beside an own settlement or city (001:L3923)
        for (int h = 0; h < m_topology.hexCount(); ++h) {
            if (!isLandNow(s, h))
                continue;
            for (auto corner : m_topology.hexCorners(h))
                if (s.cornerOwner[idx(corner)] == p && s.cornerLevel[idx(corner)] != 0) {
                    push(h);
                    break;
                }
        }
        break;
    case ProgressCard::MerchantFleet: // any resource or commodity (001:L3937)
        for (int k = 0; k < CardKinds; ++k)
            push(k);
        break;
    case ProgressCard::ResourceMonopoly: // a resource (001:L3943)
        for (int r = 0; r < ResourceKinds; ++r)
            push(r);
        break;
    case ProgressCard::TradeMonopoly: // a commodity (001:L3949)
        for (int k = ResourceKinds; k < CardKinds; ++k)
            push(k);
        break;
    default:
        break;
    }
}

void Game::playTradeCard(GameState &s, int p, int c, int arg) const
{
    switch (static_cast<ProgressCard>(c)) {
    case ProgressCard::CommercialHarbor:
        // For the rest of the turn each opponent can be made to trade once (001:L3905).
        s.commercialHarbor = CommercialHarborPlayed;
        break;
    case ProgressCard::MasterMerchant:
        // 2 cards of the player's choice from the richer player's hand (001:L3911).
        s.progressTarget = u8(arg);
        s.progressActor = u8(p);
        s.progressCount = u8(std::min<int>(2, s.players[idx(arg)].cardCount));
        s.phase = Phase::ProgressChoice;
        return;
    case ProgressCard::Merchant:
        // The merchant moves to the hex; its controller trades that resource 2:1 and has 1
        // point (001:L3923–3933).
        if (s.merchantOwner >= 0)
            s.ck[idx(s.merchantOwner)].points = u8(s.ck[idx(s.merchantOwner)].points - 1);
        s.merchantHex = static_cast<std::int16_t>(arg);
        s.merchantOwner = static_cast<std::int8_t>(p);
        s.ck[idx(p)].points = u8(s.ck[idx(p)].points + 1);
        break;
    case ProgressCard::MerchantFleet:
        s.merchantFleet = u8(arg + 1);
        break;
    case ProgressCard::ResourceMonopoly:
    case ProgressCard::TradeMonopoly: {
        // Each opponent gives 2 of the resource (or the 1 they have) / 1 of the commodity
        // (001:L3943–3951).
        const int most = c == cardIndex(ProgressCard::ResourceMonopoly) ? 2 : 1;
        for (int q = 0; q < m_rules.players; ++q)
            if (q != p)
                for (int n = std::min(most, cardsOf(s, q, arg)); n > 0; --n)
                    takeCardFrom(s, q, p, arg);
        break;
    }
    default:
        break;
    }
    finishProgressCard(s);
}

void Game::legalTradeChoice(const GameState &s, ActionList &out) const
{
    const int card = s.progressPlaying - 1;
    // Master Merchant: a card of the target's hand; Commercial Harbor: the asked player's
    // commodity of their choice.
    const bool harbor = card == static_cast<int>(ProgressCard::CommercialHarbor);
    const int first = harbor ? ResourceKinds : 0;
    const int who = harbor ? s.progressActor : s.progressTarget;
    for (int k = first; k < CardKinds; ++k)
        if (cardsOf(s, who, k))
            out.push(makeAction(ActionType::ProgressChoice, unsigned(k)));
}

void Game::applyTradeChoice(GameState &s, int p, Action a) const
{
    const int card = s.progressPlaying - 1, argA = actionArgA(a);
    if (card == static_cast<int>(ProgressCard::CommercialHarbor)) {
        // The asked player gives the commodity and takes the offered resource (001:L3905).
        takeCardFrom(s, p, s.actor, argA);
        takeCardFrom(s, s.actor, p, s.progressAux);
        finishProgressCard(s);
        return;
    }
    takeCardFrom(s, s.progressTarget, p, argA);
    s.progressCount = u8(s.progressCount - 1);
    if (s.progressCount == 0 || s.players[idx(s.progressTarget)].cardCount == 0)
        finishProgressCard(s);
}

void Game::legalCommercialTrades(const GameState &s, ActionList &out) const
{
    if (!(s.commercialHarbor & CommercialHarborPlayed))
        return;
    const int p = s.actor;
    for (int q = 0; q < m_rules.players; ++q)
        if (q != p && !(s.commercialHarbor >> q & 1))
            for (int r = 0; r < ResourceKinds; ++r)
                if (s.players[idx(p)].resources[idx(r)])
                    out.push(makeAction(ActionType::CommercialTrade, unsigned(q), unsigned(r)));
}

void Game::applyCommercialTrade(GameState &s, int p, Action a) const
{
    // Once per opponent; one without commodities hands the resource back: void (001:L3907).
    const int q = actionArgA(a);
    s.commercialHarbor = u8(s.commercialHarbor | 1 << q);
    bool has = false;
    for (int k = ResourceKinds; k < CardKinds; ++k)
        has = has || cardsOf(s, q, k) > 0;
    if (!has)
        return;
    (void)p;
    s.progressPlaying = u8(cardIndex(ProgressCard::CommercialHarbor) + 1);
    s.progressTarget = u8(q);
    s.progressActor = u8(q);
    s.progressAux = u8(actionArgB(a));
    s.phase = Phase::ProgressChoice;
}

} // namespace isle::validation
