// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the rule data, the three dice and the event die (001:L3296–3334,
// RULES-DIGEST §5.14). The event die is resolved before production: the barbarian ship sails on
// a ship face and attacks at the end of its track; a city gate lets players draw progress cards.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileCitiesKnights(
    const model::Scenario &scenario, int players, const GameConfig &config, RuleSet &rules)
{
    if (!rules.citiesKnights)
        return std::nullopt;
    const std::string product(model::toString(model::Product::CitiesAndKnights));
    // What the engine does not play yet: a C&K game without these would not be the game the
    // rulebook describes, so files are refused; only rule tests play the parts that exist.
    if (!config.citiesKnightsWithoutProgressCards)
        return refusal("product-not-implemented", {product},
            "rule not implemented: Cities & Knights progress cards and the merchant "
            "(RULES-DIGEST §5.14); its dice, barbarians, commodities, improvements, "
            "metropolises, knights and city walls are implemented");
    if (rules.seafarers)
        return refusal("product-not-implemented", {product},
            "rule not implemented: Cities & Knights combined with Seafarers (RULES-DIGEST §4.3)");
    if (players > 4)
        return refusal("product-not-implemented", {product},
            "rule not implemented: Cities & Knights for 5–6 players (001:L4160–4174)");
    // Progress cards replace the development deck, and there is no Largest Army (001:L3171).
    rules.deck = {};
    rules.commodityBank = scenario.uses(model::Product::CitiesAndKnightsFiveSix) ? 18 : 12;
    rules.defenderCards = scenario.uses(model::Product::CitiesAndKnightsFiveSix) ? 8 : 6;
    return std::nullopt;
}

void Game::citiesKnightsDiceOutcomes(ChanceList &out) const
{
    // The yellow and red dice and the event die (3 ship faces, one gate of each colour):
    // DiceOutcome a = the sum, b = red + 8 × EventFace, weighted by ways out of 6 × 6 × 6.
    for (int yellow = 1; yellow <= 6; ++yellow)
        for (int red = 1; red <= 6; ++red)
            for (int face = 0; face < EventFaces; ++face)
                out.push(makeAction(ActionType::DiceOutcome, unsigned(yellow + red),
                             unsigned(red + 8 * face)),
                    face == static_cast<int>(EventFace::Ship) ? 3u : 1u);
}

Action Game::sampleCitiesKnightsDice(model::Rng &rng) const
{
    const unsigned yellow = rng.boundedInt(6) + 1, red = rng.boundedInt(6) + 1;
    const unsigned die = rng.boundedInt(6); // faces 0–2 gates, 3–5 ships
    const unsigned face = die < 3 ? die : static_cast<unsigned>(EventFace::Ship);
    return makeAction(ActionType::DiceOutcome, yellow + red, red + 8 * face);
}

void Game::resolveEventDie(GameState &s, int redAndEvent) const
{
    // The event die first, then progress cards, then production (001:L3296–3304).
    s.redDie = u8(redAndEvent & 7);
    s.eventDie = u8(redAndEvent >> 3);
    if (s.eventDie == static_cast<int>(EventFace::Ship)) {
        s.barbarianPosition = u8(s.barbarianPosition + 1);
        if (s.barbarianPosition >= m_rules.barbarianTrack) {
            barbarianAttack(s); // rules/citiesknights/Barbarians
            if (s.phase == Phase::PillageCity) {
                s.rollPending = 1; // production follows the pillaged players' choices
                return;
            }
        }
    }
    // A city gate: players whose improvements in that colour show the red die draw a progress
    // card (001:L3310). Progress cards are not implemented yet (compileCitiesKnights refuses
    // files for it), so a gate has no effect here.
    resolveRoll(s);
}

void Game::gainCard(GameState &s, int player, int card, int n) const
{
    if (card < ResourceKinds) {
        gain(s, player, card, n);
        return;
    }
    PlayerState &ps = s.players[idx(player)];
    auto &commodities = s.ck[idx(player)].commodities;
    const auto k = idx(card - ResourceKinds);
    commodities[k] = u8(commodities[k] + n);
    ps.cardCount = u8(ps.cardCount + n);
    s.commodityBank[k] = u8(s.commodityBank[k] - n);
}

int Game::commodityOf(int resource)
{
    // Forest paper, pasture cloth, mountains coin (001:L3340–3345, Illustration G).
    if (resource == Lumber)
        return PaperCard;
    if (resource == Wool)
        return ClothCard;
    if (resource == Ore)
        return CoinCard;
    return -1;
}

} // namespace isle::validation
