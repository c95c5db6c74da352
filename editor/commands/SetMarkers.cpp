// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetMarkers.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

SetMarkers::SetMarkers(ScenarioDocument *document, std::vector<model::Marker> before,
    std::vector<model::Marker> after, const QString &text)
    : ChangeValue(document, std::move(before), std::move(after), text, UndoCommandId::SetMarkers)
{ }

void SetMarkers::apply(const std::vector<model::Marker> &value)
{
    document()->applyMarkers(value);
}

} // namespace isle::editor
