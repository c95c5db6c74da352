// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"
#include "validation/engine/Game.h"
#include "validation/selfcheck/ReferenceMoves.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::validation {

/// The invariants SelfCheck verifies (README "selfcheck" lists what each covers).
enum class SelfCheckInvariant {
    CardConservation, ///< bank + hands = the bank's fixed total per resource; counts agree
    DevCardConservation, ///< deck + hands + played = the deck
    PieceCounts, ///< pieces on the board + supply = the box; pieces on legal ground
    DistanceRule, ///< no two buildings on neighbouring intersections (001:L630)
    Connectivity, ///< every road / ship network reaches an own building
    LongestRoad, ///< route lengths recomputed by a slow DFS (001:L478, L1460–1466)
    Awards, ///< Longest Road / Largest Army holders agree with the lengths and knights
    VictoryPoints, ///< points recomputed from buildings, cards, awards, special points
    TurnOrder, ///< who acts: set-up snake order, no undeclared winner
    LegalActions, ///< the engine's legal actions equal the reference generator's
    ChanceOutcomes, ///< the engine's chance outcomes and weights equal the reference's
    LegalActionApplies, ///< every legal action applies to a state that keeps the invariants
    DomesticTrade, ///< trade terms are two-sided and payable; none outside a trade
    Frontier, ///< the engine's kept frontier (GameState::frontier) equals its recomputation
    Yields, ///< the engine's kept production per roll (GameState::yields) equals its recomputation
};

struct SelfCheckViolation
{
    SelfCheckInvariant invariant;
    std::string detail; ///< English: what differs, with ids and numbers
};

/// Verifies a game's invariants from scratch, independently of the engine's bookkeeping, after
/// every action (islewright-cli selfcheck, test_SelfCheck). What a state alone cannot tell
/// (development cards played, which settlements were the set-up ones, what the robber or pirate
/// last did) is carried in a History that record() advances with every action applied.
///
/// The exhaustive route search is the slow part, so the lengths (and the connectivity verdict)
/// of the last board seen are kept and reused while the pieces stand where they stood: most
/// actions and most legal alternatives build nothing. A SelfCheck is therefore not shared
/// between threads.
class SelfCheck
{
public:
    struct History
    {
        std::array<int, DevCardKinds> played {}; ///< development cards played, by DevCard
        /// The two set-up settlements of each seat (-1 = not placed yet).
        std::array<std::array<std::int16_t, 2>, MaxPlayers> setupCorners {
            {{-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}, {-1, -1}}};
        ReferenceMoves::StealSource steal = ReferenceMoves::StealSource::Unknown;
        /// The Forgotten Tribe: catan chits (1 VP each, 001:L2055) taken by each seat's ships.
        std::array<int, MaxPlayers> giftPoints {};
    };

    SelfCheck(const Game &game, const model::Scenario &scenario);

    static std::string_view name(SelfCheckInvariant invariant);

    /// Advances `history` over action `a` applied to `before`.
    void record(History &history, const GameState &before, Action a) const;
    /// The state invariants (everything but the move comparison).
    std::optional<SelfCheckViolation> checkState(const GameState &s, const History &h) const;
    /// The engine's legal actions (or chance outcomes) against the reference generator, and every
    /// one of them applied to a copy of `s` and checked with checkState(). `covered` is set to
    /// false when the reference cannot decide this phase (ReferenceMoves::coversPhase).
    std::optional<SelfCheckViolation> checkMoves(
        const GameState &s, const History &h, bool &covered) const;

    /// The route length of `player` by an exhaustive trail search over the board's edges.
    int slowLongestRoute(const GameState &s, int player) const;
    /// Victory points recomputed from the board, the cards, the awards and special points.
    int slowVictoryPoints(const GameState &s, const History &h, int player) const;
    /// The Wonders of Catan: `player` has won by the wonders' rule (001:L2375–2379).
    bool wonderWin(const GameState &s, const History &h, int player) const;

private:
    std::optional<SelfCheckViolation> checkCards(const GameState &s, const History &h) const;
    std::optional<SelfCheckViolation> checkPieces(const GameState &s) const;
    std::optional<SelfCheckViolation> checkTrade(const GameState &s) const;
    // SelfCheckDerived.cpp: what the engine keeps beside the position, recomputed
    std::optional<SelfCheckViolation> checkFrontier(const GameState &s) const;
    std::optional<SelfCheckViolation> checkYields(const GameState &s) const;
    std::optional<SelfCheckViolation> checkNetworks(const GameState &s) const;
    std::optional<SelfCheckViolation> checkRoutes(const GameState &s) const;
    std::optional<SelfCheckViolation> checkPoints(const GameState &s, const History &h) const;
    int slowSpecialPoints(const GameState &s, const History &h, int player) const;
    int trail(const GameState &s, int player, int corner, int arrivedKind,
        std::vector<std::uint8_t> &used) const;
    bool setupDone(const GameState &s) const;
    /// True when the pieces of `s` stand as on the board the cached lengths were computed for.
    bool sameBoardAsCache(const GameState &s) const;
    /// The Pirate Islands: a fortress's intersection (its settlement follows no distance rule).
    bool isCapturedFortress(int corner) const;

    const Game &m_game;
    const model::BoardTopology &m_topo;
    ReferenceMoves m_reference;
    int m_foreignIslandPoints = 0;
    std::vector<int> m_areaRulePoints; ///< by special rule index (0 for other kinds)
    std::vector<std::uint32_t> m_cornerAreaRules; ///< bit k: the corner touches rule k's area
    std::uint32_t m_everySettlementRules = 0; ///< bit k: rule k scores every settlement
    // The last board checked: buildings, roads, ships, and its route lengths by the slow search.
    mutable std::vector<std::int8_t> m_cachedBoard;
    mutable std::array<int, MaxPlayers> m_cachedLengths {};
    mutable bool m_cacheValid = false;
    mutable PieceFrontier m_freshFrontier; ///< scratch of checkFrontier()
    mutable std::vector<std::uint8_t> m_used; ///< scratch of the trail search
};

} // namespace isle::validation
