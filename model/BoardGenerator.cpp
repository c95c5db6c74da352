// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardGenerator.h"

#include "BoardTopology.h"
#include "LetterSequences.h"
#include "TokenSpiral.h"

#include <algorithm>
#include <span>

namespace isle::model {

namespace {
template<typename T> auto &at(T &v, std::int32_t i)
{
    return v[static_cast<std::size_t>(i)];
}

constexpr bool isRed(int v)
{
    return v == 6 || v == 8;
}

/// pips() by table: the inner loops look it up for every hex of every intersection.
constexpr std::array<std::int8_t, 13> PipTable {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};

constexpr int pipsOf(std::int8_t value)
{
    return PipTable[static_cast<std::size_t>(value)];
}

constexpr bool isTwoTwelve(int v)
{
    return v == 2 || v == 12;
}

std::string hexName(HexCoord c)
{
    // Appending (not "(" + std::string) avoids g++ 12's false -Wrestrict at -O3 (GCC PR 105329).
    std::string name = "(";
    name += std::to_string(c.q);
    name += ", ";
    name += std::to_string(c.r);
    name += ')';
    return name;
}

/// "name: count" for each constraint that failed, most frequent first.
std::string failureSummary(const std::array<int, GeneratorConstraintCount> &failures)
{
    std::array<std::size_t, GeneratorConstraintCount> order {};
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return failures[a] > failures[b]; });
    std::string out;
    for (std::size_t i : order) {
        if (failures[i] == 0)
            continue;
        if (!out.empty())
            out += ", ";
        out += std::string(toString(static_cast<GeneratorConstraint>(i))) + ": "
            + std::to_string(failures[i]);
    }
    return out;
}

GeneratorError invalid(std::string code, std::vector<std::string> args, std::string message)
{
    return GeneratorError {GeneratorError::Kind::InvalidScenario, std::nullopt, 0,
        std::move(message), "generator." + std::move(code), std::move(args)};
}

/// Land terrains that count for clumps (Unassigned never remains after a shuffle).
constexpr bool clumps(Terrain t)
{
    return isLand(t) && t != Terrain::Unassigned;
}
} // namespace

const std::vector<std::string_view> &BoardGenerator::errorCodes()
{
    static const std::vector<std::string_view> codes {"generator.max-attempts",
        "generator.negative-limit", "generator.unknown-area", "generator.fixed-unassigned",
        "generator.no-area", "generator.terrain-pool-kind", "generator.negative-count",
        "generator.terrain-pool-short", "generator.letters-short", "generator.letters-invalid",
        "generator.spiral-start", "generator.token-invalid", "generator.token-pool-short",
        "generator.harbor-pool-kind", "generator.harbor-no-area", "generator.harbor-pool-short"};
    return codes;
}

GeneratorResult<BoardGenerator> BoardGenerator::compile(
    const Scenario &scenario, const GeneratorConstraints &constraints)
{
    if (constraints.maxAttempts < 1)
        return invalid("max-attempts", {}, "maxAttempts must be at least 1");
    if (constraints.maxTerrainClump < 0 || constraints.maxIntersectionPips < 0)
        return invalid("negative-limit", {}, "constraint limits must not be negative");

    BoardGenerator g;
    g.m_scenario = scenario;
    g.m_constraints = constraints;
    const Board &board = scenario.board;
    g.m_areas.resize(scenario.areas.size());

    auto areaIndex = [&](const std::string &id) -> std::int32_t {
        for (std::size_t a = 0; a < scenario.areas.size(); ++a)
            if (scenario.areas[a].id == id)
                return static_cast<std::int32_t>(a);
        return -1;
    };

    // Land cells and what about each is drawn.
    std::vector<std::int32_t> cellArea;
    for (const Hex &h : board.hexes()) {
        if (h.terrain == Terrain::Fog) {
            // Not dealt at set-up; an unknown area is the validator's to report.
            if (const std::int32_t area = h.area.empty() ? -1 : areaIndex(h.area); area >= 0)
                at(g.m_areas, area).hasFog = true;
            continue;
        }
        if (!isLand(h.terrain))
            continue;
        const std::int32_t area = h.area.empty() ? -1 : areaIndex(h.area);
        if (!h.area.empty() && area < 0)
            return invalid("unknown-area", {hexName(h.coord), h.area},
                "hex " + hexName(h.coord) + " names area \"" + h.area
                    + "\", which the scenario does not define");
        if (h.terrain == Terrain::Unassigned && h.fixed)
            return invalid("fixed-unassigned", {hexName(h.coord)},
                "hex " + hexName(h.coord) + " is fixed but has no terrain");
        if (h.terrain == Terrain::Unassigned && area < 0)
            return invalid("no-area", {hexName(h.coord)},
                "unassigned hex " + hexName(h.coord)
                    + " belongs to no area, so no pool can fill it");
        const auto cell = static_cast<std::int32_t>(g.m_cells.size());
        g.m_cells.push_back(h.coord);
        cellArea.push_back(area);
        g.m_baseTerrain.push_back(h.terrain);
        g.m_baseValue.push_back(static_cast<std::int8_t>(h.token ? h.token->value : 0));
        g.m_fixedHex.push_back(h.fixed ? 1 : 0);
        const bool drawn = h.terrain == Terrain::Unassigned;
        g.m_variableTerrain.push_back(drawn ? 1 : 0);
        g.m_terrainArea.push_back(drawn ? area : -1);
        if (drawn)
            at(g.m_areas, area).terrainSlots.push_back(cell);
        const TokenPlacement placement
            = area >= 0 ? at(scenario.areas, area).tokenPlacement : TokenPlacement::Fixed;
        const bool tokenDrawn = placement != TokenPlacement::Fixed && !h.fixed;
        g.m_variableToken.push_back(tokenDrawn ? 1 : 0);
        g.m_randomArea.push_back(tokenDrawn && placement == TokenPlacement::Random ? area : -1);
    }
    const auto n = static_cast<std::int32_t>(g.m_cells.size());
    auto cellOf = [&](HexCoord c) -> std::int32_t {
        auto it = std::lower_bound(g.m_cells.begin(), g.m_cells.end(), c);
        return it != g.m_cells.end() && *it == c ? static_cast<std::int32_t>(it - g.m_cells.begin())
                                                 : -1;
    };

    // Pools and token placement per area.
    for (std::size_t a = 0; a < scenario.areas.size(); ++a) {
        const Area &area = scenario.areas[a];
        CompiledArea &ca = g.m_areas[a];
        const std::string label = "area \"" + area.id + "\"";
        for (const auto &[terrain, count] : area.terrainPool) {
            if (terrain == Terrain::Unassigned || terrain == Terrain::Frame)
                return invalid("terrain-pool-kind", {area.id, std::string(toString(terrain))},
                    label + ": terrain pool holds \"" + std::string(toString(terrain))
                        + "\", which cannot be placed");
            if (count < 0)
                return invalid("negative-count", {area.id},
                    label + ": terrain pool count must not be negative");
            ca.terrainPool.insert(ca.terrainPool.end(), static_cast<std::size_t>(count), terrain);
        }
        if (ca.terrainPool.size() < ca.terrainSlots.size())
            return invalid("terrain-pool-short",
                {area.id, std::to_string(ca.terrainPool.size()),
                    std::to_string(ca.terrainSlots.size())},
                label + ": terrain pool has " + std::to_string(ca.terrainPool.size())
                    + " hexes for " + std::to_string(ca.terrainSlots.size()) + " unassigned hexes");

        // The most token-taking hexes the area can end up with.
        std::vector<std::int32_t> areaCells;
        int fixedTakers = 0;
        for (std::int32_t c = 0; c < n; ++c) {
            if (at(cellArea, c) != static_cast<std::int32_t>(a))
                continue;
            areaCells.push_back(c);
            if (!at(g.m_fixedHex, c) && !at(g.m_variableTerrain, c)
                && takesNumberToken(at(g.m_baseTerrain, c)))
                ++fixedTakers;
        }
        const auto poolTakers
            = std::count_if(ca.terrainPool.begin(), ca.terrainPool.end(), takesNumberToken);
        const auto maxTakers = static_cast<std::size_t>(fixedTakers)
            + std::min(static_cast<std::size_t>(poolTakers), ca.terrainSlots.size());

        ca.placement = area.tokenPlacement;
        if (area.tokenPlacement == TokenPlacement::Spiral) {
            const auto sequence = LetterSequences::forSettings(area.spiral);
            if (sequence.size() < maxTakers)
                return invalid("letters-short",
                    {area.id, std::to_string(sequence.size()), std::to_string(maxTakers)},
                    label + ": the letter sequence has " + std::to_string(sequence.size())
                        + " tokens for up to " + std::to_string(maxTakers) + " token hexes");
            for (const NumberToken &t : sequence)
                if (!isValidTokenValue(t.value))
                    return invalid("letters-invalid", {area.id, std::to_string(t.value)},
                        label + ": the letter sequence holds the invalid number "
                            + std::to_string(t.value));
            if (area.spiral.startCorner < -1 || area.spiral.startCorner > 5)
                return invalid("spiral-start", {area.id},
                    label + ": spiral start corner must be -1 (random) or 0..5");
            ca.letterOffset = static_cast<int>(g.m_letters.size());
            ca.letterCount = static_cast<int>(sequence.size());
            g.m_letters.insert(g.m_letters.end(), sequence.begin(), sequence.end());
            ca.startCorner = area.spiral.startCorner;
            std::vector<HexCoord> land;
            for (std::int32_t c : areaCells)
                land.push_back(at(g.m_cells, c));
            for (int k = 0; k < 6 && !land.empty(); ++k)
                for (HexCoord h : TokenSpiral::walk(land, k, area.spiral.clockwise))
                    ca.walks[static_cast<std::size_t>(k)].push_back(cellOf(h));
        } else if (area.tokenPlacement == TokenPlacement::Random) {
            for (int v : area.tokenPool) {
                if (!isValidTokenValue(v))
                    return invalid("token-invalid", {area.id, std::to_string(v)},
                        label + ": token pool holds the invalid number " + std::to_string(v));
                ca.tokenPool.push_back(static_cast<std::int8_t>(v));
            }
            if (ca.tokenPool.size() < maxTakers)
                return invalid("token-pool-short",
                    {area.id, std::to_string(ca.tokenPool.size()), std::to_string(maxTakers)},
                    label + ": token pool has " + std::to_string(ca.tokenPool.size())
                        + " tokens for up to " + std::to_string(maxTakers) + " token hexes");
            for (std::int32_t c : areaCells)
                if (!at(g.m_fixedHex, c))
                    ca.tokenCells.push_back(c);
        }
        for (const auto &[type, count] : area.harborPool) {
            if (type == HarborType::Unassigned)
                return invalid(
                    "harbor-pool-kind", {area.id}, label + ": harbor pool holds \"unassigned\"");
            if (count < 0)
                return invalid("negative-count", {area.id},
                    label + ": harbor pool count must not be negative");
            ca.harborPool.insert(ca.harborPool.end(), static_cast<std::size_t>(count), type);
        }
        g.m_maxTerrainPool = std::max(g.m_maxTerrainPool, ca.terrainPool.size());
        g.m_maxTokenPool = std::max(g.m_maxTokenPool, ca.tokenPool.size());
        g.m_maxHarborPool = std::max(g.m_maxHarborPool, ca.harborPool.size());
    }

    // Harbors whose type is drawn, by the area of the land hex they serve.
    for (std::size_t i = 0; i < board.harbors().size(); ++i) {
        const Harbor &harbor = board.harbors()[i];
        if (harbor.type != HarborType::Unassigned)
            continue;
        const Hex *land = board.hexAt(harbor.landHex());
        const std::int32_t area = land ? areaIndex(land->area) : -1;
        if (area < 0)
            return invalid("harbor-no-area", {hexName(harbor.hex)},
                "unassigned harbor at " + hexName(harbor.hex) + " serves no hex of an area");
        at(g.m_areas, area)
            .harborSlots.push_back(static_cast<std::int32_t>(g.m_harborIndex.size()));
        g.m_harborIndex.push_back(static_cast<std::int32_t>(i));
    }
    for (std::size_t a = 0; a < g.m_areas.size(); ++a) {
        CompiledArea &ca = g.m_areas[a];
        if (ca.harborPool.size() < ca.harborSlots.size())
            return invalid("harbor-pool-short",
                {scenario.areas[a].id, std::to_string(ca.harborPool.size()),
                    std::to_string(ca.harborSlots.size())},
                "area \"" + scenario.areas[a].id + "\": harbor pool has "
                    + std::to_string(ca.harborPool.size()) + " harbors for "
                    + std::to_string(ca.harborSlots.size()) + " unassigned harbors");
        ca.generated = !ca.terrainSlots.empty() || !ca.harborSlots.empty()
            || ca.placement != TokenPlacement::Fixed;
    }

    // Adjacency, pairs and intersections on dense ids from BoardTopology.
    const BoardTopology topology(board);
    g.m_neighbors.assign(static_cast<std::size_t>(n), {-1, -1, -1, -1, -1, -1});
    g.m_cellCorners.assign(static_cast<std::size_t>(n), {-1, -1, -1, -1, -1, -1});
    auto variable = [&](std::int32_t c) {
        return c >= 0 && (at(g.m_variableTerrain, c) || at(g.m_variableToken, c));
    };
    for (std::int32_t c = 0; c < n; ++c) {
        const BoardTopology::Id id = topology.hexId(at(g.m_cells, c));
        for (std::size_t d = 0; d < 6; ++d) {
            const BoardTopology::Id other = topology.hexNeighbors(id)[d];
            const std::int32_t nb = other == BoardTopology::NoId ? -1 : cellOf(topology.hex(other));
            at(g.m_neighbors, c)[d] = nb;
            if (nb > c && (variable(c) || variable(nb)))
                g.m_pairs.push_back({c, nb});
        }
        if (variable(c))
            g.m_checkCells.push_back(c);
    }
    std::vector<std::int32_t> cornerSlot(static_cast<std::size_t>(topology.cornerCount()), -1);
    for (BoardTopology::Id k = 0; k < topology.cornerCount(); ++k) {
        std::array<std::int32_t, 3> cells {-1, -1, -1};
        bool anyVariable = false;
        for (std::size_t s = 0; s < 3; ++s) {
            const BoardTopology::Id h = topology.cornerHexes(k)[s];
            cells[s] = h == BoardTopology::NoId ? -1 : cellOf(topology.hex(h));
            anyVariable = anyVariable || variable(cells[s]);
        }
        if (!anyVariable)
            continue;
        at(cornerSlot, k) = static_cast<std::int32_t>(g.m_corners.size());
        g.m_corners.push_back(cells);
    }
    for (std::int32_t c = 0; c < n; ++c) {
        const BoardTopology::Id id = topology.hexId(at(g.m_cells, c));
        for (std::size_t s = 0; s < 6; ++s)
            at(g.m_cellCorners, c)[s] = at(cornerSlot, topology.hexCorners(id)[s]);
    }

    if (auto error = g.presortSpirals())
        return std::move(*error);

    // The robber stays where the designer put it on a fixed hex, or on a hex whose printed
    // number stays whatever terrain is dealt there ("the robber starts on the hex with a '12'",
    // 001:L1740, L1846); otherwise it goes on a desert.
    if (const auto robber = board.robber()) {
        const std::int32_t cell = cellOf(*robber);
        g.m_keepRobber = cell < 0 || !at(g.m_variableTerrain, cell)
            || (at(g.m_baseValue, cell) != 0 && !at(g.m_variableToken, cell));
        g.m_templateRobberCell = cell;
    }
    return g;
}

GeneratedLayout BoardGenerator::makeLayout() const
{
    GeneratedLayout layout;
    const std::size_t n = m_cells.size();
    layout.terrain = m_baseTerrain;
    layout.tokenValue = m_baseValue;
    layout.tokenLetter.assign(n, -1);
    layout.harborType.assign(m_harborIndex.size(), HarborType::Unassigned);
    layout.terrainPool.resize(m_maxTerrainPool);
    layout.tokenPool.resize(m_maxTokenPool);
    layout.harborPool.resize(m_maxHarborPool);
    layout.stack.resize(n);
    layout.seen.resize(n);
    layout.spiralCorner.assign(m_areas.size(), -1);
    return layout;
}

std::optional<GeneratorError> BoardGenerator::generateInto(
    std::uint64_t seed, GeneratedLayout &layout) const
{
    if (layout.terrain.size() != m_cells.size() || layout.terrainPool.size() < m_maxTerrainPool
        || layout.tokenPool.size() < m_maxTokenPool || layout.harborPool.size() < m_maxHarborPool)
        layout = makeLayout();
    std::copy(m_baseTerrain.begin(), m_baseTerrain.end(), layout.terrain.begin());
    std::copy(m_baseValue.begin(), m_baseValue.end(), layout.tokenValue.begin());
    std::fill(layout.tokenLetter.begin(), layout.tokenLetter.end(), std::int16_t {-1});

    Rng rng(seed);
    std::array<int, GeneratorConstraintCount> failures {};
    for (int attempt = 1; attempt <= m_constraints.maxAttempts; ++attempt) {
        layout.attempts = attempt;
        shuffleTerrain(rng, layout);
        layTokens(rng, layout);
        const auto failed = satisfy(rng, layout);
        if (!failed) {
            placeHarbors(rng, layout);
            placeRobber(rng, layout);
            return std::nullopt;
        }
        ++failures[static_cast<std::size_t>(*failed)];
    }
    const auto worst = static_cast<std::size_t>(
        std::max_element(failures.begin(), failures.end()) - failures.begin());
    const auto constraint = static_cast<GeneratorConstraint>(worst);
    return GeneratorError {GeneratorError::Kind::ConstraintUnsatisfied, constraint,
        m_constraints.maxAttempts,
        "constraint \"" + std::string(toString(constraint)) + "\" could not be met after "
            + std::to_string(m_constraints.maxAttempts) + " attempts (seed " + std::to_string(seed)
            + "; failures: " + failureSummary(failures) + ")"};
}

void BoardGenerator::shuffleTerrain(Rng &rng, GeneratedLayout &layout) const
{
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        const CompiledArea &area = m_areas[a];
        layout.spiralCorner[a] = -1;
        if (area.terrainSlots.empty())
            continue;
        if (!area.presorted) {
            const std::span<Terrain> pool(layout.terrainPool.data(), area.terrainPool.size());
            std::copy(area.terrainPool.begin(), area.terrainPool.end(), pool.begin());
            rng.shuffle(pool);
            for (std::size_t i = 0; i < area.terrainSlots.size(); ++i)
                at(layout.terrain, area.terrainSlots[i]) = pool[i];
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
        if (at(m_fixedHex, c))
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
        if (area.placement != TokenPlacement::Spiral || area.terrainSlots.empty()
            || area.terrainPool.size() != area.terrainSlots.size())
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

void BoardGenerator::placeRobber(Rng &rng, GeneratedLayout &layout) const
{
    if (m_keepRobber) {
        layout.robberCell = m_templateRobberCell;
        return;
    }
    const auto deserts = static_cast<std::uint32_t>(
        std::count(layout.terrain.begin(), layout.terrain.end(), Terrain::Desert));
    layout.robberCell = -1;
    if (deserts == 0)
        return;
    std::uint32_t pick = rng.boundedInt(deserts); // "robber on either desert" (001:L1118)
    for (std::size_t c = 0; c < layout.terrain.size(); ++c)
        if (layout.terrain[c] == Terrain::Desert && pick-- == 0) {
            layout.robberCell = static_cast<int>(c);
            return;
        }
}

Board BoardGenerator::toBoard(const GeneratedLayout &layout) const
{
    Board board = m_scenario.board;
    for (std::size_t c = 0; c < m_cells.size(); ++c) {
        if (!m_variableTerrain[c] && !m_variableToken[c])
            continue;
        Hex *hex = board.hexAt(m_cells[c]);
        if (m_variableTerrain[c])
            hex->terrain = layout.terrain[c];
        if (m_variableToken[c]) {
            if (layout.tokenValue[c] == 0)
                hex->token.reset();
            else if (layout.tokenLetter[c] >= 0)
                hex->token = at(m_letters, layout.tokenLetter[c]);
            else
                hex->token = NumberToken {layout.tokenValue[c], {}};
        }
    }
    for (std::size_t s = 0; s < m_harborIndex.size(); ++s) {
        Harbor harbor = at(m_scenario.board.harbors(), m_harborIndex[s]);
        harbor.type = layout.harborType[s];
        board.setHarbor(harbor);
    }
    if (!m_keepRobber)
        board.setRobber(
            layout.robberCell >= 0 ? std::optional(at(m_cells, layout.robberCell)) : std::nullopt);
    return board;
}

void BoardGenerator::keepFaceDownStacks(
    const CompiledArea &ca, const GeneratedLayout &layout, Area &area, Board &board) const
{
    // The fog hexes are discovered in play from the face-down stacks: the hexes and tokens not
    // dealt onto the area's other hexes (001:L1818-1822). Repairs only swap within the area, so
    // what lies on its drawn hexes is exactly what was dealt.
    for (std::int32_t c : ca.terrainSlots) {
        const auto it = area.terrainPool.find(at(layout.terrain, c));
        if (--it->second == 0)
            area.terrainPool.erase(it);
    }
    // Random: the pool was dealt onto tokenCells. Spiral: the letters were laid along the walk;
    // a pool written beside the spiral loses the values laid.
    const auto &tokenCells = ca.placement == TokenPlacement::Random ? ca.tokenCells : ca.walks[0];
    if (ca.placement != TokenPlacement::Fixed)
        for (std::int32_t c : tokenCells) {
            const int value = at(layout.tokenValue, c);
            const auto it = std::find(area.tokenPool.begin(), area.tokenPool.end(), value);
            if (value != 0 && !at(m_fixedHex, c) && it != area.tokenPool.end())
                area.tokenPool.erase(it);
        }
    // Tokens of discovered hexes are drawn from the pool; a spiral is fully laid at set-up.
    if (ca.placement != TokenPlacement::Random)
        area.tokenPlacement = TokenPlacement::Fixed;
    // The area keeps its pools, so the hexes dealt now are marked fixed: generating the result
    // again deals nothing twice.
    for (const auto *cells : {&ca.terrainSlots, &tokenCells})
        for (std::int32_t c : *cells)
            board.hexAt(at(m_cells, c))->fixed = true;
    if (!ca.harborSlots.empty())
        area.harborPool.clear();
}

Scenario BoardGenerator::toScenario(const GeneratedLayout &layout) const
{
    Scenario scenario = m_scenario;
    scenario.board = toBoard(layout);
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        const CompiledArea &ca = m_areas[a];
        if (!ca.generated)
            continue;
        Area &area = scenario.areas[a];
        if (ca.hasFog) {
            keepFaceDownStacks(ca, layout, area, scenario.board);
            continue;
        }
        // The set-up is done: the drawn pools are used up and the tokens now lie on the map.
        if (!ca.terrainSlots.empty())
            area.terrainPool.clear();
        if (!ca.harborSlots.empty())
            area.harborPool.clear();
        if (area.tokenPlacement == TokenPlacement::Random)
            area.tokenPool.clear();
        area.tokenPlacement = TokenPlacement::Fixed;
    }
    return scenario;
}

GeneratorResult<Board> BoardGenerator::generate(std::uint64_t seed) const
{
    GeneratedLayout layout = makeLayout();
    if (auto error = generateInto(seed, layout))
        return std::move(*error);
    return toBoard(layout);
}

GeneratorResult<Scenario> BoardGenerator::generateScenario(std::uint64_t seed) const
{
    GeneratedLayout layout = makeLayout();
    if (auto error = generateInto(seed, layout))
        return std::move(*error);
    return toScenario(layout);
}

} // namespace isle::model
