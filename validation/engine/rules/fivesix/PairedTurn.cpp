// SPDX-License-Identifier: GPL-3.0-or-later
// CATAN 5–6: player counts, the larger box (bank and deck) and the paired-player turn
// (001:L1004–1057, L1179–1219).
#include "validation/engine/Game.h"

#include "model/ScenarioDeck.h"

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
    // The paired turn is the seeds' only 5–6 turn and replaces the special building phase of
    // earlier editions (001:L1170); a 5–6 game without it would be that older rule.
    if (players >= 5 && !scenario.rules.pairedPlayers)
        return refusal("five-six-needs-paired-players", {num(players)},
            std::to_string(players)
                + " players need the rule option pairedPlayers: CATAN 5–6 plays paired turns, "
                  "which replace the special building phase of earlier editions (001:L1170); "
                  "the engine does not play that older rule");
    rules.paired = players >= 5;
    const bool fiveSixBox = players >= 5 || scenario.uses(model::Product::BaseFiveSix);
    // Bank 19 per resource (95 cards), +5 per resource with 5–6 (001:L1004–1057, §2.2).
    rules.bankPerResource = fiveSixBox ? 24 : 19;
    // The 5–6 deck is a fan document's (model/DevelopmentDeck.h); a scenario may state its own.
    const auto deck = model::developmentDeckOf(scenario, players);
    static_assert(model::DevelopmentDeck::MaxPerKind <= 255);
    for (std::size_t k = 0; k < rules.deck.size(); ++k)
        rules.deck[k] = u8(deck.cards[k]);
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
