// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetupSites.h"

#include <array>
#include <cstddef>

namespace isle::validation {

namespace {

using Id = model::BoardTopology::Id;

/// One island of starting intersections: sites joined by paths, numbered in breadth-first order
/// (neighbours get close numbers, so the search below closes the lowest sites early).
struct SiteIsland
{
    std::vector<std::array<int, 3>> neighbours; ///< local ids, -1 for none
};

std::vector<SiteIsland> siteIslands(
    const model::BoardTopology &topology, const std::vector<std::uint8_t> &isSite)
{
    const auto n = static_cast<std::size_t>(topology.cornerCount());
    std::vector<int> local(n, -1);
    std::vector<SiteIsland> islands;
    std::vector<Id> order;
    for (Id start = 0; start < topology.cornerCount(); ++start) {
        if (!isSite[std::size_t(start)] || local[std::size_t(start)] >= 0)
            continue;
        order.assign(1, start);
        local[std::size_t(start)] = 0;
        for (std::size_t k = 0; k < order.size(); ++k)
            for (Id nb : topology.cornerCorners(order[k]))
                if (nb != model::BoardTopology::NoId && isSite[std::size_t(nb)]
                    && local[std::size_t(nb)] < 0) {
                    local[std::size_t(nb)] = static_cast<int>(order.size());
                    order.push_back(nb);
                }
        SiteIsland island;
        island.neighbours.assign(order.size(), {-1, -1, -1});
        for (std::size_t k = 0; k < order.size(); ++k) {
            int slot = 0;
            for (Id nb : topology.cornerCorners(order[k]))
                if (nb != model::BoardTopology::NoId && isSite[std::size_t(nb)])
                    island.neighbours[k][std::size_t(slot++)] = local[std::size_t(nb)];
        }
        islands.push_back(std::move(island));
    }
    return islands;
}

/// Whether at most `depth` settlements, no two neighbours, can close every site of an island
/// (an independent dominating set). Every such set holds the lowest open site or one of its open
/// neighbours, so each level branches over at most four choices; a level is cut when its open
/// sites outnumber what the remaining settlements can close (four each).
class ClosingSearch
{
public:
    ClosingSearch(const SiteIsland &island, int &budget)
        : m_island(island)
        , m_budget(budget)
        , m_closedBy(island.neighbours.size(), 0)
        , m_open(static_cast<int>(island.neighbours.size()))
    { }

    bool closesWithin(int depth) { return search(0, depth); }
    bool gaveUp() const { return m_gaveUp; }

private:
    bool search(std::size_t from, int depth)
    {
        if (--m_budget < 0) {
            m_gaveUp = true;
            return false;
        }
        while (from < m_closedBy.size() && m_closedBy[from] > 0)
            ++from;
        if (from == m_closedBy.size())
            return true;
        if (m_open > 4 * depth)
            return false;
        std::array<int, 4> choices {static_cast<int>(from), -1, -1, -1};
        std::size_t count = 1;
        for (int nb : m_island.neighbours[from])
            if (nb >= 0 && m_closedBy[std::size_t(nb)] == 0)
                choices[count++] = nb;
        for (std::size_t k = 0; k < count; ++k) {
            close(choices[k], +1);
            const bool found = search(from, depth - 1);
            close(choices[k], -1);
            if (found || m_gaveUp)
                return found;
        }
        return false;
    }

    void close(int site, int delta)
    {
        touch(site, delta);
        for (int nb : m_island.neighbours[std::size_t(site)])
            if (nb >= 0)
                touch(nb, delta);
    }

    void touch(int site, int delta)
    {
        int &count = m_closedBy[std::size_t(site)];
        if (count == 0)
            --m_open;
        count += delta;
        if (count == 0)
            ++m_open;
    }

    const SiteIsland &m_island;
    int &m_budget;
    std::vector<int> m_closedBy;
    int m_open;
    bool m_gaveUp = false;
};

} // namespace

std::optional<SetupShortage> setupCanRunOutOfSites(const model::BoardTopology &topology,
    const std::vector<std::uint8_t> &isSite, int settlements, int budget)
{
    if (settlements <= 0)
        return std::nullopt;
    const std::vector<SiteIsland> islands = siteIslands(topology, isSite);
    // Fewest settlements that close each island: start from the counting bound, then raise it.
    std::vector<int> fewest(islands.size());
    int sites = 0, total = 0;
    for (std::size_t i = 0; i < islands.size(); ++i) {
        const int n = static_cast<int>(islands[i].neighbours.size());
        sites += n;
        fewest[i] = (n + 3) / 4;
        total += fewest[i];
    }
    bool proven = true;
    for (std::size_t i = 0; i < islands.size() && total < settlements; ++i) {
        // The other islands need at least their bounds, so deeper than this cannot strand anyone.
        const int deepest = settlements - 1 - (total - fewest[i]);
        ClosingSearch search(islands[i], budget);
        int depth = fewest[i];
        while (depth <= deepest && !search.closesWithin(depth) && !search.gaveUp())
            ++depth;
        total += depth - fewest[i];
        fewest[i] = depth;
        if (search.gaveUp())
            proven = false; // fewest[i] stays a lower bound
    }
    if (total >= settlements)
        return std::nullopt;
    return SetupShortage {sites, settlements, total, proven};
}

} // namespace isle::validation
