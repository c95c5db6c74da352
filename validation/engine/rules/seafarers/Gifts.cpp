// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers, The Forgotten Tribe: the tribe's gifts on marked coast edges (001:L2055–2069). The
// first ship built or moved onto a gift's edge takes it: a Catan chit is a victory point, a
// development card is drawn as a normal card, a harbor is placed at once beside one of the
// taker's coastal settlements or kept aside until there is one.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>

namespace isle::validation {

using namespace rules;

bool Game::harborIsGift(const model::Scenario &scenario, const model::Harbor &harbor)
{
    // The book lays the 6 harbor tokens at the small islands, where nobody may ever settle
    // (001:L2027, L2041): there they are gifts, not harbors (001:L2067).
    const model::Hex *land = scenario.board.hexAt(harbor.landHex());
    if (!land)
        return false;
    const model::Area *area = scenario.area(land->area);
    return area && !area->settlementsAllowed;
}

Game::Refusal Game::compileGifts(const CompileContext &ctx)
{
    const model::BoardTopology &topo = m_topology;
    for (const model::Marker &m : ctx.board.markers()) {
        const bool chit = m.type == model::MarkerType::CatanChitVp;
        if (!chit && m.type != model::MarkerType::DevelopmentCard)
            continue;
        const auto e = topo.edgeId(m.edge);
        // A gift is reached by a ship on its edge (001:L2055, L2063, L2067): the edge must take
        // one.
        if (e == NoId || !m_edgeSea[idx(e)])
            return refusal("gift-edge", {coordText(m.edge.hex), num(model::index(m.edge.side))},
                "a gift (catan chit or development card) must lie on a side a ship can use, not "
                "on side "
                    + num(model::index(m.edge.side)) + " of hex " + coordText(m.edge.hex));
        m_gifts.push_back({static_cast<std::int16_t>(e),
            chit ? GiftKind::VictoryPoints : GiftKind::DevelopmentCard,
            u8(chit ? std::max(1, std::min(m.number, 10)) : 0)});
    }
    for (const model::Harbor &hb : ctx.board.harbors()) {
        if (!harborIsGift(ctx.scenario, hb))
            continue;
        const auto e = topo.edgeId(hb.edge());
        if (e == NoId || !m_edgeSea[idx(e)])
            return refusal("gift-edge", {coordText(hb.hex), num(model::index(hb.facing))},
                "a gift harbor must lie on a side a ship can use, not on side "
                    + num(model::index(hb.facing)) + " of hex " + coordText(hb.hex));
        const int bit = hb.type == model::HarborType::Generic
            ? GenericHarborBit
            : model::index(*model::harborResource(hb.type));
        m_gifts.push_back({static_cast<std::int16_t>(e), GiftKind::Harbor,
            u8(static_cast<int>(m_giftHarborBit.size()))});
        m_giftHarborBit.push_back(u8(bit));
    }
    if (m_gifts.empty())
        return std::nullopt;
    if (!m_rules.seafarers)
        return refusal("gifts-need-seafarers", {},
            "gifts on coast edges are reached by ships (The Forgotten Tribe, 001:L2055): they "
            "need the Seafarers product");
    if (m_rules.fog)
        return refusal("gifts-with-fog", {},
            "rule not implemented: gifts on coast edges together with fog hexes");
    if (m_gifts.size() > MaxGifts || m_giftHarborBit.size() > MaxGiftHarbors)
        return refusal("gifts-too-many",
            {num(m_gifts.size()), num(m_giftHarborBit.size()), num(MaxGifts), num(MaxGiftHarbors)},
            "the engine plays at most " + num(MaxGifts) + " gifts, of them " + num(MaxGiftHarbors)
                + " harbors; the board has " + num(m_gifts.size()) + " gifts, "
                + num(m_giftHarborBit.size()) + " of them harbors");
    m_edgeGifts.assign(idx(topo.edgeCount()), 0);
    for (std::size_t k = 0; k < m_gifts.size(); ++k) {
        m_edgeGifts[idx(m_gifts[k].edge)] |= 1u << k;
        if (m_gifts[k].kind == GiftKind::DevelopmentCard)
            m_cardGifts |= 1u << k;
    }
    int deck = 0;
    for (auto n : m_rules.deck)
        deck += n;
    // The card gifts are the deck's top cards, laid out at set-up (001:L2029).
    if (std::popcount(m_cardGifts) > deck)
        return refusal("gift-cards-exceed-deck", {num(std::popcount(m_cardGifts)), num(deck)},
            "the board has " + num(std::popcount(m_cardGifts))
                + " development card gifts, but the deck holds only " + num(deck) + " cards");
    // Harbors already on the board, and coast sides where a gift harbor can go (001:L2067).
    m_edgeHarbor.assign(idx(topo.edgeCount()), 0);
    for (const model::Harbor &hb : ctx.board.harbors()) {
        const auto e = topo.edgeId(hb.edge());
        if (e != NoId && !harborIsGift(ctx.scenario, hb))
            m_edgeHarbor[idx(e)] = 1;
    }
    m_edgeCoast.assign(idx(topo.edgeCount()), 0);
    for (int e = 0; e < topo.edgeCount(); ++e)
        m_edgeCoast[idx(e)] = m_edgeLand[idx(e)] && m_edgeSea[idx(e)] ? 1 : 0;
    m_rules.gifts = true;
    return std::nullopt;
}

int Game::giftCardsReserved(const GameState &s) const
{
    // The card gifts were taken off the deck at set-up; drawing them when they are reached is the
    // same draw (the cards lie face down), so the deck keeps them but cannot sell them.
    return m_rules.gifts ? std::popcount(m_cardGifts & ~s.giftsTaken) : 0;
}

void Game::takeGifts(GameState &s, int player, int edge) const
{
    const std::uint32_t here = giftsAt(s, edge);
    if (!here)
        return;
    s.giftsTaken |= here;
    PlayerState &ps = s.players[idx(player)];
    for (std::uint32_t bits = here; bits; bits &= bits - 1) {
        const CompiledGift &gift = m_gifts[idx(std::countr_zero(bits))];
        switch (gift.kind) {
        case GiftKind::VictoryPoints: // kept face up in front of the taker (001:L2055)
            ps.specialPoints = u8(ps.specialPoints + gift.value);
            break;
        case GiftKind::DevelopmentCard: // a normal card, drawn next (001:L2063)
            s.giftCardsOwed = u8(s.giftCardsOwed + 1);
            break;
        case GiftKind::Harbor: // placed now or kept aside (001:L2067)
            s.giftHarborHolder[gift.value] = static_cast<std::int8_t>(player);
            break;
        }
    }
    s.giftPlayer = u8(player);
    s.giftResume = s.phase;
    continueGifts(s);
}

void Game::continueGifts(GameState &s) const
{
    // Owed cards are drawn first (chance), then harbors that have a place are placed; then the
    // game goes on where the ship was built or moved.
    if (s.giftCardsOwed)
        s.phase = Phase::ChanceDevCard;
    else if (mustPlaceHarbor(s, s.giftPlayer))
        s.phase = Phase::PlaceHarbor;
    else
        s.phase = s.giftResume;
}

bool Game::canPlaceGiftHarbor(const GameState &s, int player, int edge) const
{
    if (!m_rules.gifts || !m_edgeCoast[idx(edge)])
        return false;
    // Beside one of the player's coastal settlements (001:L2067; a city is a settlement
    // upgraded, so it qualifies too).
    bool own = false;
    for (auto c : m_topology.edgeCorners(edge))
        own = own || s.cornerOwner[idx(c)] == player;
    if (!own)
        return false;
    // "Harbors must never occupy adjacent or the same edges" (001:L2067): no harbor on this side
    // or on a side sharing an end with it.
    for (auto c : m_topology.edgeCorners(edge))
        for (auto x : m_topology.cornerEdges(c)) {
            if (x == NoId)
                continue;
            if (m_edgeHarbor[idx(x)])
                return false;
            for (std::int16_t placed : s.giftHarborEdge)
                if (placed == x)
                    return false;
        }
    return true;
}

bool Game::mustPlaceHarbor(const GameState &s, int player) const
{
    for (std::size_t j = 0; j < m_giftHarborBit.size(); ++j)
        if (s.giftHarborHolder[j] == player && s.giftHarborEdge[j] < 0)
            for (int c = 0; c < m_topology.cornerCount(); ++c)
                if (s.cornerOwner[idx(c)] == player)
                    for (auto e : m_topology.cornerEdges(c))
                        if (e != NoId && canPlaceGiftHarbor(s, player, e))
                            return true;
    return false;
}

void Game::offerKeptHarbor(GameState &s, int player) const
{
    // A harbor kept aside goes to the board as soon as a settlement gives it a place (001:L2067).
    if (!mustPlaceHarbor(s, player))
        return;
    s.giftPlayer = u8(player);
    s.giftResume = s.phase;
    s.phase = Phase::PlaceHarbor;
}

void Game::legalGiftHarbors(const GameState &s, ActionList &out) const
{
    const int p = s.giftPlayer;
    for (std::size_t j = 0; j < m_giftHarborBit.size(); ++j) {
        if (s.giftHarborHolder[j] != p || s.giftHarborEdge[j] >= 0)
            continue;
        // Edges in corner order; an edge has at most one own building at its ends (the distance
        // rule), so none is listed twice.
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (s.cornerOwner[idx(c)] == p)
                for (auto e : m_topology.cornerEdges(c))
                    if (e != NoId && canPlaceGiftHarbor(s, p, e))
                        out.push(makeAction(ActionType::PlaceHarbor, unsigned(e), unsigned(j)));
    }
}

void Game::applyGifts(GameState &s, int player, Action a) const
{
    if (actionType(a) != ActionType::PlaceHarbor)
        return;
    const int j = actionArgB(a);
    s.giftHarborEdge[idx(j)] = static_cast<std::int16_t>(actionArgA(a));
    // Usable at once, even in the same turn (001:L2069).
    PlayerState &ps = s.players[idx(player)];
    ps.harbors = u8(ps.harbors | 1 << m_giftHarborBit[idx(j)]);
    continueGifts(s);
}

} // namespace isle::validation
