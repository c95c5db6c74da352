// SPDX-License-Identifier: GPL-3.0-or-later
#include "PieceChecks.h"

#include <algorithm>

namespace isle::validation {

using model::Product;
using model::Terrain;

namespace {

// Products whose rules always start the robber on the desert. Seafarers scenarios may have
// none (S7 Pirate Islands) or keep it off the board (S9), T&B scenarios and E&P vary or drop it
// (RULES-DIGEST §4.1.0, §6 #29).
bool usesDesertRobber(const model::Scenario &s)
{
    return std::all_of(s.products.begin(), s.products.end(), [](Product p) {
        return p == Product::Base || p == Product::BaseFiveSix || p == Product::CitiesAndKnights
            || p == Product::CitiesAndKnightsFiveSix;
    });
}

void checkRobber(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Board &board = index.board();
    const bool hasDesert = board.count(Terrain::Desert) > 0;
    const auto robber = board.robber();
    const bool besideBoard = index.scenario().rules.robberStartsBesideBoard;
    if (robber && besideBoard) {
        // The engine starts a placed robber where it stands; the rule would have it wait.
        const std::string where = IssueSink::hexText(*robber);
        if (auto *issue = sink.add("pieces.robber-placed-beside-board",
                "The robber is placed on " + where
                    + " although the rules keep it beside the board until it is first moved.",
                {where}))
            issue->hexes = {*robber};
        return;
    }
    if (!robber) {
        if (hasDesert && !besideBoard && usesDesertRobber(index.scenario()))
            sink.add("pieces.robber-missing",
                "The board has a desert but no robber start; the robber starts in the desert "
                "(001:L346).");
        return;
    }
    const auto terrain = board.terrainAt(*robber);
    const std::string where = IssueSink::hexText(*robber);
    // Off-board robbers are stored as "no robber"; the frame is where S9 New World keeps it
    // (001:L2439).
    if (!terrain || (!model::isLand(*terrain) && *terrain != Terrain::Frame)) {
        const std::string what
            = terrain ? std::string(model::toString(*terrain)) : std::string("off-board");
        if (auto *issue = sink.add("pieces.robber-off-land",
                "The robber starts on the " + what + " cell " + where
                    + "; it belongs on land or off the board.",
                {where, what}))
            issue->hexes = {*robber};
        return;
    }
    if (hasDesert && *terrain != Terrain::Desert) {
        const std::string what(model::toString(*terrain));
        if (auto *issue = sink.add("pieces.robber-not-on-desert",
                "The robber starts on the " + what + " hex " + where
                    + " although the board has a desert.",
                {where, what}))
            issue->hexes = {*robber};
    }
}

void checkPirate(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Board &board = index.board();
    const auto pirate = board.pirate();
    if (!pirate)
        return;
    const auto terrain = board.terrainAt(*pirate);
    const std::string where = IssueSink::hexText(*pirate);
    // Sea or frame (S9 starts it on the frame); never the E&P Council hex (001:L6841).
    if (!terrain || !model::isWater(*terrain) || *terrain == Terrain::Council) {
        const std::string what
            = terrain ? std::string(model::toString(*terrain)) : std::string("off-board");
        if (auto *issue = sink.add("pieces.pirate-not-on-sea",
                "The pirate starts on the " + what + " cell " + where
                    + "; it sails on sea hexes only (001:L1504).",
                {where, what}))
            issue->hexes = {*pirate};
    }
    const model::Scenario &s = index.scenario();
    if (s.rules.noPirate) {
        if (auto *issue = sink.add("pieces.pirate-ruled-out",
                "A pirate starts on " + where
                    + " but the scenario's rules do not use the pirate (001:L2369).",
                {where}))
            issue->hexes = {*pirate};
    } else if (!s.uses(Product::Seafarers) && !s.uses(Product::SeafarersFiveSix)) {
        if (auto *issue = sink.add("pieces.pirate-unused",
                "A pirate starts on " + where + " but none of the chosen boxes uses the pirate.",
                {where}))
            issue->hexes = {*pirate};
    }
}

void checkLakes(const ScenarioIndex &index, IssueSink &sink)
{
    if (!sink.wants("terrain.lake-on-coast"))
        return;
    const model::Board &board = index.board();
    for (const model::Hex &h : board.hexes()) {
        if (h.terrain != Terrain::Lake)
            continue;
        const bool coast = std::any_of(
            model::AllDirections.begin(), model::AllDirections.end(), [&](model::Direction d) {
                const auto t = board.terrainAt(h.coord.neighbor(d));
                return !t || !model::isLand(*t);
            });
        if (!coast)
            continue;
        if (auto *issue = sink.add("terrain.lake-on-coast",
                "The lake " + IssueSink::hexText(h.coord)
                    + " lies on the coast; lakes lie inland (001:L4674).",
                {IssueSink::hexText(h.coord)}))
            issue->hexes = {h.coord};
    }
}

} // namespace

void runPieceChecks(const ScenarioIndex &index, IssueSink &sink)
{
    checkRobber(index, sink);
    checkPirate(index, sink);
    checkLakes(index, sink);
}

} // namespace isle::validation
