// SPDX-License-Identifier: GPL-3.0-or-later
// Base: maritime trade (001:L501–511) and the domestic offer protocol (001:L190, L381; Game.h).
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

void Game::legalTrades(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    const auto &r = s.players[idx(p)].resources;
    for (int give = 0; give < ResourceKinds; ++give) {
        if (r[idx(give)] < maritimeRate(s, p, give))
            continue;
        for (int get = 0; get < ResourceKinds; ++get)
            if (get != give && s.bank[idx(get)])
                out.push(makeAction(ActionType::MaritimeTrade, unsigned(give), unsigned(get)));
    }
    // Domestic offers: only player 1 (player 2 trades with the supply only, 001:L1206).
    if (m_config.domesticTrade && s.pairedPart == 0 && s.offersThisTurn < MaxOffersPerTurn)
        for (int give = 0; give < ResourceKinds; ++give)
            for (int giveN = 1; giveN <= 2 && giveN <= r[idx(give)]; ++giveN)
                for (int get = 0; get < ResourceKinds; ++get)
                    if (get != give) // no like-for-like (001:L190)
                        for (int getN = 1; getN <= 2; ++getN)
                            out.push(makeAction(ActionType::OfferTrade, unsigned(give),
                                unsigned(get), unsigned(giveN | getN << 3)));
}

void Game::legalTradeAnswers(const GameState &s, ActionList &out) const
{
    if (s.phase == Phase::TradeResponse) {
        out.push(makeAction(ActionType::AcceptTrade));
        out.push(makeAction(ActionType::RejectTrade));
        return;
    }
    for (int p = 0; p < m_rules.players; ++p)
        if (s.tradeAccepted & (1 << p))
            out.push(makeAction(ActionType::ConfirmTrade, unsigned(p)));
    out.push(makeAction(ActionType::CancelTrade));
}

void Game::applyTrade(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    const int argB = actionArgB(a);
    switch (actionType(a)) {
    case ActionType::MaritimeTrade:
        pay(s, p, argA, maritimeRate(s, p, argA));
        gain(s, p, argB, 1);
        break;
    case ActionType::OfferTrade:
        s.offersThisTurn = u8(s.offersThisTurn + 1);
        s.tradeGive = u8(argA);
        s.tradeGet = u8(argB);
        s.tradeGiveCount = u8(actionArgC(a) & 7);
        s.tradeGetCount = u8(actionArgC(a) >> 3);
        s.tradeAccepted = 0;
        nextResponder(s, s.actor);
        break;
    case ActionType::AcceptTrade:
        s.tradeAccepted = u8(s.tradeAccepted | 1 << p);
        nextResponder(s, p);
        break;
    case ActionType::RejectTrade:
        nextResponder(s, p);
        break;
    case ActionType::ConfirmTrade: {
        const int partner = argA;
        pay(s, p, s.tradeGive, s.tradeGiveCount);
        gain(s, partner, s.tradeGive, s.tradeGiveCount);
        pay(s, partner, s.tradeGet, s.tradeGetCount);
        gain(s, p, s.tradeGet, s.tradeGetCount);
        endTrade(s);
        break;
    }
    case ActionType::CancelTrade:
        endTrade(s);
        break;
    default:
        break;
    }
}

void Game::nextResponder(GameState &s, int after) const
{
    for (int i = 1; i < m_rules.players; ++i) {
        const int p = (after + i) % m_rules.players;
        if (p == s.actor)
            break;
        if (s.players[idx(p)].resources[s.tradeGet] >= s.tradeGetCount) {
            s.tradeResponder = u8(p);
            s.phase = Phase::TradeResponse;
            return;
        }
    }
    s.phase = s.tradeAccepted ? Phase::TradeConfirm : Phase::Main;
}

void Game::endTrade(GameState &s) const
{
    s.tradeAccepted = 0;
    s.phase = Phase::Main;
}

} // namespace isle::validation
