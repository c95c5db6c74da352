// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EnumStrings.h"

#include <cstdint>

namespace isle::model {

/// The boxes a scenario needs (their components bound what a map may use; RULES-DIGEST §2).
enum class Product : std::uint8_t {
    Base,
    BaseFiveSix,
    Seafarers,
    SeafarersFiveSix,
    CitiesAndKnights,
    CitiesAndKnightsFiveSix,
    TradersAndBarbarians,
    TradersAndBarbariansFiveSix,
    ExplorersAndPirates,
    ExplorersAndPiratesFiveSix,
};

inline constexpr int ProductCount = 10;

inline constexpr EnumStrings<Product, ProductCount> ProductNames {{{
    {Product::Base, "base"},
    {Product::BaseFiveSix, "base-5-6"},
    {Product::Seafarers, "seafarers"},
    {Product::SeafarersFiveSix, "seafarers-5-6"},
    {Product::CitiesAndKnights, "cities-knights"},
    {Product::CitiesAndKnightsFiveSix, "cities-knights-5-6"},
    {Product::TradersAndBarbarians, "traders-barbarians"},
    {Product::TradersAndBarbariansFiveSix, "traders-barbarians-5-6"},
    {Product::ExplorersAndPirates, "explorers-pirates"},
    {Product::ExplorersAndPiratesFiveSix, "explorers-pirates-5-6"},
}}};

constexpr std::string_view toString(Product p)
{
    return ProductNames.toString(p);
}

} // namespace isle::model
