// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the BoardGenerator tests: an independent check of a finished board and its counts,
// on coordinates only (no dense ids of the generator).
#pragma once

#include "model/BoardGenerator.h"

#include <QtGlobal>

#include <map>
#include <set>
#include <string>

namespace isle::test {

using namespace isle::model;

inline int tokenAt(const Board &board, HexCoord c)
{
    const Hex *h = board.hexAt(c);
    return h && isLand(h->terrain) && h->token ? h->token->value : 0;
}

/// An independent check of every constraint on a finished Board (coordinates, no dense ids).
/// Returns the name of the first broken constraint, or an empty string.
inline std::string brokenConstraint(const Board &board, const GeneratorConstraints &k)
{
    for (const Hex &h : board.hexes()) {
        if (!isLand(h.terrain))
            continue;
        const int a = tokenAt(board, h.coord);
        for (Direction d : AllDirections) {
            const int b = tokenAt(board, h.coord.neighbor(d));
            if (a == 0 || b == 0)
                continue;
            if (k.redNumbersNotAdjacent && isRedNumber(a) && isRedNumber(b))
                return "red-not-adjacent";
            if (k.twoTwelveNotAdjacent && (a == 2 || a == 12) && (b == 2 || b == 12))
                return "2-12-not-adjacent";
            if (k.equalNumbersNotAdjacent && a == b)
                return "equal-not-adjacent";
        }
        if (k.noRedOnGold && h.terrain == Terrain::Gold && isRedNumber(a))
            return "no-red-on-gold";
        if (k.maxIntersectionPips > 0)
            for (int corner = 0; corner < 6; ++corner) {
                int sum = 0;
                for (HexCoord t : CornerCoord::of(h.coord, cornerFromIndex(corner)).touchingHexes())
                    sum += pips(tokenAt(board, t));
                if (sum > k.maxIntersectionPips)
                    return "max-pips";
            }
    }
    if (k.maxTerrainClump > 0) {
        std::set<HexCoord> seen;
        for (const Hex &h : board.hexes()) {
            if (!isLand(h.terrain) || seen.count(h.coord))
                continue;
            int size = 0;
            std::vector<HexCoord> todo {h.coord};
            seen.insert(h.coord);
            while (!todo.empty()) {
                const HexCoord c = todo.back();
                todo.pop_back();
                ++size;
                for (Direction d : AllDirections) {
                    const HexCoord nb = c.neighbor(d);
                    if (!seen.count(nb) && board.terrainAt(nb) == h.terrain) {
                        seen.insert(nb);
                        todo.push_back(nb);
                    }
                }
            }
            if (size > k.maxTerrainClump)
                return "max-clump";
        }
    }
    return {};
}

inline std::map<Terrain, int> terrainCounts(const Board &board)
{
    std::map<Terrain, int> counts;
    for (const Hex &h : board.hexes())
        if (isLand(h.terrain))
            ++counts[h.terrain];
    return counts;
}

inline std::multiset<int> tokenValues(const Board &board)
{
    std::multiset<int> values;
    for (const Hex &h : board.hexes())
        if (h.token)
            values.insert(h.token->value);
    return values;
}

inline std::map<HarborType, int> harborCounts(const Board &board)
{
    std::map<HarborType, int> counts;
    for (const Harbor &h : board.harbors())
        ++counts[h.type];
    return counts;
}

inline BoardGenerator compiled(const Scenario &s, const GeneratorConstraints &k)
{
    auto result = BoardGenerator::compile(s, k);
    if (!result)
        qFatal("compile failed: %s", result.error().message.c_str());
    return std::move(result).value();
}

} // namespace isle::test
