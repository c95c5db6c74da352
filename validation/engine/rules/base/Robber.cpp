// SPDX-License-Identifier: GPL-3.0-or-later
// Base turn: a 7, discarding, the robber and stealing (001:L247–259).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileDiscardLimit(const model::Scenario &scenario, RuleSet &rules)
{
    if (scenario.rules.discardLimit < 1)
        return refusal("discard-limit", {num(scenario.rules.discardLimit)},
            "the discard limit must be at least 1, not "
                + std::to_string(scenario.rules.discardLimit));
    rules.discardLimit = scenario.rules.discardLimit;
    return std::nullopt;
}

Game::Refusal Game::compileRobberStart(const CompileContext &ctx)
{
    using model::Terrain;
    const model::BoardTopology &topo = m_topology;
    const model::Board &board = ctx.board;
    if (auto robber = board.robber()) {
        const auto h = topo.hexId(*robber);
        if (h == NoId || !m_hexLand[idx(h)])
            return refusal("robber-start", {coordText(*robber)},
                "the robber must start on a land hex, not on " + coordText(*robber));
        m_robberStart = h;
    } else if (!ctx.scenario.rules.robberStartsBesideBoard) {
        // The robber starts in the desert (001:L660); with no desert it waits beside the board
        // until the first 7 or knight (Seafarers rule 001:L1508, the only rule the seeds give).
        // New World keeps it beside the board whatever the deal (001:L2439).
        for (int h = 0; h < topo.hexCount(); ++h)
            if (ctx.cells[idx(h)]->terrain == Terrain::Desert) {
                m_robberStart = h;
                break;
            }
    }
    // Hexes the robber may never be moved to: areas that bar it (The Forgotten Tribe's small
    // islands, 001:L2049) and, once it has left, its start hex (001:L2051). The start hex is
    // barred for good: the robber cannot stay where it is either, so this bars only returns.
    const model::Scenario &scenario = ctx.scenario;
    m_hexRobberBarred.assign(idx(topo.hexCount()), 0);
    bool barred = false;
    for (int h = 0; h < topo.hexCount(); ++h) {
        const model::Area *area = scenario.area(ctx.cells[idx(h)]->area);
        if (area && !area->robberAllowed)
            m_hexRobberBarred[idx(h)] = 1;
        barred = barred || m_hexRobberBarred[idx(h)];
    }
    if (scenario.rules.robberNeverReturnsToStart && m_robberStart >= 0) {
        m_hexRobberBarred[idx(m_robberStart)] = 1;
        barred = true;
    }
    m_rules.robberLimits = barred;
    // The hexes a robber move can ever name: land, or fog that may turn out land.
    m_robberSites.clear();
    m_robberMoves.reset(topo.hexCount());
    for (int h = 0; h < topo.hexCount(); ++h)
        if ((m_hexLand[idx(h)] || m_hexFogIndex[idx(h)] >= 0) && robberMayEnter(h)) {
            m_robberSites.push_back(static_cast<std::int16_t>(h));
            m_robberMoves.add(h, makeAction(ActionType::MoveRobber, unsigned(h)));
        }
    return std::nullopt;
}

void Game::legalRobber(const GameState &s, ActionList &out) const
{
    switch (s.phase) {
    case Phase::Discard: {
        // Any card of the hand; with Cities & Knights commodities too (001:L3406).
        const int p = currentPlayer(s);
        const int kinds = m_rules.citiesKnights ? CardKinds : ResourceKinds;
        for (int card = 0; card < kinds; ++card)
            out.pushIf(makeAction(ActionType::Discard, unsigned(card)), cardsOf(s, p, card) > 0);
        break;
    }
    case Phase::MoveRobber:
        // Any other land hex (001:L255: "any other terrain hex or the desert") the scenario does
        // not bar (robberMayEnter, 001:L2049–2051).
        // A knight chases it to a numbered hex (001:L3570).
        // A chased robber or pirate (Cities & Knights, GameState::robberChased) is the one
        // that moves.
        if (!m_rules.fog && !s.robberChased) {
            // Without fog every site is land for good (m_robberSites): any but the robber's own,
            // in site order (m_robberMoves, made at compile time).
            m_robberMoves.appendAllBut(s.robberHex, out);
        } else if (s.robberChased != 2) {
            for (const int h : m_robberSites)
                out.pushIf(makeAction(ActionType::MoveRobber, unsigned(h)),
                    h != s.robberHex && isLandNow(s, h) && (!s.robberChased || tokenNow(s, h) > 0));
        }
        if (m_rules.seafarers && s.robberChased != 1)
            legalPirate(s, out); // or the pirate instead (rules/seafarers/Ships)
        break;
    case Phase::ChooseVictim:
        for (int p = 0; p < m_rules.players; ++p)
            out.pushIf(makeAction(ActionType::ChooseVictim, unsigned(p)), (s.victimMask >> p) & 1);
        if (m_rules.cloth)
            legalClothSteals(s, out); // or a bolt of cloth (rules/seafarers/Cloth)
        break;
    default:
        break;
    }
}

void Game::rollSeven(GameState &s) const
{
    // A 7: everyone with more than the limit discards half, rounded down (001:L247–251).
    bool any = false;
    for (int q = 0; q < m_rules.players; ++q) {
        PlayerState &ps = s.players[idx(q)];
        // Cities & Knights: each city wall lets its owner keep 2 cards more (001:L3368).
        const int limit = m_rules.citiesKnights ? handLimit(s, q) : m_rules.discardLimit;
        if (ps.cardCount > limit) {
            ps.discardOwed = u8(ps.cardCount / 2);
            any = true;
        }
    }
    if (any)
        s.phase = Phase::Discard;
    else
        startRobberMove(s);
}

void Game::applyRobber(GameState &s, int p, Action a) const
{
    const int argA = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::Discard: {
        gainCard(s, p, argA, -1);
        PlayerState &ps = s.players[idx(p)];
        ps.discardOwed = u8(ps.discardOwed - 1);
        bool any = false;
        for (int q = 0; q < m_rules.players; ++q)
            any = any || s.players[idx(q)].discardOwed;
        if (!any && s.saboteur) { // a Saboteur's discards (rules/citiesknights/PoliticsCards)
            s.saboteur = 0;
            s.phase = Phase::Main;
        } else if (!any) {
            startRobberMove(s);
        }
        break;
    }
    case ActionType::MoveRobber: {
        yieldsRobberMoved(s, s.robberHex, argA);
        s.robberHex = static_cast<std::int16_t>(argA);
        s.robberChased = 0;
        // Steal from an opponent with a building on the hex (001:L257); a knight there is no
        // building (Cities & Knights).
        startSteal(s, victimsAmong(s, p, m_topology.hexCorners(argA), BuildingOwners {s}));
        break;
    }
    case ActionType::ChooseVictim:
        s.stealVictim = u8(argA);
        s.victimMask = 0;
        s.clothVictims = 0;
        s.phase = Phase::ChanceSteal;
        break;
    case ActionType::StealOutcome:
        gainCard(s, s.stealVictim, argA, -1);
        gainCard(s, s.actor, argA, 1);
        afterRobber(s);
        break;
    default:
        break;
    }
}

void Game::startRobberMove(GameState &s) const
{
    if (m_rules.citiesKnights && s.barbarianAttacks == 0) {
        // Cities & Knights: until the barbarians' first attack a 7 only makes players discard;
        // the robber stays in the desert (001:L3334).
        afterRobber(s);
        return;
    }
    if (m_rules.pirateIslands) {
        startPirateIslandsSteal(s); // no robber (rules/seafarers/PirateIslands)
        return;
    }
    s.phase = Phase::MoveRobber;
}

void Game::afterRobber(GameState &s) const
{
    if (s.bishopVictims) { // the Bishop robs each player at the hex (rules/citiesknights)
        const int victim = std::countr_zero(s.bishopVictims);
        s.bishopVictims = u8(s.bishopVictims & (s.bishopVictims - 1));
        s.stealVictim = u8(victim);
        s.phase = Phase::ChanceSteal;
        return;
    }
    s.phase = s.rolled ? Phase::Main : Phase::PreRoll;
}

void Game::startSteal(GameState &s, std::uint8_t victims) const
{
    // Nobody to rob; one victim (the card is chance); or the mover picks one (001:L257).
    if (victims == 0) {
        afterRobber(s);
    } else if ((victims & (victims - 1)) == 0) {
        s.stealVictim = u8(std::countr_zero(victims));
        s.phase = Phase::ChanceSteal;
    } else {
        s.victimMask = victims;
        s.phase = Phase::ChooseVictim;
    }
}

} // namespace isle::validation
