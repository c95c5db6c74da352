// SPDX-License-Identifier: GPL-3.0-or-later
// BoardGenerator, part 2: one attempt's deal — terrain shuffle, token laying (spiral or pool),
// the compile-time listing of spiral layouts, harbors and the robber.
#include "BoardGenerator.h"

#include "BoardGeneratorDetail.h"

#include <algorithm>
#include <span>

namespace isle::model {

using namespace generator_detail;

void BoardGenerator::shuffleTerrain(Rng &rng, GeneratedLayout &layout) const
{
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        const CompiledArea &area = m_areas[a];
        layout.spiralCorner[a] = -1;
        if (area.terrainSlots.empty())
            continue;
        if (!area.presorted && area.tokenLockedSlots == 0) {
            const std::span<Terrain> pool(layout.terrainPool.data(), area.terrainPool.size());
            std::copy(area.terrainPool.begin(), area.terrainPool.end(), pool.begin());
            rng.shuffle(pool);
            for (std::size_t i = 0; i < area.terrainSlots.size(); ++i)
                at(layout.terrain, area.terrainSlots[i]) = pool[i];
            continue;
        }
        if (!area.presorted) {
            // Slots under a locked token first draw, without replacement, from the pool's
            // number-taking terrains (stored first); the rest of the pool is shuffled onto the
            // other slots. Every deal that honours the locks is equally likely.
            const std::span<Terrain> pool(layout.terrainPool.data(), area.terrainPool.size());
            std::copy(area.terrainPool.begin(), area.terrainPool.end(), pool.begin());
            const auto locked = static_cast<std::size_t>(area.tokenLockedSlots);
            for (std::size_t i = 0; i < locked; ++i) {
                const std::size_t j = i
                    + rng.boundedInt(
                        static_cast<std::uint32_t>(static_cast<std::size_t>(area.poolTakers) - i));
                std::swap(pool[i], pool[j]);
            }
            rng.shuffle(pool.subspan(locked));
            std::size_t nextLocked = 0, next = locked;
            for (std::int32_t c : area.terrainSlots)
                at(layout.terrain, c) = at(m_tokenLocked, c) ? pool[nextLocked++] : pool[next++];
            continue;
        }
        // A listed spiral layout: its token-less cells take the shuffled token-less terrains,
        // the other slots the shuffled rest.
        const auto width = static_cast<std::size_t>(area.tokenlessCount);
        const std::size_t pick
            = rng.boundedInt(static_cast<std::uint32_t>(area.layoutCorners.size()));
        layout.spiralCorner[a] = static_cast<std::int8_t>(area.layoutCorners[pick]);
        for (std::int32_t c : area.terrainSlots)
            at(layout.seen, c) = 0;
        std::span<Terrain> pool(layout.terrainPool.data(), area.otherPool.size());
        std::copy(area.otherPool.begin(), area.otherPool.end(), pool.begin());
        rng.shuffle(pool);
        for (std::size_t j = 0; j < width; ++j) {
            const std::int32_t c = area.layoutCells[pick * width + j];
            at(layout.seen, c) = 1;
            at(layout.terrain, c) = pool[j];
        }
        pool = std::span<Terrain>(layout.terrainPool.data(), area.takerPool.size());
        std::copy(area.takerPool.begin(), area.takerPool.end(), pool.begin());
        rng.shuffle(pool);
        std::size_t next = 0;
        for (std::int32_t c : area.terrainSlots)
            if (!at(layout.seen, c))
                at(layout.terrain, c) = pool[next++];
    }
}

void BoardGenerator::layArea(const CompiledArea &area, int corner, GeneratedLayout &layout) const
{
    int next = 0;
    for (std::int32_t c : area.walks[static_cast<std::size_t>(corner)]) {
        if (!at(m_variableToken, c)) // a fixed hex or a locked token: the spiral passes it by
            continue;
        if (takesNumberToken(at(layout.terrain, c)) && next < area.letterCount) {
            const int letter = area.letterOffset + next++;
            at(layout.tokenValue, c) = static_cast<std::int8_t>(at(m_letters, letter).value);
            at(layout.tokenLetter, c) = static_cast<std::int16_t>(letter);
        } else {
            at(layout.tokenValue, c) = 0;
            at(layout.tokenLetter, c) = -1;
        }
    }
}

void BoardGenerator::layTokens(Rng &rng, GeneratedLayout &layout) const
{
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        const CompiledArea &area = m_areas[a];
        if (area.placement == TokenPlacement::Spiral) {
            int corner = layout.spiralCorner[a];
            if (corner < 0)
                corner = area.startCorner >= 0 ? area.startCorner
                                               : static_cast<int>(rng.boundedInt(6));
            layArea(area, corner, layout);
        } else if (area.placement == TokenPlacement::Random) {
            const std::span<std::int8_t> pool(layout.tokenPool.data(), area.tokenPool.size());
            std::copy(area.tokenPool.begin(), area.tokenPool.end(), pool.begin());
            rng.shuffle(pool);
            std::size_t next = 0;
            for (std::int32_t c : area.tokenCells)
                at(layout.tokenValue, c)
                    = takesNumberToken(at(layout.terrain, c)) ? pool[next++] : std::int8_t {0};
        }
    }
}

std::optional<GeneratorError> BoardGenerator::presortSpirals()
{
    const GeneratorConstraints &k = m_constraints;
    const bool pairRules
        = k.redNumbersNotAdjacent || k.twoTwelveNotAdjacent || k.equalNumbersNotAdjacent;
    if (!pairRules && k.maxIntersectionPips <= 0)
        return std::nullopt;
    const auto n = static_cast<std::int32_t>(m_cells.size());
    GeneratedLayout layout = makeLayout();
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        CompiledArea &area = m_areas[a];
        // An area with locked tokens is left to shuffle-and-repair: its listing would have to keep
        // every locked slot a number taker.
        if (area.placement != TokenPlacement::Spiral || area.terrainSlots.empty()
            || area.terrainPool.size() != area.terrainSlots.size() || area.tokenLockedSlots > 0)
            continue;
        for (Terrain t : area.terrainPool)
            (takesNumberToken(t) ? area.takerPool : area.otherPool).push_back(t);
        const auto slots = area.terrainSlots.size();
        const std::size_t width = area.otherPool.size();
        // Number of layouts: C(slots, width) * corners; list them only when that is small.
        std::size_t layouts = 1;
        for (std::size_t i = 0; i < width && layouts <= 100000; ++i)
            layouts = layouts * (slots - i) / (i + 1);
        const int corners = area.startCorner >= 0 ? 1 : 6;
        if (layouts * static_cast<std::size_t>(corners) > 100000)
            continue;

        // A cell is settled for this check when nothing but this area's spiral decides its
        // token: checks touching other shuffled cells wait for the full check.
        std::vector<std::uint8_t> settled(static_cast<std::size_t>(n));
        for (std::int32_t c = 0; c < n; ++c) {
            const bool ownToken
                = std::find(area.walks[0].begin(), area.walks[0].end(), c) != area.walks[0].end();
            const bool otherVariable
                = (at(m_variableToken, c) || at(m_variableTerrain, c)) && !ownToken;
            at(settled, c) = otherVariable ? 0 : 1;
        }
        const Terrain taker = area.takerPool.empty() ? Terrain::Fields : area.takerPool.front();
        const Terrain other = area.otherPool.empty() ? Terrain::Desert : area.otherPool.front();
        std::array<int, GeneratorConstraintCount> failures {};
        std::vector<std::size_t> choice(width);
        for (std::size_t i = 0; i < width; ++i)
            choice[i] = i;
        area.tokenlessCount = static_cast<int>(width);
        while (true) {
            for (std::int32_t c : area.terrainSlots)
                at(layout.terrain, c) = taker;
            for (std::size_t i : choice)
                at(layout.terrain, area.terrainSlots[i]) = other;
            for (int corner = 0; corner < 6; ++corner) {
                if (area.startCorner >= 0 && corner != area.startCorner)
                    continue;
                layArea(area, corner, layout);
                std::optional<GeneratorConstraint> failed;
                for (const auto &[x, y] : m_pairs) {
                    if (!at(settled, x) || !at(settled, y))
                        continue;
                    const int vx = at(layout.tokenValue, x), vy = at(layout.tokenValue, y);
                    if (vx == 0 || vy == 0)
                        continue;
                    if (k.redNumbersNotAdjacent && isRed(vx) && isRed(vy))
                        failed = GeneratorConstraint::RedNumbersNotAdjacent;
                    else if (k.twoTwelveNotAdjacent && isTwoTwelve(vx) && isTwoTwelve(vy))
                        failed = GeneratorConstraint::TwoTwelveNotAdjacent;
                    else if (k.equalNumbersNotAdjacent && vx == vy)
                        failed = GeneratorConstraint::EqualNumbersNotAdjacent;
                    if (failed)
                        break;
                }
                for (std::size_t j = 0;
                     !failed && k.maxIntersectionPips > 0 && j < m_corners.size(); ++j) {
                    int sum = 0;
                    bool known = true;
                    for (std::int32_t c : m_corners[j]) {
                        known = known && (c < 0 || at(settled, c));
                        sum += c >= 0 ? pipsOf(at(layout.tokenValue, c)) : 0;
                    }
                    if (known && sum > k.maxIntersectionPips)
                        failed = GeneratorConstraint::MaxIntersectionPips;
                }
                if (failed) {
                    ++failures[static_cast<std::size_t>(*failed)];
                    continue;
                }
                for (std::size_t i : choice)
                    area.layoutCells.push_back(area.terrainSlots[i]);
                area.layoutCorners.push_back(static_cast<std::uint8_t>(corner));
            }
            // Next combination of `width` slots in lexicographic order.
            std::size_t i = width;
            while (i > 0 && choice[i - 1] == slots - width + (i - 1))
                --i;
            if (i == 0)
                break;
            ++choice[i - 1];
            for (std::size_t j = i; j < width; ++j)
                choice[j] = choice[j - 1] + 1;
        }
        area.presorted = true;
        if (area.layoutCorners.empty()) {
            const auto worst = static_cast<std::size_t>(
                std::max_element(failures.begin(), failures.end()) - failures.begin());
            const auto constraint = static_cast<GeneratorConstraint>(worst);
            const int checked = static_cast<int>(layouts) * corners;
            return GeneratorError {GeneratorError::Kind::ConstraintUnsatisfied, constraint, checked,
                "constraint \"" + std::string(toString(constraint))
                    + "\" cannot be met by any of the " + std::to_string(checked)
                    + " spiral layouts of area \"" + m_scenario.areas[a].id
                    + "\" together with the other constraints (failures: "
                    + failureSummary(failures) + ")"};
        }
    }
    return std::nullopt;
}

void BoardGenerator::placeHarbors(Rng &rng, GeneratedLayout &layout) const
{
    for (const CompiledArea &area : m_areas) {
        if (area.harborSlots.empty())
            continue;
        const std::span<HarborType> pool(layout.harborPool.data(), area.harborPool.size());
        std::copy(area.harborPool.begin(), area.harborPool.end(), pool.begin());
        rng.shuffle(pool);
        for (std::size_t i = 0; i < area.harborSlots.size(); ++i)
            at(layout.harborType, area.harborSlots[i]) = pool[i];
    }
}

bool BoardGenerator::placeCoastHarbors(Rng &rng, GeneratedLayout &layout) const
{
    if (m_coastHarborCount == 0)
        return true;
    std::copy(m_fixedHarborCorners.begin(), m_fixedHarborCorners.end(), layout.cornerTaken.begin());
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        const CompiledArea &area = m_areas[a];
        if (!m_scenario.areas[a].harborsOnCoast) // its pool goes onto its spots (placeHarbors)
            continue;
        // New World: the players draw the face-down harbors one by one and lay each on a side
        // between the land and a sea or frame hex (001:L2427); a random side per harbor, taken
        // in a random order, is that placement without the players' intent.
        const std::span<std::int32_t> order(layout.coastOrder.data(), area.coastSides.size());
        std::copy(area.coastSides.begin(), area.coastSides.end(), order.begin());
        rng.shuffle(order);
        const std::span<HarborType> pool(layout.harborPool.data(), area.harborPool.size());
        std::copy(area.harborPool.begin(), area.harborPool.end(), pool.begin());
        rng.shuffle(pool);
        std::size_t placed = 0;
        for (std::int32_t s : order) {
            if (placed == pool.size())
                break;
            const CoastSide &side = at(m_coastSides, s);
            if (!isLand(at(layout.terrain, side.land))
                || (side.water >= 0 && at(layout.terrain, side.water) != Terrain::Sea))
                continue;
            // Two harbors at one intersection would make one settlement serve both; the rules'
            // only word on where a harbor may go keeps harbors apart (001:L2067).
            if (at(layout.cornerTaken, side.corners[0]) || at(layout.cornerTaken, side.corners[1]))
                continue;
            at(layout.cornerTaken, side.corners[0]) = 1;
            at(layout.cornerTaken, side.corners[1]) = 1;
            const auto k = static_cast<std::int32_t>(area.coastOffset + static_cast<int>(placed));
            at(layout.coastHarborSide, k) = s;
            at(layout.coastHarborType, k) = pool[placed];
            ++placed;
        }
        if (placed < pool.size())
            return false;
    }
    return true;
}

void BoardGenerator::placeRobber(Rng &rng, GeneratedLayout &layout) const
{
    if (m_keepRobber) {
        layout.robberCell = m_templateRobberCell;
        return;
    }
    const auto deserts = static_cast<std::uint32_t>(
        std::count(layout.terrain.begin(), layout.terrain.end(), Terrain::Desert));
    layout.robberCell = -1;
    if (deserts == 0 || m_robberBesideBoard)
        return;
    std::uint32_t pick = rng.boundedInt(deserts); // "robber on either desert" (001:L1118)
    for (std::size_t c = 0; c < layout.terrain.size(); ++c)
        if (layout.terrain[c] == Terrain::Desert && pick-- == 0) {
            layout.robberCell = static_cast<int>(c);
            return;
        }
}

} // namespace isle::model
