// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EngineFixtures.h"
#include "validation/engine/Game.h"

#include <stdexcept>
#include <vector>

namespace isle::test {

using validation::Game;
using validation::GameState;

inline std::shared_ptr<const Game> compileOrThrow(
    const model::Scenario &s, int players, validation::GameConfig config = {})
{
    auto r = Game::compile(s, players, config);
    if (!r.game)
        throw std::runtime_error(r.error);
    return r.game;
}

/// A radius-4 island of fields hexes without tokens, in a frame: room for long roads.
inline model::Scenario bigIslandScenario()
{
    model::Board board;
    for (int q = -5; q <= 5; ++q)
        for (int r = -5; r <= 5; ++r) {
            const model::HexCoord c {q, r};
            const int d = model::HexCoord::length(c);
            if (d <= 4)
                board.setHex({c, model::Terrain::Fields});
            else if (d == 5)
                board.setHex({c, model::Terrain::Frame});
        }
    model::Scenario s;
    s.id = "big-island";
    s.minPlayers = 3;
    s.maxPlayers = 6;
    s.board = std::move(board);
    return s;
}

inline int hexId(const Game &g, int q, int r)
{
    return g.topology().hexId({q, r});
}
inline int cornerOf(const Game &g, int q, int r, model::Corner k)
{
    return g.topology().hexCorners(hexId(g, q, r))[static_cast<std::size_t>(model::index(k))];
}
inline int edgeOf(const Game &g, int q, int r, model::Direction d)
{
    return g.topology().hexEdges(hexId(g, q, r))[static_cast<std::size_t>(model::index(d))];
}

/// The state right after set-up (nothing placed): player 0 to act in the trade/build phase.
inline GameState mainState(const Game &g)
{
    GameState s = g.initialState();
    s.setupStep = static_cast<std::uint8_t>(2 * g.playerCount());
    s.phase = validation::Phase::Main;
    s.rolled = 1;
    return s;
}

inline void putBuilding(const Game &g, GameState &s, int player, int corner, int level = 1)
{
    s.cornerOwner[static_cast<std::size_t>(corner)] = static_cast<std::int8_t>(player);
    s.cornerLevel[static_cast<std::size_t>(corner)] = static_cast<std::uint8_t>(level);
    auto &ps = s.players[static_cast<std::size_t>(player)];
    if (level == 1)
        --ps.settlementsLeft;
    else
        --ps.citiesLeft;
    ps.harbors = static_cast<std::uint8_t>(ps.harbors | g.cornerHarbors(corner));
}

inline void putRoad(const Game &g, GameState &s, int player, int edge)
{
    s.edgeOwner[static_cast<std::size_t>(edge)] = static_cast<std::int8_t>(player);
    auto &ps = s.players[static_cast<std::size_t>(player)];
    --ps.roadsLeft;
    ps.longestRoad = static_cast<std::uint8_t>(g.longestRoadOf(s, player));
}

inline void give(GameState &s, int player, model::Resource r, int n)
{
    auto &ps = s.players[static_cast<std::size_t>(player)];
    const auto i = static_cast<std::size_t>(model::index(r));
    ps.resources[i] = static_cast<std::uint8_t>(ps.resources[i] + n);
    ps.cardCount = static_cast<std::uint8_t>(ps.cardCount + n);
    s.bank[i] = static_cast<std::uint8_t>(s.bank[i] - n);
}

/// The 2k edges along the top of the k hexes (q0..q0+k-1, r): corners NW, N, NE of each.
inline std::vector<int> topChain(const Game &g, int q0, int r, int hexes)
{
    std::vector<int> edges;
    for (int q = q0; q < q0 + hexes; ++q) {
        edges.push_back(edgeOf(g, q, r, model::Direction::NorthWest));
        edges.push_back(edgeOf(g, q, r, model::Direction::NorthEast));
    }
    return edges;
}

} // namespace isle::test
