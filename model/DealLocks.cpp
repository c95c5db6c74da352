// SPDX-License-Identifier: GPL-3.0-or-later
#include "DealLocks.h"

#include "LetterSequences.h"

#include <algorithm>

namespace isle::model {

namespace {

template<typename S> auto *areaOf(S &s, const std::string &id)
{
    const auto it = std::find_if(
        s.areas.begin(), s.areas.end(), [&](const Area &a) { return !id.empty() && a.id == id; });
    return it == s.areas.end() ? nullptr : &*it;
}

/// Whether the deal chooses this hex's terrain or token.
bool dealt(const Hex &h, const Area &area)
{
    return h.terrain == Terrain::Unassigned
        || (area.tokenPlacement != TokenPlacement::Fixed && isLand(h.terrain));
}

void removeOne(std::vector<int> &pool, int value)
{
    if (const auto it = std::find(pool.begin(), pool.end(), value); it != pool.end())
        pool.erase(it);
}

/// The hexes `pooled` deals (outside areas with fog hexes) whose dealt form passes `isLocked`.
template<typename Locked>
std::vector<HexCoord> dealtHexesWhere(
    const Scenario &pooled, const Scenario &dealtBoard, Locked isLocked)
{
    // An area with fog hexes keeps its dealt hexes fixed for the discoveries in play
    // (BoardGenerator::generateScenario), so a lock there cannot be told apart: skipped.
    std::vector<std::string> fogAreas;
    for (const Hex &h : pooled.board.hexes())
        if (h.terrain == Terrain::Fog && !h.area.empty())
            fogAreas.push_back(h.area);
    std::vector<HexCoord> locked;
    for (const Hex &h : pooled.board.hexes()) {
        if (h.fixed || std::find(fogAreas.begin(), fogAreas.end(), h.area) != fogAreas.end())
            continue;
        const Hex *d = dealtBoard.board.hexAt(h.coord);
        const Area *area = areaOf(pooled, h.area);
        if (d && area && dealt(h, *area) && isLocked(h, *d))
            locked.push_back(h.coord);
    }
    return locked;
}

} // namespace

std::vector<HexCoord> DealLocks::lockedHexes(const Scenario &pooled, const Scenario &dealtBoard)
{
    return dealtHexesWhere(pooled, dealtBoard,
        [](const Hex &, const Hex &d) { return d.fixed && d.terrain != Terrain::Unassigned; });
}

std::vector<HexCoord> DealLocks::lockedTokens(const Scenario &pooled, const Scenario &dealtBoard)
{
    return dealtHexesWhere(pooled, dealtBoard, [](const Hex &h, const Hex &d) {
        return d.keepsToken() && !d.fixed && !h.keepsToken() && isValidTokenValue(d.token->value)
            && takesNumberToken(d.terrain);
    });
}

std::vector<EdgeCoord> DealLocks::lockedHarbors(const Scenario &pooled, const Scenario &dealtBoard)
{
    std::vector<EdgeCoord> locked;
    for (const Harbor &h : pooled.board.harbors()) {
        if (h.type != HarborType::Unassigned)
            continue;
        const Harbor *d = dealtBoard.board.harborAt(h.edge());
        if (d && d->fixed && d->type != HarborType::Unassigned)
            locked.push_back(h.edge());
    }
    return locked;
}

Scenario DealLocks::pin(const Scenario &pooled, const Scenario &dealtBoard)
{
    Scenario out = pooled;
    for (EdgeCoord e : lockedHarbors(pooled, dealtBoard)) {
        const Harbor &d = *dealtBoard.board.harborAt(e);
        // The pool of the area the harbor serves deals it (BoardGenerator: by its land hex).
        if (const Hex *land = out.board.hexAt(d.landHex()))
            if (Area *area = areaOf(out, land->area)) {
                if (const auto it = area->harborPool.find(d.type); it != area->harborPool.end())
                    if (--it->second <= 0)
                        area->harborPool.erase(it);
            }
        Harbor kept = *out.board.harborAt(e);
        kept.type = d.type;
        kept.fixed = true;
        out.board.setHarbor(kept);
    }
    std::vector<std::string> spiralsBroken;
    std::vector<std::pair<std::string, int>> lockedSpiralTokens;
    // Pins the dealt token of a locked hex or locked token: its number leaves the pool that
    // deals it (a spiral is broken into a pool of its remaining numbers below).
    auto pinToken = [&](const Hex &d, Area &area) {
        if (area.tokenPlacement == TokenPlacement::Random && d.token)
            removeOne(area.tokenPool, d.token->value);
        if (area.tokenPlacement == TokenPlacement::Spiral && d.token) {
            spiralsBroken.push_back(area.id);
            lockedSpiralTokens.emplace_back(area.id, d.token->value);
        }
    };
    for (HexCoord c : lockedTokens(pooled, dealtBoard)) {
        Hex h = *out.board.hexAt(c);
        const Hex &d = *dealtBoard.board.hexAt(c);
        pinToken(d, *areaOf(out, h.area));
        h.token = d.token;
        h.tokenFixed = true;
        out.board.setHex(h);
    }
    for (HexCoord c : lockedHexes(pooled, dealtBoard)) {
        Hex h = *out.board.hexAt(c);
        const Hex &d = *dealtBoard.board.hexAt(c);
        Area &area = *areaOf(out, h.area);
        if (h.terrain == Terrain::Unassigned) {
            if (const auto it = area.terrainPool.find(d.terrain); it != area.terrainPool.end()) {
                if (--it->second <= 0)
                    area.terrainPool.erase(it);
            }
            h.terrain = d.terrain;
        }
        pinToken(d, area);
        if (area.tokenPlacement != TokenPlacement::Fixed)
            h.token = d.token;
        h.fixed = true;
        out.board.setHex(h);
    }
    for (Area &area : out.areas) {
        if (std::find(spiralsBroken.begin(), spiralsBroken.end(), area.id) == spiralsBroken.end())
            continue;
        std::vector<int> pool;
        for (const NumberToken &t : LetterSequences::forSettings(area.spiral))
            pool.push_back(t.value);
        for (const auto &[id, value] : lockedSpiralTokens)
            if (id == area.id)
                removeOne(pool, value);
        area.tokenPlacement = TokenPlacement::Random;
        area.tokenPool = std::move(pool);
    }
    return out;
}

} // namespace isle::model
