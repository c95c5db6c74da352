// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Marker.h"

#include <vector>

namespace isle::editor {

/// Replaces the board's markers (start restrictions, start pieces, villages, …).
class SetMarkers : public ChangeValue<std::vector<model::Marker>>
{
public:
    SetMarkers(ScenarioDocument *document, std::vector<model::Marker> before,
        std::vector<model::Marker> after, const QString &text);

protected:
    void apply(const std::vector<model::Marker> &value) override;
};

} // namespace isle::editor
