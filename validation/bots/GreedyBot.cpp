// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/GreedyBot.h"

#include "validation/bots/BoardPips.h"
#include "validation/bots/GreedyCitiesKnights.h"
#include "validation/bots/GreedyPlaces.h"
#include "validation/bots/GreedyTrade.h"
#include "validation/bots/WonderGoals.h"

#include <algorithm>
#include <bit>
#include <optional>

namespace isle::validation {

namespace {

using Hand = std::array<int, ResourceKinds>;
using board_pips::ownedPips; // computed once per decision, not per spot looked at
using board_pips::pipsNow;
using namespace greedy_places;
enum Target { TargetRoad, TargetSettlement, TargetCity, TargetDevCard, TargetShip, TargetNone };
constexpr std::array<Hand, 5> Costs {{
    {1, 1, 0, 0, 0}, // road (001:L206)
    {1, 1, 1, 1, 0}, // settlement (001:L216)
    {0, 0, 0, 2, 3}, // city (001:L225)
    {0, 0, 1, 1, 1}, // development card (001:L237)
    {0, 1, 1, 0, 0}, // ship (001:L1388)
}};

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

Hand handOf(const GameState &s, int p)
{
    Hand h {};
    for (int r = 0; r < ResourceKinds; ++r)
        h[idx(r)] = s.players[idx(p)].resources[idx(r)];
    return h;
}

int missing(const Hand &hand, Target t)
{
    if (t == TargetNone)
        return 99;
    int m = 0;
    for (int r = 0; r < ResourceKinds; ++r)
        m += std::max(0, Costs[idx(t)][idx(r)] - hand[idx(r)]);
    return m;
}

/// The action types in `legal`, a bit each, in one pass: most tests of a main-phase decision
/// only ask whether a type is there, and then the list is not scanned again.
std::uint64_t typesIn(const ActionList &legal)
{
    static_assert(ActionTypeCount <= 64);
    std::uint64_t types = 0;
    for (Action a : legal)
        types |= std::uint64_t {1} << static_cast<unsigned>(actionType(a));
    return types;
}

constexpr bool hasType(std::uint64_t types, ActionType type)
{
    return (types >> static_cast<unsigned>(type) & 1U) != 0;
}

template<typename Score>
Action bestOf(const ActionList &legal, ActionType type, Score score, bool *found = nullptr,
    std::uint64_t types = ~std::uint64_t {0})
{
    if (!hasType(types, type)) {
        if (found)
            *found = false;
        return 0;
    }
    Action best = 0;
    int bestScore = -1;
    bool any = false;
    for (Action a : legal) {
        if (actionType(a) != type)
            continue;
        const int sc = score(a);
        if (!any || sc > bestScore) {
            best = a;
            bestScore = sc;
            any = true;
        }
    }
    if (found)
        *found = any;
    return best;
}

/// The best road or ship to build now (Road Building, set-up, trade/build phase), or 0.
Action bestPiece(const Game &g, const GameState &s, const ActionList &legal, int p,
    const Hand &owned, int *value)
{
    bool found = false;
    int roadScore = -1;
    const Action road = bestRoad(g, s, p, owned, legal, &roadScore);
    Action ship = 0;
    int shipScore = -1;
    if (g.seafarers()) {
        ship = bestOf(
            legal, ActionType::BuildShip,
            [&](Action x) { return shipValue(g, s, p, owned, actionArgA(x)); }, &found);
        shipScore = found ? shipValue(g, s, p, owned, actionArgA(ship)) : -1;
    }
    if (roadScore < 0 && shipScore < 0) {
        *value = -1;
        return 0;
    }
    if (shipScore > roadScore) {
        *value = shipScore;
        return ship;
    }
    *value = roadScore;
    return road;
}

/// Seafarers: the one ship move of the turn (001:L1418–1432) when it clearly pays, else 0. A
/// ship at an open end is worth shipValue() where it lies; it moves when another place makes it
/// worth clearly more (a dead-end ship to a route with spots or fog ahead, a ship turned toward
/// better land). Never a ship with an end on a free spot: that ship is what reaches the spot.
/// Legal moves come grouped by the ship moved, so each ship is valued once. `owned()` gives
/// board_pips::ownedPips(), asked for only when a ship may move.
Action bestShipMove(const Game &g, const GameState &s, const ActionList &legal, int p, auto &owned)
{
    constexpr int MinGain = 20; // two pips of a settlement beside the ship; keeps ships from
                                // drifting back and forth between equal places
    Action best = 0;
    int bestGain = 0;
    int from = -1, fromValue = 0;
    bool fromKept = false;
    for (Action a : legal) {
        if (actionType(a) != ActionType::MoveShip)
            continue;
        if (actionArgA(a) != from) {
            from = actionArgA(a);
            fromKept = false;
            for (auto c : g.topology().edgeCorners(from))
                fromKept = fromKept || g.isFreeSpot(s, c);
            fromValue = fromKept ? 0 : shipValue(g, s, p, owned(), from);
        }
        if (fromKept)
            continue;
        const int gain = shipValue(g, s, p, owned(), actionArgB(a), from) - fromValue;
        if (gain > std::max(bestGain, std::max(MinGain, fromValue / 4))) {
            best = a;
            bestGain = gain;
        }
    }
    return best;
}

/// The Pirate Islands (001:L2227–2282): p's route still needs ships to reach the fortress.
bool routeUnfinished(const Game &g, const GameState &s, int p)
{
    return g.rules().pirateIslands && s.fortressChits[idx(p)] > 0
        && g.pirateRoute(s, p).tip != g.fortressCorner(p);
}

/// The Pirate Islands: the warships p wants before attacking the fortress: 4 win a round with
/// a die of 1–3 (half the time) and lose two ships only on a 5 or 6; a shorter route cannot hold
/// more than its ships (001:L2231, L2272–2276).
int warshipsWanted(const Game &g, const GameState &s, int p)
{
    int deck = 0;
    for (auto n : s.devDeck)
        deck += n;
    // With the deck used up no more warships come (001:L2233): attack with what there is; a
    // single warship never beats a die, so that needs two.
    if (deck == 0)
        return 2;
    return std::min(4, g.pirateRoute(s, p).ships);
}

/// The Pirate Islands: a knight now turns a normal ship into a warship (001:L2231).
bool knightMakesWarship(const Game &g, const GameState &s, int p)
{
    return g.rules().pirateIslands && s.warships[idx(p)] < g.pirateRoute(s, p).ships;
}

Action robberMove(const Game &g, const GameState &s, const ActionList &legal, int p)
{
    const int leader = leadingOpponent(g, s, p);
    auto robberScore = [&](Action a) {
        const int h = actionArgA(a);
        const int token = g.tokenNow(s, h);
        const int pips = token ? 6 - std::abs(7 - token) : 0;
        int score = 1000;
        for (auto c : g.topology().hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner < 0)
                continue;
            if (owner == p)
                score -= 400;
            else
                score += pips * s.cornerLevel[idx(c)] * (owner == leader ? 3 : 2)
                    + (s.players[idx(owner)].cardCount ? 5 : 0);
        }
        return score;
    };
    // Seafarers: the pirate instead (001:L1504) when it can rob a leader's ship and the robber
    // has nothing better to do; it never blocks production.
    auto pirateScore = [&](Action a) {
        int score = 900;
        for (auto e : g.topology().hexEdges(actionArgA(a))) {
            if (e == model::BoardTopology::NoId || s.shipOwner[idx(e)] < 0)
                continue;
            const int owner = s.shipOwner[idx(e)];
            if (owner == p)
                score -= 300;
            else if (s.players[idx(owner)].cardCount || s.players[idx(owner)].cloth)
                score += owner == leader ? 60 : 30;
        }
        return score;
    };
    const Action robber = bestOf(legal, ActionType::MoveRobber, robberScore);
    bool found = false;
    const Action pirate = bestOf(legal, ActionType::MovePirate, pirateScore, &found);
    return found && pirateScore(pirate) > robberScore(robber) ? pirate : robber;
}

Target chooseTarget(const GameState &s, int p, bool spotReachable, bool shipsUseful)
{
    const PlayerState &ps = s.players[idx(p)];
    const Hand hand = handOf(s, p);
    const bool cityOk = ps.citiesLeft > 0 && ps.settlementsLeft < 5;
    const bool settlementOk = ps.settlementsLeft > 0 && spotReachable;
    if (settlementOk
        && (!cityOk || missing(hand, TargetSettlement) <= missing(hand, TargetCity) + 1))
        return TargetSettlement;
    if (cityOk)
        return TargetCity;
    if (ps.settlementsLeft > 0 && ps.shipsLeft > 0 && shipsUseful)
        return TargetShip;
    if (ps.settlementsLeft > 0 && ps.roadsLeft > 0)
        return TargetRoad;
    int deck = 0;
    for (auto n : s.devDeck)
        deck += n;
    return deck > 0 ? TargetDevCard : TargetNone;
}

/// The main phase's plan: what to save for, and the facts it rests on.
struct TurnPlan
{
    Target target = TargetNone;
    bool spotReachable = false; ///< a settlement spot the player can reach and take
    bool shipsFirst = false; ///< a ship worth more than a city (Cloth, island points)
    bool islandShips = false; ///< island special points make ships toward foreign coasts pay
    bool warshipsNeeded = false; ///< The Pirate Islands: warships still to buy for the attack
};

TurnPlan planTurn(const Game &g, const GameState &s, int p)
{
    const PlayerState &ps = s.players[idx(p)];
    const bool spotReachable = g.hasSettlementSpot(s, p);
    // Seafarers: save for ships when a ship leads to better land than any road. Cloth for
    // Catan: a ship worth 150 or more comes before a city — by shipValue, a village within a
    // few steps or an equally rich free coastal spot (001:L2131–2137). One ship search from
    // every placeable side serves both.
    bool shipsUseful = false, shipsFirst = false;
    const bool clothShips = g.villageCount() > 0 && ps.shipsLeft > 0;
    // Special points for foreign islands: a ship toward a foreign coast may beat a spot at home.
    const bool islandShips = g.rules().specialPoints && ps.shipsLeft > 0 && ps.settlementsLeft > 0;
    if (g.seafarers() && (!spotReachable || clothShips || islandShips)) {
        const Hand owned = ownedPips(g, s, p);
        int bestShip = 0, bestRoad = 0;
        // The places for a ship or a road are found from the player's pieces, and one search
        // from every ship place values them all (shipsValue). Trying every side of the board, with
        // a search for each, was 71 % of a greedy Seafarers game's instructions.
        const int edges = g.topology().edgeCount();
        IdBits<MaxEdges> shipSides(edges);
        g.shipPlaces(s, p, shipSides);
        if (!shipSides.none())
            bestShip = shipsValue(g, s, p, owned, shipSides);
        if (!spotReachable) {
            IdBits<MaxEdges> sides(edges);
            g.piecesFrontier(s, p, sides);
            IdBits<MaxCorners> roadEnds(g.topology().cornerCount());
            sides.forEach([&](int e) {
                if (!shipSides.test(e) && g.canPlaceRoad(s, p, e))
                    for (auto c : g.topology().edgeCorners(e))
                        roadEnds.set(c);
            });
            if (!roadEnds.none())
                bestRoad = roadsValue(g, s, p, owned, roadEnds);
        }
        shipsUseful = !spotReachable && bestShip > bestRoad;
        shipsFirst = (clothShips || islandShips) && bestShip >= 150;
    }
    // The Pirate Islands: the route to the fortress, then warships for the attack, come before
    // cities: nobody wins without their fortress (001:L2286–2290).
    const bool route = routeUnfinished(g, s, p);
    const bool warshipsNeeded = g.rules().pirateIslands && s.fortressChits[idx(p)] > 0 && !route
        && s.warships[idx(p)] < warshipsWanted(g, s, p);
    Target target = shipsFirst && !(spotReachable && ps.settlementsLeft > 0)
        ? TargetShip
        : chooseTarget(s, p, spotReachable, shipsUseful);
    if (g.rules().pirateIslands && !(spotReachable && ps.settlementsLeft > 0)) {
        if (route && ps.shipsLeft > 0)
            target = TargetShip;
        else if (warshipsNeeded)
            target = TargetDevCard;
    }
    return TurnPlan {target, spotReachable, shipsFirst, islandShips, warshipsNeeded};
}

/// What a domestic trade should bring the turn player: the next wonder level once a wonder is
/// started, else the plan's build.
Hand tradeCost(const Game &g, const GameState &s, int p, Target target)
{
    if (g.rules().wonders)
        if (const auto wonder = wonder_goals::nextLevelCost(g, s, p))
            return *wonder;
    return target == TargetNone ? Hand {} : Costs[idx(target)];
}

/// What a player who is not to move saves for (gold choices, answers to offers).
Hand buildCostOf(const Game &g, const GameState &s, int p)
{
    const bool spot = g.hasSettlementSpot(s, p);
    return tradeCost(g, s, p, chooseTarget(s, p, spot, g.seafarers() && !spot));
}

} // namespace

Action GreedyBot::chooseAction(
    const Game &g, const GameState &s, const ActionList &legal, model::Rng &rng)
{
    const int p = g.currentPlayer(s);
    const PlayerState &ps = s.players[idx(p)];
    // Cities & Knights: its own phases and builds first (GreedyCitiesKnights.h).
    if (g.citiesKnights())
        if (const auto a = greedy_ck::choose(g, s, legal, p))
            return *a;
    bool found = false;
    switch (s.phase) {
    case Phase::SetupSettlement: {
        const Hand owned = ownedPips(g, s, p);
        Action a = bestOf(legal, ActionType::BuildSettlement, [&](Action x) {
            const int c = actionArgA(x);
            return (spotValue(g, s, p, owned, c) + villageReach(g, s, p, c) / 2) * 8
                + int(rng.boundedInt(8));
        });
        return a;
    }
    case Phase::SetupRoad:
    case Phase::RoadBuilding: {
        int value = 0;
        return bestPiece(g, s, legal, p, ownedPips(g, s, p), &value);
    }
    case Phase::PlaceHarbor:
        // A gift harbor (001:L2067): beside the building that produces most of its resource
        // (a 3:1 harbor: most of everything), cities counting twice.
        return bestOf(legal, ActionType::PlaceHarbor, [&](Action x) {
            const int bit = g.giftHarborBit(actionArgB(x));
            int best = 0;
            for (auto c : g.topology().edgeCorners(actionArgA(x))) {
                if (s.cornerOwner[idx(c)] != p)
                    continue;
                int pips = 0;
                for (int r = 0; r < ResourceKinds; ++r)
                    if (bit >= ResourceKinds || bit == r)
                        pips += pipsNow(g, s, c, r);
                best = std::max(best, pips * s.cornerLevel[idx(c)]);
            }
            return best;
        });
    case Phase::GoldChoice: {
        // Take what the next build lacks most, else what we hold least of.
        const bool spot = g.hasSettlementSpot(s, p);
        const Target target = chooseTarget(s, p, spot, g.seafarers() && !spot);
        const Hand hand = handOf(s, p);
        return bestOf(legal, ActionType::ChooseGold, [&](Action x) {
            const int r = actionArgA(x);
            const int need = target == TargetNone ? 0 : Costs[idx(target)][idx(r)] - hand[idx(r)];
            return need * 100 + 50 - hand[idx(r)] * 10;
        });
    }
    case Phase::PreRoll: {
        // The Pirate Islands: a warship before the roll also defends against the fleet.
        if (legal.contains(makeAction(ActionType::PlayKnight)) && knightMakesWarship(g, s, p))
            return makeAction(ActionType::PlayKnight);
        if (legal.contains(makeAction(ActionType::PlayKnight))) {
            bool robbed = false;
            if (s.robberHex >= 0)
                for (auto c : g.topology().hexCorners(s.robberHex))
                    robbed = robbed || s.cornerOwner[idx(c)] == p;
            if (robbed)
                return makeAction(ActionType::PlayKnight);
        }
        return makeAction(ActionType::RollDice);
    }
    case Phase::Discard: {
        // Keep what the next build needs; throw away the biggest pile first.
        return bestOf(legal, ActionType::Discard, [&](Action x) {
            const int r = actionArgA(x);
            return ps.resources[idx(r)] * 10 - (r == 4 || r == 3 ? 5 : 0);
        });
    }
    case Phase::MoveRobber:
        return robberMove(g, s, legal, p);
    case Phase::ChooseVictim: {
        const Action card = bestOf(
            legal, ActionType::ChooseVictim,
            [&](Action x) {
                const int q = actionArgA(x);
                return g.publicVictoryPoints(s, q) * 100 + s.players[idx(q)].cardCount;
            },
            &found);
        // Cloth for Catan: a bolt of cloth instead when it costs the victim a point or makes
        // one for us (2 bolts = 1 VP, 001:L2137, L2149).
        auto clothScore = [&](Action x) {
            const int q = actionArgA(x);
            return g.publicVictoryPoints(s, q) * 100 + (s.players[idx(q)].cloth % 2 == 0 ? 60 : 0)
                + (ps.cloth % 2 == 1 ? 60 : 0);
        };
        bool clothFound = false;
        const Action cloth = bestOf(legal, ActionType::StealCloth, clothScore, &clothFound);
        if (clothFound
            && (!found
                || clothScore(cloth) > g.publicVictoryPoints(s, actionArgA(card)) * 100 + 50))
            return cloth;
        return card;
    }
    case Phase::TradeResponse:
        return greedy_trade::respond(g, s, legal, buildCostOf(g, s, p));
    case Phase::TradeCompose:
        return greedy_trade::draft(g, s, legal,
            s.tradeCountering ? buildCostOf(g, s, p)
                              : tradeCost(g, s, p, planTurn(g, s, p).target));
    case Phase::TradeConfirm:
        return greedy_trade::confirm(s, legal, tradeCost(g, s, p, planTurn(g, s, p).target));
    default:
        break;
    }

    // Main phase.
    const TurnPlan plan = planTurn(g, s, p);
    const bool spotReachable = plan.spotReachable;
    const bool shipsFirst = plan.shipsFirst;
    const bool islandShips = plan.islandShips;
    const bool warshipsNeeded = plan.warshipsNeeded;
    const Target target = plan.target;
    Hand hand = handOf(s, p);
    const std::uint64_t types = typesIn(legal);
    auto has = [&](ActionType t) {
        return hasType(types, t);
    };

    // Development cards.
    if (!s.devPlayed) {
        if (has(ActionType::PlayKnight) && knightMakesWarship(g, s, p))
            return makeAction(ActionType::PlayKnight);
        if (has(ActionType::PlayKnight) && !g.rules().pirateIslands) {
            bool robbed = false;
            if (s.robberHex >= 0)
                for (auto c : g.topology().hexCorners(s.robberHex))
                    robbed = robbed || s.cornerOwner[idx(c)] == p;
            const int holder = s.largestArmyHolder;
            const bool army = holder != p && ps.knightsPlayed + 1 >= 3
                && (holder < 0 || ps.knightsPlayed + 1 > s.players[idx(holder)].knightsPlayed);
            if (robbed || army)
                return makeAction(ActionType::PlayKnight);
        }
        Action mono = bestOf(
            legal, ActionType::PlayMonopoly,
            [&](Action x) {
                int n = 0;
                for (int q = 0; q < g.playerCount(); ++q)
                    if (q != p)
                        n += s.players[idx(q)].resources[idx(actionArgA(x))];
                return n;
            },
            &found, types);
        if (found) {
            int n = 0;
            for (int q = 0; q < g.playerCount(); ++q)
                if (q != p)
                    n += s.players[idx(q)].resources[idx(actionArgA(mono))];
            if (n >= 3)
                return mono;
        }
        if (target != TargetNone && target != TargetDevCard) {
            Action yop = bestOf(
                legal, ActionType::PlayYearOfPlenty,
                [&](Action x) {
                    Hand h = hand;
                    ++h[idx(actionArgA(x))];
                    ++h[idx(actionArgB(x))];
                    return 10 - missing(h, target);
                },
                &found, types);
            if (found)
                return yop;
        }
        if (has(ActionType::PlayRoadBuilding) && !spotReachable && ps.settlementsLeft > 0)
            return makeAction(ActionType::PlayRoadBuilding);
    }

    // The Wonders of Catan: a level of the own wonder whenever it is paid for, level 4 wins
    // (001:L2375); a wonder started as soon as one may, the one our production pays best.
    const std::optional<wonder_goals::Hand> wonderCost
        = g.rules().wonders ? wonder_goals::nextLevelCost(g, s, p) : std::nullopt;
    if (wonderCost && has(ActionType::BuildWonderLevel))
        return makeAction(ActionType::BuildWonderLevel);
    if (g.rules().wonders) {
        const Action claim = wonder_goals::bestClaim(g, legal, ownedPips(g, s, p), found);
        if (found)
            return claim;
    }

    // Builds: cities first, then settlements.
    auto allPips = [&](Action x) {
        int pips = pipsNow(g, s, actionArgA(x), -1);
        for (int r = 0; r < ResourceKinds; ++r)
            pips += pipsNow(g, s, actionArgA(x), r);
        return pips;
    };
    Action city = bestOf(legal, ActionType::BuildCity, allPips, &found, types);
    if (found)
        return city;
    // The player's production by resource, computed on first use: most decisions of a turn
    // (a trade, a card, the end of the turn) need none.
    std::optional<Hand> ownedKnown;
    auto owned = [&]() -> const Hand & {
        if (!ownedKnown)
            ownedKnown = ownedPips(g, s, p);
        return *ownedKnown;
    };
    Action settlement = bestOf(
        legal, ActionType::BuildSettlement,
        [&](Action x) { return spotValue(g, s, p, owned(), actionArgA(x)); }, &found, types);
    if (found)
        return settlement;
    // The Pirate Islands: every ship the route can take brings it nearer the fortress; dev cards
    // bring warships.
    if (g.rules().pirateIslands) {
        for (Action a : legal)
            if (actionType(a) == ActionType::BuildShip)
                return a;
        if (warshipsNeeded && has(ActionType::BuyDevCard))
            return makeAction(ActionType::BuyDevCard);
    }
    // The Forgotten Tribe: a ship that takes a gift now, or sails toward one (001:L2055–2069);
    // Cloth for Catan: one that reaches a village or sails toward one (001:L2131).
    if (g.giftCount() > 0 || g.villageCount() > 0 || islandShips) {
        Action ship = bestOf(
            legal, ActionType::BuildShip,
            [&](Action x) { return shipValue(g, s, p, owned(), actionArgA(x)); }, &found, types);
        if (found && giftValue(g, s, owned(), actionArgA(ship)) > 0)
            return ship;
        if (found && shipsFirst)
            return ship;
        if (found && target != TargetSettlement && target != TargetCity
            && shipValue(g, s, p, owned(), actionArgA(ship)) >= 60)
            return ship;
    }
    if (!spotReachable && ps.settlementsLeft > 0) {
        // A road toward the best free intersection, or (Seafarers) a ship toward another coast.
        int value = 0;
        const Action piece = bestPiece(g, s, legal, p, owned(), &value);
        if (value > 0)
            return piece;
    }
    if (has(ActionType::BuyDevCard)
        && (target == TargetDevCard || target == TargetNone || ps.cardCount > 7
            || (target == TargetRoad && hand[2] > 0 && hand[4] > 0)))
        return makeAction(ActionType::BuyDevCard);

    // Trades toward the target (the next wonder level once a wonder is started): surplus at the
    // best rate for a missing resource, or an offer to the other players.
    if (target != TargetNone || wonderCost) {
        const Hand &cost = wonderCost ? *wonderCost : Costs[idx(target)];
        int want = -1;
        for (int r = 0; r < ResourceKinds; ++r)
            if (hand[idx(r)] < cost[idx(r)] && s.bank[idx(r)] > 0) {
                want = r;
                break;
            }
        if (want >= 0) {
            for (int give = 0; give < ResourceKinds; ++give) {
                if (give == want)
                    continue;
                const Action a
                    = makeAction(ActionType::MaritimeTrade, unsigned(give), unsigned(want));
                if (hand[idx(give)] - cost[idx(give)] >= g.maritimeRate(s, p, give)
                    && has(ActionType::MaritimeTrade) && legal.contains(a))
                    return a;
            }
        }
        // Else an offer to the other players (domestic trade, 001:L190): up to
        // Game::MaxOffersPerTurn a turn, each sweeter than the last.
        if (has(ActionType::OfferTrade) && greedy_trade::offerTerms(g, s, cost, s.offersThisTurn))
            return makeAction(ActionType::OfferTrade);
    }
    // Too many cards risk a 7: spend on roads when nothing better is possible.
    if (ps.cardCount > 7) {
        int value = 0;
        const Action piece = bestPiece(g, s, legal, p, owned(), &value);
        if (value >= 0)
            return piece;
    }
    // Seafarers: a free ship move last, so it is weighed once per turn; after it the turn goes
    // on (a spot it reaches can still be settled). No MoveShip is legal without Seafarers.
    if (g.seafarers() && !s.shipMoved && ps.settlementsLeft > 0 && has(ActionType::MoveShip)) {
        const Action move = bestShipMove(g, s, legal, p, owned);
        if (move)
            return move;
    }
    // The Pirate Islands: the attack ends the turn, so it comes last (001:L2278).
    if (has(ActionType::AttackFortress) && s.warships[idx(p)] >= warshipsWanted(g, s, p))
        return makeAction(ActionType::AttackFortress);
    return makeAction(ActionType::EndTurn);
}

} // namespace isle::validation
