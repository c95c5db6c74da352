// SPDX-License-Identifier: GPL-3.0-or-later
#include "MovePieces.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

MovePieces::MovePieces(
    ScenarioDocument *document, PiecePositions before, PiecePositions after, const QString &text)
    : ChangeValue(document, before, after, text, UndoCommandId::MovePieces)
{ }

void MovePieces::apply(const PiecePositions &value)
{
    document()->applyPieces(value.robber, value.pirate);
}

} // namespace isle::editor
