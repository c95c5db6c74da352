// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/GameState.h"

#include <array>
#include <cstdint>

namespace isle::validation {

/* The rules the engine plays (RULES-DIGEST §5), by rule family.
 *
 * Base game for 3–4 players and the CATAN 5–6 paired-player
 * turn (§5.12) with the larger bank and deck; Seafarers (§5.13, 001:L1378–1510): ships, open and
 * closed shipping routes, moving one ship per turn, the pirate, gold fields, the longest trade
 * route, a set-up ship instead of a road, special victory points for settling islands/areas, and
 * the robber beside the board when there is no desert, and fog hexes (The Fog Islands, 001:L1826–
 * 1854): a road or ship placed (or a ship moved) with an end at a corner of a face-down hex
 * discovers it; the hex and then, for land that takes one, its number token are chance draws
 * from its area's face-down stacks, and with RuleOptions::fogRevealReward the finder takes one
 * card of what the land produces; The Forgotten Tribe (001:L1995–2083): areas without
 * settlements or robber, the robber never back to its start, and the gifts on coast edges that
 * ships take (rules/seafarers/Gifts); Cloth for Catan (001:L2085–2167): villages on
 * intersections that trade cloth for shipping routes, a third set-up settlement, the pirate locked
 * until a route exists and the early end (rules/seafarers/Cloth); The Pirate Islands
 * (001:L2169–2296): pre-placed pieces, one route each to a fortress, warships from knight cards,
 * the pirate fleet on its circuit and fortress attacks (rules/seafarers/PirateIslands); The
 * Wonders of Catan (001:L2300–2389): wonder cards started with a ship once their requirements
 * are met, built in four paid levels, level 4 or 10 VP with the highest level winning
 * (rules/seafarers/Wonders).
 * Cities & Knights for 3–4 players (rules/citiesknights, RULES-DIGEST §5.14): the three dice
 * and the event die, the barbarians and their attack, commodities, city improvements and
 * metropolises, city walls, knights, the 54 progress cards and the merchant, a settlement and a
 * city in the set-up. Commodities in offers between players are not implemented yet, so C&K
 * compiles only with GameConfig::domesticTrade off.
 * Seat 0 is the starting player (the opening dice-off of 001:L668 only picks who that is).
 * Domestic trade (001:L190, L381; rules/base/Trade): in the trade/build phase the player whose turn
 * it is (never player 2 of a paired turn, 001:L1206) starts an offer (OfferTrade) and drafts it
 * card by card — TradeGive / TradeAsk, any cards each way but never one resource on both sides —
 * then puts it on the table (SendOffer) or drops it (CancelTrade). Every other player who could
 * pay it or has something to counter with answers in seat order: AcceptTrade, RejectTrade, or
 * CounterOffer, which drafts their own terms the same way. Last the offerer trades with one
 * player on the terms that player stands by (ConfirmTrade) or withdraws (CancelTrade). Several
 * offers a turn, at most Game::MaxOffersPerTurn: an engine limit that keeps self-play finite,
 * not a rule.
 */

/// What a compiled Game plays, as plain data (STYLE §7, after Fairy-Stockfish's Variant): the
/// scenario's rule properties, then fast-path flags derived from them once in Game::compile().
/// The rule modules under validation/engine/rules/ read these flags, so a rule family that is off
/// costs one predictable branch in the inner loop, never a lookup.
struct RuleSet
{
    /* Properties taken from the scenario and the player count */
    int players = 0;
    int victoryTarget = 10;
    int discardLimit = 7; ///< more cards than this: discard half on a 7 (001:L247)
    int bankPerResource = 19; ///< 19, or 24 with the 5–6 box (001:L1004–1057)
    std::array<std::uint8_t, DevCardKinds> deck {}; ///< development deck by DevCard
    bool paired = false; ///< CATAN 5–6 paired-player turn (rules/fivesix)
    bool seafarers = false; ///< ships, pirate, gold fields, trade routes (rules/seafarers)
    bool setupShip = false; ///< Seafarers: a set-up ship instead of a road (001:L1488)
    bool fogReward = false; ///< fog: the finder takes a card of the discovered land (001:L1852)
    bool noPirate = false; ///< the pirate is not used (The Wonders of Catan, 001:L2369)

    /* Fast-path flags derived from the board in compile() */
    bool fog = false; ///< the board has face-down fog hexes (rules/seafarers/Fog)
    bool gold = false; ///< the board has gold fields
    bool specialPoints = false; ///< special victory point rules are in play
    bool gifts = false; ///< The Forgotten Tribe's gifts on coast edges (rules/seafarers/Gifts)
    bool robberLimits = false; ///< hexes the robber may not enter (areas, its start hex)
    /// Cloth for Catan (rules/seafarers/Cloth): villages on intersections trade cloth for
    /// shipping routes; a third set-up settlement; the pirate locked until a route exists; no
    /// Longest Trade Route award; the early end when few villages have cloth (001:L2085–2167).
    bool cloth = false;
    /// The Pirate Islands (rules/seafarers/PirateIslands): pre-placed pieces, one shipping route
    /// each to a pirate fortress, warships, the pirate fleet on its circuit, no robber and no
    /// Longest Road / Largest Army (001:L2169–2296).
    bool pirateIslands = false;
    /// The Wonders of Catan (rules/seafarers/Wonders): wonder cards to claim with a ship and
    /// build in four levels; level 4 wins, and 10 VP win only with the highest level
    /// (001:L2300–2389).
    bool wonders = false;
    /// Cities & Knights (rules/citiesknights; RULES-DIGEST §5.14): three dice with the event
    /// die, commodities, city improvements and metropolises, knights, city walls, the
    /// barbarians; no development cards and no Largest Army (001:L3171–3180).
    bool citiesKnights = false;
    /// Spaces the barbarian ship sails before it attacks. The track is printed only on the
    /// barbarian tile, which the rulebook shows as a picture (RULES-DIGEST §2.5): the
    /// commonly printed track of 7 spaces is the default.
    int barbarianTrack = 7;
    bool knightErrant = false; ///< knights may chase the robber before the roll (001:L3680)
    bool easyStart = false; ///< no 7 and no event die in each player's first 2 turns (001:L3684)
    /// Nasty: only the knights each player commits defend against the barbarians (001:L3672).
    bool nasty = false;
    int commodityBank = 12; ///< per commodity: 12, or 18 with the C&K 5–6 box (RULES-DIGEST §2.6)
    int defenderCards = 6; ///< "Defender of Catan" cards: 6, or 8 with the 5–6 box
    int setupRounds = 2; ///< set-up settlements per player (3 in Cloth for Catan, 001:L2127)
};

} // namespace isle::validation
