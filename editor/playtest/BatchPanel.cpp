// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/BatchPanel.h"

#include "editor/playtest/BatchFindings.h"
#include "editor/playtest/BatchRunner.h"
#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/GameBoardWidget.h"
#include "editor/playtest/JsonFile.h"
#include "editor/playtest/LengthHistogram.h"
#include "editor/playtest/ProductionChart.h"
#include "editor/playtest/RefusalNote.h"
#include "editor/playtest/SeatSetup.h"
#include "editor/playtest/WinRateChart.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace isle::editor {

namespace {
QString duration(double seconds)
{
    const auto s = static_cast<long long>(std::llround(std::max(seconds, 0.0)));
    if (s >= 3600)
        return BatchPanel::tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
    if (s >= 60)
        return BatchPanel::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return BatchPanel::tr("%1 s").arg(s);
}
} // namespace

BatchPanel::BatchPanel(CompiledGames &games, QWidget *parent)
    : QWidget(parent)
    , m_games(games)
    , m_runner(new BatchRunner(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(createSettings());
    layout->addWidget(createResults(), 1);
    connect(m_runner, &BatchRunner::progress, this, &BatchPanel::onProgress);
    connect(m_runner, &BatchRunner::finished, this, &BatchPanel::onFinished);
    updateButtons();
}

BatchPanel::~BatchPanel() = default;

QWidget *BatchPanel::createSettings()
{
    auto *box = new QGroupBox(tr("Batch of self-play games"), this);
    box->setMinimumWidth(280);
    box->setMaximumWidth(340);
    auto *v = new QVBoxLayout(box);
    m_seats = new SeatSetup(m_games.minPlayers(), m_games.maxPlayers(), false, box);
    v->addWidget(m_seats);
    auto *form = new QFormLayout;
    m_gameCount = new QSpinBox(box);
    m_gameCount->setRange(1, 10'000'000);
    m_gameCount->setValue(1000);
    m_gameCount->setGroupSeparatorShown(true);
    form->addRow(tr("Games:"), m_gameCount);
    m_threads = new QSpinBox(box);
    m_threads->setRange(1, std::max(1, QThread::idealThreadCount() * 2));
    m_threads->setValue(std::max(1, QThread::idealThreadCount()));
    form->addRow(tr("Threads:"), m_threads);
    m_seed = new QSpinBox(box);
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(1);
    form->addRow(tr("Seed:"), m_seed);
    v->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("Run"), box);
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), box);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    v->addLayout(buttons);
    m_refusal = new RefusalNote(m_run, box);
    v->addWidget(m_refusal);
    m_progress = new QProgressBar(box);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    v->addWidget(m_progress);
    m_status
        = new QLabel(tr("Same seed, same games: results do not depend on the thread count."), box);
    m_status->setWordWrap(true);
    v->addWidget(m_status);

    v->addSpacing(8);
    m_save = new QPushButton(tr("Save Report…"), box);
    m_copy = new QPushButton(tr("Copy Summary"), box);
    auto *openButton = new QPushButton(tr("Open Report…"), box);
    v->addWidget(m_save);
    v->addWidget(openButton);
    v->addWidget(m_copy);
    auto *watchRow = new QHBoxLayout;
    m_watchIndex = new QSpinBox(box);
    m_watchIndex->setPrefix(tr("game "));
    m_watch = new QPushButton(tr("Watch"), box);
    watchRow->addWidget(m_watchIndex, 1);
    watchRow->addWidget(m_watch);
    v->addLayout(watchRow);
    v->addStretch(1);

    connect(m_run, &QPushButton::clicked, this, &BatchPanel::startBatch);
    connect(m_seats, &SeatSetup::changed, this, &BatchPanel::updateButtons);
    connect(m_cancel, &QPushButton::clicked, m_runner, &BatchRunner::cancel);
    connect(m_save, &QPushButton::clicked, this, &BatchPanel::saveAs);
    connect(openButton, &QPushButton::clicked, this, &BatchPanel::open);
    connect(m_copy, &QPushButton::clicked, this, &BatchPanel::copySummary);
    connect(m_watch, &QPushButton::clicked, this, &BatchPanel::watchGame);
    return box;
}

QWidget *BatchPanel::createResults()
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(scroll);
    auto *grid = new QGridLayout(page);
    m_winRates = new WinRateChart(page);
    m_lengths = new LengthHistogram(page);
    m_production = new ProductionChart(page);
    auto *heatBox = new QGroupBox(tr("Where settlements and cities stood at the end"), page);
    auto *heatLayout = new QVBoxLayout(heatBox);
    m_heat = new GameBoardWidget(heatBox);
    m_heat->setScenario(m_games.scenario());
    m_heat->setMinimumSize(320, 260);
    heatLayout->addWidget(m_heat);
    m_findingsLabel = new QLabel(page);
    m_findingsLabel->setWordWrap(true);
    m_findingsLabel->setTextFormat(Qt::RichText);
    m_findingsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_findingsLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_findingsLabel->setStyleSheet(QStringLiteral("QLabel { background: #ffffff; border: 1px solid "
                                                  "#dddde2; border-radius: 6px; padding: 8px; }"));
    m_findingsLabel->setText(tr("<b>Findings</b><br>Run a batch: the findings appear here."));
    grid->addWidget(m_winRates, 0, 0);
    grid->addWidget(m_production, 0, 1);
    grid->addWidget(m_lengths, 1, 0);
    grid->addWidget(heatBox, 1, 1);
    grid->addWidget(m_findingsLabel, 2, 0, 1, 2);
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 1);
    scroll->setWidget(page);
    return scroll;
}

bool BatchPanel::startBatch()
{
    QString error;
    const auto game = m_games.game(m_seats->players(), &error);
    if (!game) {
        m_status->setText(tr("This map cannot be playtested: %1").arg(error));
        return false;
    }
    validation::PlaytestOptions options;
    options.seed = static_cast<std::uint64_t>(m_seed->value());
    options.games = static_cast<std::uint64_t>(m_gameCount->value());
    options.threads = m_threads->value();
    options.bots = m_seats->seats();
    if (!m_runner->start(game, m_games.scenarioId(), options))
        return false;
    m_progress->setValue(0);
    m_status->setText(tr("Starting…"));
    updateButtons();
    return true;
}

void BatchPanel::setGames(int games)
{
    m_gameCount->setValue(games);
}

void BatchPanel::setSeed(std::uint64_t seed)
{
    m_seed->setValue(
        static_cast<int>(std::min<std::uint64_t>(seed, std::numeric_limits<int>::max())));
}

void BatchPanel::onProgress(
    quint64 finished, quint64 total, double gamesPerSecond, double etaSeconds)
{
    m_progress->setValue(total ? static_cast<int>(finished * 1000 / total) : 0);
    m_status->setText(tr("%1 of %2 games · %3 games/s · %4 left")
                          .arg(QLocale().toString(finished), QLocale().toString(total))
                          .arg(QLocale().toString(gamesPerSecond, 'f', 1))
                          .arg(etaSeconds < 0 ? tr("estimating") : duration(etaSeconds)));
}

void BatchPanel::onFinished(bool cancelled)
{
    const validation::PlaytestResult &result = m_runner->result();
    showResults(result.report, result.games);
    m_status->setText(cancelled
            ? tr("Cancelled after %n game(s); the results cover those.", nullptr,
                static_cast<int>(result.report.games))
            : tr("Finished %n game(s).", nullptr, static_cast<int>(result.report.games)));
    if (!cancelled)
        m_progress->setValue(m_progress->maximum());
    updateButtons();
}

void BatchPanel::showResults(
    const validation::PlaytestReport &report, const std::vector<validation::GameResult> &games)
{
    m_report = report;
    m_winRates->setReport(report);
    m_production->setReport(report);
    std::vector<int> turns;
    std::vector<bool> stalled;
    for (const validation::GameResult &g : games) {
        turns.push_back(g.turns);
        stalled.push_back(g.winner < 0);
    }
    m_lengths->setGames(turns, stalled);

    QString error;
    const auto game = m_games.game(report.players, &error);
    m_heat->setGame(game);
    if (game && report.games > 0) {
        std::vector<double> heat(report.settledCount.size());
        const double top = static_cast<double>(
            *std::max_element(report.settledCount.begin(), report.settledCount.end()));
        for (std::size_t c = 0; c < heat.size(); ++c)
            heat[c] = top > 0 ? static_cast<double>(report.settledCount[c]) / top : 0.0;
        m_heat->setHeat(std::move(heat));
        m_findings = BatchFindings::findings(report, *game, m_games.scenario());
    } else {
        m_findings = QStringList {report.games == 0 ? tr("No game finished.") : error};
    }
    QString html = tr("<b>Findings</b>") + QStringLiteral("<ul style='margin-left:-20px'>");
    for (const QString &line : m_findings)
        html += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>");
    html += QStringLiteral("</ul>");
    m_findingsLabel->setText(html);
    const std::uint64_t lastGame = report.gameRanges.empty() ? 1 : report.gameRanges.back().second;
    m_watchIndex->setRange(
        report.gameRanges.empty() ? 0 : static_cast<int>(report.gameRanges.front().first),
        static_cast<int>(std::min<std::uint64_t>(lastGame - 1, std::numeric_limits<int>::max())));
    updateButtons();
}

QString BatchPanel::summaryText() const
{
    const QString title = m_games.scenario().title.empty()
        ? QString::fromStdString(m_games.scenarioId())
        : QString::fromStdString(m_games.scenario().title);
    return BatchFindings::summary(title, m_report, m_findings);
}

void BatchPanel::updateButtons()
{
    const bool running = m_runner->isRunning();
    const bool results = m_report.games > 0;
    // Run only what the engine can play; otherwise say why, next to the disabled button.
    m_refusal->setRefusal(m_games.refusal(m_seats->players()), running);
    m_cancel->setEnabled(running);
    m_seats->setEnabled(!running);
    m_save->setEnabled(!running && results);
    m_copy->setEnabled(!running && results);
    // Game i's seed derives from the run seed, so every game of a shown report can be replayed.
    m_watch->setEnabled(!running && results && !m_report.gameRanges.empty());
    m_watchIndex->setEnabled(m_watch->isEnabled());
}

bool BatchPanel::saveReport(const QString &path, QString *error) const
{
    return JsonFile::write(path, m_report.toJson(), 2, error);
}

bool BatchPanel::openReport(const QString &path, QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QString readError;
    const auto report = JsonFile::readAs<validation::PlaytestReport>(path, &readError);
    if (!report)
        return fail(readError);
    const auto game = m_games.gameForFile(path, report->players, &readError);
    if (!game)
        return fail(readError);
    // A report of this board, or of the map's pools with a new deal per game (the CLI's).
    const bool pools
        = game->scenarioHash() != report->scenarioHash && m_games.isReportOfPools(*report);
    if (game->scenarioHash() != report->scenarioHash && !pools)
        return fail(tr("%1 was made on a different map or rules than the one open, so its "
                       "numbers do not describe this map. Open the map it was made on, or run a "
                       "new batch here.")
                        .arg(path));
    showResults(*report, {});
    m_status->setText(pools
            ? tr("Showing the saved report %1 (%n game(s), each on its own board dealt from the "
                 "map's pools).",
                nullptr, static_cast<int>(report->games))
                  .arg(path)
            : tr("Showing the saved report %1 (%n game(s)).", nullptr,
                static_cast<int>(report->games))
                  .arg(path));
    return true;
}

void BatchPanel::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Playtest Report"),
        QString::fromStdString(m_games.scenarioId()) + QStringLiteral("-playtest.json"),
        tr("Playtest reports (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveReport(path, &error))
        QMessageBox::warning(this, tr("Save Playtest Report"), error);
}

void BatchPanel::open()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Playtest Report"), QString(), tr("Playtest reports (*.json)"));
    QString error;
    if (!path.isEmpty() && !openReport(path, &error))
        QMessageBox::warning(this, tr("Open Playtest Report"), error);
}

void BatchPanel::copySummary()
{
    QApplication::clipboard()->setText(summaryText());
    m_status->setText(tr("The summary is on the clipboard."));
}

void BatchPanel::watchGame()
{
    const auto index = static_cast<std::uint64_t>(m_watchIndex->value());
    Q_EMIT watchRequested(
        m_report.players, m_report.bots, model::Rng::deriveSeed(m_report.seed, index));
}

} // namespace isle::editor
