// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the barbarian attack (001:L3574–3624). The barbarians are as strong as the
// cities on the island, the defence is every active knight; the weakest defenders with a city
// to lose each lose one, or the strongest defender becomes "Defender of Catan". Afterwards the
// ship goes back to its start and every knight is inactive.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

int Game::activeKnightStrength(const GameState &s, int player)
{
    int strength = 0;
    for (const GameState::KnightPiece &k : s.knights[idx(player)])
        if (k.onBoard() && (k.flags & GameState::KnightActive))
            strength += k.strength;
    return strength;
}

int Game::citiesOnBoard(const GameState &s) const
{
    int cities = 0;
    for (int p = 0; p < m_rules.players; ++p)
        cities += 4 - s.players[idx(p)].citiesLeft;
    return cities;
}

namespace {

/// A city the barbarians can pillage: the player's, not a metropolis (immune, 001:L3461).
bool pillageable(const GameState &s, int player, int corner)
{
    return s.cornerOwner[idx(corner)] == player && s.cornerLevel[idx(corner)] == 2
        && !Game::isMetropolis(s, corner);
}

} // namespace

void Game::barbarianAttack(GameState &s) const
{
    const int barbarians = citiesOnBoard(s); // metropolises included (001:L3578)
    std::array<int, MaxPlayers> strength {};
    int defence = 0;
    for (int p = 0; p < m_rules.players; ++p) {
        strength[idx(p)] = activeKnightStrength(s, p);
        defence += strength[idx(p)];
    }
    if (defence >= barbarians) {
        // Catan is saved: the one strongest defender takes a "Defender of Catan" card; a tie
        // for the strongest gives each tied player a progress card from a deck of their choice
        // instead (001:L3598–3602).
        const auto end = strength.begin() + m_rules.players;
        const auto strongest = std::max_element(strength.begin(), end);
        if (std::count(strength.begin(), end, *strongest) > 1) {
            for (int p = 0; p < m_rules.players; ++p)
                if (strength[idx(p)] == *strongest)
                    s.progressChoosers = u8(s.progressChoosers | 1 << p);
        } else if (s.defenderCards > 0) {
            auto &points = s.ck[idx(static_cast<int>(strongest - strength.begin()))].points;
            points = u8(points + 1);
            s.defenderCards = u8(s.defenderCards - 1);
        }
    } else {
        // The barbarians win: the players with the weakest defence lose a city each, ties all
        // lose; players without a city they could lose (none, or only metropolises) are immune
        // and are not counted when finding the weakest (001:L3588–3594).
        int weakest = -1;
        std::array<bool, MaxPlayers> exposed {};
        for (int c = 0; c < m_topology.cornerCount(); ++c) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner >= 0 && pillageable(s, owner, c))
                exposed[idx(owner)] = true;
        }
        for (int p = 0; p < m_rules.players; ++p)
            if (exposed[idx(p)] && (weakest < 0 || strength[idx(p)] < weakest))
                weakest = strength[idx(p)];
        for (int p = 0; p < m_rules.players; ++p)
            if (exposed[idx(p)] && strength[idx(p)] == weakest) {
                s.ck[idx(p)].pillageOwed = 1;
                s.phase = Phase::PillageCity;
            }
    }
    barbariansReturn(s);
}

void Game::barbariansReturn(GameState &s) const
{
    // The ship returns to its start and every knight turns inactive (001:L3606).
    s.barbarianPosition = 0;
    s.barbarianAttacks = u8(std::min(255, s.barbarianAttacks + 1));
    for (int p = 0; p < m_rules.players; ++p)
        for (GameState::KnightPiece &k : s.knights[idx(p)])
            k.flags = u8(k.flags & ~GameState::KnightActive);
}

void Game::legalPillage(const GameState &s, ActionList &out) const
{
    const int p = currentPlayer(s);
    for (int c = 0; c < m_topology.cornerCount(); ++c)
        if (pillageable(s, p, c))
            out.push(makeAction(ActionType::PillageCity, unsigned(c)));
}

void Game::applyPillage(GameState &s, int p, Action a) const
{
    // The city becomes a settlement and its wall is destroyed (001:L3590, L3596). The rulebook
    // does not say what happens with no settlement left in the supply; the engine then takes
    // the city off the board, the nearest it can come to "reduced".
    const int c = actionArgA(a);
    PlayerState &ps = s.players[idx(p)];
    ps.citiesLeft = u8(ps.citiesLeft + 1);
    if (ps.settlementsLeft > 0) {
        ps.settlementsLeft = u8(ps.settlementsLeft - 1);
        s.cornerLevel[idx(c)] = 1;
    } else {
        s.cornerOwner[idx(c)] = -1;
        s.cornerLevel[idx(c)] = 0;
        roadsChangedAt(s, c);
    }
    for (auto &wall : s.walls[idx(p)])
        if (wall == c)
            wall = -1;
    s.ck[idx(p)].pillageOwed = 0;
    for (int q = 0; q < m_rules.players; ++q)
        if (s.ck[idx(q)].pillageOwed)
            return;
    s.rollPending = 0;
    resolveRoll(s); // the roll's production (or 7) comes after the event die (001:L3296)
}

} // namespace isle::validation
