// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/BatchRunner.h"

#include <QThread>

namespace isle::editor {

BatchRunner::BatchRunner(QObject *parent)
    : QObject(parent)
{
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &BatchRunner::poll);
}

BatchRunner::~BatchRunner()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

bool BatchRunner::start(std::shared_ptr<const validation::Game> game, std::string scenarioId,
    validation::PlaytestOptions options)
{
    if (m_thread || !game)
        return false;
    m_cancel = false;
    m_finished = 0;
    m_total = options.games;
    m_pending = {};
    m_thread = QThread::create(
        [this, game = std::move(game), id = std::move(scenarioId), options = std::move(options)]() {
            const validation::PlaytestRunner runner(game, id);
            m_pending = runner.run(
                options,
                [this](std::uint64_t done, std::uint64_t) {
                    m_finished.store(done, std::memory_order_relaxed);
                },
                &m_cancel);
        });
    connect(m_thread, &QThread::finished, this, &BatchRunner::onThreadFinished);
    m_clock.start();
    m_thread->start();
    m_poll.start();
    return true;
}

void BatchRunner::cancel()
{
    m_cancel = true;
}

bool BatchRunner::wait(int milliseconds)
{
    if (!m_thread)
        return true;
    if (!m_thread->wait(QDeadlineTimer(milliseconds)))
        return false;
    onThreadFinished(); // deliver now; the queued finished signal then finds no thread
    return true;
}

void BatchRunner::poll()
{
    const std::uint64_t done = m_finished.load(std::memory_order_relaxed);
    const double seconds = static_cast<double>(m_clock.elapsed()) / 1000.0;
    const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
    const double eta = rate > 0 ? static_cast<double>(m_total - done) / rate : -1.0;
    Q_EMIT progress(done, m_total, rate, eta);
}

void BatchRunner::onThreadFinished()
{
    if (!m_thread)
        return;
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_poll.stop();
    poll();
    m_result = std::move(m_pending);
    Q_EMIT finished(m_result.cancelled);
}

} // namespace isle::editor
