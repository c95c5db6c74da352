// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/playtest/PlaytestRunner.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>

class QThread;

namespace isle::editor {

/// Runs the engine's PlaytestRunner on a background QThread so the window never blocks. Workers
/// only bump an atomic counter; a GUI-thread timer turns it into progress() with games per second
/// and an ETA, so a fast batch cannot flood the event loop. cancel() sets the runner's
/// cancellation flag; the workers stop between games and within a game.
class BatchRunner : public QObject
{
    Q_OBJECT

public:
    explicit BatchRunner(QObject *parent = nullptr);
    ~BatchRunner() override; ///< cancels and joins a running batch

    /// Starts a batch; returns false when one is already running.
    bool start(std::shared_ptr<const validation::Game> game, std::string scenarioId,
        validation::PlaytestOptions options);
    bool isRunning() const { return m_thread != nullptr; }
    void cancel();
    /// Blocks up to `milliseconds` for the worker thread to end; true when it has.
    bool wait(int milliseconds);

    /// The last finished batch (valid after finished()).
    const validation::PlaytestResult &result() const { return m_result; }

Q_SIGNALS:
    void progress(quint64 finished, quint64 total, double gamesPerSecond, double etaSeconds);
    /// The batch ended (cancelled or not); result() holds it.
    void finished(bool cancelled);

private:
    void poll();
    void onThreadFinished();

    QThread *m_thread = nullptr;
    QTimer m_poll;
    QElapsedTimer m_clock;
    std::atomic<bool> m_cancel {false};
    std::atomic<std::uint64_t> m_finished {0};
    std::uint64_t m_total = 0;
    validation::PlaytestResult m_result;
    validation::PlaytestResult m_pending; ///< written by the worker, read after it ended
};

} // namespace isle::editor
