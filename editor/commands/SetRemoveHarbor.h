// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Harbor.h"

#include <vector>

namespace isle::editor {

/// Common base of SetHarbor and RemoveHarbor: swaps the board's harbor list, so undo restores
/// the original order of the harbors as well as their contents.
class SetRemoveHarbor : public ChangeValue<std::vector<model::Harbor>>
{
protected:
    SetRemoveHarbor(ScenarioDocument *document, std::vector<model::Harbor> after,
        const QString &text, UndoCommandId commandId);
    void apply(const std::vector<model::Harbor> &value) override;
};

/// Places a harbor on its edge, replacing the harbor that was there.
class SetHarbor : public SetRemoveHarbor
{
public:
    SetHarbor(ScenarioDocument *document, const model::Harbor &harbor);
};

/// Takes the harbor off an edge.
class RemoveHarbor : public SetRemoveHarbor
{
public:
    RemoveHarbor(ScenarioDocument *document, model::EdgeCoord edge);
};

} // namespace isle::editor
