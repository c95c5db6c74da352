// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

namespace isle::validation {

inline constexpr int MaxPlayers = 6;
/// Board size limits of the engine, frame included (a 1,000-hex board of any sensible shape and
/// the largest official 5–6 boards fit). Ids stay below Action.h's MaxActionArg. The validator
/// warns with the same numbers (EngineLimits.h, "structure.engine-limit").
inline constexpr int MaxHexes = 1536;
inline constexpr int MaxCorners = 3584;
inline constexpr int MaxEdges = 5120;
inline constexpr int ResourceKinds = 5; ///< indexed by model::Resource
/// Seafarers fog hexes (The Fog Islands, 001:L1826–1854): at most 32 face-down hexes in at most
/// 4 areas, each area with its own face-down hex stack and token stack.
inline constexpr int MaxFogHexes = 32;
inline constexpr int MaxFogAreas = 4;
inline constexpr int FogTerrainKinds = 8; ///< model::Terrain Hills..Sea (indices 0–7)
inline constexpr int FogTokenKinds = 11; ///< token values 2..12, indexed by value − 2
/// The Forgotten Tribe's gifts on coast edges (001:L2055–2069): at most 32 (VP chits,
/// development cards, harbors), of which at most 8 harbors.
inline constexpr int MaxGifts = 32;
inline constexpr int MaxGiftHarbors = 8;
/// Cloth for Catan's villages on intersections (001:L2117): 8 for 3–4 players, 12 for 5–6.
inline constexpr int MaxVillages = 16;

/// The Wonders of Catan: wonder cards beside the board (5; 7 with 5–6, RULES-DIGEST §4.2).
inline constexpr int MaxWonders = 8;

/// Cities & Knights (rules/citiesknights; RULES-DIGEST §2.5, §5.14).
/// Commodities: paper (forest), cloth (pasture), coin (mountains) (001:L3400–3410). As cards in
/// hand, discards, steals and bank trades they are card kinds ResourceKinds + k (CardKinds).
inline constexpr int CommodityKinds = 3;
inline constexpr int CardKinds = ResourceKinds + CommodityKinds;
/// The three areas of city improvements, each paid with its own commodity: trade (yellow) with
/// cloth, politics (blue) with coin, science (green) with paper (001:L3420–3424).
inline constexpr int ImprovementAreas = 3;
inline constexpr int MaxImprovementLevel = 5; ///< 5 pages per section of the flip-chart (001:L3216)
inline constexpr int KnightsPerPlayer = 6; ///< 2 basic, 2 strong, 2 mighty (001:L3272–3277)
inline constexpr int KnightsPerStrength = 2;
inline constexpr int WallsPerPlayer = 3; ///< "never more than 3 city walls" (001:L3366)
/// The event die: 3 ship faces, one city gate of each area's colour (RULES-DIGEST §2.5). The
/// gates use the ImprovementAreas order.
enum class EventFace : std::uint8_t {
    Trade,
    Politics,
    Science,
    Ship,
    NotRolled, ///< Easy Start: no event die in each player's first two turns (001:L3687)
};
inline constexpr int EventFaces = 4;

/// Cities & Knights progress cards (001:L3699–3955), grouped by deck: science (green),
/// politics (blue), trade (yellow); 18 cards in each deck (RULES-DIGEST §5.14).
enum class ProgressCard : std::uint8_t {
    Alchemist,
    Crane,
    Engineer,
    Inventor,
    Irrigation,
    Medicine,
    Mining,
    Printer,
    RoadBuilding,
    Smith, // science
    Bishop,
    Constitution,
    Deserter,
    Diplomat,
    Intrigue,
    Saboteur,
    Spy,
    Warlord,
    Wedding, // politics
    CommercialHarbor,
    MasterMerchant,
    Merchant,
    MerchantFleet,
    ResourceMonopoly,
    TradeMonopoly, // trade
};
inline constexpr int ProgressCardKinds = 25;
inline constexpr int ProgressDeckSize = 18;
inline constexpr int ProgressHandLimit = 4; ///< VP cards excluded (001:L3502)
/// Numbered hexes a C&K board may have: the Inventor moves their tokens, so the state holds them.
inline constexpr int MaxNumberedHexes = 64;

/// Development cards (001:L533–549).
enum class DevCard : std::uint8_t { Knight, RoadBuilding, YearOfPlenty, Monopoly, VictoryPoint };
inline constexpr int DevCardKinds = 5;

/// Where the game stands; decides who acts and which actions are legal.
enum class Phase : std::uint8_t {
    SetupSettlement, ///< set-up: place a settlement (snake order, 001:L645–690)
    SetupRoad, ///< set-up: place the road touching that settlement
    PreRoll, ///< turn start: roll, or play a development card first (001:L362)
    Main, ///< combined trade/build phase (001:L336–340, engine default)
    Discard, ///< players with more than the limit discard one card per action
    MoveRobber, ///< the roller / knight player moves the robber
    ChooseVictim, ///< several opponents touch the robber hex: pick one to rob
    RoadBuilding, ///< Road Building card: place the free roads
    TradeResponse, ///< domestic offer: the responder accepts, declines or counters
    TradeConfirm, ///< domestic offer: the offerer picks whose terms to trade on, or withdraws
    ChanceDice, ///< chance: the dice sum
    ChanceSteal, ///< chance: the stolen card
    ChanceDevCard, ///< chance: the drawn development card
    GameOver,
    // Seafarers (appended)
    GoldChoice, ///< players owed gold-field resources choose them, one card per action
    ChanceFogHex, ///< chance: the hex drawn from a fog area's face-down stack
    ChanceFogToken, ///< chance: the number token drawn for the land hex just discovered
    // The Forgotten Tribe (appended)
    PlaceHarbor, ///< the gift taker places a harbor at a coastal settlement (001:L2067–2069)
    // The Pirate Islands (appended)
    ChancePirateLoss, ///< chance: a card a player beaten by the pirate fleet loses (001:L2253)
    ChanceFortressDie, ///< chance: the die that gives a pirate fortress its strength (001:L2272)
    // Domestic trade with any cards and counter-offers (appended)
    TradeCompose, ///< the offerer (or a responder, for a counter-offer) drafts terms card by card
    // Cities & Knights (appended)
    PillageCity, ///< players beaten by the barbarians each choose a city to lose (001:L3590)
    KnightRetreat, ///< the owner of a displaced knight moves it away (001:L3553)
    ChanceProgressCard, ///< chance: the progress card progressDrawer draws
    ProgressDiscard, ///< progressDrawer has 5 progress cards off their turn: one goes back
    ChooseProgressDeck, ///< a defender tied for the strongest picks a deck (001:L3602)
    ProgressChoice, ///< a card being played asks progressActor for a choice
    CommitKnights, ///< Nasty: the players in knightsToCommit each say which knights defend
};

/// Terms of a domestic trade as the change to the hand of the player whose turn it is, per
/// resource: −n = they give n cards of it, +n = they receive n. A resource is never on both sides
/// (no like-for-like, 001:L381) and each side has at least one card (no gifts).
using TradeTerms = std::array<std::int8_t, ResourceKinds>;
/// The same per commodity (Cities & Knights, 001:L3408). The state keeps this half in the C&K
/// block, so that other games' states, and their hashes, are what they were (CardTerms.h).
using CommodityTerms = std::array<std::int8_t, CommodityKinds>;
/// Per player, a count per resource in the low ResourceKinds bytes of a word (as KindBytes
/// reads a hand): what production owes each player on a roll.
using ProductionWords = std::array<std::uint64_t, MaxPlayers>;

/// One seat. All counters are small: the bank holds at most 24 of each resource.
struct PlayerState
{
    std::array<std::uint16_t, ResourceKinds>
        produced {}; ///< statistics: cards received by production
    std::array<std::uint8_t, ResourceKinds> resources {};
    std::array<std::uint8_t, DevCardKinds> devCards {}; ///< in hand, by DevCard
    std::array<std::uint8_t, DevCardKinds> devCardsNew {}; ///< of those, bought this turn
    std::uint8_t knightsPlayed = 0;
    std::uint8_t settlementsLeft = 5; ///< in the supply (001:L204)
    std::uint8_t citiesLeft = 4;
    std::uint8_t roadsLeft = 15;
    /// Length of the longest trail of own roads (and ships); only a lower bound while
    /// GameState::routeLoose has the player (Game::longestRoute() gives the length).
    std::uint8_t longestRoad = 0;
    std::uint8_t harbors = 0; ///< bit r: 2:1 harbor for resource r; bit 5: a 3:1 harbor
    std::uint8_t cardCount = 0; ///< resource cards in hand
    std::uint8_t discardOwed = 0; ///< cards still to discard after a 7
    std::uint8_t shipsLeft = 15; ///< Seafarers: ships in the supply (RULES-DIGEST §5.4)
    std::uint8_t goldOwed = 0; ///< Seafarers: gold-field resources still to choose
    std::uint8_t specialPoints = 0; ///< Seafarers: special victory points (catan chits)
    std::uint8_t areaBonus = 0; ///< bit k: special VP rule k (first settlement in an area) earned
    std::uint8_t cloth = 0; ///< Cloth for Catan: bolts of cloth (Catan chits), 2 = 1 VP (001:L2137)

    bool operator==(const PlayerState &) const = default;
};

/// Per player, where the pieces on the board let a road or a settlement go: kept up to date by
/// Game::apply() (rules/base/Frontier.cpp) so that the move generator reads it instead of
/// scanning the board at every decision. It follows from the pieces, so it is no part of the
/// position: stateHash() stops before it. Game::refreshDerived() recomputes it from scratch
/// (after placing pieces by hand).
struct PieceFrontier
{
    /// Bit e: an end of side e opens a road for the player: it holds their building, or their
    /// road and no opponent's building or knight (001:L216, L478).
    std::array<std::array<std::uint64_t, MaxEdges / 64>, MaxPlayers> roadSides {};
    /// Bit c: intersection c is an end of the player's road or ship (001:L216, L1418).
    std::array<std::array<std::uint64_t, MaxCorners / 64>, MaxPlayers> routeEnds {};
    /// Seafarers, except The Pirate Islands: bit e: an end of side e holds the player's building or
    /// knight, or is an end of their ship: the sides where a new ship of theirs can be supported
    /// (001:L1394–1396), which the ship generators test one by one.
    std::array<std::array<std::uint64_t, MaxEdges / 64>, MaxPlayers> shipSides {};
    /// Seafarers, except The Pirate Islands: bit e: the ship on side e has an end that touches
    /// none of its owner's other pieces (no building or knight of theirs there, none of their
    /// roads or ships beside it, no village they trade with): a ship they may move, unless it
    /// was built this turn or borders the pirate (001:L1430–1432, L1506, L2141).
    std::array<std::uint64_t, MaxEdges / 64> looseShips {};
    /// Bit e: a road or a ship stands on side e (anybody's), so that the generators can leave
    /// the taken sides out a word at a time (001:L1400: one road or one ship per side).
    std::array<std::uint64_t, MaxEdges / 64> takenSides {};

    bool operator==(const PieceFrontier &) const = default;
};

/// The whole position as one flat, trivially copyable value (no heap, no strings; STYLE §3).
/// It has no padding bytes, so stateHash() can hash its object representation. Interpret it with
/// the Game it was created by; corner/edge/hex ids are the Game's BoardTopology ids.
struct GameState
{
    /// Seafarers: bit i = the player has a settlement or city on island i (Game::cornerIsland).
    std::array<std::uint32_t, MaxPlayers> islandsSettled {};
    /// Seafarers: islandsSettled at the end of the set-up (the player's start islands).
    std::array<std::uint32_t, MaxPlayers> homeIslands {};
    /// Seafarers fog: bit k = fog hex k (Game::fogHex) is discovered and waits for its draw.
    std::uint32_t fogPending = 0;
    /// The Forgotten Tribe: bit k = gift k (Game::giftEdge) has been taken (001:L2055–2069).
    std::uint32_t giftsTaken = 0;
    /// Gift harbor j: the edge it was placed on, -1 = still at its island or kept aside.
    std::array<std::int16_t, MaxGiftHarbors> giftHarborEdge {};
    /// Gift harbor j: the player who took it, -1 = nobody yet.
    std::array<std::int8_t, MaxGiftHarbors> giftHarborHolder {};
    std::array<PlayerState, MaxPlayers> players {};
    std::array<std::int8_t, MaxCorners> cornerOwner {}; ///< -1 = empty
    std::array<std::uint8_t, MaxCorners> cornerLevel {}; ///< 0 empty, 1 settlement, 2 city
    std::array<std::int8_t, MaxEdges> edgeOwner {}; ///< -1 = no road
    std::array<std::int8_t, MaxEdges> shipOwner {}; ///< -1 = no ship (Seafarers)
    std::array<std::uint8_t, MaxEdges / 8> shipNew {}; ///< bit e: ship built this turn
    std::array<std::uint8_t, ResourceKinds> bank {};
    std::array<std::uint8_t, DevCardKinds> devDeck {}; ///< cards left in the deck, by DevCard
    std::uint16_t turn = 0; ///< completed turns since set-up ended
    std::uint16_t actionCount = 0; ///< actions applied in the current turn (bounds bots)
    std::int16_t robberHex = -1; ///< -1 = off the board
    std::int16_t setupCorner = -1; ///< the settlement the set-up road must touch
    std::int16_t pirateHex = -1; ///< Seafarers: -1 = beside the board
    Phase phase = Phase::SetupSettlement;
    std::uint8_t numPlayers = 0;
    std::uint8_t turnPlayer = 0; ///< whose turn it is (5–6: player 1, who rolled)
    std::uint8_t actor = 0; ///< whose part of the turn it is (5–6: player 1 or player 2)
    std::uint8_t pairedPart = 0; ///< 0: player 1's part, 1: player 2's part (5–6 only)
    std::uint8_t setupStep = 0; ///< settlements placed so far in the set-up
    std::uint8_t rolled = 0; ///< the dice were rolled this turn
    std::uint8_t devPlayed = 0; ///< a development card was played this (part of the) turn
    std::uint8_t lastRoll = 0;
    std::uint8_t freeRoads = 0; ///< Road Building roads still to place
    std::uint8_t offersThisTurn = 0; ///< offers drafted this turn (Game::MaxOffersPerTurn)
    /// TradeResponse: the player answering; TradeCompose: the player drafting.
    std::uint8_t tradeResponder = 0;
    std::uint8_t tradeAccepted = 0; ///< bit p: player p stands by tradeTerms[p]
    std::uint8_t tradeCountering = 0; ///< TradeCompose: the draft is a responder's counter-offer
    std::uint8_t victimMask = 0; ///< ChooseVictim: bit p may be robbed
    std::uint8_t stealVictim = 0;
    std::int8_t longestRoadHolder = -1;
    std::int8_t largestArmyHolder = -1;
    std::int8_t winner = -1;
    std::uint8_t stalled = 0; ///< ended by the turn limit without a winner
    std::uint8_t shipMoved = 0; ///< Seafarers: a ship was moved this (part of the) turn
    Phase resumePhase = Phase::Main; ///< GoldChoice: the phase to return to
    Phase fogResume = Phase::Main; ///< ChanceFogHex/Token: the phase to return to
    std::uint8_t fogFinder = 0; ///< the player who discovered the pending fog hexes
    /// Fog hex k: 0 = still face down, else 1 + the model::Terrain index it turned out to be.
    std::array<std::uint8_t, MaxFogHexes> fogTerrain {};
    std::array<std::uint8_t, MaxFogHexes> fogToken {}; ///< fog hex k's number, 0 = none
    /// Face-down stacks left per fog area: hexes by terrain index, tokens by value − 2.
    std::array<std::array<std::uint8_t, FogTerrainKinds>, MaxFogAreas> fogHexStack {};
    std::array<std::array<std::uint8_t, FogTokenKinds>, MaxFogAreas> fogTokenStack {};
    std::uint8_t giftCardsOwed = 0; ///< gift development cards still to draw (ChanceDevCard)
    std::uint8_t giftPlayer = 0; ///< who takes the gifts being handed out / places a harbor
    Phase giftResume = Phase::Main; ///< PlaceHarbor / a gift card draw: the phase to return to
    /// Cloth for Catan (rules/seafarers/Cloth): chits left beside village k (Game::villageCorner).
    std::array<std::uint8_t, MaxVillages> villageCloth {};
    /// Village k: bit p = player p has trade relations with it (a shipping route, 001:L2131).
    std::array<std::uint8_t, MaxVillages> villageLinks {};
    std::uint8_t clothSupply = 0; ///< the general supply of chits (001:L2117)
    /// ChooseVictim after the pirate moved: bit p = a cloth chit may be taken from p (001:L2149).
    std::uint8_t clothVictims = 0;
    /// The Pirate Islands (rules/seafarers/PirateIslands): warships of each player's route, the
    /// ships nearest its start (001:L2231); Catan chits left under each player's fortress, 0 =
    /// captured (001:L2272–2282); cards a player beaten by the pirate fleet still loses
    /// (001:L2253).
    std::array<std::uint8_t, MaxPlayers> warships {};
    std::array<std::uint8_t, MaxPlayers> fortressChits {};
    std::array<std::uint8_t, MaxPlayers> pirateLossOwed {};
    /// The production (or 7) of the roll that moved the pirate fleet is still to come, after the
    /// attack's losses and rewards (001:L2249).
    std::uint8_t rollPending = 0;
    std::array<std::uint8_t, 4> unused {}; ///< always 0: fills the state out to its alignment
    /// The Wonders of Catan (rules/seafarers/Wonders): 1 + the wonder card j (Game::wonderCard)
    /// each player builds, 0 = none yet (001:L2359–2362); the levels each has built, 0–4
    /// (001:L2363).
    std::array<std::uint8_t, MaxPlayers> wonderOf {};
    std::array<std::uint8_t, MaxPlayers> wonderLevel {};
    /// Domestic trade (rules/base/Trade): the offer on the table, the terms being drafted, and the
    /// terms each responder stands by (the offer when accepted, else their counter-offer).
    TradeTerms tradeOffer {};
    TradeTerms tradeDraft {};
    std::array<TradeTerms, MaxPlayers> tradeTerms {};

    /// Cities & Knights (rules/citiesknights). The block is all zero bytes in every other game
    /// (initialState() fills it only for C&K), so stateHash() of those games, and the final
    /// hashes their game records carry, are what they were before it existed.
    ///
    /// A knight occupies its intersection like a building: cornerOwner holds its owner with
    /// cornerLevel 0, so it blocks opponents' roads and breaks their longest road (001:L3515)
    /// without a test of its own in those rules.
    struct KnightPiece
    {
        std::int16_t corner = 0; ///< where it stands (−1 − corner while displaced)
        std::uint8_t strength = 0; ///< 1 basic, 2 strong, 3 mighty (001:L3532); 0 = in supply
        std::uint8_t flags = 0; ///< KnightActive | KnightActivatedNow | KnightPromotedNow

        bool onBoard() const { return strength != 0 && corner >= 0; }
        bool operator==(const KnightPiece &) const = default;
    };
    static constexpr std::uint8_t KnightActive = 1;
    /// Activated this turn: it may not act before the next turn (001:L3393).
    static constexpr std::uint8_t KnightActivatedNow = 2;
    static constexpr std::uint8_t KnightPromotedNow = 4; ///< once per turn (001:L3385)
    /// One seat's C&K hand and flip-chart.
    struct CitiesKnightsSeat
    {
        /// Commodity cards, by CardKinds − ResourceKinds; also counted in PlayerState::cardCount
        /// (they are cards of the hand, 001:L3406).
        std::array<std::uint8_t, CommodityKinds> commodities {};
        /// The level of each improvement area, 0–5 (the flip-chart, 001:L3416).
        std::array<std::uint8_t, ImprovementAreas> improvements {};
        /// Victory points besides buildings: 2 per metropolis (001:L3452), 1 per "Defender of
        /// Catan" card (001:L3600).
        std::uint8_t points = 0;
        std::uint8_t pillageOwed = 0; ///< a city to lose to the barbarians
        std::uint8_t cardsOwed = 0; ///< cards still to give to the Wedding's player
        std::uint8_t progressCount = 0; ///< progress cards in hand (VP cards are never there)

        bool operator==(const CitiesKnightsSeat &) const = default;
    };
    std::array<CitiesKnightsSeat, MaxPlayers> ck {};
    std::array<std::array<KnightPiece, KnightsPerPlayer>, MaxPlayers> knights {};
    /// City walls: the corner of each, −1 = not built (C&K's initialState()).
    std::array<std::array<std::int16_t, WallsPerPlayer>, MaxPlayers> walls {};
    std::array<std::int16_t, ImprovementAreas> metropolis {}; ///< its corner, −1 = none
    std::array<std::uint8_t, CommodityKinds> commodityBank {};
    std::uint8_t barbarianPosition = 0; ///< spaces moved on the track; attack at its length
    std::uint8_t barbarianAttacks = 0; ///< the robber stays put until the first (001:L3334)
    std::uint8_t redDie = 0; ///< the red die of the last roll, 1–6
    std::uint8_t eventDie = 0; ///< the event die of the last roll (EventFace)
    std::uint8_t defenderCards = 0; ///< "Defender of Catan" cards left (6; 8 with 5–6)
    std::uint8_t retreatKnight = 0; ///< KnightRetreat: player * KnightsPerPlayer + slot
    /// MoveRobber after a knight chased the robber (1: to a numbered hex) or, with Seafarers, the
    /// pirate (2: the pirate moves).
    std::uint8_t robberChased = 0;
    std::int16_t merchantHex = 0; ///< the merchant's hex, −1 beside the board (001:L3626)
    std::int8_t merchantOwner = 0; ///< who controls the merchant, −1 = nobody
    /// Progress cards (rules/citiesknights/ProgressDeck): each seat's hand by ProgressCard.
    std::array<std::array<std::uint8_t, ProgressCardKinds>, MaxPlayers> progressHand {};
    /// The shuffled part of each deck, by ProgressCard (a card belongs to one deck).
    std::array<std::uint8_t, ProgressCardKinds> progressShuffled {};
    /// Cards put under each deck (played or discarded), in that order: they come up only after
    /// the shuffled part (001:L3505).
    std::array<std::array<std::uint8_t, ProgressDeckSize>, ImprovementAreas> progressUnder {};
    std::array<std::uint8_t, ImprovementAreas> progressUnderCount {};
    /// The number token of numbered hex k (Game::numberedHex), which the Inventor can move.
    std::array<std::uint8_t, MaxNumberedHexes> tokens {};
    std::uint8_t progressDraws = 0; ///< bit p: p still draws from progressDrawDeck
    std::uint8_t progressDrawDeck = 0; ///< the deck (improvement area) being drawn from
    std::uint8_t progressDrawer = 0; ///< ChanceProgressCard / ProgressDiscard: whose card
    std::uint8_t progressChoosers = 0; ///< bit p: p picks a deck to draw from (a tie, 001:L3602)
    std::uint8_t progressPlaying = 0; ///< ProgressChoice: 1 + the card being resolved
    std::uint8_t progressActor = 0; ///< ProgressChoice: who chooses
    std::uint8_t progressCount = 0; ///< ProgressChoice: choices left (Smith, Master Merchant)
    std::uint8_t progressTarget = 0; ///< ProgressChoice: the opponent a card is played on
    std::uint8_t progressAux = 0; ///< Deserter: the removed knight's strength | flags << 4
    std::uint8_t crane = 0; ///< a Crane was played: the next improvement costs 1 less
    std::uint8_t merchantFleet = 0; ///< 1 + the card kind traded 2:1 for the rest of the turn
    std::uint8_t commercialHarbor = 0; ///< bit 7: played this turn; bit p: p was asked
    std::uint8_t bishopVictims = 0; ///< Bishop: players still to be robbed (001:L3845)
    std::uint8_t saboteur = 0; ///< the Discard phase is a Saboteur's: back to the build phase
    std::uint8_t alchemist = 0; ///< yellow + 8 × red chosen by an Alchemist, 0 = none
    /// Domestic trade's commodity half: beside tradeOffer, tradeDraft and tradeTerms.
    CommodityTerms tradeOfferCommodities {};
    CommodityTerms tradeDraftCommodities {};
    std::array<CommodityTerms, MaxPlayers> tradeTermsCommodities {};
    /// The Nasty variant (rules/citiesknights/Barbarians, 001:L3672–3676): the knight slots each
    /// player commits to the defence, and (bit p) who is still to say.
    std::array<std::uint8_t, MaxPlayers> committedKnights {};
    std::uint8_t knightsToCommit = 0;
    std::array<std::uint8_t, 3> ckUnused {}; ///< always 0: fills the block out to its alignment

    /// Derived from the buildings and the robber, never hashed (rules/base/Yields.cpp): word
    /// [n][p] holds what player p earns when n is rolled, a byte per resource (KindBytes), from
    /// the numbered resource hexes but the robber's. Empty in Cities & Knights games.
    std::array<ProductionWords, 13> yields {};
    /// Derived from the pieces above, never hashed (PieceFrontier).
    PieceFrontier frontier {};
    /// Never hashed either: bit p: player p's route length is kept loosely, between
    /// players[p].longestRoad and routeHigh[p], after ship moves that could not change who holds
    /// the Longest Trade Route (rules/base/RouteBounds.cpp).
    std::uint8_t routeLoose = 0;
    std::array<std::uint8_t, MaxPlayers> routeHigh {};
    std::uint8_t routeUnused = 0; ///< always 0: fills the block out to its alignment

    /// Whether `player`'s route length is kept loosely (routeLoose).
    bool routeIsLoose(int player) const { return (routeLoose >> player & 1) != 0; }
    /// Whether `length` is what the state keeps of `player`'s route: that length, or a length
    /// between the bounds where it is kept loosely.
    bool routeAllows(int player, int length) const
    {
        const auto p = static_cast<std::size_t>(player);
        return routeIsLoose(player) ? players[p].longestRoad <= length && length <= routeHigh[p]
                                    : players[p].longestRoad == length;
    }

    bool operator==(const GameState &) const = default;
};

static_assert(std::is_trivially_copyable_v<GameState>);
static_assert(std::has_unique_object_representations_v<GameState>,
    "GameState must have no padding: stateHash() hashes its bytes");

/// A hash of the state's bytes, 8 at a time: equal states hash equally (no padding, see above).
std::uint64_t stateHash(const GameState &state);

} // namespace isle::validation
