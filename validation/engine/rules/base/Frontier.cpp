// SPDX-License-Identifier: GPL-3.0-or-later
// Where each player's pieces let a road, a settlement or a ship go (GameState::frontier), kept up
// to date as pieces come and go, so that legalRoads(), legalBuilds() and the ship generators read
// it instead of scanning the board at every decision of the build phase.
//
// Every bit is a function of the pieces at one or two intersections: a side's road or ship bit of
// the pieces at its two ends, an intersection's route-end bit of the roads and ships beside it, a
// ship's loose bit of its owner's pieces at its two ends. So
// a change at a side or an intersection is answered by recomputing the bits around the
// intersections it touched, for the players it can concern. Only the move generator reads the
// frontier; the self-check compares it with computeFrontier() after every change of the board.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

namespace {

void putBit(std::uint64_t *words, int id, bool on)
{
    const std::uint64_t bit = std::uint64_t(1) << (id & 63);
    std::uint64_t &w = words[id >> 6];
    w = on ? w | bit : w & ~bit;
}

/// Seafarers: a new ship of `player` beside `corner` may be supported there: the corner holds
/// their building, or an end of their ship (001:L1394–1396). A knight of theirs counts too; the
/// generators' own test (Game::shipSupported) turns down the sides only a knight touches.
bool anchorsShips(const model::BoardTopology &topology, const GameState &s, int player, int corner)
{
    if (s.cornerOwner[idx(corner)] == player)
        return true;
    for (auto e : topology.cornerEdges(corner))
        if (e != NoId && s.shipOwner[idx(e)] == player)
            return true;
    return false;
}

/// PieceFrontier::takenSides: a road or a ship stands on side `edge`.
bool sideTaken(const GameState &s, int edge)
{
    return s.edgeOwner[idx(edge)] >= 0 || s.shipOwner[idx(edge)] >= 0;
}

/// PieceFrontier::shipSides is kept with Seafarers, but not for The Pirate Islands, whose one
/// route per player grows only at its end (rules/seafarers/PirateIslands) and never reads it.
bool keepsShipSides(const RuleSet &rules)
{
    return rules.seafarers && !rules.pirateIslands;
}

/// PieceFrontier::shipSides of `player` at every side of `corner`.
void shipSidesAround(const model::BoardTopology &topology, const GameState &s, PieceFrontier &f,
    int player, int corner)
{
    std::uint64_t *sides = f.shipSides[idx(player)].data();
    const bool here = anchorsShips(topology, s, player, corner);
    for (auto e : topology.cornerEdges(corner)) {
        if (e == NoId)
            continue;
        const auto &ends = topology.edgeCorners(e);
        const int other = ends[0] == corner ? ends[1] : ends[0];
        putBit(sides, e, here || anchorsShips(topology, s, player, other));
    }
}

} // namespace

void Game::looseShipsAround(GameState &s, int corner) const
{
    // Whether a ship may sail depends on its owner's pieces at its two ends; a change at
    // `corner` concerns the ships on its sides (a ship that left is cleared).
    for (auto e : m_topology.cornerEdges(corner)) {
        if (e == NoId)
            continue;
        const int owner = s.shipOwner[idx(e)];
        putBit(s.frontier.looseShips.data(), e, owner >= 0 && shipHasFreeEnd(s, owner, e));
    }
}

void Game::looseShipsBeside(GameState &s, int player, int edge) const
{
    // A road or ship of `player` came to or left `edge`: only their own ships there and beside
    // it can change (an opponent's pieces neither close nor open a ship's end).
    const int owner = s.shipOwner[idx(edge)];
    putBit(s.frontier.looseShips.data(), edge, owner >= 0 && shipHasFreeEnd(s, owner, edge));
    for (auto e : m_topology.edgeNeighbors(edge))
        if (e != NoId && s.shipOwner[idx(e)] == player)
            putBit(s.frontier.looseShips.data(), e, shipHasFreeEnd(s, player, e));
}

bool Game::opensRoads(const GameState &s, int player, int corner) const
{
    // A road may go from the player's settlement or city, or on from their road unless an
    // opponent's building ends it there (001:L216, L478); a Cities & Knights knight (level 0)
    // starts no road but, an opponent's, ends one (001:L3515).
    const int owner = s.cornerOwner[idx(corner)];
    if (owner == player && s.cornerLevel[idx(corner)] > 0)
        return true;
    if (owner >= 0 && owner != player)
        return false;
    for (auto e : m_topology.cornerEdges(corner))
        if (e != NoId && s.edgeOwner[idx(e)] == player)
            return true;
    return false;
}

void Game::frontierAround(const GameState &s, PieceFrontier &f, int player, int corner) const
{
    std::uint64_t *sides = f.roadSides[idx(player)].data();
    const bool here = opensRoads(s, player, corner);
    bool routeEnd = false;
    for (auto e : m_topology.cornerEdges(corner)) {
        if (e == NoId)
            continue;
        routeEnd = routeEnd || s.edgeOwner[idx(e)] == player || s.shipOwner[idx(e)] == player;
        const auto &ends = m_topology.edgeCorners(e);
        const int other = ends[0] == corner ? ends[1] : ends[0];
        putBit(sides, e, here || opensRoads(s, player, other));
    }
    putBit(f.routeEnds[idx(player)].data(), corner, routeEnd);
}

void Game::frontierAtRoad(GameState &s, int player, int edge) const
{
    // A road of `player` came to or left `edge`: only that player's bits can change (an
    // opponent's road opens or ends nothing for them), and only around its two ends.
    putBit(s.frontier.takenSides.data(), edge, sideTaken(s, edge));
    if (s.edgeOwner[idx(edge)] != player) { // removed (a Diplomat): recompute around it
        for (auto c : m_topology.edgeCorners(edge))
            frontierAround(s, s.frontier, player, c);
        if (keepsShipSides(m_rules))
            looseShipsBeside(s, player, edge);
        return;
    }
    // Built: each end is now a route end, and opens every side there unless an opponent's
    // building or knight stands on it, which it did before too (then nothing changes there).
    // Their ships there may no longer sail.
    if (keepsShipSides(m_rules))
        looseShipsBeside(s, player, edge);
    for (auto c : m_topology.edgeCorners(edge)) {
        putBit(s.frontier.routeEnds[idx(player)].data(), c, true);
        const int owner = s.cornerOwner[idx(c)];
        if (owner < 0 || owner == player)
            for (auto e : m_topology.cornerEdges(c))
                if (e != NoId)
                    putBit(s.frontier.roadSides[idx(player)].data(), e, true);
    }
}

void Game::frontierAtShip(GameState &s, int player, int edge) const
{
    // A ship of `player` came to or left `edge`: a ship opens no road (001:L1408), so only the
    // route ends at its two ends can change, and the player's ship sides there. Random Seafarers
    // play moves a ship most turns. A ship that came makes both its ends route ends and every
    // side there a ship side; one that left is answered by recomputing around its ends.
    const bool came = s.shipOwner[idx(edge)] == player;
    putBit(s.frontier.takenSides.data(), edge, sideTaken(s, edge));
    const bool shipSides = keepsShipSides(m_rules);
    if (shipSides) // the ship itself and the player's ships beside it
        looseShipsBeside(s, player, edge);
    for (auto c : m_topology.edgeCorners(edge)) {
        if (came) {
            putBit(s.frontier.routeEnds[idx(player)].data(), c, true);
            if (shipSides)
                for (auto e : m_topology.cornerEdges(c))
                    if (e != NoId)
                        putBit(s.frontier.shipSides[idx(player)].data(), e, true);
            continue;
        }
        bool routeEnd = false;
        for (auto e : m_topology.cornerEdges(c))
            routeEnd = routeEnd
                || (e != NoId && (s.edgeOwner[idx(e)] == player || s.shipOwner[idx(e)] == player));
        putBit(s.frontier.routeEnds[idx(player)].data(), c, routeEnd);
        if (shipSides)
            shipSidesAround(m_topology, s, s.frontier, player, c);
    }
}

void Game::frontierAtCorner(GameState &s, int corner) const
{
    // A building or knight came to, changed at or left `corner`: it opens or ends roads there
    // for every player, and with Seafarers it supports ships there or no longer does.
    for (int p = 0; p < m_rules.players; ++p) {
        frontierAround(s, s.frontier, p, corner);
        if (keepsShipSides(m_rules))
            shipSidesAround(m_topology, s, s.frontier, p, corner);
    }
    if (keepsShipSides(m_rules))
        looseShipsAround(s, corner);
}

void Game::frontierAtVillage(GameState &s, int corner) const
{
    // Cloth for Catan: a route's end at a village it now trades with is closed (001:L2141).
    if (keepsShipSides(m_rules))
        looseShipsAround(s, corner);
}

void Game::computeFrontier(const GameState &s, PieceFrontier &out) const
{
    // Each intersection's answer once per player, then every side from its two ends (the
    // self-check runs this after every change of the board).
    out = PieceFrontier {};
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        putBit(out.takenSides.data(), e, sideTaken(s, e));
    std::array<bool, MaxCorners> opens, anchors;
    for (int p = 0; p < m_rules.players; ++p) {
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            opens[idx(c)] = opensRoads(s, p, c);
        for (int e = 0; e < m_topology.edgeCount(); ++e) {
            const auto &ends = m_topology.edgeCorners(e);
            putBit(out.roadSides[idx(p)].data(), e, opens[idx(ends[0])] || opens[idx(ends[1])]);
            if (s.edgeOwner[idx(e)] == p || s.shipOwner[idx(e)] == p)
                for (auto c : ends)
                    putBit(out.routeEnds[idx(p)].data(), c, true);
        }
        if (!keepsShipSides(m_rules))
            continue;
        for (int e = 0; e < m_topology.edgeCount(); ++e)
            if (s.shipOwner[idx(e)] == p && shipHasFreeEnd(s, p, e))
                putBit(out.looseShips.data(), e, true);
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            anchors[idx(c)] = anchorsShips(m_topology, s, p, c);
        for (int e = 0; e < m_topology.edgeCount(); ++e) {
            const auto &ends = m_topology.edgeCorners(e);
            putBit(out.shipSides[idx(p)].data(), e, anchors[idx(ends[0])] || anchors[idx(ends[1])]);
        }
    }
}

void Game::refreshDerived(GameState &s) const
{
    computeFrontier(s, s.frontier);
    computeYields(s, s.yields);
}

} // namespace isle::validation
