// SPDX-License-Identifier: GPL-3.0-or-later
// Invariants recomputed from scratch after every action: nothing here reads the engine's
// bookkeeping except to compare it with what the board and the cards say.
#include "validation/selfcheck/SelfCheck.h"

#include "validation/selfcheck/SelfCheckDetail.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <utility>

namespace isle::validation {

using namespace selfcheck_detail;

namespace {

constexpr auto None = model::BoardTopology::NoId;
constexpr int BoxSettlements = 5, BoxCities = 4, BoxRoads = 15, BoxShips = 15; // 001:L204

} // namespace

SelfCheck::SelfCheck(const Game &game, const model::Scenario &scenario)
    : m_game(game)
    , m_topo(game.topology())
    , m_reference(game, scenario)
{
    // Special victory points (001:L1446–1458), decided from the scenario's rules and areas.
    const auto &rules = scenario.specialVictoryRules;
    m_areaRulePoints.assign(rules.size(), 0);
    m_cornerAreaRules.assign(at(m_topo.cornerCount()), 0);
    for (std::size_t k = 0; k < rules.size(); ++k) {
        if (rules[k].kind == model::SpecialVictoryKind::ForeignIslandSettlement) {
            m_foreignIslandPoints += rules[k].points;
            continue;
        }
        m_areaRulePoints[k] = rules[k].points;
        if (rules[k].kind == model::SpecialVictoryKind::AreaSettlement)
            m_everySettlementRules |= 1u << k;
        for (int c = 0; c < m_topo.cornerCount(); ++c)
            for (auto h : m_topo.cornerHexes(c)) {
                if (h == None || (!game.isLand(h) && game.fogIndexOf(h) < 0))
                    continue;
                const model::Hex *cell = scenario.board.hexAt(m_topo.hex(h));
                if (cell && cell->area == rules[k].area)
                    m_cornerAreaRules[at(c)] |= 1u << k;
            }
    }
}

std::string_view SelfCheck::name(SelfCheckInvariant invariant)
{
    switch (invariant) {
    case SelfCheckInvariant::CardConservation:
        return "card conservation";
    case SelfCheckInvariant::DevCardConservation:
        return "development card conservation";
    case SelfCheckInvariant::PieceCounts:
        return "piece counts";
    case SelfCheckInvariant::DistanceRule:
        return "distance rule";
    case SelfCheckInvariant::Connectivity:
        return "road/ship connectivity";
    case SelfCheckInvariant::LongestRoad:
        return "longest road/trade route length";
    case SelfCheckInvariant::Awards:
        return "Longest Road/Largest Army holder";
    case SelfCheckInvariant::VictoryPoints:
        return "victory points";
    case SelfCheckInvariant::TurnOrder:
        return "turn order";
    case SelfCheckInvariant::LegalActions:
        return "legal actions (reference move generator)";
    case SelfCheckInvariant::ChanceOutcomes:
        return "chance outcomes (reference)";
    case SelfCheckInvariant::LegalActionApplies:
        return "every legal action applies";
    case SelfCheckInvariant::DomesticTrade:
        return "domestic trade terms";
    case SelfCheckInvariant::Frontier:
        return "kept frontier";
    case SelfCheckInvariant::Yields:
        return "kept production yields";
    }
    return "?";
}

void SelfCheck::record(History &h, const GameState &before, Action a) const
{
    switch (actionType(a)) {
    case ActionType::PlayKnight:
        ++h.played[static_cast<std::size_t>(DevCard::Knight)];
        break;
    case ActionType::PlayRoadBuilding:
        ++h.played[static_cast<std::size_t>(DevCard::RoadBuilding)];
        break;
    case ActionType::PlayYearOfPlenty:
        ++h.played[static_cast<std::size_t>(DevCard::YearOfPlenty)];
        break;
    case ActionType::PlayMonopoly:
        ++h.played[static_cast<std::size_t>(DevCard::Monopoly)];
        break;
    case ActionType::BuildSettlement:
        if (before.phase == Phase::SetupSettlement) {
            auto &mine = h.setupCorners[at(before.actor)];
            mine[mine[0] < 0 ? 0 : 1] = static_cast<std::int16_t>(actionArgA(a));
        }
        break;
    case ActionType::BuildShip:
    case ActionType::MoveShip: {
        // A ship reaching a gift's edge takes what still lies there (001:L2055).
        const int edge = actionType(a) == ActionType::BuildShip ? actionArgA(a) : actionArgB(a);
        for (std::uint32_t bits = m_game.giftsAt(before, edge); bits; bits &= bits - 1)
            if (m_game.giftKind(std::countr_zero(bits)) == Game::GiftKind::VictoryPoints)
                ++h.giftPoints[at(before.actor)];
        break;
    }
    case ActionType::MoveRobber:
        h.steal = ReferenceMoves::StealSource::Robber;
        break;
    case ActionType::MovePirate:
        h.steal = ReferenceMoves::StealSource::Pirate;
        break;
    default:
        break;
    }
}

bool SelfCheck::isCapturedFortress(int corner) const
{
    if (!m_game.rules().pirateIslands)
        return false;
    for (int p = 0; p < m_game.playerCount(); ++p)
        if (m_game.fortressCorner(p) == corner)
            return true;
    return false;
}

bool SelfCheck::sameBoardAsCache(const GameState &s) const
{
    if (!m_cacheValid)
        return false;
    const auto nc = at(m_topo.cornerCount()), ne = at(m_topo.edgeCount());
    const std::int8_t *cached = m_cachedBoard.data();
    return std::equal(s.cornerOwner.begin(),
               s.cornerOwner.begin() + static_cast<std::ptrdiff_t>(nc), cached)
        && std::equal(
            s.edgeOwner.begin(), s.edgeOwner.begin() + static_cast<std::ptrdiff_t>(ne), cached + nc)
        && std::equal(s.shipOwner.begin(), s.shipOwner.begin() + static_cast<std::ptrdiff_t>(ne),
            cached + nc + ne);
}

bool SelfCheck::setupDone(const GameState &s) const
{
    return s.setupStep >= m_game.rules().setupRounds * m_game.playerCount();
}

std::optional<SelfCheckViolation> SelfCheck::checkState(const GameState &s, const History &h) const
{
    if (auto v = checkCards(s, h))
        return v;
    if (auto v = checkTrade(s))
        return v;
    if (auto v = checkPieces(s))
        return v;
    if (auto v = checkYields(s)) // the robber moves without changing the board
        return v;
    if (!sameBoardAsCache(s)) {
        m_cacheValid = false;
        if (auto v = checkNetworks(s))
            return v;
        if (auto v = checkFrontier(s))
            return v;
        const auto nc = at(m_topo.cornerCount()), ne = at(m_topo.edgeCount());
        m_cachedBoard.resize(nc + 2 * ne);
        std::copy_n(s.cornerOwner.begin(), nc, m_cachedBoard.begin());
        std::copy_n(
            s.edgeOwner.begin(), ne, m_cachedBoard.begin() + static_cast<std::ptrdiff_t>(nc));
        std::copy_n(
            s.shipOwner.begin(), ne, m_cachedBoard.begin() + static_cast<std::ptrdiff_t>(nc + ne));
        for (int p = 0; p < m_game.playerCount(); ++p)
            m_cachedLengths[at(p)] = slowLongestRoute(s, p);
        m_cacheValid = true;
    }
    if (auto v = checkRoutes(s))
        return v;
    return checkPoints(s, h);
}

/* Cards */

std::optional<SelfCheckViolation> SelfCheck::checkCards(const GameState &s, const History &h) const
{
    const int n = m_game.playerCount();
    for (int r = 0; r < ResourceKinds; ++r) {
        int total = s.bank[at(r)];
        for (int p = 0; p < n; ++p)
            total += s.players[at(p)].resources[at(r)];
        if (total != m_game.rules().bankPerResource)
            return fail(SelfCheckInvariant::CardConservation,
                "resource " + num(r) + ": bank " + num(s.bank[at(r)]) + " + hands = " + num(total)
                    + ", the game has " + num(m_game.rules().bankPerResource));
    }
    for (int p = 0; p < n; ++p) {
        const PlayerState &ps = s.players[at(p)];
        int cards = 0;
        for (auto v : ps.resources)
            cards += v;
        if (cards != ps.cardCount || ps.discardOwed > cards)
            return fail(SelfCheckInvariant::CardConservation,
                seat(p) + " holds " + num(cards) + " cards, its count says " + num(ps.cardCount)
                    + ", discards owed " + num(ps.discardOwed));
    }
    int knights = 0;
    for (int p = 0; p < n; ++p)
        knights += s.players[at(p)].knightsPlayed;
    if (knights != h.played[static_cast<std::size_t>(DevCard::Knight)])
        return fail(SelfCheckInvariant::DevCardConservation,
            "knights played: " + num(knights) + " by the players' counts, "
                + num(h.played[static_cast<std::size_t>(DevCard::Knight)]) + " actions");
    for (int t = 0; t < DevCardKinds; ++t) {
        int total = s.devDeck[at(t)] + h.played[at(t)];
        for (int p = 0; p < n; ++p) {
            const PlayerState &ps = s.players[at(p)];
            total += ps.devCards[at(t)];
            if (ps.devCardsNew[at(t)] > ps.devCards[at(t)])
                return fail(SelfCheckInvariant::DevCardConservation,
                    seat(p) + " bought more cards of kind " + num(t) + " this turn than it holds");
        }
        if (total != m_game.rules().deck[at(t)])
            return fail(SelfCheckInvariant::DevCardConservation,
                "development card kind " + num(t) + ": deck + hands + played = " + num(total)
                    + ", the deck has " + num(m_game.rules().deck[at(t)]));
    }
    if (m_game.rules().cloth) {
        // Cloth for Catan: 5 bolts per village and 10 in the general supply (001:L2117) stay
        // in the game.
        int cloth = s.clothSupply;
        for (int k = 0; k < m_game.villageCount(); ++k)
            cloth += s.villageCloth[at(k)];
        for (int p = 0; p < n; ++p)
            cloth += s.players[at(p)].cloth;
        const int box = Game::ClothPerVillage * m_game.villageCount() + Game::ClothGeneralSupply;
        if (cloth != box)
            return fail(SelfCheckInvariant::CardConservation,
                "cloth: villages + supply + players = " + num(cloth) + ", the game has "
                    + num(box));
    }
    return std::nullopt;
}

/* Pieces and where they stand */

/* Domestic trade */

std::optional<SelfCheckViolation> SelfCheck::checkTrade(const GameState &s) const
{
    // Terms are the turn player's change per resource: each side pays what it gives away.
    auto payable = [&](int q, const TradeTerms &terms) {
        for (int r = 0; r < ResourceKinds; ++r) {
            const int owed = q == s.actor ? -terms[at(r)] : terms[at(r)];
            if (owed > s.players[at(q)].resources[at(r)])
                return false;
        }
        return true;
    };
    auto twoSided = [](const TradeTerms &terms) { // no gifts (001:L381)
        bool gives = false, gets = false;
        for (auto n : terms) {
            gives = gives || n < 0;
            gets = gets || n > 0;
        }
        return gives && gets;
    };
    const bool trading = s.phase == Phase::TradeCompose || s.phase == Phase::TradeResponse
        || s.phase == Phase::TradeConfirm;
    bool anyTerms = s.tradeOffer != TradeTerms {} || s.tradeDraft != TradeTerms {};
    for (const TradeTerms &terms : s.tradeTerms)
        anyTerms = anyTerms || terms != TradeTerms {};
    if (!trading) {
        if (anyTerms || s.tradeAccepted || s.tradeCountering)
            return fail(SelfCheckInvariant::DomesticTrade, "trade terms left over outside a trade");
        return std::nullopt;
    }
    if (s.tradeAccepted >> s.actor & 1)
        return fail(
            SelfCheckInvariant::DomesticTrade, "the turn player stands by terms with itself");
    for (int q = 0; q < m_game.playerCount(); ++q)
        if ((s.tradeAccepted >> q & 1)
            && !(twoSided(s.tradeTerms[at(q)]) && payable(q, s.tradeTerms[at(q)])
                && payable(s.actor, s.tradeTerms[at(q)])))
            return fail(SelfCheckInvariant::DomesticTrade,
                seat(q) + " stands by terms one side cannot pay");
    const bool offerOut
        = s.phase == Phase::TradeResponse || (s.phase == Phase::TradeCompose && s.tradeCountering);
    if (offerOut && !(twoSided(s.tradeOffer) && payable(s.actor, s.tradeOffer)))
        return fail(
            SelfCheckInvariant::DomesticTrade, "the offer on the table is not a trade it can pay");
    if (s.phase == Phase::TradeCompose
        && !payable(s.tradeCountering ? s.tradeResponder : s.actor, s.tradeDraft))
        return fail(SelfCheckInvariant::DomesticTrade, "the draft gives cards its drafter lacks");
    if (s.phase == Phase::TradeConfirm && !s.tradeAccepted)
        return fail(SelfCheckInvariant::DomesticTrade, "a trade to confirm without terms");
    return std::nullopt;
}

std::optional<SelfCheckViolation> SelfCheck::checkPieces(const GameState &s) const
{
    const int n = m_game.playerCount();
    std::array<std::array<int, 4>, MaxPlayers> count {}; // settlements, cities, roads, ships
    // Most of a board is empty: a run of 8 empty intersections or paths is passed over at once
    // (this runs for every legal action's result). A plain word compare, apart from the
    // engine's own scans.
    const auto empty8 = [](const auto &array, int from, std::uint64_t emptyWord) {
        std::uint64_t word = 0;
        std::memcpy(&word, &array[at(from)], sizeof word);
        return word == emptyWord;
    };
    constexpr std::uint64_t NoOwner = ~std::uint64_t(0); // eight times -1
    const int corners = m_topo.cornerCount(), edges = m_topo.edgeCount();
    for (int c = 0; c < corners; ++c) {
        if (c % 8 == 0 && c + 8 <= corners && empty8(s.cornerOwner, c, NoOwner)
            && empty8(s.cornerLevel, c, 0)) {
            c += 7;
            continue;
        }
        const int owner = s.cornerOwner[at(c)], level = s.cornerLevel[at(c)];
        if (owner < 0 && level == 0)
            continue;
        if (owner < 0 || owner >= n || level < 1 || level > 2 || !m_reference.landCornerNow(s, c))
            return fail(SelfCheckInvariant::PieceCounts,
                "intersection " + num(c) + ": owner " + num(owner) + ", level " + num(level)
                    + (m_reference.landCornerNow(s, c) ? "" : ", not on land"));
        ++count[at(owner)][at(level - 1)];
        // A captured pirate fortress was built by the pirates, not under the distance rule
        // (The Pirate Islands, 001:L2282).
        const bool fortress = isCapturedFortress(c);
        for (auto x : m_topo.cornerCorners(c))
            if (x != None && s.cornerOwner[at(x)] >= 0 && !fortress && !isCapturedFortress(x))
                return fail(SelfCheckInvariant::DistanceRule,
                    "buildings on neighbouring intersections " + num(c) + " and " + num(x));
    }
    for (int e = 0; e < edges; ++e) {
        if (e % 8 == 0 && e + 8 <= edges && empty8(s.edgeOwner, e, NoOwner)
            && empty8(s.shipOwner, e, NoOwner)) {
            e += 7;
            continue;
        }
        const int road = s.edgeOwner[at(e)], ship = s.shipOwner[at(e)];
        if (road >= 0 && ship >= 0)
            return fail(SelfCheckInvariant::PieceCounts, "path " + num(e) + ": a road and a ship");
        if (road >= n || ship >= n || road < -1 || ship < -1)
            return fail(SelfCheckInvariant::PieceCounts, "path " + num(e) + ": bad owner");
        if (road >= 0 && !m_reference.roadSideNow(s, e))
            return fail(
                SelfCheckInvariant::PieceCounts, "road on path " + num(e) + " without land");
        if (ship >= 0 && !m_reference.shipSideNow(s, e))
            return fail(SelfCheckInvariant::PieceCounts, "ship on path " + num(e) + " without sea");
        if (road >= 0)
            ++count[at(road)][2];
        if (ship >= 0)
            ++count[at(ship)][3];
    }
    for (int p = 0; p < n; ++p) {
        const PlayerState &ps = s.players[at(p)];
        const auto &k = count[at(p)];
        // The Pirate Islands: the settlement on a fortress not yet captured (001:L2205).
        const int onFortress = m_game.rules().pirateIslands && s.fortressChits[at(p)] ? 1 : 0;
        // The Wonders of Catan: the ship on the card of the player's wonder (001:L2362).
        const int onWonder = s.wonderOf[at(p)] ? 1 : 0;
        const bool ok = k[0] + ps.settlementsLeft + onFortress == BoxSettlements
            && k[1] + ps.citiesLeft == BoxCities && k[2] + ps.roadsLeft == BoxRoads
            && k[3] + ps.shipsLeft + onWonder == BoxShips && (m_game.seafarers() || k[3] == 0);
        if (!ok)
            return fail(SelfCheckInvariant::PieceCounts,
                seat(p) + " has " + num(k[0]) + "+" + num(ps.settlementsLeft) + " settlements, "
                    + num(k[1]) + "+" + num(ps.citiesLeft) + " cities, " + num(k[2]) + "+"
                    + num(ps.roadsLeft) + " roads, " + num(k[3]) + "+" + num(ps.shipsLeft)
                    + " ships (board + supply; the box has 5, 4, 15, 15)");
        // One wonder per player and one player per wonder card, four levels at most, levels
        // only on a started wonder (001:L2359–2365).
        const int wonder = s.wonderOf[at(p)];
        if (wonder > m_game.wonderCount() || s.wonderLevel[at(p)] > Game::WonderLevels
            || (wonder == 0 && s.wonderLevel[at(p)] > 0))
            return fail(SelfCheckInvariant::PieceCounts,
                seat(p) + " has wonder " + num(wonder) + " at level " + num(s.wonderLevel[at(p)]));
        for (int q = 0; q < p; ++q)
            if (wonder && s.wonderOf[at(q)] == wonder)
                return fail(SelfCheckInvariant::PieceCounts,
                    seat(p) + " and " + seat(q) + " build the same wonder card " + num(wonder - 1));
    }
    return std::nullopt;
}

std::optional<SelfCheckViolation> SelfCheck::checkNetworks(const GameState &s) const
{
    // Roads join roads and ships join ships (001:L1408); each network must reach an own
    // building, through any intersection (an opponent may settle between two roads later).
    const int edges = m_topo.edgeCount();
    std::vector<int> stack;
    std::vector<std::uint8_t> seen(at(edges), 0);
    for (int ships = 0; ships < 2; ++ships) {
        const auto &owners = ships ? s.shipOwner : s.edgeOwner;
        std::fill(seen.begin(), seen.end(), 0);
        for (int e = 0; e < edges; ++e) {
            const int p = owners[at(e)];
            if (p < 0 || seen[at(e)])
                continue;
            bool anchored = false;
            seen[at(e)] = 1;
            stack.assign(1, e);
            while (!stack.empty()) {
                const int x = stack.back();
                stack.pop_back();
                for (auto c : m_topo.edgeCorners(x)) {
                    anchored = anchored || s.cornerOwner[at(c)] == p;
                    for (auto y : m_topo.cornerEdges(c))
                        if (y != None && !seen[at(y)] && owners[at(y)] == p) {
                            seen[at(y)] = 1;
                            stack.push_back(y);
                        }
                }
            }
            if (!anchored)
                return fail(SelfCheckInvariant::Connectivity,
                    std::string(ships ? "ship" : "road") + " on path " + num(e) + " of " + seat(p)
                        + " is not connected to a settlement or city of its owner");
        }
    }
    return std::nullopt;
}

/* Routes and awards */

int SelfCheck::trail(const GameState &s, int player, int corner, int arrivedKind,
    std::vector<std::uint8_t> &used) const
{
    const int owner = s.cornerOwner[at(corner)];
    if (arrivedKind != 2 && owner >= 0 && owner != player)
        return 0; // an opponent's building breaks the trail (001:L478)
    int best = 0;
    for (auto x : m_topo.cornerEdges(corner)) {
        if (x == None || used[at(x)])
            continue;
        const bool road = s.edgeOwner[at(x)] == player;
        const bool ship = m_game.seafarers() && s.shipOwner[at(x)] == player;
        if (!road && !ship)
            continue;
        const int kind = road ? 0 : 1;
        // Roads and ships join only at an own settlement or city (001:L1464).
        if (arrivedKind != 2 && kind != arrivedKind && owner != player)
            continue;
        const auto &ends = m_topo.edgeCorners(x);
        used[at(x)] = 1;
        best = std::max(
            best, 1 + trail(s, player, ends[0] == corner ? ends[1] : ends[0], kind, used));
        used[at(x)] = 0;
    }
    return best;
}

int SelfCheck::slowLongestRoute(const GameState &s, int player) const
{
    m_used.assign(at(m_topo.edgeCount()), 0);
    int best = 0;
    for (int c = 0; c < m_topo.cornerCount(); ++c) {
        bool own = false; // a trail starts at an end of one of the player's pieces
        for (auto x : m_topo.cornerEdges(c))
            own = own
                || (x != None
                    && (s.edgeOwner[at(x)] == player
                        || (m_game.seafarers() && s.shipOwner[at(x)] == player)));
        if (own)
            best = std::max(best, trail(s, player, c, 2, m_used));
    }
    return best;
}

std::optional<SelfCheckViolation> SelfCheck::checkRoutes(const GameState &s) const
{
    const int n = m_game.playerCount();
    std::array<int, MaxPlayers> length {};
    int best = 0, bestCount = 0;
    for (int p = 0; p < n; ++p) {
        length[at(p)] = m_cachedLengths[at(p)]; // slowLongestRoute of this board (checkState)
        // Exact, or between bounds where the engine keeps it loosely (RouteBounds.cpp).
        if (!s.routeAllows(p, length[at(p)]))
            return fail(SelfCheckInvariant::LongestRoad,
                seat(p) + ": the engine keeps " + num(s.players[at(p)].longestRoad)
                    + (s.routeIsLoose(p) ? " to " + num(s.routeHigh[at(p)]) : std::string())
                    + ", a search of every trail finds " + num(length[at(p)]));
        if (length[at(p)] > best) {
            best = length[at(p)];
            bestCount = 1;
        } else if (length[at(p)] == best) {
            ++bestCount;
        }
    }
    // 001:L463–483: the holder has 5+ and a longest route (ties keep it); with no holder no
    // single player has the longest route of 5+.
    const int holder = s.longestRoadHolder;
    // No Longest Trade Route in Cloth for Catan (001:L2153); neither award in The Pirate
    // Islands (001:L2211).
    const bool pirateIslands = m_game.rules().pirateIslands;
    const bool noLongest = m_game.rules().cloth || pirateIslands;
    if ((noLongest && holder >= 0) || (pirateIslands && s.largestArmyHolder >= 0))
        return fail(SelfCheckInvariant::Awards,
            "an award is held (Longest Road " + num(holder) + ", Largest Army "
                + num(s.largestArmyHolder) + ") in a scenario without it");
    if (pirateIslands)
        return std::nullopt;
    if (!noLongest
        && (holder >= n || (holder >= 0 && (length[at(holder)] < 5 || length[at(holder)] != best))
            || (holder < 0 && best >= 5 && bestCount == 1)))
        return fail(SelfCheckInvariant::Awards,
            "Longest Road held by " + num(holder) + " while the longest route is " + num(best)
                + " (" + num(bestCount) + " players)");
    // 001:L455: 3+ knights; nobody has played more than the holder.
    const int army = s.largestArmyHolder;
    int most = 0;
    for (int p = 0; p < n; ++p)
        most = std::max<int>(most, s.players[at(p)].knightsPlayed);
    if (army >= n || (army >= 0 && (s.players[at(army)].knightsPlayed != most || most < 3))
        || (army < 0 && most >= 3))
        return fail(SelfCheckInvariant::Awards,
            "Largest Army held by " + num(army) + " while the most knights played is " + num(most));
    return std::nullopt;
}

/* Victory points */

int SelfCheck::slowSpecialPoints(const GameState &s, const History &h, int player) const
{
    if (m_foreignIslandPoints == 0 && m_areaRulePoints.empty())
        return 0;
    const auto &setup = h.setupCorners[at(player)];
    if (setupDone(s) && (setup[0] < 0 || setup[1] < 0))
        return s.players[at(player)].specialPoints; // no history of the set-up: cannot tell
    auto islandBit = [&](int c) {
        const int island = m_game.cornerIsland(c);
        return island >= 0 && island < 32 ? 1u << island : 0u;
    };
    std::uint32_t home = 0, areasAtSetup = 0;
    for (auto c : setup)
        if (c >= 0) {
            home |= islandBit(c);
            areasAtSetup |= m_cornerAreaRules[at(c)];
        }
    // A later building on an island none of the set-up settlements stands on (001:L1746–1754),
    // the first building in a named area (set-up settlements earn none).
    // Every building in an AreaSettlement rule's area, set-up ones too (001:L2355).
    std::uint32_t foreign = 0, areas = 0;
    int points = 0;
    for (int c = 0; c < m_topo.cornerCount(); ++c) {
        if (s.cornerOwner[at(c)] != player)
            continue;
        for (std::size_t k = 0; k < m_areaRulePoints.size(); ++k)
            if ((m_cornerAreaRules[at(c)] & m_everySettlementRules) >> k & 1)
                points += m_areaRulePoints[k];
        if (c != setup[0] && c != setup[1]) {
            foreign |= islandBit(c) & ~home;
            areas |= m_cornerAreaRules[at(c)] & ~areasAtSetup & ~m_everySettlementRules;
        }
    }
    points += std::popcount(foreign) * m_foreignIslandPoints;
    for (std::size_t k = 0; k < m_areaRulePoints.size(); ++k)
        if (areas >> k & 1)
            points += m_areaRulePoints[k];
    return points;
}

bool SelfCheck::wonderWin(const GameState &s, const History &h, int player) const
{
    // The Wonders of Catan: level 4, or the target with a wonder level above every other
    // player's (001:L2375–2379).
    const int level = s.wonderLevel[at(player)];
    if (level == Game::WonderLevels)
        return true;
    bool highest = true;
    for (int q = 0; q < m_game.playerCount(); ++q)
        highest = highest && (q == player || s.wonderLevel[at(q)] < level);
    return highest && slowVictoryPoints(s, h, player) >= m_game.victoryTarget();
}

int SelfCheck::slowVictoryPoints(const GameState &s, const History &h, int player) const
{
    int points = 0;
    for (int c = 0; c < m_topo.cornerCount(); ++c)
        if (s.cornerOwner[at(c)] == player)
            points += s.cornerLevel[at(c)]; // settlement 1, city 2 (001:L389)
    points += s.longestRoadHolder == player ? 2 : 0;
    points += s.largestArmyHolder == player ? 2 : 0;
    points += s.players[at(player)].devCards[static_cast<std::size_t>(DevCard::VictoryPoint)];
    points += h.giftPoints[at(player)];
    points += s.players[at(player)].cloth / 2; // Cloth for Catan: 2 bolts = 1 VP (001:L2137)
    return points + slowSpecialPoints(s, h, player);
}

std::optional<SelfCheckViolation> SelfCheck::checkPoints(const GameState &s, const History &h) const
{
    const int n = m_game.playerCount();
    for (int p = 0; p < n; ++p) {
        const int mine = slowVictoryPoints(s, h, p);
        if (mine != m_game.victoryPoints(s, p))
            return fail(SelfCheckInvariant::VictoryPoints,
                seat(p) + ": the engine counts " + num(m_game.victoryPoints(s, p)) + ", recomputed "
                    + num(mine));
    }
    if (s.phase == Phase::SetupSettlement || s.phase == Phase::SetupRoad) {
        // Snake order 1..n, n..1 (001:L666–684); Cloth for Catan's third round 1..n again
        // (001:L2127).
        const int step = s.setupStep;
        const int expected = step < n ? step : step < 2 * n ? 2 * n - 1 - step : step - 2 * n;
        if (s.actor != expected)
            return fail(SelfCheckInvariant::TurnOrder,
                "set-up step " + num(step) + " is " + seat(s.actor) + "'s, not " + seat(expected)
                    + "'s");
        return std::nullopt;
    }
    if (s.phase == Phase::GameOver) {
        if (m_game.rules().cloth && !s.stalled) {
            // Cloth for Catan also ends once 3 or fewer villages have cloth: the most points
            // win, a tie goes to more cloth, a tie in both has no winner (001:L2163).
            int withCloth = 0;
            for (int k = 0; k < m_game.villageCount(); ++k)
                withCloth += s.villageCloth[at(k)] > 0 ? 1 : 0;
            const bool reachedTarget
                = s.winner >= 0 && slowVictoryPoints(s, h, s.winner) >= m_game.victoryTarget();
            if (withCloth <= 3 && !reachedTarget) {
                // The leaders by (points, cloth), recomputed: one leader must be the winner,
                // two or more tied in both must be a draw.
                std::pair<int, int> best {-1, -1};
                int leaders = 0, leader = -1;
                for (int p = 0; p < n; ++p) {
                    const std::pair<int, int> mine {
                        slowVictoryPoints(s, h, p), s.players[at(p)].cloth};
                    if (mine > best) {
                        best = mine;
                        leaders = 0;
                        leader = p;
                    }
                    leaders += mine == best ? 1 : 0;
                }
                const int expected = leaders == 1 ? leader : -1;
                if (s.winner != expected)
                    return fail(SelfCheckInvariant::TurnOrder,
                        "the villages ran out of cloth: the engine declared "
                            + (s.winner < 0 ? std::string("a draw") : seat(s.winner) + " winner")
                            + ", recomputed "
                            + (expected < 0 ? std::string("a draw between ") + num(leaders)
                                        + " players tied in points and cloth"
                                            : seat(expected) + " winner"));
                return std::nullopt;
            }
        }
        if (m_game.rules().wonders) {
            if (s.winner >= 0 && !wonderWin(s, h, s.winner))
                return fail(SelfCheckInvariant::TurnOrder,
                    "the winner has neither finished a wonder nor the target with the highest "
                    "wonder level");
        } else if (s.winner >= 0 && m_game.victoryPoints(s, s.winner) < m_game.victoryTarget()) {
            return fail(SelfCheckInvariant::TurnOrder, "the winner has too few points");
        }
        if (s.winner >= 0 && m_game.rules().pirateIslands && s.fortressChits[at(s.winner)] > 0)
            return fail(
                SelfCheckInvariant::TurnOrder, "the winner has not captured their fortress");
        if (s.winner < 0 && !s.stalled)
            return fail(SelfCheckInvariant::TurnOrder, "the game ended with no winner");
        return std::nullopt;
    }
    // Victory is declared on one's own turn as soon as it is reached (001:L389–395); in The
    // Pirate Islands only with the own fortress captured (001:L2286–2290).
    const bool fortressHeld = m_game.rules().pirateIslands && s.fortressChits[at(s.actor)] > 0;
    const bool won = m_game.rules().wonders
        ? wonderWin(s, h, s.actor)
        : !fortressHeld && m_game.victoryPoints(s, s.actor) >= m_game.victoryTarget();
    if (setupDone(s) && won)
        return fail(SelfCheckInvariant::TurnOrder,
            seat(s.actor) + " reached the target on its turn, the game goes on");
    return std::nullopt;
}

/* Moves */

std::optional<SelfCheckViolation> SelfCheck::checkMoves(
    const GameState &s, const History &h, bool &covered) const
{
    covered = m_reference.coversPhase(s.phase);
    std::vector<Action> engine;
    GameState child = s; // then refreshed with copyState: the board's part of the arrays only
    auto applies = [&](Action a) -> std::optional<SelfCheckViolation> {
        m_game.copyState(child, s);
        History next = h;
        record(next, s, a);
        m_game.apply(child, a);
        if (auto v = checkState(child, next))
            return fail(SelfCheckInvariant::LegalActionApplies,
                "after " + m_game.actionToString(a) + ": " + std::string(name(v->invariant)) + ": "
                    + v->detail);
        return std::nullopt;
    };
    if (m_game.isChanceNode(s)) {
        ChanceList chances;
        m_game.chanceOutcomes(s, chances);
        std::vector<std::pair<Action, std::uint32_t>> mine, theirs;
        for (int i = 0; i < chances.size(); ++i)
            theirs.emplace_back(chances.action(i), chances.weight(i));
        std::sort(theirs.begin(), theirs.end());
        if (covered) {
            m_reference.chanceOutcomes(s, mine);
            if (mine != theirs)
                return fail(SelfCheckInvariant::ChanceOutcomes,
                    "the engine lists " + num(static_cast<long long>(theirs.size()))
                        + " outcomes, the reference " + num(static_cast<long long>(mine.size()))
                        + " (or their weights differ)");
        }
        for (const auto &[a, weight] : theirs)
            if (auto v = applies(a))
                return v;
        return std::nullopt;
    }
    ActionList legal;
    m_game.legalActions(s, legal);
    engine.assign(legal.begin(), legal.end());
    std::sort(engine.begin(), engine.end());
    if (std::adjacent_find(engine.begin(), engine.end()) != engine.end())
        return fail(SelfCheckInvariant::LegalActions, "the engine lists an action twice");
    if (!m_game.isTerminal(s) && m_game.currentPlayer(s) != m_reference.actorOf(s))
        return fail(SelfCheckInvariant::TurnOrder,
            "the engine lets " + seat(m_game.currentPlayer(s)) + " act, the rules "
                + seat(m_reference.actorOf(s)));
    std::vector<Action> mine;
    m_reference.legalActions(s, h.steal, mine);
    if (mine != engine) {
        std::vector<Action> extra, missing;
        std::set_difference(
            engine.begin(), engine.end(), mine.begin(), mine.end(), std::back_inserter(extra));
        std::set_difference(
            mine.begin(), mine.end(), engine.begin(), engine.end(), std::back_inserter(missing));
        std::string detail = "phase " + num(static_cast<int>(s.phase));
        if (!extra.empty())
            detail += ", the engine allows " + m_game.actionToString(extra.front()) + " ("
                + num(static_cast<long long>(extra.size())) + " not in the reference)";
        if (!missing.empty())
            detail += ", the engine misses " + m_game.actionToString(missing.front()) + " ("
                + num(static_cast<long long>(missing.size())) + " missing)";
        return fail(SelfCheckInvariant::LegalActions, detail);
    }
    // In the engine's order, which groups the actions that build (and so miss the route cache).
    for (Action a : legal)
        if (auto v = applies(a))
            return v;
    return std::nullopt;
}

} // namespace isle::validation
