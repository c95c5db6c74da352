// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Area.h"

#include <vector>

namespace isle::editor {

/// Replaces the scenario's areas with their pools, token placement and start rule. Mergeable
/// edits (a spin box stepping through values) fold into one step while they change the same
/// field (the text) of the same area.
class SetAreas : public ChangeValue<std::vector<model::Area>>
{
public:
    SetAreas(ScenarioDocument *document, std::vector<model::Area> before,
        std::vector<model::Area> after, const QString &text, bool mergeable = false);

    bool mergeWith(const QUndoCommand *other) override;

protected:
    void apply(const std::vector<model::Area> &value) override;

private:
    /// The index of the one area this command changes, or -1 (areas added or removed).
    int changedArea() const;
};

} // namespace isle::editor
