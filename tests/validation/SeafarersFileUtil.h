// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shipped Seafarers scenario files under the engine: loading and dealing them, and the
// positions the scenario tests share (the tribe's gifts, the villages of Cloth for Catan).

#include "EngineTestUtil.h"

#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"

#include <filesystem>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

namespace isle::test {

constexpr std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

/// scenarios/`name` as shipped.
inline model::Scenario shippedScenario(const std::string &name)
{
    const auto path = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios" / name;
    const model::LoadResult loaded = model::loadScenarioFile(path);
    if (!loaded.ok())
        throw std::runtime_error("cannot load " + path.string());
    return *loaded.scenario;
}

/// scenarios/`name` with its pools dealt for `seed`, as a playtest game deals it.
inline model::Scenario dealtScenario(const std::string &name, std::uint64_t seed = 1)
{
    return model::BoardGenerator::compile(shippedScenario(name))
        .value()
        .generateScenario(seed)
        .value();
}

/// The trade/build phase of player 0 after set-up, with the pirate beside the board so that no
/// side is blocked.
inline GameState mainStateWithoutPirate(const Game &g)
{
    GameState s = mainState(g);
    s.pirateHex = -1;
    return s;
}

/// Player p's ship on a free shippable side at one end of `edge` (so a ship may go on `edge`),
/// and, when `chain`, a second ship at that ship's far end; returns the far ship's edge (the one
/// that can sail away), or the first ship's when not chaining.
inline int shipsBeside(const Game &g, GameState &s, int p, int edge, bool chain)
{
    const auto &topo = g.topology();
    for (auto c : topo.edgeCorners(edge))
        for (auto x : topo.cornerEdges(c)) {
            if (x == model::BoardTopology::NoId || x == edge || !g.edgeShippable(x))
                continue;
            if (!chain) {
                putShip(g, s, p, x); // from the supply, as the engine's piece counts expect
                return x;
            }
            s.shipOwner[at(x)] = static_cast<std::int8_t>(p); // while looking beyond it
            for (auto c2 : topo.edgeCorners(x)) {
                if (c2 == c)
                    continue;
                for (auto y : topo.cornerEdges(c2))
                    if (y != model::BoardTopology::NoId && y != x && g.edgeShippable(y)
                        && s.shipOwner[at(y)] < 0) {
                        s.shipOwner[at(x)] = -1;
                        putShip(g, s, p, x);
                        putShip(g, s, p, y);
                        return y;
                    }
            }
            s.shipOwner[at(x)] = -1;
        }
    return -1;
}

/// Player 0 ships from corner `from` to corner `to` (all but placing the settlement), then
/// builds a settlement there by a real action; false when no sea route exists or it is illegal.
inline bool settleBySea(const Game &g, GameState &s, int from, int to)
{
    const std::vector<int> path = seaPath(g, from, to);
    if (path.empty())
        return false;
    for (int e : path)
        if (s.shipOwner[at(e)] < 0)
            putShip(g, s, 0, e);
    for (model::Resource r : {model::Resource::Brick, model::Resource::Lumber,
             model::Resource::Wool, model::Resource::Grain})
        give(s, 0, r, 1);
    const auto build
        = validation::makeAction(validation::ActionType::BuildSettlement, unsigned(to));
    if (!g.isLegal(s, build))
        return false;
    g.apply(s, build);
    return true;
}

/// The first of the tribe's gifts of `kind`, -1 for none.
inline int giftOfKind(const Game &g, Game::GiftKind kind)
{
    for (int k = 0; k < g.giftCount(); ++k)
        if (g.giftKind(k) == kind)
            return k;
    return -1;
}

/// The shortest ship route from a free coastal spot of the main islands to village k: the spot
/// and the edges from it to the village (the last edge ends at the village).
inline std::pair<int, std::vector<int>> routeToVillage(const Game &g, int k, int avoidCorner = -1)
{
    const auto &topo = g.topology();
    std::pair<int, std::vector<int>> best {-1, {}};
    for (int c = 0; c < topo.cornerCount(); ++c) {
        if (!g.cornerBuildable(c) || c == avoidCorner)
            continue;
        const std::vector<int> path = seaPath(g, c, g.villageCorner(k));
        if (!path.empty() && (best.first < 0 || path.size() < best.second.size()))
            best = {c, path};
    }
    return best;
}

/// The village with number `n`, -1 for none.
inline int villageNumbered(const Game &g, int n)
{
    for (int k = 0; k < g.villageCount(); ++k)
        if (g.villageNumber(k) == n)
            return k;
    return -1;
}

/// Player p has a shipping route to village k.
inline void link(GameState &s, int k, int p)
{
    s.villageLinks[at(k)] = static_cast<std::uint8_t>(s.villageLinks[at(k)] | 1 << p);
}

/// The trade/build phase of `player` after set-up, nothing built (but pre-placed pieces).
inline GameState turnOf(const Game &g, int player)
{
    GameState s = mainState(g);
    s.turnPlayer = static_cast<std::uint8_t>(player);
    s.actor = static_cast<std::uint8_t>(player);
    return s;
}

/// The corners touching a land hex of `area`.
inline std::set<int> cornersOfArea(
    const Game &g, const model::Scenario &sc, const std::string &area)
{
    std::set<int> out;
    for (int c = 0; c < g.topology().cornerCount(); ++c)
        for (auto h : g.topology().cornerHexes(c))
            if (h != model::BoardTopology::NoId) {
                const model::Hex *cell = sc.board.hexAt(g.topology().hex(h));
                if (cell && cell->area == area && model::isLand(cell->terrain))
                    out.insert(c);
            }
    return out;
}

/// Plays `games` games with greedy bots in every seat (run seed `seed`) on scenarios/`name` as
/// the playtest deals it; returns the games with a winner, or -1 when the engine refuses the file.
inline int greedyGamesWon(const std::string &name, int players, int games, std::uint64_t seed = 5)
{
    validation::PlaytestOptions options;
    options.games = static_cast<std::uint64_t>(games);
    options.seed = seed;
    options.bots.assign(static_cast<std::size_t>(players), "greedy");
    std::string error;
    const auto runner
        = validation::PlaytestRunner::forScenario(shippedScenario(name), players, {}, error);
    if (!runner)
        return -1;
    int winners = 0;
    for (const auto &game : runner->run(options).games)
        winners += game.winner >= 0 ? 1 : 0;
    return winners;
}

/// Of `games` games of one greedy bot (seat 0) against random bots on scenarios/`name`, the
/// ones the greedy bot won; -1 when the engine refuses the file.
inline int greedyWinsAgainstRandom(const std::string &name, int players, int games)
{
    const auto result = greedyAgainstRandom(shippedScenario(name), players, games);
    if (!result.error.empty())
        return -1;
    int wins = 0;
    for (const auto &game : result.games)
        wins += game.winner == 0 ? 1 : 0;
    return wins;
}

} // namespace isle::test
