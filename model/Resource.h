// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EnumStrings.h"

#include <cstdint>

namespace isle::model {

/// The five resources of the base game (001:L82–108).
enum class Resource : std::uint8_t { Brick, Lumber, Wool, Grain, Ore };

inline constexpr int ResourceCount = 5;
inline constexpr std::array<Resource, 5> AllResources {
    Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain, Resource::Ore};

inline constexpr EnumStrings<Resource, 5> ResourceNames {{{
    {Resource::Brick, "brick"},
    {Resource::Lumber, "lumber"},
    {Resource::Wool, "wool"},
    {Resource::Grain, "grain"},
    {Resource::Ore, "ore"},
}}};

constexpr std::string_view toString(Resource r)
{
    return ResourceNames.toString(r);
}
constexpr int index(Resource r)
{
    return static_cast<int>(r);
}

} // namespace isle::model
