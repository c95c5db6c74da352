// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers, The Wonders of Catan (001:L2300–2389): wonder cards lie beside the board. A player
// who meets a card's requirements may start that wonder on their turn by putting one of their
// ships on the card; nobody else may then take it, and nobody builds more than one. Each of its
// four levels costs the five resources on the card, several levels a turn if affordable.
// Finishing level 4 wins at once, whatever the points; 10 VP win only with a higher wonder level
// than every other player. The faces of the cards are data the scenario carries
// (model::WonderCard; the rulebook prints them as pictures).
//
// Rule decisions where the text leaves a gap (each said where the rule is used):
// - Starting a wonder and paying its first level are two actions: the rulebook starts a wonder
//   with the ship (001:L2362) and places the level chit only once the first level is paid
//   (001:L2364). The requirements are checked when the wonder is started, not at each level.
// - Copies of one card (the 5–6 game's second Theater and Great Bridge) are interchangeable:
//   only the first free copy is offered.
// - Needs are those of JSettlers' reading of the cards: a "settlement on" a site means a
//   settlement, not a city; the trade route is the longest one (the Longest Trade Route's
//   count).
// - The ship leaves the player's supply for good (it marks the card); a player with no ship in
//   the supply cannot start a wonder.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>

namespace isle::validation {

using namespace rules;

namespace {

constexpr std::uint8_t GreatWallSite = 1, GreatBridgeSite = 2;

std::uint8_t siteCode(model::MarkerType t)
{
    return t == model::MarkerType::WonderSiteGreatWall  ? GreatWallSite
        : t == model::MarkerType::WonderSiteGreatBridge ? GreatBridgeSite
                                                        : 0;
}

} // namespace

Game::Refusal Game::compileWonders(const CompileContext &ctx)
{
    const model::BoardTopology &topo = m_topology;
    m_cornerWonderSite.assign(idx(topo.cornerCount()), 0);
    for (const model::Marker &m : ctx.board.markers()) {
        // Like every corner marker, no settlement here at set-up (rules/base/Building,
        // 001:L2342); afterwards the site is an ordinary intersection that a wonder asks for.
        const auto c = topo.cornerId(m.corner);
        if (!siteCode(m.type) || c == NoId)
            continue;
        m_cornerWonderSite[idx(c)] = siteCode(m.type);
        m_wonderSiteCorners.push_back(static_cast<std::int16_t>(c));
    }
    const std::vector<model::WonderCard> &cards = ctx.scenario.rules.wonders;
    if (cards.empty())
        return std::nullopt;
    if (!m_rules.seafarers)
        return refusal("wonders-need-seafarers", {},
            "The Wonders of Catan starts a wonder with a ship (001:L2362): the scenario needs the "
            "Seafarers product");
    if (cards.size() > idx(MaxWonders))
        return refusal("wonders-too-many", {num(cards.size()), num(MaxWonders)},
            "the engine plays at most " + num(MaxWonders) + " wonder cards, not "
                + num(cards.size()));
    if (m_rules.pirateIslands || m_rules.cloth)
        return refusal("wonders-with-other-scenario", {},
            "The Wonders of Catan's victory rule cannot be combined with Cloth for Catan's "
            "villages or The Pirate Islands' fortresses: the rules describe no such game");
    for (std::size_t j = 0; j < cards.size(); ++j) {
        // The file format's ranges (model::FormatLimits), for scenarios built in code too.
        const model::WonderCard &card = cards[j];
        const model::WonderNeeds &n = card.needs;
        int cost = 0;
        bool inRange = n.cities >= 0 && n.cities <= 100 && n.tradeRoute >= 0 && n.tradeRoute <= 100
            && n.victoryPoints >= 0 && n.victoryPoints <= 100
            && (!n.settlementOn || siteCode(*n.settlementOn));
        for (int c : card.levelCost) {
            inRange = inRange && c >= 0 && c <= 20;
            cost += c;
        }
        if (!inRange || cost == 0)
            return refusal("wonder-card-invalid", {card.name},
                "the wonder card '" + card.name
                    + "' needs counts of 0–100, a settlement only on a wonder site, and a level "
                      "cost of 0–20 of each resource, at least one resource in all");
        WonderFace face;
        face.cities = u8(n.cities);
        face.tradeRoute = u8(n.tradeRoute);
        face.victoryPoints = u8(n.victoryPoints);
        face.cityAtHarbor = n.cityAtHarbor;
        face.site = n.settlementOn ? siteCode(*n.settlementOn) : 0;
        for (int r = 0; r < ResourceKinds; ++r)
            face.levelCost[idx(r)] = u8(card.levelCost[idx(r)]);
        face.firstCopy = static_cast<std::uint8_t>(j);
        for (std::size_t i = 0; i < j; ++i)
            if (cards[i].needs == n && cards[i].levelCost == card.levelCost) {
                face.firstCopy = static_cast<std::uint8_t>(i);
                break;
            }
        m_wonderFaces.push_back(face);
        m_wonderFaces[face.firstCopy].copies |= 1u << j;
    }
    m_wonderCards = cards;
    for (int c = 0; c < topo.cornerCount(); ++c)
        if (m_cornerHarbor[idx(c)])
            m_harborCorners.push_back(static_cast<std::int16_t>(c));
    m_rules.wonders = true;
    return std::nullopt;
}

int Game::wonderBuilder(const GameState &s, int j) const
{
    for (int p = 0; p < m_rules.players; ++p)
        if (s.wonderOf[idx(p)] == j + 1)
            return p;
    return -1;
}

unsigned Game::wonderCardsMet(const GameState &s, int player, unsigned cards) const
{
    // Every part a card names, at once (001:L2361). The move generator asks at every decision of
    // a player with a ship left and no wonder: the counts and the kept trade route first, then
    // what is looked up on the board, once for all the cards and only when a card gets that far.
    const PlayerState &ps = s.players[idx(player)];
    const int cities = 4 - ps.citiesLeft;
    const bool settlements = ps.settlementsLeft < PlayerState {}.settlementsLeft;
    int harborCity = -1; // the Monument: a city on a harbor (-1: not looked up yet)
    auto hasHarborCity = [&] {
        if (harborCity < 0) {
            harborCity = 0;
            for (std::int16_t c : m_harborCorners)
                harborCity |= (s.cornerOwner[idx(c)] == player) & (s.cornerLevel[idx(c)] == 2);
        }
        return harborCity != 0;
    };
    int sites = -1; // bit k: a settlement (not a city) on a site of kind k (-1: not yet)
    auto hasSite = [&](int kind) {
        if (sites < 0) {
            sites = 0;
            for (std::int16_t c : m_wonderSiteCorners)
                sites |= ((s.cornerOwner[idx(c)] == player) & (s.cornerLevel[idx(c)] == 1))
                    << m_cornerWonderSite[idx(c)];
        }
        return (sites >> kind & 1) != 0;
    };
    // The trade route: a length kept loosely is a lower bound (RouteBounds), worked out only
    // when a card's need lies above it and within the upper bound and the card's other needs are
    // met; the points, only when asked.
    int route = ps.longestRoad, points = -1;
    bool routeExact = !s.routeIsLoose(player);
    unsigned met = 0;
    for (unsigned rest = cards; rest != 0; rest &= rest - 1) {
        const int j = std::countr_zero(rest);
        const WonderFace &face = m_wonderFaces[idx(j)];
        // (A city at a harbor needs a city, a settlement on a site a settlement: counts that
        // spare most players the look at the board.)
        if (cities < face.cities || (face.cityAtHarbor && cities == 0)
            || (face.site && !settlements))
            continue;
        const bool routeShort = route < face.tradeRoute;
        if (routeShort && (routeExact || s.routeHigh[idx(player)] < face.tradeRoute))
            continue;
        if (face.victoryPoints != 0) {
            if (points < 0)
                points = victoryPoints(s, player);
            if (points < face.victoryPoints)
                continue;
        }
        if ((face.cityAtHarbor && !hasHarborCity()) || (face.site && !hasSite(face.site)))
            continue;
        if (routeShort) { // the one search, last
            route = longestRoadOf(s, player);
            routeExact = true;
            if (route < face.tradeRoute)
                continue;
        }
        met |= 1u << j;
    }
    return met;
}

void Game::legalWonders(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    const PlayerState &ps = s.players[idx(p)];
    const int own = wonderOf(s, p);
    if (own >= 0) {
        // The next level, when the five resources are in hand (001:L2363–2365).
        if (s.wonderLevel[idx(p)] >= WonderLevels)
            return;
        const auto &cost = wonderLevelCost(own);
        for (int r = 0; r < ResourceKinds; ++r)
            if (ps.resources[idx(r)] < cost[idx(r)])
                return;
        out.push(makeAction(ActionType::BuildWonderLevel));
        return;
    }
    // Start one wonder nobody has started, with a ship from the supply (001:L2359–2362): of
    // each face, its first copy nobody builds.
    if (!ps.shipsLeft)
        return;
    unsigned started = 0; // bit j: card j is being built
    for (int q = 0; q < m_rules.players; ++q)
        started |= s.wonderOf[idx(q)] != 0 ? 1u << (s.wonderOf[idx(q)] - 1) : 0u;
    unsigned offered = 0;
    for (const WonderFace &face : m_wonderFaces) {
        const unsigned free = face.copies & ~started; // 0 but on a face's first copy
        offered |= free & (0u - free);
    }
    for (unsigned met = wonderCardsMet(s, p, offered); met != 0; met &= met - 1)
        out.push(makeAction(ActionType::ClaimWonder, unsigned(std::countr_zero(met))));
}

void Game::applyWonders(GameState &s, int player, Action a) const
{
    PlayerState &ps = s.players[idx(player)];
    if (actionType(a) == ActionType::ClaimWonder) {
        ps.shipsLeft = u8(ps.shipsLeft - 1); // the ship marks the card (001:L2362)
        s.wonderOf[idx(player)] = u8(actionArgA(a) + 1);
        return;
    }
    const auto &cost = wonderLevelCost(wonderOf(s, player));
    for (int r = 0; r < ResourceKinds; ++r)
        pay(s, player, r, cost[idx(r)]);
    s.wonderLevel[idx(player)] = u8(s.wonderLevel[idx(player)] + 1);
    // checkVictory() after apply() ends the game at level 4 (001:L2375).
}

void Game::endByWonders(GameState &s) const
{
    if (wonderVictory(s, s.actor)) {
        s.winner = static_cast<std::int8_t>(s.actor);
        s.phase = Phase::GameOver;
    }
}

bool Game::wonderVictory(const GameState &s, int player) const
{
    // Level 4 wins even below the victory target (001:L2375); the target wins only with a
    // higher level than every other player: a tie is not enough (001:L2379).
    const int level = s.wonderLevel[idx(player)];
    if (level >= WonderLevels)
        return true;
    if (victoryPoints(s, player) < m_rules.victoryTarget)
        return false;
    for (int q = 0; q < m_rules.players; ++q)
        if (q != player && s.wonderLevel[idx(q)] >= level)
            return false;
    return true;
}

} // namespace isle::validation
