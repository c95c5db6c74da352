// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the barbarian attack (001:L3574–3624). The barbarians are as strong as the
// cities on the island, the defence is every active knight; the weakest defenders with a city
// to lose each lose one, or the strongest defender becomes "Defender of Catan". Afterwards the
// ship goes back to its start and every knight is inactive. In the Nasty variant only the knights
// each player commits defend (001:L3672–3676).
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

/// A city the barbarians can pillage: the player's, not a metropolis (immune, 001:L3461), and
/// one that can be "reduced to a settlement (replace the city piece with a settlement)"
/// (001:L3590). The rulebook does not say what happens when the player has no settlement piece
/// left; the engine then treats the city like a metropolis, one the barbarians cannot reduce,
/// rather than removing it (which would leave the player's roads hanging) or conjuring a sixth
/// settlement.
bool pillageable(const GameState &s, int player, int corner)
{
    return s.cornerOwner[idx(corner)] == player && s.cornerLevel[idx(corner)] == 2
        && !Game::isMetropolis(s, corner) && s.players[idx(player)].settlementsLeft > 0;
}

} // namespace

void Game::startBarbarianAttack(GameState &s) const
{
    // Nasty: beginning with the roller, each player with an active knight says which of them
    // defend (001:L3672–3676); the attack waits for the last of them.
    if (m_rules.nasty) {
        int seats = 0;
        for (int p = 0; p < m_rules.players; ++p)
            if (activeKnightStrength(s, p) > 0)
                seats |= 1 << p;
        if (seats) {
            s.knightsToCommit = u8(seats);
            s.rollPending = 1;
            s.phase = Phase::CommitKnights;
            return;
        }
    }
    landBarbarians(s);
}

void Game::landBarbarians(GameState &s) const
{
    barbarianAttack(s);
    // Production follows the pillaged players' choices, and the draws of tied defenders
    // (001:L3602); else it comes now.
    if (s.phase != Phase::PillageCity && s.progressChoosers)
        s.phase = Phase::ChooseProgressDeck;
    if (s.phase == Phase::PillageCity || s.phase == Phase::ChooseProgressDeck) {
        s.rollPending = 1;
        return;
    }
    s.rollPending = 0;
    resolveRoll(s);
}

int Game::defendingStrength(const GameState &s, int player) const
{
    if (!m_rules.nasty)
        return activeKnightStrength(s, player); // every active knight (001:L3582)
    int strength = 0;
    const auto &knights = s.knights[idx(player)];
    for (std::size_t k = 0; k < knights.size(); ++k)
        if (s.committedKnights[idx(player)] >> k & 1)
            strength += knights[k].strength;
    return strength;
}

void Game::legalCommitKnights(const GameState &s, ActionList &out) const
{
    // Some, none or all of the player's active knights (001:L3674): every subset of them.
    const int p = currentPlayer(s);
    unsigned active = 0;
    const auto &knights = s.knights[idx(p)];
    for (std::size_t k = 0; k < knights.size(); ++k)
        if (knights[k].onBoard() && (knights[k].flags & GameState::KnightActive))
            active |= 1u << k;
    for (unsigned subset = active;; subset = (subset - 1) & active) {
        out.push(makeAction(ActionType::CommitKnights, subset));
        if (subset == 0)
            break;
    }
}

void Game::applyCommitKnights(GameState &s, int player, Action a) const
{
    s.committedKnights[idx(player)] = u8(actionArgA(a));
    s.knightsToCommit = u8(s.knightsToCommit & ~(1 << player));
    if (!s.knightsToCommit)
        landBarbarians(s);
}

void Game::barbarianAttack(GameState &s) const
{
    // Only committed knights count in the Nasty variant, for the defence and for who is weakest
    // or strongest (001:L3676).
    const int barbarians = citiesOnBoard(s); // metropolises included (001:L3578)
    std::array<int, MaxPlayers> strength {};
    int defence = 0;
    for (int p = 0; p < m_rules.players; ++p) {
        strength[idx(p)] = defendingStrength(s, p);
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
    // The ship returns to its start and every knight turns inactive (001:L3606). In the Nasty
    // variant only the knights that fought do: the rulebook is silent there, the publisher's
    // FAQ says so (catan.com/faqs, Cities & Knights, "Barbarians I: Course of the Battle").
    s.barbarianPosition = 0;
    s.barbarianAttacks = u8(std::min(255, s.barbarianAttacks + 1));
    for (int p = 0; p < m_rules.players; ++p) {
        auto &knights = s.knights[idx(p)];
        for (std::size_t k = 0; k < knights.size(); ++k)
            if (!m_rules.nasty || (s.committedKnights[idx(p)] >> k & 1))
                knights[k].flags = u8(knights[k].flags & ~GameState::KnightActive);
    }
    s.committedKnights.fill(0);
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
    // The city becomes a settlement and its wall is destroyed (001:L3590, L3596); a settlement
    // piece is in the supply (pillageable()).
    const int c = actionArgA(a);
    PlayerState &ps = s.players[idx(p)];
    ps.citiesLeft = u8(ps.citiesLeft + 1);
    ps.settlementsLeft = u8(ps.settlementsLeft - 1);
    s.cornerLevel[idx(c)] = 1;
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
