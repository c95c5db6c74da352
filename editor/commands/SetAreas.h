// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Area.h"

#include <vector>

namespace isle::editor {

/// Replaces the scenario's areas with their pools, token placement and start rule.
class SetAreas : public ChangeValue<std::vector<model::Area>>
{
public:
    SetAreas(ScenarioDocument *document, std::vector<model::Area> before,
        std::vector<model::Area> after, const QString &text);

protected:
    void apply(const std::vector<model::Area> &value) override;
};

} // namespace isle::editor
