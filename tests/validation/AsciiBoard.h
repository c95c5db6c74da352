// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"

#include <stdexcept>
#include <string>
#include <string_view>

namespace isle::test {

/// Builds a board from an ASCII picture of pointy-top hexes, one text line per row r = firstRow +
/// line index (a leading empty line is skipped). A cell is a token of non-blank characters whose
/// first character sits at an even text column c; its axial q = (c / 2 + columnShift - r) / 2, so
/// cells are 4 characters apart in a row and each row down is shifted 2 characters right for the
/// same q. Cell syntax: a terrain letter, an optional number token, optional suffixes
///   H hills  W forest  P pasture  F fields  M mountains  D desert  G gold  ~ sea  # frame
///   ? fog  U unassigned  L lake  S swamp  X pirate lair  .  no cell
///   suffix r = robber start, p = pirate start.         Example: "H6", "Dr", "~p", "F10".
/// Throws std::invalid_argument on a malformed picture (a test bug, not input handling).
inline model::Board parseAsciiBoard(std::string_view text, int firstRow = 0, int columnShift = 0)
{
    using model::Terrain;
    model::Board board;
    if (!text.empty() && text.front() == '\n')
        text.remove_prefix(1);
    int line = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view row = text.substr(start, end - start);
        const int r = firstRow + line;
        for (std::size_t c = 0; c < row.size();) {
            if (row[c] == ' ') {
                ++c;
                continue;
            }
            std::size_t e = c;
            while (e < row.size() && row[e] != ' ')
                ++e;
            const std::string cell(row.substr(c, e - c));
            const int column = static_cast<int>(c);
            const int x = column / 2 + columnShift - r;
            if (column % 2 != 0 || x % 2 != 0)
                throw std::invalid_argument(
                    "misaligned cell '" + cell + "' on line " + std::to_string(line));
            const model::HexCoord coord {x / 2, r};
            c = e;
            if (cell == ".")
                continue;
            model::Hex hex;
            hex.coord = coord;
            switch (cell[0]) {
            case 'H':
                hex.terrain = Terrain::Hills;
                break;
            case 'W':
                hex.terrain = Terrain::Forest;
                break;
            case 'P':
                hex.terrain = Terrain::Pasture;
                break;
            case 'F':
                hex.terrain = Terrain::Fields;
                break;
            case 'M':
                hex.terrain = Terrain::Mountains;
                break;
            case 'D':
                hex.terrain = Terrain::Desert;
                break;
            case 'G':
                hex.terrain = Terrain::Gold;
                break;
            case '~':
                hex.terrain = Terrain::Sea;
                break;
            case '#':
                hex.terrain = Terrain::Frame;
                break;
            case '?':
                hex.terrain = Terrain::Fog;
                break;
            case 'U':
                hex.terrain = Terrain::Unassigned;
                break;
            case 'L':
                hex.terrain = Terrain::Lake;
                break;
            case 'S':
                hex.terrain = Terrain::Swamp;
                break;
            case 'X':
                hex.terrain = Terrain::PirateLair;
                break;
            default:
                throw std::invalid_argument("unknown terrain in cell '" + cell + "'");
            }
            std::size_t i = 1;
            int number = 0;
            while (i < cell.size() && cell[i] >= '0' && cell[i] <= '9')
                number = number * 10 + (cell[i++] - '0');
            if (i > 1)
                hex.token = model::NumberToken {number, {}};
            for (; i < cell.size(); ++i) {
                if (cell[i] == 'r')
                    board.setRobber(coord);
                else if (cell[i] == 'p')
                    board.setPirate(coord);
                else
                    throw std::invalid_argument("unknown suffix in cell '" + cell + "'");
            }
            board.setHex(hex);
        }
        ++line;
        start = end + 1;
    }
    return board;
}

} // namespace isle::test
