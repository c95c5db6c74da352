// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReplaceScenario.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

ReplaceScenario::ReplaceScenario(
    ScenarioDocument *document, model::Scenario before, model::Scenario after, const QString &text)
    : ChangeValue(
        document, std::move(before), std::move(after), text, UndoCommandId::ReplaceScenario)
{ }

void ReplaceScenario::apply(const model::Scenario &value)
{
    document()->applyScenario(value);
}

} // namespace isle::editor
