// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers: ships, open and closed shipping routes, moving ships and the pirate
// (001:L1378–1510).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace isle::validation {

using namespace rules;

namespace {

/// Calls f(e) for each side e, in id order, that is one of `sides` (a player's ship sides) and
/// of `ever` (the sides that can ever take a ship) and that no road or ship takes now: a word at
/// a time, so the taken sides beside the player's ships cost nothing. Left to f: whether a fog
/// side is sea (Game::edgeShippableNow) and whether the side borders the pirate
/// (Game::bordersPirate: two comparisons per side cost less than a mask of the pirate's sides).
template<class F>
void forEachOpenShipSide(const GameState &s, const std::array<std::uint64_t, MaxEdges / 64> &sides,
    const std::vector<std::uint64_t> &ever, int edgeCount, F &&f)
{
    for (int w = 0; w < (edgeCount + 63) / 64; ++w)
        for (std::uint64_t bits = sides[idx(w)] & ever[idx(w)] & ~s.frontier.takenSides[idx(w)];
             bits; bits &= bits - 1)
            f(64 * w + std::countr_zero(bits));
}

/// What supports a new ship of `player` on a free side (001:L1394–1396): their settlement or
/// city at an end, or their ships beside it across an end that no opponent's building or knight
/// blocks (001:L1395; never a road alone, L1408). Worked out whole, without branches: the
/// ship generators ask it for sides that pass or fail in no pattern a predictor learns.
struct ShipSupport
{
    bool building = false;
    int ships = 0; ///< the player's ships beside it, across open ends
    int onlyShip = NoId; ///< that ship, when ships == 1
};

/// `reads`: the side's row of Game::m_shipSideReads (its ends, then the sides beside it with a
/// missing one given as the side itself).
ShipSupport shipSupportAt(const std::array<std::int16_t, 12> &reads, const GameState &s, int player)
{
    ShipSupport support;
    for (std::size_t j = 0; j < 2; ++j) {
        const int owner = s.cornerOwner[idx(reads[j])];
        support.building |= (owner == player) & (s.cornerLevel[idx(reads[j])] > 0);
        const bool open = (owner < 0) | (owner == player);
        for (std::size_t k = 2 + 2 * j; k < 4 + 2 * j; ++k) {
            const int e = reads[k];
            const bool beside = open & (s.shipOwner[idx(e)] == player);
            support.ships += beside;
            support.onlyShip = beside ? e : support.onlyShip;
        }
    }
    return support;
}

} // namespace

Game::Refusal Game::compileSeafarersOptions(const model::Scenario &scenario, RuleSet &rules)
{
    const bool seafarers = rules.seafarers;
    if (scenario.rules.fogRevealReward && !seafarers)
        return refusal("fog-reward-needs-seafarers", {},
            "fog hexes and their discovery reward (001:L1852) need the Seafarers "
            "product");
    if (scenario.rules.setupShipAllowed && !seafarers)
        return refusal("setup-ship-needs-seafarers", {},
            "a set-up ship instead of a road (001:L1488) needs the Seafarers product");
    if (scenario.rules.noPirate && scenario.board.pirate())
        return refusal("pirate-unused-but-placed", {coordText(*scenario.board.pirate())},
            "the scenario does not use the pirate, but the board places it on "
                + coordText(*scenario.board.pirate()));
    rules.noPirate = scenario.rules.noPirate;
    rules.setupShip = seafarers && scenario.rules.setupShipAllowed;
    rules.fogReward = seafarers && scenario.rules.fogRevealReward;
    return std::nullopt;
}

Game::Refusal Game::checkPirateProduct(const model::Scenario &scenario, const RuleSet &rules)
{
    const bool seafarers = rules.seafarers;
    if (scenario.board.pirate() && !seafarers)
        return refusal("pirate-needs-seafarers", {},
            "the board has a pirate (001:L1502), but the scenario does not use the "
            "Seafarers product");
    return std::nullopt;
}

void Game::compileShipEdges(const model::Board &board)
{
    m_edgeSea.assign(idx(m_topology.edgeCount()), 0);
    if (!m_rules.seafarers)
        return;
    // Ships sail between two sea hexes or a sea and a land hex, never between two land hexes
    // (001:L1390). The frame is the sea around the islands: a land hex bordering it is coast
    // (001:L334) and the Seafarers frame pieces lie all-sea side up (001:L1360), so a side
    // between land (or a fog hex) and the frame takes a ship too. A side between two frame
    // cells is no side of a played hex and takes none. (Frame cells are no topology hexes, so
    // the two sides are read from the board.)
    for (int e = 0; e < m_topology.edgeCount(); ++e) {
        const model::EdgeCoord ec = m_topology.edge(e);
        bool sea = false, frameSide = false, played = false;
        for (model::HexCoord c : {ec.hex, ec.hex.neighbor(ec.side)}) {
            const model::Hex *cell = board.hexAt(c);
            if (!cell)
                continue;
            sea = sea || cell->terrain == model::Terrain::Sea;
            const bool isFrame = cell->terrain == model::Terrain::Frame;
            frameSide = frameSide || isFrame;
            played = played || !isFrame;
        }
        m_edgeSea[idx(e)] = sea || (frameSide && played) ? 1 : 0;
    }
    // What the ship tests read of each side, in one row with no bounds to test: its two ends;
    // the two sides beside it at each end, a missing one given as the side itself
    // (shipSupportAt() asks for free sides: never a ship of the player's); the same sides with
    // a missing one given as the other side at that end (shipHasFreeEnd(): one side of the same
    // hex is always there, and a piece counts once whichever it is); and its two hexes (the
    // ship-move generator's test of the pirate's border).
    m_shipSideReads.resize(idx(m_topology.edgeCount()));
    for (int e = 0; e < m_topology.edgeCount(); ++e) {
        auto &row = m_shipSideReads[idx(e)];
        const auto &ends = m_topology.edgeCorners(e);
        const auto &beside = m_topology.edgeNeighbors(e);
        row[0] = static_cast<std::int16_t>(ends[0]);
        row[1] = static_cast<std::int16_t>(ends[1]);
        for (std::size_t k = 0; k < 4; ++k) {
            const int sibling = beside[k ^ 1] == NoId ? e : beside[k ^ 1]; // (never NoId)
            row[2 + k] = static_cast<std::int16_t>(beside[k] == NoId ? e : beside[k]);
            row[6 + k] = static_cast<std::int16_t>(beside[k] == NoId ? sibling : beside[k]);
        }
        for (std::size_t k = 0; k < 2; ++k) // its hexes, for the pirate's border (NoId: none)
            row[10 + k] = static_cast<std::int16_t>(m_topology.edgeHexes(e)[k]);
    }
}

void Game::compileShipSideMask()
{
    m_shipSideEver.assign(idx((m_topology.edgeCount() + 63) / 64), 0);
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        if (m_edgeSea[idx(e)] || m_edgeFog[idx(e)])
            m_shipSideEver[idx(e >> 6)] |= std::uint64_t(1) << (e & 63);
}

Game::Refusal Game::compilePirateStart(const CompileContext &ctx)
{
    const model::BoardTopology &topo = m_topology;
    const model::Board &board = ctx.board;
    if (auto pirate = board.pirate()) {
        const auto h = topo.hexId(*pirate);
        if (h == NoId || !m_hexSea[idx(h)])
            return refusal("pirate-start", {coordText(*pirate)},
                "the pirate must start on a sea hex (001:L1504), not on " + coordText(*pirate));
        m_pirateStart = h;
    }
    // Without fog the sea is sea for good: the pirate's moves are made up here (legalPirate()).
    m_pirateMoves.reset(topo.hexCount());
    for (int h = 0; h < topo.hexCount(); ++h)
        if (m_hexSea[idx(h)])
            m_pirateMoves.add(h, makeAction(ActionType::MovePirate, unsigned(h)));
    return std::nullopt;
}

bool Game::canPlaceShip(const GameState &s, int player, int edge, int ignoreEdge) const
{
    if (edge == ignoreEdge || !shipSpotFree(s, edge))
        return false;
    if (m_rules.pirateIslands && !pirateRouteAllows(s, player, edge))
        return false; // one route, by a shortest way, to the fortress
                      // (rules/seafarers/PirateIslands)
    return shipSupported(s, player, edge, ignoreEdge);
}

bool Game::shipSpotFree(const GameState &s, int edge) const
{
    // Evaluated whole, without branches: the ship generators ask it for sides that pass or
    // fail in no predictable pattern.
    return edgeShippableNow(s, edge) & (s.shipOwner[idx(edge)] < 0)
        & (s.edgeOwner[idx(edge)] < 0) // one road OR one ship per coastal side (001:L1400)
        & !bordersPirate(s, edge); // no new ship on the border of the pirate's hex (001:L1506)
}

bool Game::shipSupported(const GameState &s, int player, int edge, int ignoreEdge) const
{
    // Supported without the ship on ignoreEdge (one that is about to sail from there).
    const ShipSupport support = shipSupportAt(m_shipSideReads[idx(edge)], s, player);
    return support.building | (support.ships > 1)
        | ((support.ships == 1) & (support.onlyShip != ignoreEdge));
}

bool Game::canMoveShip(const GameState &s, int edge) const
{
    const int player = s.shipOwner[idx(edge)];
    if (player < 0 || player != s.actor || s.shipMoved)
        return false;
    // The Pirate Islands: the one route only grows at its end (rules/seafarers/PirateIslands).
    if (m_rules.pirateIslands)
        return false;
    return shipMayLeave(s, player, edge);
}

bool Game::shipMayLeave(const GameState &s, int player, int edge) const
{
    // Not a ship built this turn (001:L1430).
    if (s.shipNew[idx(edge >> 3)] & (1u << (edge & 7)))
        return false;
    // No ship on the border of the pirate's hex may sail away from it (001:L1506).
    if (bordersPirate(s, edge))
        return false;
    return shipHasFreeEnd(s, player, edge);
}

bool Game::shipHasFreeEnd(const GameState &s, int player, int edge) const
{
    // Only a ship with an end touching none of the player's other pieces (001:L1432). A ship of a
    // closed route (001:L1418–1420) has pieces at both ends, so it never qualifies; nor does one
    // with the player's C&K knight at its end, which must stay connected (001:L3669).
    // Worked out whole, without branches: the frontier asks it after every ship move for the
    // ships around, whose ends are free or not in no pattern a predictor learns.
    const auto &reads = m_shipSideReads[idx(edge)]; // its ends, then two sides at each end
    auto ownPiece = [&](int e) {
        return (s.shipOwner[idx(e)] == player) | (s.edgeOwner[idx(e)] == player);
    };
    bool free = false;
    for (std::size_t j = 0; j < 2; ++j) {
        const int c = reads[j];
        // Cloth for Catan: a route to a village is closed; its last ship ends at the village
        // (001:L2141).
        const int k = villageAt(c);
        const bool village = (k >= 0) & ((s.villageLinks[idx(std::max(k, 0))] >> player & 1) != 0);
        free |= !((s.cornerOwner[idx(c)] == player) | village | ownPiece(reads[6 + 2 * j])
            | ownPiece(reads[7 + 2 * j]));
    }
    return free;
}

void Game::shipPlaces(const GameState &s, int player, IdBits<MaxEdges> &places) const
{
    if (m_rules.pirateIslands) {
        // The one route grows only at its open end (rules/seafarers/PirateIslands): the route
        // is walked, and its way to the target searched, once for all the sides there.
        const PirateRoute route = pirateRoute(s, player);
        const auto &sides = m_topology.cornerEdges(route.tip);
        const unsigned allowed = pirateNextSides(s, player, route);
        for (std::size_t i = 0; i < sides.size(); ++i)
            if ((allowed >> i & 1U) != 0 && shipSpotFree(s, sides[i])
                && shipSupported(s, player, sides[i], -1))
                places.set(sides[i]);
        return;
    }
    // Only the sides beside the player's ships or buildings can take a ship (001:L1394–1396):
    // GameState::frontier keeps them (rules/base/Frontier), so no side of the board is scanned.
    forEachOpenShipSide(
        s, s.frontier.shipSides[idx(player)], m_shipSideEver, m_topology.edgeCount(), [&](int e) {
            if (canPlaceShip(s, player, e))
                places.set(e);
        });
}

void Game::legalShips(const GameState &s, int player, ActionList &out) const
{
    IdBits<MaxEdges> places(m_topology.edgeCount());
    shipPlaces(s, player, places);
    places.forEach([&](int e) { out.push(makeAction(ActionType::BuildShip, unsigned(e))); });
}

void Game::legalShipMoves(const GameState &s, int player, ActionList &out) const
{
    // One ship per turn, in the build phase (001:L1429); the new place must be a legal place for
    // a new ship (001:L1431), found as if the ship had already left. Only when a ship may sail
    // (often none: ships built this turn, closed routes) are the sides the frontier keeps beside
    // the player's ships and buildings tried, in id order for every ship (the order of the
    // generated moves is part of a seed's game).
    constexpr int BoxShips = PlayerState {}.shipsLeft; // a player has 15 ships (001:L1388)
    const int shipsOut = BoxShips - s.players[idx(player)].shipsLeft;
    if (shipsOut <= 0 || s.actor != player || s.shipMoved || m_rules.pirateIslands)
        return; // canMoveShip()'s conditions for every ship
    // The ships whose ends let them sail are kept (PieceFrontier::looseShips, rules/base/
    // Frontier); of those, the player's that were not built this turn (s.shipNew, a bit per
    // side as well) and do not border the pirate.
    // Which ships may sail, which sides take one and how those are supported follow no pattern
    // a branch predictor could learn, so the three passes below decide with arithmetic, not
    // branches (with branches, this function made a third of the mispredictions of a Seafarers
    // game of random bots).
    std::array<std::int16_t, BoxShips + 1> movable;
    int count = 0;
    // (A ship's own side is one of its owner's ship sides: that word leaves out most of the
    // other players' ships before their owner is looked at.)
    const auto &ownSides = s.frontier.shipSides[idx(player)];
    for (int w = 0; w < (m_topology.edgeCount() + 63) / 64; ++w) {
        std::uint64_t built;
        std::memcpy(&built, &s.shipNew[idx(8 * w)], sizeof built);
        for (std::uint64_t bits = s.frontier.looseShips[idx(w)] & ownSides[idx(w)] & ~built; bits;
             bits &= bits - 1) {
            const int from = 64 * w + std::countr_zero(bits);
            movable[idx(count)] = static_cast<std::int16_t>(from);
            count += (s.shipOwner[idx(from)] == player) & !bordersPirate(s, from)
                & (count < BoxShips);
        }
    }
    if (count == 0)
        return;
    // The conditions on the new place that do not depend on the ship leaving, once for all
    // ships (The Pirate Islands, the one rule that would, has no movable ships).
    // What supports a ship there is found once too: shipSupported(to, from) holds when an own
    // building does, or a ship other than `from` (the one ship supporting it, when only one does).
    struct Target
    {
        std::int16_t to;
        std::int16_t onlyShip; ///< AnySupport: a building or two ships
    };
    constexpr std::int16_t AnySupport = -1;
    std::array<Target, MaxEdges> targets;
    int targetCount = 0;
    forEachOpenShipSide(
        s, s.frontier.shipSides[idx(player)], m_shipSideEver, m_topology.edgeCount(), [&](int to) {
            const auto &reads = m_shipSideReads[idx(to)];
            const ShipSupport support = shipSupportAt(reads, s, player);
            const bool pirate
                = (s.pirateHex >= 0) & ((reads[10] == s.pirateHex) | (reads[11] == s.pirateHex));
            targets[idx(targetCount)] = {static_cast<std::int16_t>(to),
                static_cast<std::int16_t>(
                    support.building | (support.ships > 1) ? AnySupport : support.onlyShip)};
            targetCount += edgeShippableNow(s, to) & !pirate // (bordersPirate(), from the row)
                & (support.building | (support.ships > 0));
        });
    for (int i = 0; i < count; ++i) {
        const int from = movable[idx(i)];
        for (int t = 0; t < targetCount; ++t) {
            const Target target = targets[idx(t)];
            out.pushIf(makeAction(ActionType::MoveShip, unsigned(from), unsigned(target.to)),
                target.onlyShip != from);
        }
    }
}

void Game::legalSetupShips(const GameState &s, ActionList &out) const
{
    // Seafarers: a ship instead of the road at a coastal settlement (001:L1490).
    for (auto e : m_topology.cornerEdges(s.setupCorner))
        if (e != NoId && canPlaceShip(s, s.actor, e))
            out.push(makeAction(ActionType::BuildShip, unsigned(e)));
}

void Game::legalPirate(const GameState &s, ActionList &out) const
{
    // The pirate instead of the robber, onto another sea hex (001:L1504–1505); in Cloth for
    // Catan only once the mover has a route to a village (001:L2147).
    // The Wonders of Catan does not use the pirate (001:L2369).
    if (m_rules.noPirate || (m_rules.cloth && !hasVillageRoute(s, s.actor)))
        return;
    if (!m_rules.fog) {
        m_pirateMoves.appendAllBut(s.pirateHex, out); // every sea hex but its own, in id order
        return;
    }
    // Sea and land hexes alternate along the ids: kept without a branch on which.
    for (int h = 0; h < m_topology.hexCount(); ++h)
        out.pushIf(
            makeAction(ActionType::MovePirate, unsigned(h)), (h != s.pirateHex) & isSeaNow(s, h));
}

void Game::applyShips(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    const int argB = actionArgB(a);
    switch (actionType(a)) {
    case ActionType::BuildShip: {
        PlayerState &ps = s.players[idx(p)];
        const Phase phase = s.phase;
        if (phase == Phase::Main) {
            pay(s, p, Lumber, 1); // 001:L1388
            pay(s, p, Wool, 1);
        }
        s.shipOwner[idx(argA)] = static_cast<std::int8_t>(p);
        frontierAtShip(s, p, argA);
        s.shipNew[idx(argA >> 3)] = u8(s.shipNew[idx(argA >> 3)] | 1 << (argA & 7));
        ps.shipsLeft = u8(ps.shipsLeft - 1);
        if (m_rules.fog)
            discoverAt(s, p, argA);
        routePieceBuilt(s, p, argA, phase);
        nextFogDraw(s);
        if (m_rules.gifts)
            takeGifts(s, p, argA); // The Forgotten Tribe (rules/seafarers/Gifts)
        if (m_rules.cloth)
            linkVillages(s, p); // Cloth for Catan (rules/seafarers/Cloth)
        break;
    }
    case ActionType::MoveShip: {
        s.shipOwner[idx(argA)] = -1;
        s.shipOwner[idx(argB)] = static_cast<std::int8_t>(p);
        frontierAtShip(s, p, argA);
        frontierAtShip(s, p, argB);
        s.shipMoved = 1;
        routeAfterMovingShip(s, p, argA, argB); // kept loosely where it cannot matter
        updateLongestRoad(s);
        if (m_rules.fog) {
            discoverAt(s, p, argB);
            nextFogDraw(s);
        }
        if (m_rules.gifts)
            takeGifts(s, p, argB); // a moved ship takes gifts too (001:L2055)
        if (m_rules.cloth)
            linkVillages(s, p);
        break;
    }
    case ActionType::MovePirate: {
        s.pirateHex = static_cast<std::int16_t>(argA);
        s.robberChased = 0;
        // Steal one card from ONE player with a ship beside the pirate's hex (001:L1504), or in
        // Cloth for Catan a bolt of cloth (rules/seafarers/Cloth).
        startPirateSteal(s, p);
        break;
    }
    default:
        break;
    }
}

} // namespace isle::validation
