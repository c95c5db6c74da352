// SPDX-License-Identifier: GPL-3.0-or-later
// CATAN 5–6: player counts, the larger box (bank and deck) and the paired-player turn
// (001:L1004–1057, L1179–1219).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compilePlayers(const model::Scenario &scenario, int players, RuleSet &rules)
{
    if (players < 3 || players > MaxPlayers)
        return refusal("players-unsupported", {num(players)},
            std::to_string(players)
                + " players: the engine plays the base rules for 3–4 players and the CATAN "
                  "5–6 rules for 5–6 players");
    if (players < scenario.minPlayers || players > scenario.maxPlayers)
        return refusal("players-outside-scenario",
            {num(scenario.minPlayers), num(scenario.maxPlayers), num(players)},
            "the scenario is for " + std::to_string(scenario.minPlayers) + "–"
                + std::to_string(scenario.maxPlayers) + " players, not " + std::to_string(players));
    rules.players = players;
    // CATAN 5–6: paired players is the only 5–6 turn the seeds describe (RULES-DIGEST §6 #1).
    rules.paired = players >= 5;
    const bool fiveSixBox = players >= 5 || scenario.uses(model::Product::BaseFiveSix);
    // Bank 19 per resource (95 cards), +5 per resource with 5–6 (001:L1004–1057, §2.2).
    rules.bankPerResource = fiveSixBox ? 24 : 19;
    // Deck 14/2/2/2/5 (001:L535); 5–6 adds 6 knights and 1 of each progress card (§2.2).
    rules.deck = fiveSixBox ? std::array<std::uint8_t, 5> {20, 3, 3, 3, 5}
                            : std::array<std::uint8_t, 5> {14, 2, 2, 2, 5};
    return std::nullopt;
}

bool Game::endPairedPart(GameState &s) const
{
    if (!m_rules.paired || s.pairedPart != 0)
        return false;
    // Player 2 is the third player to the left of player 1 (001:L1179); player 2 builds and
    // trades with the supply only (001:L1206, rules/base/Trade).
    s.pairedPart = 1;
    s.actor = u8((s.turnPlayer + 3) % m_rules.players);
    s.phase = Phase::Main;
    return true;
}

} // namespace isle::validation
