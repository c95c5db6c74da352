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
    // The first of `count` bits where the kept set and the fresh one differ, named as `what`
    // (`whose`: the seat the set belongs to, empty for the one set of every ship).
    auto firstDiff
        = [&](const std::string &whose, const auto &keptBits, const auto &freshBits, int count,
              const char *place, const char *what) -> std::optional<SelfCheckViolation> {
        for (int id = 0; id < count; ++id) {
            const auto word = keptBits[at(id / 64)];
            if (((word ^ freshBits[at(id / 64)]) >> (id % 64)) & 1u)
                return fail(SelfCheckInvariant::Frontier,
                    whose + place + " " + num(id) + " kept as "
                        + (((word >> (id % 64)) & 1u) != 0 ? "" : "not ") + what);
        }
        return std::nullopt;
    };
    for (int p = 0; p < m_game.playerCount(); ++p) {
        const std::string whose = seat(p) + ": ";
        if (auto v = firstDiff(whose, kept.roadSides[at(p)], fresh.roadSides[at(p)],
                m_topo.edgeCount(), "path", "open to a road"))
            return v;
        if (auto v = firstDiff(whose, kept.routeEnds[at(p)], fresh.routeEnds[at(p)],
                m_topo.cornerCount(), "intersection", "an end of a road or ship"))
            return v;
        if (auto v = firstDiff(whose, kept.shipSides[at(p)], fresh.shipSides[at(p)],
                m_topo.edgeCount(), "path", "beside their ship or building"))
            return v;
    }
    if (auto v = firstDiff({}, kept.looseShips, fresh.looseShips, m_topo.edgeCount(), "path",
            "a ship free to sail by the pieces at its ends"))
        return v;
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
