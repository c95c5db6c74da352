// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the rule modules (validation/engine/rules/): small helpers and the context the
// compile steps share. Not part of the engine's API.

#include "model/BoardTopology.h"
#include "model/Issue.h"
#include "model/Scenario.h"
#include "validation/engine/GameState.h"
#include "validation/engine/OwnerScan.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace isle::validation::rules {

constexpr int Brick = model::index(model::Resource::Brick);
constexpr int Lumber = model::index(model::Resource::Lumber);
constexpr int Wool = model::index(model::Resource::Wool);
constexpr int Grain = model::index(model::Resource::Grain);
constexpr int Ore = model::index(model::Resource::Ore);
constexpr int GenericHarborBit = 5;
constexpr int KnightCard = static_cast<int>(DevCard::Knight);
constexpr int RoadBuildingCard = static_cast<int>(DevCard::RoadBuilding);
constexpr int YearOfPlentyCard = static_cast<int>(DevCard::YearOfPlenty);
constexpr int MonopolyCard = static_cast<int>(DevCard::Monopoly);
constexpr int VictoryPointCard = static_cast<int>(DevCard::VictoryPoint);
constexpr auto NoId = model::BoardTopology::NoId;

constexpr int cardIndex(ProgressCard c)
{
    return static_cast<int>(c);
}

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
constexpr std::uint8_t u8(int v)
{
    return static_cast<std::uint8_t>(v);
}

/// Sets a player's route length, exact from now on (GameState::routeLoose, RouteBounds.cpp).
inline void setRoute(GameState &s, int player, int length)
{
    s.players[idx(player)].longestRoad = u8(length);
    s.routeLoose = u8(s.routeLoose & ~(1 << player));
    s.routeHigh[idx(player)] = 0;
}

std::string coordText(model::HexCoord h);
template<typename Number> std::string num(Number n)
{
    return std::to_string(n);
}

/// A compile refusal: code "engine.<code>" (one of Game::refusalCodes()), its arguments for the
/// editor's translated sentence, and the English message the CLI prints.
model::Issue refusal(std::string code, std::vector<std::string> args, std::string message);
using Refusal = std::optional<model::Issue>;

/// What the compile steps share while a Game is built.
struct CompileContext
{
    const model::Scenario &scenario;
    const model::Board &board;
    std::vector<const model::Hex *> cells; ///< by topology hex id
    std::vector<const model::Area *> fogAreas; ///< fog area k's model::Area
};

/// The owner of the building on each corner, -1 for none: a Cities & Knights knight holds its
/// corner in cornerOwner with cornerLevel 0 and is no building (robbing, 001:L257).
struct BuildingOwners
{
    const GameState &s;
    int operator[](std::size_t c) const { return s.cornerLevel[c] ? s.cornerOwner[c] : -1; }
};

/// Bit q: opponent q of `player` owns a piece at one of `ids` and has cards to steal (players
/// with no cards cannot be robbed, so they are no choice; 001:L259).
template<typename Ids, typename Owners>
std::uint8_t victimsAmong(const GameState &s, int player, const Ids &ids, const Owners &owners)
{
    std::uint8_t mask = 0;
    for (auto id : ids) {
        if (id == NoId)
            continue;
        const int owner = owners[idx(id)];
        if (owner >= 0 && owner != player && s.players[idx(owner)].cardCount > 0)
            mask = u8(mask | 1 << owner);
    }
    return mask;
}

/// Sets the sides at both ends of `edge` (the edge itself included).
inline void markSidesAtEnds(const model::BoardTopology &topology, int edge, IdBits<MaxEdges> &sides)
{
    sides.set(edge);
    for (auto x : topology.edgeNeighbors(edge))
        if (x != NoId)
            sides.set(x);
}

/// Sets the sides at every corner `player` holds (a building, or a C&K knight): part of the
/// frontier where that player's new roads and ships can go.
inline void markSidesAtOwnCorners(
    const model::BoardTopology &topology, const GameState &s, int player, IdBits<MaxEdges> &sides)
{
    forEachFlagged(
        topology.cornerCount(),
        [&](int base) { return equalBytes(&s.cornerOwner[idx(base)], player); },
        [&](int c) {
            for (auto x : topology.cornerEdges(c))
                if (x != NoId)
                    sides.set(x);
        });
}

} // namespace isle::validation::rules
