// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers: fog hexes, discovered by roads and ships and drawn from their area's face-down
// stacks (The Fog Islands, 001:L1826–1854).
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <bit>

namespace isle::validation {

using namespace rules;

Game::Refusal Game::compileFogHexes(CompileContext &ctx)
{
    using model::Terrain;
    auto &fogAreas = ctx.fogAreas;
    for (int h = 0; h < m_topology.hexCount(); ++h) {
        const model::Hex *cell = ctx.cells[idx(h)];
        const model::Area *area = ctx.scenario.area(cell->area);
        if (cell->terrain == Terrain::Fog) {
            if (m_fogHexes.size() == MaxFogHexes)
                return refusal("fog-too-many", {num(MaxFogHexes)},
                    "the board has more than " + std::to_string(MaxFogHexes)
                        + " fog hexes, the most the engine tracks");
            if (!area)
                return refusal("fog-no-area", {coordText(cell->coord)},
                    "the fog hex at " + coordText(cell->coord)
                        + " belongs to no area: an area's pools are the face-down stacks a fog hex "
                          "is drawn from (001:L1830)");
            m_hexFogIndex[idx(h)] = static_cast<std::int8_t>(m_fogHexes.size());
            m_fogHexes.push_back(static_cast<std::int16_t>(h));
            m_fogStartAllowed.push_back(area->startAllowed ? 1 : 0);
            std::size_t a = 0;
            while (a < fogAreas.size() && fogAreas[a] != area)
                ++a;
            if (a == fogAreas.size()) {
                if (fogAreas.size() == MaxFogAreas)
                    return refusal("fog-areas-too-many", {num(MaxFogAreas)},
                        "fog hexes lie in more than " + std::to_string(MaxFogAreas)
                            + " areas, the most face-down stacks the engine tracks");
                fogAreas.push_back(area);
            }
            m_fogArea.push_back(u8(static_cast<int>(a)));
        }
    }
    m_rules.fog = !m_fogHexes.empty();
    return std::nullopt;
}

std::optional<model::Issue> Game::compileFogStacks(const std::vector<const model::Area *> &fogAreas)
{
    // Each area holding fog hexes: its terrain pool is the face-down hex stack and its token
    // pool the face-down token stack (001:L1828–1830). (BoardGenerator leaves there what a
    // variable set-up did not deal.)
    for (std::size_t a = 0; a < fogAreas.size(); ++a) {
        const model::Area &area = *fogAreas[a];
        const std::string name = "fog area '" + area.id + "'";
        int hexes = 0, takers = 0, tokens = 0;
        for (const auto &[terrain, n] : area.terrainPool) {
            const int t = model::index(terrain);
            if (t >= FogTerrainKinds)
                return refusal("fog-stack-terrain",
                    {area.id, std::string(model::toString(terrain))},
                    name + ": its face-down stack holds '" + std::string(model::toString(terrain))
                        + "'; a fog hex can turn out hills, forest, pasture, fields, mountains, "
                          "desert, gold or sea");
            if (n < 0 || n > 255)
                return refusal("fog-stack-count", {area.id, std::to_string(n)},
                    name + ": a stack count must be 0–255, not " + std::to_string(n));
            m_fogHexStack[a][idx(t)] = u8(n);
            hexes += n;
            if (model::takesNumberToken(terrain))
                takers += n;
        }
        for (int v : area.tokenPool) {
            if (!model::isValidTokenValue(v))
                return refusal("fog-token-invalid", {area.id, std::to_string(v)},
                    name + ": its token stack holds the invalid number " + std::to_string(v));
            std::uint8_t &count = m_fogTokenStack[a][idx(v - 2)];
            if (count == 255)
                return refusal(
                    "fog-token-count", {area.id}, name + ": more than 255 tokens of one number");
            count = u8(count + 1);
            ++tokens;
        }
        const auto fog = static_cast<int>(
            std::count(m_fogArea.begin(), m_fogArea.end(), static_cast<std::uint8_t>(a)));
        if (hexes < fog)
            return refusal("fog-stack-short", {area.id, std::to_string(hexes), std::to_string(fog)},
                name + ": its face-down stack has " + std::to_string(hexes) + " hexes for "
                    + std::to_string(fog) + " fog hexes (001:L1830)");
        if (tokens < std::min(fog, takers))
            return refusal("fog-tokens-short",
                {area.id, std::to_string(tokens), std::to_string(std::min(fog, takers))},
                name + ": its token stack has " + std::to_string(tokens) + " tokens, but up to "
                    + std::to_string(std::min(fog, takers))
                    + " discovered hexes take one (001:L1852)");
    }
    return std::nullopt;
}

void Game::compileFogSides()
{
    const auto nc = idx(m_topology.cornerCount()), ne = idx(m_topology.edgeCount());
    const model::BoardTopology &topo = m_topology;
    m_edgeFog.assign(ne, 0);
    m_cornerFog.assign(nc, 0);
    m_cornerFogMask.assign(nc, 0);
    for (int c = 0; c < topo.cornerCount(); ++c)
        for (model::BoardTopology::Id h : topo.cornerHexes(c))
            if (h != NoId && m_hexFogIndex[idx(h)] >= 0) {
                m_cornerFog[idx(c)] = 1;
                m_cornerFogMask[idx(c)] |= 1u << m_hexFogIndex[idx(h)];
            }
    for (int e = 0; e < topo.edgeCount(); ++e)
        for (auto h : topo.edgeHexes(e))
            if (h != NoId && m_hexFogIndex[idx(h)] >= 0)
                m_edgeFog[idx(e)] = 1;
}

int Game::terrainNow(const GameState &s, int hex) const
{
    const int k = m_hexFogIndex[idx(hex)];
    if (k < 0)
        return m_hexTerrain[idx(hex)];
    return s.fogTerrain[idx(k)] - 1; // -1 while face down
}

int Game::tokenNow(const GameState &s, int hex) const
{
    if (m_rules.citiesKnights && m_hexNumbered[idx(hex)] >= 0) // the Inventor moves tokens
        return s.tokens[idx(m_hexNumbered[idx(hex)])];
    const int k = m_hexFogIndex[idx(hex)];
    return k < 0 ? m_hexToken[idx(hex)] : s.fogToken[idx(k)];
}

int Game::resourceNow(const GameState &s, int hex) const
{
    const int k = m_hexFogIndex[idx(hex)];
    if (k < 0)
        return m_hexResource[idx(hex)];
    const int t = s.fogTerrain[idx(k)] - 1;
    if (t < 0)
        return -1;
    const auto r = model::producedResource(static_cast<model::Terrain>(t));
    return r ? model::index(*r) : -1;
}

bool Game::isLandNow(const GameState &s, int hex) const
{
    const int k = m_hexFogIndex[idx(hex)];
    if (k < 0)
        return m_hexLand[idx(hex)] != 0;
    const int t = s.fogTerrain[idx(k)] - 1;
    return t >= 0 && model::isLand(static_cast<model::Terrain>(t));
}

bool Game::isSeaNow(const GameState &s, int hex) const
{
    const int k = m_hexFogIndex[idx(hex)];
    if (k < 0)
        return m_hexSea[idx(hex)] != 0;
    return s.fogTerrain[idx(k)] == 1 + model::index(model::Terrain::Sea);
}

bool Game::fogEdgeIs(const GameState &s, int e, bool land) const
{
    // A side of a fog hex: what the static tables say, plus what the revealed hexes add (a
    // ship needs sea on one side, a road land, 001:L1390).
    if (!land && !m_rules.seafarers)
        return false;
    for (model::BoardTopology::Id h : m_topology.edgeHexes(e))
        if (h != NoId && (land ? isLandNow(s, h) : isSeaNow(s, h)))
            return true;
    return false;
}

bool Game::fogCornerIsLand(const GameState &s, int c) const
{
    for (auto h : m_topology.cornerHexes(c))
        if (h != NoId && isLandNow(s, h))
            return true;
    return false;
}

void Game::fogChanceOutcomes(const GameState &s, ChanceList &out) const
{
    if (s.phase == Phase::ChanceFogHex) {
        // The top hex of the shuffled face-down stack (001:L1850): each hex left is equally
        // likely. Fog hexes found together are drawn for in fog-hex order.
        const auto &stack = s.fogHexStack[m_fogArea[idx(std::countr_zero(s.fogPending))]];
        for (int t = 0; t < FogTerrainKinds; ++t)
            if (stack[idx(t)])
                out.push(makeAction(ActionType::FogHexOutcome, unsigned(t)), stack[idx(t)]);
        return;
    }
    const auto &stack = s.fogTokenStack[m_fogArea[idx(std::countr_zero(s.fogPending))]];
    for (int v = 2; v <= 12; ++v)
        if (stack[idx(v - 2)])
            out.push(makeAction(ActionType::FogTokenOutcome, unsigned(v)), stack[idx(v - 2)]);
}

void Game::applyFog(GameState &s, Action a) const
{
    const int argA = actionArgA(a);
    if (actionType(a) == ActionType::FogHexOutcome) {
        fogHexDrawn(s, argA);
        return;
    }
    const int k = std::countr_zero(s.fogPending);
    auto &stack = s.fogTokenStack[m_fogArea[idx(k)]];
    s.fogToken[idx(k)] = u8(argA);
    stack[idx(argA - 2)] = u8(stack[idx(argA - 2)] - 1);
    finishFogHex(s);
}

void Game::produceFog(GameState &s, int roll, ProductionWords &owed) const
{
    // Discovered fog hexes produce like printed ones (001:L1852: the token is placed on them).
    for (std::size_t k = 0; k < m_fogHexes.size(); ++k) {
        const int h = m_fogHexes[k];
        if (s.fogToken[k] != roll || h == s.robberHex)
            continue;
        const int t = s.fogTerrain[k] - 1;
        const bool gold = t == model::index(model::Terrain::Gold);
        const auto r = model::producedResource(static_cast<model::Terrain>(t));
        for (auto c : m_topology.hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner < 0)
                continue;
            const int n = s.cornerLevel[idx(c)];
            if (gold) {
                s.players[idx(owner)].goldOwed = u8(s.players[idx(owner)].goldOwed + n);
            } else if (r) {
                owed[idx(owner)] += std::uint64_t(n) << (8 * model::index(*r));
            }
        }
    }
}

void Game::discoverAt(GameState &s, int player, int edge) const
{
    // "If you place a ship or road that connects to the intersection of an unexplored hex, you
    // must immediately draw the top hex from the pile" (001:L1850). A moved ship is placed by
    // the rules for a new one (001:L1431), so it discovers too.
    std::uint32_t touched = 0;
    for (auto c : m_topology.edgeCorners(edge))
        touched |= m_cornerFogMask[idx(c)];
    for (std::uint32_t m = touched; m; m &= m - 1) {
        const int k = std::countr_zero(m);
        if (!s.fogTerrain[idx(k)])
            s.fogPending |= 1u << k;
    }
    if (s.fogPending)
        s.fogFinder = u8(player);
}

void Game::nextFogDraw(GameState &s) const
{
    // After the piece's own effects: draw for each discovered hex, then go on where the piece
    // left the game (set-up order, Road Building, the build phase).
    if (!s.fogPending)
        return;
    s.fogResume = s.phase;
    s.phase = Phase::ChanceFogHex;
}

void Game::fogHexDrawn(GameState &s, int terrain) const
{
    const int k = std::countr_zero(s.fogPending);
    const std::size_t area = m_fogArea[idx(k)];
    s.fogTerrain[idx(k)] = u8(terrain + 1);
    s.fogHexStack[area][idx(terrain)] = u8(s.fogHexStack[area][idx(terrain)] - 1);
    // Land takes a number from the token stack (001:L1852); desert and sea take none.
    bool tokens = false;
    for (auto n : s.fogTokenStack[area])
        tokens = tokens || n;
    if (model::takesNumberToken(static_cast<model::Terrain>(terrain)) && tokens)
        s.phase = Phase::ChanceFogToken;
    else
        finishFogHex(s);
}

void Game::finishFogHex(GameState &s) const
{
    const int k = std::countr_zero(s.fogPending);
    s.fogPending &= s.fogPending - 1;
    if (m_rules.fogReward) {
        // "Then you receive a reward: 1 resource card of the type produced by that land hex"
        // (001:L1852); sea gives nothing (001:L1854). A gold field produces the resource of
        // one's choice (001:L1486), so its reward is one chosen card (RULES-DIGEST §6 #9); the
        // desert produces nothing.
        const int t = s.fogTerrain[idx(k)] - 1;
        if (const auto r = model::producedResource(static_cast<model::Terrain>(t))) {
            if (s.bank[idx(model::index(*r))])
                gain(s, s.fogFinder, model::index(*r), 1);
        } else if (t == model::index(model::Terrain::Gold)) {
            PlayerState &ps = s.players[s.fogFinder];
            ps.goldOwed = u8(ps.goldOwed + 1);
        }
    }
    if (s.fogPending) {
        s.phase = Phase::ChanceFogHex;
        return;
    }
    s.phase = s.fogResume;
    if (s.phase == Phase::RoadBuilding)
        finishRoadBuilding(s); // the new land may give the second free road a place, or not
    if (s.players[s.fogFinder].goldOwed)
        startGoldChoice(s, s.phase);
}

} // namespace isle::validation
