// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ScenarioIndex.h"

#include <vector>

namespace isle::validation {

/// How many settlements fit on a set of intersections under the distance rule (no two on
/// neighbouring intersections, 001:L218): the maximum independent set of the intersection graph.
/// That graph is bipartite (every path joins a north point to a south point), so the answer is
/// exact: |allowed| − maximum matching (König). A greedy packing answers first when it already
/// reaches `enough`, which keeps the common case linear.
class SettlementPacking
{
public:
    explicit SettlementPacking(const ScenarioIndex &index);

    /// `allowed[c]` marks usable intersections (size = cornerCount()). Returns at least
    /// min(enough, maximum); the exact maximum when that is below `enough`.
    int maxSettlements(const std::vector<bool> &allowed, int enough);

private:
    int greedy(const std::vector<bool> &allowed);
    int exact(const std::vector<bool> &allowed);

    const ScenarioIndex &m_index;
    // Scratch buffers reused between calls (no allocation per search step).
    std::vector<ScenarioIndex::Id> m_matchOf, m_parent, m_queue;
    std::vector<int> m_seen;
    std::vector<bool> m_blocked;
};

} // namespace isle::validation
