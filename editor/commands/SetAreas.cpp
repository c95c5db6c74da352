// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetAreas.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

SetAreas::SetAreas(ScenarioDocument *document, std::vector<model::Area> before,
    std::vector<model::Area> after, const QString &text, bool mergeable)
    : ChangeValue(
        document, std::move(before), std::move(after), text, UndoCommandId::SetAreas, mergeable)
{ }

int SetAreas::changedArea() const
{
    if (before().size() != after().size())
        return -1;
    for (std::size_t i = 0; i < before().size(); ++i)
        if (before()[i] != after()[i])
            return static_cast<int>(i);
    return -1;
}

bool SetAreas::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const SetAreas *>(other);
    const int area = changedArea();
    return o && area >= 0 && o->changedArea() == area && ChangeValue::mergeWith(other);
}

void SetAreas::apply(const std::vector<model::Area> &value)
{
    document()->applyAreas(value);
}

} // namespace isle::editor
