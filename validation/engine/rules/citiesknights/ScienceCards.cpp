// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the science (green) progress cards (001:L3699–3760, RULES-DIGEST §5.14).
// The Printer is a victory point card, played when drawn (ProgressDeck).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

namespace {

/// The Inventor may not move the 2, 12, 6 or 8 (001:L3729).
bool inventorMayMove(int token)
{
    return token != 0 && token != 2 && token != 12 && token != 6 && token != 8;
}

} // namespace

void Game::legalScienceCard(const GameState &s, int c, ActionList &out) const
{
    const int p = s.actor;
    const PlayerState &ps = s.players[idx(p)];
    const unsigned kind = unsigned(c);
    switch (static_cast<ProgressCard>(c)) {
    case ProgressCard::Alchemist: // both production dice, before the roll (001:L3703)
        for (int yellow = 1; yellow <= 6; ++yellow)
            for (int red = 1; red <= 6; ++red)
                out.push(
                    makeAction(ActionType::PlayProgressCard, kind, unsigned(yellow + 8 * red)));
        break;
    case ProgressCard::Crane: // one improvement 1 commodity cheaper; not two Cranes (001:L3707)
        if (!s.crane)
            out.push(makeAction(ActionType::PlayProgressCard, kind));
        break;
    case ProgressCard::Engineer: // a free city wall (001:L3711)
        if (std::find(s.walls[idx(p)].begin(), s.walls[idx(p)].end(), -1) != s.walls[idx(p)].end())
            for (int corner = 0; corner < m_topology.cornerCount(); ++corner)
                if (s.cornerOwner[idx(corner)] == p && s.cornerLevel[idx(corner)] == 2
                    && std::find(s.walls[idx(p)].begin(), s.walls[idx(p)].end(), corner)
                        == s.walls[idx(p)].end())
                    out.push(makeAction(ActionType::PlayProgressCard, kind, unsigned(corner)));
        break;
    case ProgressCard::Inventor: { // two tokens to swap (001:L3729)
        int movable = 0;
        for (int k = 0; k < numberedHexCount(); ++k)
            movable += inventorMayMove(s.tokens[idx(k)]) ? 1 : 0;
        if (movable >= 2)
            out.push(makeAction(ActionType::PlayProgressCard, kind));
        break;
    }
    case ProgressCard::Irrigation:
    case ProgressCard::Mining:
        out.push(makeAction(ActionType::PlayProgressCard, kind));
        break;
    case ProgressCard::Medicine: // a city for 2 ore + 1 grain (001:L3741)
        if (ps.citiesLeft && ps.resources[Ore] >= 2 && ps.resources[Grain] >= 1)
            for (int corner = 0; corner < m_topology.cornerCount(); ++corner)
                if (s.cornerOwner[idx(corner)] == p && s.cornerLevel[idx(corner)] == 1)
                    out.push(makeAction(ActionType::PlayProgressCard, kind, unsigned(corner)));
        break;
    case ProgressCard::RoadBuilding: // 2 free roads (001:L3755), or ships (001:L3666)
        if ((ps.roadsLeft || (m_rules.seafarers && ps.shipsLeft)) && hasLegalRoad(s, p))
            out.push(makeAction(ActionType::PlayProgressCard, kind));
        break;
    case ProgressCard::Smith: // 2 free promotions (001:L3759)
        for (const GameState::KnightPiece &k : s.knights[idx(p)])
            if (canPromoteKnight(s, p, k)) {
                out.push(makeAction(ActionType::PlayProgressCard, kind));
                break;
            }
        break;
    default:
        break;
    }
}

void Game::playScienceCard(GameState &s, int p, int c, int arg) const
{
    switch (static_cast<ProgressCard>(c)) {
    case ProgressCard::Alchemist:
        // The dice are set; the event die is still rolled and resolved first (001:L3703).
        s.alchemist = u8(arg);
        s.progressPlaying = 0;
        s.phase = Phase::ChanceDice;
        return;
    case ProgressCard::Crane:
        s.crane = 1;
        break;
    case ProgressCard::Engineer:
        *std::find(s.walls[idx(p)].begin(), s.walls[idx(p)].end(), -1)
            = static_cast<std::int16_t>(arg);
        break;
    case ProgressCard::Inventor:
    case ProgressCard::Smith:
        s.progressActor = u8(p);
        s.progressCount = 2;
        s.phase = Phase::ProgressChoice;
        return;
    case ProgressCard::Irrigation:
    case ProgressCard::Mining: {
        // 2 cards for each fields / mountains hex beside at least one of the player's
        // buildings; cities do not double it (001:L3733–3739). The bank pays what it has.
        const int resource = c == cardIndex(ProgressCard::Irrigation) ? Grain : Ore;
        int n = 0;
        for (int h = 0; h < m_topology.hexCount(); ++h) {
            if (resourceNow(s, h) != resource || m_hexGold[idx(h)])
                continue;
            for (auto corner : m_topology.hexCorners(h))
                if (s.cornerOwner[idx(corner)] == p && s.cornerLevel[idx(corner)] != 0) {
                    n += 2;
                    break;
                }
        }
        gain(s, p, resource, std::min<int>(n, s.bank[idx(resource)]));
        break;
    }
    case ProgressCard::Medicine: {
        PlayerState &ps = s.players[idx(p)];
        pay(s, p, Ore, 2);
        pay(s, p, Grain, 1);
        s.cornerLevel[idx(arg)] = 2;
        ps.citiesLeft = u8(ps.citiesLeft - 1);
        ps.settlementsLeft = u8(ps.settlementsLeft + 1);
        break;
    }
    case ProgressCard::RoadBuilding:
        s.progressPlaying = 0;
        s.freeRoads = u8(std::min<int>(2,
            s.players[idx(p)].roadsLeft + (m_rules.seafarers ? s.players[idx(p)].shipsLeft : 0)));
        s.phase = Phase::RoadBuilding;
        return;
    default:
        break;
    }
    finishProgressCard(s);
}

void Game::legalScienceChoice(const GameState &s, ActionList &out) const
{
    const int p = s.progressActor;
    if (s.progressPlaying - 1 == cardIndex(ProgressCard::Inventor)) {
        for (int a = 0; a < numberedHexCount(); ++a)
            for (int b = a + 1; b < numberedHexCount(); ++b)
                if (inventorMayMove(s.tokens[idx(a)]) && inventorMayMove(s.tokens[idx(b)]))
                    out.push(makeAction(ActionType::ProgressChoice, unsigned(numberedHex(a)),
                        unsigned(numberedHex(b))));
        return;
    }
    // Smith: a knight to promote, or stop.
    for (const GameState::KnightPiece &k : s.knights[idx(p)])
        if (canPromoteKnight(s, p, k))
            out.push(makeAction(ActionType::ProgressChoice, unsigned(k.corner)));
    out.push(makeAction(ActionType::ProgressChoice, unsigned(NoProgressChoice)));
}

void Game::applyScienceChoice(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    if (s.progressPlaying - 1 == cardIndex(ProgressCard::Inventor)) {
        std::swap(s.tokens[idx(m_hexNumbered[idx(argA)])],
            s.tokens[idx(m_hexNumbered[idx(actionArgB(a))])]);
        finishProgressCard(s);
        return;
    }
    if (argA != NoProgressChoice) {
        // Smith: promote for free, by the normal rules (001:L3759).
        GameState::KnightPiece &k = s.knights[idx(p)][idx(knightSlotAt(s, p, argA))];
        k.strength = u8(k.strength + 1);
        k.flags = u8(k.flags | GameState::KnightPromotedNow);
        s.progressCount = u8(s.progressCount - 1);
    }
    bool more = false;
    for (const GameState::KnightPiece &k : s.knights[idx(p)])
        more = more || canPromoteKnight(s, p, k);
    if (argA == NoProgressChoice || s.progressCount == 0 || !more)
        finishProgressCard(s);
}

} // namespace isle::validation
