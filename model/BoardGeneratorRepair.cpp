// SPDX-License-Identifier: GPL-3.0-or-later
// BoardGenerator, part 3: the constraints — finding a violation and repairing it by swaps that
// strictly lower a local cost (see the class comment).
#include "BoardGenerator.h"

#include "BoardGeneratorDetail.h"

#include <algorithm>

namespace isle::model {

using namespace generator_detail;

namespace {

/// Land terrains that count for clumps (Unassigned never remains after a shuffle).
constexpr bool clumps(Terrain t)
{
    return isLand(t) && t != Terrain::Unassigned;
}
} // namespace

std::optional<GeneratorConstraint> BoardGenerator::satisfy(Rng &rng, GeneratedLayout &layout) const
{
    // Each accepted repair strictly lowers a non-negative cost, so this bound is generous.
    const int maxRepairs = 4 * static_cast<int>(m_cells.size()) + 8;
    for (int round = 0; round <= maxRepairs; ++round) {
        const auto violation = findViolation(layout);
        if (!violation)
            return std::nullopt;
        if (round == maxRepairs || !repair(*violation, rng, layout))
            return violation->constraint;
    }
    return std::nullopt;
}

int BoardGenerator::pairViolations(int a, int b, const GeneratedLayout &layout) const
{
    const int x = at(layout.tokenValue, a), y = at(layout.tokenValue, b);
    if (x == 0 || y == 0)
        return 0;
    int count = 0;
    if (m_constraints.redNumbersNotAdjacent && isRed(x) && isRed(y))
        ++count;
    if (m_constraints.twoTwelveNotAdjacent && isTwoTwelve(x) && isTwoTwelve(y))
        ++count;
    if (m_constraints.equalNumbersNotAdjacent && x == y)
        ++count;
    return count;
}

std::optional<BoardGenerator::Violation> BoardGenerator::findViolation(
    GeneratedLayout &layout) const
{
    const GeneratorConstraints &k = m_constraints;
    if (k.redNumbersNotAdjacent || k.twoTwelveNotAdjacent || k.equalNumbersNotAdjacent) {
        for (const auto &[a, b] : m_pairs) {
            const int x = at(layout.tokenValue, a), y = at(layout.tokenValue, b);
            if (x == 0 || y == 0)
                continue;
            if (k.redNumbersNotAdjacent && isRed(x) && isRed(y))
                return Violation {GeneratorConstraint::RedNumbersNotAdjacent, {a, b, -1}};
            if (k.twoTwelveNotAdjacent && isTwoTwelve(x) && isTwoTwelve(y))
                return Violation {GeneratorConstraint::TwoTwelveNotAdjacent, {a, b, -1}};
            if (k.equalNumbersNotAdjacent && x == y)
                return Violation {GeneratorConstraint::EqualNumbersNotAdjacent, {a, b, -1}};
        }
    }
    if (k.noRedOnGold)
        for (std::int32_t c : m_checkCells)
            if (at(layout.terrain, c) == Terrain::Gold && isRed(at(layout.tokenValue, c)))
                return Violation {GeneratorConstraint::NoRedOnGold, {c, -1, -1}};
    if (k.maxIntersectionPips > 0)
        for (const auto &cells : m_corners) {
            int sum = 0;
            for (std::int32_t c : cells)
                sum += c >= 0 ? pipsOf(at(layout.tokenValue, c)) : 0;
            if (sum > k.maxIntersectionPips)
                return Violation {GeneratorConstraint::MaxIntersectionPips, cells};
        }
    if (k.maxTerrainClump > 0) {
        std::int32_t witness = -1;
        if (clumpExcess(layout, &witness) > 0)
            return Violation {GeneratorConstraint::MaxTerrainClump, {witness, -1, -1}};
    }
    return std::nullopt;
}

int BoardGenerator::clumpExcess(GeneratedLayout &layout, std::int32_t *witness) const
{
    // Flood fill per terrain group; only groups holding a shuffled hex count.
    std::fill(layout.seen.begin(), layout.seen.end(), std::uint8_t {0});
    int excess = 0;
    const auto n = static_cast<std::int32_t>(m_cells.size());
    for (std::int32_t start = 0; start < n; ++start) {
        const Terrain t = at(layout.terrain, start);
        if (at(layout.seen, start) || !clumps(t))
            continue;
        int size = 0, top = 0;
        std::int32_t drawn = -1;
        at(layout.stack, top++) = start;
        at(layout.seen, start) = 1;
        while (top > 0) {
            const std::int32_t c = at(layout.stack, --top);
            ++size;
            if (at(m_variableTerrain, c))
                drawn = c;
            for (std::int32_t nb : at(m_neighbors, c))
                if (nb >= 0 && !at(layout.seen, nb) && at(layout.terrain, nb) == t) {
                    at(layout.seen, nb) = 1;
                    at(layout.stack, top++) = nb;
                }
        }
        if (drawn >= 0 && size > m_constraints.maxTerrainClump) {
            excess += size - m_constraints.maxTerrainClump;
            if (witness)
                *witness = drawn;
        }
    }
    return excess;
}

int BoardGenerator::localCost(std::int32_t cell, const GeneratedLayout &layout) const
{
    int cost = 0;
    for (std::int32_t nb : at(m_neighbors, cell))
        if (nb >= 0)
            cost += pairViolations(cell, nb, layout);
    if (m_constraints.noRedOnGold && at(layout.terrain, cell) == Terrain::Gold
        && isRed(at(layout.tokenValue, cell)))
        ++cost;
    if (m_constraints.maxIntersectionPips > 0)
        for (std::int32_t k : at(m_cellCorners, cell)) {
            if (k < 0)
                continue;
            int sum = 0;
            for (std::int32_t c : at(m_corners, k))
                sum += c >= 0 ? pipsOf(at(layout.tokenValue, c)) : 0;
            cost += std::max(0, sum - m_constraints.maxIntersectionPips);
        }
    return cost;
}

bool BoardGenerator::repair(const Violation &v, Rng &rng, GeneratedLayout &layout) const
{
    if (v.constraint == GeneratorConstraint::MaxTerrainClump)
        return repairTerrain(v.cells[0], true, rng, layout);
    for (std::int32_t c : v.cells)
        if (c >= 0 && at(m_randomArea, c) >= 0 && at(layout.tokenValue, c) != 0
            && repairToken(c, rng, layout))
            return true;
    if (v.constraint == GeneratorConstraint::NoRedOnGold)
        return repairTerrain(v.cells[0], false, rng, layout);
    return false;
}

bool BoardGenerator::pairsFit(
    std::int32_t cell, int value, std::int32_t skip, const GeneratedLayout &layout) const
{
    for (std::int32_t nb : at(m_neighbors, cell)) {
        if (nb < 0 || nb == skip)
            continue;
        const int y = at(layout.tokenValue, nb);
        if (y == 0)
            continue;
        if ((m_constraints.redNumbersNotAdjacent && isRed(value) && isRed(y))
            || (m_constraints.twoTwelveNotAdjacent && isTwoTwelve(value) && isTwoTwelve(y))
            || (m_constraints.equalNumbersNotAdjacent && value == y))
            return false;
    }
    return true;
}

bool BoardGenerator::repairToken(std::int32_t cell, Rng &rng, GeneratedLayout &layout) const
{
    const auto &cells = at(m_areas, at(m_randomArea, cell)).tokenCells;
    const auto size = static_cast<std::uint32_t>(cells.size());
    const std::uint32_t offset = rng.boundedInt(size);
    const int cellBefore = localCost(cell, layout); // every rejected swap is undone
    // Pass 0 only tries swaps after which both tokens sit clear of pair conflicts (a cheap
    // test that finds a good swap quickly); pass 1 takes any swap that lowers the cost.
    for (int pass = 0; pass < 2; ++pass) {
        for (std::uint32_t i = 0; i < size; ++i) {
            const std::int32_t other = cells[(offset + i) % size];
            auto &a = at(layout.tokenValue, cell);
            auto &b = at(layout.tokenValue, other);
            if (other == cell || b == 0 || a == b)
                continue;
            if (pass == 0
                && (!pairsFit(cell, b, other, layout) || !pairsFit(other, a, cell, layout)))
                continue;
            const int before = cellBefore + localCost(other, layout);
            std::swap(a, b);
            if (localCost(cell, layout) + localCost(other, layout) < before)
                return true;
            std::swap(a, b);
        }
    }
    return false;
}

bool BoardGenerator::isolatedAfterSwap(
    std::int32_t cell, std::int32_t other, const GeneratedLayout &layout) const
{
    // After swapping, `cell` holds other's terrain and vice versa; neither may touch its own kind.
    const Terrain toCell = at(layout.terrain, other), toOther = at(layout.terrain, cell);
    for (std::int32_t nb : at(m_neighbors, cell))
        if (nb >= 0 && nb != other && at(layout.terrain, nb) == toCell)
            return false;
    for (std::int32_t nb : at(m_neighbors, other))
        if (nb >= 0 && nb != cell && at(layout.terrain, nb) == toOther)
            return false;
    return true;
}

bool BoardGenerator::repairTerrain(
    std::int32_t cell, bool inBigClump, Rng &rng, GeneratedLayout &layout) const
{
    if (cell < 0 || at(m_terrainArea, cell) < 0)
        return false;
    const auto &slots = at(m_areas, at(m_terrainArea, cell)).terrainSlots;
    const auto size = static_cast<std::uint32_t>(slots.size());
    const std::uint32_t offset = rng.boundedInt(size);
    const bool checkClumps = m_constraints.maxTerrainClump > 0;
    // Pass 0: swaps that leave both hexes apart from their own terrain. Such a swap takes `cell`
    // out of its clump and joins no clump, so the clump excess cannot grow (and shrinks when
    // `cell` was in an oversized clump) — no flood fill needed. Pass 1: any swap that lowers
    // the total cost, clumps counted by flood fill.
    for (int pass = 0; pass < 2; ++pass) {
        const int clumpBefore = pass == 1 && checkClumps ? clumpExcess(layout, nullptr) : 0;
        for (std::uint32_t i = 0; i < size; ++i) {
            const std::int32_t other = slots[(offset + i) % size];
            auto &a = at(layout.terrain, cell);
            auto &b = at(layout.terrain, other);
            // Equal token-taking keeps every token where it is, so a spiral stays the spiral.
            if (other == cell || a == b || takesNumberToken(a) != takesNumberToken(b))
                continue;
            if (pass == 0 && !isolatedAfterSwap(cell, other, layout))
                continue;
            const int before = localCost(cell, layout) + localCost(other, layout) + clumpBefore;
            std::swap(a, b);
            const int after = localCost(cell, layout) + localCost(other, layout)
                + (pass == 1 && checkClumps ? clumpExcess(layout, nullptr) : 0);
            if (after < before || (pass == 0 && inBigClump && after == before))
                return true;
            std::swap(a, b);
        }
    }
    return false;
}

} // namespace isle::model
