// SPDX-License-Identifier: GPL-3.0-or-later
#include "SnakeDraft.h"

#include "validation/engine/SetupOrder.h"

#include <algorithm>

namespace isle::validation {

using Id = ScenarioIndex::Id;

SnakeDraft::SnakeDraft(const ScenarioIndex &index)
    : m_index(index)
    , m_blocked(static_cast<std::size_t>(index.cornerCount()))
{ }

int SnakeDraft::seatOfPick(int pick, int players)
{
    return setupSeat(pick, players);
}

SnakeDraft::Result SnakeDraft::run(int players)
{
    Result result;
    result.players = players;
    // Cloth for Catan's villages bring a third set-up round (001:L2127).
    const auto &markers = m_index.board().markers();
    result.rounds = std::any_of(markers.begin(), markers.end(),
                        [](const model::Marker &m) { return m.type == model::MarkerType::Village; })
        ? 3
        : 2;
    result.seats.resize(static_cast<std::size_t>(players));
    std::fill(m_blocked.begin(), m_blocked.end(), false);
    std::vector<std::array<bool, model::ResourceCount>> produces(static_cast<std::size_t>(players));
    const auto &topology = m_index.topology();

    for (int pick = 0; pick < result.rounds * players; ++pick) {
        const int seatIndex = seatOfPick(pick, players);
        const auto seat = static_cast<std::size_t>(seatIndex);
        Id best = ScenarioIndex::NoId;
        int bestScore = -1;
        for (Id c = 0; c < m_index.cornerCount(); ++c) {
            const ScenarioIndex::CornerInfo &info = m_index.corner(c);
            if (!info.startEligible || m_blocked[static_cast<std::size_t>(c)])
                continue;
            int score = info.pips;
            for (std::size_t r = 0; r < info.resourcePips.size(); ++r)
                if (info.resourcePips[r] > 0 && !produces[seat][r])
                    ++score;
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        if (best == ScenarioIndex::NoId)
            continue; // the board is full: this seat gets no settlement
        const ScenarioIndex::CornerInfo &info = m_index.corner(best);
        Seat &s = result.seats[seat];
        s.corners[static_cast<std::size_t>(pick / players)] = best;
        s.pips += info.pips;
        for (std::size_t r = 0; r < info.resourcePips.size(); ++r)
            if (info.resourcePips[r] > 0)
                produces[seat][r] = true;
        m_blocked[static_cast<std::size_t>(best)] = true;
        for (Id n : topology.cornerCorners(best))
            if (n != ScenarioIndex::NoId)
                m_blocked[static_cast<std::size_t>(n)] = true;
    }

    for (std::size_t i = 0; i < result.seats.size(); ++i)
        result.seats[i].resources
            = static_cast<int>(std::count(produces[i].begin(), produces[i].end(), true));
    const auto [lo, hi] = std::minmax_element(result.seats.begin(), result.seats.end(),
        [](const Seat &a, const Seat &b) { return a.pips < b.pips; });
    result.minPips = lo->pips;
    result.maxPips = hi->pips;
    result.ratio = result.maxPips > 0 ? static_cast<double>(result.minPips) / result.maxPips : 0.0;
    return result;
}

} // namespace isle::validation
