// SPDX-License-Identifier: GPL-3.0-or-later
#include "HarborChecks.h"

#include <array>

namespace isle::validation {

using model::Harbor;
using model::Product;
using Id = ScenarioIndex::Id;

namespace {

std::string harborText(const Harbor &h)
{
    return IssueSink::hexText(h.hex) + " facing " + IssueSink::hexText(h.landHex());
}

void checkGeometry(const ScenarioIndex &index, IssueSink &sink)
{
    const model::Board &board = index.board();
    for (const Harbor &h : board.harbors()) {
        const auto water = board.terrainAt(h.hex);
        const auto land = board.terrainAt(h.landHex());
        const std::string type(model::toString(h.type));
        if (!water || !model::isWater(*water)) {
            const std::string what
                = water ? std::string(model::toString(*water)) : std::string("off-board");
            if (auto *issue = sink.add("harbors.not-on-water",
                    "The " + type + " harbor " + harborText(h) + " lies on a " + what
                        + " cell; harbors lie on sea or frame (001:L2427).",
                    {type, IssueSink::hexText(h.hex), what})) {
                issue->hexes = {h.hex};
                issue->edges = {h.edge()};
            }
        }
        if (!land || !model::isLand(*land)) {
            const std::string what
                = land ? std::string(model::toString(*land)) : std::string("off-board");
            if (auto *issue = sink.add("harbors.not-facing-land",
                    "The " + type + " harbor " + harborText(h) + " faces a " + what
                        + " cell; a harbor faces a land hex (001:L2427).",
                    {type, IssueSink::hexText(h.landHex()), what})) {
                issue->hexes = {h.hex, h.landHex()};
                issue->edges = {h.edge()};
            }
        }
    }

    if (!sink.wants("harbors.shared-intersection"))
        return;
    const auto &harbors = board.harbors();
    for (std::size_t i = 0; i < harbors.size(); ++i) {
        const auto a = harbors[i].servedCorners();
        for (std::size_t j = i + 1; j < harbors.size(); ++j) {
            const auto b = harbors[j].servedCorners();
            for (const model::CornerCoord &corner : a) {
                if (corner != b[0] && corner != b[1])
                    continue;
                if (auto *issue = sink.add("harbors.shared-intersection",
                        "The harbors " + harborText(harbors[i]) + " and " + harborText(harbors[j])
                            + " share an intersection.",
                        {IssueSink::hexText(harbors[i].hex), IssueSink::hexText(harbors[j].hex)})) {
                    issue->hexes = {harbors[i].hex, harbors[j].hex};
                    issue->edges = {harbors[i].edge(), harbors[j].edge()};
                    issue->corners = {corner};
                }
                break;
            }
        }
    }
}

// Water bodies of the played area; one is open when it reaches the frame or the board's edge
// (a cell without a played neighbour). Harbors on the frame are always on open water.
void checkClosedLakes(const ScenarioIndex &index, IssueSink &sink)
{
    if (!sink.wants("harbors.closed-lake") || index.board().harbors().empty())
        return;
    const auto &topology = index.topology();
    const auto count = static_cast<std::size_t>(index.hexCount());
    std::vector<Id> body(count, ScenarioIndex::NoId);
    std::vector<bool> open;
    std::vector<Id> stack;
    stack.reserve(count);
    for (Id start = 0; start < index.hexCount(); ++start) {
        if (body[static_cast<std::size_t>(start)] != ScenarioIndex::NoId
            || !model::isWater(index.hex(start).terrain))
            continue;
        const auto id = static_cast<Id>(open.size());
        open.push_back(false);
        body[static_cast<std::size_t>(start)] = id;
        stack.push_back(start);
        while (!stack.empty()) {
            const Id h = stack.back();
            stack.pop_back();
            for (Id n : topology.hexNeighbors(h)) {
                if (n == ScenarioIndex::NoId) {
                    open[static_cast<std::size_t>(id)] = true;
                    continue;
                }
                auto &slot = body[static_cast<std::size_t>(n)];
                if (slot == ScenarioIndex::NoId && model::isWater(index.hex(n).terrain)) {
                    slot = id;
                    stack.push_back(n);
                }
            }
        }
    }
    for (const Harbor &h : index.board().harbors()) {
        const Id hex = topology.hexId(h.hex);
        if (hex == ScenarioIndex::NoId)
            continue; // frame or off-board
        const Id b = body[static_cast<std::size_t>(hex)];
        if (b == ScenarioIndex::NoId || open[static_cast<std::size_t>(b)])
            continue;
        if (auto *issue = sink.add("harbors.closed-lake",
                "The harbor " + harborText(h) + " lies on a closed lake, not on open sea.",
                {IssueSink::hexText(h.hex)})) {
            issue->hexes = {h.hex};
            issue->edges = {h.edge()};
        }
    }
}

void checkSpecialTypes(const ScenarioIndex &index, IssueSink &sink)
{
    if (!sink.wants("harbors.duplicate-special"))
        return;
    const model::Scenario &scenario = index.scenario();
    std::array<int, model::ResourceCount> count {};
    std::array<std::vector<model::EdgeCoord>, model::ResourceCount> edges;
    for (const Harbor &h : scenario.board.harbors())
        if (const auto r = model::harborResource(h.type)) {
            ++count[static_cast<std::size_t>(model::index(*r))];
            edges[static_cast<std::size_t>(model::index(*r))].push_back(h.edge());
        }
    for (const model::Area &area : scenario.areas)
        for (const auto &[type, n] : area.harborPool)
            if (const auto r = model::harborResource(type))
                count[static_cast<std::size_t>(model::index(*r))] += n;
    // 5-6 boxes carry a second 2:1 wool harbor (001:L1083–1088, L2678).
    const bool fiveSix
        = scenario.uses(Product::BaseFiveSix) || scenario.uses(Product::SeafarersFiveSix);
    for (model::Resource r : model::AllResources) {
        const auto i = static_cast<std::size_t>(model::index(r));
        const int allowed = (fiveSix && r == model::Resource::Wool) ? 2 : 1;
        if (count[i] <= allowed)
            continue;
        const std::string name(model::toString(r));
        if (auto *issue = sink.add("harbors.duplicate-special",
                "The scenario uses " + std::to_string(count[i]) + " 2:1 " + name
                    + " harbors; the boxes allow " + std::to_string(allowed) + " (001:L507).",
                {name, std::to_string(count[i]), std::to_string(allowed)}))
            issue->edges = edges[i];
    }
}

} // namespace

void runHarborChecks(const ScenarioIndex &index, IssueSink &sink)
{
    checkGeometry(index, sink);
    checkClosedLakes(index, sink);
    checkSpecialTypes(index, sink);
}

} // namespace isle::validation
