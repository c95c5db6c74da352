// SPDX-License-Identifier: GPL-3.0-or-later
#include "WonderCard.h"

namespace isle::model {

namespace {

constexpr const char *JSettlers
    = "JSettlers2 soc/game/SOCSpecialItem REQ_SC_WOND and COST_SC_WOND (the rulebook's card is a "
      "picture, 001:L2361)";

WonderCard card(std::string name, WonderNeeds needs, std::array<int, ResourceCount> cost,
    std::string source = JSettlers)
{
    return {std::move(name), needs, cost, std::move(source)};
}

} // namespace

std::vector<WonderCard> seafarersWonderCards()
{
    // Level costs by Resource: brick, lumber, wool, grain, ore.
    return {
        card("Theater", {.cities = 2}, {1, 1, 3, 0, 0}),
        card("Great Bridge", {.settlementOn = MarkerType::WonderSiteGreatBridge}, {0, 3, 1, 1, 0}),
        card("Monument", {.cities = 1, .cityAtHarbor = true, .tradeRoute = 5}, {0, 0, 0, 3, 2},
            "needs: 001:L2361 (\"a city at a harbor and ... a trade route with at least 5 "
            "consecutive, unbranched roads or ships\"); level cost: JSettlers2 "
            "soc/game/SOCSpecialItem COST_SC_WOND"),
        card("Great Wall", {.settlementOn = MarkerType::WonderSiteGreatWall}, {3, 1, 0, 1, 0}),
        card("Cathedral", {.cities = 1, .victoryPoints = 6}, {1, 0, 0, 1, 3}),
    };
}

} // namespace isle::model
