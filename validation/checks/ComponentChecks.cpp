// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComponentChecks.h"

#include "ProductComponents.h"

#include "model/NumberToken.h"

#include <algorithm>

namespace isle::validation {

using model::HarborType;
using model::Product;
using model::Terrain;

namespace {

/// What the map uses: fixed pieces on the board plus the pools drawn at set-up.
struct Needs
{
    std::array<int, model::TerrainCount> terrain {};
    std::array<int, 13> tokens {};
    std::array<int, model::ResourceCount> specialHarbors {};
    int genericHarbors = 0;
};

std::array<int, 13> spiralTokens(const model::Area &area)
{
    switch (area.spiral.sequence) {
    case model::LetterSequence::Base:
        return ProductComponents::baseTokens();
    case model::LetterSequence::FiveSix:
        return ProductComponents::fiveSixTokens();
    case model::LetterSequence::Custom:
        break;
    }
    std::array<int, 13> tokens {};
    for (const model::NumberToken &t : area.spiral.customSequence)
        if (model::isValidTokenValue(t.value))
            ++tokens[static_cast<std::size_t>(t.value)];
    return tokens;
}

void countHarbor(Needs &needs, HarborType type, int n)
{
    if (const auto r = model::harborResource(type))
        needs.specialHarbors[static_cast<std::size_t>(model::index(*r))] += n;
    else if (type == HarborType::Generic)
        needs.genericHarbors += n;
}

Needs countNeeds(const model::Scenario &scenario)
{
    Needs needs;
    auto fixedTokens = [&](const std::string &areaId) {
        const model::Area *area = scenario.area(areaId);
        return !area || area->tokenPlacement == model::TokenPlacement::Fixed;
    };
    for (const model::Hex &h : scenario.board.hexes()) {
        if (h.terrain != Terrain::Frame && h.terrain != Terrain::Unassigned
            && h.terrain != Terrain::Fog)
            ++needs.terrain[static_cast<std::size_t>(model::index(h.terrain))];
        // A fixed hex keeps its printed (or already dealt) token, whatever its area deals.
        if (h.token && model::isValidTokenValue(h.token->value)
            && (fixedTokens(h.area) || h.fixed || h.keepsToken()))
            ++needs.tokens[static_cast<std::size_t>(h.token->value)];
    }
    for (const model::Harbor &h : scenario.board.harbors())
        countHarbor(needs, h.type, 1);
    for (const model::Area &area : scenario.areas) {
        for (const auto &[terrain, n] : area.terrainPool)
            if (terrain != Terrain::Frame && terrain != Terrain::Unassigned
                && terrain != Terrain::Fog)
                needs.terrain[static_cast<std::size_t>(model::index(terrain))] += n;
        if (area.tokenPlacement == model::TokenPlacement::Random) {
            for (int v : area.tokenPool)
                if (model::isValidTokenValue(v))
                    ++needs.tokens[static_cast<std::size_t>(v)];
        } else if (area.tokenPlacement == model::TokenPlacement::Spiral) {
            const auto tokens = spiralTokens(area);
            for (std::size_t v = 0; v < tokens.size(); ++v)
                needs.tokens[v] += tokens[v];
        }
        for (const auto &[type, n] : area.harborPool)
            countHarbor(needs, type, n);
    }
    return needs;
}

enum class StandardBoard { None, Base, FiveSix };

// The land shape of the printed boards, up to translation: base = hexes within distance 2 of a
// centre (19); 5-6 = rows of 3-4-5-6-5-4-3 (30; RULES-DIGEST §3.4).
StandardBoard standardShape(const ScenarioIndex &index)
{
    std::vector<model::HexCoord> land;
    for (const model::Hex &h : index.board().hexes())
        if (model::isLand(h.terrain) || h.terrain == Terrain::Unassigned)
            land.push_back(h.coord); // sorted row-major like the board
    if (land.size() == 19) {
        const model::HexCoord centre = land[9];
        if (std::all_of(land.begin(), land.end(),
                [&](model::HexCoord c) { return c.distanceTo(centre) <= 2; }))
            return StandardBoard::Base;
    }
    if (land.size() == 30) {
        std::vector<model::HexCoord> shape;
        for (int r = -3; r <= 3; ++r)
            for (int q = std::max(-3, -3 - r); q <= std::min(2, 2 - r); ++q)
                shape.push_back({q, r});
        const model::HexCoord offset = land.front() - shape.front();
        bool same = true;
        for (std::size_t i = 0; i < shape.size() && same; ++i)
            same = land[i] == shape[i] + offset;
        if (same)
            return StandardBoard::FiveSix;
    }
    return StandardBoard::None;
}

bool onlyProducts(const model::Scenario &s, std::initializer_list<Product> allowed)
{
    return std::all_of(s.products.begin(), s.products.end(),
        [&](Product p) { return std::find(allowed.begin(), allowed.end(), p) != allowed.end(); });
}

std::string terrainName(std::size_t t)
{
    return std::string(model::toString(static_cast<Terrain>(t)));
}

std::string resourceName(std::size_t resource)
{
    return std::string(model::toString(static_cast<model::Resource>(resource)));
}

void reportMismatch(
    IssueSink &sink, const std::string &what, const std::string &name, int used, int expected)
{
    sink.add("components.standard-mismatch",
        "The standard board uses " + std::to_string(used) + " " + what + " " + name
            + "; the boxes hold exactly " + std::to_string(expected) + ".",
        {what, name, std::to_string(used), std::to_string(expected)});
}

// Standard boards use the boxes' pieces exactly (§2.1–2.2; 5-6 uses only the 28 5-6 tokens, §3.4).
void checkStandardBoard(const Needs &needs, StandardBoard board, IssueSink &sink)
{
    std::array<int, model::TerrainCount> terrain {};
    auto set = [&](Terrain t, int n) {
        terrain[static_cast<std::size_t>(model::index(t))] = n;
    };
    const bool fiveSix = board == StandardBoard::FiveSix;
    set(Terrain::Hills, fiveSix ? 5 : 3);
    set(Terrain::Mountains, fiveSix ? 5 : 3);
    set(Terrain::Forest, fiveSix ? 6 : 4);
    set(Terrain::Pasture, fiveSix ? 6 : 4);
    set(Terrain::Fields, fiveSix ? 6 : 4);
    set(Terrain::Desert, fiveSix ? 2 : 1);
    const auto tokens
        = fiveSix ? ProductComponents::fiveSixTokens() : ProductComponents::baseTokens();
    for (std::size_t t = 0; t < terrain.size(); ++t)
        if (needs.terrain[t] != terrain[t])
            reportMismatch(sink, "hexes of", terrainName(t), needs.terrain[t], terrain[t]);
    for (std::size_t v = 2; v < tokens.size(); ++v)
        if (v != 7 && needs.tokens[v] != tokens[v])
            reportMismatch(sink, "number tokens", std::to_string(v), needs.tokens[v], tokens[v]);
    for (std::size_t r = 0; r < needs.specialHarbors.size(); ++r) {
        const int expected
            = fiveSix && r == static_cast<std::size_t>(model::index(model::Resource::Wool)) ? 2 : 1;
        if (needs.specialHarbors[r] != expected)
            reportMismatch(
                sink, "2:1 harbors for", resourceName(r), needs.specialHarbors[r], expected);
    }
    if (needs.genericHarbors != (fiveSix ? 5 : 4))
        reportMismatch(sink, "harbors of type", "3:1", needs.genericHarbors, fiveSix ? 5 : 4);
}

void reportExceeded(IssueSink &sink, std::string_view code, const std::string &what,
    const std::string &name, int used, int available)
{
    sink.add(code,
        "The map needs " + std::to_string(used) + " " + what + " " + name
            + "; the chosen boxes contain " + std::to_string(available) + ".",
        {name, std::to_string(used), std::to_string(available)});
}

void checkAgainstBoxes(const Needs &needs, const ProductComponents &boxes, IssueSink &sink)
{
    for (std::size_t t = 0; t < needs.terrain.size(); ++t) {
        const int available = boxes.terrain[t];
        if (available != ProductComponents::Unknown && needs.terrain[t] > available)
            reportExceeded(sink, "components.terrain-exceeded", "hexes of", terrainName(t),
                needs.terrain[t], available);
    }
    if (boxes.tokensKnown)
        for (std::size_t v = 2; v < needs.tokens.size(); ++v)
            if (needs.tokens[v] > boxes.tokens[v])
                reportExceeded(sink, "components.tokens-exceeded", "number tokens",
                    std::to_string(v), needs.tokens[v], boxes.tokens[v]);
    // 2:1 harbors per resource are the rule harbors.duplicate-special; only 3:1 counts here.
    if (needs.genericHarbors > boxes.genericHarbors)
        reportExceeded(sink, "components.harbors-exceeded", "harbors of type", "3:1",
            needs.genericHarbors, boxes.genericHarbors);
}

void checkAreaPools(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Scenario &scenario = index.scenario();
    const std::size_t areaCount = scenario.areas.size();
    // Slot areaCount collects hexes and harbors that name no area (their pool is empty).
    std::vector<std::vector<model::HexCoord>> drawn(areaCount + 1);
    std::vector<int> producing(areaCount + 1, 0);
    std::vector<std::vector<model::HexCoord>> lockedDrawn(areaCount + 1);
    std::vector<int> unassignedHarbors(areaCount + 1, 0);
    std::vector<std::vector<model::EdgeCoord>> harborEdges(areaCount + 1);
    auto slotOf = [&](const std::string &id) {
        for (std::size_t a = 0; a < areaCount; ++a)
            if (scenario.areas[a].id == id)
                return a;
        return areaCount;
    };

    for (const model::Hex &h : scenario.board.hexes()) {
        const std::size_t slot = slotOf(h.area);
        if (!h.area.empty() && slot == areaCount) {
            if (auto *issue = sink.add("areas.unknown-area",
                    "The hex " + IssueSink::hexText(h.coord) + " names the area '" + h.area
                        + "', which the scenario does not define.",
                    {IssueSink::hexText(h.coord), h.area}))
                issue->hexes = {h.coord};
        }
        // A fixed hex keeps its token, or its lack of one, when the area is dealt (the generator
        // marks the hexes it dealt fixed and leaves the rest of a fog area's pools as its
        // face-down stacks), and a locked token stays, so only the other producing hexes take
        // tokens from the pool. An unassigned hex under a locked token draws a terrain that
        // takes a number.
        if (h.terrain == Terrain::Unassigned || h.terrain == Terrain::Fog)
            drawn[slot].push_back(h.coord);
        else if ((model::producedResource(h.terrain) || h.terrain == Terrain::Gold) && !h.fixed
            && !h.keepsToken())
            ++producing[slot];
        if (h.terrain == Terrain::Unassigned && h.keepsToken())
            lockedDrawn[slot].push_back(h.coord);
    }
    for (const model::Harbor &h : scenario.board.harbors()) {
        if (h.type != HarborType::Unassigned)
            continue;
        const model::Hex *land = scenario.board.hexAt(h.landHex());
        const std::size_t slot = land ? slotOf(land->area) : areaCount;
        ++unassignedHarbors[slot];
        harborEdges[slot].push_back(h.edge());
    }

    for (std::size_t a = 0; a <= areaCount; ++a) {
        const model::Area *area = a < areaCount ? &scenario.areas[a] : nullptr;
        const std::string name = area ? area->id : std::string();
        int terrainPool = 0, tokenTerrains = 0, harborPool = 0;
        if (area) {
            for (const auto &[terrain, n] : area->terrainPool) {
                terrainPool += n;
                if (model::producedResource(terrain) || terrain == Terrain::Gold)
                    tokenTerrains += n;
            }
            for (const auto &[type, n] : area->harborPool)
                harborPool += n;
        }
        const int needDrawn = static_cast<int>(drawn[a].size());
        if (needDrawn > terrainPool) {
            if (auto *issue = sink.add("areas.terrain-pool-short",
                    (area ? "The area '" + name + "'" : std::string("Hexes outside any area"))
                        + " need " + std::to_string(needDrawn)
                        + " hexes drawn at set-up; the terrain pool holds "
                        + std::to_string(terrainPool) + ".",
                    {name, std::to_string(needDrawn), std::to_string(terrainPool)}))
                issue->hexes = drawn[a];
        }
        const int locked = static_cast<int>(lockedDrawn[a].size());
        if (area && locked > tokenTerrains) {
            if (auto *issue = sink.add("areas.token-locks-short",
                    "The area '" + name + "' has " + std::to_string(locked)
                        + " unassigned hexes under a locked number token; its terrain pool holds "
                        + std::to_string(tokenTerrains) + " terrains that take a number.",
                    {name, std::to_string(locked), std::to_string(tokenTerrains)}))
                issue->hexes = lockedDrawn[a];
        }
        if (area && area->tokenPlacement != model::TokenPlacement::Fixed) {
            const int needTokens
                = producing[a] + std::max(0, std::min(needDrawn - locked, tokenTerrains - locked));
            int have = 0;
            if (area->tokenPlacement == model::TokenPlacement::Random) {
                have = static_cast<int>(area->tokenPool.size());
            } else {
                const auto tokens = spiralTokens(*area);
                for (int n : tokens)
                    have += n;
            }
            if (needTokens > have)
                sink.add("areas.token-pool-short",
                    "The area '" + name + "' needs " + std::to_string(needTokens)
                        + " number tokens at set-up; it has " + std::to_string(have) + ".",
                    {name, std::to_string(needTokens), std::to_string(have)});
        }
        if (unassignedHarbors[a] > harborPool) {
            if (auto *issue = sink.add("areas.harbor-pool-short",
                    (area ? "The area '" + name + "' has "
                          : std::string("Coasts outside any area have "))
                        + std::to_string(unassignedHarbors[a])
                        + " harbors drawn at set-up; the harbor pool holds "
                        + std::to_string(harborPool) + ".",
                    {name, std::to_string(unassignedHarbors[a]), std::to_string(harborPool)}))
                issue->edges = harborEdges[a];
        }
    }
}

} // namespace

void runComponentChecks(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Scenario &scenario = index.scenario();
    const Needs needs = countNeeds(scenario);
    const ProductComponents boxes = ProductComponents::of(scenario.products);
    const StandardBoard shape = standardShape(index);
    const bool baseBoxes = scenario.uses(Product::Base)
        && onlyProducts(scenario, {Product::Base, Product::CitiesAndKnights});
    const bool fiveSixBoxes = scenario.uses(Product::BaseFiveSix)
        && onlyProducts(scenario,
            {Product::Base, Product::BaseFiveSix, Product::CitiesAndKnights,
                Product::CitiesAndKnightsFiveSix});
    if ((shape == StandardBoard::Base && baseBoxes)
        || (shape == StandardBoard::FiveSix && fiveSixBoxes)) {
        if (sink.wants("components.standard-mismatch"))
            checkStandardBoard(needs, shape, sink);
    } else {
        checkAgainstBoxes(needs, boxes, sink);
    }
    if (!boxes.complete)
        sink.add("components.pool-unknown",
            "The rulebooks do not state every component count of the chosen boxes; unknown counts "
            "are not "
            "checked.");
    checkAreaPools(index, sink);
}

} // namespace isle::validation
