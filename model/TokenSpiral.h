// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Board.h"
#include "NumberToken.h"

#include <span>
#include <string_view>
#include <vector>

namespace isle::model {

/// The order in which the variable set-up lays lettered number tokens: a spiral from a corner hex
/// of the island, counter-clockwise (or clockwise) toward the centre (001:L719, L1114;
/// shared/reference/token-sequences.md "Operational definition"). Works on any set of land hexes:
///
/// - The land is peeled layer by layer. A layer is the coast of the land not yet walked: the
///   hexes with a side toward a cell that is not remaining land. Each layer is walked as a
///   boundary trace keeping the outside on the right (counter-clockwise on the page) or on the
///   left (clockwise). On the regular base and 5-6 islands the layers are the rings.
/// - The first layer starts at the start corner; every later layer starts at its hex nearest to
///   the previous layer's start (the hex "just inside the starting corner"). Layer parts the
///   trace does not reach (another island of the same area, the shore of an inland lake) are
///   traced next, each from its hex nearest to the layer's start.
/// - Corner k (0..5) is the land hex farthest in hex Direction k: 0 east, 1 north-east (upper
///   right), 2 north-west (upper left), 3 west, 4 south-west (lower left), 5 south-east (lower
///   right). Ties go to the hex farther in direction k+1. On the regular islands these are the six
///   hexes where the ring walk turns.
/// - Deserts and other land without a token keep their place in the walk but take no letter.
class TokenSpiral
{
public:
    static constexpr int CornerCount = 6;

    /// The land hex that corner `corner` (0..5) names; `land` must not be empty.
    static HexCoord cornerHex(std::span<const HexCoord> land, int corner);

    /// Every hex of `land` (any order, duplicates ignored) exactly once, in spiral order.
    /// `startCorner` is reduced modulo 6.
    static std::vector<HexCoord> walk(
        std::span<const HexCoord> land, int startCorner, bool clockwise);

    /// The land hexes (isLand terrain) whose Hex::area is `areaId`, sorted.
    static std::vector<HexCoord> areaLand(const Board &board, std::string_view areaId);

    struct LayResult
    {
        int laid = 0; ///< tokens placed
        int missing = 0; ///< token-taking hexes left without a token (the sequence ran out)
        int unused = 0; ///< tokens of the sequence that found no hex
    };

    /// Lays `sequence` in order along `walk`: each hex whose terrain takes a number token gets
    /// the next token; other hexes lose any token. Hexes marked Hex::fixed keep what they have
    /// and take no letter. Hexes of the walk that are not on the board are skipped.
    static LayResult lay(
        Board &board, std::span<const HexCoord> walk, std::span<const NumberToken> sequence);
};

} // namespace isle::model
