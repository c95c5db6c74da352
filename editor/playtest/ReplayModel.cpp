// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/ReplayModel.h"

#include "editor/playtest/EventDescriber.h"

#include <algorithm>

namespace isle::editor {

using validation::GameState;

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

bool isListedChance(const validation::Game &game, const GameState &s, validation::Action a)
{
    validation::ChanceList outcomes;
    game.chanceOutcomes(s, outcomes);
    for (int i = 0; i < outcomes.size(); ++i)
        if (outcomes.action(i) == a)
            return true;
    return false;
}
} // namespace

ReplayModel::ReplayModel(QObject *parent)
    : QObject(parent)
{ }

bool ReplayModel::load(
    std::shared_ptr<const validation::Game> game, validation::GameRecord record, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!game)
        return fail(tr("The map cannot be played by the rules engine."));
    if (record.players != game->playerCount())
        return fail(tr("The game was played by %1 players, the map is compiled for %2.")
                        .arg(record.players)
                        .arg(game->playerCount()));
    if (record.scenarioHash != game->scenarioHash())
        return fail(tr("The game was played on a different map or rules (scenario hash %1, this "
                       "map has %2).")
                        .arg(record.scenarioHash, 16, 16, QLatin1Char('0'))
                        .arg(game->scenarioHash(), 16, 16, QLatin1Char('0')));

    // One pass: check every action, keep snapshots and turn numbers, write the log.
    const EventDescriber describer(*game);
    std::vector<GameState> snapshots;
    std::vector<std::uint16_t> turns;
    QStringList events;
    std::vector<int> eventActions;
    GameState s = game->initialState();
    turns.reserve(record.actions.size() + 1);
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        if (i % SnapshotInterval == 0)
            snapshots.push_back(s);
        turns.push_back(s.turn);
        const validation::Action a = record.actions[i];
        const bool ok = validation::isChanceAction(a)
            ? game->isChanceNode(s) && isListedChance(*game, s, a)
            : !game->isChanceNode(s) && game->isLegal(s, a);
        if (!ok)
            return fail(tr("Action %1 of the game (%2) is not legal in its position.")
                            .arg(i)
                            .arg(QString::fromStdString(game->actionToString(a))));
        const GameState before = s;
        game->apply(s, a);
        const QString line = describer.describe(before, a, s);
        if (!line.isEmpty()) {
            events << line;
            eventActions.push_back(static_cast<int>(i));
        }
    }
    if (record.actions.size() % SnapshotInterval == 0)
        snapshots.push_back(s);
    turns.push_back(s.turn);
    if (record.finalStateHash != 0 && game->settledHash(s) != record.finalStateHash)
        return fail(tr("The replayed game does not end in the recorded final state."));

    m_game = std::move(game);
    m_record = std::move(record);
    m_snapshots = std::move(snapshots);
    m_turnAt = std::move(turns);
    m_events = std::move(events);
    m_eventActions = std::move(eventActions);
    m_position = 0;
    m_state = m_game->initialState();
    Q_EMIT loaded();
    Q_EMIT positionChanged(0);
    return true;
}

GameState ReplayModel::stateAt(int position) const
{
    if (!m_game)
        return {};
    position = std::clamp(position, 0, actionCount());
    const int base = position / SnapshotInterval;
    GameState s = m_snapshots[idx(base)];
    for (int i = base * SnapshotInterval; i < position; ++i)
        m_game->apply(s, m_record.actions[idx(i)]);
    return s;
}

int ReplayModel::turnAt(int position) const
{
    if (m_turnAt.empty())
        return 0;
    return m_turnAt[idx(std::clamp(position, 0, actionCount()))];
}

void ReplayModel::setPosition(int position)
{
    if (!m_game)
        return;
    position = std::clamp(position, 0, actionCount());
    if (position == m_position)
        return;
    if (position == m_position + 1)
        m_game->apply(m_state, m_record.actions[idx(m_position)]); // the common case: play on
    else
        m_state = stateAt(position);
    m_position = position;
    Q_EMIT positionChanged(position);
}

void ReplayModel::stepForward()
{
    setPosition(m_position + 1);
}

void ReplayModel::stepBack()
{
    setPosition(m_position - 1);
}

void ReplayModel::jumpToTurn(int turn)
{
    const auto it = std::lower_bound(
        m_turnAt.begin(), m_turnAt.end(), static_cast<std::uint16_t>(std::max(turn, 0)));
    setPosition(static_cast<int>(it - m_turnAt.begin()));
}

} // namespace isle::editor
