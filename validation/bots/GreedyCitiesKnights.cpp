// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/GreedyCitiesKnights.h"

#include "validation/bots/BoardPips.h"
#include "validation/bots/Bot.h"

#include <algorithm>
#include <bit>

namespace isle::validation::greedy_ck {

namespace {

using board_pips::pipsNow;
using PC = ProgressCard;
constexpr int Brick = 0, Lumber = 1, Wool = 2, Grain = 3, Ore = 4;

constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

constexpr int card(PC c)
{
    return static_cast<int>(c);
}

/// The legal action of `type` with the highest score (ties: the first), or nullopt.
template<typename Score>
std::optional<Action> bestOf(const ActionList &legal, ActionType type, Score score)
{
    std::optional<Action> best;
    int bestScore = 0;
    for (Action a : legal) {
        if (actionType(a) != type)
            continue;
        const int sc = score(a);
        if (!best || sc > bestScore) {
            best = a;
            bestScore = sc;
        }
    }
    return best;
}

int tokenPips(int token)
{
    return token ? 6 - std::abs(7 - token) : 0;
}

/// All production pips at corner c, the commodity terrains (forest, pasture, mountains) counted
/// half again: a city there also earns paper, cloth or coin (001:L3340–3345).
int cityPips(const Game &g, const GameState &s, int c)
{
    int pips = 0;
    for (int r = 0; r < ResourceKinds; ++r) {
        const int n = pipsNow(g, s, c, r);
        pips += n * 2 + (Game::commodityOf(r) >= 0 ? n : 0);
    }
    return pips;
}

/// What p's buildings earn from hex h per pip: 1 a settlement, 2 a city; minus the same for
/// opponents when `net`.
int hexWeight(const Game &g, const GameState &s, int p, int h, bool net)
{
    int w = 0;
    for (auto c : g.topology().hexCorners(h)) {
        const int owner = s.cornerOwner[idx(c)];
        if (owner == p)
            w += s.cornerLevel[idx(c)];
        else if (owner >= 0 && net)
            w -= s.cornerLevel[idx(c)];
    }
    return w;
}

bool exposed(const Game &g, const GameState &s, int p)
{
    for (int c = 0; c < g.topology().cornerCount(); ++c)
        if (s.cornerOwner[idx(c)] == p && s.cornerLevel[idx(c)] == 2 && !Game::isMetropolis(s, c))
            return true;
    return false;
}

/// How much p wants another card of kind k (higher: keep it, ask for it): what a city, a
/// knight and its activation, and the next city improvement take, less what p holds.
int cardWant(const GameState &s, int p, int k)
{
    const int held = Game::cardsOf(s, p, k);
    if (k >= ResourceKinds) {
        const int area = k == Game::ClothCard ? Game::TradeArea
            : k == Game::CoinCard             ? Game::PoliticsArea
                                              : Game::ScienceArea;
        const int cost = Game::improvementCost(s, p, area);
        return cost == 0 ? -5 : 2 * (cost - held) + 2;
    }
    static constexpr std::array<int, ResourceKinds> Need {1, 1, 2, 3, 4};
    return 2 * (Need[idx(k)] - held);
}

/// A progress card's worth to keep (the lowest goes back when the hand is full, 001:L3503).
int progressValue(int c)
{
    static constexpr std::array<int, ProgressCardKinds> Value {
        3, 5, 5, 4, 6, 6, 6, 0, 5, 5, // Alchemist … Smith
        4, 0, 5, 3, 3, 4, 4, 5, 5, // Bishop … Wedding
        4, 6, 8, 4, 7, 6, // Commercial Harbor … Trade Monopoly
    };
    return Value[idx(c)];
}

/// Steps the barbarian ship still has to sail before it lands (001:L3574).
int stepsLeft(const Game &g, const GameState &s)
{
    return g.rules().barbarianTrack - s.barbarianPosition;
}

/// Cards of resource r the Irrigation (grain) or Mining (ore) would bring: 2 per such hex
/// beside p's buildings (001:L3733–3739).
int yieldOf(const Game &g, const GameState &s, int p, int r)
{
    int n = 0;
    for (int h = 0; h < g.topology().hexCount(); ++h)
        if (g.resourceNow(s, h) == r && hexWeight(g, s, p, h, false) > 0)
            n += 2;
    return std::min<int>(n, s.bank[idx(r)]);
}

/// The Inventor's swap worth most to p: p's net production weight times the pips moved.
int inventorGain(const Game &g, const GameState &s, int p, int ha, int hb)
{
    const int pa = tokenPips(g.tokenNow(s, ha)), pb = tokenPips(g.tokenNow(s, hb));
    return hexWeight(g, s, p, ha, true) * (pb - pa) + hexWeight(g, s, p, hb, true) * (pa - pb);
}

std::optional<Action> playProgress(
    const Game &g, const GameState &s, const ActionList &legal, int p)
{
    const int lead = leadingOpponent(g, s, p);
    const int mine = g.victoryPoints(s, p);
    const PlayerState &ps = s.players[idx(p)];
    for (Action a : legal) {
        if (actionType(a) != ActionType::PlayProgressCard)
            continue;
        const int c = actionArgA(a), arg = actionArgB(a);
        switch (static_cast<PC>(c)) {
        case PC::Crane: // when it makes an improvement affordable now (001:L3707)
            for (int area = 0; area < ImprovementAreas; ++area) {
                const int cost = Game::improvementCost(s, p, area);
                if (cost > 0 && Game::cardsOf(s, p, Game::areaCommodity(area)) == cost - 1
                    && (cost < 4 || exposed(g, s, p)))
                    return a;
            }
            break;
        case PC::Irrigation:
            if (yieldOf(g, s, p, Grain) >= 2)
                return a;
            break;
        case PC::Mining:
            if (yieldOf(g, s, p, Ore) >= 2)
                return a;
            break;
        case PC::Inventor:
            for (int i = 0; i < g.numberedHexCount(); ++i)
                for (int j = i + 1; j < g.numberedHexCount(); ++j)
                    if (inventorGain(g, s, p, g.numberedHex(i), g.numberedHex(j)) >= 6)
                        return a;
            break;
        case PC::Engineer:
        case PC::Medicine: // the city with most production first
            return bestOf(legal, ActionType::PlayProgressCard,
                [&](Action x) { return actionArgA(x) == c ? cityPips(g, s, actionArgB(x)) : -1; });
        case PC::RoadBuilding:
            if (!g.hasSettlementSpot(s, p) && ps.settlementsLeft > 0)
                return a;
            break;
        case PC::Smith:
        case PC::Spy:
        case PC::MasterMerchant: // the target is chosen below, the richest
            return bestOf(legal, ActionType::PlayProgressCard, [&](Action x) {
                return actionArgA(x) != c ? -1
                    : c == card(PC::Spy)  ? int(s.ck[idx(actionArgB(x))].progressCount)
                                          : int(s.players[idx(actionArgB(x))].cardCount);
            });
        case PC::Warlord: // right before an attack (001:L3880)
            if (stepsLeft(g, s) <= 2)
                return a;
            break;
        case PC::Wedding: { // 2 cards from each richer player (001:L3884)
            for (int q = 0; q < g.playerCount(); ++q)
                if (q != p && g.victoryPoints(s, q) > mine && s.players[idx(q)].cardCount > 0)
                    return a;
            break;
        }
        case PC::Saboteur: { // pays when the richer players hold many cards (001:L3870)
            int lost = 0;
            for (int q = 0; q < g.playerCount(); ++q)
                if (q != p && g.victoryPoints(s, q) >= mine)
                    lost += s.players[idx(q)].cardCount / 2;
            if (lost >= 4)
                return a;
            break;
        }
        case PC::Deserter:
        case PC::Intrigue:
        case PC::Diplomat: { // hurts the leader
            const int target = c == card(PC::Deserter) ? arg
                : c == card(PC::Diplomat)              ? s.edgeOwner[idx(arg)]
                                                       : s.cornerOwner[idx(arg)];
            if (target == lead && (c != card(PC::Diplomat) || s.longestRoadHolder == lead))
                return a;
            break;
        }
        case PC::Bishop: { // the robber on the leader, off p's own hexes
            if (hexWeight(g, s, p, arg, false) == 0 && hexWeight(g, s, lead, arg, false) >= 2)
                return a;
            break;
        }
        case PC::Merchant: // on p's best hex, when not already p's (001:L3923)
            if (s.merchantOwner != p)
                return bestOf(legal, ActionType::PlayProgressCard, [&](Action x) {
                    return actionArgA(x) != c ? -1
                                              : hexWeight(g, s, p, actionArgB(x), false)
                            * tokenPips(g.tokenNow(s, actionArgB(x)));
                });
            break;
        case PC::MerchantFleet: // a kind with 2 to spare makes a 2:1 trade now
            if (Game::cardsOf(s, p, arg) >= 2 && cardWant(s, p, arg) < -2
                && g.cardRate(s, p, arg) > 2)
                return a;
            break;
        case PC::ResourceMonopoly:
        case PC::TradeMonopoly: {
            auto take = [&](Action x) {
                if (actionArgA(x) != c)
                    return -1;
                int n = 0;
                for (int q = 0; q < g.playerCount(); ++q)
                    if (q != p)
                        n += std::min(c == card(PC::ResourceMonopoly) ? 2 : 1,
                            Game::cardsOf(s, q, actionArgB(x)));
                return n;
            };
            const auto best = bestOf(legal, ActionType::PlayProgressCard, take);
            if (best && take(*best) >= 3)
                return best;
            break;
        }
        case PC::CommercialHarbor: {
            int holders = 0;
            for (int q = 0; q < g.playerCount(); ++q)
                for (int k = ResourceKinds; k < CardKinds; ++k)
                    holders += q != p && Game::cardsOf(s, q, k) > 0 ? 1 : 0;
            if (holders >= 2
                && ps.cardCount - s.ck[idx(p)].commodities[0] - s.ck[idx(p)].commodities[1]
                        - s.ck[idx(p)].commodities[2]
                    >= 4)
                return a;
            break;
        }
        default: // Alchemist: held (before the roll only)
            break;
        }
    }
    return std::nullopt;
}

/// Hire, activate or promote a knight toward `want` active strength; nullopt when none helps.
std::optional<Action> strengthen(
    const Game &g, const GameState &s, const ActionList &legal, int p, int want)
{
    if (Game::activeKnightStrength(s, p) >= want)
        return std::nullopt;
    // Activation first: it takes effect now; the strongest inactive knight.
    if (auto a = bestOf(legal, ActionType::ActivateKnight, [&](Action x) {
            return s.knights[idx(p)][idx(Game::knightSlotAt(s, p, actionArgA(x)))].strength;
        }))
        return a;
    if (auto a = bestOf(legal, ActionType::PromoteKnight, [&](Action x) {
            const auto &k = s.knights[idx(p)][idx(Game::knightSlotAt(s, p, actionArgA(x)))];
            return (k.flags & GameState::KnightActive) ? 10 : 0;
        }))
        if (s.knights[idx(p)][idx(Game::knightSlotAt(s, p, actionArgA(*a)))].flags
            & GameState::KnightActive)
            return a;
    // A new knight where it guards p's production and blocks no spot p could settle.
    return bestOf(legal, ActionType::BuildKnight, [&](Action x) {
        const int c = actionArgA(x);
        int score = g.isFreeSpot(s, c) ? -50 : 0;
        for (auto h : g.topology().cornerHexes(c))
            if (h != model::BoardTopology::NoId)
                score += hexWeight(g, s, p, h, false) * tokenPips(g.tokenNow(s, h))
                    + (h == s.robberHex ? 5 : 0);
        return score;
    });
}

/// A bank trade (cards of kinds 0–7, Game::cardRate) of a spare kind for `want`.
std::optional<Action> tradeFor(
    const Game &g, const GameState &s, const ActionList &legal, int p, int want)
{
    std::optional<Action> best;
    int bestSpare = 0;
    for (int give = 0; give < CardKinds; ++give) {
        if (give == want)
            continue;
        const int spare = Game::cardsOf(s, p, give) - g.cardRate(s, p, give);
        const Action a = makeAction(ActionType::MaritimeTrade, unsigned(give), unsigned(want));
        if (spare >= 0 && cardWant(s, p, give) + 2 * g.cardRate(s, p, give) <= 4
            && (!best || spare > bestSpare) && legal.contains(a)) {
            best = a;
            bestSpare = spare;
        }
    }
    return best;
}

std::optional<Action> mainPhase(const Game &g, const GameState &s, const ActionList &legal, int p)
{
    if (auto a = playProgress(g, s, legal, p))
        return a;
    // A Merchant Fleet played this turn: its kind 2:1 for the card wanted most (001:L3937).
    if (s.merchantFleet && cardWant(s, p, s.merchantFleet - 1) < 0) {
        const int k = s.merchantFleet - 1;
        const auto a = bestOf(legal, ActionType::MaritimeTrade,
            [&](Action x) { return actionArgA(x) == k ? cardWant(s, p, actionArgB(x)) : -100; });
        if (a && actionArgA(*a) == k && cardWant(s, p, actionArgB(*a)) > 0)
            return a;
    }
    const int want = defenceWanted(g, s, p);
    const bool urgent = want > 0 && stepsLeft(g, s) <= 2;
    if (urgent)
        if (auto a = strengthen(g, s, legal, p, want))
            return a;
    if (auto a = bestOf(
            legal, ActionType::BuildCity, [&](Action x) { return cityPips(g, s, actionArgA(x)); }))
        return a;
    // Improvements: level 3 brings an ability (Trading House, Fortress, Aqueduct,
    // 001:L3436–3444), level 4 first a metropolis worth 2 points (001:L3450–3452), each level a
    // better chance of progress cards; the metropolis on p's best city.
    if (auto a = bestOf(legal, ActionType::BuyImprovement, [&](Action x) {
            const int area = actionArgA(x), b = actionArgB(x);
            const int next = s.ck[idx(p)].improvements[idx(area)] + 1;
            return (b ? 200 + cityPips(g, s, b - 1) : 0) + (next == 3 ? 60 : 0) + next * 10;
        }))
        return a;
    if (want > 0)
        if (auto a = strengthen(g, s, legal, p, want))
            return a;
    // Chase the robber off p's own hexes (001:L3568).
    if (s.robberHex >= 0 && hexWeight(g, s, p, s.robberHex, false) > 0)
        for (Action a : legal)
            if (actionType(a) == ActionType::ChaseRobber && actionArgB(a) == 0) // not the pirate
                return a;
    // A city wall when a 7 would cost cards (001:L3368).
    if (s.players[idx(p)].cardCount > g.handLimit(s, p) - 1)
        if (auto a = bestOf(legal, ActionType::BuildCityWall,
                [&](Action x) { return cityPips(g, s, actionArgA(x)); }))
            return a;
    // Promote an active knight with wool and ore to spare (strength stays for the defence).
    if (Game::cardsOf(s, p, Wool) >= 2 && Game::cardsOf(s, p, Ore) >= 4)
        if (auto a = strengthen(g, s, legal, p, Game::activeKnightStrength(s, p) + 1))
            if (actionType(*a) != ActionType::BuildKnight || Game::activeKnightStrength(s, p) < 3)
                return a;
    // Defence needed: bank trades toward grain for activation or wool and ore for a knight.
    if (want > Game::activeKnightStrength(s, p) && stepsLeft(g, s) <= 3) {
        bool inactive = false;
        for (const auto &k : s.knights[idx(p)])
            inactive = inactive || (k.onBoard() && !(k.flags & GameState::KnightActive));
        const int need = inactive ? Grain : Game::cardsOf(s, p, Wool) == 0 ? Wool : Ore;
        if (auto a = tradeFor(g, s, legal, p, need))
            return a;
    }
    // Commodities one short of an improvement: a spare card for the missing one.
    for (int area = 0; area < ImprovementAreas; ++area) {
        const int cost = Game::improvementCost(s, p, area);
        const int k = Game::areaCommodity(area);
        if (cost > 0 && cost <= 3 && Game::cardsOf(s, p, k) == cost - 1)
            if (auto a = tradeFor(g, s, legal, p, k))
                return a;
    }
    // Commodities of a finished area buy the city's grain and ore.
    if (auto a = tradeFor(g, s, legal, p, Game::cardsOf(s, p, Ore) < 3 ? Ore : Grain))
        if (actionArgA(*a) >= ResourceKinds)
            return a;
    return std::nullopt;
}

std::optional<Action> progressChoice(
    const Game &g, const GameState &s, const ActionList &legal, int p)
{
    const int c = s.progressPlaying - 1;
    if (c == card(PC::Inventor))
        return bestOf(legal, ActionType::ProgressChoice,
            [&](Action x) { return inventorGain(g, s, p, actionArgA(x), actionArgB(x)); });
    auto score = [&](Action x) {
        const int a = actionArgA(x);
        if (a == NoProgressChoice)
            return -1000;
        switch (static_cast<PC>(c)) {
        case PC::Smith: // the active knights first: their strength counts now
            return int(s.knights[idx(p)][idx(Game::knightSlotAt(s, p, a))].flags
                & GameState::KnightActive);
        case PC::Deserter:
            if (s.progressAux == 0) // p loses a knight: the weakest, inactive first
                return -10 * s.knights[idx(p)][idx(Game::knightSlotAt(s, p, a))].strength
                    - (s.knights[idx(p)][idx(Game::knightSlotAt(s, p, a))].flags & 1);
            [[fallthrough]];
        case PC::Diplomat: { // a place beside p's production
            int w = 0;
            if (c == card(PC::Deserter))
                for (auto h : g.topology().cornerHexes(a))
                    if (h != model::BoardTopology::NoId)
                        w += hexWeight(g, s, p, h, false);
            return w;
        }
        case PC::Spy:
            return progressValue(a);
        case PC::MasterMerchant:
            return cardWant(s, p, a);
        default: // Wedding, Commercial Harbor: p gives the card it needs least
            return -cardWant(s, p, a);
        }
    };
    return bestOf(legal, ActionType::ProgressChoice, score);
}

} // namespace

int defenceWanted(const Game &g, const GameState &s, int p)
{
    if (stepsLeft(g, s) > 4 || !exposed(g, s, p))
        return 0;
    int total = 0, weakestOther = -1;
    for (int q = 0; q < g.playerCount(); ++q) {
        const int strength = Game::activeKnightStrength(s, q);
        total += strength;
        if (q != p && exposed(g, s, q) && (weakestOther < 0 || strength < weakestOther))
            weakestOther = strength;
    }
    const int mine = Game::activeKnightStrength(s, p);
    const int shortfall = g.citiesOnBoard(s) - total;
    if (shortfall <= 0)
        return mine; // Catan holds: keep what stands
    // Not the weakest exposed player, with a knight to spare for what the others add before
    // the attack; alone exposed, close the gap (001:L3588–3594).
    return weakestOther < 0 ? mine + shortfall : weakestOther + 2;
}

std::optional<Action> choose(const Game &g, const GameState &s, const ActionList &legal, int p)
{
    switch (s.phase) {
    case Phase::SetupSettlement: { // the second-round city (001:L3291 set-up)
        const board_pips::Hand owned = board_pips::ownedPips(g, s, p);
        return bestOf(legal, ActionType::BuildCity, [&](Action x) {
            const int c = actionArgA(x);
            int v = cityPips(g, s, c) * 10;
            for (int r = 0; r < ResourceKinds; ++r)
                if (pipsNow(g, s, c, r) > 0 && owned[idx(r)] == 0)
                    v += 25;
            return v;
        });
    }
    case Phase::PillageCity: // lose the city that produces least (001:L3590)
        return bestOf(legal, ActionType::PillageCity,
            [&](Action x) { return -cityPips(g, s, actionArgA(x)); });
    case Phase::KnightRetreat:
        return bestOf(legal, ActionType::RetreatKnight, [&](Action x) {
            int w = 0;
            for (auto h : g.topology().cornerHexes(actionArgA(x)))
                if (h != model::BoardTopology::NoId)
                    w += hexWeight(g, s, p, h, false);
            return w;
        });
    case Phase::ProgressDiscard:
        return bestOf(legal, ActionType::DiscardProgressCard,
            [&](Action x) { return -progressValue(actionArgA(x)); });
    case Phase::ChooseProgressDeck: // the deck whose unseen cards are worth most on average
        return bestOf(legal, ActionType::ChooseProgressDeck, [&](Action x) {
            int sum = 0, n = 0;
            for (int c = 0; c < ProgressCardKinds; ++c)
                if (Game::progressDeckOf(c) == actionArgA(x)) {
                    sum += progressValue(c) * s.progressShuffled[idx(c)];
                    n += s.progressShuffled[idx(c)];
                }
            return n ? sum * 10 / n : 0;
        });
    case Phase::ProgressChoice:
        return progressChoice(g, s, legal, p);
    case Phase::CommitKnights: // Nasty: every active knight defends (the most knights)
        return bestOf(legal, ActionType::CommitKnights,
            [](Action x) { return std::popcount(unsigned(actionArgA(x))); });
    case Phase::GoldChoice: // the Aqueduct's free card (001:L3442): the one wanted most
        return bestOf(
            legal, ActionType::ChooseGold, [&](Action x) { return cardWant(s, p, actionArgA(x)); });
    case Phase::Discard: // keep what p needs: the card wanted least goes
        return bestOf(
            legal, ActionType::Discard, [&](Action x) { return -cardWant(s, p, actionArgA(x)); });
    case Phase::Main:
        if (s.commercialHarbor) // Commercial Harbor: offer the resource needed least
            if (auto a = bestOf(legal, ActionType::CommercialTrade,
                    [&](Action x) { return -cardWant(s, p, actionArgB(x)); }))
                if (cardWant(s, p, actionArgB(*a)) < 2)
                    return a;
        if (auto a = mainPhase(g, s, legal, p))
            return a;
        // More than 4 progress cards cannot be kept past the turn (001:L3503): the lowest goes.
        if (!legal.contains(makeAction(ActionType::EndTurn)))
            return bestOf(legal, ActionType::DiscardProgressCard,
                [&](Action x) { return -progressValue(actionArgA(x)); });
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

} // namespace isle::validation::greedy_ck
