// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EnumStrings.h"
#include "Resource.h"

#include <cstdint>
#include <optional>

namespace isle::model {

/// The three Cities & Knights commodities (001:L3146–3149). Only cities produce them, and only
/// on forest, pasture and mountains: a city there takes 1 resource + 1 commodity instead of 2
/// resources (001:L3336–3338, Illustration G; 002:L65).
enum class Commodity : std::uint8_t { Paper, Cloth, Coin };

inline constexpr int CommodityCount = 3;
inline constexpr std::array<Commodity, 3> AllCommodities {
    Commodity::Paper, Commodity::Cloth, Commodity::Coin};

inline constexpr EnumStrings<Commodity, 3> CommodityNames {{{
    {Commodity::Paper, "paper"},
    {Commodity::Cloth, "cloth"},
    {Commodity::Coin, "coin"},
}}};

constexpr std::string_view toString(Commodity c)
{
    return CommodityNames.toString(c);
}
constexpr int index(Commodity c)
{
    return static_cast<int>(c);
}

/// The commodity a city earns beside a hex producing `r`: forest (lumber) → paper, pasture
/// (wool) → cloth, mountains (ore) → coin; none for brick and grain (001:L3146–3149).
constexpr std::optional<Commodity> commodityBeside(Resource r)
{
    switch (r) {
    case Resource::Lumber:
        return Commodity::Paper;
    case Resource::Wool:
        return Commodity::Cloth;
    case Resource::Ore:
        return Commodity::Coin;
    case Resource::Brick:
    case Resource::Grain:
        break;
    }
    return std::nullopt;
}

} // namespace isle::model
