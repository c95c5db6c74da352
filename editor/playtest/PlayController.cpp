// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/PlayController.h"

#include "editor/playtest/EventDescriber.h"
#include "editor/playtest/PlaytestNames.h"

#include <tuple>

namespace isle::editor {

using validation::Action;

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

PlayController::PlayController(std::shared_ptr<const validation::Game> game,
    std::vector<std::string> seats, std::uint64_t seed, QObject *parent)
    : QObject(parent)
    , m_game(std::move(game))
    , m_seats(std::move(seats))
    // The same streams as PlaytestRunner::playGame, so an all-bot game equals the batch's.
    , m_chance(model::Rng::deriveSeed(seed, 0))
    , m_botRng(model::Rng::deriveSeed(seed, 1))
    , m_state(m_game->initialState())
{
    m_seats.resize(idx(m_game->playerCount()), std::string(PlaytestNames::HumanSeat));
    for (std::size_t p = 0; p < m_seats.size(); ++p) {
        m_bots.push_back(
            m_seats[p] == PlaytestNames::HumanSeat ? nullptr : validation::makeBot(m_seats[p]));
        if (!m_bots.back())
            m_seats[p] = std::string(PlaytestNames::HumanSeat); // unknown bot names play as humans
        if (m_viewer < 0 && !m_bots.back())
            m_viewer = static_cast<int>(p);
    }
    m_record.scenarioHash = m_game->scenarioHash();
    m_record.players = m_game->playerCount();
    m_record.seed = seed;
    m_record.bots = m_seats;
    m_thinker.setMaxThreadCount(1);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &PlayController::botTick);
    settle();
}

PlayController::~PlayController()
{
    m_thinker.waitForDone(); // the worker uses the bot and posts to this object
}

bool PlayController::isHuman(int seat) const
{
    return seat >= 0 && seat < static_cast<int>(m_bots.size()) && !m_bots[idx(seat)];
}

bool PlayController::awaitsHuman() const
{
    return !m_game->isTerminal(m_state) && !m_game->isChanceNode(m_state)
        && isHuman(currentPlayer());
}

bool PlayController::perform(Action action)
{
    if (!awaitsHuman() || !m_legal.contains(action))
        return false;
    applyAndLog(action);
    settle();
    return true;
}

void PlayController::setBotDelay(int milliseconds)
{
    m_botDelay = std::max(0, milliseconds);
    if (m_botDelay == 0)
        m_timer.stop();
    else if (!awaitsHuman() && !m_game->isTerminal(m_state))
        m_timer.start(m_botDelay);
}

void PlayController::advanceBots()
{
    if (m_thinking) {
        m_thinker.waitForDone();
        finishBotMove();
    }
    while (!m_game->isTerminal(m_state) && !awaitsHuman()) {
        const int p = currentPlayer();
        m_game->legalActions(m_state, m_legal);
        applyAndLog(m_bots[idx(p)]->chooseAction(*m_game, m_state, m_legal, m_botRng));
        settle();
    }
}

void PlayController::botTick()
{
    if (m_game->isTerminal(m_state) || awaitsHuman() || m_thinking)
        return;
    m_thinking = true;
    // The worker gets its own copies (the state is a flat value); the bot's random stream comes
    // back with the move, so the game is the same as one played without a thread.
    auto job = std::make_shared<std::tuple<std::shared_ptr<const validation::Game>,
        std::shared_ptr<validation::Bot>, validation::GameState, model::Rng>>(
        m_game, m_bots[idx(currentPlayer())], m_state, m_botRng);
    m_thinker.start([this, job] {
        auto &[game, bot, state, rng] = *job;
        auto legal = std::make_unique<validation::ActionList>();
        game->legalActions(state, *legal);
        const Action action = bot->chooseAction(*game, state, *legal, rng);
        {
            std::lock_guard lock(m_moveMutex);
            m_botMove.emplace(action, rng);
        }
        // Safe: the destructor waits for this job, and a queued call dies with its receiver.
        QMetaObject::invokeMethod(this, &PlayController::finishBotMove, Qt::QueuedConnection);
    });
}

void PlayController::finishBotMove()
{
    std::optional<std::pair<Action, model::Rng>> move;
    {
        std::lock_guard lock(m_moveMutex);
        move.swap(m_botMove);
    }
    if (!move)
        return; // advanceBots() applied it already
    m_thinking = false;
    m_botRng = move->second;
    applyAndLog(move->first);
    settle();
}

validation::GameRecord PlayController::record() const
{
    validation::GameRecord record = m_record;
    record.finalStateHash = m_game->settledHash(m_state);
    return record;
}

void PlayController::applyAndLog(Action action)
{
    const validation::GameState before = m_state;
    m_game->apply(m_state, action);
    m_record.actions.push_back(action);
    const QString line = EventDescriber(*m_game, false, m_viewer).describe(before, action, m_state);
    if (!line.isEmpty())
        Q_EMIT eventLogged(line);
}

void PlayController::settle()
{
    while (m_game->isChanceNode(m_state))
        applyAndLog(m_game->sampleChance(m_state, m_chance));
    m_legal.clear();
    if (m_game->isTerminal(m_state)) {
        m_record.finalStateHash = m_game->settledHash(m_state);
        Q_EMIT stateChanged();
        Q_EMIT gameOver(m_state.winner);
        return;
    }
    if (awaitsHuman())
        m_game->legalActions(m_state, m_legal);
    else if (m_botDelay > 0)
        m_timer.start(m_botDelay);
    Q_EMIT stateChanged();
}

} // namespace isle::editor
