// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"
#include "validation/stats/BoardStatistics.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <optional>
#include <vector>

namespace isle::editor {

class ScenarioDocument;

/// Keeps the rule-check findings and balance statistics of a document up to date for the
/// diagnostics dock, the statistics dock and the board overlays: one compile of the scenario
/// (validation::Validator) feeds both, and all consumers share the result.
///
/// Changes are coalesced: the first change after a run starts a single-shot timer, later changes
/// before it fires ride along (a throttle, so a long brush stroke still sees updates). The delay
/// adapts to the board: 0 ms (next event-loop pass) while a run takes under 8 ms — every real map;
/// the 1,027-hex island of bench_validation takes about 5.5 ms in a release build — and ten times
/// the last run's duration (at most 250 ms) above that, so painting on a still larger map (or a
/// slower machine) keeps at least ~90 % of the time for the UI.
class LiveValidation : public QObject
{
    Q_OBJECT

public:
    explicit LiveValidation(ScenarioDocument *document, QObject *parent = nullptr);

    /// Findings in Validator::run() order (errors first).
    const std::vector<model::Issue> &issues() const { return m_issues; }
    const validation::BoardStatistics &statistics() const { return m_statistics; }
    /// A map that leaves terrain, tokens or harbors to its pools (variable set-up): the statistics
    /// of the board dealt with DealSeed (as `islewright-cli generate --seed 1` and the playtest
    /// window), since the map itself has no concrete board to measure. Empty for fixed maps or
    /// when the pools cannot be dealt.
    const std::optional<validation::BoardStatistics> &dealtStatistics() const
    {
        return m_dealtStatistics;
    }
    static constexpr std::uint64_t DealSeed = 1;
    int count(model::Severity severity) const;

    /// Wall time of the last run (validation + statistics), in milliseconds.
    double lastRunMilliseconds() const { return m_lastRunMs; }
    /// How long the next change waits before a run (see the class comment).
    int delayMilliseconds() const;
    bool isPending() const { return m_timer.isActive(); }

    /// Validates and computes the statistics now (a pending run is cancelled).
    void runNow();

    static constexpr double ImmediateLimitMs = 8.0;
    static constexpr int MaxDelayMs = 250;

Q_SIGNALS:
    /// issues() and statistics() were recomputed.
    void updated();

private:
    void schedule();

    ScenarioDocument *m_document;
    QTimer m_timer;
    std::vector<model::Issue> m_issues;
    validation::BoardStatistics m_statistics;
    std::optional<validation::BoardStatistics> m_dealtStatistics;
    double m_lastRunMs = 0;
};

} // namespace isle::editor
