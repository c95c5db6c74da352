// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChangeScenarioProperties.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

ChangeScenarioProperties::ChangeScenarioProperties(ScenarioDocument *document,
    model::Scenario before, model::Scenario after, const QString &text, bool mergeable)
    : ChangeValue(document, std::move(before), std::move(after), text,
        UndoCommandId::ChangeScenarioProperties, mergeable)
{ }

void ChangeScenarioProperties::apply(const model::Scenario &value)
{
    document()->applyProperties(value);
}

} // namespace isle::editor
