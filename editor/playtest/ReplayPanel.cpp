// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/ReplayPanel.h"

#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/GameBoardWidget.h"
#include "editor/playtest/JsonFile.h"
#include "editor/playtest/PlayerInfoPanel.h"
#include "editor/playtest/PlaytestNames.h"
#include "editor/playtest/RefusalNote.h"
#include "editor/playtest/ReplayModel.h"
#include "editor/playtest/SeatSetup.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <atomic>

namespace isle::editor {

namespace {
/// Milliseconds per action for the speed slider's steps (slow to fast).
constexpr std::array<int, 9> SpeedSteps {900, 500, 300, 180, 110, 60, 30, 12, 4};
} // namespace

/// A new game being played on the worker thread: everything the worker touches, owned here until
/// the worker has posted its end (finishNewGame).
struct ReplayPanel::NewGameJob
{
    std::shared_ptr<const validation::Game> game;
    std::vector<std::unique_ptr<validation::Bot>> bots;
    std::uint64_t seed = 0;
    std::uint64_t serial = 0; ///< which startNewGame this is (a posted end names its job)
    validation::GameRecord record;
    std::atomic<bool> cancel {false};
    bool finished = false; ///< written by the worker, read after it posted finishNewGame
};

ReplayPanel::ReplayPanel(CompiledGames &games, QWidget *parent)
    : QWidget(parent)
    , m_games(games)
    , m_model(new ReplayModel(this))
{
    auto *outer = new QVBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal, this);

    auto *left = new QGroupBox(tr("Game"), split);
    left->setMaximumWidth(320);
    auto *lv = new QVBoxLayout(left);
    auto *openButton = new QPushButton(tr("Open Game Record…"), left);
    m_save = new QPushButton(tr("Save Game Record…"), left);
    lv->addWidget(openButton);
    lv->addWidget(m_save);
    lv->addSpacing(10);
    lv->addWidget(new QLabel(tr("Or play a new game with bots:"), left));
    m_seats = new SeatSetup(games.minPlayers(), games.maxPlayers(), false, left);
    lv->addWidget(m_seats);
    auto *form = new QFormLayout;
    m_seed = new QSpinBox(left);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    form->addRow(tr("Seed:"), m_seed);
    lv->addLayout(form);
    m_newGame = new QPushButton(tr("Play New Game"), left);
    lv->addWidget(m_newGame);
    m_newGameNote = new QLabel(left);
    m_newGameNote->setWordWrap(true);
    m_newGameNote->hide();
    lv->addWidget(m_newGameNote);
    m_stopNewGame = new QPushButton(tr("Stop"), left);
    m_stopNewGame->setToolTip(tr("Stop the game the bots are playing"));
    m_stopNewGame->hide();
    lv->addWidget(m_stopNewGame);
    m_refusal = new RefusalNote(m_newGame, left);
    lv->addWidget(m_refusal);
    m_refusal->follow(m_games, m_seats);
    lv->addStretch(1);

    m_board = new GameBoardWidget(split);
    m_board->setScenario(games.scenario());

    auto *right = new QWidget(split);
    auto *rv = new QVBoxLayout(right);
    rv->setContentsMargins(0, 0, 0, 0);
    m_players = new PlayerInfoPanel(right);
    rv->addWidget(m_players);
    rv->addWidget(new QLabel(tr("<b>Events</b>"), right));
    m_log = new QListWidget(right);
    m_log->setUniformItemSizes(true);
    rv->addWidget(m_log, 1);
    split->addWidget(left);
    split->addWidget(m_board);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 600, 340});
    outer->addWidget(split, 1);
    outer->addWidget(createControls());

    m_timer.setInterval(SpeedSteps[4]);
    connect(&m_timer, &QTimer::timeout, this, &ReplayPanel::tick);
    connect(m_model, &ReplayModel::positionChanged, this, &ReplayPanel::onPositionChanged);
    connect(m_model, &ReplayModel::loaded, this, &ReplayPanel::onLoaded);
    connect(openButton, &QPushButton::clicked, this, &ReplayPanel::openClicked);
    connect(m_save, &QPushButton::clicked, this, &ReplayPanel::saveClicked);
    connect(m_newGame, &QPushButton::clicked, this, &ReplayPanel::newClicked);
    connect(m_stopNewGame, &QPushButton::clicked, this, &ReplayPanel::stopNewGame);
    m_player.setMaxThreadCount(1);
    connect(m_log, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int row = m_log->row(item);
        setPlaying(false);
        m_model->setPosition(m_model->eventActions()[static_cast<std::size_t>(row)] + 1);
    });
    onLoaded();
}

QWidget *ReplayPanel::createControls()
{
    auto *bar = new QWidget(this);
    auto *h = new QHBoxLayout(bar);
    h->setContentsMargins(0, 0, 0, 0);
    m_back = new QPushButton(style()->standardIcon(QStyle::SP_MediaSeekBackward), QString(), bar);
    m_back->setToolTip(tr("Step back one action"));
    m_play = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("Play"), bar);
    m_forward = new QPushButton(style()->standardIcon(QStyle::SP_MediaSeekForward), QString(), bar);
    m_forward->setToolTip(tr("Step forward one action"));
    m_position = new QSlider(Qt::Horizontal, bar);
    m_position->setToolTip(tr("Position in the game"));
    m_turn = new QSpinBox(bar);
    m_turn->setPrefix(tr("turn "));
    auto *jump = new QPushButton(tr("Jump"), bar);
    m_speed = new QSlider(Qt::Horizontal, bar);
    m_speed->setRange(0, static_cast<int>(SpeedSteps.size()) - 1);
    m_speed->setValue(4);
    m_speed->setMaximumWidth(120);
    m_speed->setToolTip(tr("Playback speed"));
    m_status = new QLabel(bar);
    m_status->setMinimumWidth(180);
    h->addWidget(m_back);
    h->addWidget(m_play);
    h->addWidget(m_forward);
    h->addWidget(m_position, 1);
    h->addWidget(m_status);
    h->addWidget(m_turn);
    h->addWidget(jump);
    h->addWidget(new QLabel(tr("Speed:"), bar));
    h->addWidget(m_speed);

    connect(m_back, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        m_model->stepBack();
    });
    connect(m_forward, &QPushButton::clicked, this, [this] {
        setPlaying(false);
        m_model->stepForward();
    });
    connect(m_play, &QPushButton::clicked, this, [this] { setPlaying(!m_timer.isActive()); });
    connect(m_position, &QSlider::valueChanged, m_model, &ReplayModel::setPosition);
    connect(jump, &QPushButton::clicked, this, [this] { m_model->jumpToTurn(m_turn->value()); });
    connect(m_speed, &QSlider::valueChanged, this,
        [this](int v) { m_timer.setInterval(SpeedSteps[static_cast<std::size_t>(v)]); });
    return bar;
}

ReplayPanel::~ReplayPanel()
{
    stopNewGame();
    m_player.waitForDone(); // the worker uses m_playing and posts to this object
}

bool ReplayPanel::startNewGame(
    int players, const std::vector<std::string> &bots, std::uint64_t gameSeed, QString *error)
{
    if (m_playing) {
        if (error)
            *error = tr("A game is being played; stop it first.");
        return false;
    }
    auto job = std::make_unique<NewGameJob>();
    job->game = m_games.game(players, error);
    if (!job->game)
        return false;
    for (const std::string &name : bots) {
        job->bots.push_back(validation::makeBot(name));
        if (!job->bots.back()) {
            if (error)
                *error = tr("Unknown bot \"%1\".").arg(QString::fromStdString(name));
            return false;
        }
    }
    job->seed = gameSeed;
    job->serial = ++m_newGameSerial;
    m_playing = std::move(job);
    m_newGameNote->setText(tr("The bots are playing game seed %1…").arg(gameSeed));
    setNewGameBusy(true);
    NewGameJob *running = m_playing.get();
    m_player.start([this, running] {
        std::vector<validation::Bot *> seats;
        for (const auto &bot : running->bots)
            seats.push_back(bot.get());
        running->finished = validation::PlaytestRunner::playGame(
            *running->game, seats, running->seed, &running->record, &running->cancel)
                                .has_value();
        QMetaObject::invokeMethod(
            this, [this, serial = running->serial] { finishNewGame(serial); },
            Qt::QueuedConnection);
    });
    return true;
}

bool ReplayPanel::watchNewGame(
    int players, const std::vector<std::string> &bots, std::uint64_t gameSeed, QString *error)
{
    if (!startNewGame(players, bots, gameSeed, error))
        return false;
    m_player.waitForDone();
    finishNewGame(m_newGameSerial); // the posted call then finds nothing to do
    if (!m_model->isLoaded() || m_model->record().seed != gameSeed) {
        if (error)
            *error = tr("The game could not be shown.");
        return false;
    }
    return true;
}

void ReplayPanel::stopNewGame()
{
    if (m_playing)
        m_playing->cancel = true;
}

void ReplayPanel::finishNewGame(std::uint64_t serial)
{
    // Runs once the worker has posted its end (or, from watchNewGame, after waiting for it); an
    // end posted for a job already finished finds another job or none.
    if (!m_playing || m_playing->serial != serial)
        return;
    const std::unique_ptr<NewGameJob> job = std::move(m_playing);
    setNewGameBusy(false);
    if (!job->finished || job->cancel)
        return; // stopped: nothing to show
    QString error;
    if (!m_model->load(job->game, std::move(job->record), &error)) {
        QMessageBox::warning(this, tr("Play New Game"), error);
        return;
    }
    Q_EMIT newGameShown();
}

void ReplayPanel::setNewGameBusy(bool busy)
{
    m_refusal->setRefusal(m_games.refusal(m_seats->players()), busy);
    m_seats->setEnabled(!busy);
    m_seed->setEnabled(!busy);
    m_newGameNote->setVisible(busy);
    m_stopNewGame->setVisible(busy);
}

bool ReplayPanel::openRecord(const QString &path, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QString readError;
    auto record = JsonFile::readAs<validation::GameRecord>(path, &readError);
    if (!record)
        return fail(readError);
    const auto game = m_games.gameForFile(path, record->players, &readError);
    if (!game)
        return fail(readError);
    QString loadError;
    if (!m_model->load(game, std::move(*record), &loadError))
        return fail(tr("%1: %2").arg(path, loadError));
    return true;
}

bool ReplayPanel::saveRecord(const QString &path, QString *error) const
{
    return JsonFile::write(path, m_model->record().toJson(), -1, error);
}

void ReplayPanel::setPlaying(bool playing)
{
    if (playing && m_model->position() >= m_model->actionCount())
        m_model->setPosition(0); // play again from the start
    if (playing && m_model->isLoaded())
        m_timer.start();
    else
        m_timer.stop();
    m_play->setText(m_timer.isActive() ? tr("Pause") : tr("Play"));
    m_play->setIcon(
        style()->standardIcon(m_timer.isActive() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void ReplayPanel::tick()
{
    m_model->stepForward();
    if (m_model->position() >= m_model->actionCount())
        setPlaying(false);
}

void ReplayPanel::onLoaded()
{
    const bool loaded = m_model->isLoaded();
    setPlaying(false);
    m_log->clear();
    if (loaded) {
        m_log->addItems(m_model->events());
        m_board->setGame(m_model->sharedGame());
        QStringList names;
        for (const std::string &bot : m_model->record().bots)
            names << PlaytestNames::bot(bot);
        m_players->setPlayers(names);
    }
    const QSignalBlocker block(m_position);
    m_position->setRange(0, m_model->actionCount());
    m_turn->setRange(0, m_model->lastTurn());
    for (QWidget *w :
        std::initializer_list<QWidget *> {m_play, m_back, m_forward, m_position, m_turn, m_save})
        w->setEnabled(loaded);
    onPositionChanged(m_model->position());
}

void ReplayPanel::onPositionChanged(int position)
{
    {
        const QSignalBlocker block(m_position);
        m_position->setValue(position);
    }
    if (!m_model->isLoaded()) {
        m_board->setState(std::nullopt);
        m_status->setText(tr("No game loaded"));
        return;
    }
    const validation::GameState &s = m_model->state();
    m_board->setState(s);
    m_players->showState(*m_model->game(), s);
    m_status->setText(
        tr("action %1 / %2 · turn %3").arg(position).arg(m_model->actionCount()).arg(s.turn));
    // The log row of the last event at or before this position.
    const auto &actions = m_model->eventActions();
    const auto it = std::lower_bound(actions.begin(), actions.end(), position);
    const int row = static_cast<int>(it - actions.begin()) - 1;
    const QSignalBlocker block(m_log);
    m_log->setCurrentRow(row);
    if (row >= 0)
        m_log->scrollToItem(m_log->item(row));
}

void ReplayPanel::openClicked()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Game Record"), QString(), tr("Game records (*.json)"));
    QString error;
    if (!path.isEmpty() && !openRecord(path, &error))
        QMessageBox::warning(this, tr("Open Game Record"), error);
}

void ReplayPanel::saveClicked()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Game Record"),
        QStringLiteral("game-%1.json").arg(m_model->record().seed), tr("Game records (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveRecord(path, &error))
        QMessageBox::warning(this, tr("Save Game Record"), error);
}

void ReplayPanel::newClicked()
{
    QString error;
    if (!startNewGame(m_seats->players(), m_seats->seats(),
            static_cast<std::uint64_t>(m_seed->value()), &error))
        QMessageBox::warning(this, tr("Play New Game"), error);
}

} // namespace isle::editor
