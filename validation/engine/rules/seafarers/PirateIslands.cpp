// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers, The Pirate Islands (001:L2169–2296): each player starts with a settlement and a ship
// on the eastern island and builds one unbranched shipping route, by a shortest way, first to
// the intersection marked in their colour and then to their pirate fortress. Knight cards turn
// the route's hindmost normal ship into a warship. The pirate fleet sails its circuit by the
// lower die of every roll and attacks the buildings beside the hex it stops on; a player whose
// route has reached the fortress may attack it at the end of the turn. There is no robber: a 7
// lets the roller take a card from any player. The winner has captured their fortress and has
// 10 victory points.
//
// Rule decisions where the text leaves a gap (each said where the rule is used):
// - The seats are the markers' players 0..n−1; the markers of seats not played are not used
//   (3 players: no white pieces, 001:L2207; 5 players: no brown, 001:L2945).
// - The fortress's settlement is the player's own piece ("1 settlement of a particular
//   color", 001:L2205): it leaves the supply at the start and counts as a victory point only
//   once the fortress is captured (001:L2282).
// - "As short a route as possible" (001:L2227): every new ship brings the route's open end one
//   ship step nearer to its current target, counted over the sides still free (roads and ships
//   fill a side, an opponent's building closes its intersection; the pirate fleet only passes
//   by). So ships are never moved (a moved ship would leave a gap or a branch) and a set-up ship
//   is legal only where it extends the route.
// - A route that has lost every ship starts again at the pre-placed settlement.
// - The fleet is the scenario's pirate (001:L2223): as anywhere in Seafarers, no ship is built
//   on the sides of its hex (001:L1506); it only passes by, so a route waits a turn or two.
// - The winner of a pirate attack takes the card of their choice before the roll produces, the
//   losers' cards are drawn first (001:L2249: the attack comes before production and the 7).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <bit>

namespace isle::validation {

using namespace rules;

namespace {

constexpr std::uint16_t Unreachable = 0xFFFF;
constexpr int MaxPiratePath = 64;
constexpr int MaxRouteShips = 15; ///< the ships of one colour (RULES-DIGEST §5.4)
using CornerSteps = std::array<std::uint16_t, MaxCorners>;

/// Ship steps from every corner to `target` over the sides `open(e, toCorner)` allows
/// (breadth-first; no allocation: the queue lives in `dist`'s companion array).
/// With `stopAt` >= 0 the search ends once that corner has its count: every corner nearer to the
/// target has its count by then (breadth-first), the others may not.
template<typename Open>
void shipSteps(
    const model::BoardTopology &topo, int target, Open open, CornerSteps &dist, int stopAt = -1)
{
    std::array<std::int16_t, MaxCorners> queue;
    std::fill_n(dist.begin(), topo.cornerCount(), Unreachable);
    dist[idx(target)] = 0;
    queue[0] = static_cast<std::int16_t>(target);
    for (int head = 0, tail = 1; head < tail; ++head) {
        const int c = queue[idx(head)];
        for (auto e : topo.cornerEdges(c)) {
            if (e == NoId)
                continue;
            const auto &ends = topo.edgeCorners(e);
            const int u = ends[0] == c ? ends[1] : ends[0];
            if (dist[idx(u)] != Unreachable || !open(e, u))
                continue;
            dist[idx(u)] = static_cast<std::uint16_t>(dist[idx(c)] + 1);
            if (u == stopAt)
                return;
            queue[idx(tail++)] = static_cast<std::int16_t>(u);
        }
    }
}

bool isPirateIslandsMarker(model::MarkerType t)
{
    using model::MarkerType;
    return t == MarkerType::StartSettlement || t == MarkerType::StartShip
        || t == MarkerType::PirateFortress || t == MarkerType::FortressRouteSettlementSite
        || t == MarkerType::PiratePath || t == MarkerType::NoPirateAttackHex;
}

} // namespace

Game::Refusal Game::compilePirateIslands(const CompileContext &ctx)
{
    using model::MarkerType;
    const model::BoardTopology &topo = m_topology;
    m_cornerSiteOwner.assign(idx(topo.cornerCount()), std::int8_t(NoSite));
    const auto &markers = ctx.board.markers();
    if (std::none_of(markers.begin(), markers.end(),
            [](const model::Marker &m) { return isPirateIslandsMarker(m.type); }))
        return std::nullopt;
    if (!m_rules.seafarers)
        return refusal("pirate-islands-need-seafarers", {},
            "The Pirate Islands' routes and pirate fleet (001:L2169–2296) need the Seafarers "
            "product");
    if (m_rules.fog || m_rules.gifts || m_rules.cloth)
        return refusal("pirate-islands-with-other-scenario", {},
            "The Pirate Islands cannot be combined with fog hexes, gifts or villages: the rules "
            "describe no such game");
    m_fortressCorner.fill(-1);
    m_siteCorner.fill(-1);
    m_startCorner.fill(-1);
    m_startShip.fill(-1);
    const int players = m_rules.players;
    for (const model::Marker &m : markers) {
        if (!isPirateIslandsMarker(m.type) || m.type == MarkerType::PiratePath
            || m.type == MarkerType::NoPirateAttackHex)
            continue;
        if (m.player >= players)
            continue; // a seat not played: its pieces stay in the box (001:L2207, L2945)
        if (m.player < 0)
            return refusal("pirate-islands-pieces", {std::string(model::toString(m.type)), "0"},
                "The Pirate Islands: every '" + std::string(model::toString(m.type))
                    + "' marker needs the player it belongs to (001:L2203–2205)");
        const auto p = idx(m.player);
        switch (m.type) {
        case MarkerType::StartSettlement:
            m_startCorner[p] = topo.cornerId(m.corner);
            break;
        case MarkerType::StartShip:
            m_startShip[p] = topo.edgeId(m.edge);
            break;
        case MarkerType::PirateFortress:
            m_fortressCorner[p] = topo.cornerId(m.corner);
            break;
        default:
            m_siteCorner[p] = topo.cornerId(m.corner);
            break;
        }
    }
    for (int p = 0; p < players; ++p) {
        const auto missing = [&](MarkerType t) {
            return refusal("pirate-islands-pieces", {std::string(model::toString(t)), num(p + 1)},
                "The Pirate Islands: player " + num(p + 1) + " needs a '"
                    + std::string(model::toString(t))
                    + "' marker on the board (001:L2203–2205, L2227)");
        };
        if (m_startCorner[idx(p)] < 0 || !m_cornerLand[idx(m_startCorner[idx(p)])])
            return missing(MarkerType::StartSettlement);
        if (m_startShip[idx(p)] < 0)
            return missing(MarkerType::StartShip);
        if (m_fortressCorner[idx(p)] < 0)
            return missing(MarkerType::PirateFortress);
        if (m_siteCorner[idx(p)] < 0)
            return missing(MarkerType::FortressRouteSettlementSite);
        const auto &ends = topo.edgeCorners(m_startShip[idx(p)]);
        if (!m_edgeSea[idx(m_startShip[idx(p)])]
            || (ends[0] != m_startCorner[idx(p)] && ends[1] != m_startCorner[idx(p)]))
            return refusal("pirate-islands-start-ship", {num(p + 1)},
                "The Pirate Islands: player " + num(p + 1)
                    + "'s start ship must lie on a sea side beside their start settlement "
                      "(001:L2203)");
    }
    for (int p = 0; p < players; ++p) {
        const auto q = idx(p);
        auto sea = [&](int e, int) {
            return m_edgeSea[idx(e)] != 0;
        };
        CornerSteps toSite, toFortress;
        shipSteps(topo, m_siteCorner[q], sea, toSite);
        shipSteps(topo, m_fortressCorner[q], sea, toFortress);
        if (toSite[idx(m_startCorner[q])] == Unreachable
            || toFortress[idx(m_siteCorner[q])] == Unreachable)
            return refusal("pirate-islands-route", {num(p + 1)},
                "The Pirate Islands: no shipping route leads from player " + num(p + 1)
                    + "'s start settlement to their marked intersection and on to their fortress "
                      "(001:L2227)");
    }
    for (int p = 0; p < players; ++p) {
        const auto q = idx(p);
        // Nobody builds on a fortress; the marked intersection is its player's alone, although
        // the pirate islands bar settlements (001:L2203, L2260).
        m_cornerLand[idx(m_fortressCorner[q])] = 1; // a settlement once captured
        m_cornerSiteOwner[idx(m_fortressCorner[q])] = FortressSite;
        m_cornerSetupAllowed[idx(m_fortressCorner[q])] = 0;
        m_cornerLand[idx(m_siteCorner[q])] = 1;
        m_cornerSetupAllowed[idx(m_siteCorner[q])] = 0;
        m_cornerSiteOwner[idx(m_siteCorner[q])] = static_cast<std::int8_t>(p);
        // The pre-placed settlements keep set-up settlements at a distance (001:L630).
        m_cornerSetupAllowed[idx(m_startCorner[q])] = 0;
        for (auto n : topo.cornerCorners(m_startCorner[q]))
            if (n != NoId)
                m_cornerSetupAllowed[idx(n)] = 0;
    }
    if (Refusal r = compilePiratePath(ctx))
        return r;
    m_robberStart = -1; // there is no robber in this scenario (001:L2223)
    // 3 players: no VP cards; 4 or more: VP cards are knights in all ways (001:L2209).
    if (players > 3)
        m_rules.deck[idx(KnightCard)]
            = u8(m_rules.deck[idx(KnightCard)] + m_rules.deck[idx(VictoryPointCard)]);
    m_rules.deck[idx(VictoryPointCard)] = 0;
    m_rules.pirateIslands = true;
    return std::nullopt;
}

Game::Refusal Game::compilePiratePath(const CompileContext &ctx)
{
    const model::BoardTopology &topo = m_topology;
    std::vector<std::pair<int, int>> steps; // (number, hex)
    for (const model::Marker &m : ctx.board.markers()) {
        if (m.type == model::MarkerType::NoPirateAttackHex) {
            m_noAttackHex = topo.hexId(m.hex);
            continue;
        }
        if (m.type != model::MarkerType::PiratePath)
            continue;
        const auto h = topo.hexId(m.hex);
        if (h == NoId || !m_hexSea[idx(h)])
            return refusal("pirate-path-step", {coordText(m.hex)},
                "a step of the pirate fleet's circuit must be a sea hex (001:L2245), not "
                    + coordText(m.hex));
        steps.emplace_back(m.number, h);
    }
    std::sort(steps.begin(), steps.end());
    const int n = static_cast<int>(steps.size());
    bool numbered = n >= 2 && n <= MaxPiratePath;
    for (int k = 0; k < n && numbered; ++k)
        numbered = steps[idx(k)].first == k + 1;
    if (!numbered)
        return refusal("pirate-path-gap", {num(n), num(MaxPiratePath)},
            "the pirate fleet's circuit needs 'pirate_path' markers numbered 1, 2, ... in sailing "
            "order (2 to "
                + num(MaxPiratePath) + " steps); the board has " + num(n) + " (001:L2245)");
    m_hexPathStep.assign(idx(topo.hexCount()), -1);
    for (int k = 0; k < n; ++k) {
        const int h = steps[idx(k)].second, next = steps[idx((k + 1) % n)].second;
        const auto &around = topo.hexNeighbors(h);
        if (std::find(around.begin(), around.end(), next) == around.end()
            || m_hexPathStep[idx(h)] >= 0)
            return refusal("pirate-path-step", {coordText(topo.hex(next))},
                "the pirate fleet's circuit must go from hex to neighbouring hex and close on "
                "itself (001:L2245); step "
                    + num((k + 1) % n + 1) + " at " + coordText(topo.hex(next))
                    + " does not follow step " + num(k + 1));
        m_hexPathStep[idx(h)] = static_cast<std::int8_t>(k);
        m_piratePath.push_back(static_cast<std::int16_t>(h));
    }
    if (m_pirateStart < 0 || m_hexPathStep[idx(m_pirateStart)] < 0)
        return refusal("pirate-path-start", {},
            "the pirate fleet must start on a step of its circuit (001:L2223)");
    return std::nullopt;
}

void Game::placePirateIslandsPieces(GameState &s) const
{
    // One settlement and one ship per player on the eastern island, and the fortress of 3 chits
    // under the player's settlement (001:L2203–2205).
    for (int p = 0; p < m_rules.players; ++p) {
        PlayerState &ps = s.players[idx(p)];
        const int c = m_startCorner[idx(p)];
        s.cornerOwner[idx(c)] = static_cast<std::int8_t>(p);
        s.cornerLevel[idx(c)] = 1;
        frontierAtCorner(s, c);
        yieldsAtCorner(s, c, 1);
        ps.settlementsLeft = u8(ps.settlementsLeft - 2); // the start settlement and the fortress's
        ps.harbors = u8(ps.harbors | m_cornerHarbor[idx(c)]);
        settlementBuilt(s, p, c, true);
        s.shipOwner[idx(m_startShip[idx(p)])] = static_cast<std::int8_t>(p);
        frontierAtShip(s, p, m_startShip[idx(p)]);
        ps.shipsLeft = u8(ps.shipsLeft - 1);
        setRoute(s, p, longestRoadOf(s, p)); // a statistic here: no award (001:L2211)
        s.fortressChits[idx(p)] = u8(FortressChits);
    }
}

Game::PirateRoute Game::pirateRoute(const GameState &s, int player) const
{
    // The route is unbranched and never touches itself (every ship extends its open end to a
    // corner off the route), so it is found by walking from the pre-placed settlement along the
    // player's ships; a route holds at most the supply's ships.
    PirateRoute route;
    int c = m_startCorner[idx(player)], came = -1;
    const int site = m_siteCorner[idx(player)];
    for (int step = 0; step < MaxRouteShips; ++step) {
        int next = -1;
        for (auto e : m_topology.cornerEdges(c))
            if (e != NoId && e != came && s.shipOwner[idx(e)] == player) {
                const auto &ends = m_topology.edgeCorners(e);
                next = ends[0] == c ? ends[1] : ends[0];
                came = e;
                break;
            }
        if (next < 0)
            break;
        ++route.ships;
        route.lastShip = came;
        c = next;
        route.reachedSite = route.reachedSite || c == site;
    }
    route.tip = c;
    return route;
}

int Game::routeTarget(const PirateRoute &route, int player) const
{
    if (route.tip == m_fortressCorner[idx(player)])
        return -1; // not beyond the fortress (001:L2227)
    return route.reachedSite ? m_fortressCorner[idx(player)] : m_siteCorner[idx(player)];
}

bool Game::pirateRouteAllows(const GameState &s, int player, int edge) const
{
    const PirateRoute route = pirateRoute(s, player);
    const auto &sides = m_topology.cornerEdges(route.tip);
    const unsigned allowed = pirateNextSides(s, player, route);
    for (std::size_t i = 0; i < sides.size(); ++i)
        if (sides[i] == edge)
            return (allowed >> i & 1U) != 0;
    return false;
}

unsigned Game::pirateNextSides(const GameState &s, int player, const PirateRoute &route) const
{
    // Only at the route's open end, and one ship step nearer to the marked intersection, then
    // to the fortress (001:L2227). One search serves every side at the open end: legal move
    // generation asks for all of them at every decision.
    const int target = routeTarget(route, player);
    if (target < 0)
        return 0;
    // Steps over the sides still free: no road or ship on them, no opponent's building at the
    // intersections passed, and never back onto the route itself (it stays unbranched).
    auto onRoute = [&](int corner) {
        for (auto e : m_topology.cornerEdges(corner))
            if (e != NoId && s.shipOwner[idx(e)] == player)
                return true;
        return corner == m_startCorner[idx(player)];
    };
    auto open = [&](int e, int corner) {
        const int owner = s.cornerOwner[idx(corner)];
        return edgeShippableNow(s, e) && s.edgeOwner[idx(e)] < 0 && s.shipOwner[idx(e)] < 0
            && (owner < 0 || owner == player) && (corner == route.tip || !onRoute(corner));
    };
    const auto &sides = m_topology.cornerEdges(route.tip);
    unsigned candidates = 0;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (sides[i] == NoId)
            continue;
        const auto &ends = m_topology.edgeCorners(sides[i]);
        if (!onRoute(ends[0] == route.tip ? ends[1] : ends[0]))
            candidates |= 1U << i;
    }
    if (candidates == 0)
        return 0;
    CornerSteps steps;
    shipSteps(m_topology, target, open, steps, route.tip);
    const int here = steps[idx(route.tip)];
    if (here == Unreachable)
        return 0;
    unsigned allowed = 0;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if ((candidates >> i & 1U) == 0)
            continue;
        const auto &ends = m_topology.edgeCorners(sides[i]);
        const int next = ends[0] == route.tip ? ends[1] : ends[0];
        if (steps[idx(next)] + 1 == here)
            allowed |= 1U << i;
    }
    return allowed;
}

bool Game::canAttackFortress(const GameState &s, int player) const
{
    return m_rules.pirateIslands && s.fortressChits[idx(player)] > 0
        && pirateRoute(s, player).tip == m_fortressCorner[idx(player)];
}

void Game::convertWarship(GameState &s, int player) const
{
    // The hindmost normal ship becomes a warship (001:L2231): warships are always the ships
    // nearest the route's start, so a count says which they are.
    if (s.warships[idx(player)] < pirateRoute(s, player).ships)
        s.warships[idx(player)] = u8(s.warships[idx(player)] + 1);
}

void Game::loseRouteShips(GameState &s, int player, int n) const
{
    // The ships nearest the fortress go back to the supply (001:L2275–2276).
    PlayerState &ps = s.players[idx(player)];
    PirateRoute route = pirateRoute(s, player);
    for (int i = 0; i < n && route.ships > 0; ++i) {
        s.shipOwner[idx(route.lastShip)] = -1;
        frontierAtShip(s, player, route.lastShip);
        ps.shipsLeft = u8(ps.shipsLeft + 1);
        route = pirateRoute(s, player);
    }
    s.warships[idx(player)] = u8(std::min<int>(s.warships[idx(player)], route.ships));
    setRoute(s, player, longestRoadOf(s, player));
}

void Game::sailPirateFleet(GameState &s, int lowerDie) const
{
    // Before anything else the fleet sails on by the lower die and attacks every player with a
    // building beside the hex it stops on, at the die's strength against the player's warships
    // (001:L2245–2256). Once every fortress is captured the fleet has left (001:L2292).
    if (s.pirateHex >= 0) {
        const int n = piratePathLength();
        const int step = (m_hexPathStep[idx(s.pirateHex)] + lowerDie) % n;
        s.pirateHex = m_piratePath[idx(step)];
        std::uint8_t attacked = 0;
        if (s.pirateHex != m_noAttackHex) // 5–6: no attack from the white "!" (001:L2949)
            for (auto c : m_topology.hexCorners(s.pirateHex))
                if (c != NoId && s.cornerOwner[idx(c)] >= 0)
                    attacked = u8(attacked | 1 << s.cornerOwner[idx(c)]);
        for (; attacked; attacked = u8(attacked & (attacked - 1))) {
            const int p = std::countr_zero(attacked);
            PlayerState &ps = s.players[idx(p)];
            const int warships = s.warships[idx(p)];
            if (lowerDie > warships) // 1 card, and 1 more per city (001:L2253)
                s.pirateLossOwed[idx(p)] = u8(std::min<int>(1 + (4 - ps.citiesLeft), ps.cardCount));
            else if (warships > lowerDie) // a card of the player's choice (001:L2255)
                ps.goldOwed = u8(ps.goldOwed + 1);
        }
    }
    if (pirateLoser(s) >= 0)
        s.phase = Phase::ChancePirateLoss;
    else
        afterPirateAttack(s);
}

void Game::afterPirateAttack(GameState &s) const
{
    // The winners choose their cards (with the gold-field choice), then the roll goes on.
    for (int p = 0; p < m_rules.players; ++p)
        if (s.players[idx(p)].goldOwed) {
            s.rollPending = 1;
            startGoldChoice(s, Phase::Main);
            return;
        }
    resolveRoll(s);
}

int Game::pirateLoser(const GameState &s) const
{
    for (int i = 0; i < m_rules.players; ++i) {
        const int p = (s.turnPlayer + i) % m_rules.players;
        if (s.pirateLossOwed[idx(p)])
            return p;
    }
    return -1;
}

void Game::pirateChanceOutcomes(const GameState &s, ChanceList &out) const
{
    if (s.phase == Phase::ChanceFortressDie) {
        for (int d = 1; d <= 6; ++d)
            out.push(makeAction(ActionType::FortressDieOutcome, unsigned(d)), 1);
        return;
    }
    // A card drawn at random from the loser's hand (001:L2254).
    const int loser = pirateLoser(s);
    const PlayerState &ps = s.players[idx(loser)];
    for (int r = 0; r < ResourceKinds; ++r)
        if (ps.resources[idx(r)])
            out.push(makeAction(ActionType::PirateLossOutcome, unsigned(r)), ps.resources[idx(r)]);
}

void Game::startPirateIslandsSteal(GameState &s) const
{
    // No robber: after the discards the roller takes a card from any other player (001:L2266).
    std::uint8_t victims = 0;
    for (int q = 0; q < m_rules.players; ++q)
        if (q != s.actor && s.players[idx(q)].cardCount)
            victims = u8(victims | 1 << q);
    startSteal(s, victims);
}

void Game::applyPirateIslands(GameState &s, int /*player*/, Action a) const
{
    const int argA = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::AttackFortress:
        s.phase = Phase::ChanceFortressDie;
        break;
    case ActionType::PirateLossOutcome: {
        const int loser = pirateLoser(s);
        pay(s, loser, argA, 1); // discarded to the bank
        PlayerState &ps = s.players[idx(loser)];
        s.pirateLossOwed[idx(loser)] = ps.cardCount ? u8(s.pirateLossOwed[idx(loser)] - 1) : u8(0);
        if (pirateLoser(s) < 0)
            afterPirateAttack(s);
        break;
    }
    case ActionType::FortressDieOutcome: {
        // More warships than the die: a chit falls; fewer: the two ships nearest the fortress
        // sink; equal: the one beside it (001:L2272–2276).
        const int p = s.actor, warships = s.warships[idx(p)];
        if (warships > argA) {
            s.fortressChits[idx(p)] = u8(s.fortressChits[idx(p)] - 1);
            if (s.fortressChits[idx(p)] == 0) {
                // Captured: the fortress is the player's settlement from now on (001:L2282).
                const int c = m_fortressCorner[idx(p)];
                s.cornerOwner[idx(c)] = static_cast<std::int8_t>(p);
                s.cornerLevel[idx(c)] = 1;
                frontierAtCorner(s, c);
                yieldsAtCorner(s, c, 1);
                s.players[idx(p)].harbors = u8(s.players[idx(p)].harbors | m_cornerHarbor[idx(c)]);
                settlementBuilt(s, p, c, false);
                // The new building joins the player's roads and ships (a statistic here).
                for (int q = 0; q < m_rules.players; ++q)
                    setRoute(s, q, longestRoadOf(s, q));
                bool all = true;
                for (int q = 0; q < m_rules.players; ++q)
                    all = all && s.fortressChits[idx(q)] == 0;
                if (all)
                    s.pirateHex = -1; // the fleet is removed (001:L2292)
            }
        } else {
            loseRouteShips(s, p, warships < argA ? 2 : 1);
        }
        // The attack ends the turn (001:L2278); a capture may win it first.
        s.phase = Phase::Main;
        checkVictory(s);
        if (s.phase != Phase::GameOver)
            applyTurn(s, p, makeAction(ActionType::EndTurn));
        break;
    }
    default:
        break;
    }
}

} // namespace isle::validation
