// SPDX-License-Identifier: GPL-3.0-or-later
#include "GiftChecks.h"

#include "model/NumberToken.h"

#include <algorithm>

namespace isle::validation {

using model::MarkerType;
using model::Product;
using Id = ScenarioIndex::Id;

namespace {

bool isGift(MarkerType t)
{
    return t == MarkerType::CatanChitVp || t == MarkerType::DevelopmentCard;
}

std::string edgeText(const model::EdgeCoord &e)
{
    return IssueSink::hexText(e.hex) + " side " + std::to_string(model::index(e.side));
}

void checkGiftEdges(const ScenarioIndex &index, IssueSink &sink)
{
    // "Place the 8 Catan chits on the marked coastlines" (001:L2027): a gift lies between land
    // and water, where a ship built or moved onto the edge takes it (001:L2055, L2067).
    const model::Board &board = index.board();
    int cards = 0, gifts = 0;
    for (const model::Marker &m : board.markers()) {
        if (!isGift(m.type))
            continue;
        ++gifts;
        cards += m.type == MarkerType::DevelopmentCard ? 1 : 0;
        bool land = false, water = false;
        for (model::HexCoord h : m.edge.hexes()) {
            const auto t = board.terrainAt(h);
            land = land || (t && model::isLand(*t));
            water = water || (t && model::isWater(*t));
        }
        if (!land || !water) {
            const std::string where = edgeText(m.edge);
            const std::string what(model::toString(m.type));
            if (auto *issue = sink.add("gifts.not-on-coast",
                    "The gift '" + what + "' on " + where
                        + " is not on a coastline: a ship takes it from an edge between land and "
                          "water (001:L2027, L2055).",
                    {what, IssueSink::hexText(m.edge.hex),
                        std::to_string(model::index(m.edge.side))}))
                issue->edges = {m.edge};
        }
    }
    const model::Scenario &s = index.scenario();
    if (gifts > 0 && !s.uses(Product::Seafarers) && !s.uses(Product::SeafarersFiveSix))
        sink.add("gifts.need-ships",
            "The board has " + std::to_string(gifts)
                + " gifts on coast edges, taken by ships, but no Seafarers box is chosen "
                  "(001:L2055).",
            {std::to_string(gifts)});
    // The card gifts are the deck's top cards (001:L2029): 25 cards, 34 with a 5–6 box.
    const bool fiveSix = s.uses(Product::BaseFiveSix) || s.uses(Product::SeafarersFiveSix);
    const int deck = fiveSix ? 34 : 25;
    if (cards > deck)
        sink.add("gifts.cards-exceed-deck",
            "The board has " + std::to_string(cards)
                + " development card gifts, but the deck holds only " + std::to_string(deck)
                + " cards (001:L2029).",
            {std::to_string(cards), std::to_string(deck)});
}

void checkClosedAreaTokens(const ScenarioIndex &index, IssueSink &sink)
{
    // "The small islands all remain without number tokens" (001:L2031): where nobody may ever
    // settle, a token would produce for nobody.
    if (!sink.wants("tokens.on-closed-area"))
        return;
    const model::Scenario &s = index.scenario();
    // The Pirate Islands' fortresses and marked intersections are settlements there once
    // captured or built (001:L2260, L2282): the hexes beside them produce.
    std::vector<model::HexCoord> settled;
    for (const model::Marker &m : s.board.markers())
        if (m.type == model::MarkerType::PirateFortress
            || m.type == model::MarkerType::FortressRouteSettlementSite)
            for (model::HexCoord t : m.corner.touchingHexes())
                settled.push_back(t);
    for (Id h = 0; h < index.hexCount(); ++h) {
        const ScenarioIndex::HexInfo &hex = index.hex(h);
        if (hex.area < 0 || !model::isValidTokenValue(hex.token))
            continue;
        const model::Area &area = s.areas[static_cast<std::size_t>(hex.area)];
        if (area.settlementsAllowed)
            continue;
        const model::HexCoord c = index.topology().hex(h);
        if (std::find(settled.begin(), settled.end(), c) != settled.end())
            continue;
        if (auto *issue = sink.add("tokens.on-closed-area",
                "The hex " + IssueSink::hexText(c) + " carries the number "
                    + std::to_string(hex.token) + ", but nobody may settle in its area '" + area.id
                    + "' (001:L2031).",
                {IssueSink::hexText(c), std::to_string(hex.token), area.id}))
            issue->hexes = {c};
    }
}

} // namespace

void runGiftChecks(const ScenarioIndex &index, IssueSink &sink)
{
    checkGiftEdges(index, sink);
    checkClosedAreaTokens(index, sink);
}

} // namespace isle::validation
