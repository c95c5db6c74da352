// SPDX-License-Identifier: GPL-3.0-or-later
#include "WonderChecks.h"

#include <string>

namespace isle::validation {

using model::MarkerType;
using model::Product;

void runWonderChecks(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Scenario &s = index.scenario();
    const std::vector<model::WonderCard> &cards = s.rules.wonders;
    int wallSites = 0, bridgeSites = 0;
    for (const model::Marker &m : index.board().markers()) {
        wallSites += m.type == MarkerType::WonderSiteGreatWall ? 1 : 0;
        bridgeSites += m.type == MarkerType::WonderSiteGreatBridge ? 1 : 0;
    }
    if (cards.empty()) {
        if (wallSites + bridgeSites > 0)
            sink.add("wonders.sites-without-cards",
                "The board marks " + std::to_string(wallSites + bridgeSites)
                    + " wonder intersections but the scenario has no wonder cards: the marks "
                      "only bar set-up settlements (001:L2342).",
                {std::to_string(wallSites + bridgeSites)});
        return;
    }
    const bool seafarers = s.uses(Product::Seafarers) || s.uses(Product::SeafarersFiveSix);
    if (!seafarers)
        sink.add("wonders.need-ships",
            "The scenario has wonder cards, which are started with a ship (001:L2362), but no "
            "Seafarers box is chosen.",
            {});
    // 5 wonder cards in Seafarers (001:L2330), 7 with the 5–6 extension (001:L2981).
    const int box = s.uses(Product::SeafarersFiveSix) ? 7 : 5;
    if (static_cast<int>(cards.size()) > box)
        sink.add("wonders.cards-exceed-box",
            "The scenario has " + std::to_string(cards.size()) + " wonder cards; the boxes have "
                + std::to_string(box) + " (001:L2330, L2981).",
            {std::to_string(cards.size()), std::to_string(box)});
    // A card that needs a settlement on a wonder site cannot be started while the board marks
    // none of that site.
    for (const model::WonderCard &card : cards) {
        const auto site = card.needs.settlementOn;
        if (!site || (*site == MarkerType::WonderSiteGreatWall ? wallSites : bridgeSites) > 0)
            continue;
        const std::string marker(model::toString(*site));
        sink.add("wonders.site-missing",
            "The wonder card '" + card.name
                + "' needs a settlement on a marked intersection, but the board has no '" + marker
                + "' marker.",
            {card.name, marker});
    }
}

} // namespace isle::validation
