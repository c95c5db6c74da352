// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/BoardTopology.h"
#include "model/Issue.h"
#include "model/Rng.h"
#include "model/Scenario.h"
#include "validation/engine/ActingSeat.h"
#include "validation/engine/Action.h"
#include "validation/engine/CardTerms.h"
#include "validation/engine/GameConfig.h"
#include "validation/engine/GameState.h"
#include "validation/engine/OwnerScan.h"
#include "validation/engine/RuleSet.h"
#include "validation/engine/ScenarioPieces.h"
#include "validation/engine/SiteMoves.h"
#include "validation/engine/rules/citiesknights/CitiesKnightsCards.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::validation {

namespace rules {
struct CompileContext;
}

// The rules engine. How a game is played through this API: README "Engine layout" (compile once,
// then legalActions / sampleChance / apply on a flat GameState). What each rule family plays:
// RuleSet.h; the engine's limits that are not rules: GameConfig.h.

/// A scenario compiled for one player count: dense topology, precomputed tables, the rules.
/// Immutable after compile(); all rule logic lives in its const member functions.
class Game : public CitiesKnightsCards
{
public:
    /// Domestic offers the turn player may draft per turn (an engine limit, not a rule: the
    /// rulebook lets players trade as often as they like, 001:L381).
    static constexpr int MaxOffersPerTurn = 3;
    static constexpr int ChancePlayer = ChanceSeat;
    static constexpr int TerminalPlayer = TerminalSeat;

    struct CompileResult
    {
        std::shared_ptr<const Game> game; ///< null when refused
        std::string error; ///< English; names the rule or limit that refused it
        /// The same refusal as a code ("engine.…", one of refusalCodes()), args and message.
        model::Issue refusal;
    };
    /// Every code a refusal can carry (the editor has a translated sentence for each).
    static const std::vector<std::string_view> &refusalCodes();
    /// Compiles `scenario` for `players` seats, or refuses with a message naming the rule the
    /// engine does not implement (markers of other expansions, Cities & Knights, variable
    /// set-up not generated, ...).
    static CompileResult compile(
        const model::Scenario &scenario, int players, GameConfig config = {});

    int playerCount() const { return m_rules.players; }
    int victoryTarget() const { return m_rules.victoryTarget; }
    bool pairedTurns() const { return m_rules.paired; }
    /// The rule families this game plays and their fast-path flags (RuleSet.h).
    const RuleSet &rules() const { return m_rules; }
    const GameConfig &config() const { return m_config; }
    const model::BoardTopology &topology() const { return m_topology; }
    /// A hash of everything that decides the rules and the board (game records check it).
    std::uint64_t scenarioHash() const { return m_hash; }

    GameState initialState() const;
    /// dst = src for a dst of this game: the per-corner and per-edge arrays only as far as the
    /// board reaches (the engine never writes past it), a fraction of the bytes of `dst = src`
    /// on every board but the largest: for code that copies states per move (the self-check).
    void copyState(GameState &dst, const GameState &src) const;
    /// Recomputes what the state derives from its pieces, s.frontier (PieceFrontier) and
    /// s.yields: apply() keeps both, so this is for positions whose pieces were placed by hand.
    void refreshDerived(GameState &s) const;
    /// The frontier of the pieces in `s`, from scratch, into `out`.
    void computeFrontier(const GameState &s, PieceFrontier &out) const;
    /// GameState::yields of the buildings and the robber in `s`, from scratch.
    void computeYields(const GameState &s, decltype(GameState::yields) &out) const;
    /// The seat to act, ChancePlayer at chance nodes, TerminalPlayer when the game is over.
    int currentPlayer(const GameState &s) const { return actingPlayer(s); }
    /// Inline, one bit test: every move loop asks at each step (2% of a random game out of line).
    bool isChanceNode(const GameState &s) const { return isChancePhase(s.phase); }
    bool isTerminal(const GameState &s) const { return s.phase == Phase::GameOver; }

    /// All legal actions of the player to act, in a fixed order. Empty at chance/terminal nodes.
    void legalActions(const GameState &s, ActionList &out) const;
    bool isLegal(const GameState &s, Action a) const;
    void chanceOutcomes(const GameState &s, ChanceList &out) const;
    Action sampleChance(const GameState &s, model::Rng &rng) const;
    /// Applies a legal action (player or chance). Precondition: isLegal / a listed chance outcome.
    void apply(GameState &s, Action a) const;

    /// Victory points including hidden VP cards.
    int victoryPoints(const GameState &s, int player) const
    {
        return publicVictoryPoints(s, player)
            + s.players[static_cast<std::size_t>(player)]
                  .devCards[static_cast<std::size_t>(DevCard::VictoryPoint)];
    }
    /// Victory points visible to everyone (buildings, Longest Road, Largest Army). Inline: the
    /// victory check after every action asks for the actor's.
    int publicVictoryPoints(const GameState &s, int player) const
    {
        const PlayerState &ps = s.players[static_cast<std::size_t>(player)];
        const int points = (5 - ps.settlementsLeft) + 2 * (4 - ps.citiesLeft)
            + (s.longestRoadHolder == player ? 2 : 0) + (s.largestArmyHolder == player ? 2 : 0);
        return m_expansionPoints ? points + expansionPoints(s, player) : points;
    }
    /// The exchange rate `player` gets from the bank for resource r (4, 3 or 2).
    int maritimeRate(const GameState &s, int player, int resource) const;
    /// Whether `player` holds their side of the domestic trade terms in `slot` (CardTerms.h: the
    /// turn player pays what they take from them; anyone else what they give the turn player).
    bool paysTradeTerms(const GameState &s, int player, int slot) const;
    /// The card kinds a domestic trade holds: resources, with C&K commodities too (001:L3408).
    int tradeCardKinds() const { return m_rules.citiesKnights ? CardKinds : ResourceKinds; }

    std::string actionToString(Action a) const;

    /* Compiled tables (ids are topology ids) */
    bool isLand(int hex) const { return m_hexLand[static_cast<std::size_t>(hex)] != 0; }
    int hexResource(int hex) const { return m_hexResource[static_cast<std::size_t>(hex)]; }
    int hexToken(int hex) const { return m_hexToken[static_cast<std::size_t>(hex)]; }
    bool cornerBuildable(int c) const { return m_cornerLand[static_cast<std::size_t>(c)] != 0; }
    bool edgeBuildable(int e) const { return m_edgeLand[static_cast<std::size_t>(e)] != 0; }
    int cornerHarbors(int c) const { return m_cornerHarbor[static_cast<std::size_t>(c)]; }
    /// Sum of pips of the producing hexes at corner c, and per resource.
    int cornerPips(int c) const { return m_cornerPips[static_cast<std::size_t>(c)]; }
    /// Pips of the gold fields at corner c (Seafarers; any resource, 001:L1486).
    int cornerGoldPips(int c) const { return m_cornerGoldPips[static_cast<std::size_t>(c)]; }
    int cornerResourcePips(int c, int r) const
    {
        return m_cornerResourcePips[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
    }
    /// Longest trail of `player`'s roads (opponents' buildings break it; 001:L478); with
    /// Seafarers the longest trade route of roads and ships, which join only at the player's own
    /// settlement or city (001:L1460–1466).
    int longestRoadOf(const GameState &s, int player) const;
    /// The player's kept length: longestRoadOf() when the state keeps it loosely (routeLoose).
    int longestRoute(const GameState &s, int player) const;
    /// stateHash() of `s` with every route length exact, however the engine kept them.
    std::uint64_t settledHash(GameState s) const;
    /// An empty land intersection whose neighbours are empty (the distance rule).
    bool isFreeSpot(const GameState &s, int corner) const;
    bool canPlaceSettlement(const GameState &s, int player, int corner, bool setup) const;
    /// Whether `player` could build a settlement somewhere now (after the set-up), found from
    /// the ends of their roads and ships, where every such spot lies.
    bool hasSettlementSpot(const GameState &s, int player) const;
    bool canPlaceRoad(const GameState &s, int player, int edge) const;
    /// Sets the sides touching `player`'s roads, ships or buildings: every side where
    /// canPlaceRoad() or canPlaceShip() can hold lies among them (001:L216, L1394), so a bot
    /// valuing places for a piece need not try every side of the board.
    void piecesFrontier(const GameState &s, int player, IdBits<MaxEdges> &sides) const;

    /* Seafarers */
    bool seafarers() const { return m_rules.seafarers; }
    bool isSea(int hex) const { return m_hexSea[static_cast<std::size_t>(hex)] != 0; }
    bool isGold(int hex) const { return m_hexGold[static_cast<std::size_t>(hex)] != 0; }
    /// An edge a ship may use: sea/sea or sea/land (001:L1390), the frame counting as sea: a
    /// side between land and the frame is coast (001:L334, L1360); frame/frame sides never.
    bool edgeShippable(int e) const { return m_edgeSea[static_cast<std::size_t>(e)] != 0; }
    /// The island of a land corner (validation::Islands numbering, fog hexes counted as land),
    /// -1 at sea.
    int cornerIsland(int c) const { return m_cornerIsland[static_cast<std::size_t>(c)]; }
    /// A new ship of `player` may go on `edge` (001:L1390–1410, L1506). `ignoreEdge`: treat the
    /// ship there as absent (moving it).
    bool canPlaceShip(const GameState &s, int player, int edge, int ignoreEdge = -1) const;
    /// Sets every side where canPlaceShip(s, player, side) holds, found from the player's pieces
    /// (and in The Pirate Islands from the route's open end) rather than from every side.
    void shipPlaces(const GameState &s, int player, IdBits<MaxEdges> &places) const;
    /// The ship on `edge` may be moved now: its owner's, not built this turn, not on the pirate's
    /// hex, at an open end of its route (001:L1418–1432).
    bool canMoveShip(const GameState &s, int edge) const;
    /// Gold-field resources a player may take, per settlement 1, city 2 (001:L1486); the phase
    /// after a roll or set-up settlement that owes them is Phase::GoldChoice.
    int goldOwed(const GameState &s, int player) const
    {
        return s.players[static_cast<std::size_t>(player)].goldOwed;
    }

    /* Seafarers fog hexes (The Fog Islands, 001:L1826–1854) */
    int fogHexCount() const { return static_cast<int>(m_fogHexes.size()); }
    /// The topology hex id of fog hex k (0 <= k < fogHexCount()).
    int fogHex(int k) const { return m_fogHexes[static_cast<std::size_t>(k)]; }
    /// The fog hex index k of a hex, -1 when the hex was not face down at the start.
    int fogIndexOf(int hex) const { return m_hexFogIndex[static_cast<std::size_t>(hex)]; }
    /// The model::Terrain index a hex shows in `s`: its printed terrain, or for a fog hex what
    /// was drawn for it, or -1 while it is still face down.
    int terrainNow(const GameState &s, int hex) const;
    /// The number token a hex shows in `s` (0 = none), drawn tokens of fog hexes included.
    int tokenNow(const GameState &s, int hex) const;
    /// The resource a hex produces in `s` (-1 for none; gold fields are not a resource).
    int resourceNow(const GameState &s, int hex) const;
    /// Land / sea in `s` (a face-down fog hex is neither).
    bool isLandNow(const GameState &s, int hex) const;
    bool isSeaNow(const GameState &s, int hex) const;
    /// Roads / ships / settlements may use this side / corner in `s` (fog hexes revealed so far
    /// count with what they turned out to be).
    bool edgeBuildableNow(const GameState &s, int e) const
    {
        return m_edgeLand[static_cast<std::size_t>(e)]
            || (m_edgeFog[static_cast<std::size_t>(e)] && fogEdgeIs(s, e, true));
    }
    /// A road may stand on side `e` now: land beside it, and no road or ship there yet
    /// (001:L1400). Without a branch: the move generator asks it of sides that vary at random.
    bool roadSpotFree(const GameState &s, int e) const
    {
        const auto i = static_cast<std::size_t>(e);
        return (s.edgeOwner[i] < 0) & (s.shipOwner[i] < 0) & edgeBuildableNow(s, e);
    }
    bool edgeShippableNow(const GameState &s, int e) const
    {
        return m_edgeSea[static_cast<std::size_t>(e)]
            || (m_edgeFog[static_cast<std::size_t>(e)] && fogEdgeIs(s, e, false));
    }
    /* The Forgotten Tribe's gifts (001:L2055–2069) */
    /// The gifts on the board: gift k lies on edge giftEdge(k); the first ship there takes it.
    int giftCount() const { return static_cast<int>(m_gifts.size()); }
    int giftEdge(int k) const { return m_gifts[static_cast<std::size_t>(k)].edge; }
    using GiftKind = validation::GiftKind; // ScenarioPieces.h
    GiftKind giftKind(int k) const { return m_gifts[static_cast<std::size_t>(k)].kind; }
    /// Bit mask of the gifts still lying on edge e.
    std::uint32_t giftsAt(const GameState &s, int e) const
    {
        return m_rules.gifts ? m_edgeGifts[static_cast<std::size_t>(e)] & ~s.giftsTaken : 0u;
    }
    /// Gift harbor j's kind as a PlayerState::harbors bit (resource r, or 5 for 3:1).
    int giftHarborBit(int j) const { return m_giftHarborBit[static_cast<std::size_t>(j)]; }
    /// `player` may place a gift harbor on coast edge `edge`: beside their settlement or city,
    /// never on or beside another harbor's side (001:L2067).
    bool canPlaceGiftHarbor(const GameState &s, int player, int edge) const;
    /// A harbor on the board a scenario makes a gift: it lies at the coast of an area where no
    /// settlement may be built (model::Area::settlementsAllowed; 001:L2067).
    static bool harborIsGift(const model::Scenario &scenario, const model::Harbor &harbor);
    /// The robber may be moved onto hex h (areas that bar it, its start hex; 001:L2049–2051).
    bool robberMayEnter(int h) const
    {
        return !m_rules.robberLimits || !m_hexRobberBarred[static_cast<std::size_t>(h)];
    }

    /* Cloth for Catan's villages (001:L2085–2167) */
    /// The villages on the board: village k lies on corner villageCorner(k) and trades cloth
    /// when villageNumber(k) is rolled.
    int villageCount() const { return static_cast<int>(m_villages.size()); }
    int villageCorner(int k) const { return m_villages[static_cast<std::size_t>(k)].corner; }
    int villageNumber(int k) const { return m_villages[static_cast<std::size_t>(k)].number; }
    /// The village on corner c, -1 for none.
    int villageAt(int c) const
    {
        return m_rules.cloth ? m_cornerVillage[static_cast<std::size_t>(c)] : -1;
    }
    /// `player` has trade relations with at least one village: only then may they move the
    /// pirate (001:L2147).
    bool hasVillageRoute(const GameState &s, int player) const;
    /// Villages that still have cloth beside them; at 3 or fewer the game ends (001:L2163).
    int villagesWithCloth(const GameState &s) const;
    static constexpr int ClothPerVillage = 5; ///< chits beside each village (001:L2117)
    static constexpr int ClothGeneralSupply = 10; ///< 3–4: 50 − 8×5 (001:L2117); 5–6: 70 − 12×5

    /* The Pirate Islands (001:L2169–2296) */
    /// The pirate fleet's circuit: step k is sea hex piratePathHex(k); it sails on from the last
    /// step to the first (001:L2245).
    int piratePathLength() const { return static_cast<int>(m_piratePath.size()); }
    int piratePathHex(int k) const { return m_piratePath[static_cast<std::size_t>(k)]; }
    /// The hex where the fleet attacks nobody (5–6's white "!", 001:L2949), -1 for none.
    int noPirateAttackHex() const { return m_noAttackHex; }
    /// Player p's fortress, the marked intersection their route passes first, and the
    /// pre-placed settlement their route starts from (corner ids; 001:L2203–2215).
    int fortressCorner(int p) const { return m_fortressCorner[static_cast<std::size_t>(p)]; }
    int routeSiteCorner(int p) const { return m_siteCorner[static_cast<std::size_t>(p)]; }
    int routeStartCorner(int p) const { return m_startCorner[static_cast<std::size_t>(p)]; }
    /// A player's one shipping route (001:L2227): its ships, the corner at its open end and
    /// whether it has passed the marked intersection.
    struct PirateRoute
    {
        int tip = -1;
        int ships = 0;
        int lastShip = -1; ///< the ship at the open end (edge id), -1 without ships
        bool reachedSite = false;
    };
    PirateRoute pirateRoute(const GameState &s, int player) const;
    /// The route's next target: the marked intersection, then the fortress, -1 when it has
    /// reached the fortress.
    int routeTarget(const PirateRoute &route, int player) const;
    /// The player's route has reached their fortress and the fortress still stands: they may
    /// attack it at the end of their turn (001:L2270).
    bool canAttackFortress(const GameState &s, int player) const;
    static constexpr int FortressChits = 3; ///< Catan chits under each fortress (001:L2205)

    /* The Wonders of Catan (001:L2300–2389) */
    static constexpr int WonderLevels = 4; ///< finishing level 4 wins (001:L2375)
    /// The wonder cards beside the board: card j's face is wonderCard(j) (the scenario's
    /// model::RuleOptions::wonders).
    int wonderCount() const { return static_cast<int>(m_wonderCards.size()); }
    const model::WonderCard &wonderCard(int j) const
    {
        return m_wonderCards[static_cast<std::size_t>(j)];
    }
    /// The wonder card j `player` builds, -1 before they start one (001:L2359–2362).
    int wonderOf(const GameState &s, int player) const
    {
        return s.wonderOf[static_cast<std::size_t>(player)] - 1;
    }
    int wonderLevel(const GameState &s, int player) const
    {
        return s.wonderLevel[static_cast<std::size_t>(player)];
    }
    /// The player building wonder card j, -1 while nobody has started it.
    int wonderBuilder(const GameState &s, int j) const;
    /// Of `cards` (bit j: wonder card j), those whose needs `player` meets (001:L2361).
    unsigned wonderCardsMet(const GameState &s, int player, unsigned cards) const;
    /// The resources of one level of wonder card j, by resource index (001:L2363).
    const std::array<std::uint8_t, ResourceKinds> &wonderLevelCost(int j) const
    {
        return m_wonderFaces[static_cast<std::size_t>(j)].levelCost;
    }
    /// The wonder site marked on corner c: 0 none, 1 a Great Wall site, 2 a Great Bridge site
    /// (no settlement there at set-up, 001:L2342); wonderSiteNeeded(j): the site on which wonder
    /// card j needs a settlement, 0 for none.
    int wonderSiteAt(int c) const
    {
        return m_rules.wonders ? m_cornerWonderSite[static_cast<std::size_t>(c)] : 0;
    }
    int wonderSiteNeeded(int j) const { return m_wonderFaces[static_cast<std::size_t>(j)].site; }
    /// `player` wins by the wonders' rule: their wonder's level 4, or the victory target with
    /// a higher wonder level than every other player (001:L2375–2379).
    bool wonderVictory(const GameState &s, int player) const;

    /* Cities & Knights (rules/citiesknights; RULES-DIGEST §5.14). The card kinds:
     * CitiesKnightsCards. */
    bool citiesKnights() const { return m_rules.citiesKnights; }
    /// The bank rate of `card` for `player`: resources as maritimeRate(); commodities 4:1, 3:1
    /// at a generic harbor, 2:1 with the Trading House (001:L3408, L3440).
    int cardRate(const GameState &s, int player, int card) const;
    /// The sum of `player`'s active knights' strengths (the barbarians' defence, 001:L3582).
    static int activeKnightStrength(const GameState &s, int player);
    /// Cities on the board, metropolises included (the barbarians' strength, 001:L3578).
    int citiesOnBoard(const GameState &s) const;
    /// The knight slot of `player` on corner c, -1 when none.
    static int knightSlotAt(const GameState &s, int player, int c);
    /// A metropolis stands on corner c (immune to the barbarians, 001:L3461).
    static bool isMetropolis(const GameState &s, int corner);
    /// Cards a 7 lets `player` keep: the limit plus 2 per city wall (001:L3368).
    int handLimit(const GameState &s, int player) const;
    /// Cities & Knights progress cards (001:L3699–3955): the deck (improvement area) a card
    /// belongs to and its copies in that deck (RULES-DIGEST §5.14).
    static int progressDeckOf(int card);
    static int progressCopies(int card);
    /// The numbered hexes of a C&K board, whose tokens the Inventor moves: hex k is
    /// numberedHex(k) and shows s.tokens[k].
    int numberedHexCount() const { return static_cast<int>(m_numberedHexes.size()); }
    int numberedHex(int k) const { return m_numberedHexes[static_cast<std::size_t>(k)]; }
    /// The merchant's 2:1 resource for `player`, -1 when they do not control it (001:L3626).
    int merchantResource(const GameState &s, int player) const;

    bool cornerBuildableNow(const GameState &s, int c) const
    {
        return m_cornerLand[static_cast<std::size_t>(c)]
            || (m_cornerFog[static_cast<std::size_t>(c)] && fogCornerIsLand(s, c));
    }

private:
    Game() = default;
    /// currentPlayer(), inline for apply() (ActingSeat.h).
    int actingPlayer(const GameState &s) const { return actingSeat(s, m_rules.players); }
    using Refusal = std::optional<model::Issue>;

    /* The rule modules (validation/engine/rules/). Each family owns its compile step (tables,
     * refusals), its legal actions and its apply; Game.cpp only dispatches to them. */

    // rules/base/Production.cpp — the board's tables, dice and production (001:L173–180)
    static Refusal checkBoardConcrete(const model::Scenario &scenario, bool seafarers);
    void compileHexes(rules::CompileContext &ctx);
    void compileCorners(rules::CompileContext &ctx);
    void produce(GameState &s, int roll) const;
    void gain(GameState &s, int player, int resource, int n) const
    {
        PlayerState &ps = s.players[static_cast<std::size_t>(player)];
        const auto r = static_cast<std::size_t>(resource);
        ps.resources[r] = static_cast<std::uint8_t>(ps.resources[r] + n);
        ps.cardCount = static_cast<std::uint8_t>(ps.cardCount + n);
        s.bank[r] = static_cast<std::uint8_t>(s.bank[r] - n);
    }
    void pay(GameState &s, int player, int resource, int n) const { gain(s, player, resource, -n); }

    // rules/base/Turn.cpp — rolling, the build phase's action list, ending the turn, victory
    static Refusal compileVictoryTarget(const model::Scenario &scenario, RuleSet &rules);
    void legalMain(const GameState &s, ActionList &out) const;
    void applyTurn(GameState &s, int player, Action a) const;
    void checkVictory(GameState &s) const;
    /// publicVictoryPoints() beyond the base game's: special points, cloth, Cities & Knights'
    /// points, a Pirate Islands settlement not yet counted (rules/base/Turn.cpp).
    int expansionPoints(const GameState &s, int player) const;

    // rules/base/Robber.cpp — the 7, discarding, the robber and stealing (001:L247–259)
    static Refusal compileDiscardLimit(const model::Scenario &scenario, RuleSet &rules);
    Refusal compileRobberStart(const rules::CompileContext &ctx);
    void legalRobber(const GameState &s, ActionList &out) const;
    void applyRobber(GameState &s, int player, Action a) const;
    void rollSeven(GameState &s) const;
    void startRobberMove(GameState &s) const;
    void startSteal(GameState &s, std::uint8_t victims) const;
    void afterRobber(GameState &s) const;

    // rules/base/Building.cpp — set-up, the distance rule, settlements, cities, roads
    void compileMarkers(const model::Board &board);
    void compileRoadEdges();
    int setupPlayer(int step) const;
    void legalSetup(const GameState &s, ActionList &out) const;
    void legalBuilds(const GameState &s, ActionList &out) const;
    void legalRoads(const GameState &s, int player, ActionList &out) const;
    bool hasLegalRoad(const GameState &s, int player) const;
    void applyBuilding(GameState &s, int player, Action a) const;
    void finishSetupPiece(GameState &s) const;
    void routePieceBuilt(GameState &s, int player, int edge, Phase phase) const;

    // rules/base/Frontier.cpp — GameState::frontier, kept as pieces come and go
    bool opensRoads(const GameState &s, int player, int corner) const;
    void frontierAround(const GameState &s, PieceFrontier &f, int player, int corner) const;
    /// After a road of `player` came to or left `edge`.
    void frontierAtRoad(GameState &s, int player, int edge) const;
    /// After a ship of `player` came to or left `edge`.
    void frontierAtShip(GameState &s, int player, int edge) const;
    /// After a building or knight came to, changed at or left `corner`.
    void frontierAtCorner(GameState &s, int corner) const;
    /// After a player's route reached the village at `corner` (Cloth for Catan).
    void frontierAtVillage(GameState &s, int corner) const;
    /// PieceFrontier::looseShips of the ships on the sides of `corner`.
    void looseShipsAround(GameState &s, int corner) const;
    /// The same for the side `edge` and `player`'s ships beside it, after their road or ship
    /// came to or left it.
    void looseShipsBeside(GameState &s, int player, int edge) const;
    bool setupAllowedNow(const GameState &s, int c) const;

    // rules/base/Yields.cpp — GameState::yields, kept as buildings and the robber move
    /// `levels` more (or fewer) building levels of the owner of `corner`.
    void yieldsAtCorner(GameState &s, int corner, int levels) const;
    void yieldsRobberMoved(GameState &s, int from, int to) const;

    // rules/base/DevCards.cpp — the deck, buying and playing cards (001:L352–367, L533–549)
    void legalBuyDevCard(const GameState &s, ActionList &out) const;
    void legalDevCards(const GameState &s, ActionList &out) const;
    void legalRoadBuilding(const GameState &s, ActionList &out) const;
    void applyDevCard(GameState &s, int player, Action a) const;
    void finishRoadBuilding(GameState &s) const;

    // rules/base/Trade.cpp — maritime trade and the domestic offer protocol (001:L190, L501)
    void legalTrades(const GameState &s, ActionList &out) const;
    void legalTradeAnswers(const GameState &s, ActionList &out) const;
    void legalTradeDraft(const GameState &s, ActionList &out) const;
    void applyTrade(GameState &s, int player, Action a) const;
    void applyTradeDraft(GameState &s, Action a) const;
    void nextResponder(GameState &s, int after) const;
    void endTrade(GameState &s) const;
    void handOver(GameState &s, int from, int to, int card, int n) const;
    bool canCounter(const GameState &s, int player) const;
    bool anyoneToTradeWith(const GameState &s) const;

    // rules/base/Awards.cpp — Longest Road / trade route and Largest Army (001:L455–483)
    /// onlyNetworkOf: an edge of the player's, to walk only the pieces connected to it; -1: all.
    /// The search may stop at a trail of `enough` pieces (TrailGraph::longest(); 255: never).
    template<bool Ships>
    int longestTrail(const GameState &s, int player, int onlyNetworkOf, int enough = 255) const;
    /// The player's longest road/route after placing a piece on `edge`, from the old value.
    int longestRoadAfterAdding(const GameState &s, int player, int edge) const;
    /// The same after a ship moved from `from` to `to` in `s`, given routeThrough(to, old + 1).
    int longestRouteAfterMovingShip(
        GameState &s, int player, int from, int to, int throughTo) const;
    // rules/base/RouteTrees.cpp — walks of the board instead of the trail search
    /// The longest trail through the player's piece on `edge` (or `enough` once one is that
    /// long); -1 when the piece joins pieces at both ends of a network with a cycle.
    int routeThrough(const GameState &s, int player, int edge, int enough) const;
    /// The player's longest road (Ships: trade route) when every network of theirs is a tree, or
    /// a length of `enough` or more once a network has one; -1 when one has a cycle.
    template<bool Ships>
    int longestRouteOfTrees(const GameState &s, int player, int enough = 255) const;
    void updateLongestRoad(GameState &s) const;
    void updateLargestArmy(GameState &s, int player) const;
    // rules/base/RouteBounds.cpp — route lengths kept loosely where they cannot matter
    void routeAfterAdding(GameState &s, int player, int edge) const;
    void routeAfterMovingShip(GameState &s, int player, int from, int to) const;
    void settleRoutesThatMatter(GameState &s) const;

    // rules/fivesix/PairedTurn.cpp — player counts, the 5–6 box and paired turns (001:L1179)
    static Refusal compilePlayers(const model::Scenario &scenario, int players, RuleSet &rules);
    /// Ends player 1's part of a paired turn; false when the whole turn ends.
    bool endPairedPart(GameState &s) const;

    // rules/Unsupported.cpp — refusals of products, markers and options not implemented
    static Refusal compileProducts(const model::Scenario &scenario, RuleSet &rules);
    static Refusal refuseUnsupportedOptions(const model::Scenario &scenario);
    static Refusal refuseUnsupportedMarkers(const model::Scenario &scenario);

    // rules/seafarers/Ships.cpp — ships, shipping routes, the pirate (001:L1378–1510)
    static Refusal compileSeafarersOptions(const model::Scenario &scenario, RuleSet &rules);
    static Refusal checkPirateProduct(const model::Scenario &scenario, const RuleSet &rules);
    void compileShipEdges(const model::Board &board);
    /// m_shipSideEver, from m_edgeSea and m_edgeFog (after compileFogSides()).
    void compileShipSideMask();
    Refusal compilePirateStart(const rules::CompileContext &ctx);
    /// canPlaceShip() in two parts: the side is a free sea side off the pirate's hex, and one of
    /// `player`'s ships (not the one on ignoreEdge) or buildings supports it.
    bool shipSpotFree(const GameState &s, int edge) const;
    bool shipSupported(const GameState &s, int player, int edge, int ignoreEdge) const;
    /// canMoveShip() for a ship of the acting player who has not moved one this turn.
    bool shipMayLeave(const GameState &s, int player, int edge) const;
    /// The pieces at the ends of `player`'s ship on `edge` let it sail: shipMayLeave() without
    /// this turn's conditions (PieceFrontier::looseShips).
    bool shipHasFreeEnd(const GameState &s, int player, int edge) const;
    /// `edge` is a side of the pirate's hex (001:L1506).
    bool bordersPirate(const GameState &s, int edge) const
    {
        const auto &hexes = m_topology.edgeHexes(edge);
        return (s.pirateHex >= 0) & ((hexes[0] == s.pirateHex) | (hexes[1] == s.pirateHex));
    }
    void legalShips(const GameState &s, int player, ActionList &out) const;
    void legalShipMoves(const GameState &s, int player, ActionList &out) const;
    void legalSetupShips(const GameState &s, ActionList &out) const;
    void legalPirate(const GameState &s, ActionList &out) const;
    void applyShips(GameState &s, int player, Action a) const;

    // rules/seafarers/GoldFields.cpp — gold fields (001:L1486)
    void compileGoldFields(rules::CompileContext &ctx);
    void produceGold(GameState &s, int roll) const;
    void legalGold(const GameState &s, ActionList &out) const;
    void applyGold(GameState &s, int player, Action a) const;
    void startGoldChoice(GameState &s, Phase resume) const;
    void nextGoldChooser(GameState &s) const;

    // rules/seafarers/SpecialPoints.cpp — islands and special victory points (001:L1446–1458)
    static Refusal checkSpecialRules(const model::Scenario &scenario);
    Refusal compileIslands(const rules::CompileContext &ctx);
    void settlementBuilt(GameState &s, int player, int corner, bool setup) const;

    // rules/seafarers/Fog.cpp — fog hexes (The Fog Islands, 001:L1826–1854)
    Refusal compileFogHexes(rules::CompileContext &ctx);
    Refusal compileFogStacks(const std::vector<const model::Area *> &fogAreas);
    void compileFogSides();
    bool fogEdgeIs(const GameState &s, int e, bool land) const;
    bool fogCornerIsLand(const GameState &s, int c) const;
    void fogChanceOutcomes(const GameState &s, ChanceList &out) const;
    void applyFog(GameState &s, Action a) const;
    void discoverAt(GameState &s, int player, int edge) const;
    void nextFogDraw(GameState &s) const;
    void fogHexDrawn(GameState &s, int terrain) const;
    void finishFogHex(GameState &s) const;
    void produceFog(GameState &s, int roll, ProductionWords &owed) const;

    // rules/seafarers/Gifts.cpp — The Forgotten Tribe: gifts on coast edges (001:L2055–2069)
    Refusal compileGifts(const rules::CompileContext &ctx);
    void takeGifts(GameState &s, int player, int edge) const;
    void continueGifts(GameState &s) const;
    bool mustPlaceHarbor(const GameState &s, int player) const;
    void offerKeptHarbor(GameState &s, int player) const;
    void legalGiftHarbors(const GameState &s, ActionList &out) const;
    void applyGifts(GameState &s, int player, Action a) const;
    int giftCardsReserved(const GameState &s) const;

    // rules/seafarers/Cloth.cpp — Cloth for Catan: villages, cloth and the early end
    // (001:L2085–2167)
    Refusal compileVillages(const rules::CompileContext &ctx);
    void linkVillages(GameState &s, int player) const;
    void produceCloth(GameState &s, int roll) const;
    void startPirateSteal(GameState &s, int player) const;
    void legalClothSteals(const GameState &s, ActionList &out) const;
    void applyCloth(GameState &s, int player, Action a) const;
    void endByVillages(GameState &s) const;
    bool villageRouteLinked(const GameState &s, int player, int corner) const;

    // rules/seafarers/PirateIslands.cpp — The Pirate Islands: pre-placed pieces, the one route
    // to a fortress, warships, the pirate fleet and fortress attacks (001:L2169–2296)
    Refusal compilePirateIslands(const rules::CompileContext &ctx);
    Refusal compilePiratePath(const rules::CompileContext &ctx);
    void placePirateIslandsPieces(GameState &s) const;
    bool pirateRouteAllows(const GameState &s, int player, int edge) const;
    /// Bit i: the route may grow onto cornerEdges(route.tip)[i] (001:L2227), ship tests aside.
    unsigned pirateNextSides(const GameState &s, int player, const PirateRoute &route) const;
    bool siteAllows(int player, int c) const
    {
        if (!m_rules.pirateIslands)
            return true;
        const int owner = m_cornerSiteOwner[static_cast<std::size_t>(c)];
        return owner == NoSite || owner == player;
    }
    void sailPirateFleet(GameState &s, int lowerDie) const;
    void afterPirateAttack(GameState &s) const;
    void convertWarship(GameState &s, int player) const;
    void loseRouteShips(GameState &s, int player, int n) const;
    int pirateLoser(const GameState &s) const;
    void pirateChanceOutcomes(const GameState &s, ChanceList &out) const;
    void applyPirateIslands(GameState &s, int player, Action a) const;
    void startPirateIslandsSteal(GameState &s) const;

    // rules/seafarers/Wonders.cpp — The Wonders of Catan: starting a wonder with a ship, its
    // four levels, the two ways to win (001:L2300–2389)
    Refusal compileWonders(const rules::CompileContext &ctx);
    void legalWonders(const GameState &s, ActionList &out) const;
    void applyWonders(GameState &s, int player, Action a) const;
    /// Ends the game when the actor wins by the wonders' rule (checkVictory()).
    [[gnu::noinline]] void endByWonders(GameState &s) const;

    // rules/citiesknights/EventDie.cpp — the three dice, the event die, the rule data
    // (001:L3296–3334)
    static Refusal compileCitiesKnights(
        const model::Scenario &scenario, int players, RuleSet &rules);
    // rules/citiesknights/SeafarersVariant.cpp — C&K with Seafarers (001:L3662–3670)
    Refusal checkCitiesKnightsSeafarers() const;
    void citiesKnightsDiceOutcomes(const GameState &s, ChanceList &out) const;
    Action sampleCitiesKnightsDice(const GameState &s, model::Rng &rng) const;
    void resolveEventDie(GameState &s, int redAndEvent) const;
    /// Easy Start is on and every player is still in their first two turns (001:L3684–3689).
    bool easyStartNow(const GameState &s) const
    {
        return m_rules.easyStart && s.turn < 2 * m_rules.players;
    }
    void gainCard(GameState &s, int player, int card, int n) const;

    // rules/citiesknights/Barbarians.cpp — the barbarian attack, pillaged cities, the Nasty
    // variant's commitments (001:L3574–3624, L3672–3676)
    void startBarbarianAttack(GameState &s) const;
    void landBarbarians(GameState &s) const;
    void barbarianAttack(GameState &s) const;
    int defendingStrength(const GameState &s, int player) const;
    void legalCommitKnights(const GameState &s, ActionList &out) const;
    void applyCommitKnights(GameState &s, int player, Action a) const;
    void legalPillage(const GameState &s, ActionList &out) const;
    void applyPillage(GameState &s, int player, Action a) const;
    void barbariansReturn(GameState &s) const;

    // rules/citiesknights/Commodities.cpp — production with commodities, the Aqueduct, card
    // kinds in discards, steals and bank trades (001:L3336–3410, L3442)
    void produceCitiesKnights(GameState &s, int roll) const;
    void legalCardTrades(const GameState &s, ActionList &out) const;

    // rules/citiesknights/Improvements.cpp — city improvements, metropolises, city walls
    // (001:L3353–3368, L3412–3470)
    void legalCityImprovements(const GameState &s, ActionList &out) const;
    void applyCityImprovements(GameState &s, int player, Action a) const;
    bool canHoldMetropolis(const GameState &s, int player, int area) const;

    // rules/citiesknights/Knights.cpp — hiring, activating, promoting, moving, displacing and
    // chasing the robber (001:L3370–3393, L3509–3572)
    void legalKnights(const GameState &s, ActionList &out) const;
    void legalKnightRetreat(const GameState &s, ActionList &out) const;
    void legalKnightErrant(const GameState &s, ActionList &out) const;
    void applyKnights(GameState &s, int player, Action a) const;
    void endTurnKnights(GameState &s, int player) const;
    template<typename Visit>
    void forEachKnightReach(const GameState &s, int player, int from, Visit visit) const;
    /// A piece came or went at `corner`; `knightOwner` (a knight's owner, whose routes a knight
    /// never changes) is left out of the recount.
    void roadsChangedAt(GameState &s, int corner, int knightOwner = -1) const;

    void displaceKnight(GameState &s, int corner) const;
    bool canHireKnightAt(const GameState &s, int player, int corner) const;
    bool onOwnWay(const GameState &s, int player, int edge) const;
    bool knightMayStand(const GameState &s, int corner) const;
    void legalChases(const GameState &s, int corner, ActionList &out) const;
    bool canPromoteKnight(const GameState &s, int player, const GameState::KnightPiece &k) const;
    static int knightsOnBoard(const GameState &s, int player, int strength);

    // rules/citiesknights/ProgressDeck.cpp — the three decks, draws on a city gate or a tie of
    // defenders, the hand limit, victory point cards, playing a card (001:L3310, L3495–3507)
    Refusal compileNumberedHexes(const rules::CompileContext &ctx);
    void startProgressDraws(GameState &s, int deck, int players) const;
    void nextProgressDraw(GameState &s) const;
    void progressChanceOutcomes(const GameState &s, ChanceList &out) const;
    void legalProgressDeck(const GameState &s, ActionList &out) const;
    void applyProgressDeck(GameState &s, int player, Action a) const;
    void legalProgressCards(const GameState &s, ActionList &out) const;
    void applyPlayProgress(GameState &s, int player, Action a) const;
    void legalProgressChoice(const GameState &s, ActionList &out) const;
    void applyProgressChoice(GameState &s, int player, Action a) const;
    void finishProgressCard(GameState &s) const;
    void endTurnProgress(GameState &s) const;
    int progressInHand(const GameState &s, int player) const
    {
        return s.ck[static_cast<std::size_t>(player)].progressCount;
    }
    void takeCardFrom(GameState &s, int from, int to, int card) const;

    // rules/citiesknights/ScienceCards.cpp (001:L3699–3760)
    void legalScienceCard(const GameState &s, int card, ActionList &out) const;
    void playScienceCard(GameState &s, int player, int card, int arg) const;
    void legalScienceChoice(const GameState &s, ActionList &out) const;
    void applyScienceChoice(GameState &s, int player, Action a) const;
    // rules/citiesknights/PoliticsCards.cpp (001:L3835–3880)
    void legalPoliticsCard(const GameState &s, int card, ActionList &out) const;
    void playPoliticsCard(GameState &s, int player, int card, int arg) const;
    void legalPoliticsChoice(const GameState &s, ActionList &out) const;
    void applyPoliticsChoice(GameState &s, int player, Action a) const;
    // rules/citiesknights/TradeCards.cpp (001:L3900–3955)
    void legalTradeCard(const GameState &s, int card, ActionList &out) const;
    void playTradeCard(GameState &s, int player, int card, int arg) const;
    void legalTradeChoice(const GameState &s, ActionList &out) const;
    void applyTradeChoice(GameState &s, int player, Action a) const;
    void legalCommercialTrades(const GameState &s, ActionList &out) const;
    void applyCommercialTrade(GameState &s, int player, Action a) const;

    // rules/base/Turn.cpp — the roll's production or 7, after a pirate fleet's attack
    void resolveRoll(GameState &s) const;

    std::uint64_t computeHash() const;

    model::BoardTopology m_topology;
    GameConfig m_config;
    RuleSet m_rules;
    int m_robberStart = -1;
    std::uint64_t m_hash = 0;
    /// Some rule of this game gives points beyond buildings and the two awards
    /// (expansionPoints()); false in the base game, whose victory check then reads less.
    bool m_expansionPoints = false;

    std::vector<std::uint8_t> m_hexLand;
    std::vector<std::uint8_t> m_hexTerrain; ///< model::Terrain index as printed (Fog for fog)
    std::vector<std::int8_t> m_hexResource;
    std::vector<std::uint8_t> m_hexToken;
    std::array<std::vector<std::int16_t>, 13> m_hexesByNumber; ///< producing hexes by token value
    std::array<std::vector<std::int16_t>, 13> m_goldByNumber; ///< gold fields by token value
    std::vector<std::uint8_t> m_cornerLand;
    std::vector<std::uint8_t> m_cornerSetupAllowed;
    std::vector<std::uint8_t> m_cornerHarbor;
    std::vector<std::uint8_t> m_cornerPips;
    std::vector<std::array<std::uint8_t, ResourceKinds>> m_cornerResourcePips;
    std::vector<std::uint8_t> m_cornerGoldPips;
    std::vector<std::uint8_t> m_edgeLand;
    std::vector<std::uint8_t> m_hexRobberBarred; ///< robberLimits: the robber may not go here
    /// Hexes the robber may enter when they are land, in id order: land, and fog hexes, that no
    /// rule bars (legalRobber() tries only these).
    std::vector<std::int16_t> m_robberSites;
    /// Without fog: the robber's moves (to every robber site) and the pirate's (to every sea hex).
    SiteMoves m_robberMoves, m_pirateMoves;
    std::vector<std::int16_t> m_numberedHexes; ///< Cities & Knights: numbered hex k -> hex id
    std::vector<std::int8_t> m_hexNumbered; ///< Cities & Knights: hex id -> k, -1 when none
    bool m_settlementsBarred = false; ///< an area forbids settlements (model::Area)

    // Seafarers
    int m_pirateStart = -1;
    std::vector<std::uint8_t> m_hexSea;
    std::vector<std::uint8_t> m_hexGold;
    std::vector<std::uint8_t> m_edgeSea;
    std::vector<std::array<std::int16_t, 12>> m_shipSideReads; ///< per side, compileShipEdges()
    std::vector<std::int8_t> m_cornerIsland;
    std::vector<std::uint8_t> m_cornerAreaRules; ///< bit k: corner touches special rule k's area
    int m_foreignIslandPoints = 0; ///< ForeignIslandSettlement points (0 = rule not used)
    std::array<std::uint8_t, 8> m_areaRulePoints {}; ///< area rules' points by rule bit
    std::uint8_t m_everySettlementRules = 0; ///< bit k: rule k scores every settlement

    // Fog hexes (The Fog Islands)
    std::vector<std::int16_t> m_fogHexes; ///< fog hex k -> topology hex id
    std::vector<std::uint8_t> m_fogArea; ///< fog hex k -> its fog area (stack) index
    std::vector<std::uint8_t> m_fogStartAllowed; ///< fog hex k: its area allows set-up
    std::vector<std::int8_t> m_hexFogIndex; ///< hex -> fog hex k, -1 when not fog
    std::vector<std::uint8_t> m_hexStartAllowed; ///< hex's area allows set-up settlements
    std::vector<std::uint8_t> m_cornerMarked; ///< a no-set-up marker lies on the corner
    std::vector<std::uint8_t> m_edgeFog; ///< the side borders a fog hex
    /// Bit e: side e can ever take a ship (sea, or a fog side that may turn out sea).
    std::vector<std::uint64_t> m_shipSideEver;
    std::vector<std::uint8_t> m_cornerFog; ///< the corner touches a fog hex
    std::vector<std::uint32_t> m_cornerFogMask; ///< bit k: the corner touches fog hex k
    std::array<std::array<std::uint8_t, FogTerrainKinds>, MaxFogAreas> m_fogHexStack {};
    std::array<std::array<std::uint8_t, FogTokenKinds>, MaxFogAreas> m_fogTokenStack {};

    // Gifts (The Forgotten Tribe)
    std::vector<CompiledGift> m_gifts;
    std::vector<std::uint32_t> m_edgeGifts; ///< bit k: gift k lies on the edge
    std::vector<std::uint8_t> m_giftHarborBit; ///< gift harbor j -> PlayerState::harbors bit
    std::vector<std::uint8_t> m_edgeHarbor; ///< a harbor that is no gift lies on the edge
    std::vector<std::uint8_t> m_edgeCoast; ///< land on one side, sea or frame on the other
    std::uint32_t m_cardGifts = 0; ///< bits of the development card gifts

    // Villages (Cloth for Catan)
    std::vector<CompiledVillage> m_villages;
    std::vector<std::int8_t> m_cornerVillage; ///< corner -> village k, -1 when none
    std::array<std::uint16_t, 13> m_villagesByNumber {}; ///< bit k: village k has this number

    // The Pirate Islands
    std::vector<std::int16_t> m_piratePath; ///< step k -> sea hex id
    std::vector<std::int8_t> m_hexPathStep; ///< hex -> step k on the circuit, -1 when none
    int m_noAttackHex = -1;
    std::array<int, MaxPlayers> m_fortressCorner {};
    std::array<int, MaxPlayers> m_siteCorner {};
    std::array<int, MaxPlayers> m_startCorner {};
    std::array<int, MaxPlayers> m_startShip {};
    /// Corner -> the player whose marked intersection it is, NoSite, or FortressSite (nobody).
    std::vector<std::int8_t> m_cornerSiteOwner;
    static constexpr int NoSite = -1, FortressSite = -2;

    // The Wonders of Catan
    std::vector<model::WonderCard> m_wonderCards; ///< wonder card j, as the scenario has it
    std::vector<WonderFace> m_wonderFaces; ///< wonder card j, compiled
    std::vector<std::uint8_t> m_cornerWonderSite; ///< corner -> 0, 1 Great Wall, 2 Great Bridge
    std::vector<std::int16_t> m_wonderSiteCorners; ///< the corners of both wonders' sites
    std::vector<std::int16_t> m_harborCorners; ///< corners with a harbor (the Monument)
};

} // namespace isle::validation
