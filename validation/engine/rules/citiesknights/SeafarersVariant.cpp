// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights with Seafarers (001:L3662–3670, RULES-DIGEST §4.3). The combined rules live
// where the rules they change live: a knight is hired beside, moves along and retreats along
// roads and ships, and may stand at sea at the end of its ships (rules/citiesknights/Knights); a
// ship with the owner's knight at its end is part of a closed route and stays put
// (rules/seafarers/Ships); a knight beside the pirate's hex chases the pirate as it chases the
// robber; the barbarians count every city on every island (rules/citiesknights/Barbarians counts
// the whole board). This file holds which Seafarers scenarios the combination is played on.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

Game::Refusal Game::checkCitiesKnightsSeafarers() const
{
    if (!m_rules.citiesKnights || !m_rules.seafarers)
        return std::nullopt;
    // The rulebook recommends scenarios without exploration and many small islands, naming
    // Heading for New Shores and Through the Desert (001:L3664). The scenarios with rules of
    // their own (fog, the Forgotten Tribe's gifts, Cloth for Catan, the Pirate Islands, the
    // Wonders) say nothing of C&K, so the engine does not guess how the two would combine.
    const char *own = m_rules.fog ? "fog hexes"
        : m_rules.gifts           ? "the Forgotten Tribe's gifts"
        : m_rules.cloth           ? "Cloth for Catan"
        : m_rules.pirateIslands   ? "the Pirate Islands"
        : m_rules.wonders         ? "the Wonders of Catan"
                                  : nullptr;
    if (!own)
        return std::nullopt;
    const std::string product(model::toString(model::Product::CitiesAndKnights));
    return refusal("product-not-implemented", {product},
        std::string("rule not implemented: Cities & Knights with a Seafarers scenario that has ")
            + own
            + " (the rulebook combines them on scenarios without exploration, such as Heading "
              "for New Shores and Through the Desert, 001:L3664)");
}

} // namespace isle::validation
