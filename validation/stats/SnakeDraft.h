// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/checks/ScenarioIndex.h"

#include <array>
#include <vector>

namespace isle::validation {

/// Seat fairness of the set-up phase (001:L645–690): n players place two starting settlements in
/// snake order 1..n, n..1 (Cloth for Catan, a board with villages: a third round 1..n,
/// 001:L2127). Each pick follows one documented greedy policy: among the free
/// start-eligible intersections (distance rule against every settlement placed so far) take the
/// one with the highest score = its pips + 1 for each resource it adds that the seat does not
/// produce yet (gold adds none); ties go to the lowest intersection id (coordinate order).
/// A seat's expected production is the pips of its settlements = resource cards per 36 rolls.
class SnakeDraft
{
public:
    struct Seat
    {
        /// In pick order; the third only with a third round.
        std::array<ScenarioIndex::Id, 3> corners {
            ScenarioIndex::NoId, ScenarioIndex::NoId, ScenarioIndex::NoId};
        int pips = 0; ///< expected resource cards per 36 rolls from its settlements
        int resources = 0; ///< distinct resources produced
    };
    struct Result
    {
        int players = 0;
        int rounds = 2; ///< settlements per seat: 2, or 3 in Cloth for Catan (001:L2127)
        std::vector<Seat> seats; ///< seat 0 picks first
        int minPips = 0, maxPips = 0;
        double ratio = 0; ///< minPips / maxPips (0 when nobody produces)
    };

    explicit SnakeDraft(const ScenarioIndex &index);

    /* 1 <= players */
    Result run(int players);
    /// The seat that makes pick `pick` (0-based) of `players`: rounds alternate 1..n, n..1; a third
    /// round goes 1..n again (001:L666–684, L2127).
    static int seatOfPick(int pick, int players);

private:
    const ScenarioIndex &m_index;
    std::vector<bool> m_blocked; // reused between runs
};

} // namespace isle::validation
