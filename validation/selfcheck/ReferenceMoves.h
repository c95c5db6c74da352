// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"
#include "validation/engine/Game.h"

#include <optional>
#include <string>
#include <vector>

namespace isle::validation {

/// Index helpers of the reference generator's files (ReferenceMoves.cpp, ReferenceTrade.cpp).
namespace reference {
constexpr std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}
constexpr unsigned arg(int i)
{
    return static_cast<unsigned>(i);
}
} // namespace reference

/// A slow move generator written apart from the engine's (for SelfCheck): for the phase of a
/// state it enumerates every action the Action encoding can express for that phase (every
/// corner, edge, hex, resource, player and argument combination) and decides each one from the
/// rules directly on the GameState. It uses only the Game's board (topology, terrain now, harbor
/// corners) and its RuleSet, never the engine's legality helpers (canPlace…, isFreeSpot, legal…).
///
/// Not covered (coversPhase() is false, SelfCheck reports such states as unchecked, never as
/// passed): the fog draws (Phase::ChanceFogHex / ChanceFogToken: the face-down stacks belong to
/// areas the Game keeps private).
class ReferenceMoves
{
public:
    /// Where the robber or pirate last moved to: ChooseVictim's victims are decided from it.
    enum class StealSource { Unknown, Robber, Pirate };

    ReferenceMoves(const Game &game, const model::Scenario &scenario);

    /// False for the phases the reference cannot decide yet (see the class comment).
    bool coversPhase(Phase phase) const;
    /// The seat to act, decided from the rules (-1 at chance nodes and at the end).
    int actorOf(const GameState &s) const;
    /// Every legal player action, sorted ascending.
    void legalActions(const GameState &s, StealSource source, std::vector<Action> &out) const;
    /// Every chance outcome with its weight, sorted by action.
    void chanceOutcomes(
        const GameState &s, std::vector<std::pair<Action, std::uint32_t>> &out) const;

    /* Board rules, decided from the terrain (public for SelfCheck's invariants) */
    bool landHexNow(const GameState &s, int hex) const;
    bool seaHexNow(const GameState &s, int hex) const;
    /// A road may lie on the side: land on at least one side.
    bool roadSideNow(const GameState &s, int edge) const;
    /// A ship may lie on the side: sea (the frame counts as sea) beside sea or land (001:L1390).
    bool shipSideNow(const GameState &s, int edge) const;
    bool landCornerNow(const GameState &s, int corner) const;
    /// The exchange rate with the bank from the player's buildings on harbors (001:L501–511).
    int bankRate(const GameState &s, int player, int resource) const;

private:
    bool setupSite(const GameState &s, int corner) const;
    bool distanceOk(const GameState &s, int corner) const;
    /// No land hex at the corner lies in an area that forbids settlements (001:L2041).
    bool settlementArea(const GameState &s, int corner) const;
    bool roadConnects(const GameState &s, int player, int edge) const;
    bool shipFits(const GameState &s, int player, int edge, int leaving) const;
    bool shipMayLeave(const GameState &s, int player, int edge) const;
    bool onPirateBorder(const GameState &s, int edge) const;
    /// The Pirate Islands: the open end of the player's one route and whether it has passed the
    /// marked intersection; a new ship must extend it one step nearer its target (001:L2227).
    int routeEnd(const GameState &s, int player, bool &passedSite) const;
    bool extendsRoute(const GameState &s, int player, int edge) const;
    /// Ship steps from every corner to `target` over the free sides, off the player's route but
    /// for its open end `end` (-1: no way).
    std::vector<int> freeShipSteps(const GameState &s, int player, int target, int end) const;
    /// The corner is the route's start or an end of one of the player's ships.
    bool onOwnRoute(const GameState &s, int player, int corner) const;
    void mainActions(const GameState &s, int player, std::vector<Action> &out) const;
    /// Answers to a domestic offer, drafting one, and picking whose terms to trade on.
    void domesticTradeActions(const GameState &s, int player, std::vector<Action> &out) const;
    void devCardActions(const GameState &s, int player, std::vector<Action> &out) const;
    void freeRoadActions(const GameState &s, int player, std::vector<Action> &out) const;
    /// The Wonders of Catan: start a wonder, build its next level (001:L2359–2365).
    void wonderActions(const GameState &s, int player, std::vector<Action> &out) const;
    bool meetsWonderCard(const GameState &s, int player, const model::WonderCard &card) const;

    const Game &m_game;
    const model::BoardTopology &m_topo;
    std::vector<std::uint8_t> m_frameBeyond; ///< edge: the cell across the played area is frame
    std::vector<std::uint8_t> m_startForbidden; ///< hex: its area forbids set-up settlements
    std::vector<std::uint8_t> m_settleForbidden; ///< hex: its area forbids every settlement
    std::vector<std::uint8_t> m_marked; ///< corner: a marker forbids a set-up settlement
    /// corner: the wonder site marked there (The Wonders of Catan's markers), if any
    std::vector<std::optional<model::MarkerType>> m_wonderSite;
    std::vector<model::WonderCard> m_wonders; ///< the scenario's wonder cards
    bool m_noPirate = false; ///< the scenario does not use the pirate (001:L2369)
    /// The Pirate Islands, by seat: start settlement, marked intersection and fortress corners
    /// read from the markers.
    struct PirateSeat
    {
        int start = -1, site = -1, fortress = -1;
    };
    std::vector<PirateSeat> m_pirateSeats;
};

} // namespace isle::validation
