// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenChecks.h"

#include "model/NumberToken.h"

namespace isle::validation {

using model::Terrain;
using Id = ScenarioIndex::Id;

namespace {

bool isLowNumber(int v)
{
    return v == 2 || v == 12;
}

// Tokens laid at set-up (spiral or random) are not on the board yet, so a hex of such an area
// without a token is expected.
bool tokensAreFixed(const ScenarioIndex &index, const ScenarioIndex::HexInfo &hex)
{
    if (hex.area < 0)
        return true;
    return index.scenario().areas[static_cast<std::size_t>(hex.area)].tokenPlacement
        == model::TokenPlacement::Fixed;
}

// Where nobody may ever settle, a hex is meant to stay without a token: the Forgotten Tribe's
// and Cloth for Catan's small islands (001:L2031, L2117, L2127); tokens.on-closed-area warns
// about the opposite.
bool inClosedArea(const ScenarioIndex &index, const ScenarioIndex::HexInfo &hex)
{
    return hex.area >= 0
        && !index.scenario().areas[static_cast<std::size_t>(hex.area)].settlementsAllowed;
}

void checkPairs(const ScenarioIndex &index, IssueSink &sink)
{
    const bool red = sink.wants("tokens.red-adjacent");
    const bool low = sink.wants("tokens.low-adjacent");
    const bool equal = sink.wants("tokens.equal-adjacent");
    if (!red && !low && !equal)
        return;
    const auto &topology = index.topology();
    for (Id h = 0; h < index.hexCount(); ++h) {
        const int a = index.hex(h).token;
        if (!model::isValidTokenValue(a))
            continue;
        for (Id n : topology.hexNeighbors(h)) {
            if (n <= h) // each pair once (NoId is negative)
                continue;
            const int b = index.hex(n).token;
            if (!model::isValidTokenValue(b))
                continue;
            const model::HexCoord ha = topology.hex(h);
            const model::HexCoord hb = topology.hex(n);
            std::vector<std::string> args {std::to_string(a), std::to_string(b),
                IssueSink::hexText(ha), IssueSink::hexText(hb)};
            const std::string where = " lie on adjacent hexes " + args[2] + " and " + args[3] + ".";
            if (red && model::isRedNumber(a) && model::isRedNumber(b)) {
                if (auto *issue = sink.add("tokens.red-adjacent",
                        "Red numbers " + args[0] + " and " + args[1] + where, args))
                    issue->hexes = {ha, hb};
            }
            if (low && isLowNumber(a) && isLowNumber(b)) {
                if (auto *issue = sink.add("tokens.low-adjacent",
                        "Numbers " + args[0] + " and " + args[1] + where, args))
                    issue->hexes = {ha, hb};
            }
            if (equal && a == b) {
                if (auto *issue
                    = sink.add("tokens.equal-adjacent", "Two " + args[0] + "s" + where, args))
                    issue->hexes = {ha, hb};
            }
        }
    }
}

} // namespace

void runTokenChecks(const ScenarioIndex &index, IssueSink &sink)
{
    const auto &topology = index.topology();
    for (Id h = 0; h < index.hexCount(); ++h) {
        const ScenarioIndex::HexInfo &hex = index.hex(h);
        const model::HexCoord c = topology.hex(h);
        const std::string terrain(model::toString(hex.terrain));
        if (hex.token != 0) {
            const std::string value = std::to_string(hex.token);
            if (!model::isValidTokenValue(hex.token)) {
                if (auto *issue = sink.add("tokens.invalid-value",
                        "The number token on " + IssueSink::hexText(c) + " shows " + value
                            + "; tokens show 2-6 or 8-12.",
                        {value, IssueSink::hexText(c)}))
                    issue->hexes = {c};
            }
            if (!model::takesNumberToken(hex.terrain)) {
                if (auto *issue = sink.add("tokens.on-tokenless-terrain",
                        "The " + terrain + " hex " + IssueSink::hexText(c)
                            + " carries a number token (" + value + "); " + terrain
                            + " hexes carry none.",
                        {terrain, IssueSink::hexText(c), value}))
                    issue->hexes = {c};
            }
            if (hex.gold && model::isRedNumber(hex.token)) {
                if (auto *issue = sink.add("tokens.red-on-gold",
                        "The gold field " + IssueSink::hexText(c) + " carries a red number ("
                            + value + ").",
                        {value, IssueSink::hexText(c)}))
                    issue->hexes = {c};
            }
        } else if ((hex.resource >= 0 || hex.gold) && tokensAreFixed(index, hex)
            && !inClosedArea(index, hex)) {
            if (auto *issue = sink.add("tokens.missing",
                    "The " + terrain + " hex " + IssueSink::hexText(c) + " has no number token.",
                    {terrain, IssueSink::hexText(c)}))
                issue->hexes = {c};
        }
    }
    // The frame is not part of the played area (no topology id) but may still be given a token.
    for (const model::Hex &h : index.board().hexes()) {
        if (h.terrain != Terrain::Frame || !h.token)
            continue;
        const std::string value = std::to_string(h.token->value);
        if (auto *issue = sink.add("tokens.on-tokenless-terrain",
                "The frame hex " + IssueSink::hexText(h.coord) + " carries a number token (" + value
                    + "); frame hexes carry none.",
                {"frame", IssueSink::hexText(h.coord), value}))
            issue->hexes = {h.coord};
    }
    checkPairs(index, sink);
}

} // namespace isle::validation
