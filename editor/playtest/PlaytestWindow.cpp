// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/PlaytestWindow.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/playtest/BatchPanel.h"
#include "editor/playtest/BatchRunner.h"
#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/PlayController.h"
#include "editor/playtest/PlayPanel.h"
#include "editor/playtest/ReplayPanel.h"
#include "editor/playtest/WindowPlacement.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <limits>

namespace isle::editor {

PlaytestWindow::PlaytestWindow(ScenarioDocument *document, QWidget *parent)
    : PlaytestWindow(document ? document->scenario() : model::Scenario {}, parent)
{
    m_document = document;
    m_followTimer = new QTimer(this);
    m_followTimer->setSingleShot(true);
    m_followTimer->setInterval(400);
    connect(m_followTimer, &QTimer::timeout, this, &PlaytestWindow::follow);
    if (document) {
        connect(document, &ScenarioDocument::scenarioChanged, this, [this] {
            m_stale = true;
            m_followTimer->start();
        });
        // Another file (or a new map): the old map is gone, whatever was running on it.
        connect(document, &ScenarioDocument::documentReset, this, [this] {
            m_followTimer->stop();
            if (isBusy() && m_batch->runner()->isRunning())
                m_batch->runner()->cancel();
            reloadMap(m_document->scenario());
        });
        connect(document, &QObject::destroyed, this, [this] {
            m_staleBar->hide();
            m_stale = false;
        });
    }
}

void PlaytestWindow::setFollowDelay(int milliseconds)
{
    if (m_followTimer)
        m_followTimer->setInterval(milliseconds);
}

bool PlaytestWindow::isBusy() const
{
    if (m_batch->runner()->isRunning())
        return true;
    const PlayController *play = m_play->controller();
    if (!play || play->game().isTerminal(play->state()))
        return false;
    for (int seat = 0; seat < play->game().playerCount(); ++seat)
        if (play->isHuman(seat))
            return true;
    return false;
}

void PlaytestWindow::follow()
{
    if (!m_document || !m_stale)
        return;
    if (!isVisible())
        return; // showEvent() follows when the window is shown again
    if (isBusy()) {
        m_staleBar->show();
        return;
    }
    reloadMap(m_document->scenario());
}

void PlaytestWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_stale || !m_document)
        return;
    if (isBusy())
        m_staleBar->show();
    else
        reloadMap(m_document->scenario());
}

void PlaytestWindow::showBeside(QWidget *editor)
{
    if (editor && !isVisible())
        WindowPlacement::place(this, editor, QSize(1280, 820), 560);
    show();
    raise();
    activateWindow();
}

PlaytestWindow::PlaytestWindow(const model::Scenario &scenario, QWidget *parent)
    : QMainWindow(parent)
    , m_map(scenario)
    , m_games(std::make_unique<CompiledGames>(scenario))
{
    setAttribute(Qt::WA_DeleteOnClose, false);
    resize(1280, 820);
    auto *central = new QWidget(this);
    auto *v = new QVBoxLayout(central);
    m_header = new QLabel(central);
    m_header->setTextFormat(Qt::RichText);
    m_header->setWordWrap(true);
    v->addWidget(m_header);

    m_staleBar = new QWidget(central);
    m_staleBar->setStyleSheet(
        QStringLiteral("QWidget { background: #fff4c8; } QLabel { padding: 4px; }"));
    auto *bar = new QHBoxLayout(m_staleBar);
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addWidget(new QLabel(tr("The map changed in the editor since this window took its copy."),
                       m_staleBar),
        1);
    auto *reload = new QPushButton(tr("Use the Current Map"), m_staleBar);
    bar->addWidget(reload);
    m_staleBar->hide();
    v->addWidget(m_staleBar);
    connect(reload, &QPushButton::clicked, this, [this] {
        if (m_document)
            reloadMap(m_document->scenario());
    });

    // Maps with pools (variable set-up) are played on one dealt board; the seed picks the deal.
    m_dealBar = new QWidget(central);
    auto *deal = new QHBoxLayout(m_dealBar);
    deal->setContentsMargins(0, 0, 0, 0);
    deal->addWidget(new QLabel(tr("Board dealt from the map's pools with seed:"), m_dealBar));
    m_dealSeed = new QSpinBox(m_dealBar);
    m_dealSeed->setRange(0, std::numeric_limits<int>::max());
    m_dealSeed->setValue(1);
    deal->addWidget(m_dealSeed);
    auto *dealButton = new QPushButton(tr("Deal This Board"), m_dealBar);
    dealButton->setToolTip(tr("The same board as islewright-cli generate --seed with this seed"));
    deal->addWidget(dealButton);
    auto *another = new QPushButton(tr("Deal Another Board"), m_dealBar);
    deal->addWidget(another);
    deal->addStretch(1);
    v->addWidget(m_dealBar);
    connect(dealButton, &QPushButton::clicked, this,
        [this] { dealBoard(static_cast<std::uint64_t>(m_dealSeed->value())); });
    connect(another, &QPushButton::clicked, this, [this] {
        m_dealSeed->setValue(m_dealSeed->value() + 1);
        dealBoard(static_cast<std::uint64_t>(m_dealSeed->value()));
    });

    m_tabs = new QTabWidget(central);
    m_tabs->setDocumentMode(true);
    v->addWidget(m_tabs, 1);
    setCentralWidget(central);
    build();
}

PlaytestWindow::~PlaytestWindow() = default;

void PlaytestWindow::build()
{
    const int page = m_tabs->currentIndex();
    while (m_tabs->count() > 0) {
        QWidget *w = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete w;
    }
    const model::Scenario &s = m_games->scenario();
    const QString title = s.title.empty() ? tr("Untitled map") : QString::fromStdString(s.title);
    setWindowTitle(tr("Playtest — %1").arg(title));

    // Tell at once when the engine cannot play this map (Seafarers, Cities & Knights, ...).
    QString error;
    int playable = 0;
    for (int players = m_games->minPlayers(); players <= m_games->maxPlayers(); ++players)
        if (m_games->game(players, players == m_games->minPlayers() ? &error : nullptr))
            ++playable;
    QString header
        = tr("<span style='font-size:14pt; font-weight:600'>%1</span> &nbsp; %2–%3 players · "
             "%4 victory points · the map as it is on screen, saved or not")
              .arg(title.toHtmlEscaped())
              .arg(m_games->minPlayers())
              .arg(m_games->maxPlayers())
              .arg(s.victoryPoints);
    if (!m_games->dealError().isEmpty())
        header += QStringLiteral("<br><span style='color:#b02020'>")
            + tr("The map's pools cannot be dealt into a board: %1")
                  .arg(m_games->dealError().toHtmlEscaped())
            + QStringLiteral("</span>");
    else if (playable == 0)
        header += QStringLiteral("<br><span style='color:#b02020'>")
            + tr("The rules engine cannot play this map: %1").arg(error.toHtmlEscaped())
            + QStringLiteral("</span>");
    m_header->setText(header);
    m_dealBar->setVisible(m_games->dealt());

    m_batch = new BatchPanel(*m_games, m_tabs);
    m_replay = new ReplayPanel(*m_games, m_tabs);
    m_play = new PlayPanel(*m_games, m_tabs);
    // Each page scrolls when the window is narrower than the page wants, so the window can sit
    // beside the editor on a laptop screen (WindowPlacement).
    const auto scrollable = [this](QWidget *content) {
        auto *scroll = new QScrollArea(m_tabs);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(content);
        return scroll;
    };
    m_tabs->addTab(scrollable(m_batch), tr("Batch Statistics"));
    m_tabs->addTab(scrollable(m_replay), tr("Watch a Game"));
    m_tabs->addTab(scrollable(m_play), tr("Play the Map"));
    m_tabs->setCurrentIndex(std::max(page, 0));
    connect(m_batch, &BatchPanel::watchRequested, this,
        [this](int players, std::vector<std::string> bots, std::uint64_t seed) {
            // The watch tab shows the bots playing it (a worker thread), then the game.
            QString message;
            if (m_replay->startNewGame(players, bots, seed, &message))
                showPage(Page::Watch);
            else
                QMessageBox::warning(this, tr("Watch a Game"), message);
        });
}

void PlaytestWindow::showPage(Page page)
{
    m_tabs->setCurrentIndex(static_cast<int>(page));
}

void PlaytestWindow::reloadMap(const model::Scenario &scenario)
{
    if (m_batch->runner()->isRunning()) {
        m_batch->runner()->cancel();
        m_batch->runner()->wait(-1);
    }
    m_map = scenario;
    m_games = std::make_unique<CompiledGames>(
        scenario, static_cast<std::uint64_t>(m_dealSeed->value()));
    m_staleBar->hide();
    m_stale = false;
    build();
}

void PlaytestWindow::dealBoard(std::uint64_t seed)
{
    if (m_batch->runner()->isRunning()) {
        m_batch->runner()->cancel();
        m_batch->runner()->wait(-1);
    }
    const QSignalBlocker block(m_dealSeed);
    m_dealSeed->setValue(static_cast<int>(std::min<std::uint64_t>(seed, INT_MAX)));
    m_games = std::make_unique<CompiledGames>(m_map, seed);
    build();
}

void PlaytestWindow::closeEvent(QCloseEvent *event)
{
    // Closing stops a running batch: nothing keeps computing behind a closed window.
    m_batch->runner()->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace isle::editor
