// SPDX-License-Identifier: GPL-3.0-or-later
// The reference move generator: every encodable action of a phase, each decided from the rules
// on the GameState alone. Deliberately slow and plain: no frontier, no cached networks.
#include "validation/selfcheck/ReferenceMoves.h"

#include <algorithm>
#include <cstdlib>

namespace isle::validation {

namespace {

using reference::arg;
using reference::at;
constexpr int BrickR = model::index(model::Resource::Brick);
constexpr int LumberR = model::index(model::Resource::Lumber);
constexpr int WoolR = model::index(model::Resource::Wool);
constexpr int GrainR = model::index(model::Resource::Grain);
constexpr int OreR = model::index(model::Resource::Ore);
constexpr auto None = model::BoardTopology::NoId;

template<typename Ids> bool holds(const Ids &ids, int id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

} // namespace

ReferenceMoves::ReferenceMoves(const Game &game, const model::Scenario &scenario)
    : m_game(game)
    , m_topo(game.topology())
{
    const model::Board &board = scenario.board;
    m_frameBeyond.assign(at(m_topo.edgeCount()), 0);
    for (int e = 0; e < m_topo.edgeCount(); ++e) {
        const model::EdgeCoord ec = m_topo.edge(e);
        for (model::HexCoord c : {ec.hex, ec.hex.neighbor(ec.side)}) {
            const model::Hex *cell = board.hexAt(c);
            if (cell && cell->terrain == model::Terrain::Frame)
                m_frameBeyond[at(e)] = 1;
        }
    }
    // 001:L1947: set-up settlements only where no land hex lies in an area forbidding them.
    // 001:L2041: no settlement ever on the Forgotten Tribe's small islands.
    m_startForbidden.assign(at(m_topo.hexCount()), 0);
    m_settleForbidden.assign(at(m_topo.hexCount()), 0);
    for (int h = 0; h < m_topo.hexCount(); ++h)
        if (const model::Hex *cell = board.hexAt(m_topo.hex(h)))
            if (const model::Area *area = scenario.area(cell->area)) {
                m_startForbidden[at(h)] = area->startAllowed ? 0 : 1;
                m_settleForbidden[at(h)] = area->settlementsAllowed ? 0 : 1;
            }
    m_marked.assign(at(m_topo.cornerCount()), 0);
    m_wonderSite.assign(at(m_topo.cornerCount()), std::nullopt);
    for (const model::Marker &m : board.markers()) {
        const auto c = m_topo.cornerId(m.corner);
        if (c == None)
            continue;
        m_marked[at(c)] = 1;
        if (model::isWonderSite(m.type))
            m_wonderSite[at(c)] = m.type;
    }
    m_noPirate = scenario.rules.noPirate;
    m_wonders = scenario.rules.wonders;
    if (!game.rules().pirateIslands)
        return;
    // The Pirate Islands: the seats' marked corners.
    m_pirateSeats.resize(at(game.playerCount()));
    for (const model::Marker &m : board.markers()) {
        if (m.player < 0 || m.player >= game.playerCount())
            continue;
        PirateSeat &seat = m_pirateSeats[at(m.player)];
        const int c = m_topo.cornerId(m.corner);
        if (m.type == model::MarkerType::StartSettlement)
            seat.start = c;
        else if (m.type == model::MarkerType::FortressRouteSettlementSite)
            seat.site = c;
        else if (m.type == model::MarkerType::PirateFortress)
            seat.fortress = c;
    }
}

bool ReferenceMoves::onOwnRoute(const GameState &s, int player, int corner) const
{
    if (corner == m_pirateSeats[at(player)].start)
        return true;
    for (int e = 0; e < m_topo.edgeCount(); ++e)
        if (s.shipOwner[at(e)] == player && holds(m_topo.edgeCorners(e), corner))
            return true;
    return false;
}

std::vector<int> ReferenceMoves::freeShipSteps(
    const GameState &s, int player, int target, int end) const
{
    // Breadth-first from the target over sides a ship may use that hold no road or ship, never
    // through an opponent's building nor back onto the route (but to its open end).
    std::vector<int> dist(at(m_topo.cornerCount()), -1);
    std::vector<int> queue {target};
    dist[at(target)] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i)
        for (int e = 0; e < m_topo.edgeCount(); ++e) {
            const auto &ends = m_topo.edgeCorners(e);
            if (!holds(ends, queue[i]) || !shipSideNow(s, e) || s.edgeOwner[at(e)] >= 0
                || s.shipOwner[at(e)] >= 0)
                continue;
            const int u = ends[0] == queue[i] ? ends[1] : ends[0];
            const int owner = s.cornerOwner[at(u)];
            if (dist[at(u)] < 0 && (owner < 0 || owner == player)
                && (u == end || !onOwnRoute(s, player, u))) {
                dist[at(u)] = dist[at(queue[i])] + 1;
                queue.push_back(u);
            }
        }
    return dist;
}

int ReferenceMoves::routeEnd(const GameState &s, int player, bool &passedSite) const
{
    // From the pre-placed settlement along the player's ships, never back over one.
    const PirateSeat &seat = m_pirateSeats[at(player)];
    std::vector<std::uint8_t> used(at(m_topo.edgeCount()), 0);
    int end = seat.start;
    passedSite = false;
    for (bool moved = true; moved;) {
        moved = false;
        for (int e = 0; e < m_topo.edgeCount() && !moved; ++e) {
            const auto &ends = m_topo.edgeCorners(e);
            if (s.shipOwner[at(e)] == player && !used[at(e)] && holds(ends, end)) {
                used[at(e)] = 1;
                end = ends[0] == end ? ends[1] : ends[0];
                passedSite = passedSite || end == seat.site;
                moved = true;
            }
        }
    }
    return end;
}

bool ReferenceMoves::extendsRoute(const GameState &s, int player, int edge) const
{
    // At the route's open end, one ship step nearer the marked intersection, then the fortress,
    // over the sides still free; nothing beyond the fortress (001:L2227).
    const PirateSeat &seat = m_pirateSeats[at(player)];
    bool passedSite = false;
    const int end = routeEnd(s, player, passedSite);
    const auto &ends = m_topo.edgeCorners(edge);
    if (end == seat.fortress || !holds(ends, end))
        return false;
    const int next = ends[0] == end ? ends[1] : ends[0];
    if (onOwnRoute(s, player, next))
        return false; // the route never touches itself
    const std::vector<int> dist
        = freeShipSteps(s, player, passedSite ? seat.fortress : seat.site, end);
    return dist[at(end)] > 0 && dist[at(next)] >= 0 && dist[at(next)] == dist[at(end)] - 1;
}

bool ReferenceMoves::coversPhase(Phase phase) const
{
    // Cities & Knights has no reference moves yet (SelfCheckRunner reports its files as not
    // played), so its phases are not covered.
    return phase != Phase::ChanceFogHex && phase != Phase::ChanceFogToken
        && phase != Phase::PillageCity && phase != Phase::KnightRetreat
        && phase != Phase::ChanceProgressCard && phase != Phase::ProgressDiscard
        && phase != Phase::ChooseProgressDeck && phase != Phase::ProgressChoice
        && phase != Phase::CommitKnights;
}

/* Board rules */

bool ReferenceMoves::landHexNow(const GameState &s, int hex) const
{
    const int t = m_game.terrainNow(s, hex);
    return t >= 0 && model::isLand(static_cast<model::Terrain>(t));
}

bool ReferenceMoves::seaHexNow(const GameState &s, int hex) const
{
    return m_game.terrainNow(s, hex) == model::index(model::Terrain::Sea);
}

bool ReferenceMoves::roadSideNow(const GameState &s, int edge) const
{
    for (auto h : m_topo.edgeHexes(edge))
        if (h != None && landHexNow(s, h))
            return true;
    return false;
}

bool ReferenceMoves::shipSideNow(const GameState &s, int edge) const
{
    if (!m_game.seafarers())
        return false;
    // Sea (or the frame, which is sea: 001:L334, L1360) on at least one side (001:L1390).
    if (m_frameBeyond[at(edge)])
        return true;
    for (auto h : m_topo.edgeHexes(edge))
        if (h != None && seaHexNow(s, h))
            return true;
    return false;
}

bool ReferenceMoves::landCornerNow(const GameState &s, int corner) const
{
    for (auto h : m_topo.cornerHexes(corner))
        if (h != None && landHexNow(s, h))
            return true;
    return false;
}

int ReferenceMoves::bankRate(const GameState &s, int player, int resource) const
{
    int rate = 4;
    for (int c = 0; c < m_topo.cornerCount(); ++c) {
        if (s.cornerOwner[at(c)] != player)
            continue;
        const int bits = m_game.cornerHarbors(c);
        if (bits & (1 << resource))
            return 2;
        if (bits & (1 << 5))
            rate = 3;
    }
    // The Forgotten Tribe's gift harbors, once placed, serve a building at either end of their
    // side, like any harbor (001:L2069).
    for (int j = 0; j < MaxGiftHarbors; ++j) {
        const int e = s.giftHarborEdge[at(j)];
        if (e < 0)
            continue;
        bool mine = false;
        for (auto c : m_topo.edgeCorners(e))
            mine = mine || (c != None && s.cornerOwner[at(c)] == player);
        if (!mine)
            continue;
        const int bit = m_game.giftHarborBit(j);
        if (bit == resource)
            return 2;
        if (bit == 5)
            rate = 3;
    }
    return rate;
}

bool ReferenceMoves::setupSite(const GameState &s, int corner) const
{
    if (m_marked[at(corner)])
        return false;
    for (auto h : m_topo.cornerHexes(corner))
        if (h != None && landHexNow(s, h) && m_startForbidden[at(h)])
            return false;
    return true;
}

bool ReferenceMoves::settlementArea(const GameState &s, int corner) const
{
    for (auto h : m_topo.cornerHexes(corner))
        if (h != None && landHexNow(s, h) && m_settleForbidden[at(h)])
            return false;
    return true;
}

bool ReferenceMoves::distanceOk(const GameState &s, int corner) const
{
    // The corner and its neighbours are empty (001:L630–634).
    if (s.cornerOwner[at(corner)] >= 0)
        return false;
    for (auto n : m_topo.cornerCorners(corner))
        if (n != None && s.cornerOwner[at(n)] >= 0)
            return false;
    return true;
}

bool ReferenceMoves::roadConnects(const GameState &s, int player, int edge) const
{
    // At an own building, or at an own road through a corner no opponent occupies (001:L587).
    // A ship alone never carries a road (001:L1408).
    for (auto c : m_topo.edgeCorners(edge)) {
        if (s.cornerOwner[at(c)] == player)
            return true;
        if (s.cornerOwner[at(c)] >= 0)
            continue;
        for (auto x : m_topo.cornerEdges(c))
            if (x != None && x != edge && s.edgeOwner[at(x)] == player)
                return true;
    }
    return false;
}

bool ReferenceMoves::onPirateBorder(const GameState &s, int edge) const
{
    return s.pirateHex >= 0 && holds(m_topo.hexEdges(s.pirateHex), edge);
}

bool ReferenceMoves::shipFits(const GameState &s, int player, int edge, int leaving) const
{
    // 001:L1390–1410: a free sea side, not beside the pirate (001:L1506), at an own building or
    // an own ship (never a road alone), an opponent's building blocking the way.
    if (edge == leaving || !shipSideNow(s, edge) || s.shipOwner[at(edge)] >= 0
        || s.edgeOwner[at(edge)] >= 0 || onPirateBorder(s, edge))
        return false;
    if (m_game.rules().pirateIslands && !extendsRoute(s, player, edge))
        return false;
    for (auto c : m_topo.edgeCorners(edge)) {
        if (s.cornerOwner[at(c)] == player)
            return true;
        if (s.cornerOwner[at(c)] >= 0)
            continue;
        for (auto x : m_topo.cornerEdges(c))
            if (x != None && x != edge && x != leaving && s.shipOwner[at(x)] == player)
                return true;
    }
    return false;
}

bool ReferenceMoves::shipMayLeave(const GameState &s, int player, int edge) const
{
    // 001:L1418–1432: an own ship, not built this turn, not beside the pirate, with an end that
    // touches no other own piece (the open end of an open route).
    if (s.shipOwner[at(edge)] != player || (s.shipNew[at(edge / 8)] >> (edge % 8) & 1)
        || onPirateBorder(s, edge))
        return false;
    if (m_game.rules().pirateIslands)
        return false; // the one route never moves (001:L2227)
    for (auto c : m_topo.edgeCorners(edge)) {
        if (s.cornerOwner[at(c)] == player)
            continue;
        // Cloth for Catan: a route to a village is closed at the village (001:L2141).
        const int village = m_game.villageAt(c);
        if (village >= 0 && (s.villageLinks[at(village)] >> player & 1))
            continue;
        bool touches = false;
        for (auto x : m_topo.cornerEdges(c))
            if (x != None && x != edge
                && (s.shipOwner[at(x)] == player || s.edgeOwner[at(x)] == player))
                touches = true;
        if (!touches)
            return true;
    }
    return false;
}

/* Who acts */

int ReferenceMoves::actorOf(const GameState &s) const
{
    const int n = m_game.playerCount();
    switch (s.phase) {
    case Phase::ChanceDice:
    case Phase::ChanceSteal:
    case Phase::ChanceDevCard:
    case Phase::ChanceFogHex:
    case Phase::ChanceFogToken:
    case Phase::ChancePirateLoss:
    case Phase::ChanceFortressDie:
    case Phase::GameOver:
        return -1;
    case Phase::Discard:
        // Everyone owing cards discards, in seat order from the roller (engine convention).
        for (int i = 0; i < n; ++i)
            if (s.players[at((s.turnPlayer + i) % n)].discardOwed)
                return (s.turnPlayer + i) % n;
        return s.actor;
    case Phase::GoldChoice:
        for (int i = 0; i < n; ++i)
            if (s.players[at((s.actor + i) % n)].goldOwed)
                return (s.actor + i) % n;
        return s.actor;
    case Phase::TradeResponse:
    case Phase::TradeCompose:
        return s.tradeResponder;
    case Phase::PlaceHarbor:
        return s.giftPlayer; // the Forgotten Tribe's gift harbor goes to its taker (001:L2067)
    default:
        return s.actor;
    }
}

/* The actions of each phase */

void ReferenceMoves::devCardActions(const GameState &s, int p, std::vector<Action> &out) const
{
    // One card per turn, never one bought this turn (001:L352–367).
    if (s.devPlayed)
        return;
    const PlayerState &ps = s.players[at(p)];
    auto playable = [&](DevCard card) {
        const auto t = static_cast<std::size_t>(card);
        return ps.devCards[t] > ps.devCardsNew[t];
    };
    if (playable(DevCard::Knight))
        out.push_back(makeAction(ActionType::PlayKnight));
    if (playable(DevCard::RoadBuilding)
        && (ps.roadsLeft > 0 || (m_game.seafarers() && ps.shipsLeft > 0)))
        out.push_back(makeAction(ActionType::PlayRoadBuilding));
    if (playable(DevCard::YearOfPlenty))
        for (int a = 0; a < ResourceKinds; ++a)
            for (int b = 0; b < ResourceKinds; ++b) {
                // The bank must hold both cards; a <= b is the encoding's one spelling.
                const int needA = a == b ? 2 : 1;
                if (a <= b && s.bank[at(a)] >= needA && s.bank[at(b)] >= 1)
                    out.push_back(makeAction(ActionType::PlayYearOfPlenty, arg(a), arg(b)));
            }
    if (playable(DevCard::Monopoly))
        for (int r = 0; r < ResourceKinds; ++r)
            out.push_back(makeAction(ActionType::PlayMonopoly, arg(r)));
}

void ReferenceMoves::freeRoadActions(const GameState &s, int p, std::vector<Action> &out) const
{
    // Road Building: roads, or with Seafarers also ships (001:L1474), without paying.
    const PlayerState &ps = s.players[at(p)];
    for (int e = 0; e < m_topo.edgeCount(); ++e) {
        if (ps.roadsLeft && roadSideNow(s, e) && s.edgeOwner[at(e)] < 0 && s.shipOwner[at(e)] < 0
            && roadConnects(s, p, e))
            out.push_back(makeAction(ActionType::BuildRoad, arg(e)));
        if (m_game.seafarers() && ps.shipsLeft && shipFits(s, p, e, -1))
            out.push_back(makeAction(ActionType::BuildShip, arg(e)));
    }
}

bool ReferenceMoves::meetsWonderCard(const GameState &s, int p, const model::WonderCard &card) const
{
    // The card's needs (001:L2361), decided from the buildings on the board.
    const model::WonderNeeds &needs = card.needs;
    int cities = 0;
    bool cityAtHarbor = false, settlementAtSite = false;
    for (int c = 0; c < m_topo.cornerCount(); ++c) {
        if (s.cornerOwner[at(c)] != p)
            continue;
        if (s.cornerLevel[at(c)] == 2) {
            ++cities;
            cityAtHarbor = cityAtHarbor || m_game.cornerHarbors(c) != 0;
        } else if (needs.settlementOn && m_wonderSite[at(c)] == needs.settlementOn) {
            settlementAtSite = true;
        }
    }
    return cities >= needs.cities && (!needs.cityAtHarbor || cityAtHarbor)
        && (!needs.settlementOn || settlementAtSite)
        && m_game.longestRoute(s, p) >= needs.tradeRoute
        && m_game.victoryPoints(s, p) >= needs.victoryPoints;
}

void ReferenceMoves::wonderActions(const GameState &s, int p, std::vector<Action> &out) const
{
    const PlayerState &ps = s.players[at(p)];
    if (s.wonderOf[at(p)] > 0) {
        // Its next level, all its resources in hand (001:L2363–2365); four levels in all.
        const model::WonderCard &card = m_wonders[at(s.wonderOf[at(p)] - 1)];
        bool paid = s.wonderLevel[at(p)] < Game::WonderLevels;
        for (int r = 0; r < ResourceKinds; ++r)
            paid = paid && ps.resources[at(r)] >= card.levelCost[at(r)];
        if (paid)
            out.push_back(makeAction(ActionType::BuildWonderLevel));
        return;
    }
    // One wonder per player, started with a ship onto a card nobody has started (001:L2359–
    // 2362); of identical cards only the first one free is offered.
    if (ps.shipsLeft == 0)
        return;
    auto started = [&](int j) {
        for (int q = 0; q < m_game.playerCount(); ++q)
            if (s.wonderOf[at(q)] == j + 1)
                return true;
        return false;
    };
    auto alike = [&](int i, int j) {
        return m_wonders[at(i)].needs == m_wonders[at(j)].needs
            && m_wonders[at(i)].levelCost == m_wonders[at(j)].levelCost;
    };
    for (int j = 0; j < int(m_wonders.size()); ++j) {
        bool earlierCopyFree = false;
        for (int i = 0; i < j; ++i)
            earlierCopyFree = earlierCopyFree || (alike(i, j) && !started(i));
        if (!started(j) && !earlierCopyFree && meetsWonderCard(s, p, m_wonders[at(j)]))
            out.push_back(makeAction(ActionType::ClaimWonder, arg(j)));
    }
}

void ReferenceMoves::mainActions(const GameState &s, int p, std::vector<Action> &out) const
{
    const PlayerState &ps = s.players[at(p)];
    const auto &r = ps.resources;
    // Settlement: brick, lumber, wool, grain (001:L204–216), beside an own road or ship.
    if (ps.settlementsLeft && r[BrickR] && r[LumberR] && r[WoolR] && r[GrainR])
        for (int c = 0; c < m_topo.cornerCount(); ++c) {
            // The Pirate Islands: a marked intersection is its player's, on the pirate islands
            // too (001:L2260).
            int siteOf = -1;
            for (std::size_t q = 0; q < m_pirateSeats.size(); ++q) {
                if (m_pirateSeats[q].site == c)
                    siteOf = static_cast<int>(q);
                if (m_pirateSeats[q].fortress == c)
                    siteOf = -2; // nobody builds on a fortress (001:L2205)
            }
            if (siteOf != -1 && siteOf != p)
                continue;
            if (!distanceOk(s, c) || !landCornerNow(s, c) || (!settlementArea(s, c) && siteOf != p))
                continue;
            bool reached = false;
            for (auto x : m_topo.cornerEdges(c))
                reached = reached
                    || (x != None && (s.edgeOwner[at(x)] == p || s.shipOwner[at(x)] == p));
            if (reached)
                out.push_back(makeAction(ActionType::BuildSettlement, arg(c)));
        }
    // City: 3 ore, 2 grain, on an own settlement (001:L222–225).
    if (ps.citiesLeft && r[OreR] >= 3 && r[GrainR] >= 2)
        for (int c = 0; c < m_topo.cornerCount(); ++c)
            if (s.cornerOwner[at(c)] == p && s.cornerLevel[at(c)] == 1)
                out.push_back(makeAction(ActionType::BuildCity, arg(c)));
    // Road: brick, lumber.
    if (ps.roadsLeft && r[BrickR] && r[LumberR])
        for (int e = 0; e < m_topo.edgeCount(); ++e)
            if (roadSideNow(s, e) && s.edgeOwner[at(e)] < 0 && s.shipOwner[at(e)] < 0
                && roadConnects(s, p, e))
                out.push_back(makeAction(ActionType::BuildRoad, arg(e)));
    if (m_game.seafarers()) {
        // Ship: lumber, wool (001:L1388).
        if (ps.shipsLeft && r[LumberR] && r[WoolR])
            for (int e = 0; e < m_topo.edgeCount(); ++e)
                if (shipFits(s, p, e, -1))
                    out.push_back(makeAction(ActionType::BuildShip, arg(e)));
        // One ship moved per turn (001:L1429) to a place a new ship could take (001:L1431).
        if (!s.shipMoved)
            for (int from = 0; from < m_topo.edgeCount(); ++from)
                if (shipMayLeave(s, p, from))
                    for (int to = 0; to < m_topo.edgeCount(); ++to)
                        if (shipFits(s, p, to, from))
                            out.push_back(makeAction(ActionType::MoveShip, arg(from), arg(to)));
    }
    // The Pirate Islands: attack the own fortress once the route has reached it (001:L2270).
    if (m_game.rules().pirateIslands && s.fortressChits[at(p)] > 0) {
        bool passedSite = false;
        if (routeEnd(s, p, passedSite) == m_pirateSeats[at(p)].fortress)
            out.push_back(makeAction(ActionType::AttackFortress));
    }
    if (m_game.rules().wonders)
        wonderActions(s, p, out);
    // Development card: ore, wool, grain, while the deck has cards (001:L352).
    int deck = 0;
    for (int t = 0; t < DevCardKinds; ++t)
        deck += s.devDeck[at(t)];
    // The Forgotten Tribe: card gifts still lying out are off the deck (001:L2029).
    int lyingOut = 0;
    for (int k = 0; k < m_game.giftCount(); ++k)
        if (m_game.giftKind(k) == Game::GiftKind::DevelopmentCard && !(s.giftsTaken >> k & 1u))
            ++lyingOut;
    if (r[OreR] && r[WoolR] && r[GrainR] && deck > lyingOut)
        out.push_back(makeAction(ActionType::BuyDevCard));
    devCardActions(s, p, out);
    // Maritime trade at the harbor rate for a card the bank has (001:L501–511).
    for (int give = 0; give < ResourceKinds; ++give)
        for (int get = 0; get < ResourceKinds; ++get)
            if (give != get && r[at(give)] >= bankRate(s, p, give) && s.bank[at(get)])
                out.push_back(makeAction(ActionType::MaritimeTrade, arg(give), arg(get)));
    // A domestic offer, player 1 of a paired turn only (001:L1206), when another player holds a
    // card of a kind other than one the offerer could give (no gifts, no like-for-like, 001:L381).
    if (m_game.config().domesticTrade && s.pairedPart == 0
        && s.offersThisTurn < Game::MaxOffersPerTurn) {
        bool partner = false;
        for (int q = 0; q < m_game.playerCount(); ++q)
            for (int give = 0; give < ResourceKinds && q != p; ++give)
                for (int get = 0; get < ResourceKinds; ++get)
                    partner = partner
                        || (give != get && r[at(give)] > 0
                            && s.players[at(q)].resources[at(get)] > 0);
        if (partner)
            out.push_back(makeAction(ActionType::OfferTrade));
    }
}

void ReferenceMoves::legalActions(
    const GameState &s, StealSource source, std::vector<Action> &out) const
{
    out.clear();
    const int p = actorOf(s);
    const PlayerState *ps = p >= 0 ? &s.players[at(p)] : nullptr;
    switch (s.phase) {
    case Phase::SetupSettlement:
        for (int c = 0; c < m_topo.cornerCount(); ++c)
            if (distanceOk(s, c) && landCornerNow(s, c) && setupSite(s, c) && settlementArea(s, c)
                && m_game.villageAt(c) < 0) // a village's intersection is taken (001:L2117)
                out.push_back(makeAction(ActionType::BuildSettlement, arg(c)));
        break;
    case Phase::SetupRoad:
        // The set-up road (or ship, 001:L1488–1490) touches the settlement just placed (001:L684).
        for (int e = 0; e < m_topo.edgeCount(); ++e) {
            if (s.setupCorner < 0 || !holds(m_topo.edgeCorners(e), s.setupCorner))
                continue;
            if (roadSideNow(s, e) && s.edgeOwner[at(e)] < 0 && s.shipOwner[at(e)] < 0)
                out.push_back(makeAction(ActionType::BuildRoad, arg(e)));
            if (m_game.rules().setupShip && shipFits(s, p, e, -1))
                out.push_back(makeAction(ActionType::BuildShip, arg(e)));
        }
        break;
    case Phase::PreRoll:
        out.push_back(makeAction(ActionType::RollDice));
        devCardActions(s, p, out); // any card before the roll (001:L362)
        break;
    case Phase::Main:
        out.push_back(makeAction(ActionType::EndTurn));
        if (s.actionCount < m_game.config().maxActionsPerTurn) // engine limit, GameConfig
            mainActions(s, p, out);
        break;
    case Phase::Discard:
        for (int r = 0; r < ResourceKinds; ++r)
            if (ps->resources[at(r)])
                out.push_back(makeAction(ActionType::Discard, arg(r)));
        break;
    case Phase::MoveRobber: {
        // Any other land hex (001:L255), or the pirate to another sea hex (001:L1504); in Cloth
        // for Catan the pirate only for a player with a route to a village (001:L2147).
        // The Wonders of Catan does not use the pirate (001:L2369).
        bool pirate = m_game.seafarers() && !m_noPirate;
        if (pirate && m_game.rules().cloth) {
            bool route = false;
            for (int k = 0; k < m_game.villageCount(); ++k)
                route = route || (s.villageLinks[at(k)] >> p & 1);
            pirate = route;
        }
        for (int h = 0; h < m_topo.hexCount(); ++h) {
            if (h != s.robberHex && landHexNow(s, h) && m_game.robberMayEnter(h))
                out.push_back(makeAction(ActionType::MoveRobber, arg(h)));
            if (pirate && h != s.pirateHex && seaHexNow(s, h))
                out.push_back(makeAction(ActionType::MovePirate, arg(h)));
        }
        break;
    }
    case Phase::ChooseVictim:
        // Opponents with cards and a building at the robber's hex (001:L257) or a ship beside
        // the pirate's (001:L1504).
        for (int q = 0; q < m_game.playerCount(); ++q) {
            int cards = 0;
            for (auto n : s.players[at(q)].resources)
                cards += n;
            bool touches = false;
            if (source == StealSource::Robber && s.robberHex >= 0)
                for (auto c : m_topo.hexCorners(s.robberHex))
                    touches = touches || (c != None && s.cornerOwner[at(c)] == q);
            else if (source == StealSource::Pirate && s.pirateHex >= 0)
                for (auto e : m_topo.hexEdges(s.pirateHex))
                    touches = touches || (e != None && s.shipOwner[at(e)] == q);
            else if (source == StealSource::Unknown)
                touches = (s.victimMask >> q) & 1;
            if (m_game.rules().pirateIslands)
                touches = true; // no robber: any player after a 7 (001:L2266)
            if (q != p && cards > 0 && touches)
                out.push_back(makeAction(ActionType::ChooseVictim, arg(q)));
            // Cloth for Catan: the pirate may take a bolt of cloth instead (001:L2149).
            const bool pirate = source == StealSource::Pirate
                || (source == StealSource::Unknown && (s.clothVictims >> q & 1));
            if (m_game.rules().cloth && pirate && q != p && touches && s.players[at(q)].cloth > 0)
                out.push_back(makeAction(ActionType::StealCloth, arg(q)));
        }
        break;
    case Phase::RoadBuilding:
        freeRoadActions(s, p, out);
        break;
    case Phase::PlaceHarbor:
        // A held gift harbor on a coast side at one of the taker's buildings, never on or beside
        // another harbor's side (001:L2067); harbors in index order, sides in corner order.
        for (int j = 0; j < MaxGiftHarbors; ++j) {
            if (s.giftHarborHolder[at(j)] != p || s.giftHarborEdge[at(j)] >= 0)
                continue;
            for (int c = 0; c < m_topo.cornerCount(); ++c)
                if (s.cornerOwner[at(c)] == p)
                    for (auto e : m_topo.cornerEdges(c))
                        if (e != None && m_game.canPlaceGiftHarbor(s, p, e))
                            out.push_back(makeAction(ActionType::PlaceHarbor, arg(e), arg(j)));
        }
        break;
    case Phase::GoldChoice:
        // Any resource the bank still has (001:L1486).
        for (int r = 0; r < ResourceKinds; ++r)
            if (s.bank[at(r)])
                out.push_back(makeAction(ActionType::ChooseGold, arg(r)));
        break;
    case Phase::TradeResponse:
    case Phase::TradeCompose:
    case Phase::TradeConfirm:
        domesticTradeActions(s, p, out);
        break;
    case Phase::ChanceDice:
    case Phase::ChanceSteal:
    case Phase::ChanceDevCard:
    case Phase::ChanceFogHex:
    case Phase::ChanceFogToken:
    case Phase::ChancePirateLoss:
    case Phase::ChanceFortressDie:
    case Phase::GameOver:
        break;
    case Phase::PillageCity:
    case Phase::KnightRetreat:
    case Phase::ChanceProgressCard:
    case Phase::ProgressDiscard:
    case Phase::ChooseProgressDeck:
    case Phase::ProgressChoice:
    case Phase::CommitKnights:
        break; // not covered (coversPhase)
    }
    std::sort(out.begin(), out.end());
}

void ReferenceMoves::chanceOutcomes(
    const GameState &s, std::vector<std::pair<Action, std::uint32_t>> &out) const
{
    out.clear();
    switch (s.phase) {
    case Phase::ChanceDice:
        for (int a = 1; a <= 6; ++a) // two dice (001:L519)
            for (int b = 1; b <= 6; ++b) {
                // The Pirate Islands also keep the lower die, which moves the fleet (001:L2245).
                const Action act = makeAction(ActionType::DiceOutcome, arg(a + b),
                    m_game.rules().pirateIslands ? arg(std::min(a, b)) : 0u);
                auto it = std::find_if(
                    out.begin(), out.end(), [&](const auto &o) { return o.first == act; });
                if (it == out.end())
                    out.emplace_back(act, 1);
                else
                    ++it->second;
            }
        break;
    case Phase::ChanceSteal:
        // One card at random from an opponent's hand (001:L257): never from the mover's own.
        if (s.stealVictim == s.actor || s.stealVictim >= m_game.playerCount())
            break;
        for (int r = 0; r < ResourceKinds; ++r)
            if (const int n = s.players[s.stealVictim].resources[at(r)])
                out.emplace_back(makeAction(ActionType::StealOutcome, arg(r)), n);
        break;
    case Phase::ChanceDevCard:
        for (int t = 0; t < DevCardKinds; ++t)
            if (const int n = s.devDeck[at(t)])
                out.emplace_back(makeAction(ActionType::DevCardOutcome, arg(t)), n);
        break;
    case Phase::ChancePirateLoss:
        // A card at random from the hand of the first player, from the roller on, who still
        // loses cards to the pirate fleet (001:L2253–2254).
        for (int i = 0; i < m_game.playerCount(); ++i) {
            const int q = (s.turnPlayer + i) % m_game.playerCount();
            if (!s.pirateLossOwed[at(q)])
                continue;
            for (int r = 0; r < ResourceKinds; ++r)
                if (const int n = s.players[at(q)].resources[at(r)])
                    out.emplace_back(makeAction(ActionType::PirateLossOutcome, arg(r)), n);
            break;
        }
        break;
    case Phase::ChanceFortressDie: // one die (001:L2272)
        for (int d = 1; d <= 6; ++d)
            out.emplace_back(makeAction(ActionType::FortressDieOutcome, arg(d)), 1);
        break;
    default:
        break;
    }
    std::sort(out.begin(), out.end());
}

} // namespace isle::validation
