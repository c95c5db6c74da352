// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/engine/Game.h"

#include "model/NumberToken.h"
#include "validation/Islands.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace isle::validation {

namespace {

using model::Resource;
constexpr int Brick = model::index(Resource::Brick);
constexpr int Lumber = model::index(Resource::Lumber);
constexpr int Wool = model::index(Resource::Wool);
constexpr int Grain = model::index(Resource::Grain);
constexpr int Ore = model::index(Resource::Ore);
constexpr int GenericHarborBit = 5;
constexpr int Knight = static_cast<int>(DevCard::Knight);
constexpr int RoadBuildingCard = static_cast<int>(DevCard::RoadBuilding);
constexpr int YearOfPlentyCard = static_cast<int>(DevCard::YearOfPlenty);
constexpr int MonopolyCard = static_cast<int>(DevCard::Monopoly);
constexpr int VictoryPointCard = static_cast<int>(DevCard::VictoryPoint);

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
constexpr std::uint8_t u8(int v)
{
    return static_cast<std::uint8_t>(v);
}

/// Bit q: opponent q of `player` owns a piece at one of `ids` and has cards to steal (players
/// with no cards cannot be robbed, so they are no choice; 001:L259).
template<typename Ids, typename Owners>
std::uint8_t victimsAmong(const GameState &s, int player, const Ids &ids, const Owners &owners)
{
    std::uint8_t mask = 0;
    for (auto id : ids) {
        if (id == model::BoardTopology::NoId)
            continue;
        const int owner = owners[idx(id)];
        if (owner >= 0 && owner != player && s.players[idx(owner)].cardCount > 0)
            mask = u8(mask | 1 << owner);
    }
    return mask;
}

struct Fnv
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void add(const void *data, std::size_t n)
    {
        const auto *p = static_cast<const unsigned char *>(data);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= p[i];
            h *= 0x100000001b3ULL;
        }
    }
    void add(std::int64_t v) { add(&v, sizeof v); }
};

std::string coordText(model::HexCoord h)
{
    return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")";
}

const char *resourceName(int r)
{
    static constexpr const char *names[] = {"brick", "lumber", "wool", "grain", "ore"};
    return r >= 0 && r < ResourceKinds ? names[r] : "?";
}

const char *devCardName(int t)
{
    static constexpr const char *names[]
        = {"knight", "road building", "year of plenty", "monopoly", "victory point"};
    return t >= 0 && t < DevCardKinds ? names[t] : "?";
}

} // namespace

std::uint64_t stateHash(const GameState &state)
{
    Fnv f;
    f.add(&state, sizeof state);
    return f.h;
}

// ---------------------------------------------------------------------------------------------
// Compilation

Game::CompileResult Game::compile(const model::Scenario &scenario, int players, GameConfig config)
{
    using model::Terrain;
    // Every refusal has a stable code and its arguments (the editor translates them,
    // editor/playtest/EngineRefusalText) and an English message (the CLI prints it).
    auto refuse = [](std::string code, std::vector<std::string> args, std::string message) {
        model::Issue issue;
        issue.code = "engine." + std::move(code);
        issue.args = std::move(args);
        issue.message = message;
        return CompileResult {nullptr, std::move(message), std::move(issue)};
    };
    auto num = [](auto n) {
        return std::to_string(n);
    };

    if (players < 3 || players > MaxPlayers)
        return refuse("players-unsupported", {num(players)},
            std::to_string(players)
                + " players: the engine plays the base rules for 3–4 players and the CATAN "
                  "5–6 rules for 5–6 players");
    if (players < scenario.minPlayers || players > scenario.maxPlayers)
        return refuse("players-outside-scenario",
            {num(scenario.minPlayers), num(scenario.maxPlayers), num(players)},
            "the scenario is for " + std::to_string(scenario.minPlayers) + "–"
                + std::to_string(scenario.maxPlayers) + " players, not " + std::to_string(players));
    bool seafarers = false;
    for (model::Product p : scenario.products) {
        switch (p) {
        case model::Product::Base:
        case model::Product::BaseFiveSix:
            break;
        case model::Product::Seafarers:
        case model::Product::SeafarersFiveSix:
            seafarers = true;
            break;
        case model::Product::CitiesAndKnights:
        case model::Product::CitiesAndKnightsFiveSix:
            return refuse("product-not-implemented", {std::string(model::toString(p))},
                "rule not implemented: Cities & Knights (commodities, barbarians, "
                "knights, city improvements; RULES-DIGEST §5.14)");
        case model::Product::TradersAndBarbarians:
        case model::Product::TradersAndBarbariansFiveSix:
            return refuse("product-not-implemented", {std::string(model::toString(p))},
                "rule not implemented: Traders & Barbarians scenarios (RULES-DIGEST "
                "§5.15)");
        case model::Product::ExplorersAndPirates:
        case model::Product::ExplorersAndPiratesFiveSix:
            return refuse("product-not-implemented", {std::string(model::toString(p))},
                "rule not implemented: Explorers & Pirates (RULES-DIGEST §5.16)");
        }
    }
    if (scenario.specialVictoryRules.size() > 8)
        return refuse("special-rules-too-many", {num(scenario.specialVictoryRules.size())},
            "at most 8 special victory point rules, not "
                + std::to_string(scenario.specialVictoryRules.size()));
    for (const model::SpecialVictoryRule &rule : scenario.specialVictoryRules) {
        if (rule.points < 0 || rule.points > 10)
            return refuse("special-points-range", {num(rule.points)},
                "special victory points must be 0–10 per rule, not " + std::to_string(rule.points));
        if (rule.kind == model::SpecialVictoryKind::AreaFirstSettlement
            && !scenario.area(rule.area))
            return refuse("special-area-unknown", {rule.area},
                "special victory rule names area '" + rule.area
                    + "', which the scenario does not define");
    }
    if (scenario.rules.friendlyRobber)
        return refuse("friendly-robber-not-implemented", {},
            "rule not implemented: the friendly robber (Traders & Barbarians variant)");
    if (scenario.rules.fogRevealReward && !seafarers)
        return refuse("fog-reward-needs-seafarers", {},
            "fog hexes and their discovery reward (001:L1852) need the Seafarers "
            "product");
    if (scenario.rules.setupShipAllowed && !seafarers)
        return refuse("setup-ship-needs-seafarers", {},
            "a set-up ship instead of a road (001:L1488) needs the Seafarers product");
    if (scenario.rules.discardLimit < 1)
        return refuse("discard-limit", {num(scenario.rules.discardLimit)},
            "the discard limit must be at least 1, not "
                + std::to_string(scenario.rules.discardLimit));
    if (scenario.victoryPoints < 3)
        return refuse("victory-target", {num(scenario.victoryPoints)},
            "the victory target must be at least 3 (start = 2 points), not "
                + std::to_string(scenario.victoryPoints));
    if (scenario.board.pirate() && !seafarers)
        return refuse("pirate-needs-seafarers", {},
            "the board has a pirate (001:L1502), but the scenario does not use the "
            "Seafarers product");
    for (const model::Marker &m : scenario.board.markers()) {
        using model::MarkerType;
        switch (m.type) {
        case MarkerType::NoSettlementAtSetup:
            continue;
        case MarkerType::StartSettlement:
        case MarkerType::StartShip:
        case MarkerType::PirateFortress:
        case MarkerType::FortressRouteSettlementSite:
        case MarkerType::NoPirateAttackHex:
            return refuse("marker-not-implemented",
                {std::string(model::toString(m.type)), "The Pirate Islands"},
                "rule not implemented: marker '" + std::string(model::toString(m.type))
                    + "' (The Pirate Islands: pre-placed pieces, pirate fortresses, warships and "
                      "the "
                      "pirate fleet, Seafarers 001:L2169–2296)");
        case MarkerType::Village:
            return refuse("marker-not-implemented",
                {std::string(model::toString(m.type)), "Cloth for Catan"},
                "rule not implemented: marker 'village' (Cloth for Catan, Seafarers "
                "001:L2085–2167)");
        case MarkerType::DevelopmentCard:
            return refuse("marker-not-implemented",
                {std::string(model::toString(m.type)), "The Forgotten Tribe"},
                "rule not implemented: marker 'development_card' (The Forgotten "
                "Tribe, Seafarers 001:L1995–2083)");
        case MarkerType::WonderSiteGreatWall:
        case MarkerType::WonderSiteGreatBridge:
            return refuse("marker-not-implemented",
                {std::string(model::toString(m.type)), "The Wonders of Catan"},
                "rule not implemented: marker '" + std::string(model::toString(m.type))
                    + "' (The Wonders of Catan, Seafarers 001:L2300–2389)");
        default:
            return refuse("marker-not-implemented", {std::string(model::toString(m.type)), ""},
                "rule not implemented: marker '" + std::string(model::toString(m.type)) + "'");
        }
    }

    std::shared_ptr<Game> g(new Game());
    g->m_config = config;
    g->m_players = players;
    g->m_victoryTarget = scenario.victoryPoints;
    g->m_discardLimit = scenario.rules.discardLimit;
    g->m_seafarers = seafarers;
    g->m_setupShip = seafarers && scenario.rules.setupShipAllowed;
    g->m_fogReward = seafarers && scenario.rules.fogRevealReward;
    // CATAN 5–6: paired players is the only 5–6 turn the seeds describe (RULES-DIGEST §6 #1).
    g->m_paired = players >= 5;
    const bool fiveSixBox = players >= 5 || scenario.uses(model::Product::BaseFiveSix);
    // Bank 19 per resource (95 cards), +5 per resource with 5–6 (001:L1004–1057, §2.2).
    g->m_bankPerResource = fiveSixBox ? 24 : 19;
    // Deck 14/2/2/2/5 (001:L535); 5–6 adds 6 knights and 1 of each progress card (§2.2).
    g->m_deck = fiveSixBox ? std::array<std::uint8_t, 5> {20, 3, 3, 3, 5}
                           : std::array<std::uint8_t, 5> {14, 2, 2, 2, 5};

    const model::Board &board = scenario.board;
    for (const model::Hex &h : board.hexes()) {
        const std::string where = "hex " + coordText(h.coord);
        switch (h.terrain) {
        case Terrain::Hills:
        case Terrain::Forest:
        case Terrain::Pasture:
        case Terrain::Fields:
        case Terrain::Mountains:
        case Terrain::Desert:
        case Terrain::Sea:
        case Terrain::Frame:
            break;
        case Terrain::Unassigned:
            return refuse("terrain-unassigned", {coordText(h.coord)},
                where
                    + " has no terrain yet (variable set-up): generate a concrete "
                      "board before playtesting");
        case Terrain::Gold:
            if (!seafarers)
                return refuse("gold-needs-seafarers", {coordText(h.coord)},
                    "gold fields (001:L1486) need the Seafarers product: " + where);
            break;
        case Terrain::Fog:
            if (!seafarers)
                return refuse("fog-needs-seafarers", {coordText(h.coord)},
                    "fog hexes (001:L1826) need the Seafarers product: " + where);
            break;
        default:
            return refuse("terrain-not-implemented",
                {std::string(model::toString(h.terrain)), coordText(h.coord)},
                "rule not implemented: terrain '" + std::string(model::toString(h.terrain))
                    + "' at " + where);
        }
        if (h.river)
            return refuse("river-not-implemented", {coordText(h.coord)},
                "rule not implemented: rivers (Traders & Barbarians) at " + where);
        if (model::producedResource(h.terrain) && !h.token) {
            const model::Area *area = scenario.area(h.area);
            if (area && area->tokenPlacement != model::TokenPlacement::Fixed)
                return refuse("token-unassigned", {coordText(h.coord)},
                    where
                        + " has no number token yet (variable set-up): generate a "
                          "concrete board before playtesting");
        }
    }
    for (const model::Harbor &hb : board.harbors())
        if (hb.type == model::HarborType::Unassigned)
            return refuse("harbor-unassigned", {coordText(hb.hex)},
                "harbor at " + coordText(hb.hex)
                    + " has no type yet (variable set-up): generate a concrete board "
                      "before playtesting");

    g->m_topology = model::BoardTopology(board);
    const model::BoardTopology &topo = g->m_topology;
    if (topo.hexCount() > MaxHexes || topo.cornerCount() > MaxCorners
        || topo.edgeCount() > MaxEdges)
        return refuse("board-too-large", {num(topo.hexCount()), num(MaxHexes)},
            "the board is too large for the engine (" + std::to_string(topo.hexCount())
                + " hexes; at most " + std::to_string(MaxHexes) + ")");

    const auto nh = idx(topo.hexCount()), nc = idx(topo.cornerCount()), ne = idx(topo.edgeCount());
    g->m_hexLand.assign(nh, 0);
    g->m_hexResource.assign(nh, -1);
    g->m_hexToken.assign(nh, 0);
    g->m_hexSea.assign(nh, 0);
    g->m_hexGold.assign(nh, 0);
    g->m_hexTerrain.assign(nh, 0);
    g->m_hexStartAllowed.assign(nh, 0);
    g->m_hexFogIndex.assign(nh, -1);
    std::vector<const model::Hex *> cells(nh, nullptr);
    std::vector<const model::Area *> fogAreas;
    bool anyLand = false;
    for (int h = 0; h < topo.hexCount(); ++h) {
        const model::Hex *cell = board.hexAt(topo.hex(h));
        cells[idx(h)] = cell;
        const bool land = model::isLand(cell->terrain);
        g->m_hexLand[idx(h)] = land ? 1 : 0;
        g->m_hexSea[idx(h)] = cell->terrain == Terrain::Sea ? 1 : 0;
        g->m_hexTerrain[idx(h)] = u8(model::index(cell->terrain));
        const model::Area *area = scenario.area(cell->area);
        g->m_hexStartAllowed[idx(h)] = !area || area->startAllowed ? 1 : 0;
        anyLand = anyLand || land;
        if (cell->terrain == Terrain::Fog) {
            if (g->m_fogHexes.size() == MaxFogHexes)
                return refuse("fog-too-many", {num(MaxFogHexes)},
                    "the board has more than " + std::to_string(MaxFogHexes)
                        + " fog hexes, the most the engine tracks");
            if (!area)
                return refuse("fog-no-area", {coordText(cell->coord)},
                    "the fog hex at " + coordText(cell->coord)
                        + " belongs to no area: an area's pools are the face-down stacks a fog hex "
                          "is drawn from (001:L1830)");
            g->m_hexFogIndex[idx(h)] = static_cast<std::int8_t>(g->m_fogHexes.size());
            g->m_fogHexes.push_back(static_cast<std::int16_t>(h));
            g->m_fogStartAllowed.push_back(area->startAllowed ? 1 : 0);
            std::size_t a = 0;
            while (a < fogAreas.size() && fogAreas[a] != area)
                ++a;
            if (a == fogAreas.size()) {
                if (fogAreas.size() == MaxFogAreas)
                    return refuse("fog-areas-too-many", {num(MaxFogAreas)},
                        "fog hexes lie in more than " + std::to_string(MaxFogAreas)
                            + " areas, the most face-down stacks the engine tracks");
                fogAreas.push_back(area);
            }
            g->m_fogArea.push_back(u8(static_cast<int>(a)));
        }
        if (cell->terrain == Terrain::Gold) {
            g->m_hexGold[idx(h)] = 1;
            if (cell->token && model::isValidTokenValue(cell->token->value)) {
                g->m_hexToken[idx(h)] = u8(cell->token->value);
                g->m_goldByNumber[idx(cell->token->value)].push_back(static_cast<std::int16_t>(h));
            }
        }
        if (auto r = model::producedResource(cell->terrain)) {
            g->m_hexResource[idx(h)] = static_cast<std::int8_t>(model::index(*r));
            if (cell->token && model::isValidTokenValue(cell->token->value)) {
                g->m_hexToken[idx(h)] = u8(cell->token->value);
                g->m_hexesByNumber[idx(cell->token->value)].push_back(static_cast<std::int16_t>(h));
            }
        }
    }
    if (!anyLand)
        return refuse("no-land", {}, "the board has no land");
    if (auto error = g->compileFogStacks(fogAreas))
        return {nullptr, error->message, std::move(*error)};

    g->m_cornerLand.assign(nc, 0);
    g->m_cornerSetupAllowed.assign(nc, 0);
    g->m_cornerHarbor.assign(nc, 0);
    g->m_cornerPips.assign(nc, 0);
    g->m_cornerResourcePips.assign(nc, {});
    g->m_cornerGoldPips.assign(nc, 0);
    for (int c = 0; c < topo.cornerCount(); ++c) {
        bool startArea = false;
        for (model::BoardTopology::Id h : topo.cornerHexes(c)) {
            if (h == model::BoardTopology::NoId || !g->m_hexLand[idx(h)])
                continue;
            g->m_cornerLand[idx(c)] = 1;
            const model::Area *area = scenario.area(cells[idx(h)]->area);
            startArea = startArea || !area || area->startAllowed;
            const int r = g->m_hexResource[idx(h)];
            if (g->m_hexGold[idx(h)] && g->m_hexToken[idx(h)]) {
                const int p = model::pips(g->m_hexToken[idx(h)]);
                g->m_cornerPips[idx(c)] = u8(g->m_cornerPips[idx(c)] + p);
                g->m_cornerGoldPips[idx(c)] = u8(g->m_cornerGoldPips[idx(c)] + p);
            }
            if (r >= 0 && g->m_hexToken[idx(h)]) {
                const int p = model::pips(g->m_hexToken[idx(h)]);
                g->m_cornerPips[idx(c)] = u8(g->m_cornerPips[idx(c)] + p);
                g->m_cornerResourcePips[idx(c)][idx(r)]
                    = u8(g->m_cornerResourcePips[idx(c)][idx(r)] + p);
            }
        }
        g->m_cornerSetupAllowed[idx(c)] = g->m_cornerLand[idx(c)] && startArea ? 1 : 0;
    }
    g->m_cornerMarked.assign(nc, 0);
    for (const model::Marker &m : board.markers()) {
        const auto c = topo.cornerId(m.corner);
        if (c != model::BoardTopology::NoId) {
            g->m_cornerSetupAllowed[idx(c)] = 0;
            g->m_cornerMarked[idx(c)] = 1;
        }
    }
    for (const model::Harbor &hb : board.harbors()) {
        const int bit = hb.type == model::HarborType::Generic
            ? GenericHarborBit
            : model::index(*model::harborResource(hb.type));
        for (model::CornerCoord cc : hb.servedCorners()) {
            const auto c = topo.cornerId(cc);
            if (c != model::BoardTopology::NoId)
                g->m_cornerHarbor[idx(c)] = u8(g->m_cornerHarbor[idx(c)] | 1 << bit);
        }
    }
    g->m_edgeLand.assign(ne, 0);
    g->m_edgeSea.assign(ne, 0);
    g->m_edgeFog.assign(ne, 0);
    g->m_cornerFog.assign(nc, 0);
    g->m_cornerFogMask.assign(nc, 0);
    for (int c = 0; c < topo.cornerCount(); ++c)
        for (model::BoardTopology::Id h : topo.cornerHexes(c))
            if (h != model::BoardTopology::NoId && g->m_hexFogIndex[idx(h)] >= 0) {
                g->m_cornerFog[idx(c)] = 1;
                g->m_cornerFogMask[idx(c)] |= 1u << g->m_hexFogIndex[idx(h)];
            }
    for (int e = 0; e < topo.edgeCount(); ++e)
        for (model::BoardTopology::Id h : topo.edgeHexes(e))
            if (h != model::BoardTopology::NoId) {
                if (g->m_hexFogIndex[idx(h)] >= 0)
                    g->m_edgeFog[idx(e)] = 1;
                if (g->m_hexLand[idx(h)])
                    g->m_edgeLand[idx(e)] = 1;
                // Ships sail between two sea hexes or a sea and a land hex, never between two
                // land hexes (001:L1390). The frame is "water that is not played on".
                if (seafarers && g->m_hexSea[idx(h)])
                    g->m_edgeSea[idx(e)] = 1;
            }

    // Islands and areas for the special victory points (001:L1446–1458).
    g->m_cornerIsland.assign(nc, -1);
    g->m_cornerAreaRules.assign(nc, 0);
    // Fog hexes count as land here, so land discovered there lies on an island too (the
    // statistics and the bots' island count; special points are refused with fog).
    model::Board islandBoard;
    if (!g->m_fogHexes.empty()) {
        islandBoard = board;
        for (std::int16_t h : g->m_fogHexes)
            islandBoard.setHex({topo.hex(h), Terrain::Desert});
    }
    const Islands islands(g->m_fogHexes.empty() ? board : islandBoard);
    for (int c = 0; c < topo.cornerCount(); ++c)
        for (model::BoardTopology::Id h : topo.cornerHexes(c)) {
            if (h == model::BoardTopology::NoId
                || (!g->m_hexLand[idx(h)] && g->m_hexFogIndex[idx(h)] < 0))
                continue;
            // The land hexes around one corner touch each other, so a corner has one island.
            g->m_cornerIsland[idx(c)]
                = static_cast<std::int8_t>(std::min(islands.islandOf(topo.hex(h)), 127));
            for (std::size_t k = 0; k < scenario.specialVictoryRules.size(); ++k) {
                const model::SpecialVictoryRule &rule = scenario.specialVictoryRules[k];
                if (rule.kind == model::SpecialVictoryKind::AreaFirstSettlement
                    && cells[idx(h)]->area == rule.area)
                    g->m_cornerAreaRules[idx(c)] = u8(g->m_cornerAreaRules[idx(c)] | 1 << k);
            }
        }
    for (std::size_t k = 0; k < scenario.specialVictoryRules.size(); ++k) {
        const model::SpecialVictoryRule &rule = scenario.specialVictoryRules[k];
        if (rule.kind == model::SpecialVictoryKind::ForeignIslandSettlement)
            g->m_foreignIslandPoints += rule.points;
        else
            g->m_areaRulePoints[k] = u8(rule.points);
    }
    if (!g->m_fogHexes.empty() && !scenario.specialVictoryRules.empty())
        return refuse("fog-special-points", {},
            "rule not implemented: special victory points together with fog hexes "
            "(the islands and areas change as the fog lifts; The Fog Islands has "
            "none, 001:L1872)");
    if (g->m_foreignIslandPoints > 0 && islands.count() > 32)
        return refuse("islands-too-many", {num(islands.count())},
            "special victory points for foreign islands: the engine tracks at most 32 "
            "islands, the board has "
                + std::to_string(islands.count()));

    if (auto pirate = board.pirate()) {
        const auto h = topo.hexId(*pirate);
        if (h == model::BoardTopology::NoId || !g->m_hexSea[idx(h)])
            return refuse("pirate-start", {coordText(*pirate)},
                "the pirate must start on a sea hex (001:L1504), not on " + coordText(*pirate));
        g->m_pirateStart = h;
    }

    if (auto robber = board.robber()) {
        const auto h = topo.hexId(*robber);
        if (h == model::BoardTopology::NoId || !g->m_hexLand[idx(h)])
            return refuse("robber-start", {coordText(*robber)},
                "the robber must start on a land hex, not on " + coordText(*robber));
        g->m_robberStart = h;
    } else {
        // The robber starts in the desert (001:L660); with no desert it waits beside the board
        // until the first 7 or knight (Seafarers rule 001:L1508, the only rule the seeds give).
        for (int h = 0; h < topo.hexCount(); ++h)
            if (cells[idx(h)]->terrain == Terrain::Desert) {
                g->m_robberStart = h;
                break;
            }
    }

    Fnv f;
    for (std::int64_t v : {std::int64_t(players), std::int64_t(g->m_victoryTarget),
             std::int64_t(g->m_discardLimit), std::int64_t(g->m_paired),
             std::int64_t(g->m_bankPerResource), std::int64_t(g->m_robberStart),
             std::int64_t(config.maxTurns), std::int64_t(config.maxActionsPerTurn)})
        f.add(v);
    if (seafarers) {
        // Only Seafarers games hash these, so base-game hashes stay as they were.
        for (std::int64_t v : {std::int64_t(g->m_setupShip), std::int64_t(g->m_pirateStart),
                 std::int64_t(g->m_foreignIslandPoints)})
            f.add(v);
        f.add(g->m_hexGold.data(), nh);
        f.add(g->m_hexSea.data(), nh);
        f.add(g->m_cornerAreaRules.data(), nc);
        f.add(g->m_areaRulePoints.data(), g->m_areaRulePoints.size());
        if (!g->m_fogHexes.empty()) {
            // Only boards with fog hash these, so other Seafarers hashes stay as they were.
            f.add(std::int64_t(g->m_fogReward));
            for (std::size_t k = 0; k < g->m_fogHexes.size(); ++k)
                for (std::int64_t v : {std::int64_t(g->m_fogHexes[k]),
                         std::int64_t(g->m_fogArea[k]), std::int64_t(g->m_fogStartAllowed[k])})
                    f.add(v);
            for (const auto &stack : g->m_fogHexStack)
                f.add(stack.data(), stack.size());
            for (const auto &stack : g->m_fogTokenStack)
                f.add(stack.data(), stack.size());
        }
    }
    f.add(g->m_deck.data(), g->m_deck.size());
    for (int h = 0; h < topo.hexCount(); ++h)
        for (std::int64_t v : {std::int64_t(topo.hex(h).q), std::int64_t(topo.hex(h).r),
                 std::int64_t(g->m_hexLand[idx(h)]), std::int64_t(g->m_hexResource[idx(h)]),
                 std::int64_t(g->m_hexToken[idx(h)])})
            f.add(v);
    f.add(g->m_cornerHarbor.data(), nc);
    f.add(g->m_cornerSetupAllowed.data(), nc);
    g->m_hash = f.h;
    return {std::move(g), {}};
}

std::optional<model::Issue> Game::compileFogStacks(const std::vector<const model::Area *> &fogAreas)
{
    auto refuse = [](std::string code, std::vector<std::string> args, std::string message) {
        model::Issue issue;
        issue.code = "engine." + std::move(code);
        issue.args = std::move(args);
        issue.message = std::move(message);
        return issue;
    };
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
                return refuse("fog-stack-terrain", {area.id, std::string(model::toString(terrain))},
                    name + ": its face-down stack holds '" + std::string(model::toString(terrain))
                        + "'; a fog hex can turn out hills, forest, pasture, fields, mountains, "
                          "desert, gold or sea");
            if (n < 0 || n > 255)
                return refuse("fog-stack-count", {area.id, std::to_string(n)},
                    name + ": a stack count must be 0–255, not " + std::to_string(n));
            m_fogHexStack[a][idx(t)] = u8(n);
            hexes += n;
            if (model::takesNumberToken(terrain))
                takers += n;
        }
        for (int v : area.tokenPool) {
            if (!model::isValidTokenValue(v))
                return refuse("fog-token-invalid", {area.id, std::to_string(v)},
                    name + ": its token stack holds the invalid number " + std::to_string(v));
            std::uint8_t &count = m_fogTokenStack[a][idx(v - 2)];
            if (count == 255)
                return refuse(
                    "fog-token-count", {area.id}, name + ": more than 255 tokens of one number");
            count = u8(count + 1);
            ++tokens;
        }
        const auto fog = static_cast<int>(
            std::count(m_fogArea.begin(), m_fogArea.end(), static_cast<std::uint8_t>(a)));
        if (hexes < fog)
            return refuse("fog-stack-short", {area.id, std::to_string(hexes), std::to_string(fog)},
                name + ": its face-down stack has " + std::to_string(hexes) + " hexes for "
                    + std::to_string(fog) + " fog hexes (001:L1830)");
        if (tokens < std::min(fog, takers))
            return refuse("fog-tokens-short",
                {area.id, std::to_string(tokens), std::to_string(std::min(fog, takers))},
                name + ": its token stack has " + std::to_string(tokens) + " tokens, but up to "
                    + std::to_string(std::min(fog, takers))
                    + " discovered hexes take one (001:L1852)");
    }
    return std::nullopt;
}

const std::vector<std::string_view> &Game::refusalCodes()
{
    static const std::vector<std::string_view> codes {"engine.players-unsupported",
        "engine.players-outside-scenario", "engine.product-not-implemented",
        "engine.special-rules-too-many", "engine.special-points-range",
        "engine.special-area-unknown", "engine.friendly-robber-not-implemented",
        "engine.fog-reward-needs-seafarers", "engine.setup-ship-needs-seafarers",
        "engine.discard-limit", "engine.victory-target", "engine.pirate-needs-seafarers",
        "engine.marker-not-implemented", "engine.terrain-unassigned", "engine.gold-needs-seafarers",
        "engine.fog-needs-seafarers", "engine.terrain-not-implemented",
        "engine.river-not-implemented", "engine.token-unassigned", "engine.harbor-unassigned",
        "engine.board-too-large", "engine.fog-too-many", "engine.fog-no-area",
        "engine.fog-areas-too-many", "engine.no-land", "engine.fog-stack-terrain",
        "engine.fog-stack-count", "engine.fog-token-invalid", "engine.fog-token-count",
        "engine.fog-stack-short", "engine.fog-tokens-short", "engine.fog-special-points",
        "engine.islands-too-many", "engine.pirate-start", "engine.robber-start"};
    return codes;
}

GameState Game::initialState() const
{
    GameState s;
    s.numPlayers = u8(m_players);
    for (int p = 0; p < m_players; ++p)
        s.players[idx(p)] = PlayerState {};
    s.cornerOwner.fill(-1);
    s.edgeOwner.fill(-1);
    s.shipOwner.fill(-1);
    s.pirateHex = static_cast<std::int16_t>(m_pirateStart);
    s.bank.fill(u8(m_bankPerResource));
    s.devDeck = m_deck;
    s.fogHexStack = m_fogHexStack;
    s.fogTokenStack = m_fogTokenStack;
    s.robberHex = static_cast<std::int16_t>(m_robberStart);
    s.phase = Phase::SetupSettlement;
    s.actor = 0;
    return s;
}

// ---------------------------------------------------------------------------------------------
// Queries

int Game::setupPlayer(int step) const
{
    // Snake order: 0..n-1, then n-1..0 (001:L666–684).
    return step < m_players ? step : 2 * m_players - 1 - step;
}

int Game::currentPlayer(const GameState &s) const
{
    switch (s.phase) {
    case Phase::GameOver:
        return TerminalPlayer;
    case Phase::ChanceDice:
    case Phase::ChanceSteal:
    case Phase::ChanceDevCard:
    case Phase::ChanceFogHex:
    case Phase::ChanceFogToken:
        return ChancePlayer;
    case Phase::Discard:
        for (int i = 0; i < m_players; ++i) {
            const int p = (s.turnPlayer + i) % m_players;
            if (s.players[idx(p)].discardOwed)
                return p;
        }
        return s.actor;
    case Phase::TradeResponse:
        return s.tradeResponder;
    case Phase::GoldChoice:
        for (int i = 0; i < m_players; ++i) {
            const int p = (s.actor + i) % m_players;
            if (s.players[idx(p)].goldOwed)
                return p;
        }
        return s.actor;
    default:
        return s.actor;
    }
}

bool Game::isChanceNode(const GameState &s) const
{
    return s.phase == Phase::ChanceDice || s.phase == Phase::ChanceSteal
        || s.phase == Phase::ChanceDevCard || s.phase == Phase::ChanceFogHex
        || s.phase == Phase::ChanceFogToken;
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
    if (!land && !m_seafarers)
        return false;
    for (model::BoardTopology::Id h : m_topology.edgeHexes(e))
        if (h != model::BoardTopology::NoId && (land ? isLandNow(s, h) : isSeaNow(s, h)))
            return true;
    return false;
}

bool Game::cornerBuildableNow(const GameState &s, int c) const
{
    if (m_cornerLand[idx(c)])
        return true;
    if (!m_cornerFog[idx(c)])
        return false;
    for (model::BoardTopology::Id h : m_topology.cornerHexes(c))
        if (h != model::BoardTopology::NoId && isLandNow(s, h))
            return true;
    return false;
}

bool Game::setupAllowedNow(const GameState &s, int c) const
{
    // Land revealed during the set-up counts when its area allows starting settlements.
    if (m_cornerSetupAllowed[idx(c)])
        return true;
    if (!m_cornerFog[idx(c)] || m_cornerMarked[idx(c)])
        return false;
    for (model::BoardTopology::Id h : m_topology.cornerHexes(c)) {
        if (h == model::BoardTopology::NoId || !isLandNow(s, h))
            continue;
        const int k = m_hexFogIndex[idx(h)];
        if (k < 0 ? m_hexStartAllowed[idx(h)] != 0 : m_fogStartAllowed[idx(k)] != 0)
            return true;
    }
    return false;
}

int Game::publicVictoryPoints(const GameState &s, int player) const
{
    const PlayerState &ps = s.players[idx(player)];
    return (5 - ps.settlementsLeft) + 2 * (4 - ps.citiesLeft)
        + (s.longestRoadHolder == player ? 2 : 0) + (s.largestArmyHolder == player ? 2 : 0)
        + ps.specialPoints; // catan chits lie visibly under their settlement (001:L1454)
}

int Game::victoryPoints(const GameState &s, int player) const
{
    return publicVictoryPoints(s, player) + s.players[idx(player)].devCards[VictoryPointCard];
}

int Game::maritimeRate(const GameState &s, int player, int resource) const
{
    const int h = s.players[idx(player)].harbors;
    if (h & (1 << resource))
        return 2;
    return (h & (1 << GenericHarborBit)) ? 3 : 4; // 001:L501–511
}

bool Game::isFreeSpot(const GameState &s, int corner) const
{
    if (s.cornerOwner[idx(corner)] >= 0 || !cornerBuildableNow(s, corner))
        return false;
    // Distance rule: all adjacent intersections vacant (001:L630–634).
    for (auto n : m_topology.cornerCorners(corner))
        if (n != model::BoardTopology::NoId && s.cornerOwner[idx(n)] >= 0)
            return false;
    return true;
}

bool Game::canPlaceSettlement(const GameState &s, int player, int corner, bool setup) const
{
    if (!isFreeSpot(s, corner))
        return false;
    if (setup && !setupAllowedNow(s, corner))
        return false;
    if (setup)
        return true;
    // Connected to an own road, or to an own shipping route reaching the coast (001:L1418).
    for (auto e : m_topology.cornerEdges(corner))
        if (e != model::BoardTopology::NoId
            && (s.edgeOwner[idx(e)] == player || s.shipOwner[idx(e)] == player))
            return true;
    return false;
}

bool Game::canPlaceShip(const GameState &s, int player, int edge, int ignoreEdge) const
{
    if (!edgeShippableNow(s, edge) || edge == ignoreEdge || s.shipOwner[idx(edge)] >= 0
        || s.edgeOwner[idx(edge)] >= 0) // one road OR one ship per coastal side (001:L1400)
        return false;
    if (s.pirateHex >= 0)
        for (auto e : m_topology.hexEdges(s.pirateHex))
            if (e == edge)
                return false; // no new ship on the border of the pirate's hex (001:L1506)
    for (auto c : m_topology.edgeCorners(edge)) {
        const int owner = s.cornerOwner[idx(c)];
        if (owner == player)
            return true; // beside an own coastal settlement or city (001:L1394)
        if (owner >= 0)
            continue; // an opponent's building blocks the route as it blocks roads
        // Beside an own ship; never beside a road alone (001:L1408).
        for (auto e : m_topology.cornerEdges(c))
            if (e != model::BoardTopology::NoId && e != edge && e != ignoreEdge
                && s.shipOwner[idx(e)] == player)
                return true;
    }
    return false;
}

bool Game::canMoveShip(const GameState &s, int edge) const
{
    const int player = s.shipOwner[idx(edge)];
    if (player < 0 || player != s.actor || s.shipMoved)
        return false;
    // Not a ship built this turn (001:L1430).
    if (s.shipNew[idx(edge >> 3)] & (1u << (edge & 7)))
        return false;
    // No ship on the border of the pirate's hex may sail away from it (001:L1506).
    if (s.pirateHex >= 0)
        for (auto e : m_topology.hexEdges(s.pirateHex))
            if (e == edge)
                return false;
    // Only a ship with an end touching none of the player's other pieces (001:L1432). A ship of a
    // closed route (001:L1418–1420) has pieces at both ends, so it never qualifies.
    for (auto c : m_topology.edgeCorners(edge)) {
        if (s.cornerOwner[idx(c)] == player)
            continue;
        bool touches = false;
        for (auto e : m_topology.cornerEdges(c))
            if (e != model::BoardTopology::NoId && e != edge
                && (s.shipOwner[idx(e)] == player || s.edgeOwner[idx(e)] == player))
                touches = true;
        if (!touches)
            return true;
    }
    return false;
}

bool Game::canPlaceRoad(const GameState &s, int player, int edge) const
{
    if (!edgeBuildableNow(s, edge) || s.edgeOwner[idx(edge)] >= 0 || s.shipOwner[idx(edge)] >= 0)
        return false;
    for (auto c : m_topology.edgeCorners(edge)) {
        const int owner = s.cornerOwner[idx(c)];
        if (owner == player)
            return true;
        if (owner >= 0)
            continue; // an opponent's building blocks the way through (001:L587)
        for (auto e : m_topology.cornerEdges(c))
            if (e != model::BoardTopology::NoId && e != edge && s.edgeOwner[idx(e)] == player)
                return true;
    }
    return false;
}

int Game::longestRoadOf(const GameState &s, int player) const
{
    return m_seafarers ? longestTrail<true>(s, player) : longestTrail<false>(s, player);
}

template<bool Ships> int Game::longestTrail(const GameState &s, int player) const
{
    // Longest trail (no road twice) in the player's road graph; a trail may end at, but not pass
    // through, an opponent's building (001:L478). At most 15 roads (+ 15 ships): exhaustive DFS
    // over a small local adjacency table (corner -> up to 3 own pieces) from every corner.
    // Seafarers: ships count too, but a trail changes between road and ship only at the player's
    // own settlement or city (001:L1408, L1464).
    constexpr int RoadLimit = Ships ? 30 : 15;
    constexpr std::size_t MaxRoads = RoadLimit, MaxLocal = 2 * MaxRoads;
    std::array<int, MaxLocal> corners {}; // local corner -> topology id
    std::array<std::array<std::int8_t, 3>, MaxLocal> adjRoad {}, adjCorner {};
    std::array<std::uint8_t, MaxLocal> degree {}, blocked {}, own {};
    std::array<std::uint8_t, MaxRoads> isShip {};
    int nCorners = 0, nRoads = 0;
    std::array<std::int8_t, MaxCorners> localOf;
    localOf.fill(-1);
    auto local = [&](int c) {
        if (localOf[idx(c)] >= 0)
            return int(localOf[idx(c)]);
        localOf[idx(c)] = static_cast<std::int8_t>(nCorners);
        corners[idx(nCorners)] = c;
        const int owner = s.cornerOwner[idx(c)];
        blocked[idx(nCorners)] = owner >= 0 && owner != player ? 1 : 0;
        own[idx(nCorners)] = owner == player ? 1 : 0;
        return nCorners++;
    };
    for (int e = 0; e < m_topology.edgeCount() && nRoads < RoadLimit; ++e) {
        const bool road = s.edgeOwner[idx(e)] == player;
        if (!road && (!Ships || s.shipOwner[idx(e)] != player))
            continue;
        isShip[idx(nRoads)] = road ? 0 : 1;
        const auto &ends = m_topology.edgeCorners(e);
        const int a = local(ends[0]), b = local(ends[1]);
        adjRoad[idx(a)][degree[idx(a)]] = static_cast<std::int8_t>(nRoads);
        adjCorner[idx(a)][degree[idx(a)]++] = static_cast<std::int8_t>(b);
        adjRoad[idx(b)][degree[idx(b)]] = static_cast<std::int8_t>(nRoads);
        adjCorner[idx(b)][degree[idx(b)]++] = static_cast<std::int8_t>(a);
        ++nRoads;
    }
    if (nRoads <= 1)
        return nRoads;
    struct Walker
    {
        const std::array<std::array<std::int8_t, 3>, MaxLocal> &road, &next;
        const std::array<std::uint8_t, MaxLocal> &degree, &blocked, &own;
        const std::array<std::uint8_t, MaxRoads> &ship;
        int best = 0;
        /// kind: the piece arrived by (0 road, 1 ship; 2 = start of the trail)
        void walk(int corner, std::uint32_t used, int length, int kind)
        {
            best = std::max(best, length);
            if (length > 0 && blocked[idx(corner)])
                return; // broken here
            for (int k = 0; k < degree[idx(corner)]; ++k) {
                const int r = road[idx(corner)][idx(k)];
                if (used & (1u << r))
                    continue;
                if (Ships && kind != 2 && ship[idx(r)] != kind && !own[idx(corner)])
                    continue; // road and ship meet without a settlement: not joined
                walk(next[idx(corner)][idx(k)], used | (1u << r), length + 1, ship[idx(r)]);
            }
        }
    } walker {adjRoad, adjCorner, degree, blocked, own, isShip};
    for (int c = 0; c < nCorners && walker.best < nRoads; ++c)
        walker.walk(c, 0u, 0, 2);
    return walker.best;
}

// ---------------------------------------------------------------------------------------------
// Legal actions

void Game::legalRoads(const GameState &s, int player, ActionList &out) const
{
    // Same set as canPlaceRoad() over all edges, but found from the player's network: edges at
    // corners the player owns or reaches by road without an opponent's building there. Emitted
    // in edge order so the list does not depend on how it was found.
    std::array<std::uint8_t, MaxEdges> candidate {};
    auto open = [&](int c) {
        for (auto e : m_topology.cornerEdges(c))
            if (e != model::BoardTopology::NoId)
                candidate[idx(e)] = 1;
    };
    const int edges = m_topology.edgeCount();
    for (int e = 0; e < edges; ++e) {
        if (s.edgeOwner[idx(e)] != player)
            continue;
        for (auto c : m_topology.edgeCorners(e)) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner < 0 || owner == player)
                open(c);
        }
    }
    for (int c = 0; c < m_topology.cornerCount(); ++c)
        if (s.cornerOwner[idx(c)] == player)
            open(c);
    for (int e = 0; e < edges; ++e)
        if (candidate[idx(e)] && s.edgeOwner[idx(e)] < 0 && edgeBuildableNow(s, e)
            && s.shipOwner[idx(e)] < 0)
            out.push(makeAction(ActionType::BuildRoad, unsigned(e)));
}

bool Game::hasLegalRoad(const GameState &s, int player) const
{
    // Road Building's free pieces: roads, or with Seafarers also ships (001:L1474).
    const PlayerState &ps = s.players[idx(player)];
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        if ((ps.roadsLeft && canPlaceRoad(s, player, e))
            || (m_seafarers && ps.shipsLeft && canPlaceShip(s, player, e)))
            return true;
    return false;
}

bool Game::shipFrontier(
    const GameState &s, int player, std::array<std::uint8_t, MaxEdges> &candidate) const
{
    // Sides touching the player's ships or buildings: the only places a new ship can go
    // (001:L1394–1396), so legal generation need not test every side of the board.
    bool ships = false;
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        if (s.shipOwner[idx(e)] == player) {
            ships = true;
            for (auto c : m_topology.edgeCorners(e))
                for (auto x : m_topology.cornerEdges(c))
                    if (x != model::BoardTopology::NoId)
                        candidate[idx(x)] = 1;
        }
    for (int c = 0; c < m_topology.cornerCount(); ++c)
        if (s.cornerOwner[idx(c)] == player)
            for (auto x : m_topology.cornerEdges(c))
                if (x != model::BoardTopology::NoId)
                    candidate[idx(x)] = 1;
    return ships;
}

void Game::legalShips(const GameState &s, int player, ActionList &out) const
{
    std::array<std::uint8_t, MaxEdges> candidate {};
    shipFrontier(s, player, candidate);
    for (int e = 0; e < m_topology.edgeCount(); ++e)
        if (candidate[idx(e)] && canPlaceShip(s, player, e))
            out.push(makeAction(ActionType::BuildShip, unsigned(e)));
}

void Game::legalShipMoves(const GameState &s, int player, ActionList &out) const
{
    // One ship per turn, in the build phase (001:L1429); the new place must be a legal place for
    // a new ship (001:L1431), found as if the ship had already left.
    std::array<std::uint8_t, MaxEdges> candidate {};
    if (!shipFrontier(s, player, candidate))
        return;
    const int edges = m_topology.edgeCount();
    for (int from = 0; from < edges; ++from) {
        if (s.shipOwner[idx(from)] != player || !canMoveShip(s, from))
            continue;
        for (int to = 0; to < edges; ++to)
            if (candidate[idx(to)] && canPlaceShip(s, player, to, from)
                && out.size() < ActionList::Capacity)
                out.push(makeAction(ActionType::MoveShip, unsigned(from), unsigned(to)));
    }
}

void Game::legalDevCards(const GameState &s, ActionList &out) const
{
    // One card per turn, never one bought this turn (001:L352–367).
    if (s.devPlayed)
        return;
    const PlayerState &ps = s.players[s.actor];
    auto playable = [&](int t) {
        return ps.devCards[idx(t)] > ps.devCardsNew[idx(t)];
    };
    if (playable(Knight))
        out.push(makeAction(ActionType::PlayKnight));
    if (playable(RoadBuildingCard) && (ps.roadsLeft > 0 || (m_seafarers && ps.shipsLeft > 0)))
        out.push(makeAction(ActionType::PlayRoadBuilding));
    if (playable(YearOfPlentyCard))
        for (int a = 0; a < ResourceKinds; ++a)
            for (int b = a; b < ResourceKinds; ++b)
                if (s.bank[idx(a)] >= (a == b ? 2 : 1) && s.bank[idx(b)] >= 1)
                    out.push(makeAction(ActionType::PlayYearOfPlenty, unsigned(a), unsigned(b)));
    if (playable(MonopolyCard))
        for (int r = 0; r < ResourceKinds; ++r)
            out.push(makeAction(ActionType::PlayMonopoly, unsigned(r)));
}

void Game::legalMain(const GameState &s, ActionList &out) const
{
    const int p = s.actor;
    const PlayerState &ps = s.players[idx(p)];
    out.push(makeAction(ActionType::EndTurn));
    if (s.actionCount >= m_config.maxActionsPerTurn)
        return;
    const auto &r = ps.resources;
    if (ps.settlementsLeft && r[Brick] && r[Lumber] && r[Wool] && r[Grain]) {
        // Only corners at the end of an own road (001:L216) or ship (001:L1418) can qualify.
        std::array<std::uint8_t, MaxCorners> reached {};
        for (int e = 0; e < m_topology.edgeCount(); ++e)
            if (s.edgeOwner[idx(e)] == p || s.shipOwner[idx(e)] == p)
                for (auto c : m_topology.edgeCorners(e))
                    reached[idx(c)] = 1;
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (reached[idx(c)] && isFreeSpot(s, c))
                out.push(makeAction(ActionType::BuildSettlement, unsigned(c)));
    }
    if (ps.citiesLeft && r[Ore] >= 3 && r[Grain] >= 2)
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (s.cornerOwner[idx(c)] == p && s.cornerLevel[idx(c)] == 1)
                out.push(makeAction(ActionType::BuildCity, unsigned(c)));
    if (ps.roadsLeft && r[Brick] && r[Lumber])
        legalRoads(s, p, out);
    if (m_seafarers) {
        if (ps.shipsLeft && r[Lumber] && r[Wool]) // 1 lumber + 1 wool (001:L1388)
            legalShips(s, p, out);
        if (!s.shipMoved)
            legalShipMoves(s, p, out);
    }
    if (r[Ore] && r[Wool] && r[Grain]) {
        int deck = 0;
        for (auto n : s.devDeck)
            deck += n;
        if (deck > 0)
            out.push(makeAction(ActionType::BuyDevCard));
    }
    legalDevCards(s, out);
    for (int give = 0; give < ResourceKinds; ++give) {
        if (r[idx(give)] < maritimeRate(s, p, give))
            continue;
        for (int get = 0; get < ResourceKinds; ++get)
            if (get != give && s.bank[idx(get)])
                out.push(makeAction(ActionType::MaritimeTrade, unsigned(give), unsigned(get)));
    }
    // Domestic offers: only player 1 (player 2 trades with the supply only, 001:L1206).
    if (s.pairedPart == 0 && s.offersThisTurn < MaxOffersPerTurn)
        for (int give = 0; give < ResourceKinds; ++give)
            for (int giveN = 1; giveN <= 2 && giveN <= r[idx(give)]; ++giveN)
                for (int get = 0; get < ResourceKinds; ++get)
                    if (get != give) // no like-for-like (001:L190)
                        for (int getN = 1; getN <= 2; ++getN)
                            out.push(makeAction(ActionType::OfferTrade, unsigned(give),
                                unsigned(get), unsigned(giveN | getN << 3)));
}

void Game::legalActions(const GameState &s, ActionList &out) const
{
    out.clear();
    switch (s.phase) {
    case Phase::SetupSettlement:
        for (int c = 0; c < m_topology.cornerCount(); ++c)
            if (canPlaceSettlement(s, s.actor, c, true))
                out.push(makeAction(ActionType::BuildSettlement, unsigned(c)));
        break;
    case Phase::SetupRoad:
        // The set-up road must touch the settlement just placed (001:L684).
        for (auto e : m_topology.cornerEdges(s.setupCorner))
            if (e != model::BoardTopology::NoId && edgeBuildableNow(s, e) && s.edgeOwner[idx(e)] < 0
                && s.shipOwner[idx(e)] < 0)
                out.push(makeAction(ActionType::BuildRoad, unsigned(e)));
        // Seafarers: a ship instead of the road at a coastal settlement (001:L1490).
        if (m_setupShip)
            for (auto e : m_topology.cornerEdges(s.setupCorner))
                if (e != model::BoardTopology::NoId && canPlaceShip(s, s.actor, e))
                    out.push(makeAction(ActionType::BuildShip, unsigned(e)));
        break;
    case Phase::PreRoll:
        out.push(makeAction(ActionType::RollDice));
        legalDevCards(s, out); // any development card may be played before the roll (001:L362)
        break;
    case Phase::Main:
        legalMain(s, out);
        break;
    case Phase::Discard: {
        const PlayerState &ps = s.players[idx(currentPlayer(s))];
        for (int r = 0; r < ResourceKinds; ++r)
            if (ps.resources[idx(r)])
                out.push(makeAction(ActionType::Discard, unsigned(r)));
        break;
    }
    case Phase::MoveRobber:
        // Any other land hex (001:L255: "any other terrain hex or the desert").
        for (int h = 0; h < m_topology.hexCount(); ++h)
            if (h != s.robberHex && isLandNow(s, h))
                out.push(makeAction(ActionType::MoveRobber, unsigned(h)));
        // Seafarers: the pirate instead of the robber, onto another sea hex (001:L1504–1505).
        if (m_seafarers)
            for (int h = 0; h < m_topology.hexCount(); ++h)
                if (h != s.pirateHex && isSeaNow(s, h))
                    out.push(makeAction(ActionType::MovePirate, unsigned(h)));
        break;
    case Phase::ChooseVictim:
        for (int p = 0; p < m_players; ++p)
            if (s.victimMask & (1 << p))
                out.push(makeAction(ActionType::ChooseVictim, unsigned(p)));
        break;
    case Phase::RoadBuilding:
        if (s.players[s.actor].roadsLeft)
            legalRoads(s, s.actor, out);
        if (m_seafarers && s.players[s.actor].shipsLeft)
            legalShips(s, s.actor, out);
        break;
    case Phase::GoldChoice:
        for (int r = 0; r < ResourceKinds; ++r)
            if (s.bank[idx(r)])
                out.push(makeAction(ActionType::ChooseGold, unsigned(r)));
        break;
    case Phase::TradeResponse:
        out.push(makeAction(ActionType::AcceptTrade));
        out.push(makeAction(ActionType::RejectTrade));
        break;
    case Phase::TradeConfirm:
        for (int p = 0; p < m_players; ++p)
            if (s.tradeAccepted & (1 << p))
                out.push(makeAction(ActionType::ConfirmTrade, unsigned(p)));
        out.push(makeAction(ActionType::CancelTrade));
        break;
    case Phase::ChanceDice:
    case Phase::ChanceSteal:
    case Phase::ChanceDevCard:
    case Phase::ChanceFogHex:
    case Phase::ChanceFogToken:
    case Phase::GameOver:
        break;
    }
}

bool Game::isLegal(const GameState &s, Action a) const
{
    if (isChanceNode(s)) {
        ChanceList chances;
        chanceOutcomes(s, chances);
        for (int i = 0; i < chances.size(); ++i)
            if (chances.action(i) == a)
                return true;
        return false;
    }
    ActionList legal;
    legalActions(s, legal);
    return legal.contains(a);
}

void Game::chanceOutcomes(const GameState &s, ChanceList &out) const
{
    out.clear();
    switch (s.phase) {
    case Phase::ChanceDice:
        for (int sum = 2; sum <= 12; ++sum)
            out.push(makeAction(ActionType::DiceOutcome, unsigned(sum)),
                static_cast<std::uint32_t>(6 - std::abs(7 - sum))); // ways out of 36
        break;
    case Phase::ChanceSteal: {
        const PlayerState &victim = s.players[s.stealVictim];
        for (int r = 0; r < ResourceKinds; ++r)
            if (victim.resources[idx(r)])
                out.push(
                    makeAction(ActionType::StealOutcome, unsigned(r)), victim.resources[idx(r)]);
        break;
    }
    case Phase::ChanceDevCard:
        for (int t = 0; t < DevCardKinds; ++t)
            if (s.devDeck[idx(t)])
                out.push(makeAction(ActionType::DevCardOutcome, unsigned(t)), s.devDeck[idx(t)]);
        break;
    case Phase::ChanceFogHex: {
        // The top hex of the shuffled face-down stack (001:L1850): each hex left is equally
        // likely. Fog hexes found together are drawn for in fog-hex order.
        const auto &stack = s.fogHexStack[m_fogArea[idx(std::countr_zero(s.fogPending))]];
        for (int t = 0; t < FogTerrainKinds; ++t)
            if (stack[idx(t)])
                out.push(makeAction(ActionType::FogHexOutcome, unsigned(t)), stack[idx(t)]);
        break;
    }
    case Phase::ChanceFogToken: {
        const auto &stack = s.fogTokenStack[m_fogArea[idx(std::countr_zero(s.fogPending))]];
        for (int v = 2; v <= 12; ++v)
            if (stack[idx(v - 2)])
                out.push(makeAction(ActionType::FogTokenOutcome, unsigned(v)), stack[idx(v - 2)]);
        break;
    }
    default:
        break;
    }
}

Action Game::sampleChance(const GameState &s, model::Rng &rng) const
{
    if (s.phase == Phase::ChanceDice) {
        // Two dice, so the record keeps the same distribution as the table (001:L519).
        const unsigned sum = rng.boundedInt(6) + rng.boundedInt(6) + 2;
        return makeAction(ActionType::DiceOutcome, sum);
    }
    ChanceList chances;
    chanceOutcomes(s, chances);
    std::uint32_t x = rng.boundedInt(chances.totalWeight());
    for (int i = 0; i < chances.size(); ++i) {
        if (x < chances.weight(i))
            return chances.action(i);
        x -= chances.weight(i);
    }
    return chances.action(chances.size() - 1);
}

// ---------------------------------------------------------------------------------------------
// Applying actions

void Game::gain(GameState &s, int player, int resource, int n) const
{
    PlayerState &ps = s.players[idx(player)];
    ps.resources[idx(resource)] = u8(ps.resources[idx(resource)] + n);
    ps.cardCount = u8(ps.cardCount + n);
    s.bank[idx(resource)] = u8(s.bank[idx(resource)] - n);
}

void Game::pay(GameState &s, int player, int resource, int n) const
{
    gain(s, player, resource, -n);
}

void Game::produce(GameState &s, int roll) const
{
    // Every hex showing the roll produces for each adjacent building, 1 per settlement and 2 per
    // city; the robber's hex produces nothing (001:L173–180, L566).
    std::array<std::array<std::uint8_t, ResourceKinds>, MaxPlayers> demand {};
    std::array<int, ResourceKinds> total {};
    for (std::int16_t h : m_hexesByNumber[idx(roll)]) {
        if (h == s.robberHex)
            continue;
        const int r = m_hexResource[idx(h)];
        for (auto c : m_topology.hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner < 0)
                continue;
            demand[idx(owner)][idx(r)] = u8(demand[idx(owner)][idx(r)] + s.cornerLevel[idx(c)]);
            total[idx(r)] += s.cornerLevel[idx(c)];
        }
    }
    // Gold fields: 1 resource of the player's choice per settlement, 2 per city (001:L1486),
    // chosen afterwards in Phase::GoldChoice.
    for (std::int16_t h : m_goldByNumber[idx(roll)]) {
        if (h == s.robberHex)
            continue;
        for (auto c : m_topology.hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)];
            if (owner >= 0)
                s.players[idx(owner)].goldOwed
                    = u8(s.players[idx(owner)].goldOwed + s.cornerLevel[idx(c)]);
        }
    }
    if (!m_fogHexes.empty())
        produceFog(s, roll, demand, total);
    for (int r = 0; r < ResourceKinds; ++r) {
        if (total[idx(r)] == 0)
            continue;
        if (total[idx(r)] <= s.bank[idx(r)]) {
            for (int p = 0; p < m_players; ++p)
                if (demand[idx(p)][idx(r)]) {
                    gain(s, p, r, demand[idx(p)][idx(r)]);
                    s.players[idx(p)].produced[idx(r)] = static_cast<std::uint16_t>(
                        s.players[idx(p)].produced[idx(r)] + demand[idx(p)][idx(r)]);
                }
            continue;
        }
        // Bank shortage: nobody gets this resource, unless only one player is owed it — that
        // player takes what is left (001:L568–570).
        int owed = -1, count = 0;
        for (int p = 0; p < m_players; ++p)
            if (demand[idx(p)][idx(r)]) {
                owed = p;
                ++count;
            }
        if (count == 1 && s.bank[idx(r)] > 0) {
            const int n = s.bank[idx(r)];
            gain(s, owed, r, n);
            s.players[idx(owed)].produced[idx(r)]
                = static_cast<std::uint16_t>(s.players[idx(owed)].produced[idx(r)] + n);
        }
    }
}

void Game::produceFog(GameState &s, int roll,
    std::array<std::array<std::uint8_t, ResourceKinds>, MaxPlayers> &demand,
    std::array<int, ResourceKinds> &total) const
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
                const auto ri = idx(model::index(*r));
                demand[idx(owner)][ri] = u8(demand[idx(owner)][ri] + n);
                total[ri] += n;
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
    if (m_fogReward) {
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

void Game::startRobberMove(GameState &s) const
{
    s.phase = Phase::MoveRobber;
}

void Game::afterRobber(GameState &s) const
{
    s.phase = s.rolled ? Phase::Main : Phase::PreRoll;
}

void Game::updateLongestRoad(GameState &s) const
{
    // 001:L463–483: 5+ segments; a challenger needs a strictly longer road; a broken holder tied
    // for longest keeps the card; otherwise the card goes to the one player with the longest road
    // (5+), or is set aside when that player is not unique.
    int best = 0, bestCount = 0, bestPlayer = -1;
    for (int p = 0; p < m_players; ++p) {
        const int len = s.players[idx(p)].longestRoad;
        if (len > best) {
            best = len;
            bestCount = 1;
            bestPlayer = p;
        } else if (len == best) {
            ++bestCount;
        }
    }
    const int holder = s.longestRoadHolder;
    if (holder >= 0 && s.players[idx(holder)].longestRoad == best && best >= 5)
        return;
    s.longestRoadHolder = static_cast<std::int8_t>(best >= 5 && bestCount == 1 ? bestPlayer : -1);
}

void Game::updateLargestArmy(GameState &s, int player) const
{
    // First to 3 knights takes it; another player needs more knights than the holder (001:L455).
    const int knights = s.players[idx(player)].knightsPlayed;
    const int holder = s.largestArmyHolder;
    if (knights >= 3 && (holder < 0 || knights > s.players[idx(holder)].knightsPlayed))
        s.largestArmyHolder = static_cast<std::int8_t>(player);
}

void Game::routePieceBuilt(GameState &s, int player, Phase phase) const
{
    // A road or ship was placed: the owner's route length, the Longest Road/Trade Route holder,
    // and what the phase it was placed in does next (set-up order, Road Building's count).
    PlayerState &ps = s.players[idx(player)];
    ps.longestRoad = u8(longestRoadOf(s, player));
    updateLongestRoad(s);
    if (phase == Phase::SetupRoad) {
        finishSetupPiece(s);
    } else if (phase == Phase::RoadBuilding) {
        s.freeRoads = u8(s.freeRoads - 1);
        finishRoadBuilding(s);
    }
}

void Game::finishRoadBuilding(GameState &s) const
{
    // With fog hexes still to draw, whether a free road has a place is decided after the draw.
    if (s.freeRoads == 0 || (!s.fogPending && !hasLegalRoad(s, s.actor))) {
        s.freeRoads = 0;
        afterRobber(s); // back to the phase the card was played in
    }
}

void Game::nextResponder(GameState &s, int after) const
{
    for (int i = 1; i < m_players; ++i) {
        const int p = (after + i) % m_players;
        if (p == s.actor)
            break;
        if (s.players[idx(p)].resources[s.tradeGet] >= s.tradeGetCount) {
            s.tradeResponder = u8(p);
            s.phase = Phase::TradeResponse;
            return;
        }
    }
    s.phase = s.tradeAccepted ? Phase::TradeConfirm : Phase::Main;
}

void Game::endTrade(GameState &s) const
{
    s.tradeAccepted = 0;
    s.phase = Phase::Main;
}

void Game::checkVictory(GameState &s) const
{
    // Victory only during one's own turn (001:L389–395); in a paired turn both parts count as
    // their player's turn, player 1 first (001:L1219).
    if (s.phase == Phase::GameOver || s.phase == Phase::SetupSettlement
        || s.phase == Phase::SetupRoad)
        return;
    if (victoryPoints(s, s.actor) >= m_victoryTarget) {
        s.winner = static_cast<std::int8_t>(s.actor);
        s.phase = Phase::GameOver;
    }
}

void Game::startSteal(GameState &s, std::uint8_t victims) const
{
    // Nobody to rob; one victim (the card is chance); or the mover picks one (001:L257).
    if (victims == 0) {
        afterRobber(s);
    } else if ((victims & (victims - 1)) == 0) {
        s.stealVictim = u8(std::countr_zero(victims));
        s.phase = Phase::ChanceSteal;
    } else {
        s.victimMask = victims;
        s.phase = Phase::ChooseVictim;
    }
}

void Game::finishSetupPiece(GameState &s) const
{
    s.setupStep = u8(s.setupStep + 1);
    s.setupCorner = -1;
    if (s.setupStep == 2 * m_players) {
        s.phase = Phase::PreRoll; // the starting player begins (001:L690)
        s.turnPlayer = 0;
        s.actor = 0;
        s.actionCount = 0;
        s.homeIslands = s.islandsSettled; // the start islands of special VP rules (001:L1746)
        s.shipNew.fill(0);
    } else {
        s.phase = Phase::SetupSettlement;
        s.actor = u8(setupPlayer(s.setupStep));
    }
}

void Game::startGoldChoice(GameState &s, Phase resume) const
{
    s.resumePhase = resume;
    s.phase = Phase::GoldChoice;
    nextGoldChooser(s);
}

void Game::nextGoldChooser(GameState &s) const
{
    // Players owed gold-field resources take them from the bank one card at a time; when the
    // bank has nothing left, what is still owed is lost (as with any bank shortage, 001:L568).
    int bank = 0;
    for (auto n : s.bank)
        bank += n;
    bool owed = false;
    for (int p = 0; p < m_players; ++p) {
        if (bank == 0)
            s.players[idx(p)].goldOwed = 0;
        owed = owed || s.players[idx(p)].goldOwed;
    }
    if (!owed)
        s.phase = s.resumePhase;
}

void Game::settlementBuilt(GameState &s, int player, int corner, bool setup) const
{
    // Special victory points (catan chits, 001:L1446–1458): a player's first settlement on each
    // island other than the islands of their set-up settlements ("foreign" islands, 001:L1746–
    // 1754; "small islands" of S1, 001:L1638), and the first settlement in a named area. Set-up
    // settlements earn none: they define the home islands.
    PlayerState &ps = s.players[idx(player)];
    const int island = m_cornerIsland[idx(corner)];
    const std::uint32_t bit = island >= 0 && island < 32 ? 1u << island : 0u;
    if (!setup && m_foreignIslandPoints > 0 && bit && !(s.homeIslands[idx(player)] & bit)
        && !(s.islandsSettled[idx(player)] & bit))
        ps.specialPoints = u8(ps.specialPoints + m_foreignIslandPoints);
    s.islandsSettled[idx(player)] |= bit;
    const int newAreas = m_cornerAreaRules[idx(corner)] & ~ps.areaBonus;
    if (!setup)
        for (int k = 0; k < 8; ++k)
            if (newAreas & (1 << k))
                ps.specialPoints = u8(ps.specialPoints + m_areaRulePoints[idx(k)]);
    ps.areaBonus = u8(ps.areaBonus | newAreas);
}

void Game::apply(GameState &s, Action a) const
{
    const int p = currentPlayer(s);
    const int argA = actionArgA(a);
    const int argB = actionArgB(a);
    if (p >= 0)
        s.actionCount = static_cast<std::uint16_t>(
            s.actionCount < 0xFFFF ? s.actionCount + 1 : s.actionCount);
    switch (actionType(a)) {
    case ActionType::RollDice:
        s.phase = Phase::ChanceDice;
        break;
    case ActionType::DiceOutcome: {
        s.rolled = 1;
        s.lastRoll = u8(argA);
        if (argA != 7) {
            s.phase = Phase::Main;
            produce(s, argA);
            if (m_seafarers)
                startGoldChoice(s, Phase::Main);
            break;
        }
        // A 7: everyone with more than the limit discards half, rounded down (001:L247–251).
        bool any = false;
        for (int q = 0; q < m_players; ++q) {
            PlayerState &ps = s.players[idx(q)];
            if (ps.cardCount > m_discardLimit) {
                ps.discardOwed = u8(ps.cardCount / 2);
                any = true;
            }
        }
        s.phase = any ? Phase::Discard : Phase::MoveRobber;
        break;
    }
    case ActionType::Discard: {
        pay(s, p, argA, 1);
        PlayerState &ps = s.players[idx(p)];
        ps.discardOwed = u8(ps.discardOwed - 1);
        bool any = false;
        for (int q = 0; q < m_players; ++q)
            any = any || s.players[idx(q)].discardOwed;
        if (!any)
            startRobberMove(s);
        break;
    }
    case ActionType::MoveRobber: {
        s.robberHex = static_cast<std::int16_t>(argA);
        // Steal from an opponent with a building on the hex (001:L257).
        startSteal(s, victimsAmong(s, p, m_topology.hexCorners(argA), s.cornerOwner));
        break;
    }
    case ActionType::MovePirate: {
        s.pirateHex = static_cast<std::int16_t>(argA);
        // Steal one card from ONE player with a ship beside the pirate's hex (001:L1504).
        startSteal(s, victimsAmong(s, p, m_topology.hexEdges(argA), s.shipOwner));
        break;
    }
    case ActionType::ChooseGold: {
        gain(s, p, argA, 1);
        PlayerState &ps = s.players[idx(p)];
        ps.produced[idx(argA)] = static_cast<std::uint16_t>(ps.produced[idx(argA)] + 1);
        ps.goldOwed = u8(ps.goldOwed - 1);
        nextGoldChooser(s);
        break;
    }
    case ActionType::FogHexOutcome:
        fogHexDrawn(s, argA);
        break;
    case ActionType::FogTokenOutcome: {
        const int k = std::countr_zero(s.fogPending);
        auto &stack = s.fogTokenStack[m_fogArea[idx(k)]];
        s.fogToken[idx(k)] = u8(argA);
        stack[idx(argA - 2)] = u8(stack[idx(argA - 2)] - 1);
        finishFogHex(s);
        break;
    }
    case ActionType::ChooseVictim:
        s.stealVictim = u8(argA);
        s.victimMask = 0;
        s.phase = Phase::ChanceSteal;
        break;
    case ActionType::StealOutcome:
        pay(s, s.stealVictim, argA, 1);
        gain(s, s.actor, argA, 1);
        afterRobber(s);
        break;
    case ActionType::BuildSettlement: {
        const bool setup = s.phase == Phase::SetupSettlement;
        PlayerState &ps = s.players[idx(p)];
        if (!setup) {
            for (int r : {Brick, Lumber, Wool, Grain})
                pay(s, p, r, 1);
        }
        s.cornerOwner[idx(argA)] = static_cast<std::int8_t>(p);
        s.cornerLevel[idx(argA)] = 1;
        ps.settlementsLeft = u8(ps.settlementsLeft - 1);
        ps.harbors = u8(ps.harbors | m_cornerHarbor[idx(argA)]);
        if (m_seafarers)
            settlementBuilt(s, p, argA, setup);
        if (setup) {
            // Starting resources from the second settlement (001:L686); a gold field gives one
            // resource of the player's choice, as it does in production (001:L1486).
            s.setupCorner = static_cast<std::int16_t>(argA);
            s.phase = Phase::SetupRoad;
            if (s.setupStep >= m_players) {
                for (auto h : m_topology.cornerHexes(argA))
                    if (h != model::BoardTopology::NoId) {
                        const int r = resourceNow(s, h);
                        if (r >= 0)
                            gain(s, p, r, 1);
                        else if (terrainNow(s, h) == model::index(model::Terrain::Gold))
                            ps.goldOwed = u8(ps.goldOwed + 1);
                    }
                if (m_seafarers)
                    startGoldChoice(s, Phase::SetupRoad);
            }
            break;
        }
        // A settlement may break opponents' roads passing through it (001:L478).
        bool touched = false;
        for (auto e : m_topology.cornerEdges(argA))
            if (e != model::BoardTopology::NoId) {
                const int owner = s.edgeOwner[idx(e)];
                if (owner >= 0 && owner != p) {
                    s.players[idx(owner)].longestRoad = u8(longestRoadOf(s, owner));
                    touched = true;
                }
            }
        if (m_seafarers) {
            // ... or opponents' shipping routes, and it joins the builder's roads and ships into
            // one trade route (001:L1464).
            for (auto e : m_topology.cornerEdges(argA))
                if (e != model::BoardTopology::NoId && s.shipOwner[idx(e)] >= 0
                    && s.shipOwner[idx(e)] != p) {
                    const int owner = s.shipOwner[idx(e)];
                    s.players[idx(owner)].longestRoad = u8(longestRoadOf(s, owner));
                    touched = true;
                }
            s.players[idx(p)].longestRoad = u8(longestRoadOf(s, p));
            touched = true;
        }
        if (touched)
            updateLongestRoad(s);
        break;
    }
    case ActionType::BuildCity: {
        PlayerState &ps = s.players[idx(p)];
        pay(s, p, Ore, 3);
        pay(s, p, Grain, 2);
        s.cornerLevel[idx(argA)] = 2;
        ps.citiesLeft = u8(ps.citiesLeft - 1);
        ps.settlementsLeft = u8(ps.settlementsLeft + 1); // the settlement returns (001:L225)
        break;
    }
    case ActionType::BuildRoad: {
        PlayerState &ps = s.players[idx(p)];
        const Phase phase = s.phase;
        if (phase == Phase::Main) {
            pay(s, p, Brick, 1);
            pay(s, p, Lumber, 1);
        }
        s.edgeOwner[idx(argA)] = static_cast<std::int8_t>(p);
        ps.roadsLeft = u8(ps.roadsLeft - 1);
        if (!m_fogHexes.empty())
            discoverAt(s, p, argA);
        routePieceBuilt(s, p, phase);
        nextFogDraw(s);
        break;
    }
    case ActionType::BuildShip: {
        PlayerState &ps = s.players[idx(p)];
        const Phase phase = s.phase;
        if (phase == Phase::Main) {
            pay(s, p, Lumber, 1); // 001:L1388
            pay(s, p, Wool, 1);
        }
        s.shipOwner[idx(argA)] = static_cast<std::int8_t>(p);
        s.shipNew[idx(argA >> 3)] = u8(s.shipNew[idx(argA >> 3)] | 1 << (argA & 7));
        ps.shipsLeft = u8(ps.shipsLeft - 1);
        if (!m_fogHexes.empty())
            discoverAt(s, p, argA);
        routePieceBuilt(s, p, phase);
        nextFogDraw(s);
        break;
    }
    case ActionType::MoveShip: {
        s.shipOwner[idx(argA)] = -1;
        s.shipOwner[idx(argB)] = static_cast<std::int8_t>(p);
        s.shipMoved = 1;
        s.players[idx(p)].longestRoad = u8(longestRoadOf(s, p));
        updateLongestRoad(s);
        if (!m_fogHexes.empty()) {
            discoverAt(s, p, argB);
            nextFogDraw(s);
        }
        break;
    }
    case ActionType::BuyDevCard:
        pay(s, p, Ore, 1);
        pay(s, p, Wool, 1);
        pay(s, p, Grain, 1);
        s.phase = Phase::ChanceDevCard;
        break;
    case ActionType::DevCardOutcome: {
        PlayerState &ps = s.players[s.actor];
        s.devDeck[idx(argA)] = u8(s.devDeck[idx(argA)] - 1);
        ps.devCards[idx(argA)] = u8(ps.devCards[idx(argA)] + 1);
        ps.devCardsNew[idx(argA)] = u8(ps.devCardsNew[idx(argA)] + 1);
        s.phase = Phase::Main;
        break;
    }
    case ActionType::PlayKnight: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[Knight] = u8(ps.devCards[Knight] - 1);
        ps.knightsPlayed = u8(ps.knightsPlayed + 1);
        s.devPlayed = 1;
        updateLargestArmy(s, p);
        startRobberMove(s);
        break;
    }
    case ActionType::PlayRoadBuilding: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[RoadBuildingCard] = u8(ps.devCards[RoadBuildingCard] - 1);
        s.devPlayed = 1;
        // Seafarers: 2 roads, 2 ships or one of each (001:L1474).
        s.freeRoads = u8(std::min<int>(2, ps.roadsLeft + (m_seafarers ? ps.shipsLeft : 0)));
        s.phase = Phase::RoadBuilding;
        finishRoadBuilding(s);
        break;
    }
    case ActionType::PlayYearOfPlenty: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[YearOfPlentyCard] = u8(ps.devCards[YearOfPlentyCard] - 1);
        s.devPlayed = 1;
        gain(s, p, argA, 1);
        gain(s, p, argB, 1);
        break;
    }
    case ActionType::PlayMonopoly: {
        PlayerState &ps = s.players[idx(p)];
        ps.devCards[MonopolyCard] = u8(ps.devCards[MonopolyCard] - 1);
        s.devPlayed = 1;
        for (int q = 0; q < m_players; ++q) {
            if (q == p)
                continue;
            const int n = s.players[idx(q)].resources[idx(argA)];
            pay(s, q, argA, n);
            gain(s, p, argA, n);
        }
        break;
    }
    case ActionType::MaritimeTrade:
        pay(s, p, argA, maritimeRate(s, p, argA));
        gain(s, p, argB, 1);
        break;
    case ActionType::OfferTrade:
        s.offersThisTurn = u8(s.offersThisTurn + 1);
        s.tradeGive = u8(argA);
        s.tradeGet = u8(argB);
        s.tradeGiveCount = u8(actionArgC(a) & 7);
        s.tradeGetCount = u8(actionArgC(a) >> 3);
        s.tradeAccepted = 0;
        nextResponder(s, s.actor);
        break;
    case ActionType::AcceptTrade:
        s.tradeAccepted = u8(s.tradeAccepted | 1 << p);
        nextResponder(s, p);
        break;
    case ActionType::RejectTrade:
        nextResponder(s, p);
        break;
    case ActionType::ConfirmTrade: {
        const int partner = argA;
        pay(s, p, s.tradeGive, s.tradeGiveCount);
        gain(s, partner, s.tradeGive, s.tradeGiveCount);
        pay(s, partner, s.tradeGet, s.tradeGetCount);
        gain(s, p, s.tradeGet, s.tradeGetCount);
        endTrade(s);
        break;
    }
    case ActionType::CancelTrade:
        endTrade(s);
        break;
    case ActionType::EndTurn: {
        PlayerState &ps = s.players[s.actor];
        ps.devCardsNew.fill(0);
        s.devPlayed = 0;
        if (m_seafarers) {
            s.shipMoved = 0;
            s.shipNew.fill(0);
        }
        s.offersThisTurn = 0;
        s.actionCount = 0;
        if (m_paired && s.pairedPart == 0) {
            // Player 2 is the third player to the left of player 1 (001:L1179).
            s.pairedPart = 1;
            s.actor = u8((s.turnPlayer + 3) % m_players);
            s.phase = Phase::Main;
            break;
        }
        s.pairedPart = 0;
        s.turn = static_cast<std::uint16_t>(s.turn + 1);
        s.turnPlayer = u8((s.turnPlayer + 1) % m_players);
        s.actor = s.turnPlayer;
        s.rolled = 0;
        s.phase = Phase::PreRoll;
        if (s.turn >= m_config.maxTurns) {
            s.stalled = 1;
            s.phase = Phase::GameOver;
            return;
        }
        break;
    }
    }
    checkVictory(s);
}

// ---------------------------------------------------------------------------------------------

std::string Game::actionToString(Action a) const
{
    const int argA = actionArgA(a), argB = actionArgB(a), argC = actionArgC(a);
    auto corner = [&](int c) {
        if (c < 0 || c >= m_topology.cornerCount())
            return std::string("corner?");
        const model::CornerCoord cc = m_topology.corner(c);
        return "corner " + std::to_string(c) + " " + coordText(cc.hex) + (cc.north ? "N" : "S");
    };
    auto edge = [&](int e) {
        if (e < 0 || e >= m_topology.edgeCount())
            return std::string("edge?");
        static constexpr const char *sides[] = {"E", "NE", "NW", "W", "SW", "SE"};
        const model::EdgeCoord ec = m_topology.edge(e);
        return "edge " + std::to_string(e) + " " + coordText(ec.hex) + sides[model::index(ec.side)];
    };
    auto hex = [&](int h) {
        if (h < 0 || h >= m_topology.hexCount())
            return std::string("hex?");
        return "hex " + std::to_string(h) + " " + coordText(m_topology.hex(h));
    };
    switch (actionType(a)) {
    case ActionType::RollDice:
        return "roll dice";
    case ActionType::EndTurn:
        return "end turn";
    case ActionType::BuildSettlement:
        return "build settlement at " + corner(argA);
    case ActionType::BuildCity:
        return "build city at " + corner(argA);
    case ActionType::BuildRoad:
        return "build road at " + edge(argA);
    case ActionType::BuyDevCard:
        return "buy development card";
    case ActionType::PlayKnight:
        return "play knight";
    case ActionType::PlayRoadBuilding:
        return "play road building";
    case ActionType::PlayYearOfPlenty:
        return std::string("play year of plenty: ") + resourceName(argA) + " + "
            + resourceName(argB);
    case ActionType::PlayMonopoly:
        return std::string("play monopoly on ") + resourceName(argA);
    case ActionType::MaritimeTrade:
        return std::string("trade with the bank: ") + resourceName(argA) + " for "
            + resourceName(argB);
    case ActionType::OfferTrade:
        return "offer " + std::to_string(argC & 7) + " " + resourceName(argA) + " for "
            + std::to_string(argC >> 3) + " " + resourceName(argB);
    case ActionType::AcceptTrade:
        return "accept the offer";
    case ActionType::RejectTrade:
        return "reject the offer";
    case ActionType::ConfirmTrade:
        return "trade with player " + std::to_string(argA + 1);
    case ActionType::CancelTrade:
        return "withdraw the offer";
    case ActionType::Discard:
        return std::string("discard ") + resourceName(argA);
    case ActionType::MoveRobber:
        return "move the robber to " + hex(argA);
    case ActionType::ChooseVictim:
        return "rob player " + std::to_string(argA + 1);
    case ActionType::DiceOutcome:
        return "dice: " + std::to_string(argA);
    case ActionType::StealOutcome:
        return std::string("stolen: ") + resourceName(argA);
    case ActionType::DevCardOutcome:
        return std::string("drawn: ") + devCardName(argA);
    case ActionType::BuildShip:
        return "build ship at " + edge(argA);
    case ActionType::MoveShip:
        return "move ship from " + edge(argA) + " to " + edge(argB);
    case ActionType::MovePirate:
        return "move the pirate to " + hex(argA);
    case ActionType::ChooseGold:
        return std::string("gold field: take ") + resourceName(argA);
    case ActionType::FogHexOutcome:
        return argA < FogTerrainKinds
            ? "fog hex drawn: " + std::string(model::toString(static_cast<model::Terrain>(argA)))
            : std::string("fog hex drawn: ?");
    case ActionType::FogTokenOutcome:
        return "fog token drawn: " + std::to_string(argA);
    }
    return "unknown action " + std::to_string(a);
}

} // namespace isle::validation
