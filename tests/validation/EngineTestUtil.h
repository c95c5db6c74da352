// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EngineFixtures.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/engine/Game.h"
#include "validation/playtest/PlaytestRunner.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <vector>

namespace isle::test {

using validation::Game;
using validation::GameState;

/// A refusal names its rule twice: as English text and as a stable code with args (the editor
/// translates those); the code must be one of Game::refusalCodes(). Returns the English text,
/// or "" when the scenario compiles; a refusal without a listed code returns "unlisted code".
inline std::string refusalOf(const model::Scenario &s, int players)
{
    const auto r = Game::compile(s, players);
    if (r.game)
        return {};
    const auto &codes = Game::refusalCodes();
    if (std::find(codes.begin(), codes.end(), r.refusal.code) == codes.end()
        || r.refusal.message != r.error)
        return "unlisted code " + r.refusal.code;
    return r.error;
}

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
    s.rules.pairedPlayers = true; // the CATAN 5–6 turn (001:L1170)
    return s;
}

inline int countOf(const validation::ActionList &l, validation::ActionType t)
{
    int n = 0;
    for (validation::Action a : l)
        n += validation::actionType(a) == t ? 1 : 0;
    return n;
}

inline validation::ActionList legalOf(const Game &g, const GameState &s)
{
    validation::ActionList l;
    g.legalActions(s, l);
    return l;
}

constexpr unsigned res(model::Resource r)
{
    return static_cast<unsigned>(model::index(r));
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
    s.setupStep = static_cast<std::uint8_t>(g.rules().setupRounds * g.playerCount());
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
    g.refreshDerived(s); // what apply() would have kept
}

inline void putRoad(const Game &g, GameState &s, int player, int edge)
{
    s.edgeOwner[static_cast<std::size_t>(edge)] = static_cast<std::int8_t>(player);
    auto &ps = s.players[static_cast<std::size_t>(player)];
    --ps.roadsLeft;
    ps.longestRoad = static_cast<std::uint8_t>(g.longestRoadOf(s, player));
    g.refreshDerived(s);
}

inline void give(GameState &s, int player, model::Resource r, int n)
{
    auto &ps = s.players[static_cast<std::size_t>(player)];
    const auto i = static_cast<std::size_t>(model::index(r));
    ps.resources[i] = static_cast<std::uint8_t>(ps.resources[i] + n);
    ps.cardCount = static_cast<std::uint8_t>(ps.cardCount + n);
    s.bank[i] = static_cast<std::uint8_t>(s.bank[i] - n);
}

/// Seafarers test archipelago: sea inside a radius-3 hexagon framed at radius 4; a west (home)
/// island of forest 6, hills 5, pasture 8; an east island of fields 9, gold 10, mountains 3; no
/// desert (so the robber starts beside the board, 001:L1508); the pirate on the centre sea hex.
/// Set-up ships allowed; 2 special victory points per foreign island (001:L1746).
inline model::Scenario seafarersScenario()
{
    using T = model::Terrain;
    model::Board board;
    for (int q = -4; q <= 4; ++q)
        for (int r = -4; r <= 4; ++r) {
            const model::HexCoord c {q, r};
            const int d = model::HexCoord::length(c);
            if (d <= 3)
                board.setHex({c, T::Sea});
            else if (d == 4)
                board.setHex({c, T::Frame});
        }
    const FixtureHex land[] = {{-2, 0, T::Forest, 6}, {-3, 1, T::Hills, 5}, {-2, 1, T::Pasture, 8},
        {2, -1, T::Fields, 9}, {2, 0, T::Gold, 10}, {3, -1, T::Mountains, 3}};
    for (const FixtureHex &h : land)
        board.setHex({{h.q, h.r}, h.terrain, model::NumberToken {h.number, {}}});
    board.setPirate(model::HexCoord {0, 0});
    model::Scenario s;
    s.id = "seafarers-test";
    s.minPlayers = 3;
    s.maxPlayers = 4;
    s.products = {model::Product::Base, model::Product::Seafarers};
    s.rules.setupShipAllowed = true;
    s.specialVictoryRules.push_back(
        {model::SpecialVictoryKind::ForeignIslandSettlement, 2, "", "foreign islands"});
    s.victoryPoints = 12;
    s.board = std::move(board);
    return s;
}

/// Fog test board (The Fog Islands rules, 001:L1826–1854): the archipelago of
/// seafarersScenario() with three face-down hexes east of the home island's forest, at (-1,0),
/// (0,0) and (0,-1) around one corner, in area "fog" whose stack holds fields, gold, sea and
/// desert and whose token stack 9, 10 and 4. The discovery reward is on; no special points
/// (The Fog Islands has none, 001:L1872).
inline model::Scenario fogScenario()
{
    model::Scenario s = seafarersScenario();
    s.id = "fog-test";
    s.specialVictoryRules.clear();
    s.rules.fogRevealReward = true;
    model::Area fog;
    fog.id = "fog";
    fog.name = "Fog";
    fog.startAllowed = false;
    fog.terrainPool = {{model::Terrain::Fields, 1}, {model::Terrain::Gold, 1},
        {model::Terrain::Sea, 1}, {model::Terrain::Desert, 1}};
    fog.tokenPool = {9, 10, 4};
    fog.tokenPlacement = model::TokenPlacement::Random;
    s.areas.push_back(fog);
    for (model::HexCoord c : {model::HexCoord {-1, 0}, {0, 0}, {0, -1}}) {
        model::Hex h {c, model::Terrain::Fog};
        h.area = "fog";
        s.board.setHex(h);
    }
    s.board.setPirate(model::HexCoord {1, 1});
    return s;
}

/// A Seafarers scenario file's board under the general Seafarers rules: its scenario markers
/// (Pirate Islands fortresses, pre-placed pieces, ...) and wonder cards removed, the pirate in
/// play, and 2 points per foreign island.
inline model::Scenario seafarersBoardOf(const std::filesystem::path &file)
{
    const model::LoadResult loaded = model::loadScenarioFile(file);
    if (!loaded.ok())
        throw std::runtime_error("cannot load " + file.string());
    model::Scenario sc = *loaded.scenario;
    sc.board.setMarkers({});
    sc.rules.wonders.clear();
    sc.rules.noPirate = false;
    sc.specialVictoryRules
        = {{model::SpecialVictoryKind::ForeignIslandSettlement, 2, "", "foreign islands"}};
    return sc;
}

inline void putShip(const Game &g, GameState &s, int player, int edge)
{
    s.shipOwner[static_cast<std::size_t>(edge)] = static_cast<std::int8_t>(player);
    auto &ps = s.players[static_cast<std::size_t>(player)];
    --ps.shipsLeft;
    ps.longestRoad = static_cast<std::uint8_t>(g.longestRoadOf(s, player));
    g.refreshDerived(s);
}

/// A shortest chain of shippable edges from corner `from` to corner `to` (breadth first).
inline std::vector<int> seaPath(const Game &g, int from, int to)
{
    const auto &topo = g.topology();
    std::vector<int> viaEdge(std::size_t(topo.cornerCount()), -2);
    std::vector<int> queue {from};
    viaEdge[std::size_t(from)] = -1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        const int c = queue[i];
        for (auto e : topo.cornerEdges(c)) {
            if (e < 0 || !g.edgeShippable(e))
                continue;
            for (auto x : topo.edgeCorners(e))
                if (viaEdge[std::size_t(x)] == -2) {
                    viaEdge[std::size_t(x)] = e;
                    queue.push_back(x);
                }
        }
    }
    std::vector<int> path;
    for (int c = to; c != from;) {
        const int e = viaEdge[std::size_t(c)];
        if (e < 0)
            return {};
        path.insert(path.begin(), e);
        const auto &ends = topo.edgeCorners(e);
        c = ends[0] == c ? ends[1] : ends[0];
    }
    return path;
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

/// Plays `games` games of a greedy bot in seat 0 against random bots (run seed 11) on `sc` as
/// the playtest deals it; the result's error says why a scenario did not play.
inline validation::PlaytestResult greedyAgainstRandom(
    const model::Scenario &sc, int players, int games = 20)
{
    validation::PlaytestOptions options;
    options.games = static_cast<std::uint64_t>(games);
    options.seed = 11;
    options.bots.assign(static_cast<std::size_t>(players), "random");
    options.bots[0] = "greedy";
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, players, {}, error);
    if (!runner) {
        validation::PlaytestResult refused;
        refused.error = error;
        return refused;
    }
    return runner->run(options);
}

/// Rolls `sum`: the roll, then its chance outcome.
inline void roll(const Game &g, GameState &s, int sum)
{
    g.apply(s, validation::makeAction(validation::ActionType::RollDice));
    g.apply(s, validation::makeAction(validation::ActionType::DiceOutcome, unsigned(sum)));
}

/// Moves one development card of `card` from the deck into `player`'s hand.
inline void giveDevCard(GameState &s, int player, validation::DevCard card)
{
    auto &ps = s.players[std::size_t(player)];
    ++ps.devCards[std::size_t(card)];
    --s.devDeck[std::size_t(card)];
}

/// Plays the other players' turns with a harmless roll, back to player 0's PreRoll.
inline void passAround(const Game &g, GameState &s)
{
    g.apply(s, validation::makeAction(validation::ActionType::EndTurn));
    while (s.turnPlayer != 0) {
        roll(g, s, 2);
        g.apply(s, validation::makeAction(validation::ActionType::EndTurn));
    }
}

/// One game of the named bots (a name per seat) with game seed `seed`, recorded: the record
/// holds every action and the final state's hash (PlaytestRunner::playGame() hashes only
/// recorded games). `result` is empty only for a cancelled game.
struct RecordedGame
{
    std::optional<validation::GameResult> result;
    validation::GameRecord record;
};
inline RecordedGame recordedGame(
    const Game &g, const std::vector<std::string> &seats, std::uint64_t seed)
{
    std::vector<std::unique_ptr<validation::Bot>> owned;
    std::vector<validation::Bot *> bots;
    for (const std::string &name : seats) {
        owned.push_back(validation::makeBot(name));
        bots.push_back(owned.back().get());
    }
    RecordedGame played;
    played.result = validation::PlaytestRunner::playGame(g, bots, seed, &played.record);
    return played;
}

} // namespace isle::test
