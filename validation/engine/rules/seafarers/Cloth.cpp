// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers, Cloth for Catan (001:L2085–2167): the Forgotten Tribe's villages sit on
// intersections with a number token and 5 chits of cloth each. A shipping route from your
// settlement or city to a village opens trade relations: 1 cloth at once, 1 more whenever the
// village's number is rolled; 2 cloth are 1 VP. The route is closed (its ships stay), the pirate
// stays locked until you have one, and the pirate may take a cloth chit instead of a card. The
// game also ends when 3 or fewer villages still have cloth.
//
// Rule decisions where the text leaves a gap (each said where the rule is used):
// - A route counts when one of the player's ships has an end on the village's intersection and
//   the ships lead from there to one of the player's buildings without passing an opponent's
//   building (the general route rule, 001:L1418). Roads never reach a village: a road joins a
//   ship only at a building (001:L1460), and nobody may build on the tribe's islands.
// - Trade relations opened while the village has no cloth give nothing at once; the general
//   supply tops up only rolls (001:L2135–2136).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileVillages(const CompileContext &ctx)
{
    const model::BoardTopology &topo = m_topology;
    m_cornerVillage.assign(idx(topo.cornerCount()), -1);
    for (const model::Marker &m : ctx.board.markers()) {
        if (m.type != model::MarkerType::Village)
            continue;
        const std::string where
            = coordText(m.corner.hex) + " corner " + num(m.corner.north ? 1 : 4);
        if (!m_rules.seafarers)
            return refusal("villages-need-seafarers", {},
                "Cloth for Catan's villages are reached by shipping routes (001:L2131): the "
                "scenario needs the Seafarers product");
        const auto c = topo.cornerId(m.corner);
        bool shippable = false;
        if (c != NoId)
            for (auto e : topo.cornerEdges(c))
                shippable = shippable || (e != NoId && m_edgeSea[idx(e)]);
        if (!shippable)
            return refusal("village-site", {where},
                "a village must lie on an intersection a ship can reach (001:L2131), not on "
                    + where);
        if (m.number < 2 || m.number > 12 || m.number == 7)
            return refusal("village-number", {where, num(m.number)},
                "the village on " + where + " needs a number token 2–6 or 8–12 (001:L2117), not "
                    + num(m.number));
        if (m_villages.size() == idx(MaxVillages))
            return refusal("villages-too-many", {num(MaxVillages)},
                "the engine plays at most " + num(MaxVillages) + " villages");
        m_cornerVillage[idx(c)] = static_cast<std::int8_t>(m_villages.size());
        m_villagesByNumber[idx(m.number)] = static_cast<std::uint16_t>(
            m_villagesByNumber[idx(m.number)] | 1u << m_villages.size());
        m_villages.push_back({static_cast<std::int16_t>(c), u8(m.number)});
        // Nobody builds on a village's intersection: the token is the village (001:L2117).
        m_cornerLand[idx(c)] = 0;
        m_cornerSetupAllowed[idx(c)] = 0;
    }
    if (m_villages.empty())
        return std::nullopt;
    // The game ends once 3 or fewer villages have cloth (001:L2163): with 3 or fewer villages it
    // would end at the first bolt.
    if (m_villages.size() < 4)
        return refusal("villages-too-few", {num(m_villages.size())},
            "Cloth for Catan ends when 3 or fewer villages still have cloth (001:L2163); the board "
            "has only "
                + num(m_villages.size()) + " villages, so it would end at once");
    if (m_rules.fog || m_rules.gifts)
        return refusal("villages-with-other-scenario", {},
            "Cloth for Catan's villages cannot be combined with fog hexes or the Forgotten "
            "Tribe's gifts: the rules describe no such game");
    m_rules.cloth = true;
    m_rules.setupRounds = 3; // the third set-up settlement (001:L2127)
    return std::nullopt;
}

bool Game::hasVillageRoute(const GameState &s, int player) const
{
    for (int k = 0; k < villageCount(); ++k)
        if (s.villageLinks[idx(k)] & 1 << player)
            return true;
    return false;
}

int Game::villagesWithCloth(const GameState &s) const
{
    int n = 0;
    for (int k = 0; k < villageCount(); ++k)
        n += s.villageCloth[idx(k)] > 0 ? 1 : 0;
    return n;
}

bool Game::villageRouteLinked(const GameState &s, int player, int corner) const
{
    // Breadth first along the player's ships from the village to one of their buildings; an
    // opponent's building ends a route (001:L1418). Fixed arrays: no allocation in the move loop.
    const model::BoardTopology &topo = m_topology;
    std::array<std::uint8_t, MaxCorners> seen; // only the board's corners are used
    std::fill_n(seen.begin(), topo.cornerCount(), std::uint8_t(0));
    std::array<std::int16_t, MaxCorners> queue;
    int head = 0, tail = 0;
    seen[idx(corner)] = 1;
    queue[idx(tail++)] = static_cast<std::int16_t>(corner);
    while (head < tail) {
        const int c = queue[idx(head++)];
        for (auto e : topo.cornerEdges(c)) {
            if (e == NoId || s.shipOwner[idx(e)] != player)
                continue;
            for (auto next : topo.edgeCorners(e)) {
                if (seen[idx(next)])
                    continue;
                seen[idx(next)] = 1;
                const int owner = s.cornerOwner[idx(next)];
                if (owner == player)
                    return true;
                if (owner < 0)
                    queue[idx(tail++)] = static_cast<std::int16_t>(next);
            }
        }
    }
    return false;
}

void Game::linkVillages(GameState &s, int player) const
{
    // A new ship or building may complete a route to a village: trade relations, and the
    // village's first bolt of cloth at once (001:L2131–2133).
    bool linked = false;
    for (int k = 0; k < villageCount(); ++k) {
        if (s.villageLinks[idx(k)] & 1 << player)
            continue;
        const int c = m_villages[idx(k)].corner;
        bool ship = false;
        for (auto e : m_topology.cornerEdges(c))
            ship = ship || (e != NoId && s.shipOwner[idx(e)] == player);
        if (!ship || !villageRouteLinked(s, player, c))
            continue;
        s.villageLinks[idx(k)] = u8(s.villageLinks[idx(k)] | 1 << player);
        frontierAtVillage(s, c);
        if (s.villageCloth[idx(k)] > 0) {
            s.villageCloth[idx(k)] = u8(s.villageCloth[idx(k)] - 1);
            PlayerState &ps = s.players[idx(player)];
            ps.cloth = u8(ps.cloth + 1);
            linked = true;
        }
    }
    if (linked)
        endByVillages(s);
}

void Game::produceCloth(GameState &s, int roll) const
{
    // Each player with trade relations takes 1 bolt from the village whose number was rolled;
    // a village that runs short is topped up from the general supply, an empty one gives
    // nothing (001:L2133–2136). When the general supply runs short as well, the bolts go in seat
    // order from the roller (the rules do not say; it happens only late: 50 bolts lie out with 8
    // villages, 70 with the 12 of the 5–6 board).
    bool taken = false;
    for (std::uint32_t bits = m_villagesByNumber[idx(roll)]; bits; bits &= bits - 1) {
        const auto k = idx(std::countr_zero(bits));
        if (s.villageCloth[k] == 0 || s.villageLinks[k] == 0)
            continue;
        for (int i = 0; i < m_rules.players; ++i) {
            const int p = (s.turnPlayer + i) % m_rules.players;
            if (!(s.villageLinks[k] & 1 << p))
                continue;
            if (s.villageCloth[k] > 0)
                s.villageCloth[k] = u8(s.villageCloth[k] - 1);
            else if (s.clothSupply > 0)
                s.clothSupply = u8(s.clothSupply - 1);
            else
                break;
            PlayerState &ps = s.players[idx(p)];
            ps.cloth = u8(ps.cloth + 1);
            taken = true;
        }
    }
    if (taken)
        endByVillages(s);
}

void Game::endByVillages(GameState &s) const
{
    // "The game ends ... when 3 or fewer of the villages each still contains at least one Catan
    // chit. ... the player with the most victory points wins. In case of a tie, the player who
    // has more bolts of cloth wins." (001:L2163). A tie in both has no winner: the game
    // ends drawn (the rules name no further tie-break).
    if (s.phase == Phase::GameOver || villagesWithCloth(s) > 3)
        return;
    int best = -1, bestVp = -1, bestCloth = -1;
    bool tied = false;
    for (int p = 0; p < m_rules.players; ++p) {
        const int vp = victoryPoints(s, p);
        const int cloth = s.players[idx(p)].cloth;
        if (vp > bestVp || (vp == bestVp && cloth > bestCloth)) {
            best = p;
            bestVp = vp;
            bestCloth = cloth;
            tied = false;
        } else if (vp == bestVp && cloth == bestCloth) {
            tied = true;
        }
    }
    s.winner = static_cast<std::int8_t>(tied ? -1 : best);
    s.phase = Phase::GameOver;
}

void Game::startPirateSteal(GameState &s, int player) const
{
    // The pirate takes a resource card or a bolt of cloth from one player with a ship beside its
    // hex (001:L2149); without cloth to take it is the general pirate steal (001:L1504).
    const std::uint8_t cards
        = victimsAmong(s, player, m_topology.hexEdges(s.pirateHex), s.shipOwner);
    std::uint8_t cloth = 0;
    if (m_rules.cloth)
        for (auto e : m_topology.hexEdges(s.pirateHex)) {
            const int owner = e == NoId ? -1 : s.shipOwner[idx(e)];
            if (owner >= 0 && owner != player && s.players[idx(owner)].cloth > 0)
                cloth = u8(cloth | 1u << owner);
        }
    if (cloth == 0) {
        startSteal(s, cards);
        return;
    }
    s.victimMask = cards;
    s.clothVictims = cloth;
    s.phase = Phase::ChooseVictim;
}

void Game::legalClothSteals(const GameState &s, ActionList &out) const
{
    for (int p = 0; p < m_rules.players; ++p)
        if (s.clothVictims & 1 << p)
            out.push(makeAction(ActionType::StealCloth, unsigned(p)));
}

void Game::applyCloth(GameState &s, int player, Action a) const
{
    if (actionType(a) != ActionType::StealCloth)
        return;
    PlayerState &victim = s.players[idx(actionArgA(a))];
    victim.cloth = u8(victim.cloth - 1);
    PlayerState &ps = s.players[idx(player)];
    ps.cloth = u8(ps.cloth + 1);
    s.victimMask = 0;
    s.clothVictims = 0;
    afterRobber(s);
}

} // namespace isle::validation
