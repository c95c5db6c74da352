// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Scenario.h"

namespace isle::editor {

/// Changes everything but the board and the areas (title, players, rules, …). Values are
/// scenarios whose board and areas are empty (ScenarioDocument::propertiesOf). Consecutive edits
/// with the same text merge, so spinning a spin box or typing is one undo step.
class ChangeScenarioProperties : public ChangeValue<model::Scenario>
{
public:
    ChangeScenarioProperties(ScenarioDocument *document, model::Scenario before,
        model::Scenario after, const QString &text, bool mergeable = true);

protected:
    void apply(const model::Scenario &value) override;
};

} // namespace isle::editor
