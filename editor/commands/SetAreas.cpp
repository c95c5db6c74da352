// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetAreas.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

SetAreas::SetAreas(ScenarioDocument *document, std::vector<model::Area> before,
    std::vector<model::Area> after, const QString &text)
    : ChangeValue(document, std::move(before), std::move(after), text, UndoCommandId::SetAreas)
{ }

void SetAreas::apply(const std::vector<model::Area> &value)
{
    document()->applyAreas(value);
}

} // namespace isle::editor
