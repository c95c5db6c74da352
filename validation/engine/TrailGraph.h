// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The longest trail (no piece used twice) through one player's roads and ships: Longest Road
// (001:L463–483) and, with Seafarers, the Longest Trade Route (001:L1460–1466). Fixed capacity,
// no allocation: the engine builds one on the stack whenever a piece moves or a network is cut.
// Corners a trail cannot pass are split as pieces are added, so what is left is a plain graph: a
// part of it without a cycle is a tree, and its longest trail is its longest path (two sweeps); in
// a part with cycles the hanging trees become single links, chains become single links
// (TrailLinks.h), and the exhaustive search starts only at odd ends and stops at a proven upper
// bound.

#include <array>
#include <cstdint>

namespace isle::validation {

class TrailGraph
{
public:
    /// 15 roads and 15 ships (001:L1388).
    static constexpr int MaxPieces = 30;
    static constexpr int MaxCorners = 2 * MaxPieces;

    /// A corner pieces meet at. `blocked`: an opponent's building, where a trail may end but
    /// not pass (001:L478). `ownBuilding`: the player's settlement or city, the only place a
    /// road and a ship join (001:L1408).
    int addCorner(bool blocked, bool ownBuilding);
    /// A road or ship between two corners of addCorner; returns its index. At most MaxPieces,
    /// and at most 3 at a corner (a hex corner has 3 sides). Its ends in the split graph are
    /// found here, as it is added.
    int addPiece(int a, int b, bool ship);
    int pieces() const { return m_pieces; }

    /// Steps of a search through cycles before it starts again with the tighter bound of a
    /// minimum T-join (TrailLinks.h): about what finding that bound costs (callgrind, the 5-6
    /// Seafarers boards' random games).
    static constexpr int StepsBeforeJoin = 48;

    /// The longest trail over every piece, or (only >= 0) over the pieces a trail can reach from
    /// piece `only`. The search stops at a trail of `enough` pieces, for a caller that knows no
    /// trail is longer. (`stepsBeforeJoin`: tests try 0, the T-join bound at once.)
    int longest(int only = -1, int stepsBeforeJoin = StepsBeforeJoin, int enough = MaxPieces);

private:
    int endAt(int corner, bool ship);
    void findParts();
    int longestPathFrom(int end); // in a part without a cycle, from an end of a longest path
    int longestInCycles(std::uint32_t pieces, int bound, int stepsBeforeJoin);

    // Added corners and pieces.
    int m_corners = 0, m_pieces = 0;
    std::array<std::uint8_t, MaxCorners> m_blocked {}, m_own {};

    // The split graph: every corner a trail cannot pass is cut into one end per piece (blocked)
    // or into a road end and a ship end (away from an own building, where roads and ships do not
    // join). Its trails are exactly the board's trails, with no rule left to check while walking.
    // A corner's road end and ship end (the same one at an own building), -1 until a piece has it.
    std::array<std::array<std::int8_t, 2>, MaxCorners> m_cornerEnd;
    int m_ends = 0;
    std::array<std::array<std::int8_t, 2>, MaxPieces> m_endOf {};
    std::array<std::uint8_t, 2 * MaxPieces> m_endDegree {};
    std::array<std::array<std::int8_t, 3>, 2 * MaxPieces> m_next {}, m_via {};

    // Connected parts of the split graph.
    int m_parts = 0;
    std::array<std::int8_t, 2 * MaxPieces> m_partOf {}, m_partFar {};
    std::array<std::uint8_t, 2 * MaxPieces> m_partEnds {}, m_partPieces {};
    std::array<std::uint32_t, 2 * MaxPieces> m_partMask {};
};

} // namespace isle::validation
