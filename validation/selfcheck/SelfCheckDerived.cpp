// SPDX-License-Identifier: GPL-3.0-or-later
// What the engine keeps beside the position to save work (GameState::frontier and ::yields),
// recomputed and compared: a wrong cache shows here before it shows as a wrong game.
#include "validation/selfcheck/SelfCheck.h"

#include "model/Resource.h"
#include "validation/selfcheck/SelfCheckDetail.h"

#include <cstdint>

namespace isle::validation {

using namespace selfcheck_detail;

namespace {
constexpr auto None = model::BoardTopology::NoId;
} // namespace

std::optional<SelfCheckViolation> SelfCheck::checkFrontier(const GameState &s) const
{
    // The frontier is the engine's own cache of what the pieces open; the reference move
    // generator checks what it means (LegalActions). Here: that apply() kept it up to date.
    m_game.computeFrontier(s, m_freshFrontier);
    const PieceFrontier &kept = s.frontier, &fresh = m_freshFrontier;
    auto differs = [](const auto &a, const auto &b, int id) {
        return ((a[at(id / 64)] ^ b[at(id / 64)]) >> (id % 64)) & 1u;
    };
    auto isSet = [](const auto &a, int id) {
        return ((a[at(id / 64)] >> (id % 64)) & 1u) != 0;
    };
    for (int p = 0; p < m_game.playerCount(); ++p) {
        for (int e = 0; e < m_topo.edgeCount(); ++e)
            if (differs(kept.roadSides[at(p)], fresh.roadSides[at(p)], e))
                return fail(SelfCheckInvariant::Frontier,
                    seat(p) + ": path " + num(e) + " kept as "
                        + (isSet(kept.roadSides[at(p)], e) ? "" : "not ") + "open to a road");
        for (int c = 0; c < m_topo.cornerCount(); ++c)
            if (differs(kept.routeEnds[at(p)], fresh.routeEnds[at(p)], c))
                return fail(SelfCheckInvariant::Frontier,
                    seat(p) + ": intersection " + num(c) + " kept as "
                        + (isSet(kept.routeEnds[at(p)], c) ? "" : "not ")
                        + "an end of a road or ship");
    }
    if (fresh != kept)
        return fail(SelfCheckInvariant::Frontier, "bits kept beyond the board or the players");
    return std::nullopt;
}

std::optional<SelfCheckViolation> SelfCheck::checkYields(const GameState &s) const
{
    // Each numbered resource hex but the robber's pays its resource to every building at its
    // corners, 1 per settlement and 2 per city (001:L173–180, L566), counted here hex by hex.
    // Cities & Knights produces its own way and keeps no yields.
    std::array<std::array<std::array<int, ResourceKinds>, MaxPlayers>, 13> owed {};
    if (!m_game.citiesKnights())
        for (int h = 0; h < m_topo.hexCount(); ++h) {
            const int token = m_game.hexToken(h), r = m_game.hexResource(h);
            if (h == s.robberHex || token == 0 || r < 0)
                continue;
            for (auto c : m_topo.hexCorners(h))
                if (c != None && s.cornerOwner[at(c)] >= 0)
                    owed[at(token)][at(s.cornerOwner[at(c)])][at(r)] += s.cornerLevel[at(c)];
        }
    for (int n = 0; n < int(owed.size()); ++n)
        for (int p = 0; p < MaxPlayers; ++p) {
            const std::uint64_t kept = s.yields[at(n)][at(p)];
            for (int r = 0; r < 8; ++r) {
                const int have = int((kept >> (8 * r)) & 0xff);
                const int want = r < ResourceKinds ? owed[at(n)][at(p)][at(r)] : 0;
                if (have != want)
                    return fail(SelfCheckInvariant::Yields,
                        seat(p) + ": a roll of " + num(n) + " kept as paying " + num(have) + " "
                            + (r < ResourceKinds
                                    ? std::string(model::toString(static_cast<model::Resource>(r)))
                                    : "of byte " + num(r))
                            + ", the buildings earn " + num(want));
            }
        }
    return std::nullopt;
}

} // namespace isle::validation
