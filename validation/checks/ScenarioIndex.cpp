// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioIndex.h"

#include "model/NumberToken.h"

namespace isle::validation {

using model::MarkerType;
using model::Product;
using model::Terrain;

namespace {

// Marks on an intersection that keep starting settlements away (RULES-DIGEST §4.1: Seafarers 6
// villages, 7 fortresses, 8 wonder sites and "!" spots, plus the explicit set-up restriction).
bool blocksStart(MarkerType t)
{
    switch (t) {
    case MarkerType::NoSettlementAtSetup:
    case MarkerType::Village:
    case MarkerType::PirateFortress:
    case MarkerType::WonderSiteGreatWall:
    case MarkerType::WonderSiteGreatBridge:
        return true;
    default:
        return false;
    }
}

std::int8_t narrow(int v)
{
    return static_cast<std::int8_t>(v);
}

} // namespace

ScenarioIndex::ScenarioIndex(const model::Scenario &scenario)
    : m_scenario(scenario)
    , m_topology(scenario.board)
    , m_islands(scenario.board)
{
    m_hasShips = scenario.uses(Product::Seafarers) || scenario.uses(Product::SeafarersFiveSix)
        || scenario.uses(Product::ExplorersAndPirates)
        || scenario.uses(Product::ExplorersAndPiratesFiveSix);

    m_hexes.resize(static_cast<std::size_t>(m_topology.hexCount()));
    std::vector<bool> areaStartAllowed(scenario.areas.size());
    std::vector<bool> areaSettleAllowed(scenario.areas.size());
    for (std::size_t a = 0; a < scenario.areas.size(); ++a) {
        areaStartAllowed[a] = scenario.areas[a].startAllowed;
        areaSettleAllowed[a] = scenario.areas[a].settlementsAllowed;
    }

    for (const model::Hex &h : scenario.board.hexes()) {
        const Id id = m_topology.hexId(h.coord);
        if (id == NoId)
            continue; // frame
        HexInfo &info = m_hexes[static_cast<std::size_t>(id)];
        info.terrain = h.terrain;
        info.land = model::isLand(h.terrain);
        if (info.land) {
            ++m_landHexCount;
            info.island = m_islands.islandOf(h.coord);
        }
        if (h.token)
            info.token = narrow(h.token->value);
        if (const auto r = model::producedResource(h.terrain))
            info.resource = narrow(model::index(*r));
        info.gold = h.terrain == Terrain::Gold;
        if ((info.resource >= 0 || info.gold) && model::isValidTokenValue(info.token))
            info.pips = narrow(model::pips(info.token));
        if (!h.area.empty()) {
            for (std::size_t a = 0; a < scenario.areas.size(); ++a)
                if (scenario.areas[a].id == h.area)
                    info.area = static_cast<std::int16_t>(a);
        }
    }

    m_corners.resize(static_cast<std::size_t>(m_topology.cornerCount()));
    for (Id c = 0; c < m_topology.cornerCount(); ++c) {
        CornerInfo &info = m_corners[static_cast<std::size_t>(c)];
        bool allowed = true, settle = true;
        for (Id h : m_topology.cornerHexes(c)) {
            if (h == NoId)
                continue;
            const HexInfo &hex = m_hexes[static_cast<std::size_t>(h)];
            if (!hex.land)
                continue;
            if (info.landHexes++ == 0)
                info.island = hex.island;
            info.pips = narrow(info.pips + hex.pips);
            if (hex.gold)
                info.goldPips = narrow(info.goldPips + hex.pips);
            if (hex.resource >= 0) {
                auto &slot = info.resourcePips[static_cast<std::size_t>(hex.resource)];
                slot = narrow(slot + hex.pips);
            }
            if (hex.area >= 0 && !areaStartAllowed[static_cast<std::size_t>(hex.area)])
                allowed = false;
            // An area where nobody may ever settle (The Forgotten Tribe, 001:L2041).
            if (hex.area >= 0 && !areaSettleAllowed[static_cast<std::size_t>(hex.area)])
                settle = false;
        }
        info.buildable = info.landHexes > 0 && settle;
        info.startEligible = info.buildable && allowed;
    }

    for (const model::Marker &m : scenario.board.markers()) {
        if (model::markerSite(m.type) != model::MarkerSite::Corner)
            continue;
        const Id c = m_topology.cornerId(m.corner);
        if (c == NoId)
            continue;
        CornerInfo &info = m_corners[static_cast<std::size_t>(c)];
        if (blocksStart(m.type))
            info.startEligible = false;
        if (m.type == MarkerType::StartSettlement)
            info.presetSettlement = true;
    }

    for (const model::Harbor &harbor : scenario.board.harbors()) {
        std::uint8_t bit = GenericHarbor;
        if (const auto r = model::harborResource(harbor.type))
            bit = specialHarborBit(*r);
        else if (harbor.type == model::HarborType::Unassigned)
            bit = UnassignedHarbor;
        for (const model::CornerCoord &corner : harbor.servedCorners()) {
            const Id c = m_topology.cornerId(corner);
            if (c != NoId)
                m_corners[static_cast<std::size_t>(c)].harbors |= bit;
        }
    }
}

} // namespace isle::validation
