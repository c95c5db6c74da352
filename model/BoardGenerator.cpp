// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardGenerator.h"

#include "BoardGeneratorDetail.h"
#include "BoardTopology.h"
#include "LetterSequences.h"
#include "TokenSpiral.h"

#include <algorithm>

namespace isle::model {

using namespace generator_detail;

namespace {
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

GeneratorError invalid(std::string code, std::vector<std::string> args, std::string message)
{
    return GeneratorError {GeneratorError::Kind::InvalidScenario, std::nullopt, 0,
        std::move(message), "generator." + std::move(code), std::move(args)};
}
} // namespace

const std::vector<std::string_view> &BoardGenerator::errorCodes()
{
    static const std::vector<std::string_view> codes {"generator.max-attempts",
        "generator.negative-limit", "generator.unknown-area", "generator.fixed-unassigned",
        "generator.no-area", "generator.terrain-pool-kind", "generator.negative-count",
        "generator.terrain-pool-short", "generator.letters-short", "generator.letters-invalid",
        "generator.spiral-start", "generator.token-invalid", "generator.token-pool-short",
        "generator.harbor-pool-kind", "generator.harbor-no-area", "generator.harbor-pool-short",
        "generator.token-locks-short", "generator.harbor-coast-slots",
        "generator.harbor-coast-short"};
    return codes;
}

GeneratorResult<BoardGenerator> BoardGenerator::compile(
    const Scenario &scenario, const GeneratorConstraints &constraints)
{
    if (constraints.maxAttempts < 1)
        return invalid("max-attempts", {}, "maxAttempts must be at least 1");
    if (constraints.maxTerrainClump < 0 || constraints.maxIntersectionPips < 0
        || scenario.dealConstraints.maxTerrainClump < 0
        || scenario.dealConstraints.maxIntersectionPips < 0)
        return invalid("negative-limit", {}, "constraint limits must not be negative");

    BoardGenerator g;
    g.m_scenario = scenario;
    // What the scenario's rules demand of every deal comes on top of what the caller asks.
    g.m_constraints = constraints.unitedWith(scenario.dealConstraints);
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
        const bool drawn = h.terrain == Terrain::Unassigned;
        g.m_variableTerrain.push_back(drawn ? 1 : 0);
        g.m_terrainArea.push_back(drawn ? area : -1);
        // A locked token keeps a number-taking terrain under it.
        const bool tokenLocked = drawn && h.keepsToken();
        g.m_tokenLocked.push_back(tokenLocked ? 1 : 0);
        if (drawn)
            at(g.m_areas, area).terrainSlots.push_back(cell);
        if (tokenLocked)
            ++at(g.m_areas, area).tokenLockedSlots;
        const TokenPlacement placement
            = area >= 0 ? at(scenario.areas, area).tokenPlacement : TokenPlacement::Fixed;
        const bool tokenDrawn = placement != TokenPlacement::Fixed && !h.fixed && !h.keepsToken();
        g.m_variableToken.push_back(tokenDrawn ? 1 : 0);
        g.m_randomArea.push_back(tokenDrawn && placement == TokenPlacement::Random ? area : -1);
    }
    const auto n = static_cast<std::int32_t>(g.m_cells.size());
    auto cellOf = [&g](HexCoord c) {
        return g.cellOf(c);
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

        const auto poolTakers = static_cast<int>(
            std::count_if(ca.terrainPool.begin(), ca.terrainPool.end(), takesNumberToken));
        if (ca.tokenLockedSlots > poolTakers)
            return invalid("token-locks-short",
                {area.id, std::to_string(ca.tokenLockedSlots), std::to_string(poolTakers)},
                label + ": " + std::to_string(ca.tokenLockedSlots)
                    + " unassigned hexes keep a locked token, but the terrain pool has only "
                    + std::to_string(poolTakers) + " terrains that take a number");
        if (ca.tokenLockedSlots > 0) {
            // Slots under a locked token draw from the first poolTakers entries.
            std::stable_partition(ca.terrainPool.begin(), ca.terrainPool.end(), takesNumberToken);
            ca.poolTakers = poolTakers;
        }

        // The most hexes the area can deal a token to (a locked token is not dealt).
        std::vector<std::int32_t> areaCells;
        int fixedTakers = 0;
        for (std::int32_t c = 0; c < n; ++c) {
            if (at(cellArea, c) != static_cast<std::int32_t>(a))
                continue;
            areaCells.push_back(c);
            if (!at(g.m_variableTerrain, c) && at(g.m_variableToken, c)
                && takesNumberToken(at(g.m_baseTerrain, c)))
                ++fixedTakers;
        }
        const auto freeSlots
            = ca.terrainSlots.size() - static_cast<std::size_t>(ca.tokenLockedSlots);
        const auto maxTakers = static_cast<std::size_t>(fixedTakers)
            + std::min(static_cast<std::size_t>(poolTakers - ca.tokenLockedSlots), freeSlots);

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
                if (at(g.m_variableToken, c))
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
        if (scenario.areas[a].harborsOnCoast && !ca.harborSlots.empty())
            return invalid("harbor-coast-slots", {scenario.areas[a].id},
                "area \"" + scenario.areas[a].id
                    + "\" deals its harbors onto the coast, so it cannot also have unassigned "
                      "harbors");
        if (scenario.areas[a].harborsOnCoast)
            continue;
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

    g.compileCoastHarbors(topology, cellArea);

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
    // New World: the robber waits beside the board, deserts or not (001:L2439).
    g.m_robberBesideBoard = scenario.rules.robberStartsBesideBoard && !board.robber();
    return g;
}

std::int32_t BoardGenerator::cellOf(HexCoord c) const
{
    auto it = std::lower_bound(m_cells.begin(), m_cells.end(), c);
    return it != m_cells.end() && *it == c ? static_cast<std::int32_t>(it - m_cells.begin()) : -1;
}

void BoardGenerator::compileCoastHarbors(
    const BoardTopology &topology, const std::vector<std::int32_t> &cellArea)
{
    const Board &board = m_scenario.board;
    m_fixedHarborCorners.assign(static_cast<std::size_t>(topology.cornerCount()), 0);
    for (const Harbor &harbor : board.harbors())
        for (const CornerCoord &corner : harbor.servedCorners())
            if (const BoardTopology::Id id = topology.cornerId(corner); id != BoardTopology::NoId)
                at(m_fixedHarborCorners, id) = 1;
    for (std::size_t a = 0; a < m_areas.size(); ++a) {
        CompiledArea &ca = m_areas[a];
        if (!m_scenario.areas[a].harborsOnCoast)
            continue;
        ca.coastOffset = static_cast<int>(m_coastHarborCount);
        m_coastHarborCount += ca.harborPool.size();
        ca.generated = ca.generated || !ca.harborPool.empty();
        for (std::int32_t c = 0; c < static_cast<std::int32_t>(m_cells.size()); ++c) {
            if (at(cellArea, c) != static_cast<std::int32_t>(a))
                continue;
            const HexCoord land = at(m_cells, c);
            for (int d = 0; d < DirectionCount; ++d) {
                const auto toward = static_cast<Direction>(d);
                const HexCoord waterHex = land.neighbor(toward);
                const Hex *water = board.hexAt(waterHex);
                if (!water)
                    continue; // a harbor lies on a sea or frame hex, never beside the board
                CoastSide side;
                side.land = c;
                side.water = isLand(water->terrain) ? cellOf(waterHex) : -1;
                if (side.water < 0 && !isWater(water->terrain))
                    continue;
                side.waterHex = waterHex;
                side.facing = opposite(toward);
                const auto corners = EdgeCoord::of(waterHex, side.facing).corners();
                for (std::size_t k = 0; k < 2; ++k)
                    side.corners[k] = topology.cornerId(corners[k]);
                ca.coastSides.push_back(static_cast<std::int32_t>(m_coastSides.size()));
                m_coastSides.push_back(side);
            }
        }
        m_maxCoastSides = std::max(m_maxCoastSides, ca.coastSides.size());
    }
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
    layout.coastHarborSide.assign(m_coastHarborCount, -1);
    layout.coastHarborType.assign(m_coastHarborCount, HarborType::Unassigned);
    layout.coastOrder.resize(m_maxCoastSides);
    layout.cornerTaken.resize(m_fixedHarborCorners.size());
    return layout;
}

std::optional<GeneratorError> BoardGenerator::generateInto(
    std::uint64_t seed, GeneratedLayout &layout) const
{
    if (layout.terrain.size() != m_cells.size() || layout.terrainPool.size() < m_maxTerrainPool
        || layout.tokenPool.size() < m_maxTokenPool || layout.harborPool.size() < m_maxHarborPool
        || layout.coastHarborSide.size() != m_coastHarborCount
        || layout.coastOrder.size() < m_maxCoastSides
        || layout.cornerTaken.size() != m_fixedHarborCorners.size())
        layout = makeLayout();
    std::copy(m_baseTerrain.begin(), m_baseTerrain.end(), layout.terrain.begin());
    std::copy(m_baseValue.begin(), m_baseValue.end(), layout.tokenValue.begin());
    std::fill(layout.tokenLetter.begin(), layout.tokenLetter.end(), std::int16_t {-1});

    Rng rng(seed);
    std::array<int, GeneratorConstraintCount> failures {};
    int coastFailures = 0;
    for (int attempt = 1; attempt <= m_constraints.maxAttempts; ++attempt) {
        layout.attempts = attempt;
        shuffleTerrain(rng, layout);
        layTokens(rng, layout);
        const auto failed = satisfy(rng, layout);
        if (!failed) {
            if (!placeCoastHarbors(rng, layout)) {
                ++coastFailures; // the dealt coast has no room for the pool: deal again
                continue;
            }
            placeHarbors(rng, layout);
            placeRobber(rng, layout);
            return std::nullopt;
        }
        ++failures[static_cast<std::size_t>(*failed)];
    }
    if (coastFailures > *std::max_element(failures.begin(), failures.end()))
        return invalid("harbor-coast-short", {std::to_string(m_constraints.maxAttempts)},
            "the dealt coast had no room for the harbor pool (no two harbors may share an "
            "intersection) in "
                + std::to_string(m_constraints.maxAttempts) + " attempts");
    const auto worst = static_cast<std::size_t>(
        std::max_element(failures.begin(), failures.end()) - failures.begin());
    const auto constraint = static_cast<GeneratorConstraint>(worst);
    return GeneratorError {GeneratorError::Kind::ConstraintUnsatisfied, constraint,
        m_constraints.maxAttempts,
        "constraint \"" + std::string(toString(constraint)) + "\" could not be met after "
            + std::to_string(m_constraints.maxAttempts) + " attempts (seed " + std::to_string(seed)
            + "; failures: " + failureSummary(failures) + ")"};
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
    for (std::int32_t k = 0; k < static_cast<std::int32_t>(m_coastHarborCount); ++k) {
        const CoastSide &side = at(m_coastSides, at(layout.coastHarborSide, k));
        board.setHarbor(Harbor {side.waterHex, side.facing, at(layout.coastHarborType, k)});
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
            if (value != 0 && at(m_variableToken, c) && it != area.tokenPool.end())
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
    if (!ca.harborSlots.empty() || area.harborsOnCoast)
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
        if (!ca.harborSlots.empty() || area.harborsOnCoast)
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
