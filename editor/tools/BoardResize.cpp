// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardResize.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace isle::editor {

namespace {

/// Offset column of a cell ("odd-r": odd rows are shifted half a hex to the right).
int columnOf(model::HexCoord c)
{
    return c.q + (c.r - (c.r & 1)) / 2;
}

model::HexCoord cellAt(int column, int row)
{
    return {column - (row - (row & 1)) / 2, row};
}

struct Span
{
    int first = 0;
    int last = -1;
    bool isEmpty() const { return last < first; }
};

/// Column span of every row of the playing area (all cells but the frame).
std::map<int, Span> rowSpans(const model::Board &board)
{
    std::map<int, Span> rows;
    for (const model::Hex &h : board.hexes()) {
        if (h.terrain == model::Terrain::Frame)
            continue;
        const int col = columnOf(h.coord);
        auto [it, added] = rows.try_emplace(h.coord.r, Span {col, col});
        if (!added) {
            it->second.first = std::min(it->second.first, col);
            it->second.last = std::max(it->second.last, col);
        }
    }
    return rows;
}

/// True when cell `c` of `before` is still there, unchanged, in `after` (not cropped, and not
/// turned into frame by the rebuilt ring).
bool survives(const model::Board &before, const model::Board &after, model::HexCoord c)
{
    const auto was = before.terrainAt(c);
    const auto is = after.terrainAt(c);
    return was && is && *was == *is;
}

/// True when `c` survives and is played on (not frame).
bool survivesInPlay(const model::Board &before, const model::Board &after, model::HexCoord c)
{
    return survives(before, after, c) && *after.terrainAt(c) != model::Terrain::Frame;
}

bool markerSurvives(const model::Marker &m, const model::Board &before, const model::Board &after)
{
    switch (model::markerSite(m.type)) {
    case model::MarkerSite::Hex:
        return survives(before, after, m.hex);
    case model::MarkerSite::Corner: {
        const auto hexes = m.corner.touchingHexes();
        return std::any_of(hexes.begin(), hexes.end(),
            [&](model::HexCoord h) { return survivesInPlay(before, after, h); });
    }
    case model::MarkerSite::Edge: {
        const auto hexes = m.edge.hexes();
        return survivesInPlay(before, after, hexes[0]) || survivesInPlay(before, after, hexes[1]);
    }
    }
    return false;
}

} // namespace

std::pair<int, int> BoardResize::size(const model::Board &board)
{
    const std::map<int, Span> rows = rowSpans(board);
    int widest = 0;
    for (const auto &[row, span] : rows)
        widest = std::max(widest, span.last - span.first + 1);
    return {static_cast<int>(rows.size()), widest};
}

BoardResize::Result BoardResize::apply(const model::Board &board, const Margins &margins)
{
    Result result;
    result.board = board;
    std::map<int, Span> rows = rowSpans(board);
    if (rows.empty() || margins.isNull()) {
        std::tie(result.rows, result.columns) = size(board);
        return result;
    }

    // The new span of every row: left/right move each row's ends, top/bottom add copies of the
    // outermost row or drop rows.
    std::map<int, Span> target;
    for (const auto &[row, span] : rows)
        target[row] = Span {span.first - margins.left, span.last + margins.right};
    const int firstRow = rows.begin()->first;
    const int lastRow = rows.rbegin()->first;
    for (int i = 1; i <= margins.top; ++i)
        target[firstRow - i] = target[firstRow];
    for (int i = 1; i <= margins.bottom; ++i)
        target[lastRow + i] = target[lastRow];
    for (int i = 0; i < -margins.top; ++i)
        target.erase(firstRow + i);
    for (int i = 0; i < -margins.bottom; ++i)
        target.erase(lastRow - i);

    // Rebuild the cells: frame cells go (a frame is laid again below), playing cells outside
    // their row's new span go, new cells within a span are sea. Gaps inside a row stay gaps.
    model::Board &out = result.board;
    const bool framed = std::any_of(board.hexes().begin(), board.hexes().end(),
        [](const model::Hex &h) { return h.terrain == model::Terrain::Frame; });
    for (const model::Hex &h : board.hexes()) {
        if (h.terrain == model::Terrain::Frame) {
            out.removeHex(h.coord);
            continue;
        }
        const auto it = target.find(h.coord.r);
        const int col = columnOf(h.coord);
        if (it == target.end() || it->second.isEmpty() || col < it->second.first
            || col > it->second.last) {
            out.removeHex(h.coord);
            if (h.terrain != model::Terrain::Sea)
                ++result.landRemoved;
        }
    }
    for (const auto &[row, span] : target) {
        const auto old = rows.find(row);
        for (int col = span.first; col <= span.last; ++col) {
            const bool insideOld
                = old != rows.end() && col >= old->second.first && col <= old->second.last;
            if (!insideOld)
                out.setHex({cellAt(col, row), model::Terrain::Sea});
        }
    }
    if (framed) {
        std::vector<model::HexCoord> ring;
        for (const model::Hex &h : out.hexes())
            for (model::Direction d : model::AllDirections)
                if (!out.contains(h.coord.neighbor(d)))
                    ring.push_back(h.coord.neighbor(d));
        for (const model::HexCoord c : ring)
            out.setHex({c, model::Terrain::Frame});
    }

    // Harbors, pieces and markers that lost their place: their cell was cropped, or became
    // frame in the rebuilt ring. A harbor's water cell may change (old frame → new sea).
    for (const model::Harbor &h : board.harbors()) {
        const auto water = out.terrainAt(h.hex);
        if (!water || !model::isWater(*water) || !survivesInPlay(board, out, h.landHex())) {
            out.removeHarbor(h.edge());
            ++result.harborsRemoved;
        }
    }
    if (board.robber() && !survives(board, out, *board.robber())) {
        out.setRobber(std::nullopt);
        result.robberRemoved = true;
    }
    if (board.pirate() && !survives(board, out, *board.pirate())) {
        out.setPirate(std::nullopt);
        result.pirateRemoved = true;
    }
    std::vector<model::Marker> markers;
    for (const model::Marker &m : board.markers()) {
        if (markerSurvives(m, board, out))
            markers.push_back(m);
        else
            ++result.markersRemoved;
    }
    out.setMarkers(std::move(markers));
    std::tie(result.rows, result.columns) = size(out);
    return result;
}

} // namespace isle::editor
