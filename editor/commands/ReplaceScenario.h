// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Scenario.h"

namespace isle::editor {

/// Replaces the whole scenario (revert to a template, restore an autosave) as one step.
class ReplaceScenario : public ChangeValue<model::Scenario>
{
public:
    ReplaceScenario(ScenarioDocument *document, model::Scenario before, model::Scenario after,
        const QString &text);

protected:
    void apply(const model::Scenario &value) override;
};

} // namespace isle::editor
