// SPDX-License-Identifier: GPL-3.0-or-later
// Base turn: the board's tables, dice production and the bank (001:L173–180, L566–570).
#include "validation/engine/Game.h"

#include "validation/engine/HandKinds.h"
#include "validation/engine/rules/RuleKit.h"

#include <bit>
#include <cstddef>
#include <cstring>

namespace isle::validation {

using namespace rules;

Game::Refusal Game::checkBoardConcrete(const model::Scenario &scenario, bool seafarers)
{
    using model::Terrain;
    // A variable set-up must be dealt before play; terrains of other expansions are refused.
    const model::Board &board = scenario.board;
    for (const model::Hex &h : board.hexes()) {
        const std::string where = "hex " + coordText(h.coord);
        switch (h.terrain) {
        case Terrain::Hills:
        case Terrain::Forest:
        case Terrain::Pasture:
        case Terrain::Fields:
        case Terrain::Mountains:
        case Terrain::Desert:
        case Terrain::Sea:
        case Terrain::Frame:
            break;
        case Terrain::Unassigned:
            return refusal("terrain-unassigned", {coordText(h.coord)},
                where
                    + " has no terrain yet (variable set-up): generate a concrete "
                      "board before playtesting");
        case Terrain::Gold:
            if (!seafarers)
                return refusal("gold-needs-seafarers", {coordText(h.coord)},
                    "gold fields (001:L1486) need the Seafarers product: " + where);
            break;
        case Terrain::Fog:
            if (!seafarers)
                return refusal("fog-needs-seafarers", {coordText(h.coord)},
                    "fog hexes (001:L1826) need the Seafarers product: " + where);
            break;
        default:
            return refusal("terrain-not-implemented",
                {std::string(model::toString(h.terrain)), coordText(h.coord)},
                "rule not implemented: terrain '" + std::string(model::toString(h.terrain))
                    + "' at " + where);
        }
        if (h.river)
            return refusal("river-not-implemented", {coordText(h.coord)},
                "rule not implemented: rivers (Traders & Barbarians) at " + where);
        if (model::producedResource(h.terrain) && !h.token) {
            const model::Area *area = scenario.area(h.area);
            if (area && area->tokenPlacement != model::TokenPlacement::Fixed)
                return refusal("token-unassigned", {coordText(h.coord)},
                    where
                        + " has no number token yet (variable set-up): generate a "
                          "concrete board before playtesting");
        }
    }
    for (const model::Harbor &hb : board.harbors())
        if (hb.type == model::HarborType::Unassigned)
            return refusal("harbor-unassigned", {coordText(hb.hex)},
                "harbor at " + coordText(hb.hex)
                    + " has no type yet (variable set-up): generate a concrete board "
                      "before playtesting");
    return std::nullopt;
}

void Game::compileHexes(CompileContext &ctx)
{
    using model::Terrain;
    const model::BoardTopology &topo = m_topology;
    const auto nh = idx(topo.hexCount());
    m_hexLand.assign(nh, 0);
    m_hexResource.assign(nh, -1);
    m_hexToken.assign(nh, 0);
    m_hexSea.assign(nh, 0);
    m_hexGold.assign(nh, 0);
    m_hexTerrain.assign(nh, 0);
    m_hexStartAllowed.assign(nh, 0);
    m_hexFogIndex.assign(nh, -1);
    ctx.cells.assign(nh, nullptr);
    for (int h = 0; h < topo.hexCount(); ++h) {
        const model::Hex *cell = ctx.board.hexAt(topo.hex(h));
        ctx.cells[idx(h)] = cell;
        const bool land = model::isLand(cell->terrain);
        m_hexLand[idx(h)] = land ? 1 : 0;
        m_hexSea[idx(h)] = cell->terrain == Terrain::Sea ? 1 : 0;
        m_hexTerrain[idx(h)] = u8(model::index(cell->terrain));
        const model::Area *area = ctx.scenario.area(cell->area);
        m_hexStartAllowed[idx(h)] = !area || area->startAllowed ? 1 : 0;
        if (auto r = model::producedResource(cell->terrain)) {
            m_hexResource[idx(h)] = static_cast<std::int8_t>(model::index(*r));
            if (cell->token && model::isValidTokenValue(cell->token->value)) {
                m_hexToken[idx(h)] = u8(cell->token->value);
                m_hexesByNumber[idx(cell->token->value)].push_back(static_cast<std::int16_t>(h));
            }
        }
    }
}

void Game::compileCorners(CompileContext &ctx)
{
    const model::BoardTopology &topo = m_topology;
    const auto nc = idx(topo.cornerCount());
    m_cornerLand.assign(nc, 0);
    m_cornerSetupAllowed.assign(nc, 0);
    m_cornerHarbor.assign(nc, 0);
    m_cornerPips.assign(nc, 0);
    m_cornerResourcePips.assign(nc, {});
    m_cornerGoldPips.assign(nc, 0);
    for (int c = 0; c < topo.cornerCount(); ++c) {
        // A set-up site: no land hex at the corner lies in an area that forbids starting
        // settlements ("you must build your first two settlements on the main island", so not on
        // a corner the main island shares with the land strip; 001:L1947). Hexes of no area allow.
        // No settlement at all on a corner of an area that forbids them (The Forgotten Tribe's
        // small islands, 001:L2041): such a corner is no building site, at set-up or later.
        bool startArea = true, settleArea = true;
        for (model::BoardTopology::Id h : topo.cornerHexes(c)) {
            if (h == NoId || !m_hexLand[idx(h)])
                continue;
            m_cornerLand[idx(c)] = 1;
            const model::Area *area = ctx.scenario.area(ctx.cells[idx(h)]->area);
            startArea = startArea && (!area || area->startAllowed);
            settleArea = settleArea && (!area || area->settlementsAllowed);
            const int r = m_hexResource[idx(h)];
            if (m_hexGold[idx(h)] && m_hexToken[idx(h)]) {
                const int p = model::pips(m_hexToken[idx(h)]);
                m_cornerPips[idx(c)] = u8(m_cornerPips[idx(c)] + p);
                m_cornerGoldPips[idx(c)] = u8(m_cornerGoldPips[idx(c)] + p);
            }
            if (r >= 0 && m_hexToken[idx(h)]) {
                const int p = model::pips(m_hexToken[idx(h)]);
                m_cornerPips[idx(c)] = u8(m_cornerPips[idx(c)] + p);
                m_cornerResourcePips[idx(c)][idx(r)] = u8(m_cornerResourcePips[idx(c)][idx(r)] + p);
            }
        }
        if (!settleArea && m_cornerLand[idx(c)]) {
            m_cornerLand[idx(c)] = 0;
            m_settlementsBarred = true;
        }
        m_cornerSetupAllowed[idx(c)] = m_cornerLand[idx(c)] && startArea ? 1 : 0;
    }
    for (const model::Harbor &hb : ctx.board.harbors()) {
        if (harborIsGift(ctx.scenario, hb))
            continue; // a gift: it serves nobody until a ship takes it (rules/seafarers/Gifts)
        const int bit = hb.type == model::HarborType::Generic
            ? GenericHarborBit
            : model::index(*model::harborResource(hb.type));
        for (model::CornerCoord cc : hb.servedCorners()) {
            const auto c = topo.cornerId(cc);
            if (c != NoId)
                m_cornerHarbor[idx(c)] = u8(m_cornerHarbor[idx(c)] | 1 << bit);
        }
    }
}

void Game::produce(GameState &s, int roll) const
{
    // Every hex showing the roll produces for each adjacent building, 1 per settlement and 2 per
    // city; the robber's hex produces nothing (001:L173–180, L566).
    if (m_rules.citiesKnights) {
        produceCitiesKnights(s, roll); // cities earn commodities (rules/citiesknights)
        return;
    }
    // What each player is owed, a byte per resource: kept in s.yields as buildings and the
    // robber move (rules/base/Yields), so a roll reads a word per player.
    ProductionWords owed = s.yields[idx(roll)];
    if (m_rules.gold)
        produceGold(s, roll);
    if (m_rules.fog)
        produceFog(s, roll, owed);
    if (m_rules.cloth)
        produceCloth(s, roll); // villages trade cloth on their number (rules/seafarers/Cloth)
    // A byte per resource never carries: a player's buildings have at most 13 levels (5
    // settlements, 4 cities) of 3 hexes each, 39 cards, and 6 players 234.
    std::uint64_t total = 0;
    for (int p = 0; p < m_rules.players; ++p)
        total += owed[idx(p)];
    if (!total)
        return;
    unsigned shortage = 0;
    for (int r = 0; r < ResourceKinds; ++r)
        shortage |= unsigned(((total >> (8 * r)) & 0xff) > s.bank[idx(r)]) << r;
    for (; shortage; shortage &= shortage - 1) {
        // Bank shortage: nobody gets this resource, unless only one player is owed it — that
        // player takes what is left (001:L568–570).
        const int r = std::countr_zero(shortage);
        const std::uint64_t byte = std::uint64_t(0xff) << (8 * r);
        int only = -1, count = 0;
        for (int p = 0; p < m_rules.players; ++p) {
            if (owed[idx(p)] & byte) {
                only = p;
                ++count;
            }
            owed[idx(p)] &= ~byte;
        }
        if (count == 1)
            owed[idx(only)] |= std::uint64_t(s.bank[idx(r)]) << (8 * r);
    }
    // A hand's and the bank's counts stay below 256, so the bytes add without a carry; the 3
    // bytes after each get 0 (they are read and written as part of the struct around them).
    static_assert(offsetof(PlayerState, resources) + 8 <= sizeof(PlayerState)
        && offsetof(GameState, bank) + 8 <= sizeof(GameState));
    std::uint64_t paid = 0;
    for (int p = 0; p < m_rules.players; ++p) {
        const std::uint64_t w = owed[idx(p)];
        PlayerState &ps = s.players[idx(p)];
        addKinds(ps.resources.data(), KindBytes {w});
        ps.cardCount = u8(ps.cardCount + int((w * 0x0101010101010101ULL) >> 56));
        addProduced(ps.produced, KindBytes {w});
        paid += w;
    }
    // never below 0 in a byte: the shortages were settled above
    addKinds(s.bank.data(), KindBytes {0 - paid});
}

} // namespace isle::validation
