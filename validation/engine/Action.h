// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace isle::validation {

/// Everything a player (or chance) can do, as one small integer. Bit layout of an Action:
///   bits 0–5   ActionType
///   bits 6–15  argument a, low 10 bits (corner, edge or hex id, resource, player, dice sum, ...)
///   bits 16–25 argument b, low 10 bits
///   bits 26–31 bits 10–12 of a (26–28) and of b (29–31), so ids reach MaxActionArg on large
///              boards while every action whose arguments are below 1024 keeps the number it had
/// Ids are model::BoardTopology ids of the compiled Game. See actionToString() in Game.h.
using Action = std::uint32_t;

enum class ActionType : std::uint8_t {
    // Player decisions
    RollDice, ///< roll for production (mandatory once per turn; leads to a ChanceDice node)
    EndTurn, ///< end the turn (or, 5–6 paired turns, player 1's / player 2's part)
    BuildSettlement, ///< a = corner (also the set-up settlements)
    BuildCity, ///< a = corner of an own settlement
    BuildRoad, ///< a = edge (also set-up roads and Road Building's free roads)
    BuyDevCard, ///< pay; leads to a ChanceDevCard node
    PlayKnight, ///< then MoveRobber (and a steal)
    PlayRoadBuilding, ///< then up to two free BuildRoad actions
    PlayYearOfPlenty, ///< a, b = the two resources taken (a <= b)
    PlayMonopoly, ///< a = resource
    MaritimeTrade, ///< a = resource given (at the player's best rate), b = resource received
    OfferTrade, ///< the player whose turn it is starts drafting an offer (TradeGive/TradeAsk)
    AcceptTrade, ///< responder accepts the offer on the table
    RejectTrade, ///< responder declines the offer on the table
    ConfirmTrade, ///< offerer trades with player a on the terms a stands by (offer or counter)
    CancelTrade, ///< the drafting player drops the draft, or the offerer withdraws the offer
    Discard, ///< a = resource; one card per action while a discard is owed
    MoveRobber, ///< a = hex
    ChooseVictim, ///< a = player to steal from
    // Chance outcomes (applied by the driver, never chosen by a bot)
    DiceOutcome, ///< a = dice sum 2..12; The Pirate Islands: b = the lower die (001:L2245)
    StealOutcome, ///< a = resource stolen
    DevCardOutcome, ///< a = DevCard drawn
    // Seafarers (appended, so the numbers of older game records keep their meaning)
    BuildShip, ///< a = edge (also a set-up ship and Road Building's free ships)
    MoveShip, ///< a = edge of the ship moved, b = edge it moves to
    MovePirate, ///< a = sea hex (instead of MoveRobber, after a 7 or a knight)
    ChooseGold, ///< a = resource taken for a gold field; one card per action while owed
    FogHexOutcome, ///< chance: a = model::Terrain index of the hex drawn for the fog hex
    FogTokenOutcome, ///< chance: a = the number token drawn for it (2..12)
    // The Forgotten Tribe (appended)
    PlaceHarbor, ///< a = coast edge, b = gift harbor j (Game::giftHarborBit) placed there
    // Cloth for Catan (appended)
    StealCloth, ///< after moving the pirate: take a cloth chit from player a (001:L2149)
    // The Pirate Islands (appended)
    AttackFortress, ///< the route has reached the player's fortress: attack it (001:L2270)
    PirateLossOutcome, ///< chance: a = resource lost to the pirate fleet (001:L2253)
    FortressDieOutcome, ///< chance: a = the fortress's strength, 1..6 (001:L2272)
    // The Wonders of Catan (appended)
    ClaimWonder, ///< a = wonder card j: start building it, a ship goes onto the card (001:L2362)
    BuildWonderLevel, ///< pay the next level of the player's wonder (001:L2363–2365)
    // Domestic trade with any cards each way and counter-offers (001:L190, L381; appended)
    TradeGive, ///< a = resource: the drafting player puts one more card of it on their side
    TradeAsk, ///< a = resource: the drafting player asks one more card of it
    SendOffer, ///< the draft goes on the table: the offer, or the responder's counter-offer
    CounterOffer, ///< responder drafts their own terms instead of accepting (001:L190)
    // Cities & Knights (appended; rules/citiesknights). With C&K, DiceOutcome's b is the red
    // die + 8 × the EventFace, Discard / StealOutcome / MaritimeTrade take card kinds (resources,
    // then commodities: CardKinds) and ChooseGold is also the Aqueduct's free resource.
    BuildKnight, ///< a = corner: hire a basic knight, inactive (001:L3376)
    ActivateKnight, ///< a = corner of an own inactive knight (001:L3380)
    PromoteKnight, ///< a = corner of an own knight (001:L3385)
    MoveKnight, ///< a = corner of an own active knight, b = empty corner it moves to (001:L3522)
    DisplaceKnight, ///< a = own active knight's corner, b = weaker opponent knight (001:L3540)
    RetreatKnight, ///< a = corner the displaced knight moves to (001:L3553)
    ChaseRobber, ///< a = corner of an own active knight beside the robber (001:L3568)
    BuildCityWall, ///< a = corner of an own city without a wall (001:L3353)
    BuyImprovement, ///< a = area; b = 1 + the city taking the metropolis it wins, else 0
    ///< (001:L3416)
    PillageCity, ///< a = corner of the own city the barbarians reduce (001:L3590)
    PlayProgressCard, ///< a = ProgressCard, b = its target (rules/citiesknights/*Cards.cpp)
    ProgressChoice, ///< a, b = a choice a card asks for, a = NoProgressChoice to decline
    ProgressCardOutcome, ///< chance: a = the ProgressCard drawn
    DiscardProgressCard, ///< a = ProgressCard put under its deck (hand limit, 001:L3503)
    ChooseProgressDeck, ///< a = the deck (improvement area) a tied defender draws from
    CommercialTrade, ///< Commercial Harbor: a = opponent, b = the resource offered (001:L3905)
    CommitKnights, ///< Nasty: a = bit set of the own active knights' slots that defend (001:L3672)
};
inline constexpr int ActionTypeCount = 56;
/// ProgressChoice's "none of them" (a card's optional step).
inline constexpr int NoProgressChoice = 0x1FFF;

/// The largest argument a or b (13 bits); the engine's id limits stay below it (GameState.h).
inline constexpr int MaxActionArg = 0x1FFF;

constexpr Action makeAction(ActionType type, unsigned a = 0, unsigned b = 0)
{
    const unsigned high = ((a >> 10) & 7u) | ((b >> 10) & 7u) << 3;
    return static_cast<Action>(
        static_cast<unsigned>(type) | (a & 0x3FFu) << 6 | (b & 0x3FFu) << 16 | high << 26);
}
constexpr ActionType actionType(Action action)
{
    return static_cast<ActionType>(action & 0x3Fu);
}
constexpr int actionArgA(Action action)
{
    return static_cast<int>(((action >> 6) & 0x3FFu) | ((action >> 26) & 7u) << 10);
}
constexpr int actionArgB(Action action)
{
    return static_cast<int>(((action >> 16) & 0x3FFu) | ((action >> 29) & 7u) << 10);
}
constexpr bool isChanceAction(Action action)
{
    const ActionType t = actionType(action);
    return t == ActionType::DiceOutcome || t == ActionType::StealOutcome
        || t == ActionType::DevCardOutcome || t == ActionType::FogHexOutcome
        || t == ActionType::FogTokenOutcome || t == ActionType::PirateLossOutcome
        || t == ActionType::FortressDieOutcome || t == ActionType::ProgressCardOutcome;
}

/// Fixed-capacity list of legal actions: generation never allocates (STYLE §3).
class ActionList
{
public:
    /// Room for every set-up site of the largest board (MaxCorners) and Seafarers ship moves.
    static constexpr int Capacity = 4096;

    void clear() { m_size = 0; }
    void push(Action a) { m_actions[m_size++] = a; }
    /// push(a) when `keep`, without a branch on it: for options that hang on a player's cards,
    /// where a branch would be mispredicted about every other time. (The write goes to the
    /// first free slot either way; a full list takes nothing.)
    void pushIf(Action a, bool keep)
    {
        if (m_size < Capacity) {
            m_actions[m_size] = a;
            m_size += keep ? 1 : 0;
        }
    }
    /// push() of the `n` actions at `from`, as far as the list has room: a list made up once at
    /// compile time (the robber's moves) copied at once.
    void append(const Action *from, int n)
    {
        const std::size_t take
            = std::min(static_cast<std::size_t>(n > 0 ? n : 0), std::size_t(Capacity) - m_size);
        std::copy_n(from, take, m_actions.data() + m_size);
        m_size += take;
    }
    int size() const { return static_cast<int>(m_size); }
    bool empty() const { return m_size == 0; }
    Action operator[](int i) const { return m_actions[static_cast<std::size_t>(i)]; }
    const Action *begin() const { return m_actions.data(); }
    const Action *end() const { return m_actions.data() + m_size; }
    bool contains(Action a) const
    {
        for (Action x : *this)
            if (x == a)
                return true;
        return false;
    }

private:
    std::array<Action, Capacity> m_actions;
    std::size_t m_size
        = 0; // not an int: stores of Actions cannot alias it, so loops keep it in a register
};

/// Chance outcomes of a chance node with integer weights (probability = weight / totalWeight()).
class ChanceList
{
public:
    /// Cities & Knights: 36 throws of the yellow and red dice × 4 event faces.
    static constexpr int Capacity = 144;

    void clear()
    {
        m_size = 0;
        m_total = 0;
    }
    void push(Action a, std::uint32_t weight)
    {
        m_actions[static_cast<std::size_t>(m_size)] = a;
        m_weights[static_cast<std::size_t>(m_size)] = weight;
        ++m_size;
        m_total += weight;
    }
    int size() const { return m_size; }
    Action action(int i) const { return m_actions[static_cast<std::size_t>(i)]; }
    std::uint32_t weight(int i) const { return m_weights[static_cast<std::size_t>(i)]; }
    std::uint32_t totalWeight() const { return m_total; }
    double probability(int i) const
    {
        return static_cast<double>(weight(i)) / static_cast<double>(m_total);
    }

private:
    std::array<Action, Capacity> m_actions;
    std::array<std::uint32_t, Capacity> m_weights;
    int m_size = 0;
    std::uint32_t m_total = 0;
};

} // namespace isle::validation
