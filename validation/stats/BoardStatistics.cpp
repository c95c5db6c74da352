// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardStatistics.h"

#include <algorithm>

namespace isle::validation {

using Id = ScenarioIndex::Id;

namespace {

void computeResources(const ScenarioIndex &index, BoardStatistics &stats)
{
    for (const ScenarioIndex::HexInfo &hex : index.hexes()) {
        if (hex.land)
            ++stats.landHexes;
        if (hex.pips == 0)
            continue;
        ++stats.producingHexes;
        stats.totalPips += hex.pips;
        if (hex.gold) {
            ++stats.goldHexes;
            stats.goldPips += hex.pips;
        } else if (hex.resource >= 0) {
            auto &r = stats.resources[static_cast<std::size_t>(hex.resource)];
            ++r.hexes;
            r.pips += hex.pips;
        }
    }
    for (auto &r : stats.resources)
        r.pipsPerHex = r.hexes > 0 ? static_cast<double>(r.pips) / r.hexes : 0.0;
    stats.islands = index.islands().count();
    const model::Scenario &s = index.scenario();
    stats.citiesAndKnights = s.uses(model::Product::CitiesAndKnights)
        || s.uses(model::Product::CitiesAndKnightsFiveSix);
    if (!stats.citiesAndKnights)
        return;
    // A city on forest, pasture or mountains takes 1 resource + 1 commodity (001:L3336–3338):
    // the commodity comes from the same hexes, on the same numbers.
    for (model::Resource r : model::AllResources)
        if (const auto c = model::commodityBeside(r))
            stats.commodities[static_cast<std::size_t>(model::index(*c))]
                = stats.resources[static_cast<std::size_t>(model::index(r))];
}

void computeIntersections(const ScenarioIndex &index, BoardStatistics &stats)
{
    for (Id c = 0; c < index.cornerCount(); ++c) {
        const ScenarioIndex::CornerInfo &info = index.corner(c);
        if (!info.buildable)
            continue;
        BoardStatistics::Intersection &i = stats.intersections.emplace_back();
        i.corner = index.topology().corner(c);
        i.id = c;
        i.pips = info.pips;
        i.goldPips = info.goldPips;
        for (std::size_t r = 0; r < info.resourcePips.size(); ++r) {
            i.resourcePips[r] = info.resourcePips[r];
            i.resources += info.resourcePips[r] > 0 ? 1 : 0;
            const auto commodity = model::commodityBeside(static_cast<model::Resource>(r));
            if (stats.citiesAndKnights && commodity)
                i.commodityPips[static_cast<std::size_t>(model::index(*commodity))]
                    = info.resourcePips[r];
        }
        i.harbors = info.harbors;
        i.startEligible = info.startEligible;
    }
    std::sort(
        stats.intersections.begin(), stats.intersections.end(), [](const auto &a, const auto &b) {
            if (a.pips != b.pips)
                return a.pips > b.pips;
            if (a.resources != b.resources)
                return a.resources > b.resources;
            return a.id < b.id;
        });
    std::vector<double> productive;
    productive.reserve(stats.intersections.size());
    for (const auto &i : stats.intersections)
        if (i.pips > 0)
            productive.push_back(i.pips);
    stats.spread = Distribution::of(std::move(productive));
}

void computeClustering(const ScenarioIndex &index, BoardStatistics &stats)
{
    const auto &topology = index.topology();
    auto &c = stats.clustering;
    for (Id h = 0; h < index.hexCount(); ++h) {
        const auto &a = index.hex(h);
        if (a.pips == 0)
            continue;
        for (Id n : topology.hexNeighbors(h)) {
            if (n <= h || index.hex(n).pips == 0)
                continue;
            const auto &b = index.hex(n);
            ++c.producingPairs;
            if (a.resource >= 0 && a.resource == b.resource)
                ++c.sameResourcePairs;
            if (a.pips >= 4 && b.pips >= 4)
                ++c.highPipPairs;
        }
    }
    // Largest clump: side-connected hexes of one resource (tokens or not: the terrain clumps).
    std::vector<bool> seen(static_cast<std::size_t>(index.hexCount()), false);
    std::vector<Id> stack;
    for (Id start = 0; start < index.hexCount(); ++start) {
        const int resource = index.hex(start).resource;
        if (resource < 0 || seen[static_cast<std::size_t>(start)])
            continue;
        int size = 0;
        seen[static_cast<std::size_t>(start)] = true;
        stack.push_back(start);
        while (!stack.empty()) {
            const Id h = stack.back();
            stack.pop_back();
            ++size;
            for (Id n : topology.hexNeighbors(h))
                if (n != ScenarioIndex::NoId && !seen[static_cast<std::size_t>(n)]
                    && index.hex(n).resource == resource) {
                    seen[static_cast<std::size_t>(n)] = true;
                    stack.push_back(n);
                }
        }
        if (size > c.largestClump) {
            c.largestClump = size;
            c.largestClumpResource = resource;
        }
    }
}

void computeHarbors(const ScenarioIndex &index, BoardStatistics &stats)
{
    const auto &topology = index.topology();
    for (const model::Harbor &harbor : index.board().harbors()) {
        BoardStatistics::HarborStrength &s = stats.harbors.emplace_back();
        s.harbor = harbor;
        const auto resource = model::harborResource(harbor.type);
        const int wanted = resource ? model::index(*resource) : -1;
        s.boardPips
            = resource ? stats.resources[static_cast<std::size_t>(wanted)].pips : stats.totalPips;
        std::array<Id, 6> counted {};
        std::size_t countedSize = 0;
        for (const model::CornerCoord &corner : harbor.servedCorners()) {
            const Id c = topology.cornerId(corner);
            if (c == ScenarioIndex::NoId)
                continue;
            for (Id h : topology.cornerHexes(c)) {
                if (h == ScenarioIndex::NoId
                    || std::find(counted.begin(),
                           counted.begin() + static_cast<std::ptrdiff_t>(countedSize), h)
                        != counted.begin() + static_cast<std::ptrdiff_t>(countedSize))
                    continue;
                counted[countedSize++] = h;
                const auto &hex = index.hex(h);
                if (wanted < 0 || hex.resource == wanted)
                    s.localPips += hex.pips;
            }
        }
    }
}

void computeSeats(const ScenarioIndex &index, BoardStatistics &stats)
{
    const model::Scenario &s = index.scenario();
    int from = std::max(2, s.minPlayers);
    const int to = std::min(6, s.maxPlayers);
    if (from > to)
        from = std::clamp(s.maxPlayers, 2, 6);
    SnakeDraft draft(index);
    for (int n = from; n <= std::max(from, to); ++n)
        stats.seats.push_back(draft.run(n));
}

void computeScore(BoardStatistics &stats)
{
    auto &score = stats.score;
    std::vector<double> perHex;
    for (const auto &r : stats.resources)
        perHex.push_back(r.pipsPerHex);
    // A board without production (blank, or tokens still to be laid at set-up) scores 0.
    if (stats.totalPips == 0) {
        score = {};
        return;
    }
    score.resourceBalance = 1.0 - Distribution::of(std::move(perHex)).gini;
    score.spotSpread = 1.0 - stats.spread.gini;
    const auto &c = stats.clustering;
    score.clustering = c.producingPairs > 0 ? std::max(0.0,
                           1.0
                               - static_cast<double>(c.sameResourcePairs + c.highPipPairs)
                                   / (2.0 * c.producingPairs))
                                            : 1.0;
    double fairness = 0;
    for (const auto &seats : stats.seats)
        fairness += seats.ratio;
    score.seatFairness
        = stats.seats.empty() ? 0.0 : fairness / static_cast<double>(stats.seats.size());
    score.total = 100.0
        * (score.resourceBalance + score.spotSpread + score.clustering + score.seatFairness) / 4.0;
}

} // namespace

std::vector<BoardStatistics::Intersection> BoardStatistics::bestSpots(int n) const
{
    const auto count = std::min(intersections.size(), static_cast<std::size_t>(std::max(0, n)));
    return {intersections.begin(), intersections.begin() + static_cast<std::ptrdiff_t>(count)};
}

BoardStatistics computeStatistics(const ScenarioIndex &index)
{
    BoardStatistics stats;
    computeResources(index, stats);
    computeIntersections(index, stats);
    computeClustering(index, stats);
    computeHarbors(index, stats);
    computeSeats(index, stats);
    computeScore(stats);
    return stats;
}

} // namespace isle::validation
