// SPDX-License-Identifier: GPL-3.0-or-later
// The reference's domestic trade (001:L190, L381), written apart from rules/base/Trade.cpp.
#include "validation/selfcheck/ReferenceMoves.h"

#include <algorithm>

namespace isle::validation {

namespace {

using reference::arg;
using reference::at;

} // namespace

void ReferenceMoves::domesticTradeActions(const GameState &s, int p, std::vector<Action> &out) const
{
    // The terms are the turn player's gains (+) and payments (−); `pays` checks one side.
    const auto &mine = s.players[at(p)].resources;
    const auto &turnHand = s.players[at(s.actor)].resources;
    auto pays = [&](int q, const TradeTerms &terms) {
        for (int r = 0; r < ResourceKinds; ++r) {
            const int owed = q == s.actor ? -terms[at(r)] : terms[at(r)];
            if (owed > 0 && s.players[at(q)].resources[at(r)] < owed)
                return false;
        }
        return true;
    };
    if (s.phase == Phase::TradeResponse) {
        // Accept if they hold the cards asked, decline always, counter with a card of theirs
        // for one of another kind the turn player holds (001:L190).
        if (pays(p, s.tradeOffer))
            out.push_back(makeAction(ActionType::AcceptTrade));
        out.push_back(makeAction(ActionType::RejectTrade));
        bool counter = false;
        for (int give = 0; give < ResourceKinds; ++give)
            for (int get = 0; get < ResourceKinds; ++get)
                counter = counter || (give != get && mine[at(give)] && turnHand[at(get)]);
        if (counter)
            out.push_back(makeAction(ActionType::CounterOffer));
        return;
    }
    if (s.phase == Phase::TradeConfirm) {
        for (int q = 0; q < m_game.playerCount(); ++q)
            if (q != p && (s.tradeAccepted >> q & 1) && pays(q, s.tradeTerms[at(q)])
                && pays(p, s.tradeTerms[at(q)]))
                out.push_back(makeAction(ActionType::ConfirmTrade, arg(q)));
        out.push_back(makeAction(ActionType::CancelTrade));
        return;
    }
    // Drafting, card by card: never one kind on both sides, never more than the drafter holds
    // or than the other side could hold (the turn player for a counter-offer, the richest other
    // player for an offer); sent once both sides have a card (no gifts, 001:L381).
    out.push_back(makeAction(ActionType::CancelTrade));
    if (s.actionCount >= m_game.config().maxActionsPerTurn)
        return;
    int given = 0, asked = 0;
    for (int r = 0; r < ResourceKinds; ++r) {
        const int toTurnPlayer = s.tradeDraft[at(r)];
        const int gives
            = s.tradeCountering ? std::max(0, toTurnPlayer) : std::max(0, -toTurnPlayer);
        const int asks = s.tradeCountering ? std::max(0, -toTurnPlayer) : std::max(0, toTurnPlayer);
        given += gives;
        asked += asks;
        int room = 0;
        for (int q = 0; q < m_game.playerCount(); ++q)
            if (s.tradeCountering ? q == s.actor : q != s.actor)
                room = std::max(room, int(s.players[at(q)].resources[at(r)]));
        if (asks == 0 && gives < mine[at(r)])
            out.push_back(makeAction(ActionType::TradeGive, arg(r)));
        if (gives == 0 && asks < room)
            out.push_back(makeAction(ActionType::TradeAsk, arg(r)));
    }
    if (given > 0 && asked > 0)
        out.push_back(makeAction(ActionType::SendOffer));
}

} // namespace isle::validation
