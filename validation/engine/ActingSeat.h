// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Whose decision it is in a position: chance, nobody (the game is over) or a seat. Read once per
// action by every move loop, so everything here is inline (out of line, asking cost the base move
// loop ~1.5 % of its instructions under callgrind). Game::currentPlayer() answers with these.

#include "validation/engine/GameState.h"

#include <cstddef>
#include <cstdint>

namespace isle::validation {

/// actingSeat() at a chance node.
inline constexpr int ChanceSeat = -1;
/// actingSeat() when the game is over.
inline constexpr int TerminalSeat = -2;

/// The phases where chance acts, one bit each.
inline constexpr std::uint32_t ChancePhases = [] {
    std::uint32_t mask = 0;
    for (Phase p : {Phase::ChanceDice, Phase::ChanceSteal, Phase::ChanceDevCard,
             Phase::ChanceFogHex, Phase::ChanceFogToken, Phase::ChancePirateLoss,
             Phase::ChanceFortressDie, Phase::ChanceProgressCard})
        mask |= 1u << static_cast<unsigned>(p);
    return mask;
}();
static_assert(static_cast<unsigned>(Phase::CommitKnights) < 32, "ChancePhases: 32 bits");

/// Chance acts in `phase`: one bit test.
inline bool isChancePhase(Phase phase)
{
    return (ChancePhases >> static_cast<unsigned>(phase)) & 1u;
}

/// The seat `steps` places after `from` in seat order, for 0 <= from < players and
/// 0 <= steps < players: a compare instead of the division of `%`, in loops that run at every
/// discard and trade answer.
inline int seatAfter(int from, int steps, int players)
{
    const int p = from + steps;
    return p >= players ? p - players : p;
}

/// The first seat in `seats` (bit p) in seat order from the roller, else the actor.
inline int firstFromRoller(const GameState &s, int players, int seats)
{
    for (int i = 0; i < players; ++i) {
        const int p = seatAfter(s.turnPlayer, i, players);
        if (seats >> p & 1)
            return p;
    }
    return s.actor;
}

/// The first seat from `from` on in seat order who still owes `owed` (discards after a 7,
/// gold-field choices), else the actor.
inline int firstOwing(const GameState &s, int players, int from, std::uint8_t PlayerState::*owed)
{
    for (int i = 0; i < players; ++i) {
        const int p = seatAfter(from, i, players);
        if (s.players[static_cast<std::size_t>(p)].*owed)
            return p;
    }
    return s.actor;
}

/// The seat to act in `s` with `players` seats; ChanceSeat or TerminalSeat.
inline int actingSeat(const GameState &s, int players)
{
    if (isChancePhase(s.phase)) // the list of chance phases is ChancePhases alone
        return ChanceSeat;
    switch (s.phase) {
    case Phase::GameOver:
        return TerminalSeat;
    case Phase::Discard:
        return firstOwing(s, players, s.turnPlayer, &PlayerState::discardOwed);
    case Phase::TradeResponse:
    case Phase::TradeCompose:
        return s.tradeResponder;
    case Phase::PlaceHarbor:
        return s.giftPlayer;
    case Phase::GoldChoice:
        return firstOwing(s, players, s.actor, &PlayerState::goldOwed);
    case Phase::PillageCity:
        for (int i = 0; i < players; ++i) {
            const int p = seatAfter(s.turnPlayer, i, players);
            if (s.ck[static_cast<std::size_t>(p)].pillageOwed)
                return p;
        }
        return s.actor;
    case Phase::KnightRetreat:
        return s.retreatKnight / KnightsPerPlayer;
    case Phase::ProgressDiscard:
        return s.progressDrawer;
    case Phase::ChooseProgressDeck:
        return firstFromRoller(s, players, s.progressChoosers);
    case Phase::CommitKnights:
        return firstFromRoller(s, players, s.knightsToCommit);
    case Phase::ProgressChoice:
        return s.progressActor;
    default:
        return s.actor;
    }
}

} // namespace isle::validation
