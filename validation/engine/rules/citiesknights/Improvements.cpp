// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: what is built onto cities — city improvements in three areas, the
// metropolises they win, and city walls (001:L3353–3368, L3412–3470).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

namespace {

bool hasWall(const GameState &s, int player, int corner)
{
    const auto &walls = s.walls[idx(player)];
    return std::find(walls.begin(), walls.end(), corner) != walls.end();
}

/// Whether buying `player`'s next level in `area` wins its metropolis: the first to level 4
/// takes it, and reaching level 5 before its holder takes it from them (001:L3450–3458).
bool winsMetropolis(const GameState &s, int player, int area)
{
    const int next = s.ck[idx(player)].improvements[idx(area)] + 1;
    const int holderCorner = s.metropolis[idx(area)];
    if (next < 4)
        return false;
    if (holderCorner < 0)
        return true;
    const int holder = s.cornerOwner[idx(holderCorner)];
    return next == 5 && holder != player
        && s.ck[idx(holder)].improvements[idx(area)] < MaxImprovementLevel;
}

} // namespace

bool Game::isMetropolis(const GameState &s, int corner)
{
    return std::find(s.metropolis.begin(), s.metropolis.end(), corner) != s.metropolis.end();
}

bool Game::canHoldMetropolis(const GameState &s, int player, int area) const
{
    // "You may not purchase any improvements beyond the third level of a given color unless you
    // have a city where you could build a metropolis" (001:L3466): a city without one, or the
    // city that already holds this area's metropolis.
    const int own = s.metropolis[idx(area)];
    if (own >= 0 && s.cornerOwner[idx(own)] == player)
        return true;
    for (int c = 0; c < m_topology.cornerCount(); ++c)
        if (s.cornerOwner[idx(c)] == player && s.cornerLevel[idx(c)] == 2
            && !Game::isMetropolis(s, c))
            return true;
    return false;
}

void Game::legalCityImprovements(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    const PlayerState &ps = s.players[idx(p)];
    if (ps.citiesLeft == 4)
        return; // no city on the board: no walls, no improvements (001:L3430, L3355)
    // Improvements: level n costs n of the area's commodity (001:L3428).
    for (int area = 0; area < ImprovementAreas; ++area) {
        const int cost = improvementCost(s, p, area);
        // A Crane takes 1 off one improvement (001:L3707).
        if (cost == 0 || cardsOf(s, p, areaCommodity(area)) < cost - s.crane)
            continue;
        if (cost >= 4 && !canHoldMetropolis(s, p, area))
            continue;
        if (!winsMetropolis(s, p, area)) {
            out.push(makeAction(ActionType::BuyImprovement, unsigned(area)));
            continue;
        }
        // The player places the metropolis on one of their cities without one (001:L3450).
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (s.cornerOwner[idx(c)] == p && s.cornerLevel[idx(c)] == 2
                && !Game::isMetropolis(s, c))
                out.push(makeAction(ActionType::BuyImprovement, unsigned(area), unsigned(c + 1)));
    }
    // City walls: 2 brick, under an own city without one, at most 3 (001:L3353–3366).
    const auto &walls = s.walls[idx(p)];
    if (ps.resources[Brick] >= 2 && std::find(walls.begin(), walls.end(), -1) != walls.end())
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (s.cornerOwner[idx(c)] == p && s.cornerLevel[idx(c)] == 2 && !hasWall(s, p, c))
                out.push(makeAction(ActionType::BuildCityWall, unsigned(c)));
}

void Game::applyCityImprovements(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    if (actionType(a) == ActionType::BuildCityWall) {
        pay(s, p, Brick, 2);
        *std::find(s.walls[idx(p)].begin(), s.walls[idx(p)].end(), -1)
            = static_cast<std::int16_t>(argA);
        return;
    }
    const int area = argA;
    const bool wins = winsMetropolis(s, p, area);
    gainCard(s, p, areaCommodity(area), -(improvementCost(s, p, area) - s.crane));
    s.crane = 0;
    auto &seat = s.ck[idx(p)];
    seat.improvements[idx(area)] = u8(seat.improvements[idx(area)] + 1);
    if (!wins)
        return;
    // A metropolis is worth 2 points on top of its city (001:L3452); a taken one moves with
    // its points (001:L3456).
    const int old = s.metropolis[idx(area)];
    if (old >= 0) {
        auto &holder = s.ck[idx(s.cornerOwner[idx(old)])];
        holder.points = u8(holder.points - 2);
    }
    s.metropolis[idx(area)] = static_cast<std::int16_t>(actionArgB(a) - 1);
    seat.points = u8(seat.points + 2);
}

} // namespace isle::validation
