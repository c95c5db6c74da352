// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the politics (blue) progress cards (001:L3835–3880, RULES-DIGEST §5.14).
// The Constitution is a victory point card, played when drawn (ProgressDeck).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <bit>

namespace isle::validation {

using namespace rules;

void Game::legalPoliticsCard(const GameState &s, int c, ActionList &out) const
{
    const int p = s.actor;
    const unsigned kind = unsigned(c);
    auto push = [&](int arg) {
        out.push(makeAction(ActionType::PlayProgressCard, kind, unsigned(arg)));
    };
    switch (static_cast<ProgressCard>(c)) {
    case ProgressCard::Bishop:
        // The robber by the normal rules, and only after the first attack (001:L3334, L3845).
        if (s.barbarianAttacks > 0)
            for (int h = 0; h < m_topology.hexCount(); ++h)
                if (h != s.robberHex && isLandNow(s, h) && robberMayEnter(h))
                    push(h);
        break;
    case ProgressCard::Deserter: // an opponent with a knight on the board (001:L3851)
    case ProgressCard::Spy: // an opponent with progress cards (001:L3876)
        for (int q = 0; q < m_rules.players; ++q) {
            if (q == p)
                continue;
            bool has = c == cardIndex(ProgressCard::Spy) && progressInHand(s, q) > 0;
            for (const GameState::KnightPiece &k : s.knights[idx(q)])
                has = has || (c == cardIndex(ProgressCard::Deserter) && k.onBoard());
            if (has)
                push(q);
        }
        break;
    case ProgressCard::Diplomat:
        // An open road: at one of its ends no piece of its colour and no other road of its
        // colour (001:L3857); with Seafarers an open ship likewise (001:L3666).
        for (int e = 0; e < m_topology.edgeCount(); ++e) {
            const bool ship = s.edgeOwner[idx(e)] < 0;
            const auto &ways = ship ? s.shipOwner : s.edgeOwner;
            const int owner = ways[idx(e)];
            if (owner < 0 || (ship && !m_rules.seafarers))
                continue;
            bool open = false;
            for (auto end : m_topology.edgeCorners(e)) {
                bool joined = s.cornerOwner[idx(end)] == owner;
                for (auto other : m_topology.cornerEdges(end))
                    joined
                        = joined || (other != NoId && int(other) != e && ways[idx(other)] == owner);
                open = open || !joined;
            }
            if (open)
                push(e);
        }
        break;
    case ProgressCard::Intrigue:
        // An opponent's knight on an intersection at one of the player's roads (001:L3863), or
        // ships with Seafarers (001:L3666).
        for (int q = 0; q < m_rules.players; ++q)
            if (q != p)
                for (const GameState::KnightPiece &k : s.knights[idx(q)]) {
                    if (!k.onBoard())
                        continue;
                    bool reached = false;
                    for (auto e : m_topology.cornerEdges(k.corner))
                        reached = reached || onOwnWay(s, p, e);
                    if (reached)
                        push(k.corner);
                }
        break;
    case ProgressCard::Warlord: // all own knights active (001:L3880)
        for (const GameState::KnightPiece &k : s.knights[idx(p)])
            if (k.onBoard() && !(k.flags & GameState::KnightActive)) {
                push(0);
                break;
            }
        break;
    case ProgressCard::Saboteur:
    case ProgressCard::Wedding:
        push(0);
        break;
    default:
        break;
    }
}

void Game::playPoliticsCard(GameState &s, int p, int c, int arg) const
{
    switch (static_cast<ProgressCard>(c)) {
    case ProgressCard::Bishop: {
        // One random card from each player with a building at the new hex (001:L3845–3847).
        s.progressPlaying = 0;
        s.robberHex = static_cast<std::int16_t>(arg);
        s.bishopVictims = victimsAmong(s, p, m_topology.hexCorners(arg), BuildingOwners {s});
        afterRobber(s); // takes the victims one by one (rules/base/Robber)
        return;
    }
    case ProgressCard::Deserter:
        // The opponent removes a knight of their choice (001:L3851).
        s.progressTarget = u8(arg);
        s.progressActor = u8(arg);
        s.phase = Phase::ProgressChoice;
        return;
    case ProgressCard::Diplomat: {
        const bool ship = s.edgeOwner[idx(arg)] < 0; // with Seafarers (001:L3666)
        const int owner = ship ? s.shipOwner[idx(arg)] : s.edgeOwner[idx(arg)];
        PlayerState &ps = s.players[idx(owner)];
        if (ship) {
            s.shipOwner[idx(arg)] = -1;
            s.shipNew[idx(arg >> 3)] = u8(s.shipNew[idx(arg >> 3)] & ~(1 << (arg & 7)));
            ps.shipsLeft = u8(ps.shipsLeft + 1);
            frontierAtShip(s, owner, arg);
        } else {
            s.edgeOwner[idx(arg)] = -1;
            ps.roadsLeft = u8(ps.roadsLeft + 1);
            frontierAtRoad(s, owner, arg);
        }
        setRoute(s, owner, longestRoadOf(s, owner));
        updateLongestRoad(s);
        if (owner == p) { // one's own road may be placed again at once, free (001:L3859)
            s.progressAux = u8(ship); // a ship goes back as a ship
            s.progressActor = u8(p);
            s.phase = Phase::ProgressChoice;
            return;
        }
        break;
    }
    case ProgressCard::Intrigue:
        // Displaced as by a knight: its owner moves it, or it leaves the board (001:L3865).
        s.progressPlaying = 0;
        displaceKnight(s, arg);
        return;
    case ProgressCard::Saboteur: {
        // Everyone with at least as many points discards half their cards (001:L3870).
        const int mine = victoryPoints(s, p);
        bool any = false;
        for (int q = 0; q < m_rules.players; ++q) {
            PlayerState &ps = s.players[idx(q)];
            if (q != p && victoryPoints(s, q) >= mine && ps.cardCount >= 2) {
                ps.discardOwed = u8(ps.cardCount / 2);
                any = true;
            }
        }
        if (any) {
            s.progressPlaying = 0;
            s.saboteur = 1;
            s.phase = Phase::Discard;
            return;
        }
        break;
    }
    case ProgressCard::Spy:
        s.progressTarget = u8(arg);
        s.progressActor = u8(p);
        s.phase = Phase::ProgressChoice;
        return;
    case ProgressCard::Warlord:
        for (GameState::KnightPiece &k : s.knights[idx(p)])
            if (k.onBoard() && !(k.flags & GameState::KnightActive))
                k.flags = u8(k.flags | GameState::KnightActive | GameState::KnightActivatedNow);
        break;
    case ProgressCard::Wedding: {
        // Each opponent with more points gives 2 cards of their choice (001:L3884).
        const int mine = victoryPoints(s, p);
        int first = -1;
        for (int i = 1; i < m_rules.players; ++i) {
            const int q = (p + i) % m_rules.players;
            const int owed = std::min<int>(2, s.players[idx(q)].cardCount);
            if (victoryPoints(s, q) > mine && owed > 0) {
                s.ck[idx(q)].cardsOwed = u8(owed);
                first = first < 0 ? q : first;
            }
        }
        if (first >= 0) {
            s.progressActor = u8(first);
            s.phase = Phase::ProgressChoice;
            return;
        }
        break;
    }
    default:
        break;
    }
    finishProgressCard(s);
}

void Game::legalPoliticsChoice(const GameState &s, ActionList &out) const
{
    const int card = s.progressPlaying - 1, p = s.actor, actor = s.progressActor;
    auto push = [&](int a) {
        out.push(makeAction(ActionType::ProgressChoice, unsigned(a)));
    };
    switch (static_cast<ProgressCard>(card)) {
    case ProgressCard::Deserter:
        if (s.progressAux == 0) { // the opponent picks the knight to remove
            for (const GameState::KnightPiece &k : s.knights[idx(actor)])
                if (k.onBoard())
                    push(k.corner);
            return;
        }
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (canHireKnightAt(s, p, c))
                push(c);
        push(NoProgressChoice);
        return;
    case ProgressCard::Diplomat:
        for (int e = 0; e < m_topology.edgeCount(); ++e)
            if (s.progressAux ? canPlaceShip(s, p, e) : canPlaceRoad(s, p, e))
                push(e);
        push(NoProgressChoice);
        return;
    case ProgressCard::Spy:
        for (int c = 0; c < ProgressCardKinds; ++c)
            if (s.progressHand[idx(s.progressTarget)][idx(c)])
                push(c);
        push(NoProgressChoice);
        return;
    case ProgressCard::Wedding:
        for (int c = 0; c < CardKinds; ++c)
            if (cardsOf(s, actor, c))
                push(c);
        return;
    default:
        return;
    }
}

void Game::applyPoliticsChoice(GameState &s, int p, Action a) const
{
    const int card = s.progressPlaying - 1, argA = actionArgA(a), turn = s.actor;
    switch (static_cast<ProgressCard>(card)) {
    case ProgressCard::Deserter: {
        if (s.progressAux == 0) {
            // The knight leaves; the player may place one of the same strength, or a basic one
            // when they have none of it left, with the same status (001:L3851–3853).
            auto &k = s.knights[idx(p)][idx(knightSlotAt(s, p, argA))];
            int strength = k.strength;
            const int active = k.flags & GameState::KnightActive;
            k = GameState::KnightPiece {};
            s.cornerOwner[idx(argA)] = -1;
            roadsChangedAt(s, argA);
            if (knightsOnBoard(s, turn, strength) >= KnightsPerStrength)
                strength = 1;
            if (knightsOnBoard(s, turn, strength) >= KnightsPerStrength) {
                finishProgressCard(s); // no piece to place (001:L3853)
                return;
            }
            s.progressAux = u8(strength | active << 4);
            s.progressActor = u8(turn);
            return;
        }
        if (argA != NoProgressChoice) {
            auto &slot = *std::find_if(s.knights[idx(p)].begin(), s.knights[idx(p)].end(),
                [](const GameState::KnightPiece &k) { return k.strength == 0; });
            slot = GameState::KnightPiece {
                static_cast<std::int16_t>(argA), u8(s.progressAux & 15), u8(s.progressAux >> 4)};
            s.cornerOwner[idx(argA)] = static_cast<std::int8_t>(p);
            s.cornerLevel[idx(argA)] = 0;
            roadsChangedAt(s, argA, p);
        }
        break;
    }
    case ProgressCard::Diplomat:
        if (argA != NoProgressChoice) {
            PlayerState &ps = s.players[idx(p)];
            if (s.progressAux) {
                s.shipOwner[idx(argA)] = static_cast<std::int8_t>(p);
                frontierAtShip(s, p, argA);
                ps.shipsLeft = u8(ps.shipsLeft - 1);
                setRoute(s, p, longestRoadOf(s, p));
            } else {
                s.edgeOwner[idx(argA)] = static_cast<std::int8_t>(p);
                frontierAtRoad(s, p, argA);
                ps.roadsLeft = u8(ps.roadsLeft - 1);
                routeAfterAdding(s, p, argA);
            }
            updateLongestRoad(s);
        }
        break;
    case ProgressCard::Spy:
        if (argA != NoProgressChoice) {
            const int from = s.progressTarget;
            s.progressHand[idx(from)][idx(argA)] = u8(s.progressHand[idx(from)][idx(argA)] - 1);
            s.ck[idx(from)].progressCount = u8(s.ck[idx(from)].progressCount - 1);
            s.progressHand[idx(p)][idx(argA)] = u8(s.progressHand[idx(p)][idx(argA)] + 1);
            s.ck[idx(p)].progressCount = u8(s.ck[idx(p)].progressCount + 1);
        }
        break;
    case ProgressCard::Wedding: {
        takeCardFrom(s, p, turn, argA);
        s.ck[idx(p)].cardsOwed = u8(s.ck[idx(p)].cardsOwed - 1);
        for (int i = 0; i < m_rules.players; ++i) {
            const int q = (p + i) % m_rules.players;
            if (s.ck[idx(q)].cardsOwed) {
                s.progressActor = u8(q);
                return;
            }
        }
        break;
    }
    default:
        break;
    }
    finishProgressCard(s);
}

} // namespace isle::validation
