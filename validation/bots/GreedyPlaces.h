// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/Game.h"

#include <array>

/// What a place on the board is worth to the greedy bot (x10, about 10 per pip of production):
/// a settlement spot, a road, a ship and what lies ahead of it by sea, fog to discover, the
/// Forgotten Tribe's gifts, Cloth for Catan's villages. GreedyBot.cpp decides what to build;
/// these say where.
namespace isle::validation::greedy_places {

using Hand = std::array<int, ResourceKinds>;

/// What discovering the face-down fog hexes at corner c may bring: a resource card and new land
/// to settle (001:L1850–1852).
int fogValue(const Game &g, const GameState &s, int c);

/// A settlement at c for p: production pips, new resources, harbors, a foreign island. `owned`
/// is board_pips::ownedPips(g, s, p).
int spotValue(const Game &g, const GameState &s, int p, const Hand &owned, int c);

/// What the Forgotten Tribe's gifts still lying on edge e are worth: a Catan chit is a victory
/// point at once, a card a development card, a harbor a 2:1 or 3:1 trade (001:L2055–2069). 0 on
/// boards without gifts.
int giftValue(const Game &g, const GameState &s, const Hand &owned, int e);

/// What reaching corner c by ship is worth to p in Cloth for Catan: a village p has no trade
/// relations with yet, while it has cloth, gives a bolt at once and one on each roll of its
/// number (001:L2131–2133); 2 bolts are a point. 0 elsewhere and on boards without villages.
int villageValue(const Game &g, const GameState &s, int p, int c);

/// Cloth for Catan: how near corner c (a set-up spot) lies to the villages by ship, as the best
/// villageValue() discounted by the distance; 0 without villages.
int villageReach(const Game &g, const GameState &s, int p, int c);

/// How promising a road is: the best open spot at or one step beyond its ends (a spot at an end
/// counts twice, fog to discover there too). bestRoad() values the legal roads, roadsValue() the
/// roads with the given ends.
///
/// bestRoad(): the legal BuildRoad action with the best value (the first of equals) and, in
/// `value`, that value; 0 and -1 when no road is legal. Each corner's spot is valued once, however
/// many roads reach it: a greedy turn asks this at every decision while no spot is in reach.
Action bestRoad(const Game &g, const GameState &s, int p, const Hand &owned,
    const ActionList &legal, int *value);

/// The best value of the roads whose ends are `ends`, each corner valued once.
int roadsValue(
    const Game &g, const GameState &s, int p, const Hand &owned, const IdBits<MaxCorners> &ends);

/// How promising a ship on edge e is: the best free coastal spot, fog, village or gift within a
/// few ship steps beyond its ends, discounted by the distance. `ignoreEdge`: a ship there counts
/// as gone (the ship being moved).
int shipValue(
    const Game &g, const GameState &s, int p, const Hand &owned, int e, int ignoreEdge = -1);

/// The best shipValue() of all `sides`, found by one search from all of them at once.
int shipsValue(
    const Game &g, const GameState &s, int p, const Hand &owned, const IdBits<MaxEdges> &sides);

} // namespace isle::validation::greedy_places
