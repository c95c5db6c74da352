// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/playtest/PlaytestRunner.h"

#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace isle::editor {

class BatchRunner;
class CompiledGames;
class GameBoardWidget;
class LengthHistogram;
class ProductionChart;
class RefusalNote;
class SeatSetup;
class WinRateChart;

/// The batch tab: seats and bots, games, threads and seed; runs in the background with progress,
/// games per second, ETA and Cancel; shows the results as charts, a settlement heat map and
/// findings; saves the report (the engine's JSON, so `islewright-cli merge` can combine it),
/// opens saved reports and copies the summary.
class BatchPanel : public QWidget
{
    Q_OBJECT

public:
    explicit BatchPanel(CompiledGames &games, QWidget *parent = nullptr);
    ~BatchPanel() override;

    BatchRunner *runner() const { return m_runner; }
    QPushButton *runButton() const { return m_run; }
    /// The report shown (empty before the first batch).
    const validation::PlaytestReport &report() const { return m_report; }
    QStringList findings() const { return m_findings; }
    QString summaryText() const;

    /// Starts a batch with the current settings; returns false (with a message shown) when the
    /// map cannot be played.
    bool startBatch();
    void setGames(int games);
    void setSeed(std::uint64_t seed);

    bool saveReport(const QString &path, QString *error = nullptr) const;
    bool openReport(const QString &path, QString *error = nullptr);

Q_SIGNALS:
    /// The user wants to watch game `gameIndex` of the shown batch.
    void watchRequested(int players, std::vector<std::string> bots, std::uint64_t gameSeed);

private:
    QWidget *createSettings();
    QWidget *createResults();
    void onProgress(quint64 finished, quint64 total, double gamesPerSecond, double etaSeconds);
    void onFinished(bool cancelled);
    void showResults(
        const validation::PlaytestReport &report, const std::vector<validation::GameResult> &games);
    void updateButtons();
    void saveAs();
    void open();
    void copySummary();
    void watchGame();

    CompiledGames &m_games;
    BatchRunner *m_runner;
    SeatSetup *m_seats = nullptr;
    QSpinBox *m_gameCount = nullptr;
    QSpinBox *m_threads = nullptr;
    QSpinBox *m_seed = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    RefusalNote *m_refusal = nullptr; ///< why Run is off (the engine's refusal)
    QPushButton *m_save = nullptr;
    QPushButton *m_copy = nullptr;
    QSpinBox *m_watchIndex = nullptr;
    QPushButton *m_watch = nullptr;
    WinRateChart *m_winRates = nullptr;
    LengthHistogram *m_lengths = nullptr;
    ProductionChart *m_production = nullptr;
    GameBoardWidget *m_heat = nullptr;
    QLabel *m_findingsLabel = nullptr;
    validation::PlaytestReport m_report;
    QStringList m_findings;
};

} // namespace isle::editor
