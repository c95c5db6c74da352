// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"
#include "validation/bots/Bot.h"
#include "validation/engine/Game.h"
#include "validation/selfcheck/SelfCheck.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace isle::validation {

struct SelfCheckOptions
{
    std::uint64_t games = 100; ///< per scenario, spread over its player counts
    std::uint64_t seed = 1;
    std::string bot = "random"; ///< makeBot() name, every seat
    bool check = true; ///< false: play the same games unchecked (the speed baseline)
    /// Games are shared out over this many threads; the result is the same for any number (on a
    /// failure: the first failing game by index, with the games before it counted).
    int threads = 1;
};

/// The first invariant a game broke, and where.
struct SelfCheckFailure
{
    std::uint64_t game = 0; ///< game index within the run
    std::uint64_t gameSeed = 0; ///< Rng::deriveSeed(seed, game): replays the game
    int players = 0;
    /// The action after which the state broke the invariant (0-based; -1: the initial state).
    std::int64_t actionIndex = -1;
    std::string actionText; ///< Game::actionToString of it ("" for the initial state)
    SelfCheckInvariant invariant = SelfCheckInvariant::CardConservation;
    std::string detail;
};

struct SelfCheckResult
{
    std::uint64_t games = 0; ///< games played to their end
    std::uint64_t actions = 0; ///< actions applied (each followed by the checks)
    std::uint64_t uncheckedMoveStates = 0; ///< states whose moves the reference cannot decide
    std::optional<SelfCheckFailure> failure; ///< the run stops at the first
    /// Player counts not played, each with the refusal ("4 players: ..."): the scenario uses a
    /// box the engine does not play yet (engine.product-not-implemented), or it is a template
    /// without land (engine.no-land). Any other refusal is an error: a shipped file must play.
    std::vector<std::string> notPlayed;
    /// A refusal for any other reason, a variable set-up that could not be dealt, or a bad bot
    /// name.
    std::string error;
};

/// Plays self-check games of one scenario: every player count the scenario allows (3–6), each
/// board dealt like playtest deals it (PlaytestRunner), SelfCheck after every action.
class SelfCheckRunner
{
public:
    static SelfCheckResult run(const model::Scenario &scenario, const SelfCheckOptions &options);

    /// True when `error`, why PlaytestRunner::forScenario refused `scenario` for `players`, is
    /// one that says nothing about the engine or the file being broken: a box the engine does
    /// not play yet (engine.product-not-implemented, e.g. Cities & Knights) or a board without
    /// land (engine.no-land, the empty-sea template).
    static bool isNotPlayedRefusal(
        const model::Scenario &scenario, int players, const std::string &error);

    /// Plays one game on `game` from `gameSeed` (the chance and bot streams of
    /// PlaytestRunner::playGame), checking after every action when `check`.
    static std::optional<SelfCheckFailure> playGame(const Game &game,
        const model::Scenario &scenario, Bot &bot, std::uint64_t gameSeed, bool check,
        SelfCheckResult &counts);
};

} // namespace isle::validation
