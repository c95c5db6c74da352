// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: knights — hiring, activating and promoting them, and the actions of an active
// knight: moving, displacing a weaker knight, chasing the robber away (001:L3370–3393,
// L3509–3572). A knight occupies its intersection in cornerOwner with cornerLevel 0 (GameState),
// so it blocks opponents' roads and breaks their longest road (001:L3515). With Seafarers, ships
// count as roads for knights, and a knight may stand at sea at the end of its ships
// (001:L3666–3670, rules/citiesknights/SeafarersVariant).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

using Knight = GameState::KnightPiece;

int Game::knightSlotAt(const GameState &s, int player, int c)
{
    const auto &knights = s.knights[idx(player)];
    for (int k = 0; k < KnightsPerPlayer; ++k)
        if (knights[idx(k)].onBoard() && knights[idx(k)].corner == c)
            return k;
    return -1;
}

namespace {

bool mayAct(const Knight &k)
{
    // Active, and not activated this turn (001:L3393).
    return k.onBoard() && (k.flags & GameState::KnightActive)
        && !(k.flags & GameState::KnightActivatedNow);
}

} // namespace

int Game::knightsOnBoard(const GameState &s, int player, int strength)
{
    // 2 pieces of each strength (001:L3272); a displaced knight waiting to move counts too.
    int n = 0;
    for (const Knight &k : s.knights[idx(player)])
        n += k.strength == strength ? 1 : 0;
    return n;
}

bool Game::onOwnWay(const GameState &s, int player, int e) const
{
    // A road, or with Seafarers a ship: "all rules that concern roads also apply to ships"
    // (001:L3666).
    return e != NoId
        && (s.edgeOwner[idx(e)] == player || (m_rules.seafarers && s.shipOwner[idx(e)] == player));
}

bool Game::knightMayStand(const GameState &s, int c) const
{
    // On land; with Seafarers also at sea, reached along the player's ships (001:L3668). Every
    // corner a knight reaches is at the end of one of its ways, so it is on the board.
    return m_rules.seafarers || cornerBuildableNow(s, c);
}

bool Game::canHireKnightAt(const GameState &s, int player, int c) const
{
    // An empty intersection at one of the player's roads (or ships); no distance rule
    // (001:L3376, L3513). A new knight is never placed at sea (001:L3668).
    if (s.cornerOwner[idx(c)] >= 0 || !cornerBuildableNow(s, c))
        return false;
    for (auto e : m_topology.cornerEdges(c))
        if (onOwnWay(s, player, e))
            return true;
    return false;
}

bool Game::canPromoteKnight(const GameState &s, int player, const Knight &k) const
{
    // Once a turn, a piece of the next strength in the supply, strong to mighty only with the
    // Fortress, politics level 3 (001:L3385).
    return k.onBoard() && !(k.flags & GameState::KnightPromotedNow) && k.strength < 3
        && knightsOnBoard(s, player, k.strength + 1) < KnightsPerStrength
        && (k.strength == 1 || s.ck[idx(player)].improvements[PoliticsArea] >= 3);
}

template<typename Visit>
void Game::forEachKnightReach(const GameState &s, int player, int from, Visit visit) const
{
    // The intersections joined to `from` by the player's roads, passing only through empty
    // intersections and the player's own pieces (001:L3524–3528). visit(c) is called for each
    // empty one and each opponent's piece next to the way, which the walk does not pass.
    IdBits<MaxCorners> seen(m_topology.cornerCount());
    std::array<std::int16_t, MaxCorners> queue;
    int head = 0, tail = 0;
    queue[idx(tail++)] = static_cast<std::int16_t>(from);
    seen.set(from);
    while (head < tail) {
        const int c = queue[idx(head++)];
        for (auto e : m_topology.cornerEdges(c)) {
            if (!onOwnWay(s, player, e))
                continue;
            for (auto n : m_topology.edgeCorners(e)) {
                if (n == c || seen.test(n))
                    continue;
                seen.set(n);
                const int owner = s.cornerOwner[idx(n)];
                if (owner != player)
                    visit(static_cast<int>(n));
                if (owner < 0 || owner == player)
                    queue[idx(tail++)] = static_cast<std::int16_t>(n);
            }
        }
    }
}

void Game::legalKnights(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    const PlayerState &ps = s.players[idx(p)];
    const auto &knights = s.knights[idx(p)];
    const auto &r = ps.resources;
    // Hire: 1 wool + 1 ore, a basic knight from the supply, on an empty intersection at one of
    // the player's roads; knights ignore the distance rule (001:L3376, L3513).
    if (r[Wool] && r[Ore] && knightsOnBoard(s, p, 1) < KnightsPerStrength) {
        IdBits<MaxCorners> site(m_topology.cornerCount());
        forEachFlagged(
            m_topology.edgeCount(),
            [&](int base) {
                return m_rules.seafarers ? equalBytes(&s.edgeOwner[idx(base)], p)
                        | equalBytes(&s.shipOwner[idx(base)], p)
                                         : equalBytes(&s.edgeOwner[idx(base)], p);
            },
            [&](int e) {
                for (auto c : m_topology.edgeCorners(e))
                    if (canHireKnightAt(s, p, c))
                        site.set(c);
            });
        site.forEach([&](int c) { out.push(makeAction(ActionType::BuildKnight, unsigned(c))); });
    }
    for (const Knight &k : knights) {
        if (!k.onBoard())
            continue;
        const unsigned at = unsigned(k.corner);
        // Activate: 1 grain (001:L3380).
        if (!(k.flags & GameState::KnightActive) && r[Grain])
            out.push(makeAction(ActionType::ActivateKnight, at));
        // Promote: 1 wool + 1 ore (001:L3385).
        if (r[Wool] && r[Ore] && canPromoteKnight(s, p, k))
            out.push(makeAction(ActionType::PromoteKnight, at));
        if (!mayAct(k))
            continue;
        forEachKnightReach(s, p, k.corner, [&](int c) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner < 0) {
                if (knightMayStand(s, c))
                    out.push(makeAction(ActionType::MoveKnight, at, unsigned(c)));
                return;
            }
            // Displace only a strictly weaker opponent knight (001:L3540–3546).
            if (s.cornerLevel[idx(c)] != 0)
                return;
            const int slot = knightSlotAt(s, owner, c);
            if (s.knights[idx(owner)][idx(slot)].strength < k.strength)
                out.push(makeAction(ActionType::DisplaceKnight, at, unsigned(c)));
        });
        // Chase the robber from one of the knight's hexes; the robber moves only after the
        // first barbarian attack (001:L3334, L3568).
        if (s.barbarianAttacks > 0)
            legalChases(s, k.corner, out);
    }
}

void Game::legalChases(const GameState &s, int corner, ActionList &out) const
{
    // ChaseRobber b = 0 the robber, 1 the pirate: with Seafarers a knight beside the pirate's
    // hex chases it as it would the robber (001:L3670).
    for (auto h : m_topology.cornerHexes(corner))
        if (h != NoId && h == s.robberHex) {
            out.push(makeAction(ActionType::ChaseRobber, unsigned(corner), 0));
            break;
        }
    if (m_rules.seafarers && !m_rules.noPirate && s.pirateHex >= 0)
        for (auto h : m_topology.cornerHexes(corner))
            if (h != NoId && h == s.pirateHex) {
                out.push(makeAction(ActionType::ChaseRobber, unsigned(corner), 1));
                break;
            }
}

void Game::legalKnightErrant(const GameState &s, ActionList &out) const
{
    // Knight-Errant: an active knight may chase the robber away before the roll (001:L3680),
    // still not before the first attack (001:L3334).
    if (s.barbarianAttacks == 0)
        return;
    for (const Knight &k : s.knights[idx(s.actor)])
        if (mayAct(k))
            legalChases(s, k.corner, out);
}

void Game::legalKnightRetreat(const GameState &s, ActionList &out) const
{
    // The displaced knight goes to an empty intersection joined to its old place by its
    // owner's roads (001:L3553); displaceKnight() already removed it when there is none.
    const int owner = s.retreatKnight / KnightsPerPlayer;
    const int from = -1 - s.knights[idx(owner)][idx(s.retreatKnight % KnightsPerPlayer)].corner;
    forEachKnightReach(s, owner, from, [&](int c) {
        if (s.cornerOwner[idx(c)] < 0 && knightMayStand(s, c))
            out.push(makeAction(ActionType::RetreatKnight, unsigned(c)));
    });
}

void Game::roadsChangedAt(GameState &s, int corner, int knightOwner) const
{
    // A piece came or went at `corner`: the roads (with Seafarers, the trade routes, 001:L1460)
    // through it may be broken or joined again (001:L3515), so their owners' longest roads are
    // recomputed, each owner once. A knight blocks only opponents and joins no road to a ship,
    // so its owner's routes stay as they were. Where roads may be built changes for everyone.
    frontierAtCorner(s, corner);
    unsigned owners = 0;
    for (auto e : m_topology.cornerEdges(corner)) {
        if (e == NoId)
            continue;
        if (s.edgeOwner[idx(e)] >= 0)
            owners |= 1u << s.edgeOwner[idx(e)];
        if (m_rules.seafarers && s.shipOwner[idx(e)] >= 0)
            owners |= 1u << s.shipOwner[idx(e)];
    }
    if (knightOwner >= 0)
        owners &= ~(1u << knightOwner);
    if (!owners)
        return;
    for (int owner = 0; owner < m_rules.players; ++owner)
        if (owners >> owner & 1)
            setRoute(s, owner, longestRoadOf(s, owner));
    updateLongestRoad(s);
}

void Game::applyKnights(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a), argB = actionArgB(a);
    auto &knights = s.knights[idx(p)];
    auto place = [&](int player, int c) {
        s.cornerOwner[idx(c)] = static_cast<std::int8_t>(player);
        s.cornerLevel[idx(c)] = 0;
    };
    switch (actionType(a)) {
    case ActionType::BuildKnight: {
        pay(s, p, Wool, 1);
        pay(s, p, Ore, 1);
        Knight &k = *std::find_if(
            knights.begin(), knights.end(), [](const Knight &x) { return x.strength == 0; });
        k = Knight {static_cast<std::int16_t>(argA), 1, 0}; // placed inactive (001:L3376)
        place(p, argA);
        roadsChangedAt(s, argA, p);
        break;
    }
    case ActionType::ActivateKnight: {
        pay(s, p, Grain, 1);
        Knight &k = knights[idx(knightSlotAt(s, p, argA))];
        k.flags = u8(k.flags | GameState::KnightActive | GameState::KnightActivatedNow);
        break;
    }
    case ActionType::PromoteKnight: {
        pay(s, p, Wool, 1);
        pay(s, p, Ore, 1);
        Knight &k = knights[idx(knightSlotAt(s, p, argA))];
        k.strength = u8(k.strength + 1); // its status stays as it was (001:L3385)
        k.flags = u8(k.flags | GameState::KnightPromotedNow);
        break;
    }
    case ActionType::MoveKnight: {
        Knight &k = knights[idx(knightSlotAt(s, p, argA))];
        k.corner = static_cast<std::int16_t>(argB);
        k.flags = u8(k.flags & ~GameState::KnightActive); // acting makes it inactive
        s.cornerOwner[idx(argA)] = -1;
        place(p, argB);
        roadsChangedAt(s, argA, p);
        roadsChangedAt(s, argB, p);
        break;
    }
    case ActionType::DisplaceKnight: {
        Knight &k = knights[idx(knightSlotAt(s, p, argA))];
        k.flags = u8(k.flags & ~GameState::KnightActive);
        s.cornerOwner[idx(argA)] = -1;
        roadsChangedAt(s, argA, p);
        displaceKnight(s, argB);
        k.corner = static_cast<std::int16_t>(argB);
        place(p, argB);
        roadsChangedAt(s, argB, p);
        break;
    }
    case ActionType::RetreatKnight: {
        Knight &k = s.knights[idx(p)][idx(s.retreatKnight % KnightsPerPlayer)];
        k.corner = static_cast<std::int16_t>(argA);
        place(p, argA);
        s.retreatKnight = 0;
        s.phase = Phase::Main;
        roadsChangedAt(s, argA, p);
        break;
    }
    case ActionType::ChaseRobber: {
        Knight &k = knights[idx(knightSlotAt(s, p, argA))];
        k.flags = u8(k.flags & ~GameState::KnightActive);
        // The robber to a numbered hex, then a steal (001:L3570); the pirate to another sea
        // hex (Seafarers, 001:L3670).
        s.robberChased = u8(argB ? 2 : 1);
        s.phase = Phase::MoveRobber;
        break;
    }
    default:
        break;
    }
}

void Game::displaceKnight(GameState &s, int corner) const
{
    // The displaced knight must move to an empty intersection joined to its place by its
    // owner's roads, its status unchanged; with nowhere to go it leaves the board
    // (001:L3553–3556). Its place is then free for the displacing knight (or Intrigue).
    const int owner = s.cornerOwner[idx(corner)];
    const int slot = knightSlotAt(s, owner, corner);
    bool canRetreat = false;
    forEachKnightReach(s, owner, corner, [&](int c) {
        canRetreat = canRetreat || (s.cornerOwner[idx(c)] < 0 && knightMayStand(s, c));
    });
    Knight &displaced = s.knights[idx(owner)][idx(slot)];
    s.cornerOwner[idx(corner)] = -1;
    if (canRetreat) {
        // Off the board until its owner moves it; the corner remembers where it stood.
        displaced.corner = static_cast<std::int16_t>(-1 - corner);
        s.retreatKnight = u8(owner * KnightsPerPlayer + slot);
        s.phase = Phase::KnightRetreat;
    } else {
        displaced = Knight {};
    }
    roadsChangedAt(s, corner, owner);
}

void Game::endTurnKnights(GameState &s, int player) const
{
    for (Knight &k : s.knights[idx(player)])
        k.flags = u8(k.flags & GameState::KnightActive);
}

} // namespace isle::validation
