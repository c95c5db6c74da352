// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/BoardPips.h"

#include "validation/engine/OwnerScan.h"

#include <cstdlib>

namespace isle::validation::board_pips {

namespace {

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

int discoveredFogPips(const Game &g, const GameState &s, int c, int r)
{
    int pips = 0;
    for (auto h : g.topology().cornerHexes(c)) {
        if (h == model::BoardTopology::NoId || g.fogIndexOf(h) < 0 || !g.tokenNow(s, h))
            continue;
        const bool gold = g.terrainNow(s, h) == model::index(model::Terrain::Gold);
        if (r >= 0 ? g.resourceNow(s, h) == r : gold)
            pips += 6 - std::abs(7 - g.tokenNow(s, h));
    }
    return pips;
}

Hand ownedPips(const Game &g, const GameState &s, int p)
{
    // Greedy asks this at most decisions: the owner bytes are scanned 8 corners a word.
    Hand owned {};
    forEachFlagged(
        g.topology().cornerCount(),
        [&](int base) { return equalBytes(&s.cornerOwner[idx(base)], p); },
        [&](int k) {
            for (int r = 0; r < ResourceKinds; ++r)
                owned[idx(r)] += pipsNow(g, s, k, r);
        });
    return owned;
}

} // namespace isle::validation::board_pips
