// SPDX-License-Identifier: GPL-3.0-or-later
// Base turn: rolling, the build phase's action list, ending the turn and victory
// (001:L336–395).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileVictoryTarget(const model::Scenario &scenario, RuleSet &rules)
{
    if (scenario.victoryPoints < 3)
        return refusal("victory-target", {num(scenario.victoryPoints)},
            "the victory target must be at least 3 (start = 2 points), not "
                + std::to_string(scenario.victoryPoints));
    rules.victoryTarget = scenario.victoryPoints;
    return std::nullopt;
}

void Game::legalMain(const GameState &s, ActionList &out) const
{
    // The combined trade/build phase (001:L336–340): each rule family adds its actions, in a
    // fixed order (bots and perft counts depend on it).
    // Cities & Knights: more than 4 progress cards cannot be kept past one's turn (001:L3503).
    if (m_rules.citiesKnights && progressInHand(s, s.actor) > ProgressHandLimit) {
        legalProgressDeck(s, out);
        if (s.actionCount >= m_config.maxActionsPerTurn)
            return;
    } else {
        out.push(makeAction(ActionType::EndTurn));
        if (s.actionCount >= m_config.maxActionsPerTurn)
            return;
    }
    if (m_rules.pirateIslands && canAttackFortress(s, s.actor))
        out.push(makeAction(ActionType::AttackFortress)); // ends the turn (001:L2270–2278)
    legalBuilds(s, out);
    if (m_rules.citiesKnights) {
        legalCityImprovements(s, out); // rules/citiesknights/Improvements
        legalKnights(s, out); // rules/citiesknights/Knights
        legalProgressCards(s, out); // rules/citiesknights/*Cards
        legalCommercialTrades(s, out);
    }
    if (m_rules.wonders)
        legalWonders(s, out); // rules/seafarers/Wonders
    if (m_rules.seafarers) {
        const PlayerState &ps = s.players[s.actor];
        if (ps.shipsLeft && ps.resources[Lumber] && ps.resources[Wool]) // 001:L1388
            legalShips(s, s.actor, out);
        if (!s.shipMoved)
            legalShipMoves(s, s.actor, out);
    }
    legalBuyDevCard(s, out);
    legalDevCards(s, out);
    legalTrades(s, out);
}

void Game::applyTurn(GameState &s, int /*player*/, Action a) const
{
    const int argA = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::RollDice:
        s.phase = Phase::ChanceDice;
        break;
    case ActionType::DiceOutcome:
        s.rolled = 1;
        s.lastRoll = u8(argA);
        if (m_rules.citiesKnights) {
            // The event die comes first (rules/citiesknights/EventDie); it goes on with
            // resolveRoll().
            resolveEventDie(s, actionArgB(a));
            break;
        }
        if (m_rules.pirateIslands) {
            // The pirate fleet sails and attacks first (rules/seafarers/PirateIslands); it goes
            // on with resolveRoll().
            sailPirateFleet(s, actionArgB(a));
            break;
        }
        resolveRoll(s);
        break;
    case ActionType::EndTurn: {
        PlayerState &ps = s.players[s.actor];
        ps.devCardsNew.fill(0);
        s.devPlayed = 0;
        if (m_rules.seafarers) {
            s.shipMoved = 0;
            s.shipNew.fill(0);
        }
        s.offersThisTurn = 0;
        s.actionCount = 0;
        if (m_rules.citiesKnights) {
            endTurnKnights(s, s.actor);
            endTurnProgress(s);
        }
        if (endPairedPart(s))
            break;
        s.pairedPart = 0;
        s.turn = static_cast<std::uint16_t>(s.turn + 1);
        s.turnPlayer = u8(seatAfter(s.turnPlayer, 1, m_rules.players));
        s.actor = s.turnPlayer;
        s.rolled = 0;
        s.phase = Phase::PreRoll;
        if (s.turn >= m_config.maxTurns) {
            s.stalled = 1;
            s.phase = Phase::GameOver;
        }
        break;
    }
    default:
        break;
    }
}

void Game::resolveRoll(GameState &s) const
{
    const int roll = s.lastRoll;
    if (roll == 7) {
        rollSeven(s);
        return;
    }
    s.phase = Phase::Main;
    produce(s, roll);
    if (s.phase == Phase::GameOver)
        return; // Cloth for Catan's villages ran out of cloth (rules/seafarers/Cloth)
    if (m_rules.seafarers)
        startGoldChoice(s, Phase::Main);
}

void Game::checkVictory(GameState &s) const
{
    // Victory only during one's own turn (001:L389–395); in a paired turn both parts count as
    // their player's turn, player 1 first (001:L1219).
    if (s.phase == Phase::GameOver || s.phase == Phase::SetupSettlement
        || s.phase == Phase::SetupRoad)
        return;
    if (m_rules.wonders) [[unlikely]] {
        // The Wonders of Catan: level 4, or the target with the highest wonder level
        // (001:L2375–2379); out of line, so this test stays small enough to inline into apply().
        endByWonders(s);
        return;
    }
    // The Pirate Islands: only with the player's own fortress captured (001:L2286–2290); other
    // games have no fortress chits, so the test needs no flag.
    if (victoryPoints(s, s.actor) >= m_rules.victoryTarget && s.fortressChits[s.actor] == 0) {
        s.winner = static_cast<std::int8_t>(s.actor);
        s.phase = Phase::GameOver;
    }
}

int Game::expansionPoints(const GameState &s, int player) const
{
    const PlayerState &ps = s.players[idx(player)];
    return ps.specialPoints // catan chits lie visibly under their settlement (001:L1454)
        + ps.cloth / 2 // Cloth for Catan: 2 bolts = 1 VP, an odd bolt nothing (001:L2137)
        + s.ck[idx(player)].points // C&K: metropolises, Defender of Catan (001:L3452, L3600)
        // The Pirate Islands: the settlement on a fortress left the supply at the start, but
        // counts only once the fortress is captured (001:L2205, L2282).
        - (s.fortressChits[idx(player)] != 0 ? 1 : 0);
}

} // namespace isle::validation
