// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GeneratedLayout.h"
#include "GeneratorConstraints.h"
#include "GeneratorResult.h"
#include "Rng.h"
#include "Scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::model {

class BoardTopology;

/// Turns a scenario's variable set-up pools into concrete boards (001:L692-731, L1075-1180,
/// RULES-DIGEST §3.2, §3.4, §3.5, §3.7). Compile a scenario once, then generate any number of
/// boards; the same seed gives the same board on every platform (only model::Rng is used).
///
/// Per attempt, for every area: the terrain pool is shuffled onto the area's Unassigned hexes
/// (hexes marked Hex::fixed stay; an Unassigned hex with Hex::tokenFixed keeps its token and
/// draws its terrain uniformly from the pool's number-taking terrains); then tokens are laid —
/// Spiral: the area's letter sequence along TokenSpiral from its start corner (a random corner when
/// -1); Random: the shuffled token pool onto the area's token-taking hexes in coordinate order;
/// Fixed: the board's tokens stay. Constraint violations are then repaired by swaps that strictly
/// reduce them: tokens of Random areas swap with other tokens of the area, terrains swap with other
/// shuffled terrains of the area that equally take or refuse a token (so the spiral stays valid). A
/// Spiral layout is fully determined by the terrain and the start corner, so constraints on Spiral
/// tokens are met by re-shuffling terrain and corner: when the area's pool fills it exactly and the
/// layouts are few (C(hexes, token-less terrains) x corners <= 100,000), compile() lists every
/// (token-less hex positions, corner) layout whose tokens meet the token constraints and each
/// attempt draws one uniformly — the distribution of shuffle-and-reject without the rejections; an
/// empty list is a ConstraintUnsatisfied error from compile(). Otherwise a failed check means a
/// fresh attempt. After `maxAttempts` failed attempts the result is a ConstraintUnsatisfied error
/// naming the constraint that failed most often. Once the land is valid, harbor pools are shuffled
/// onto the Unassigned harbors of their area (the area of the harbor's land hex) — or, for an area
/// with Area::harborsOnCoast, onto random coast sides of its dealt land, no two sharing an
/// intersection with each other or with a board harbor (a failed placement is a fresh attempt) —
/// and the robber goes on a desert (a random one of several, off the board if there is none) unless
/// the scenario put it on a hex whose terrain is fixed.
///
/// Only pairs, intersections and clumps that involve at least one shuffled hex are checked:
/// what the designer fixed is not the generator's business.
///
/// The implementation is split by concept: compile and output (BoardGenerator.cpp), one
/// attempt's deal (BoardGeneratorDeal.cpp), constraints and repairs (BoardGeneratorRepair.cpp).
class BoardGenerator
{
public:
    /// Checks that the pools can fill the board; InvalidScenario errors name area and counts.
    static GeneratorResult<BoardGenerator> compile(
        const Scenario &scenario, const GeneratorConstraints &constraints = {});
    /// Every code an InvalidScenario error can carry (the editor translates each).
    static const std::vector<std::string_view> &errorCodes();

    /// A layout sized for this generator (reuse it: generateInto() then never allocates).
    GeneratedLayout makeLayout() const;
    /// The fast path: generates board `seed` into `layout`; nullopt on success.
    std::optional<GeneratorError> generateInto(std::uint64_t seed, GeneratedLayout &layout) const;

    GeneratorResult<Board> generate(std::uint64_t seed) const;
    /// The whole scenario with the generated board: generated areas become TokenPlacement::Fixed
    /// and their consumed pools are emptied, harbors are typed. An area that names Fog hexes
    /// keeps, as its face-down stacks, what the set-up did not deal (its terrain pool minus the
    /// dealt terrains, its Random token pool minus the dealt tokens, Random placement kept), so
    /// the hexes discovered in play draw from the rest (001:L1818-1822); its dealt hexes become
    /// Hex::fixed so that generating the result again changes nothing.
    GeneratorResult<Scenario> generateScenario(std::uint64_t seed) const;

    Board toBoard(const GeneratedLayout &layout) const;
    Scenario toScenario(const GeneratedLayout &layout) const;

    const GeneratorConstraints &constraints() const { return m_constraints; }
    int cellCount() const { return static_cast<int>(m_cells.size()); }
    HexCoord cell(int i) const { return m_cells[static_cast<std::size_t>(i)]; }
    int harborSlotCount() const { return static_cast<int>(m_harborIndex.size()); }
    const std::vector<NumberToken> &letterTokens() const { return m_letters; }

private:
    struct CompiledArea
    {
        std::vector<std::int32_t> terrainSlots; // cells whose terrain is drawn
        // Expanded pool, >= terrainSlots.size(); number-taking terrains first when some slots
        // keep a locked token (tokenLockedSlots > 0), so those slots draw from the first
        // poolTakers entries.
        std::vector<Terrain> terrainPool;
        int tokenLockedSlots = 0, poolTakers = 0;
        TokenPlacement placement = TokenPlacement::Fixed;
        std::array<std::vector<std::int32_t>, 6> walks; // Spiral: walk from each start corner
        int startCorner = -1;
        int letterOffset = 0, letterCount = 0; // Spiral: range of m_letters
        std::vector<std::int32_t> tokenCells; // Random: the area's non-fixed land cells
        std::vector<std::int8_t> tokenPool; // Random: values
        std::vector<std::int32_t> harborSlots; // indices into m_harborIndex
        std::vector<HarborType> harborPool;
        // Area::harborsOnCoast: the pool goes onto sides listed here (indices into m_coastSides),
        // its entries land at layout.coastHarbor[coastOffset...].
        std::vector<std::int32_t> coastSides;
        int coastOffset = 0;
        bool generated = false;
        // The area names Fog hexes: its pools double as the face-down stacks drawn in play.
        bool hasFog = false;
        // Spiral areas with token constraints: a spiral layout depends only on where the
        // token-less hexes lie and on the start corner, so every such layout that meets the token
        // constraints is listed once at compile time and drawn uniformly (the same distribution
        // as shuffling and rejecting, without the rejections).
        bool presorted = false;
        int tokenlessCount = 0; // token-less terrains in the pool
        std::vector<Terrain> takerPool, otherPool; // the pool split by takesNumberToken
        std::vector<std::int32_t> layoutCells; // tokenlessCount cells per listed layout
        std::vector<std::uint8_t> layoutCorners; // start corner per listed layout
    };

    /// A side between a land cell and a water hex where a coast harbor could lie, once the deal
    /// has made the cell land and the water hex sea (001:L2427).
    struct CoastSide
    {
        std::int32_t land = -1; // cell
        std::int32_t water = -1; // cell dealt as sea, or -1 when the water hex is fixed sea/frame
        HexCoord waterHex;
        Direction facing = Direction::East; // from the water hex toward the land
        std::array<std::int32_t, 2> corners {-1, -1}; // BoardTopology corner ids
    };

    struct Violation
    {
        GeneratorConstraint constraint;
        std::array<std::int32_t, 3> cells {-1, -1, -1};
    };

    BoardGenerator() = default;

    std::int32_t cellOf(HexCoord c) const;
    void compileCoastHarbors(
        const BoardTopology &topology, const std::vector<std::int32_t> &cellArea);
    std::optional<GeneratorError> presortSpirals();
    void shuffleTerrain(Rng &rng, GeneratedLayout &layout) const;
    void layArea(const CompiledArea &area, int corner, GeneratedLayout &layout) const;
    void layTokens(Rng &rng, GeneratedLayout &layout) const;
    std::optional<GeneratorConstraint> satisfy(Rng &rng, GeneratedLayout &layout) const;
    std::optional<Violation> findViolation(GeneratedLayout &layout) const;
    bool repair(const Violation &v, Rng &rng, GeneratedLayout &layout) const;
    bool repairToken(std::int32_t cell, Rng &rng, GeneratedLayout &layout) const;
    bool repairTerrain(std::int32_t cell, bool inBigClump, Rng &rng, GeneratedLayout &layout) const;
    bool pairsFit(
        std::int32_t cell, int value, std::int32_t skip, const GeneratedLayout &layout) const;
    bool isolatedAfterSwap(
        std::int32_t cell, std::int32_t other, const GeneratedLayout &layout) const;
    int pairViolations(int a, int b, const GeneratedLayout &layout) const;
    int localCost(std::int32_t cell, const GeneratedLayout &layout) const;
    int clumpExcess(GeneratedLayout &layout, std::int32_t *witness) const;
    void placeHarbors(Rng &rng, GeneratedLayout &layout) const;
    bool placeCoastHarbors(Rng &rng, GeneratedLayout &layout) const;
    void placeRobber(Rng &rng, GeneratedLayout &layout) const;
    void keepFaceDownStacks(
        const CompiledArea &ca, const GeneratedLayout &layout, Area &area, Board &board) const;

    Scenario m_scenario;
    GeneratorConstraints m_constraints;
    std::vector<HexCoord> m_cells; // land hexes, sorted
    std::vector<Terrain> m_baseTerrain;
    std::vector<std::int8_t> m_baseValue;
    std::vector<std::uint8_t> m_variableTerrain, m_variableToken;
    std::vector<std::uint8_t> m_tokenLocked; // terrain drawn under a kept token (Hex::tokenFixed)
    std::vector<std::int32_t> m_randomArea; // area index when the cell's token is drawn from a pool
    std::vector<std::int32_t> m_terrainArea; // area index when the cell's terrain is drawn
    std::vector<std::array<std::int32_t, 6>> m_neighbors; // land cells, -1 elsewhere
    std::vector<std::array<std::int32_t, 2>> m_pairs; // adjacent cells, one variable
    std::vector<std::int32_t> m_checkCells; // variable cells
    std::vector<std::array<std::int32_t, 3>> m_corners; // cells at an intersection (-1 none)
    std::vector<std::array<std::int32_t, 6>> m_cellCorners; // indices into m_corners, -1 none
    std::vector<std::int32_t> m_harborIndex; // Unassigned harbors of the board
    std::vector<CoastSide> m_coastSides;
    std::vector<std::uint8_t> m_fixedHarborCorners; // per topology corner: a board harbor serves it
    std::size_t m_coastHarborCount = 0, m_maxCoastSides = 0;
    std::vector<CompiledArea> m_areas;
    std::vector<NumberToken> m_letters;
    std::size_t m_maxTerrainPool = 0, m_maxTokenPool = 0, m_maxHarborPool = 0;
    bool m_keepRobber = false;
    bool m_robberBesideBoard = false; // RuleOptions::robberStartsBesideBoard
    std::int32_t m_templateRobberCell = -1;
};

} // namespace isle::model
