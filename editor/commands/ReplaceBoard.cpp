// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReplaceBoard.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

ReplaceBoard::ReplaceBoard(
    ScenarioDocument *document, model::Board before, model::Board after, const QString &text)
    : ChangeValue(document, std::move(before), std::move(after), text, UndoCommandId::ReplaceBoard)
{ }

void ReplaceBoard::apply(const model::Board &value)
{
    document()->applyBoard(value);
}

} // namespace isle::editor
