// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettlementPacking.h"

namespace isle::validation {

using Id = ScenarioIndex::Id;
constexpr Id NoId = ScenarioIndex::NoId;

SettlementPacking::SettlementPacking(const ScenarioIndex &index)
    : m_index(index)
{
    const auto n = static_cast<std::size_t>(index.cornerCount());
    m_matchOf.assign(n, NoId);
    m_parent.assign(n, NoId);
    m_queue.reserve(n);
    m_seen.assign(n, -1);
    m_blocked.assign(n, false);
}

int SettlementPacking::maxSettlements(const std::vector<bool> &allowed, int enough)
{
    const int quick = greedy(allowed);
    return quick >= enough ? quick : exact(allowed);
}

int SettlementPacking::greedy(const std::vector<bool> &allowed)
{
    const auto &topology = m_index.topology();
    std::fill(m_blocked.begin(), m_blocked.end(), false);
    int placed = 0;
    for (Id c = 0; c < m_index.cornerCount(); ++c) {
        const auto i = static_cast<std::size_t>(c);
        if (!allowed[i] || m_blocked[i])
            continue;
        ++placed;
        m_blocked[i] = true;
        for (Id n : topology.cornerCorners(c))
            if (n != NoId)
                m_blocked[static_cast<std::size_t>(n)] = true;
    }
    return placed;
}

// Maximum matching between north points (left) and south points (right) by breadth-first
// augmenting paths; m_matchOf holds the partner of every matched intersection on both sides.
int SettlementPacking::exact(const std::vector<bool> &allowed)
{
    const auto &topology = m_index.topology();
    std::fill(m_matchOf.begin(), m_matchOf.end(), NoId);
    std::fill(m_seen.begin(), m_seen.end(), -1);
    int vertices = 0;
    int matching = 0;
    for (Id c = 0; c < m_index.cornerCount(); ++c)
        if (allowed[static_cast<std::size_t>(c)])
            ++vertices;

    for (Id root = 0; root < m_index.cornerCount(); ++root) {
        const auto r = static_cast<std::size_t>(root);
        if (!allowed[r] || !topology.corner(root).north || m_matchOf[r] != NoId)
            continue;
        m_queue.clear();
        m_queue.push_back(root);
        Id freeRight = NoId;
        for (std::size_t head = 0; head < m_queue.size() && freeRight == NoId; ++head) {
            const Id left = m_queue[head];
            for (Id right : topology.cornerCorners(left)) {
                if (right == NoId || !allowed[static_cast<std::size_t>(right)])
                    continue;
                const auto ri = static_cast<std::size_t>(right);
                if (m_seen[ri] == root)
                    continue;
                m_seen[ri] = root;
                m_parent[ri] = left;
                if (m_matchOf[ri] == NoId) {
                    freeRight = right;
                    break;
                }
                m_queue.push_back(m_matchOf[ri]);
            }
        }
        if (freeRight == NoId)
            continue;
        ++matching;
        for (Id right = freeRight; right != NoId;) {
            const Id left = m_parent[static_cast<std::size_t>(right)];
            const Id previous = m_matchOf[static_cast<std::size_t>(left)];
            m_matchOf[static_cast<std::size_t>(left)] = right;
            m_matchOf[static_cast<std::size_t>(right)] = left;
            right = previous;
        }
    }
    return vertices - matching;
}

} // namespace isle::validation
