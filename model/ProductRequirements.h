// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Product.h"

#include <algorithm>
#include <vector>

namespace isle::model {

/// The boxes a product cannot be played without: every expansion needs CATAN (Seafarers
/// 001:L1354, C&K 000/CK#3, T&B 001:L5590, E&P 001:L6215), CATAN 5-6 needs CATAN (001:L1006),
/// and each 5-6 extension needs its expansion and CATAN 5-6 (Seafarers 5-6 001:L2568, C&K 5-6
/// 001:L4109, T&B 5-6 001:L5590, E&P 5-6 001:L7041).
inline std::vector<Product> requiredProducts(Product p)
{
    switch (p) {
    case Product::Base:
        return {};
    case Product::BaseFiveSix:
    case Product::Seafarers:
    case Product::CitiesAndKnights:
    case Product::TradersAndBarbarians:
    case Product::ExplorersAndPirates:
        return {Product::Base};
    case Product::SeafarersFiveSix:
        return {Product::Base, Product::BaseFiveSix, Product::Seafarers};
    case Product::CitiesAndKnightsFiveSix:
        return {Product::Base, Product::BaseFiveSix, Product::CitiesAndKnights};
    case Product::TradersAndBarbariansFiveSix:
        return {Product::Base, Product::BaseFiveSix, Product::TradersAndBarbarians};
    case Product::ExplorersAndPiratesFiveSix:
        return {Product::Base, Product::BaseFiveSix, Product::ExplorersAndPirates};
    }
    return {};
}

/// `products` with every box they need added, in enum order, without duplicates: the set a
/// real shelf holds (Seafarers alone is no playable set).
inline std::vector<Product> withRequiredProducts(std::vector<Product> products)
{
    const std::size_t given = products.size();
    for (std::size_t i = 0; i < given; ++i)
        for (Product needed : requiredProducts(products[i]))
            products.push_back(needed);
    std::sort(products.begin(), products.end());
    products.erase(std::unique(products.begin(), products.end()), products.end());
    return products;
}

} // namespace isle::model
