// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EdgeCoord.h"
#include "EnumStrings.h"
#include "Resource.h"

#include <optional>

namespace isle::model {

/// Generic 3:1 or a 2:1 harbor for one resource (001:L501–511); Unassigned harbors take their
/// type from the harbor pool at set-up.
enum class HarborType : std::uint8_t { Generic, Brick, Lumber, Wool, Grain, Ore, Unassigned };

inline constexpr EnumStrings<HarborType, 7> HarborTypeNames {{{
    {HarborType::Generic, "3:1"},
    {HarborType::Brick, "brick"},
    {HarborType::Lumber, "lumber"},
    {HarborType::Wool, "wool"},
    {HarborType::Grain, "grain"},
    {HarborType::Ore, "ore"},
    {HarborType::Unassigned, "unassigned"},
}}};

constexpr std::string_view toString(HarborType t)
{
    return HarborTypeNames.toString(t);
}

/// The resource a 2:1 harbor trades, if any.
constexpr std::optional<Resource> harborResource(HarborType t)
{
    switch (t) {
    case HarborType::Brick:
        return Resource::Brick;
    case HarborType::Lumber:
        return Resource::Lumber;
    case HarborType::Wool:
        return Resource::Wool;
    case HarborType::Grain:
        return Resource::Grain;
    case HarborType::Ore:
        return Resource::Ore;
    default:
        return std::nullopt;
    }
}

/// A harbor token. It lies on the water hex `hex` (sea or frame) and faces side `facing` toward
/// the land hex it serves; the two intersections at the ends of that side may use it
/// (001:L2427, layouts README §1).
struct Harbor
{
    HexCoord hex;
    Direction facing = Direction::East;
    HarborType type = HarborType::Generic;
    /// Locked by the designer on a dealt board: a new deal keeps its type (DealLocks).
    bool fixed = false;

    HexCoord landHex() const { return hex.neighbor(facing); }
    EdgeCoord edge() const { return EdgeCoord::of(hex, facing); }
    std::array<CornerCoord, 2> servedCorners() const { return edge().corners(); }

    bool operator==(const Harbor &) const = default;
};

} // namespace isle::model
