// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/Board.h"

namespace isle::editor {

/// Replaces the whole board (generate, resize, rotate, mirror, paste) as one step.
class ReplaceBoard : public ChangeValue<model::Board>
{
public:
    ReplaceBoard(
        ScenarioDocument *document, model::Board before, model::Board after, const QString &text);

protected:
    void apply(const model::Board &value) override;
};

} // namespace isle::editor
