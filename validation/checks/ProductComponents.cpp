// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProductComponents.h"

#include "model/ProductRequirements.h"

#include <algorithm>
#include <initializer_list>

namespace isle::validation {

using model::Product;
using model::Terrain;

namespace {

void add(ProductComponents &c, Terrain t, int n)
{
    int &slot = c.terrain[static_cast<std::size_t>(model::index(t))];
    if (slot != ProductComponents::Unknown)
        slot += n;
}

struct Pieces
{
    Terrain terrain;
    int count;
};

void add(ProductComponents &c, std::initializer_list<Pieces> pieces)
{
    for (const Pieces &p : pieces)
        add(c, p.terrain, p.count);
}

void unknown(ProductComponents &c, Terrain t)
{
    c.terrain[static_cast<std::size_t>(model::index(t))] = ProductComponents::Unknown;
    c.complete = false;
}

void addTokens(ProductComponents &c, const std::array<int, 13> &tokens)
{
    for (std::size_t v = 0; v < tokens.size(); ++v)
        c.tokens[v] += tokens[v];
}

constexpr std::array<Terrain, 6> BaseTerrains {Terrain::Hills, Terrain::Forest, Terrain::Pasture,
    Terrain::Fields, Terrain::Mountains, Terrain::Desert};

} // namespace

std::array<int, 13> ProductComponents::baseTokens()
{
    return {0, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1};
}

std::array<int, 13> ProductComponents::fiveSixTokens()
{
    return {0, 0, 2, 3, 3, 3, 3, 0, 3, 3, 3, 3, 2};
}

CitiesKnightsComponents ProductComponents::citiesKnightsOf(const std::vector<Product> &products)
{
    // The 5–6 extension is never played without the box (001:L4113): naming it names both.
    const std::vector<Product> shelf = model::withRequiredProducts(products);
    auto uses = [&](Product p) {
        return std::find(shelf.begin(), shelf.end(), p) != shelf.end();
    };
    CitiesKnightsComponents ck;
    if (!uses(Product::CitiesAndKnights))
        return ck;
    ck.colours = 4; // wooden pieces in 4 colours (001:L3159)
    ck.knightsPerColour = 6;
    ck.cityWallsPerColour = 3;
    ck.metropolises = 3;
    ck.commodityCards = 36;
    ck.progressCards = 54;
    ck.defenderCards = 6;
    ck.progressVictoryPoints = 2;
    ck.merchantVictoryPoints = 1;
    ck.victoryTarget = 13;
    if (uses(Product::CitiesAndKnightsFiveSix)) { // §2.6: pieces in green and brown (001:L4123)
        ck.colours += 2;
        ck.commodityCards += 18;
        ck.defenderCards += 2;
    }
    return ck;
}

ProductComponents ProductComponents::of(const std::vector<Product> &products)
{
    auto uses = [&](Product p) {
        return std::find(products.begin(), products.end(), p) != products.end();
    };
    ProductComponents c;
    const bool seafarers = uses(Product::Seafarers) || uses(Product::SeafarersFiveSix);

    if (uses(Product::Base)) { // §2.1 (derived per-type counts)
        add(c,
            {{Terrain::Hills, 3}, {Terrain::Forest, 4}, {Terrain::Pasture, 4}, {Terrain::Fields, 4},
                {Terrain::Mountains, 3}, {Terrain::Desert, 1}});
        addTokens(c, baseTokens());
        if (!seafarers) { // Seafarers maps do not use the base harbor pieces (001:L1374)
            c.specialHarbors.fill(1);
            c.genericHarbors += 4;
        }
    }
    if (uses(Product::BaseFiveSix)) { // §2.2
        for (Terrain t : BaseTerrains)
            add(c, t, t == Terrain::Desert ? 1 : 2);
        addTokens(c, fiveSixTokens());
        if (!seafarers) {
            ++c.specialHarbors[static_cast<std::size_t>(model::index(model::Resource::Wool))];
            ++c.genericHarbors;
        }
    }
    if (uses(Product::Seafarers)) { // §2.3: 19 sea, 11 land, 10 tokens (one of each), 10 harbors
        add(c,
            {{Terrain::Sea, 19}, {Terrain::Desert, 2}, {Terrain::Gold, 2}, {Terrain::Fields, 1},
                {Terrain::Forest, 1}, {Terrain::Pasture, 1}, {Terrain::Mountains, 2},
                {Terrain::Hills, 2}});
        for (int v = 2; v <= 12; ++v)
            if (v != 7)
                ++c.tokens[static_cast<std::size_t>(v)];
        // The split of the 10 harbor tokens is not printed; scenarios use one 2:1 per resource
        // and up to 4 generic (§2.3), so 5 + 5 is assumed.
        for (int &n : c.specialHarbors)
            n = std::max(n, 1);
        c.genericHarbors += 5;
    }
    if (uses(Product::SeafarersFiveSix)) { // §2.4: 7 sea, 2 gold, 1 desert, 2 harbors (6 + 5 used)
        add(c, {{Terrain::Sea, 7}, {Terrain::Gold, 2}, {Terrain::Desert, 1}});
        ++c.specialHarbors[static_cast<std::size_t>(model::index(model::Resource::Wool))];
        ++c.genericHarbors;
    }
    if (uses(Product::TradersAndBarbarians)) { // §2.7: river tiles' terrains are picture-only
        add(c,
            {{Terrain::Lake, 1}, {Terrain::Oasis, 1}, {Terrain::Castle, 1},
                {Terrain::TradeCastle, 1}, {Terrain::Quarry, 1}, {Terrain::Glassworks, 1},
                {Terrain::Swamp, 2}});
        for (Terrain t : BaseTerrains)
            unknown(c, t);
    }
    if (uses(Product::TradersAndBarbariansFiveSix)) { // §2.8
        add(c,
            {{Terrain::Lake, 1}, {Terrain::Oasis, 1}, {Terrain::Castle, 1},
                {Terrain::TradeCastle, 1}, {Terrain::Quarry, 2}, {Terrain::Glassworks, 2}});
        unknown(c, Terrain::Swamp);
        for (Terrain t : BaseTerrains)
            unknown(c, t);
    }
    if (uses(Product::ExplorersAndPirates)
        || uses(Product::ExplorersAndPiratesFiveSix)) { // §2.9–2.10
        add(c,
            {{Terrain::PirateLair, 6}, {Terrain::FishShoal, 6}, {Terrain::Spice, 6},
                {Terrain::Council, 1}});
        if (uses(Product::ExplorersAndPiratesFiveSix))
            add(c, Terrain::PirateLair, 2);
        unknown(c, Terrain::Sea);
        for (Terrain t : BaseTerrains)
            unknown(c, t);
        c.tokensKnown = false; // E&P token values are printed only partly (§2.9)
        c.complete = false;
    }
    c.citiesKnights = citiesKnightsOf(products); // C&K adds no hexes: it plays on the base board
    return c;
}

} // namespace isle::validation
