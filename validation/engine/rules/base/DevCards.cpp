// SPDX-License-Identifier: GPL-3.0-or-later
// Base: the development deck, buying and playing cards (001:L352–367, L533–549).
#include "validation/engine/Game.h"

#include "validation/engine/HandKinds.h"
#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <cstddef>

namespace isle::validation {

using namespace rules;

void Game::legalBuyDevCard(const GameState &s, ActionList &out) const
{
    const auto &r = s.players[s.actor].resources;
    if ((r[Ore] > 0) & (r[Wool] > 0) & (r[Grain] > 0)) { // one branch, not three (hands vary)
        int deck = 0;
        for (auto n : s.devDeck)
            deck += n;
        // The Forgotten Tribe: the card gifts still lying out are no longer in the deck.
        if (deck > giftCardsReserved(s))
            out.push(makeAction(ActionType::BuyDevCard));
    }
}

void Game::legalDevCards(const GameState &s, ActionList &out) const
{
    // One card per turn, never one bought this turn (001:L352–367).
    if (s.devPlayed)
        return;
    const PlayerState &ps = s.players[s.actor];
    // The kinds held that were not all bought this turn, found at once (HandKinds.h): most hands
    // hold none, and a branch per kind on a hand is as good as random.
    static_assert(DevCardKinds == ResourceKinds
        && offsetof(PlayerState, devCardsNew) + 8 <= sizeof(PlayerState));
    const unsigned kinds
        = kindsAbove(loadKinds(ps.devCards.data()), loadKinds(ps.devCardsNew.data()))
        & ~(1u << VictoryPointCard); // victory point cards are never played, only shown
    if (!kinds)
        return;
    auto playable = [&](int t) {
        return (kinds >> t & 1u) != 0;
    };
    if (playable(KnightCard))
        out.push(makeAction(ActionType::PlayKnight));
    if (playable(RoadBuildingCard) && (ps.roadsLeft > 0 || (m_rules.seafarers && ps.shipsLeft > 0)))
        out.push(makeAction(ActionType::PlayRoadBuilding));
    if (playable(YearOfPlentyCard))
        for (int a = 0; a < ResourceKinds; ++a)
            for (int b = a; b < ResourceKinds; ++b)
                if (s.bank[idx(a)] >= (a == b ? 2 : 1) && s.bank[idx(b)] >= 1)
                    out.push(makeAction(ActionType::PlayYearOfPlenty, unsigned(a), unsigned(b)));
    if (playable(MonopolyCard))
        for (int r = 0; r < ResourceKinds; ++r)
            out.push(makeAction(ActionType::PlayMonopoly, unsigned(r)));
}

void Game::legalRoadBuilding(const GameState &s, ActionList &out) const
{
    // Road Building's free pieces: roads, or with Seafarers also ships (001:L1474).
    if (s.players[s.actor].roadsLeft)
        legalRoads(s, s.actor, out);
    if (m_rules.seafarers && s.players[s.actor].shipsLeft)
        legalShips(s, s.actor, out);
}

void Game::applyDevCard(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    const int argB = actionArgB(a);
    switch (actionType(a)) {
    case ActionType::BuyDevCard:
        pay(s, p, Ore, 1);
        pay(s, p, Wool, 1);
        pay(s, p, Grain, 1);
        s.phase = Phase::ChanceDevCard;
        break;
    case ActionType::DevCardOutcome: {
        // Bought, or a gift of the Forgotten Tribe: either way a new card, not playable this
        // turn (001:L2063).
        const bool gift = s.giftCardsOwed > 0;
        PlayerState &ps = s.players[gift ? s.giftPlayer : s.actor];
        s.devDeck[idx(argA)] = u8(s.devDeck[idx(argA)] - 1);
        ps.devCards[idx(argA)] = u8(ps.devCards[idx(argA)] + 1);
        ps.devCardsNew[idx(argA)] = u8(ps.devCardsNew[idx(argA)] + 1);
        if (gift) {
            s.giftCardsOwed = u8(s.giftCardsOwed - 1);
            continueGifts(s);
        } else {
            s.phase = Phase::Main;
        }
        break;
    }
    case ActionType::PlayKnight: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[KnightCard] = u8(ps.devCards[KnightCard] - 1);
        ps.knightsPlayed = u8(ps.knightsPlayed + 1);
        s.devPlayed = 1;
        if (m_rules.pirateIslands) {
            convertWarship(s, p); // a warship instead of the robber (001:L2231)
            break;
        }
        updateLargestArmy(s, p);
        startRobberMove(s);
        break;
    }
    case ActionType::PlayRoadBuilding: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[RoadBuildingCard] = u8(ps.devCards[RoadBuildingCard] - 1);
        s.devPlayed = 1;
        // Seafarers: 2 roads, 2 ships or one of each (001:L1474).
        s.freeRoads = u8(std::min<int>(2, ps.roadsLeft + (m_rules.seafarers ? ps.shipsLeft : 0)));
        s.phase = Phase::RoadBuilding;
        finishRoadBuilding(s);
        break;
    }
    case ActionType::PlayYearOfPlenty: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[YearOfPlentyCard] = u8(ps.devCards[YearOfPlentyCard] - 1);
        s.devPlayed = 1;
        gain(s, p, argA, 1);
        gain(s, p, argB, 1);
        break;
    }
    case ActionType::PlayMonopoly: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[MonopolyCard] = u8(ps.devCards[MonopolyCard] - 1);
        s.devPlayed = 1;
        for (int q = 0; q < m_rules.players; ++q) {
            if (q == p)
                continue;
            const int n = s.players[idx(q)].resources[idx(argA)];
            pay(s, q, argA, n);
            gain(s, p, argA, n);
        }
        break;
    }
    default:
        break;
    }
}

void Game::finishRoadBuilding(GameState &s) const
{
    // With fog hexes still to draw, whether a free road has a place is decided after the draw.
    if (s.freeRoads == 0 || (!s.fogPending && !hasLegalRoad(s, s.actor))) {
        s.freeRoads = 0;
        afterRobber(s); // back to the phase the card was played in
    }
}

} // namespace isle::validation
