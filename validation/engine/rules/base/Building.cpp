// SPDX-License-Identifier: GPL-3.0-or-later
// Base: the set-up, the distance rule, settlements, cities and roads (001:L204–225, L587,
// L630–690).
#include "validation/engine/Game.h"
#include "validation/engine/SetupOrder.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>

namespace isle::validation {

using namespace rules;

void Game::compileMarkers(const model::Board &board)
{
    const model::BoardTopology &topo = m_topology;
    const auto nc = idx(topo.cornerCount());
    // No set-up settlement on a marked corner (NoSettlementAtSetup).
    m_cornerMarked.assign(nc, 0);
    for (const model::Marker &m : board.markers()) {
        const auto c = topo.cornerId(m.corner);
        if (c != NoId) {
            m_cornerSetupAllowed[idx(c)] = 0;
            m_cornerMarked[idx(c)] = 1;
        }
    }
}

void Game::compileRoadEdges()
{
    // A road needs land on at least one side.
    m_edgeLand.assign(idx(m_topology.edgeCount()), 0);
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        for (auto h : m_topology.edgeHexes(e))
            if (h != NoId && m_hexLand[idx(h)])
                m_edgeLand[idx(e)] = 1;
}

int Game::setupPlayer(int step) const
{
    return setupSeat(step, m_rules.players);
}

bool Game::setupAllowedNow(const GameState &s, int c) const
{
    // Land revealed during the set-up counts when its area allows starting settlements.
    if (m_cornerSetupAllowed[idx(c)])
        return true;
    if (!m_cornerFog[idx(c)] || m_cornerMarked[idx(c)])
        return false;
    for (model::BoardTopology::Id h : m_topology.cornerHexes(c)) {
        if (h == NoId || !isLandNow(s, h))
            continue;
        const int k = m_hexFogIndex[idx(h)];
        if (k < 0 ? m_hexStartAllowed[idx(h)] != 0 : m_fogStartAllowed[idx(k)] != 0)
            return true;
    }
    return false;
}

bool Game::isFreeSpot(const GameState &s, int corner) const
{
    if (s.cornerOwner[idx(corner)] >= 0 || !cornerBuildableNow(s, corner))
        return false;
    // Distance rule: all adjacent intersections vacant (001:L630–634); knights do not count
    // (Cities & Knights, 001:L3513), so the test reads the building level, not the owner. Off
    // the board the corner itself (vacant) is read instead: the three reads need no branch.
    int levels = 0;
    for (auto n : m_topology.cornerCorners(corner))
        levels |= s.cornerLevel[idx(n != NoId ? n : corner)];
    return levels == 0;
}

bool Game::canPlaceSettlement(const GameState &s, int player, int corner, bool setup) const
{
    if (!isFreeSpot(s, corner) || !siteAllows(player, corner))
        return false;
    if (setup && !setupAllowedNow(s, corner))
        return false;
    if (setup)
        return true;
    // Connected to an own road, or to an own shipping route reaching the coast (001:L1418).
    for (auto e : m_topology.cornerEdges(corner))
        if (e != NoId && (s.edgeOwner[idx(e)] == player || s.shipOwner[idx(e)] == player))
            return true;
    return false;
}

bool Game::hasSettlementSpot(const GameState &s, int player) const
{
    // A spot needs an own road or ship on one of its sides (canPlaceSettlement), so only the
    // ends of those are tried, found 16 sides at a time (greedy bots ask this at most decisions:
    // it was 18% of their time as a byte loop).
    const int edges = m_topology.edgeCount();
    for (int base = 0; base < edges; base += ScanWidth) {
        std::uint32_t hits = equalBytes(&s.edgeOwner[idx(base)], player)
            | equalBytes(&s.shipOwner[idx(base)], player);
        while (hits) {
            const int e = base + std::countr_zero(hits);
            hits &= hits - 1;
            if (e >= edges)
                break;
            for (auto c : m_topology.edgeCorners(e))
                if (canPlaceSettlement(s, player, c, false))
                    return true;
        }
    }
    return false;
}

bool Game::canPlaceRoad(const GameState &s, int player, int edge) const
{
    if (!roadSpotFree(s, edge))
        return false;
    // From an own building, or on from an own road that no opponent's building ends there
    // (001:L587): what the frontier keeps (rules/base/Frontier).
    const auto &ends = m_topology.edgeCorners(edge);
    return opensRoads(s, player, ends[0]) || opensRoads(s, player, ends[1]);
}

void Game::legalSetup(const GameState &s, ActionList &out) const
{
    if (s.phase == Phase::SetupSettlement) {
        // Cities & Knights: the second round places a city (001:L3283).
        const ActionType piece = m_rules.citiesKnights && s.setupStep >= m_rules.players
            ? ActionType::BuildCity
            : ActionType::BuildSettlement;
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (canPlaceSettlement(s, s.actor, c, true))
                out.push(makeAction(piece, unsigned(c)));
        return;
    }
    // The set-up road must touch the settlement just placed (001:L684).
    for (auto e : m_topology.cornerEdges(s.setupCorner))
        if (e != NoId && roadSpotFree(s, e))
            out.push(makeAction(ActionType::BuildRoad, unsigned(e)));
    if (m_rules.setupShip)
        legalSetupShips(s, out);
}

void Game::legalBuilds(const GameState &s, ActionList &out) const
{
    // The owner array is scanned 16 entries a step (forEachFlagged) for cities; the places for
    // settlements and roads are kept in s.frontier (rules/base/Frontier).
    const int p = s.actor;
    const PlayerState &ps = s.players[idx(p)];
    const auto &r = ps.resources;
    const int corners = m_topology.cornerCount();
    // What the hand pays for is tested without a branch per resource: hands vary at random.
    if ((ps.settlementsLeft > 0) & (r[Brick] > 0) & (r[Lumber] > 0) & (r[Wool] > 0)
        & (r[Grain] > 0)) {
        // Only corners at the end of an own road (001:L216) or ship (001:L1418) can qualify.
        forEachBit(s.frontier.routeEnds[idx(p)], corners, [&](int c) {
            if (isFreeSpot(s, c) && siteAllows(p, c))
                out.push(makeAction(ActionType::BuildSettlement, unsigned(c)));
        });
    }
    if ((ps.citiesLeft > 0) & (r[Ore] >= 3) & (r[Grain] >= 2))
        forEachFlagged(
            corners, [&](int base) { return equalBytes(&s.cornerOwner[idx(base)], p); },
            [&](int c) {
                if (s.cornerLevel[idx(c)] == 1)
                    out.push(makeAction(ActionType::BuildCity, unsigned(c)));
            });
    if ((ps.roadsLeft > 0) & (r[Brick] > 0) & (r[Lumber] > 0))
        legalRoads(s, p, out);
}

void Game::legalRoads(const GameState &s, int player, ActionList &out) const
{
    // Same set as canPlaceRoad() over all edges, but found from the player's network: the sides
    // their roads and buildings open (s.frontier, rules/base/Frontier) that are still free.
    // Emitted in edge order so the list does not depend on how it was found.
    forEachBit(s.frontier.roadSides[idx(player)], m_topology.edgeCount(), [&](int e) {
        out.pushIf(makeAction(ActionType::BuildRoad, unsigned(e)), roadSpotFree(s, e));
    });
}

void Game::piecesFrontier(const GameState &s, int player, IdBits<MaxEdges> &sides) const
{
    forEachFlagged(
        m_topology.edgeCount(),
        [&](int base) {
            return equalBytes(&s.edgeOwner[idx(base)], player)
                | equalBytes(&s.shipOwner[idx(base)], player);
        },
        [&](int e) { markSidesAtEnds(m_topology, e, sides); });
    markSidesAtOwnCorners(m_topology, s, player, sides);
}

bool Game::hasLegalRoad(const GameState &s, int player) const
{
    // Road Building's free pieces: roads, or with Seafarers also ships (001:L1474).
    // Roads from the sides the frontier keeps open, as legalRoads() finds them.
    const PlayerState &ps = s.players[idx(player)];
    bool road = false;
    if (ps.roadsLeft)
        forEachBit(s.frontier.roadSides[idx(player)], m_topology.edgeCount(),
            [&](int e) { road = road || roadSpotFree(s, e); });
    if (road || !m_rules.seafarers || !ps.shipsLeft)
        return road;
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        if (canPlaceShip(s, player, e))
            return true;
    return false;
}

void Game::applyBuilding(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::BuildSettlement: {
        const bool setup = s.phase == Phase::SetupSettlement;
        PlayerState &ps = s.players[idx(p)];
        if (!setup) {
            for (int r : {Brick, Lumber, Wool, Grain})
                pay(s, p, r, 1);
        }
        s.cornerOwner[idx(argA)] = static_cast<std::int8_t>(p);
        s.cornerLevel[idx(argA)] = 1;
        frontierAtCorner(s, argA);
        yieldsAtCorner(s, argA, 1);
        ps.settlementsLeft = u8(ps.settlementsLeft - 1);
        ps.harbors = u8(ps.harbors | m_cornerHarbor[idx(argA)]);
        if (m_rules.seafarers)
            settlementBuilt(s, p, argA, setup);
        if (setup) {
            // Starting resources from the last set-up settlement: the second (001:L686), in
            // Cloth for Catan the third (001:L2127); a gold field gives one resource of the
            // player's choice, as it does in production (001:L1486).
            s.setupCorner = static_cast<std::int16_t>(argA);
            s.phase = Phase::SetupRoad;
            if (s.setupStep >= (m_rules.setupRounds - 1) * m_rules.players
                && !m_rules.citiesKnights) {
                for (auto h : m_topology.cornerHexes(argA))
                    if (h != NoId) {
                        const int r = resourceNow(s, h);
                        if (r >= 0)
                            gain(s, p, r, 1);
                        else if (terrainNow(s, h) == model::index(model::Terrain::Gold))
                            ps.goldOwed = u8(ps.goldOwed + 1);
                    }
                if (m_rules.seafarers)
                    startGoldChoice(s, Phase::SetupRoad);
            }
            break;
        }
        // A settlement may break opponents' roads passing through it (001:L478).
        bool touched = false;
        for (auto e : m_topology.cornerEdges(argA))
            if (e != NoId) {
                const int owner = s.edgeOwner[idx(e)];
                if (owner >= 0 && owner != p) {
                    setRoute(s, owner, longestRoadOf(s, owner));
                    touched = true;
                }
            }
        if (m_rules.seafarers) {
            // ... or opponents' shipping routes, and it joins the builder's roads and ships into
            // one trade route (001:L1464).
            for (auto e : m_topology.cornerEdges(argA))
                if (e != NoId && s.shipOwner[idx(e)] >= 0 && s.shipOwner[idx(e)] != p) {
                    const int owner = s.shipOwner[idx(e)];
                    setRoute(s, owner, longestRoadOf(s, owner));
                    touched = true;
                }
            setRoute(s, p, longestRoadOf(s, p));
            touched = true;
        }
        if (touched)
            updateLongestRoad(s);
        // It may join ships that reach a village to the player's buildings (a set-up settlement
        // cannot: the distance rule keeps it off the ends of the player's own ships).
        if (m_rules.cloth)
            linkVillages(s, p); // rules/seafarers/Cloth
        if (m_rules.gifts)
            offerKeptHarbor(s, p); // a harbor kept aside now has a place (rules/seafarers/Gifts)
        break;
    }
    case ActionType::BuildCity: {
        PlayerState &ps = s.players[idx(p)];
        if (s.phase == Phase::SetupSettlement) {
            // Cities & Knights' set-up city: it goes straight onto the intersection and gives
            // 1 resource per terrain beside it, no commodities (001:L3283–3285).
            s.cornerOwner[idx(argA)] = static_cast<std::int8_t>(p);
            s.cornerLevel[idx(argA)] = 2;
            frontierAtCorner(s, argA);
            yieldsAtCorner(s, argA, 2);
            ps.citiesLeft = u8(ps.citiesLeft - 1);
            ps.harbors = u8(ps.harbors | m_cornerHarbor[idx(argA)]);
            for (auto h : m_topology.cornerHexes(argA))
                if (h != NoId && resourceNow(s, h) >= 0)
                    gain(s, p, resourceNow(s, h), 1);
            s.setupCorner = static_cast<std::int16_t>(argA);
            s.phase = Phase::SetupRoad;
            break;
        }
        pay(s, p, Ore, 3);
        pay(s, p, Grain, 2);
        s.cornerLevel[idx(argA)] = 2;
        yieldsAtCorner(s, argA, 1);
        ps.citiesLeft = u8(ps.citiesLeft - 1);
        ps.settlementsLeft = u8(ps.settlementsLeft + 1); // the settlement returns (001:L225)
        break;
    }
    case ActionType::BuildRoad: {
        PlayerState &ps = s.players[idx(p)];
        const Phase phase = s.phase;
        if (phase == Phase::Main) {
            pay(s, p, Brick, 1);
            pay(s, p, Lumber, 1);
        }
        s.edgeOwner[idx(argA)] = static_cast<std::int8_t>(p);
        frontierAtRoad(s, p, argA);
        ps.roadsLeft = u8(ps.roadsLeft - 1);
        if (m_rules.fog)
            discoverAt(s, p, argA);
        routePieceBuilt(s, p, argA, phase);
        nextFogDraw(s);
        break;
    }
    default:
        break;
    }
}

void Game::finishSetupPiece(GameState &s) const
{
    s.setupStep = u8(s.setupStep + 1);
    s.setupCorner = -1;
    if (s.setupStep == m_rules.setupRounds * m_rules.players) {
        s.phase = Phase::PreRoll; // the starting player begins (001:L690)
        s.turnPlayer = 0;
        s.actor = 0;
        s.actionCount = 0;
        s.homeIslands = s.islandsSettled; // the start islands of special VP rules (001:L1746)
        s.shipNew.fill(0);
    } else {
        s.phase = Phase::SetupSettlement;
        s.actor = u8(setupPlayer(s.setupStep));
    }
}

void Game::routePieceBuilt(GameState &s, int player, int edge, Phase phase) const
{
    // A road or ship was placed: the owner's route length, the Longest Road/Trade Route holder,
    // and what the phase it was placed in does next (set-up order, Road Building's count).
    routeAfterAdding(s, player, edge);
    updateLongestRoad(s);
    if (phase == Phase::SetupRoad) {
        finishSetupPiece(s);
    } else if (phase == Phase::RoadBuilding) {
        s.freeRoads = u8(s.freeRoads - 1);
        finishRoadBuilding(s);
    }
}

} // namespace isle::validation
