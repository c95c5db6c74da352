// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers: islands and special victory points for settling them (001:L1446–1458,
// L1746–1754).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include "validation/Islands.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

Game::Refusal Game::checkSpecialRules(const model::Scenario &scenario)
{
    if (scenario.specialVictoryRules.size() > 8)
        return refusal("special-rules-too-many", {num(scenario.specialVictoryRules.size())},
            "at most 8 special victory point rules, not "
                + std::to_string(scenario.specialVictoryRules.size()));
    for (const model::SpecialVictoryRule &rule : scenario.specialVictoryRules) {
        if (rule.points < 0 || rule.points > 10)
            return refusal("special-points-range", {num(rule.points)},
                "special victory points must be 0–10 per rule, not " + std::to_string(rule.points));
        if (model::namesArea(rule.kind) && !scenario.area(rule.area))
            return refusal("special-area-unknown", {rule.area},
                "special victory rule names area '" + rule.area
                    + "', which the scenario does not define");
    }
    return std::nullopt;
}

Game::Refusal Game::compileIslands(const CompileContext &ctx)
{
    using model::Terrain;
    const model::BoardTopology &topo = m_topology;
    const model::Scenario &scenario = ctx.scenario;
    const auto nc = idx(topo.cornerCount());
    // Islands and areas for the special victory points (001:L1446–1458).
    m_cornerIsland.assign(nc, -1);
    m_cornerAreaRules.assign(nc, 0);
    // Fog hexes count as land here, so land discovered there lies on an island too (the
    // statistics and the bots' island count; special points are refused with fog).
    model::Board islandBoard;
    if (m_rules.fog) {
        islandBoard = ctx.board;
        for (std::int16_t h : m_fogHexes)
            islandBoard.setHex({topo.hex(h), Terrain::Desert});
    }
    const Islands islands(m_fogHexes.empty() ? ctx.board : islandBoard);
    for (int c = 0; c < topo.cornerCount(); ++c)
        for (model::BoardTopology::Id h : topo.cornerHexes(c)) {
            if (h == NoId || (!m_hexLand[idx(h)] && m_hexFogIndex[idx(h)] < 0))
                continue;
            // The land hexes around one corner touch each other, so a corner has one island.
            m_cornerIsland[idx(c)]
                = static_cast<std::int8_t>(std::min(islands.islandOf(topo.hex(h)), 127));
            for (std::size_t k = 0; k < scenario.specialVictoryRules.size(); ++k) {
                const model::SpecialVictoryRule &rule = scenario.specialVictoryRules[k];
                if (model::namesArea(rule.kind) && ctx.cells[idx(h)]->area == rule.area)
                    m_cornerAreaRules[idx(c)] = u8(m_cornerAreaRules[idx(c)] | 1 << k);
            }
        }
    for (std::size_t k = 0; k < scenario.specialVictoryRules.size(); ++k) {
        const model::SpecialVictoryRule &rule = scenario.specialVictoryRules[k];
        if (rule.kind == model::SpecialVictoryKind::ForeignIslandSettlement)
            m_foreignIslandPoints += rule.points;
        else
            m_areaRulePoints[k] = u8(rule.points);
        if (rule.kind == model::SpecialVictoryKind::AreaSettlement)
            m_everySettlementRules = u8(m_everySettlementRules | 1 << k);
    }
    if (m_rules.fog && !scenario.specialVictoryRules.empty())
        return refusal("fog-special-points", {},
            "rule not implemented: special victory points together with fog hexes "
            "(the islands and areas change as the fog lifts; The Fog Islands has "
            "none, 001:L1872)");
    if (m_foreignIslandPoints > 0 && islands.count() > 32)
        return refusal("islands-too-many", {num(islands.count())},
            "special victory points for foreign islands: the engine tracks at most 32 "
            "islands, the board has "
                + std::to_string(islands.count()));
    m_rules.specialPoints = !scenario.specialVictoryRules.empty();
    return std::nullopt;
}

void Game::settlementBuilt(GameState &s, int player, int corner, bool setup) const
{
    // Special victory points (catan chits, 001:L1446–1458): a player's first settlement on each
    // island other than the islands of their set-up settlements ("foreign" islands, 001:L1746–
    // 1754; "small islands" of S1, 001:L1638), and the first settlement in a named area. Set-up
    // settlements earn none: they define the home islands. Every settlement in an
    // AreaSettlement rule's area earns its points, set-up ones too (The Wonders of Catan's small
    // islands, 001:L2355: "If you build a settlement on one of the smaller islands").
    PlayerState &ps = s.players[idx(player)];
    const int island = m_cornerIsland[idx(corner)];
    const std::uint32_t bit = island >= 0 && island < 32 ? 1u << island : 0u;
    if (!setup && m_foreignIslandPoints > 0 && bit && !(s.homeIslands[idx(player)] & bit)
        && !(s.islandsSettled[idx(player)] & bit))
        ps.specialPoints = u8(ps.specialPoints + m_foreignIslandPoints);
    s.islandsSettled[idx(player)] |= bit;
    const int every = m_cornerAreaRules[idx(corner)] & m_everySettlementRules;
    for (int k = 0; every && k < 8; ++k)
        if (every & (1 << k))
            ps.specialPoints = u8(ps.specialPoints + m_areaRulePoints[idx(k)]);
    const int newAreas = m_cornerAreaRules[idx(corner)] & ~m_everySettlementRules & ~ps.areaBonus;
    if (!setup)
        for (int k = 0; k < 8; ++k)
            if (newAreas & (1 << k))
                ps.specialPoints = u8(ps.specialPoints + m_areaRulePoints[idx(k)]);
    ps.areaBonus = u8(ps.areaBonus | newAreas);
}

} // namespace isle::validation
