// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/PlayPanel.h"

#include "editor/document/DisplayNames.h"
#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/GameBoardWidget.h"
#include "editor/playtest/PlayController.h"
#include "editor/playtest/PlayerInfoPanel.h"
#include "editor/playtest/PlaytestNames.h"
#include "editor/playtest/RefusalNote.h"
#include "editor/playtest/SeatSetup.h"

#include <QComboBox>
#include <QCursor>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <iterator>
#include <limits>

namespace isle::editor {

using validation::Action;
using validation::ActionType;
using validation::Phase;

namespace {
/// Bot pace steps: milliseconds between bot actions.
constexpr int PaceSteps[] = {1500, 1000, 700, 450, 250, 120, 40};
constexpr int PaceCount = static_cast<int>(std::size(PaceSteps));
} // namespace

PlayPanel::PlayPanel(CompiledGames &games, QWidget *parent)
    : QWidget(parent)
    , m_games(games)
{
    auto *layout = new QHBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(createSetup());
    m_board = new GameBoardWidget(split);
    m_board->setScenario(games.scenario());
    split->addWidget(m_board);
    split->addWidget(createMoves());
    split->setStretchFactor(1, 1);
    split->setSizes({250, 600, 360});
    layout->addWidget(split);

    connect(m_board, &GameBoardWidget::cornerPicked, this, [this](int corner) {
        // A corner of an own settlement is a city; any other highlighted corner a settlement.
        const auto &s = m_controller->state();
        const bool city = s.cornerOwner[static_cast<std::size_t>(corner)] >= 0;
        performType(city ? ActionType::BuildCity : ActionType::BuildSettlement, corner);
    });
    connect(m_board, &GameBoardWidget::edgePicked, this, &PlayPanel::pickEdge);
    connect(m_board, &GameBoardWidget::hexPicked, this, [this](int hex) {
        // Robber hexes are land, pirate hexes sea: one hex is never both.
        if (!performType(ActionType::MoveRobber, hex))
            performType(ActionType::MovePirate, hex);
    });
    refresh();
}

PlayPanel::~PlayPanel() = default;

QWidget *PlayPanel::createSetup()
{
    auto *box = new QGroupBox(tr("New game"), this);
    box->setMaximumWidth(320);
    auto *v = new QVBoxLayout(box);
    // This window has controls for the base and Seafarers moves only: with Cities & Knights
    // the bots play every seat, and the window says why.
    const bool citiesKnights = m_games.scenario().uses(model::Product::CitiesAndKnights);
    m_seats = new SeatSetup(m_games.minPlayers(), m_games.maxPlayers(), !citiesKnights, box);
    v->addWidget(m_seats);
    if (citiesKnights) {
        auto *note = new QLabel(tr("Cities & Knights: bots play every seat. This window has no "
                                   "controls yet for knights, city improvements and progress "
                                   "cards."),
            box);
        note->setWordWrap(true);
        v->addWidget(note);
    }
    auto *form = new QFormLayout;
    m_seed = new QSpinBox(box);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    form->addRow(tr("Seed:"), m_seed);
    m_pace = new QSlider(Qt::Horizontal, box);
    m_pace->setRange(0, PaceCount - 1);
    m_pace->setValue(2);
    m_pace->setToolTip(tr("How fast the bots move"));
    form->addRow(tr("Bot pace:"), m_pace);
    v->addLayout(form);
    auto *start = new QPushButton(tr("Start Game"), box);
    v->addWidget(start);
    m_refusal = new RefusalNote(start, box);
    v->addWidget(m_refusal);
    m_refusal->follow(m_games, m_seats);
    v->addStretch(1);
    connect(start, &QPushButton::clicked, this, &PlayPanel::startGame);
    connect(m_pace, &QSlider::valueChanged, this, [this](int step) {
        if (m_controller)
            m_controller->setBotDelay(PaceSteps[step]);
    });
    return box;
}

QWidget *PlayPanel::createMoves()
{
    auto *right = new QWidget(this);
    auto *v = new QVBoxLayout(right);
    v->setContentsMargins(0, 0, 0, 0);
    m_players = new PlayerInfoPanel(right);
    v->addWidget(m_players);

    auto *moves = new QGroupBox(tr("Your move"), right);
    auto *mv = new QVBoxLayout(moves);
    m_prompt = new QLabel(moves);
    m_prompt->setWordWrap(true);
    mv->addWidget(m_prompt);
    m_buttonBox = new QWidget(moves);
    m_buttons = new QGridLayout(m_buttonBox);
    m_buttons->setContentsMargins(0, 0, 0, 0);
    mv->addWidget(m_buttonBox);

    auto *cardRow = new QHBoxLayout;
    m_cards = new QComboBox(moves);
    m_playCard = new QPushButton(tr("Play Card"), moves);
    cardRow->addWidget(m_cards, 1);
    cardRow->addWidget(m_playCard);
    mv->addLayout(cardRow);

    auto *tradeRow = new QHBoxLayout;
    m_give = new QComboBox(moves);
    m_get = new QComboBox(moves);
    m_trade = new QPushButton(tr("Trade"), moves);
    m_trade->setToolTip(
        tr("Trade with the bank at your best rate (4:1, or 3:1 / 2:1 with a harbor)"));
    tradeRow->addWidget(new QLabel(tr("Give"), moves));
    tradeRow->addWidget(m_give, 1);
    tradeRow->addWidget(new QLabel(tr("for"), moves));
    tradeRow->addWidget(m_get, 1);
    tradeRow->addWidget(m_trade);
    mv->addLayout(tradeRow);
    v->addWidget(moves);

    v->addWidget(new QLabel(tr("<b>Events</b>"), right));
    m_log = new QListWidget(right);
    v->addWidget(m_log, 1);

    connect(m_playCard, &QPushButton::clicked, this, [this] {
        if (m_controller && m_cards->currentIndex() >= 0)
            m_controller->perform(m_cards->currentData().toUInt());
    });
    connect(m_give, &QComboBox::currentIndexChanged, this, &PlayPanel::updateTradeButton);
    connect(m_get, &QComboBox::currentIndexChanged, this, &PlayPanel::updateTradeButton);
    connect(m_trade, &QPushButton::clicked, this, [this] {
        if (m_controller)
            m_controller->perform(validation::makeAction(ActionType::MaritimeTrade,
                static_cast<unsigned>(m_give->currentData().toInt()),
                static_cast<unsigned>(m_get->currentData().toInt())));
    });
    return right;
}

bool PlayPanel::startGame()
{
    QString error;
    const auto game = m_games.game(m_seats->players(), &error);
    if (!game) {
        m_prompt->setText(tr("This map cannot be played: %1").arg(error));
        return false;
    }
    m_log->clear();
    m_controller = std::make_unique<PlayController>(
        game, m_seats->seats(), static_cast<std::uint64_t>(m_seed->value()));
    connect(m_controller.get(), &PlayController::eventLogged, this, [this](const QString &line) {
        m_log->addItem(line);
        m_log->scrollToBottom();
    });
    connect(m_controller.get(), &PlayController::stateChanged, this, &PlayPanel::refresh);
    m_controller->setBotDelay(PaceSteps[m_pace->value()]);
    QStringList names;
    for (const std::string &seat : m_controller->seats())
        names << PlaytestNames::bot(seat);
    m_players->setPlayers(names);
    m_board->setGame(game);
    refresh();
    return true;
}

bool PlayPanel::performType(ActionType type, int argument)
{
    if (!m_controller)
        return false;
    for (Action a : m_controller->legalActions())
        if (validation::actionType(a) == type && validation::actionArgA(a) == argument)
            return m_controller->perform(a);
    return false;
}

void PlayPanel::pickEdge(int edge)
{
    if (!m_controller)
        return;
    if (m_shipToMove >= 0) { // second click of a ship move: the free side it sails to
        const Action move = validation::makeAction(
            ActionType::MoveShip, static_cast<unsigned>(m_shipToMove), static_cast<unsigned>(edge));
        m_shipToMove = -1;
        if (!m_controller->perform(move))
            rebuildMoves();
        return;
    }
    // A gift harbor of the Forgotten Tribe (001:L2067): the side picked, and which harbor when
    // the player holds several.
    std::vector<Action> harbors;
    for (Action a : m_controller->legalActions())
        if (validation::actionType(a) == ActionType::PlaceHarbor
            && validation::actionArgA(a) == edge)
            harbors.push_back(a);
    if (harbors.size() == 1) {
        m_controller->perform(harbors.front());
        return;
    }
    if (harbors.size() > 1) {
        QMenu menu(this);
        for (Action a : harbors) {
            const int bit = m_controller->game().giftHarborBit(validation::actionArgB(a));
            const auto type = bit < validation::ResourceKinds
                ? static_cast<model::HarborType>(bit + 1)
                : model::HarborType::Generic;
            QAction *item
                = menu.addAction(tr("Place the %1 Harbor").arg(DisplayNames::harborType(type)));
            connect(item, &QAction::triggered, this, [this, a] { m_controller->perform(a); });
        }
        menu.exec(QCursor::pos());
        return;
    }
    bool road = false, ship = false, moveFrom = false;
    for (Action a : m_controller->legalActions()) {
        if (validation::actionArgA(a) != edge)
            continue;
        road = road || validation::actionType(a) == ActionType::BuildRoad;
        ship = ship || validation::actionType(a) == ActionType::BuildShip;
        moveFrom = moveFrom || validation::actionType(a) == ActionType::MoveShip;
    }
    if (moveFrom) { // an own ship at an open end: show where it may go
        m_shipToMove = edge;
        rebuildMoves();
        return;
    }
    if (road && ship) { // a coast: both pieces fit (Seafarers)
        QMenu menu(this);
        QAction *roadAction = menu.addAction(tr("Build a Road"));
        QAction *shipAction = menu.addAction(tr("Build a Ship"));
        QAction *chosen = menu.exec(QCursor::pos());
        if (chosen == roadAction)
            performType(ActionType::BuildRoad, edge);
        else if (chosen == shipAction)
            performType(ActionType::BuildShip, edge);
        return;
    }
    performType(road ? ActionType::BuildRoad : ActionType::BuildShip, edge);
}

QString PlayPanel::prompt() const
{
    if (!m_controller)
        return tr("Choose who plays each seat and start a game. Humans share this screen.");
    const auto &s = m_controller->state();
    if (m_controller->game().isTerminal(s))
        return s.winner >= 0 ? tr("%1 wins the game.").arg(PlaytestNames::seatLong(s.winner))
                             : tr("The game reached the turn limit without a winner.");
    const int p = m_controller->currentPlayer();
    if (!m_controller->awaitsHuman())
        return tr("%1 (%2) is thinking…")
            .arg(PlaytestNames::seatLong(p),
                PlaytestNames::bot(m_controller->seats()[static_cast<std::size_t>(p)]));
    const QString who = PlaytestNames::seatLong(p);
    const auto offer = validation::cardTerms(s, validation::OfferTerms);
    const auto draft = validation::cardTerms(s, validation::DraftTerms);
    switch (s.phase) {
    case Phase::SetupSettlement:
        return tr("%1: place a start settlement on a highlighted intersection.").arg(who);
    case Phase::SetupRoad:
        return tr("%1: place a road next to it.").arg(who);
    case Phase::PreRoll:
        return tr("%1: roll the dice (or play a development card first).").arg(who);
    case Phase::Main:
        if (m_shipToMove >= 0)
            return tr("%1: click where the ship sails to.").arg(who);
        return tr("%1: build on a highlighted spot, trade, buy or play a card, or end the turn.")
            .arg(who);
    case Phase::Discard:
        return tr("%1: discard %n more card(s).", nullptr,
            s.players[static_cast<std::size_t>(p)].discardOwed)
            .arg(who);
    case Phase::MoveRobber:
        return m_controller->game().seafarers()
            ? tr("%1: move the robber (land) or the pirate (sea) to a highlighted hex.").arg(who)
            : tr("%1: move the robber to a highlighted hex.").arg(who);
    case Phase::GoldChoice:
        if (s.rollPending) // beat the pirate fleet (001:L2255)
            return tr("%1: choose a resource for beating the pirate fleet.").arg(who);
        return tr("%1: choose %n resource(s) for the gold field.", nullptr,
            s.players[static_cast<std::size_t>(p)].goldOwed)
            .arg(who);
    case Phase::ChooseVictim:
        if (m_controller->game().rules().pirateIslands) // no robber (001:L2266)
            return tr("%1: take a card from any player.").arg(who);
        return s.clothVictims ? tr("%1: rob a card or take a bolt of cloth.").arg(who)
                              : tr("%1: choose whom to rob.").arg(who);
    case Phase::RoadBuilding:
        return tr("%1: place your free roads.").arg(who);
    case Phase::TradeResponse:
        return tr("%1: %2 offers %3 for %4. Accept, decline or make a counter-offer.")
            .arg(who, PlaytestNames::seat(s.actor), PlaytestNames::tradeCards(offer, -1),
                PlaytestNames::tradeCards(offer, 1));
    case Phase::TradeCompose:
        // The draft is the turn player's change; a counter-offer mirrors it.
        return s.tradeCountering
            ? tr("%1: %2 offers %3 for %4. Your counter-offer: you give %5, you get %6. Add "
                 "cards, then make it.")
                  .arg(who, PlaytestNames::seat(s.actor), PlaytestNames::tradeCards(offer, -1),
                      PlaytestNames::tradeCards(offer, 1), PlaytestNames::tradeCards(draft, 1),
                      PlaytestNames::tradeCards(draft, -1))
            : tr("%1: your offer to the other players — you give %2, you get %3. Add cards, then "
                 "make it.")
                  .arg(who, PlaytestNames::tradeCards(draft, -1),
                      PlaytestNames::tradeCards(draft, 1));
    case Phase::TradeConfirm:
        return tr("%1: trade on the terms of one player, or withdraw the offer.").arg(who);
    case Phase::PlaceHarbor:
        return tr("%1: place the harbor gift on a highlighted coast side beside your settlement.")
            .arg(who);
    default:
        return {};
    }
}

void PlayPanel::addMoveButton(const QString &text, Action action, int row, int column)
{
    auto *button = new QPushButton(text, m_buttonBox);
    connect(button, &QPushButton::clicked, this, [this, action] {
        if (m_controller)
            m_controller->perform(action);
    });
    m_buttons->addWidget(button, row, column);
}

void PlayPanel::rebuildMoves()
{
    while (QLayoutItem *item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_cards->clear();
    const QSignalBlocker blockGive(m_give), blockGet(m_get);
    m_give->clear();
    m_get->clear();
    std::vector<int> corners, edges, hexes;
    int n = 0;
    auto next = [&n](int columns) {
        const std::pair<int, int> cell(n / columns, n % columns);
        ++n;
        return cell;
    };
    if (m_controller) {
        const auto &state = m_controller->state();
        const int me = m_controller->currentPlayer();
        std::array<bool, validation::CardKinds> canGive {}, canGet {};
        for (Action a : m_controller->legalActions()) {
            const int arg = validation::actionArgA(a);
            switch (validation::actionType(a)) {
            case ActionType::BuildSettlement:
            case ActionType::BuildCity:
                corners.push_back(arg);
                break;
            case ActionType::BuildRoad:
            case ActionType::BuildShip:
            case ActionType::PlaceHarbor:
                edges.push_back(arg);
                break;
            case ActionType::MoveShip:
                // Open-end ships first; once one is picked, only the sides it may sail to.
                if (m_shipToMove < 0)
                    edges.push_back(arg);
                else if (arg == m_shipToMove)
                    edges.push_back(validation::actionArgB(a));
                break;
            case ActionType::MoveRobber:
            case ActionType::MovePirate:
                hexes.push_back(arg);
                break;
            case ActionType::ChooseGold: {
                auto [r, c] = next(2);
                addMoveButton(tr("Take %1").arg(PlaytestNames::resource(arg)), a, r, c);
                break;
            }
            case ActionType::RollDice: {
                auto [r, c] = next(2);
                addMoveButton(tr("Roll Dice"), a, r, c);
                break;
            }
            case ActionType::EndTurn: {
                auto [r, c] = next(2);
                addMoveButton(tr("End Turn"), a, r, c);
                break;
            }
            case ActionType::BuyDevCard: {
                auto [r, c] = next(2);
                addMoveButton(tr("Buy Development Card"), a, r, c);
                break;
            }
            case ActionType::OfferTrade: {
                auto [r, c] = next(2);
                addMoveButton(tr("Offer a Trade"), a, r, c);
                break;
            }
            case ActionType::TradeGive: // gives on the left, asks on the right, a row each
                addMoveButton(tr("Give 1 %1").arg(PlaytestNames::resource(arg)), a, arg, 0);
                n = std::max(n, 2 * (arg + 1));
                break;
            case ActionType::TradeAsk:
                addMoveButton(tr("Ask for 1 %1").arg(PlaytestNames::resource(arg)), a, arg, 1);
                n = std::max(n, 2 * (arg + 1));
                break;
            case ActionType::SendOffer: {
                auto [r, c] = next(2);
                addMoveButton(
                    state.tradeCountering ? tr("Make Counter-Offer") : tr("Make Offer"), a, r, c);
                break;
            }
            case ActionType::CounterOffer: {
                auto [r, c] = next(2);
                addMoveButton(tr("Counter-Offer"), a, r, c);
                break;
            }
            case ActionType::AcceptTrade: {
                auto [r, c] = next(2);
                addMoveButton(tr("Accept Offer"), a, r, c);
                break;
            }
            case ActionType::RejectTrade: {
                auto [r, c] = next(2);
                addMoveButton(tr("Decline Offer"), a, r, c);
                break;
            }
            case ActionType::CancelTrade: {
                auto [r, c] = next(2);
                const bool drafting = state.phase == validation::Phase::TradeCompose;
                addMoveButton(!drafting         ? tr("Withdraw Offer")
                        : state.tradeCountering ? tr("Drop Counter-Offer (decline)")
                                                : tr("Drop Offer"),
                    a, r, c);
                break;
            }
            case ActionType::ConfirmTrade: {
                // Terms are the turn player's change (−n given, +n received).
                const auto terms = validation::cardTerms(state, arg);
                auto [r, c] = next(1);
                addMoveButton(
                    tr("Trade with %1: give %2, get %3")
                        .arg(PlaytestNames::seat(arg), PlaytestNames::tradeCards(terms, -1),
                            PlaytestNames::tradeCards(terms, 1)),
                    a, r, c);
                break;
            }
            case ActionType::Discard: {
                auto [r, c] = next(2);
                addMoveButton(tr("Discard %1 (%2 in hand)")
                                  .arg(PlaytestNames::resource(arg))
                                  .arg(state.players[static_cast<std::size_t>(me)]
                                           .resources[static_cast<std::size_t>(arg)]),
                    a, r, c);
                break;
            }
            case ActionType::ChooseVictim: {
                auto [r, c] = next(2);
                addMoveButton(tr("Rob %1").arg(PlaytestNames::seat(arg)), a, r, c);
                break;
            }
            case ActionType::AttackFortress: { // ends the turn (001:L2270–2278)
                auto [r, c] = next(2);
                addMoveButton(tr("Attack the Pirate Fortress"), a, r, c);
                break;
            }
            case ActionType::ClaimWonder: { // a ship onto the card (001:L2362)
                auto [r, c] = next(2);
                addMoveButton(
                    tr("Start the %1")
                        .arg(QString::fromStdString(m_controller->game().wonderCard(arg).name)),
                    a, r, c);
                break;
            }
            case ActionType::BuildWonderLevel: { // 001:L2363–2365
                const auto &game = m_controller->game();
                auto [r, c] = next(2);
                addMoveButton(tr("Build Level %1 of the %2")
                                  .arg(game.wonderLevel(state, me) + 1)
                                  .arg(QString::fromStdString(
                                      game.wonderCard(game.wonderOf(state, me)).name)),
                    a, r, c);
                break;
            }
            case ActionType::StealCloth: {
                auto [r, c] = next(2);
                addMoveButton(
                    tr("Take a bolt of cloth from %1").arg(PlaytestNames::seat(arg)), a, r, c);
                break;
            }
            case ActionType::PlayKnight:
                m_cards->addItem(tr("Knight"), a);
                break;
            case ActionType::PlayRoadBuilding:
                m_cards->addItem(tr("Road Building"), a);
                break;
            case ActionType::PlayYearOfPlenty:
                m_cards->addItem(tr("Year of Plenty: %1 + %2")
                                     .arg(PlaytestNames::resource(arg),
                                         PlaytestNames::resource(validation::actionArgB(a))),
                    a);
                break;
            case ActionType::PlayMonopoly:
                m_cards->addItem(tr("Monopoly on %1").arg(PlaytestNames::resource(arg)), a);
                break;
            case ActionType::MaritimeTrade:
                canGive[static_cast<std::size_t>(arg)] = true;
                canGet[static_cast<std::size_t>(validation::actionArgB(a))] = true;
                break;
            default:
                break;
            }
        }
        // With Cities & Knights commodities trade with the bank too, at their own rates.
        const auto &game = m_controller->game();
        for (int r = 0; r < validation::CardKinds; ++r) {
            const int rate = game.citiesKnights() ? game.cardRate(state, me, r)
                                                  : game.maritimeRate(state, me, r);
            if (canGive[static_cast<std::size_t>(r)])
                m_give->addItem(
                    tr("%1 %2 (%3:1)").arg(rate).arg(PlaytestNames::resource(r)).arg(rate), r);
            if (canGet[static_cast<std::size_t>(r)])
                m_get->addItem(tr("1 %1").arg(PlaytestNames::resource(r)), r);
        }
    }
    if (m_shipToMove >= 0) {
        // Moving a ship: only its targets, and a way back.
        corners.clear();
        hexes.clear();
        auto *cancel = new QPushButton(tr("Cancel Ship Move"), m_buttonBox);
        connect(cancel, &QPushButton::clicked, this, [this] {
            m_shipToMove = -1;
            m_prompt->setText(prompt());
            rebuildMoves();
        });
        auto [r, c] = next(2);
        m_buttons->addWidget(cancel, r, c);
    }
    std::sort(edges.begin(), edges.end());
    edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
    m_board->setHighlights(std::move(corners), std::move(edges), std::move(hexes));
    m_playCard->setEnabled(m_cards->count() > 0);
    m_cards->setEnabled(m_cards->count() > 0);
    if (m_cards->count() == 0)
        m_cards->setPlaceholderText(tr("No development card to play"));
    m_give->setEnabled(m_give->count() > 0);
    m_get->setEnabled(m_get->count() > 0);
    updateTradeButton();
}

void PlayPanel::updateTradeButton()
{
    bool legal = false;
    if (m_controller && m_give->count() > 0 && m_get->count() > 0)
        legal = m_controller->legalActions().contains(validation::makeAction(
            ActionType::MaritimeTrade, static_cast<unsigned>(m_give->currentData().toInt()),
            static_cast<unsigned>(m_get->currentData().toInt())));
    m_trade->setEnabled(legal);
}

void PlayPanel::refresh()
{
    m_shipToMove = -1; // the state changed: a half-made ship move no longer applies
    m_prompt->setText(prompt());
    if (m_controller) {
        const auto &state = m_controller->state();
        m_board->setState(state);
        std::vector<bool> revealed;
        for (int p = 0; p < m_controller->game().playerCount(); ++p)
            revealed.push_back(m_controller->isHuman(p) || m_controller->game().isTerminal(state));
        m_players->showState(m_controller->game(), state, revealed);
    }
    rebuildMoves();
}

} // namespace isle::editor
