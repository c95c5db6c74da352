// SPDX-License-Identifier: GPL-3.0-or-later
#include "StructureChecks.h"

#include "ProductComponents.h"
#include "SettlementPacking.h"

#include "validation/engine/EngineLimits.h"
#include "validation/engine/SetupSites.h"

#include <algorithm>

namespace isle::validation {

using model::Product;
using Id = ScenarioIndex::Id;

namespace {

constexpr int SettlementsPerPlayer = 5; // 001:L204
constexpr int CitiesPerPlayer = 4;
constexpr int StartSettlementsPerPlayer = 2; // 001:L645–690; C&K: settlement + city (001:L4060)

void checkPlayerCounts(const model::Scenario &s, IssueSink &sink)
{
    const bool fiveSix = s.uses(Product::BaseFiveSix) || s.uses(Product::SeafarersFiveSix)
        || s.uses(Product::CitiesAndKnightsFiveSix) || s.uses(Product::TradersAndBarbariansFiveSix)
        || s.uses(Product::ExplorersAndPiratesFiveSix);
    // Two players: E&P (2–4, 001:L5969) and T&B "Catan for Two".
    const bool twoPlayers = s.uses(Product::ExplorersAndPirates)
        || s.uses(Product::TradersAndBarbarians) || s.uses(Product::ExplorersAndPiratesFiveSix)
        || s.uses(Product::TradersAndBarbariansFiveSix);
    const int lowest = twoPlayers ? 2 : 3;
    int highest = fiveSix ? 6 : 4;
    // Knights, city walls and flip-charts come in 4 colours, 6 with C&K 5–6 (001:L3159, L4123).
    if (const int colours = ProductComponents::citiesKnightsOf(s.products).colours; colours > 0)
        highest = std::min(highest, colours);
    // The paired turn replaces the special building phase of earlier 5–6 editions (001:L1170);
    // without it a 5–6 game would be that older rule, which the engine refuses to play.
    if (s.maxPlayers >= 5 && !s.rules.pairedPlayers)
        sink.add("scenario.five-six-without-paired",
            "The scenario allows " + std::to_string(s.maxPlayers)
                + " players but not paired players; CATAN 5-6 plays paired turns (001:L1170), "
                  "and the engine refuses 5 or 6 players without them.",
            {std::to_string(s.maxPlayers)});
    if (s.minPlayers >= lowest && s.maxPlayers <= highest && s.minPlayers <= s.maxPlayers)
        return;
    sink.add("scenario.player-count",
        "The scenario is for " + std::to_string(s.minPlayers) + "-" + std::to_string(s.maxPlayers)
            + " players; the chosen boxes support " + std::to_string(lowest) + "-"
            + std::to_string(highest) + ".",
        {std::to_string(s.minPlayers), std::to_string(s.maxPlayers), std::to_string(lowest),
            std::to_string(highest)});
}

void checkStartSites(const ScenarioIndex &index, SettlementPacking &packing, IssueSink &sink)
{
    const bool wantsFit = sink.wants("structure.too-few-start-sites");
    const bool wantsOrder
        = sink.wants("structure.setup-can-run-out") || sink.wants("structure.setup-sites-unproven");
    if (!wantsFit && !wantsOrder)
        return;
    const auto &topology = index.topology();
    const auto n = static_cast<std::size_t>(index.cornerCount());
    // Pre-placed start settlements take their spot and keep their neighbours free (distance rule).
    std::vector<bool> allowed(n);
    int preset = 0;
    for (std::size_t c = 0; c < n; ++c)
        allowed[c] = index.corners()[c].startEligible;
    for (Id c = 0; c < index.cornerCount(); ++c) {
        if (!index.corner(c).presetSettlement)
            continue;
        ++preset;
        allowed[static_cast<std::size_t>(c)] = false;
        for (Id nb : topology.cornerCorners(c))
            if (nb != ScenarioIndex::NoId)
                allowed[static_cast<std::size_t>(nb)] = false;
    }
    const int players = index.scenario().maxPlayers;
    const int needed = std::max(0, StartSettlementsPerPlayer * players - preset);
    const int fit = packing.maxSettlements(allowed, needed);
    if (fit < needed) {
        if (wantsFit)
            sink.add("structure.too-few-start-sites",
                "Only " + std::to_string(fit) + " starting settlements fit under the distance "
                    + "rule; " + std::to_string(players) + " players need " + std::to_string(needed)
                    + ".",
                {std::to_string(fit), std::to_string(needed), std::to_string(players)});
        return;
    }
    // Everyone fits when they place with care; a careless order may still strand a player, and
    // the engine refuses such a board (validation/engine/SetupSites.h, the same search).
    if (!wantsOrder)
        return;
    std::vector<std::uint8_t> sites(n);
    for (std::size_t c = 0; c < n; ++c)
        sites[c] = allowed[c] ? 1 : 0;
    const auto shortage = setupCanRunOutOfSites(topology, sites, needed);
    if (!shortage)
        return;
    const auto text = [](int v) {
        return std::to_string(v);
    };
    if (!shortage->proven) {
        sink.add("structure.setup-sites-unproven",
            "Nobody can tell within the search limit whether every order of set-up leaves a site: "
                + text(players) + " players place " + text(shortage->settlements)
                + " settlements on " + text(shortage->sites) + " starting intersections.",
            {text(players), text(shortage->settlements), text(shortage->sites)});
        return;
    }
    sink.add("structure.setup-can-run-out",
        "The set-up can run out of sites: " + text(players) + " players place "
            + text(shortage->settlements) + " settlements on " + text(shortage->sites)
            + " starting intersections, but " + text(shortage->fewest)
            + " settlements placed under the distance rule can already close all of them.",
        {text(players), text(shortage->settlements), text(shortage->sites),
            text(shortage->fewest)});
}

// Without ships nobody leaves the islands they start on (roads run on land, 001:L529).
void checkReachability(const ScenarioIndex &index, IssueSink &sink)
{
    if (index.hasShips() || !sink.wants("structure.unreachable-land"))
        return;
    const Islands &islands = index.islands();
    std::vector<bool> startable(static_cast<std::size_t>(islands.count()), false);
    // Every island touching a starting intersection is reachable.
    const auto &topology = index.topology();
    for (Id c = 0; c < index.cornerCount(); ++c) {
        const auto &info = index.corner(c);
        if (!info.startEligible && !info.presetSettlement)
            continue;
        for (Id h : topology.cornerHexes(c))
            if (h != ScenarioIndex::NoId && index.hex(h).island >= 0)
                startable[static_cast<std::size_t>(index.hex(h).island)] = true;
    }
    for (int i = 0; i < islands.count(); ++i) {
        if (startable[static_cast<std::size_t>(i)])
            continue;
        const auto &hexes = islands.hexes(i);
        if (auto *issue = sink.add("structure.unreachable-land",
                "The island at " + IssueSink::hexText(hexes.front()) + " ("
                    + std::to_string(hexes.size())
                    + " hexes) has no starting intersection and no box provides ships to reach it.",
                {IssueSink::hexText(hexes.front()), std::to_string(hexes.size())}))
            issue->hexes = hexes;
    }
}

void checkWinnability(const ScenarioIndex &index, SettlementPacking &packing, IssueSink &sink)
{
    const bool unwinnable = sink.wants("structure.unwinnable");
    if (!unwinnable && !sink.wants("structure.winnability-unknown"))
        return;
    std::vector<bool> buildable(static_cast<std::size_t>(index.cornerCount()));
    for (std::size_t c = 0; c < buildable.size(); ++c)
        buildable[c] = index.corners()[c].buildable;
    const int pieces = SettlementsPerPlayer + CitiesPerPlayer;
    const int sites = std::min(pieces, packing.maxSettlements(buildable, pieces));
    const model::Scenario &s = index.scenario();
    const int available = maxVictoryPoints(s, sites, index.islands().count());
    if (available < 0) {
        sink.add("structure.winnability-unknown",
            "The victory points available with these boxes are not known from the rulebooks; the "
            "target of "
                + std::to_string(s.victoryPoints) + " is not checked.",
            {std::to_string(s.victoryPoints)});
        return;
    }
    if (available >= s.victoryPoints)
        return;
    sink.add("structure.unwinnable",
        "At most " + std::to_string(available) + " victory points can be reached; the target is "
            + std::to_string(s.victoryPoints) + ".",
        {std::to_string(available), std::to_string(s.victoryPoints)});
}

} // namespace

int maxVictoryPoints(const model::Scenario &s, int buildSites, int islandCount)
{
    for (Product p : s.products)
        if (p == Product::TradersAndBarbarians || p == Product::TradersAndBarbariansFiveSix
            || p == Product::ExplorersAndPirates || p == Product::ExplorersAndPiratesFiveSix)
            return -1;
    // Buildings: cities first (2 VP), then settlements (1 VP): 4 cities + 5 settlements = 13.
    const int sites = std::clamp(buildSites, 0, SettlementsPerPlayer + CitiesPerPlayer);
    const int cities = std::min(sites, CitiesPerPlayer);
    int vp = 2 * cities + (sites - cities);
    vp += 2; // Longest Road / Longest Trade Route (001:L210, L1460)
    const CitiesKnightsComponents ck = ProductComponents::citiesKnightsOf(s.products);
    if (ck.colours > 0) {
        vp += 2 * std::min(ck.metropolises, cities); // a metropolis is on a city (001:L3452, L3460)
        vp += ck.defenderCards; // §2.5–2.6
        vp += ck.progressVictoryPoints; // Constitution + Printer
        vp += ck.merchantVictoryPoints;
    } else {
        vp += 2; // Largest Army (001:L271)
        vp += 5; // victory point development cards (001:L535)
    }
    for (const model::SpecialVictoryRule &rule : s.specialVictoryRules) {
        if (rule.kind == model::SpecialVictoryKind::ForeignIslandSettlement)
            vp += rule.points * std::max(0, std::min(islandCount - 1, sites - 1));
        else if (rule.kind == model::SpecialVictoryKind::AreaSettlement)
            vp += rule.points * sites; // an upper bound: every building in the area
        else
            vp += rule.points;
    }
    return vp;
}

// A board past the rules engine's size limits can be edited and validated, but not playtested.
// The same constants as Game::compile() (validation/engine/EngineLimits.h).
void checkEngineLimits(const ScenarioIndex &index, IssueSink &sink)
{
    const model::BoardTopology &topology = index.topology();
    const auto limit
        = engineLimitCrossed(topology.hexCount(), topology.cornerCount(), topology.edgeCount());
    if (!limit)
        return;
    const std::string what(limit->what);
    sink.add("structure.engine-limit",
        "The board has " + std::to_string(limit->count) + " " + what
            + "; the playtest engine plays at most " + std::to_string(limit->max) + ".",
        {what, std::to_string(limit->count), std::to_string(limit->max)});
}

void runStructureChecks(const ScenarioIndex &index, IssueSink &sink)
{
    checkPlayerCounts(index.scenario(), sink);
    checkEngineLimits(index, sink);
    if (index.landHexCount() == 0) {
        sink.add("structure.no-land", "The board has no land.");
        return;
    }
    SettlementPacking packing(index);
    checkStartSites(index, packing, sink);
    checkReachability(index, sink);
    checkWinnability(index, packing, sink);
}

} // namespace isle::validation
