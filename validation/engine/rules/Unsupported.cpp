// SPDX-License-Identifier: GPL-3.0-or-later
// Refusals of what the engine does not play (yet): products, scenario markers and options
// without a rule module. A new rule module removes its refusal from here.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileProducts(const model::Scenario &scenario, RuleSet &rules)
{
    // Base and 5–6 are always on; Seafarers and Cities & Knights switch their rule families on;
    // the other expansions have no rule modules yet.
    for (model::Product p : scenario.products) {
        switch (p) {
        case model::Product::Base:
        case model::Product::BaseFiveSix:
            break;
        case model::Product::Seafarers:
        case model::Product::SeafarersFiveSix:
            rules.seafarers = true;
            break;
        case model::Product::CitiesAndKnights:
        case model::Product::CitiesAndKnightsFiveSix:
            // What of it is implemented yet: Game::compileCitiesKnights.
            rules.citiesKnights = true;
            break;
        case model::Product::TradersAndBarbarians:
        case model::Product::TradersAndBarbariansFiveSix:
            return refusal("product-not-implemented", {std::string(model::toString(p))},
                "rule not implemented: Traders & Barbarians scenarios (RULES-DIGEST "
                "§5.15)");
        case model::Product::ExplorersAndPirates:
        case model::Product::ExplorersAndPiratesFiveSix:
            return refusal("product-not-implemented", {std::string(model::toString(p))},
                "rule not implemented: Explorers & Pirates (RULES-DIGEST §5.16)");
        }
    }
    return std::nullopt;
}

Game::Refusal Game::refuseUnsupportedOptions(const model::Scenario &scenario)
{
    if (scenario.rules.friendlyRobber)
        return refusal("friendly-robber-not-implemented", {},
            "rule not implemented: the friendly robber (Traders & Barbarians variant)");
    return std::nullopt;
}

Game::Refusal Game::refuseUnsupportedMarkers(const model::Scenario &scenario)
{
    // The scenario markers of Seafarers scenarios 5–9 whose rules are not implemented yet;
    // NoSettlementAtSetup is played by rules/base/Building, the Forgotten Tribe's gifts
    // (CatanChitVp, DevelopmentCard) by rules/seafarers/Gifts, Cloth for Catan's villages by
    // rules/seafarers/Cloth, The Pirate Islands' pieces, fortresses and fleet by
    // rules/seafarers/PirateIslands, The Wonders of Catan's sites by rules/seafarers/Wonders.
    for (const model::Marker &m : scenario.board.markers()) {
        using model::MarkerType;
        switch (m.type) {
        case MarkerType::NoSettlementAtSetup:
        case MarkerType::CatanChitVp:
        case MarkerType::DevelopmentCard:
        case MarkerType::Village:
        case MarkerType::StartSettlement:
        case MarkerType::StartShip:
        case MarkerType::PirateFortress:
        case MarkerType::FortressRouteSettlementSite:
        case MarkerType::NoPirateAttackHex:
        case MarkerType::PiratePath:
        case MarkerType::WonderSiteGreatWall:
        case MarkerType::WonderSiteGreatBridge:
            continue;
        default:
            return refusal("marker-not-implemented", {std::string(model::toString(m.type)), ""},
                "rule not implemented: marker '" + std::string(model::toString(m.type)) + "'");
        }
    }
    return std::nullopt;
}

} // namespace isle::validation
