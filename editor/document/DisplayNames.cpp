// SPDX-License-Identifier: GPL-3.0-or-later
#include "DisplayNames.h"

#include "model/RuleOptions.h"

namespace isle::editor {

QString DisplayNames::terrain(model::Terrain t)
{
    using model::Terrain;
    switch (t) {
    case Terrain::Hills:
        return tr("Hills");
    case Terrain::Forest:
        return tr("Forest");
    case Terrain::Pasture:
        return tr("Pasture");
    case Terrain::Fields:
        return tr("Fields");
    case Terrain::Mountains:
        return tr("Mountains");
    case Terrain::Desert:
        return tr("Desert");
    case Terrain::Gold:
        return tr("Gold field");
    case Terrain::Sea:
        return tr("Sea");
    case Terrain::Frame:
        return tr("Frame");
    case Terrain::Fog:
        return tr("Fog");
    case Terrain::Unassigned:
        return tr("Unassigned land");
    case Terrain::Lake:
        return tr("Lake");
    case Terrain::Swamp:
        return tr("Swamp");
    case Terrain::Oasis:
        return tr("Oasis");
    case Terrain::Castle:
        return tr("Castle");
    case Terrain::TradeCastle:
        return tr("Trade castle");
    case Terrain::Quarry:
        return tr("Quarry");
    case Terrain::Glassworks:
        return tr("Glassworks");
    case Terrain::Spice:
        return tr("Spice");
    case Terrain::FishShoal:
        return tr("Fish shoal");
    case Terrain::PirateLair:
        return tr("Pirate lair");
    case Terrain::Council:
        return tr("Council of Catan");
    }
    return {};
}

QString DisplayNames::harborType(model::HarborType t)
{
    using model::HarborType;
    switch (t) {
    case HarborType::Generic:
        return tr("3:1 harbor");
    case HarborType::Brick:
        return tr("Brick 2:1");
    case HarborType::Lumber:
        return tr("Lumber 2:1");
    case HarborType::Wool:
        return tr("Wool 2:1");
    case HarborType::Grain:
        return tr("Grain 2:1");
    case HarborType::Ore:
        return tr("Ore 2:1");
    case HarborType::Unassigned:
        return tr("Unassigned harbor");
    }
    return {};
}

QString DisplayNames::markerType(model::MarkerType t)
{
    using model::MarkerType;
    switch (t) {
    case MarkerType::NoSettlementAtSetup:
        return tr("No starting settlement");
    case MarkerType::StartSettlement:
        return tr("Starting settlement");
    case MarkerType::StartRoad:
        return tr("Starting road");
    case MarkerType::StartShip:
        return tr("Starting ship");
    case MarkerType::Village:
        return tr("Village");
    case MarkerType::CatanChitVp:
        return tr("Catan chit");
    case MarkerType::PirateFortress:
        return tr("Pirate fortress");
    case MarkerType::FortressRouteSettlementSite:
        return tr("Fortress route site");
    case MarkerType::DevelopmentCard:
        return tr("Development card spot");
    case MarkerType::WonderSiteGreatWall:
        return tr("Great Wall site");
    case MarkerType::WonderSiteGreatBridge:
        return tr("Great Bridge site");
    case MarkerType::FishingGround:
        return tr("Fishing ground");
    case MarkerType::BarbarianStart:
        return tr("Barbarian start");
    case MarkerType::NoPirateAttackHex:
        return tr("No pirate attack");
    case MarkerType::PiratePath:
        return tr("Pirate fleet path");
    }
    return {};
}

QString DisplayNames::product(model::Product p)
{
    using model::Product;
    switch (p) {
    case Product::Base:
        return tr("Catan (base game)");
    case Product::BaseFiveSix:
        return tr("Catan 5–6 player extension");
    case Product::Seafarers:
        return tr("Seafarers");
    case Product::SeafarersFiveSix:
        return tr("Seafarers 5–6 player extension");
    case Product::CitiesAndKnights:
        return tr("Cities & Knights");
    case Product::CitiesAndKnightsFiveSix:
        return tr("Cities & Knights 5–6 player extension");
    case Product::TradersAndBarbarians:
        return tr("Traders & Barbarians");
    case Product::TradersAndBarbariansFiveSix:
        return tr("Traders & Barbarians 5–6 player extension");
    case Product::ExplorersAndPirates:
        return tr("Explorers & Pirates");
    case Product::ExplorersAndPiratesFiveSix:
        return tr("Explorers & Pirates 5–6 player extension");
    }
    return {};
}

QString DisplayNames::commodity(model::Commodity c)
{
    switch (c) {
    case model::Commodity::Paper:
        return tr("Paper");
    case model::Commodity::Cloth:
        return tr("Cloth");
    case model::Commodity::Coin:
        return tr("Coin");
    }
    return {};
}

QString DisplayNames::tokenPlacement(model::TokenPlacement p)
{
    switch (p) {
    case model::TokenPlacement::Fixed:
        return tr("Fixed (as on the board)");
    case model::TokenPlacement::Spiral:
        return tr("Spiral (letter order)");
    case model::TokenPlacement::Random:
        return tr("Random from the token pool");
    }
    return {};
}

QString DisplayNames::letterSequence(model::LetterSequence s)
{
    switch (s) {
    case model::LetterSequence::Base:
        return tr("Base game (A–R)");
    case model::LetterSequence::FiveSix:
        return tr("5–6 players (A–Zc)");
    case model::LetterSequence::Custom:
        return tr("Custom");
    }
    return {};
}

QString DisplayNames::specialVictoryKind(model::SpecialVictoryKind k)
{
    switch (k) {
    case model::SpecialVictoryKind::ForeignIslandSettlement:
        return tr("First settlement on each foreign island");
    case model::SpecialVictoryKind::AreaFirstSettlement:
        return tr("First settlement in an area");
    case model::SpecialVictoryKind::AreaSettlement:
        return tr("Every settlement in an area");
    }
    return {};
}

QString DisplayNames::coordinate(model::HexCoord c)
{
    return tr("(%1, %2)").arg(c.q).arg(c.r);
}

namespace {

/// Looks `name` up in a file-format string table and shows the display name, else `name`.
template<typename Table, typename Show>
QString fromFile(const Table &table, const QString &name, Show show)
{
    if (const auto value = table.fromString(name.toStdString()))
        return show(*value);
    return name;
}

} // namespace

QString DisplayNames::terrainFromFile(const QString &name)
{
    return fromFile(model::TerrainNames, name, &DisplayNames::terrain);
}

QString DisplayNames::harborTypeFromFile(const QString &name)
{
    return fromFile(model::HarborTypeNames, name, &DisplayNames::harborType);
}

QString DisplayNames::markerTypeFromFile(const QString &name)
{
    return fromFile(model::MarkerTypeNames, name, &DisplayNames::markerType);
}

QString DisplayNames::productFromFile(const QString &name)
{
    return fromFile(model::ProductNames, name, &DisplayNames::product);
}

} // namespace isle::editor
