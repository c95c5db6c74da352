// SPDX-License-Identifier: GPL-3.0-or-later
#include "PirateChecks.h"

#include <algorithm>
#include <map>
#include <set>

namespace isle::validation {

using model::MarkerType;

namespace {

bool neighbours(model::HexCoord a, model::HexCoord b)
{
    for (model::Direction d : model::AllDirections)
        if (a.neighbor(d) == b)
            return true;
    return false;
}

void checkCircuit(const model::Board &board, IssueSink &sink)
{
    std::map<int, model::HexCoord> steps; // number -> hex
    int markers = 0;
    for (const model::Marker &m : board.markers()) {
        if (m.type != MarkerType::PiratePath)
            continue;
        ++markers;
        const auto t = board.terrainAt(m.hex);
        if (!t || *t != model::Terrain::Sea) {
            const std::string where = IssueSink::hexText(m.hex);
            if (auto *issue = sink.add("pirate.path-not-sea",
                    "The pirate fleet's circuit passes " + where
                        + ", which is no sea hex: the fleet sails the sea (001:L2245).",
                    {where}))
                issue->hexes = {m.hex};
        }
        steps.emplace(m.number, m.hex);
    }
    if (markers == 0)
        return;
    // Numbered 1..n without gaps or repeats, each step beside the next, the last beside the
    // first.
    bool numbered = int(steps.size()) == markers && steps.begin()->first == 1
        && steps.rbegin()->first == markers;
    int broken = 0;
    if (numbered)
        for (int k = 1; k <= markers && !broken; ++k)
            if (!neighbours(steps[k], steps[k % markers + 1]))
                broken = k;
    if (!numbered || broken || markers < 2) {
        const std::string what = !numbered || markers < 2
            ? "its 'pirate_path' markers must be numbered 1, 2, … without gaps"
            : "step " + std::to_string(broken) + " is not beside step "
                + std::to_string(broken % markers + 1);
        if (auto *issue = sink.add("pirate.path-broken",
                "The pirate fleet's circuit does not close: " + what + " (001:L2245).",
                {std::to_string(broken)}))
            for (const auto &[k, h] : steps)
                issue->hexes.push_back(h);
    }
    const auto start = board.pirate();
    const bool onPath = start && std::any_of(steps.begin(), steps.end(), [&](const auto &step) {
        return step.second == *start;
    });
    if (!onPath)
        sink.add("pirate.path-without-start",
            "The pirate fleet does not start on its circuit: place the pirate on one of the "
            "'pirate_path' hexes (001:L2223).",
            {});
}

void checkRoutes(const model::Board &board, IssueSink &sink)
{
    std::map<int, std::set<MarkerType>> pieces; // player -> marker types
    for (const model::Marker &m : board.markers())
        if (m.player >= 0
            && (m.type == MarkerType::PirateFortress || m.type == MarkerType::StartSettlement
                || m.type == MarkerType::StartShip
                || m.type == MarkerType::FortressRouteSettlementSite))
            pieces[m.player].insert(m.type);
    for (const auto &[player, types] : pieces) {
        if (!types.count(MarkerType::PirateFortress))
            continue;
        for (MarkerType t : {MarkerType::StartSettlement, MarkerType::StartShip,
                 MarkerType::FortressRouteSettlementSite}) {
            if (types.count(t))
                continue;
            const std::string seat = std::to_string(player + 1);
            const std::string type(model::toString(t));
            sink.add("pirate.route-piece-missing",
                "Player " + seat + " has a pirate fortress but no '" + type
                    + "' marker: a route to the fortress starts at a pre-placed settlement and "
                      "ship "
                      "and passes the player's marked intersection (001:L2203, L2227).",
                {seat, type});
        }
    }
}

} // namespace

void runPirateChecks(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Board &board = index.board();
    checkCircuit(board, sink);
    checkRoutes(board, sink);
}

} // namespace isle::validation
