// SPDX-License-Identifier: GPL-3.0-or-later
#include "LiveValidation.h"

#include "editor/document/ScenarioDocument.h"
#include "model/BoardGenerator.h"
#include "validation/checks/Validator.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>

namespace isle::editor {

LiveValidation::LiveValidation(ScenarioDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &LiveValidation::runNow);
    connect(m_document, &ScenarioDocument::scenarioChanged, this, &LiveValidation::schedule);
    runNow();
}

int LiveValidation::count(model::Severity severity) const
{
    return static_cast<int>(std::count_if(m_issues.begin(), m_issues.end(),
        [severity](const model::Issue &i) { return i.severity == severity; }));
}

int LiveValidation::delayMilliseconds() const
{
    if (m_lastRunMs < ImmediateLimitMs)
        return 0;
    return std::min(MaxDelayMs, static_cast<int>(std::ceil(10.0 * m_lastRunMs)));
}

void LiveValidation::schedule()
{
    // Throttle, not debounce: a running timer is not restarted, so continuous edits still update.
    if (!m_timer.isActive())
        m_timer.start(delayMilliseconds());
}

void LiveValidation::runNow()
{
    m_timer.stop();
    QElapsedTimer clock;
    clock.start();
    const validation::Validator validator(m_document->scenario());
    m_issues = validator.run();
    m_statistics = validation::computeStatistics(validator.index());
    m_dealtStatistics.reset();
    if (validation::PlaytestRunner::isVariable(m_document->scenario())) {
        const auto generator = model::BoardGenerator::compile(m_document->scenario());
        if (generator) {
            const auto dealt = generator.value().generateScenario(DealSeed);
            if (dealt)
                m_dealtStatistics
                    = validation::computeStatistics(validation::Validator(dealt.value()).index());
        }
    }
    m_lastRunMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    Q_EMIT updated();
}

} // namespace isle::editor
