// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: the rule data, the three dice and the event die (001:L3296–3334,
// RULES-DIGEST §5.14). The event die is resolved before production: the barbarian ship sails on
// a ship face and attacks at the end of its track; a city gate lets players draw progress cards.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileCitiesKnights(
    const model::Scenario &scenario, int players, RuleSet &rules)
{
    if (!rules.citiesKnights)
        return std::nullopt;
    const model::CitiesAndKnightsOptions options = scenario.rules.citiesAndKnightsOrDefaults();
    rules.nasty = options.nasty;
    rules.barbarianTrack = options.barbarianTrackLength;
    rules.knightErrant = options.knightErrant;
    rules.easyStart = options.easyStart;
    // Progress cards replace the development deck, and there is no Largest Army (001:L3171).
    rules.deck = {};
    // The 5–6 extension adds 6 cards of each commodity and 2 "Defender of Catan" cards
    // (001:L4107–4130, L4156).
    const bool fiveSixBox = players >= 5 || scenario.uses(model::Product::CitiesAndKnightsFiveSix);
    rules.commodityBank = fiveSixBox ? 18 : 12;
    rules.defenderCards = fiveSixBox ? 8 : 6;
    return std::nullopt;
}

void Game::citiesKnightsDiceOutcomes(const GameState &s, ChanceList &out) const
{
    // The yellow and red dice and the event die (3 ship faces, one gate of each colour):
    // DiceOutcome a = the sum, b = red + 8 × EventFace, weighted by ways out of 6 × 6 × 6.
    // After an Alchemist only the event die is rolled (001:L3703).
    const int fixedYellow = s.alchemist & 7, fixedRed = s.alchemist >> 3;
    if (easyStartNow(s)) {
        // Easy Start: a 7 is rolled again (so the other sums keep their odds) and the event
        // die is not rolled (001:L3684–3689).
        for (int yellow = 1; yellow <= 6; ++yellow)
            for (int red = 1; red <= 6; ++red)
                if (s.alchemist ? yellow == fixedYellow && red == fixedRed : yellow + red != 7)
                    out.push(makeAction(ActionType::DiceOutcome, unsigned(yellow + red),
                                 unsigned(red + 8 * static_cast<int>(EventFace::NotRolled))),
                        1u);
        return;
    }
    for (int yellow = 1; yellow <= 6; ++yellow)
        for (int red = 1; red <= 6; ++red)
            if (!s.alchemist || (yellow == fixedYellow && red == fixedRed))
                for (int face = 0; face < EventFaces; ++face)
                    out.push(makeAction(ActionType::DiceOutcome, unsigned(yellow + red),
                                 unsigned(red + 8 * face)),
                        face == static_cast<int>(EventFace::Ship) ? 3u : 1u);
}

Action Game::sampleCitiesKnightsDice(const GameState &s, model::Rng &rng) const
{
    unsigned yellow = rng.boundedInt(6) + 1, red = rng.boundedInt(6) + 1;
    const bool easy = easyStartNow(s);
    while (easy && !s.alchemist && yellow + red == 7) { // Easy Start: roll a 7 again
        yellow = rng.boundedInt(6) + 1;
        red = rng.boundedInt(6) + 1;
    }
    if (s.alchemist) { // the Alchemist set both production dice (001:L3703)
        yellow = unsigned(s.alchemist & 7);
        red = unsigned(s.alchemist >> 3);
    }
    if (easy)
        return makeAction(ActionType::DiceOutcome, yellow + red,
            red + 8 * static_cast<unsigned>(EventFace::NotRolled));
    const unsigned die = rng.boundedInt(6); // faces 0–2 gates, 3–5 ships
    const unsigned face = die < 3 ? die : static_cast<unsigned>(EventFace::Ship);
    return makeAction(ActionType::DiceOutcome, yellow + red, red + 8 * face);
}

void Game::resolveEventDie(GameState &s, int redAndEvent) const
{
    // The event die first, then progress cards, then production (001:L3296–3304).
    s.redDie = u8(redAndEvent & 7);
    s.eventDie = u8(redAndEvent >> 3);
    s.alchemist = 0;
    if (s.eventDie == static_cast<int>(EventFace::NotRolled)) {
        resolveRoll(s);
        return;
    }
    if (s.eventDie == static_cast<int>(EventFace::Ship)) {
        s.barbarianPosition = u8(s.barbarianPosition + 1);
        if (s.barbarianPosition >= m_rules.barbarianTrack) {
            startBarbarianAttack(s); // rules/citiesknights/Barbarians
            return;
        }
        resolveRoll(s);
        return;
    }
    // A city gate: every player whose improvements of that colour show the red die draws a
    // progress card of that colour, in turn order from the roller (001:L3310–3312). Level n
    // shows n + 1 red dice, 1 to n + 1 (RULES-DIGEST §5.14: inferred from the market's 1–2).
    const int area = s.eventDie;
    int drawers = 0;
    for (int p = 0; p < m_rules.players; ++p) {
        const int level = s.ck[idx(p)].improvements[idx(area)];
        if (level > 0 && s.redDie <= level + 1)
            drawers |= 1 << p;
    }
    if (drawers) {
        s.rollPending = 1; // production comes after the draws
        startProgressDraws(s, area, drawers);
        return;
    }
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

int CitiesKnightsCards::commodityOf(int resource)
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
