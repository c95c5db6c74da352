// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/EventDescriber.h"

#include "editor/document/DisplayNames.h"
#include "editor/playtest/PlaytestNames.h"

#include <QStringList>

#include <bit>

namespace isle::editor {

using validation::Action;
using validation::ActionType;
using validation::GameState;

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

EventDescriber::EventDescriber(const validation::Game &game, bool revealHidden, int viewer)
    : m_game(game)
    , m_reveal(revealHidden)
    , m_viewer(viewer)
{ }

QString EventDescriber::hexName(const GameState &s, int hex) const
{
    if (hex < 0 || hex >= m_game.topology().hexCount())
        return tr("off the board");
    const model::HexCoord coord = m_game.topology().hex(hex);
    const QString where = tr("(%1, %2)").arg(coord.q).arg(coord.r);
    // What the hex shows in this game: fog hexes as they were discovered.
    const int resource = m_game.resourceNow(s, hex);
    const int token = m_game.tokenNow(s, hex);
    if (resource >= 0 && token > 0)
        return tr("the %1 %2 hex at %3").arg(token).arg(PlaytestNames::resource(resource), where);
    if (m_game.terrainNow(s, hex) == model::index(model::Terrain::Gold) && token > 0)
        return tr("the %1 gold field at %2").arg(token).arg(where);
    if (m_game.isLandNow(s, hex))
        return tr("the barren hex at %1").arg(where);
    return tr("the sea at %1").arg(where);
}

QString EventDescriber::resourceDelta(
    const GameState &before, const GameState &after, int player) const
{
    QStringList parts;
    for (int r = 0; r < validation::ResourceKinds; ++r) {
        const int delta = after.players[idx(player)].resources[idx(r)]
            - before.players[idx(player)].resources[idx(r)];
        if (delta > 0)
            parts << PlaytestNames::resourceAmount(delta, r);
    }
    // Cities & Knights: commodities (validation::CardKinds after the resources).
    for (int k = 0; k < validation::CommodityKinds; ++k) {
        const int delta = after.ck[idx(player)].commodities[idx(k)]
            - before.ck[idx(player)].commodities[idx(k)];
        if (delta > 0)
            parts << PlaytestNames::resourceAmount(delta, validation::ResourceKinds + k);
    }
    // Cloth for Catan: bolts of cloth from the villages (001:L2133).
    const int cloth = after.players[idx(player)].cloth - before.players[idx(player)].cloth;
    if (cloth > 0)
        parts << tr("%n bolt(s) of cloth", nullptr, cloth);
    return parts.join(tr(", "));
}

QString EventDescriber::improvementArea(int area)
{
    switch (area) {
    case validation::Game::TradeArea:
        return tr("trade");
    case validation::Game::PoliticsArea:
        return tr("politics");
    default:
        return tr("science");
    }
}

QString EventDescriber::citiesKnightsRoll(
    const GameState &before, Action action, const GameState &after) const
{
    // DiceOutcome b = the red die + 8 × the event face (validation/engine/Action.h).
    const int sum = validation::actionArgA(action), b = validation::actionArgB(action);
    const int face = b >> 3;
    QString event;
    switch (static_cast<validation::EventFace>(face)) {
    case validation::EventFace::Ship:
        event = tr("the barbarian ship");
        break;
    case validation::EventFace::Trade:
        event = tr("the yellow city gate");
        break;
    case validation::EventFace::Politics:
        event = tr("the blue city gate");
        break;
    case validation::EventFace::Science:
        event = tr("the green city gate");
        break;
    case validation::EventFace::NotRolled:
        event = tr("no event die (Easy Start)");
        break;
    }
    QString text = tr("%1 rolls %2 (red %3) and %4")
                       .arg(PlaytestNames::seat(before.turnPlayer))
                       .arg(sum)
                       .arg(b & 7)
                       .arg(event);
    if (after.phase == validation::Phase::CommitKnights) // Nasty (001:L3672)
        return tr("%1: the barbarians land, and each player commits knights").arg(text);
    if (after.barbarianAttacks > before.barbarianAttacks)
        text = tr("%1: the barbarians attack").arg(text);
    if (after.phase == validation::Phase::PillageCity)
        return tr("%1 and win").arg(text);
    if (sum == 7)
        return tr("%1; a 7").arg(text);
    return tr("%1; %2").arg(text, productionText(before, after));
}

QString EventDescriber::productionText(const GameState &before, const GameState &after) const
{
    QStringList gains;
    for (int p = 0; p < m_game.playerCount(); ++p) {
        const QString got = resourceDelta(before, after, p);
        if (!got.isEmpty())
            gains << tr("%1 gets %2").arg(PlaytestNames::seat(p), got);
    }
    if (gains.isEmpty())
        return tr("nobody produces");
    return gains.join(tr("; "));
}

QString EventDescriber::aftermath(const GameState &before, const GameState &after) const
{
    QStringList parts;
    if (after.longestRoadHolder != before.longestRoadHolder && after.longestRoadHolder >= 0)
        parts << tr("%1 takes the Longest Road").arg(PlaytestNames::seat(after.longestRoadHolder));
    if (after.giftsTaken != before.giftsTaken) // a ship reached a gift (001:L2055–2067)
        parts << tr("%1 takes %n gift(s) of the Forgotten Tribe", nullptr,
            std::popcount(after.giftsTaken & ~before.giftsTaken))
                     .arg(PlaytestNames::seat(after.giftPlayer));
    if (after.largestArmyHolder != before.largestArmyHolder && after.largestArmyHolder >= 0)
        parts << tr("%1 takes the Largest Army").arg(PlaytestNames::seat(after.largestArmyHolder));
    // Cloth for Catan: a shipping route reached a village (001:L2131–2133).
    for (int k = 0; k < m_game.villageCount(); ++k) {
        const int opened = after.villageLinks[idx(k)] & ~before.villageLinks[idx(k)];
        for (int p = 0; p < m_game.playerCount(); ++p)
            if (opened & 1 << p)
                parts << tr("%1 opens trade relations with the village %2")
                             .arg(PlaytestNames::seat(p))
                             .arg(m_game.villageNumber(k));
    }
    if (after.phase == validation::Phase::GameOver && before.phase != validation::Phase::GameOver) {
        const bool villagesEmpty = m_game.villageCount() > 0 && !after.stalled
            && m_game.villagesWithCloth(after) <= 3; // 001:L2163
        if (villagesEmpty)
            parts << tr("3 or fewer villages have cloth left: the game ends");
        const int level
            = after.winner >= 0 ? m_game.wonderLevel(after, after.winner) : 0; // 001:L2375–2379
        if (after.winner >= 0 && m_game.rules().wonders && level == validation::Game::WonderLevels)
            parts << tr("%1 finishes the %2 and wins")
                         .arg(PlaytestNames::seat(after.winner))
                         .arg(QString::fromStdString(
                             m_game.wonderCard(m_game.wonderOf(after, after.winner)).name));
        else if (after.winner >= 0 && m_game.rules().wonders)
            parts << tr("%1 wins with %2 points and the highest wonder level, %3")
                         .arg(PlaytestNames::seat(after.winner))
                         .arg(m_game.victoryPoints(after, after.winner))
                         .arg(level);
        else if (after.winner >= 0)
            parts << tr("%1 wins with %2 points")
                         .arg(PlaytestNames::seat(after.winner))
                         .arg(m_game.victoryPoints(after, after.winner));
        else if (villagesEmpty)
            parts << tr("a tie in points and cloth: nobody wins");
        else
            parts << tr("the turn limit ends the game without a winner");
    }
    return parts.join(tr("; "));
}

QString EventDescriber::describe(
    const GameState &before, Action action, const GameState &after) const
{
    // A gift card of the Forgotten Tribe goes to the gift's taker, not necessarily the actor.
    const int actor = !validation::isChanceAction(action) ? m_game.currentPlayer(before)
        : before.giftCardsOwed                            ? before.giftPlayer
                                                          : before.actor;
    const QString who = PlaytestNames::seat(actor);
    const int a = validation::actionArgA(action);
    QString text;
    switch (validation::actionType(action)) {
    case ActionType::RollDice:
    case ActionType::EndTurn:
        break;
    case ActionType::DiceOutcome: {
        const QString roller = PlaytestNames::seat(before.turnPlayer);
        if (m_game.rules().pirateIslands) {
            // The lower die sails the pirate fleet first (001:L2245).
            const int low = validation::actionArgB(action);
            text = after.pirateHex >= 0
                ? tr("%1 rolls %2 (lower die %3): the pirate fleet sails to %4")
                      .arg(roller)
                      .arg(a)
                      .arg(low)
                      .arg(hexName(after, after.pirateHex))
                : tr("%1 rolls %2").arg(roller).arg(a);
            if (after.phase == validation::Phase::Main)
                text = tr("%1; %2").arg(text, productionText(before, after));
            break;
        }
        if (m_game.citiesKnights()) {
            text = citiesKnightsRoll(before, action, after);
            break;
        }
        if (a == 7)
            text = tr("%1 rolls 7: the robber moves").arg(roller);
        else
            text = tr("%1 rolls %2; %3").arg(roller).arg(a).arg(productionText(before, after));
        break;
    }
    case ActionType::BuildSettlement:
        text = tr("%1 builds a settlement").arg(who);
        break;
    case ActionType::BuildKnight:
        text = tr("%1 hires a knight").arg(who);
        break;
    case ActionType::ActivateKnight:
        text = tr("%1 activates a knight").arg(who);
        break;
    case ActionType::PromoteKnight:
        text = tr("%1 promotes a knight").arg(who);
        break;
    case ActionType::MoveKnight:
        text = tr("%1 moves a knight").arg(who);
        break;
    case ActionType::DisplaceKnight:
        text
            = tr("%1 displaces a knight of %2")
                  .arg(who,
                      PlaytestNames::seat(before.cornerOwner[idx(validation::actionArgB(action))]));
        break;
    case ActionType::RetreatKnight:
        text = tr("%1 moves the displaced knight away").arg(who);
        break;
    case ActionType::ChaseRobber:
        text = validation::actionArgB(action)
            ? tr("%1 chases the pirate away with a knight").arg(who)
            : tr("%1 chases the robber away with a knight").arg(who);
        break;
    case ActionType::BuildCityWall:
        text = tr("%1 builds a city wall").arg(who);
        break;
    case ActionType::BuyImprovement:
        text = validation::actionArgB(action) > 0
            ? tr("%1 buys a %2 improvement (level %3) and takes its metropolis")
                  .arg(who, improvementArea(a))
                  .arg(after.ck[idx(actor)].improvements[idx(a)])
            : tr("%1 buys a %2 improvement (level %3)")
                  .arg(who, improvementArea(a))
                  .arg(after.ck[idx(actor)].improvements[idx(a)]);
        break;
    case ActionType::PlayProgressCard:
        text = tr("%1 plays %2").arg(who, PlaytestNames::progressCard(a));
        break;
    case ActionType::ProgressCardOutcome:
        text = visibleTo(before.progressDrawer)
            ? tr("%1 draws %2")
                  .arg(PlaytestNames::seat(before.progressDrawer), PlaytestNames::progressCard(a))
            : tr("%1 draws a progress card").arg(PlaytestNames::seat(before.progressDrawer));
        if (after.phase == validation::Phase::Main && before.rollPending && !after.rollPending)
            text = tr("%1; %2").arg(text, productionText(before, after));
        break;
    case ActionType::DiscardProgressCard:
        text = tr("%1 puts a progress card back under its deck").arg(who);
        break;
    case ActionType::ChooseProgressDeck:
        text = tr("%1 chooses a %2 progress card").arg(who, improvementArea(a));
        break;
    case ActionType::ProgressChoice:
        break; // the card's effect shows in the aftermath and the next lines
    case ActionType::CommercialTrade:
        text = tr("%1 offers %2 to %3 (Commercial Harbor)")
                   .arg(who, PlaytestNames::resourceAmount(1, validation::actionArgB(action)),
                       PlaytestNames::seat(a));
        break;
    case ActionType::CommitKnights: {
        // Nasty: the committed knights' strength (001:L3672–3676).
        int strength = 0;
        const auto &knights = before.knights[idx(actor)];
        for (std::size_t k = 0; k < knights.size(); ++k)
            if (a >> k & 1)
                strength += knights[k].strength;
        text
            = tr("%1 commits knights of strength %2 against the barbarians").arg(who).arg(strength);
        if (after.barbarianAttacks > before.barbarianAttacks)
            text = after.phase == validation::Phase::PillageCity
                ? tr("%1; the barbarians attack and win").arg(text)
                : before.lastRoll == 7
                ? tr("%1; the barbarians attack; a 7").arg(text)
                : tr("%1; the barbarians attack; %2").arg(text, productionText(before, after));
        break;
    }
    case ActionType::PillageCity:
        text = tr("the barbarians pillage a city of %1").arg(who);
        if (after.phase == validation::Phase::Main)
            text = tr("%1; %2").arg(text, productionText(before, after));
        break;
    case ActionType::BuildCity:
        text = tr("%1 upgrades a settlement to a city").arg(who);
        break;
    case ActionType::BuildRoad:
        text = tr("%1 builds a road").arg(who);
        break;
    case ActionType::BuyDevCard:
        text = tr("%1 buys a development card").arg(who);
        break;
    case ActionType::DevCardOutcome:
        if (visibleTo(actor))
            text = tr("%1 draws %2").arg(who, PlaytestNames::devCard(a));
        break;
    case ActionType::PlaceHarbor: {
        const int bit = m_game.giftHarborBit(validation::actionArgB(action));
        const auto type = bit < validation::ResourceKinds ? static_cast<model::HarborType>(bit + 1)
                                                          : model::HarborType::Generic;
        text = tr("%1 places the %2 harbor").arg(who, DisplayNames::harborType(type));
        break;
    }
    case ActionType::PlayKnight:
        text = m_game.rules().pirateIslands
                && after.warships[idx(actor)] > before.warships[idx(actor)]
            ? tr("%1 plays a Knight: a ship becomes a warship").arg(who)
            : tr("%1 plays a Knight").arg(who);
        break;
    case ActionType::AttackFortress:
        text = tr("%1 attacks the pirate fortress").arg(who);
        break;
    case ActionType::ClaimWonder:
        text = tr("%1 starts the %2").arg(who, QString::fromStdString(m_game.wonderCard(a).name));
        break;
    case ActionType::BuildWonderLevel:
        text = tr("%1 builds level %2 of the %3")
                   .arg(who)
                   .arg(after.wonderLevel[idx(actor)])
                   .arg(QString::fromStdString(
                       m_game.wonderCard(m_game.wonderOf(after, actor)).name));
        break;
    case ActionType::PirateLossOutcome: {
        int loser = -1;
        for (int q = 0; q < m_game.playerCount() && loser < 0; ++q)
            if (after.players[idx(q)].resources[idx(a)] < before.players[idx(q)].resources[idx(a)])
                loser = q;
        if (loser >= 0)
            text = tr("the pirate fleet takes %1 from %2")
                       .arg(PlaytestNames::resourceAmount(1, a), PlaytestNames::seat(loser));
        if (after.phase == validation::Phase::Main)
            text = tr("%1; %2").arg(text, productionText(before, after));
        break;
    }
    case ActionType::FortressDieOutcome: {
        const int attacker = before.actor;
        const int warships = before.warships[idx(attacker)];
        const QString fight
            = tr("the fortress has strength %1 against %n warship(s)", nullptr, warships).arg(a);
        if (after.fortressChits[idx(attacker)] == 0)
            text = tr("%1; %2 captures the fortress").arg(fight, PlaytestNames::seat(attacker));
        else if (warships > a)
            text = tr("%1; %2 takes a chit").arg(fight, PlaytestNames::seat(attacker));
        else
            text = tr("%1; %2 loses %n ship(s)", nullptr, warships < a ? 2 : 1)
                       .arg(fight, PlaytestNames::seat(attacker));
        break;
    }
    case ActionType::PlayRoadBuilding:
        text = tr("%1 plays Road Building").arg(who);
        break;
    case ActionType::PlayYearOfPlenty:
        text = tr("%1 plays Year of Plenty and takes %2")
                   .arg(who, resourceDelta(before, after, actor));
        break;
    case ActionType::PlayMonopoly: {
        const int got = after.players[idx(actor)].resources[idx(a)]
            - before.players[idx(actor)].resources[idx(a)];
        text = tr("%1 plays Monopoly on %2 and collects %3")
                   .arg(who, PlaytestNames::resource(a))
                   .arg(got);
        break;
    }
    case ActionType::MaritimeTrade: {
        const int b = validation::actionArgB(action);
        const int gave = before.players[idx(actor)].resources[idx(a)]
            - after.players[idx(actor)].resources[idx(a)];
        text = tr("%1 trades %2 for %3 with the bank")
                   .arg(who, PlaytestNames::resourceAmount(gave, a),
                       PlaytestNames::resourceAmount(1, b));
        break;
    }
    case ActionType::OfferTrade: // drafting is private: the line comes when it is sent
    case ActionType::TradeGive:
    case ActionType::TradeAsk:
    case ActionType::CounterOffer:
        break;
    case ActionType::SendOffer: {
        // Terms are the turn player's change: −n they give, +n they receive.
        const auto draft = validation::cardTerms(before, validation::DraftTerms);
        text = before.tradeCountering ? tr("%1 counters: %2 for %3")
                                            .arg(who, PlaytestNames::tradeCards(draft, 1),
                                                PlaytestNames::tradeCards(draft, -1))
                                      : tr("%1 offers %2 for %3")
                                            .arg(who, PlaytestNames::tradeCards(draft, -1),
                                                PlaytestNames::tradeCards(draft, 1));
        break;
    }
    case ActionType::AcceptTrade:
        text = tr("%1 accepts the offer").arg(who);
        break;
    case ActionType::RejectTrade:
        text = tr("%1 declines the offer").arg(who);
        break;
    case ActionType::ConfirmTrade: {
        const auto terms = validation::cardTerms(before, a);
        text = tr("%1 gives %2 %3 for %4")
                   .arg(who, PlaytestNames::seat(a), PlaytestNames::tradeCards(terms, -1),
                       PlaytestNames::tradeCards(terms, 1));
        break;
    }
    case ActionType::CancelTrade:
        if (before.phase == validation::Phase::TradeCompose && before.tradeCountering)
            text = tr("%1 declines the offer").arg(who);
        else if (before.phase == validation::Phase::TradeConfirm)
            text = tr("%1 withdraws the offer").arg(who);
        break; // a draft dropped before it was sent was never public
    case ActionType::Discard:
        text = tr("%1 discards %2").arg(who, PlaytestNames::resourceAmount(1, a));
        break;
    case ActionType::MoveRobber:
        text = tr("%1 moves the robber to %2").arg(who, hexName(before, a));
        break;
    case ActionType::ChooseVictim:
        text = tr("%1 robs %2").arg(who, PlaytestNames::seat(a));
        break;
    case ActionType::StealCloth:
        text = tr("%1 takes a bolt of cloth from %2").arg(who, PlaytestNames::seat(a));
        break;
    case ActionType::BuildShip:
        text = tr("%1 builds a ship").arg(who);
        break;
    case ActionType::MoveShip:
        text = tr("%1 moves a ship").arg(who);
        break;
    case ActionType::MovePirate:
        text = tr("%1 moves the pirate to %2").arg(who, hexName(before, a));
        break;
    case ActionType::ChooseGold:
        // Cities & Knights has no gold here: the choice is the Aqueduct's (001:L3442), which may
        // be declined (a = ResourceKinds).
        if (m_game.citiesKnights() && !m_game.seafarers()) {
            text = a < validation::ResourceKinds
                ? tr("%1 takes %2 (Aqueduct)").arg(who, PlaytestNames::resourceAmount(1, a))
                : tr("%1 takes nothing (Aqueduct)").arg(who);
            break;
        }
        if (a >= validation::ResourceKinds) {
            text = tr("%1 takes nothing (Aqueduct)").arg(who);
            break;
        }
        text = before.rollPending // The Pirate Islands: beat the fleet (001:L2255)
            ? tr("%1 beats the pirate fleet and takes %2")
                  .arg(who, PlaytestNames::resourceAmount(1, a))
            : tr("%1 takes %2 from a gold field").arg(who, PlaytestNames::resourceAmount(1, a));
        if (before.rollPending && !after.rollPending) // then the roll produces
            text = tr("%1; %2").arg(text, productionText(before, after));
        break;
    case ActionType::FogHexOutcome:
    case ActionType::FogTokenOutcome: {
        // A discovery (001:L1850–1854): the hex, then its number; the reward comes with the last.
        const int finder = before.fogFinder;
        const int hex = m_game.fogHex(std::countr_zero(before.fogPending));
        const model::HexCoord coord = m_game.topology().hex(hex);
        const QString where = tr("(%1, %2)").arg(coord.q).arg(coord.r);
        if (validation::actionType(action) == ActionType::FogHexOutcome)
            text = tr("%1 discovers %2 at %3")
                       .arg(PlaytestNames::seat(finder),
                           DisplayNames::terrain(static_cast<model::Terrain>(a)), where);
        else
            text = tr("the discovered hex at %1 gets the number %2").arg(where).arg(a);
        const QString reward = resourceDelta(before, after, finder);
        if (!reward.isEmpty())
            text += tr("; %1 gets %2").arg(PlaytestNames::seat(finder), reward);
        break;
    }
    case ActionType::StealOutcome:
        if (visibleTo(before.actor) || visibleTo(before.stealVictim))
            text = tr("%1 steals %2 from %3")
                       .arg(who, PlaytestNames::resourceAmount(1, a),
                           PlaytestNames::seat(before.stealVictim));
        else
            text = tr("%1 steals a card from %2").arg(who, PlaytestNames::seat(before.stealVictim));
        break;
    }
    const QString extra = aftermath(before, after);
    if (extra.isEmpty())
        return text;
    return text.isEmpty() ? extra : tr("%1; %2").arg(text, extra);
}

} // namespace isle::editor
