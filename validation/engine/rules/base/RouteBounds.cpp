// SPDX-License-Identifier: GPL-3.0-or-later
// Route lengths kept loosely where they cannot matter. A player's longest road or trade route
// counts only through the Longest Road / Trade Route card (001:L463–483, L1460–1466), and who
// holds it follows from a few lengths: the holder's, and those that could reach 5, the
// holder's or the longest. A ship that sails leaves a dead end (001:L1432), and when it reaches
// a dead end the longest trail loses or gains one piece at most. So after such a move the
// engine keeps only bounds for a player whose upper bound stays short of the threshold (and for
// the holder, when even the lower bound keeps the card), and works the length out when it can
// matter (settleRoutesThatMatter() before every award decision), when a rule reads it (Wonders
// of Catan's trade route) or before a state is hashed.
//
// GameState::routeLoose has the players kept so; their players[p].longestRoad is a lower bound
// and routeHigh[p] an upper one. Neither is hashed, and the card goes where exact lengths would
// send it: the self-check compares every kept length, or the bounds, with its own search.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace isle::validation {

using namespace rules;

namespace {

constexpr int BoxRoads = PlayerState {}.roadsLeft; // 15 roads and 15 ships (001:L1388)
constexpr int BoxShips = PlayerState {}.shipsLeft;

/// The greatest length the players but `except` may have: upper bounds where kept loosely.
int longestOfOthers(const GameState &s, int players, int except)
{
    // (Without branches, as in the two functions below: asked after every route change, with
    // answers that follow the game's chances.)
    int longest = 0;
    for (int p = 0; p < players; ++p) {
        const int kept = s.routeIsLoose(p) ? s.routeHigh[idx(p)] : s.players[idx(p)].longestRoad;
        longest = std::max(longest, p == except ? 0 : kept);
    }
    return longest;
}

/// The least length of a player other than the holder and `except` that could change who holds
/// the card (001:L463–483), from the kept lengths (lower bounds where loose): one more than the
/// holder's while the holder has 5 or more and the longest, since a tie leaves the card where it
/// is; else 5 or the longest kept length, since a tie for the longest decides that nobody has
/// it.
int routeThreshold(const GameState &s, int players, int except)
{
    int longest = 0;
    for (int p = 0; p < players; ++p)
        longest = std::max(longest, p == except ? 0 : int(s.players[idx(p)].longestRoad));
    const int holder = s.longestRoadHolder;
    if (holder >= 0 && holder != except) {
        const int held = s.players[idx(holder)].longestRoad;
        if (held >= 5 && held >= longest)
            return held + 1;
    }
    return std::max(5, longest);
}

/// Whether a route between `low` and `high` pieces could change who holds the card.
bool routeMayMatter(const RuleSet &rules, const GameState &s, int player, int low, int high)
{
    // Without the card (Cloth for Catan, 001:L2153; The Pirate Islands, L2211) lengths are
    // statistics. The holder keeps it with 5 or more and nobody longer (a tie keeps it,
    // 001:L463–483): their length matters unless even the lower bound assures that. Another's
    // matters from the threshold on.
    if (rules.cloth || rules.pirateIslands)
        return false;
    if (s.longestRoadHolder == player)
        return low < std::max(5, longestOfOthers(s, rules.players, player));
    return high >= routeThreshold(s, rules.players, player);
}

/// Keeps `player`'s length loosely between `low` and `high` when no length between them could
/// change who holds the card, nor meet a wonder's need for a trade route (The Wonders of Catan,
/// 001:L2361); returns whether it did.
bool keepRouteWithin(const RuleSet &rules, const std::vector<WonderFace> &wonders, GameState &s,
    int player, int low, int high)
{
    const bool wonderNeedWithin = std::any_of(wonders.begin(), wonders.end(),
        [&](const WonderFace &face) { return low < face.tradeRoute && face.tradeRoute <= high; });
    if (wonderNeedWithin || routeMayMatter(rules, s, player, low, high))
        return false;
    s.players[idx(player)].longestRoad = u8(low);
    s.routeHigh[idx(player)] = u8(high);
    s.routeLoose = u8(s.routeLoose | 1 << player);
    return true;
}

/// The player's roads and ships on the board: no trail is longer (a trail uses a piece once),
/// a bound that does not widen with every change as one from an old length does.
int piecesOnBoard(const PlayerState &ps)
{
    return BoxRoads - ps.roadsLeft + BoxShips - ps.shipsLeft;
}

} // namespace

int Game::longestRoute(const GameState &s, int player) const
{
    return s.routeIsLoose(player) ? longestRoadOf(s, player) : s.players[idx(player)].longestRoad;
}

std::uint64_t Game::settledHash(GameState s) const
{
    for (int p = 0; p < m_rules.players; ++p)
        if (s.routeIsLoose(p))
            setRoute(s, p, longestRoadOf(s, p));
    return stateHash(s);
}

void Game::routeAfterAdding(GameState &s, int player, int edge) const
{
    // From the old length when it is exact. A length kept loosely stays so when the new piece
    // has a dead end (no piece of the player's at one of its ends): a trail then uses it only as
    // its last piece, so no trail gains more than that one, and none is lost; else, or when the
    // wider bounds could matter, the length is worked out from scratch.
    if (!s.routeIsLoose(player)) {
        setRoute(s, player, longestRoadAfterAdding(s, player, edge));
        return;
    }
    // (shipHasFreeEnd() is that test for a road too, and stricter: an own building or village
    // at the end counts as a piece. Only ships make a length loose, so this is a Seafarers game,
    // whose compiled side rows the test reads.)
    const PlayerState &ps = s.players[idx(player)];
    if (shipHasFreeEnd(s, player, edge)
        && keepRouteWithin(m_rules, m_wonderFaces, s, player, ps.longestRoad,
            std::min(piecesOnBoard(ps), s.routeHigh[idx(player)] + 1)))
        return;
    setRoute(s, player, longestRoadOf(s, player));
}

void Game::routeAfterMovingShip(GameState &s, int player, int from, int to) const
{
    const bool loose = s.routeIsLoose(player);
    PlayerState &ps = s.players[idx(player)];
    // Sailed from a dead end (001:L1432) to a dead end: every trail through either place ends
    // there, so the longest loses one at most and gains one at most. A new place that touches
    // the player's pieces at both ends may join two trails: no such bound.
    const bool deadEnds = shipHasFreeEnd(s, player, to);
    int throughTo = -1; // the longest trail through `to`, once walked
    if (deadEnds) {
        const int low = std::max(0, ps.longestRoad - 1);
        auto keepWithin = [&](int high) {
            return keepRouteWithin(m_rules, m_wonderFaces, s, player, low, high);
        };
        if (keepWithin(std::min(
                piecesOnBoard(ps), (loose ? s.routeHigh[idx(player)] : ps.longestRoad) + 1)))
            return;
        if (!loose) {
            // From an exact length L: every trail but those through `to` was there before, so
            // the longest through `to`, T, is the new length when it reaches L; else the length
            // is L or L - 1, bounds that may be enough (for a player one short of taking the card
            // whose new place took them no further) without asking whether a longest trail used
            // `from`.
            const int old = ps.longestRoad;
            throughTo = routeThrough(s, player, to, old + 1);
            if (throughTo >= old) {
                setRoute(s, player, throughTo);
                return;
            }
            if (throughTo >= 0 && keepWithin(old))
                return;
        }
    }
    if (loose) {
        setRoute(s, player, longestRoadOf(s, player));
        return;
    }
    if (!deadEnds)
        throughTo = routeThrough(s, player, to, ps.longestRoad + 1);
    setRoute(s, player, longestRouteAfterMovingShip(s, player, from, to, throughTo));
}

void Game::settleRoutesThatMatter(GameState &s) const
{
    // The holder's length when it is not assured, then everyone's whose upper bound reaches the
    // threshold, until nobody's does (a length worked out can move both).
    for (bool settled = s.routeLoose != 0; settled;) {
        settled = false;
        const int holder = s.longestRoadHolder;
        if (holder >= 0 && s.routeIsLoose(holder)
            && s.players[idx(holder)].longestRoad
                < std::max(5, longestOfOthers(s, m_rules.players, holder))) {
            setRoute(s, holder, longestRoadOf(s, holder));
            settled = true;
            continue;
        }
        const int threshold = routeThreshold(s, m_rules.players, -1);
        unsigned due = 0;
        for (int p = 0; p < m_rules.players; ++p)
            due |= unsigned((p != holder) & s.routeIsLoose(p) & (s.routeHigh[idx(p)] >= threshold))
                << p;
        for (; due != 0; due &= due - 1) {
            const int p = std::countr_zero(due);
            setRoute(s, p, longestRoadOf(s, p));
            settled = true;
        }
    }
}

} // namespace isle::validation
