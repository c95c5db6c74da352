// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights progress cards: the three decks, drawing on a city gate (001:L3310, L3486)
// or after a tie of defenders (001:L3602), the hand limit of 4 and victory point cards
// (001:L3502–3507), and playing a card; the cards' effects are in ScienceCards, PoliticsCards
// and TradeCards.
#include "validation/engine/Game.h"

#include "validation/engine/rules/RuleKit.h"

#include <algorithm>

namespace isle::validation {

using namespace rules;

namespace {

constexpr int Science = Game::ScienceArea, Politics = Game::PoliticsArea, Trade = Game::TradeArea;
constexpr int FirstPolitics = static_cast<int>(ProgressCard::Bishop);
constexpr int FirstTrade = static_cast<int>(ProgressCard::CommercialHarbor);

/// Copies of each card (RULES-DIGEST §5.14, 001:L3699–3955).
constexpr std::array<std::uint8_t, ProgressCardKinds> Copies {2, 2, 1, 2, 2, 2, 2, 1, 2,
    2, // science
    2, 1, 2, 2, 2, 2, 3, 2, 2, // politics
    2, 2, 6, 2, 4, 2}; // trade

bool isVictoryPointCard(int card)
{
    return card == static_cast<int>(ProgressCard::Printer)
        || card == static_cast<int>(ProgressCard::Constitution);
}

} // namespace

int Game::progressDeckOf(int card)
{
    return card < FirstPolitics ? Science : card < FirstTrade ? Politics : Trade;
}

int Game::progressCopies(int card)
{
    return Copies[idx(card)];
}

Game::Refusal Game::compileNumberedHexes(const CompileContext &)
{
    // The Inventor moves number tokens (001:L3731), so a C&K state holds each numbered hex's
    // token; the board's numbered hexes are listed once here.
    m_hexNumbered.assign(idx(m_topology.hexCount()), -1);
    if (!m_rules.citiesKnights)
        return std::nullopt;
    for (int h = 0; h < m_topology.hexCount(); ++h)
        if (m_hexToken[idx(h)] && m_hexResource[idx(h)] >= 0) {
            if (static_cast<int>(m_numberedHexes.size()) == MaxNumberedHexes)
                return refusal("board-too-large",
                    {"numbered hexes", num(m_numberedHexes.size() + 1), num(MaxNumberedHexes)},
                    "the board is too large for the engine: Cities & Knights plays at most "
                        + num(MaxNumberedHexes) + " numbered hexes");
            m_hexNumbered[idx(h)] = static_cast<std::int8_t>(m_numberedHexes.size());
            m_numberedHexes.push_back(static_cast<std::int16_t>(h));
        }
    return std::nullopt;
}

void Game::startProgressDraws(GameState &s, int deck, int players) const
{
    s.progressDrawDeck = u8(deck);
    s.progressDraws = u8(players);
    nextProgressDraw(s);
}

void Game::nextProgressDraw(GameState &s) const
{
    // Draws go in turn order from the roller (001:L3312); a deck with no card left gives none.
    const int deck = s.progressDrawDeck;
    int left = s.progressUnderCount[idx(deck)];
    for (int card = 0; card < ProgressCardKinds; ++card)
        if (progressDeckOf(card) == deck)
            left += s.progressShuffled[idx(card)];
    for (int i = 0; i < m_rules.players && s.progressDraws; ++i) {
        const int p = (s.turnPlayer + i) % m_rules.players;
        if (!(s.progressDraws >> p & 1))
            continue;
        s.progressDraws = u8(s.progressDraws & ~(1 << p));
        if (left == 0)
            continue;
        s.progressDrawer = u8(p);
        s.phase = Phase::ChanceProgressCard;
        return;
    }
    s.progressDraws = 0;
    if (s.progressChoosers) {
        s.phase = Phase::ChooseProgressDeck; // the next tied defender (Barbarians)
        return;
    }
    if (s.rollPending) {
        s.rollPending = 0;
        resolveRoll(s); // production comes after the draws (001:L3300–3304)
    }
}

void Game::progressChanceOutcomes(const GameState &s, ChanceList &out) const
{
    // The shuffled part first; then the cards put under, in the order they went (001:L3505).
    const int deck = s.progressDrawDeck;
    bool shuffled = false;
    for (int card = 0; card < ProgressCardKinds; ++card)
        if (progressDeckOf(card) == deck && s.progressShuffled[idx(card)]) {
            out.push(makeAction(ActionType::ProgressCardOutcome, unsigned(card)),
                s.progressShuffled[idx(card)]);
            shuffled = true;
        }
    if (!shuffled && s.progressUnderCount[idx(deck)])
        out.push(makeAction(ActionType::ProgressCardOutcome, s.progressUnder[idx(deck)][0]), 1);
}

void Game::legalProgressDeck(const GameState &s, ActionList &out) const
{
    const int p = currentPlayer(s);
    if (s.phase == Phase::ChooseProgressDeck) {
        for (int deck = 0; deck < ImprovementAreas; ++deck)
            out.push(makeAction(ActionType::ChooseProgressDeck, unsigned(deck)));
        return;
    }
    // ProgressDiscard, or the end of one's own turn with more than 4 (Turn): any card in hand.
    for (int card = 0; card < ProgressCardKinds; ++card)
        if (s.progressHand[idx(p)][idx(card)])
            out.push(makeAction(ActionType::DiscardProgressCard, unsigned(card)));
}

void Game::takeCardFrom(GameState &s, int from, int to, int card) const
{
    gainCard(s, from, card, -1);
    gainCard(s, to, card, 1);
}

void Game::applyProgressDeck(GameState &s, int p, Action a) const
{
    const int card = actionArgA(a);
    switch (actionType(a)) {
    case ActionType::ProgressCardOutcome: {
        const int deck = progressDeckOf(card);
        if (s.progressShuffled[idx(card)]) {
            s.progressShuffled[idx(card)] = u8(s.progressShuffled[idx(card)] - 1);
        } else {
            auto &under = s.progressUnder[idx(deck)];
            std::rotate(under.begin(), under.begin() + 1, under.end());
            under.back() = 0;
            s.progressUnderCount[idx(deck)] = u8(s.progressUnderCount[idx(deck)] - 1);
        }
        const int drawer = s.progressDrawer;
        if (isVictoryPointCard(card)) {
            // Played face up at once, even off one's turn; never in the hand (001:L3502).
            s.ck[idx(drawer)].points = u8(s.ck[idx(drawer)].points + 1);
        } else {
            s.progressHand[idx(drawer)][idx(card)] = u8(s.progressHand[idx(drawer)][idx(card)] + 1);
            s.ck[idx(drawer)].progressCount = u8(s.ck[idx(drawer)].progressCount + 1);
            // A fifth card off one's turn: one goes back under its deck (001:L3503).
            if (drawer != s.turnPlayer && progressInHand(s, drawer) > ProgressHandLimit) {
                s.phase = Phase::ProgressDiscard;
                return;
            }
        }
        nextProgressDraw(s);
        return;
    }
    case ActionType::DiscardProgressCard: {
        s.progressHand[idx(p)][idx(card)] = u8(s.progressHand[idx(p)][idx(card)] - 1);
        s.ck[idx(p)].progressCount = u8(s.ck[idx(p)].progressCount - 1);
        const int deck = progressDeckOf(card);
        s.progressUnder[idx(deck)][s.progressUnderCount[idx(deck)]] = u8(card);
        s.progressUnderCount[idx(deck)] = u8(s.progressUnderCount[idx(deck)] + 1);
        if (s.phase == Phase::ProgressDiscard)
            nextProgressDraw(s);
        return;
    }
    case ActionType::ChooseProgressDeck:
        s.progressChoosers = u8(s.progressChoosers & ~(1 << p));
        startProgressDraws(s, card, 1 << p);
        return;
    default:
        return;
    }
}

void Game::legalProgressCards(const GameState &s, ActionList &out) const
{
    // Any number of cards a turn, after the roll; only the Alchemist before it (001:L3500).
    // With 5–6 players, player 2 of a paired turn plays them too (001:L4160–4174).
    const int p = s.actor;
    for (int card = 0; card < ProgressCardKinds; ++card) {
        if (!s.progressHand[idx(p)][idx(card)])
            continue;
        const bool alchemist = card == static_cast<int>(ProgressCard::Alchemist);
        if (alchemist != (s.phase == Phase::PreRoll))
            continue;
        switch (progressDeckOf(card)) {
        case Science:
            legalScienceCard(s, card, out);
            break;
        case Politics:
            legalPoliticsCard(s, card, out);
            break;
        default:
            legalTradeCard(s, card, out);
            break;
        }
    }
}

void Game::applyPlayProgress(GameState &s, int p, Action a) const
{
    const int card = actionArgA(a);
    // The card goes under its deck once played (001:L3505).
    s.progressHand[idx(p)][idx(card)] = u8(s.progressHand[idx(p)][idx(card)] - 1);
    s.ck[idx(p)].progressCount = u8(s.ck[idx(p)].progressCount - 1);
    const int deck = progressDeckOf(card);
    s.progressUnder[idx(deck)][s.progressUnderCount[idx(deck)]] = u8(card);
    s.progressUnderCount[idx(deck)] = u8(s.progressUnderCount[idx(deck)] + 1);
    s.progressPlaying = u8(card + 1);
    switch (deck) {
    case Science:
        playScienceCard(s, p, card, actionArgB(a));
        break;
    case Politics:
        playPoliticsCard(s, p, card, actionArgB(a));
        break;
    default:
        playTradeCard(s, p, card, actionArgB(a));
        break;
    }
}

void Game::legalProgressChoice(const GameState &s, ActionList &out) const
{
    switch (progressDeckOf(s.progressPlaying - 1)) {
    case Science:
        legalScienceChoice(s, out);
        break;
    case Politics:
        legalPoliticsChoice(s, out);
        break;
    default:
        legalTradeChoice(s, out);
        break;
    }
}

void Game::applyProgressChoice(GameState &s, int p, Action a) const
{
    switch (progressDeckOf(s.progressPlaying - 1)) {
    case Science:
        applyScienceChoice(s, p, a);
        break;
    case Politics:
        applyPoliticsChoice(s, p, a);
        break;
    default:
        applyTradeChoice(s, p, a);
        break;
    }
}

void Game::finishProgressCard(GameState &s) const
{
    s.progressPlaying = 0;
    s.progressCount = 0;
    s.progressTarget = 0;
    s.progressAux = 0;
    s.progressActor = 0;
    s.phase = s.rolled ? Phase::Main : Phase::PreRoll;
}

void Game::endTurnProgress(GameState &s) const
{
    // Effects that last for the rest of the turn (Crane, Merchant Fleet, Commercial Harbor).
    s.crane = 0;
    s.merchantFleet = 0;
    s.commercialHarbor = 0;
}

int Game::merchantResource(const GameState &s, int player) const
{
    if (!m_rules.citiesKnights || s.merchantOwner != player || s.merchantHex < 0)
        return -1;
    return m_hexResource[idx(s.merchantHex)];
}

} // namespace isle::validation
