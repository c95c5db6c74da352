// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/BoardTopology.h"
#include "model/Scenario.h"
#include "validation/Islands.h"

#include <array>
#include <cstdint>
#include <vector>

namespace isle::validation {

/// A scenario compiled once for the checks and the statistics: the board topology with dense ids,
/// the islands, and flat per-hex / per-intersection tables so that no check searches the board.
/// Holds a reference to the scenario, which must outlive the index.
class ScenarioIndex
{
public:
    using Id = model::BoardTopology::Id;
    static constexpr Id NoId = model::BoardTopology::NoId;

    /// Harbor access bits of an intersection: bit 0 = 3:1, bit 1 + resource = 2:1 of that
    /// resource, bit 6 = a harbor whose type is drawn at set-up.
    enum HarborBits : std::uint8_t { GenericHarbor = 1u, UnassignedHarbor = 1u << 6 };
    static constexpr std::uint8_t specialHarborBit(model::Resource r)
    {
        return static_cast<std::uint8_t>(1u << (1 + model::index(r)));
    }

    struct HexInfo
    {
        model::Terrain terrain = model::Terrain::Sea;
        std::int8_t token = 0; ///< number token value, 0 = none
        std::int8_t pips = 0; ///< pips of the token when the hex produces (resource or gold)
        std::int8_t resource = -1; ///< index of the produced resource, -1 = none
        bool gold = false; ///< Seafarers gold field: produces a resource of choice
        bool land = false;
        std::int16_t area = -1; ///< index into Scenario::areas, -1 = none / unknown id
        std::int32_t island = -1; ///< island of a land hex, -1 otherwise
    };

    struct CornerInfo
    {
        std::int8_t landHexes = 0; ///< land hexes touching the intersection
        std::int8_t pips = 0; ///< sum of pips of the producing hexes touching it
        std::int8_t goldPips = 0; ///< part of `pips` coming from gold fields
        std::array<std::int8_t, model::ResourceCount> resourcePips {};
        std::uint8_t harbors = 0; ///< HarborBits
        bool buildable = false; ///< touches land: a settlement may stand here in the game
        bool startEligible = false; ///< buildable and allowed for starting settlements
        bool presetSettlement = false; ///< a start_settlement marker sits here
        std::int32_t island = -1; ///< island of the first land hex touching it
    };

    explicit ScenarioIndex(const model::Scenario &scenario);

    const model::Scenario &scenario() const { return m_scenario; }
    const model::Board &board() const { return m_scenario.board; }
    const model::BoardTopology &topology() const { return m_topology; }
    const Islands &islands() const { return m_islands; }

    int hexCount() const { return m_topology.hexCount(); }
    int cornerCount() const { return m_topology.cornerCount(); }
    /* 0 <= h < hexCount() */
    const HexInfo &hex(Id h) const { return m_hexes[static_cast<std::size_t>(h)]; }
    /* 0 <= c < cornerCount() */
    const CornerInfo &corner(Id c) const { return m_corners[static_cast<std::size_t>(c)]; }
    const std::vector<HexInfo> &hexes() const { return m_hexes; }
    const std::vector<CornerInfo> &corners() const { return m_corners; }

    /// Land hexes, and those of them that produce (a resource or gold) with a token.
    int landHexCount() const { return m_landHexCount; }
    /// True when the scenario's products include ships (Seafarers or Explorers & Pirates).
    bool hasShips() const { return m_hasShips; }

private:
    const model::Scenario &m_scenario;
    model::BoardTopology m_topology;
    Islands m_islands;
    std::vector<HexInfo> m_hexes;
    std::vector<CornerInfo> m_corners;
    int m_landHexCount = 0;
    bool m_hasShips = false;
};

} // namespace isle::validation
