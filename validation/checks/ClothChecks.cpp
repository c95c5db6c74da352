// SPDX-License-Identifier: GPL-3.0-or-later
#include "ClothChecks.h"

#include "model/NumberToken.h"

namespace isle::validation {

using model::MarkerType;
using model::Product;

namespace {

std::string cornerText(const model::CornerCoord &c)
{
    return IssueSink::hexText(c.hex) + (c.north ? " top" : " bottom");
}

} // namespace

void runClothChecks(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Board &board = index.board();
    int villages = 0;
    for (const model::Marker &m : board.markers()) {
        if (m.type != MarkerType::Village)
            continue;
        ++villages;
        const std::string where = cornerText(m.corner);
        // "Place two number tokens on each of the 4 small islands, right on the intersection"
        // (001:L2117); a shipping route reaches it (001:L2131): land and water meet there.
        bool land = false, water = false;
        for (model::HexCoord h : m.corner.touchingHexes()) {
            const auto t = board.terrainAt(h);
            land = land || (t && model::isLand(*t));
            water = water || (t && model::isWater(*t));
        }
        if (!land || !water) {
            if (auto *issue = sink.add("cloth.village-not-on-coast",
                    "The village on " + where
                        + " is not on a coast: a village sits on an island's intersection that a "
                          "shipping route reaches (001:L2117, L2131).",
                    {where}))
                issue->corners = {m.corner};
        }
        if (m.number < 2 || m.number > 12 || m.number == 7) {
            if (auto *issue = sink.add("cloth.village-number",
                    "The village on " + where + " has the number " + std::to_string(m.number)
                        + "; a village is a number token 2–6 or 8–12 (001:L2117).",
                    {where, std::to_string(m.number)}))
                issue->corners = {m.corner};
        }
    }
    if (villages == 0)
        return;
    const model::Scenario &s = index.scenario();
    const bool seafarers = s.uses(Product::Seafarers) || s.uses(Product::SeafarersFiveSix);
    if (!seafarers)
        sink.add("cloth.need-ships",
            "The board has " + std::to_string(villages)
                + " villages, reached by shipping routes, but no Seafarers box is chosen "
                  "(001:L2131).",
            {std::to_string(villages)});
    if (villages < 4)
        sink.add("cloth.villages-too-few",
            "The board has " + std::to_string(villages)
                + " villages: Cloth for Catan ends when 3 or fewer villages still have cloth "
                  "(001:L2163), so it would end at the first bolt.",
            {std::to_string(villages)});
    // 5 chits beside each village and 10 in the general supply (001:L2117): the Seafarers box has
    // 50 Catan chits (001:L2111), with the Seafarers 5–6 extension 85 (RULES-DIGEST §2.4).
    const int needed = 5 * villages + 10;
    const int box = s.uses(Product::SeafarersFiveSix) ? 85 : 50;
    if (seafarers && needed > box)
        sink.add("cloth.chits-exceed-box",
            std::to_string(villages) + " villages need " + std::to_string(needed)
                + " Catan chits (5 each and 10 in the general supply, 001:L2117); the boxes hold "
                + std::to_string(box) + ".",
            {std::to_string(villages), std::to_string(needed), std::to_string(box)});
}

} // namespace isle::validation
