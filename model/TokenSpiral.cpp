// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenSpiral.h"

#include <algorithm>
#include <array>
#include <limits>

namespace isle::model {

namespace {
/// Projection of `h` on hex direction `k` (cube-coordinate dot product; proportional to the
/// on-screen distance in that direction).
int score(HexCoord h, int k)
{
    const HexCoord d = HexCoord::step(directionFromIndex(k));
    return h.q * d.q + h.r * d.r + h.s() * d.s();
}

/// True if `a` is a better corner-k candidate than `b`.
bool betterCorner(HexCoord a, HexCoord b, int k)
{
    const int sa = score(a, k), sb = score(b, k);
    if (sa != sb)
        return sa > sb;
    const int ta = score(a, k + 1), tb = score(b, k + 1);
    if (ta != tb)
        return ta > tb;
    return a < b;
}

/// The land set as dense indices with a neighbour table, for the layer peeling.
class LandGrid
{
public:
    explicit LandGrid(std::span<const HexCoord> land)
        : m_cells(land.begin(), land.end())
    {
        std::sort(m_cells.begin(), m_cells.end());
        m_cells.erase(std::unique(m_cells.begin(), m_cells.end()), m_cells.end());
        m_neighbors.resize(m_cells.size());
        for (std::size_t i = 0; i < m_cells.size(); ++i)
            for (int d = 0; d < 6; ++d)
                m_neighbors[i][static_cast<std::size_t>(d)]
                    = indexOf(m_cells[i].neighbor(directionFromIndex(d)));
    }

    int size() const { return static_cast<int>(m_cells.size()); }
    HexCoord cell(int i) const { return m_cells[static_cast<std::size_t>(i)]; }
    int neighbor(int i, int d) const
    {
        return m_neighbors[static_cast<std::size_t>(i)]
                          [static_cast<std::size_t>(((d % 6) + 6) % 6)];
    }
    int indexOf(HexCoord c) const
    {
        auto it = std::lower_bound(m_cells.begin(), m_cells.end(), c);
        return it != m_cells.end() && *it == c ? static_cast<int>(it - m_cells.begin()) : -1;
    }

private:
    std::vector<HexCoord> m_cells;
    std::vector<std::array<int, 6>> m_neighbors;
};

class Walker
{
public:
    Walker(const LandGrid &grid, int corner, bool clockwise)
        : m_grid(grid)
        , m_corner(corner)
        , m_sweep(clockwise ? -1 : 1)
        , m_remaining(static_cast<std::size_t>(grid.size()), 1)
        , m_inLayer(static_cast<std::size_t>(grid.size()), 0)
        , m_emitted(static_cast<std::size_t>(grid.size()), 0)
    { }

    std::vector<HexCoord> run(int cornerCell)
    {
        int left = m_grid.size();
        int previousStart = cornerCell;
        while (left > 0) {
            int layerSize = 0;
            for (int i = 0; i < m_grid.size(); ++i) {
                const bool coast = remaining(i) && hasOutsideNeighbor(i);
                m_inLayer[static_cast<std::size_t>(i)] = coast ? 1 : 0;
                layerSize += coast ? 1 : 0;
            }
            const int layerStart = nearestUnemitted(previousStart);
            int start = layerStart;
            while (start >= 0) {
                trace(start);
                start = nearestUnemitted(layerStart);
            }
            for (int i = 0; i < m_grid.size(); ++i)
                if (m_inLayer[static_cast<std::size_t>(i)])
                    m_remaining[static_cast<std::size_t>(i)] = 0;
            left -= layerSize;
            previousStart = layerStart;
        }
        return std::move(m_order);
    }

private:
    bool remaining(int i) const { return i >= 0 && m_remaining[static_cast<std::size_t>(i)] != 0; }
    bool hasOutsideNeighbor(int i) const
    {
        for (int d = 0; d < 6; ++d)
            if (!remaining(m_grid.neighbor(i, d)))
                return true;
        return false;
    }

    /// The layer hex not yet walked that is nearest to `from` (ties: farther toward the start
    /// corner, then coordinate order); -1 when the layer is done.
    int nearestUnemitted(int from) const
    {
        const HexCoord origin = m_grid.cell(from);
        int best = -1;
        int bestDistance = std::numeric_limits<int>::max();
        for (int i = 0; i < m_grid.size(); ++i) {
            const auto slot = static_cast<std::size_t>(i);
            if (!m_inLayer[slot] || m_emitted[slot])
                continue;
            const int distance = origin.distanceTo(m_grid.cell(i));
            if (best < 0 || distance < bestDistance
                || (distance == bestDistance
                    && betterCorner(m_grid.cell(i), m_grid.cell(best), m_corner))) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }

    void emit(int i)
    {
        const auto slot = static_cast<std::size_t>(i);
        if (m_inLayer[slot] && !m_emitted[slot]) {
            m_emitted[slot] = 1;
            m_order.push_back(m_grid.cell(i));
        }
    }

    /// Moore-neighbour boundary trace of the remaining land from `start`, outside on the right
    /// for counter-clockwise. Ends when the first move repeats (Jacob's criterion).
    void trace(int start)
    {
        emit(start);
        // Backtrack: a neighbour outside the remaining land; prefer the start-corner direction
        // so the walk leaves the corner along the coast.
        int back = m_corner;
        for (int t = 0; t < 6 && remaining(m_grid.neighbor(start, back)); ++t)
            back += m_sweep;
        int current = start;
        int firstMove = -1;
        const int maxSteps = 6 * m_grid.size() + 6;
        for (int step = 0; step < maxSteps; ++step) {
            int move = -1;
            for (int t = 1; t < 6; ++t) {
                const int d = back + m_sweep * t;
                if (remaining(m_grid.neighbor(current, d))) {
                    move = ((d % 6) + 6) % 6;
                    break;
                }
            }
            if (move < 0)
                return; // a lone hex
            if (firstMove < 0)
                firstMove = move;
            else if (current == start && move == firstMove)
                return;
            current = m_grid.neighbor(current, move);
            back = move - 2 * m_sweep; // the last outside cell seen, as seen from the new hex
            emit(current);
        }
    }

    const LandGrid &m_grid;
    int m_corner;
    int m_sweep;
    std::vector<char> m_remaining, m_inLayer, m_emitted;
    std::vector<HexCoord> m_order;
};
} // namespace

HexCoord TokenSpiral::cornerHex(std::span<const HexCoord> land, int corner)
{
    const int k = ((corner % 6) + 6) % 6;
    HexCoord best = land.front();
    for (HexCoord h : land)
        if (betterCorner(h, best, k))
            best = h;
    return best;
}

std::vector<HexCoord> TokenSpiral::walk(
    std::span<const HexCoord> land, int startCorner, bool clockwise)
{
    if (land.empty())
        return {};
    const int k = ((startCorner % 6) + 6) % 6;
    const LandGrid grid(land);
    Walker walker(grid, k, clockwise);
    return walker.run(grid.indexOf(cornerHex(land, k)));
}

std::vector<HexCoord> TokenSpiral::areaLand(const Board &board, std::string_view areaId)
{
    std::vector<HexCoord> land;
    for (const Hex &h : board.hexes())
        if (h.area == areaId && isLand(h.terrain))
            land.push_back(h.coord);
    return land;
}

TokenSpiral::LayResult TokenSpiral::lay(
    Board &board, std::span<const HexCoord> walk, std::span<const NumberToken> sequence)
{
    LayResult result;
    std::size_t next = 0;
    for (HexCoord c : walk) {
        Hex *hex = board.hexAt(c);
        if (!hex || hex->fixed)
            continue;
        if (!takesNumberToken(hex->terrain)) {
            hex->token.reset();
            continue;
        }
        if (next < sequence.size()) {
            hex->token = sequence[next++];
            ++result.laid;
        } else {
            hex->token.reset();
            ++result.missing;
        }
    }
    result.unused = static_cast<int>(sequence.size() - next);
    return result;
}

} // namespace isle::model
