// SPDX-License-Identifier: GPL-3.0-or-later
// GameState::yields: what each player earns on each roll, kept as buildings come and grow and as
// the robber moves, so that production (rules/base/Production.cpp) reads one word per player
// instead of every corner of the rolled hexes. Rolls outnumber the changes of buildings and
// robber by far in a game. The self-check compares the kept words with computeYields().
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

namespace {

/// `n` of resource `r` as a KindBytes word (n may be negative: the bytes wrap, and a kept word
/// never goes below 0 in any byte, so adding words never carries from one byte to the next).
std::uint64_t resourceWord(int r, int n)
{
    return static_cast<std::uint64_t>(static_cast<std::int64_t>(n)) << (8 * r);
}

} // namespace

void Game::yieldsAtCorner(GameState &s, int corner, int levels) const
{
    // 1 per settlement, 2 per city from every numbered resource hex at the corner (001:L173–180)
    // but the robber's (001:L566). Cities & Knights produces its own way (produceCitiesKnights).
    if (m_rules.citiesKnights)
        return;
    const int owner = s.cornerOwner[idx(corner)];
    for (auto h : m_topology.cornerHexes(corner)) {
        if (h == NoId || h == s.robberHex || !m_hexToken[idx(h)] || m_hexResource[idx(h)] < 0)
            continue;
        std::uint64_t &word = s.yields[idx(m_hexToken[idx(h)])][idx(owner)];
        word += resourceWord(m_hexResource[idx(h)], levels);
    }
}

void Game::yieldsRobberMoved(GameState &s, int from, int to) const
{
    if (m_rules.citiesKnights || from == to)
        return;
    // Without a branch on who holds each corner (as good as random): an empty corner adds 0
    // to player 0's word, a hex that produces nothing adds 0 to the words of roll 0.
    auto hexYields = [&](int h, bool add) {
        if (h < 0)
            return;
        const int r = m_hexResource[idx(h)], token = m_hexToken[idx(h)];
        const std::uint64_t unit = r >= 0 && token ? resourceWord(r, 1) : 0;
        auto &row = s.yields[idx(token)];
        for (auto c : m_topology.hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)], held = owner >= 0;
            const std::uint64_t levels = unit * std::uint64_t(s.cornerLevel[idx(c)] * held);
            std::uint64_t &word = row[idx(owner * held)];
            word = add ? word + levels : word - levels;
        }
    };
    hexYields(from, true);
    hexYields(to, false);
}

void Game::computeYields(const GameState &s, decltype(GameState::yields) &out) const
{
    out = {};
    if (m_rules.citiesKnights)
        return;
    for (int n = 0; n < int(m_hexesByNumber.size()); ++n)
        for (std::int16_t h : m_hexesByNumber[idx(n)]) {
            if (h == s.robberHex)
                continue;
            for (auto c : m_topology.hexCorners(h))
                if (const int owner = s.cornerOwner[idx(c)]; owner >= 0)
                    out[idx(n)][idx(owner)]
                        += resourceWord(m_hexResource[idx(h)], s.cornerLevel[idx(c)]);
        }
}

} // namespace isle::validation
