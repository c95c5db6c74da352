// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetRemoveHarbor.h"

#include "editor/document/ScenarioDocument.h"

#include <QCoreApplication>

namespace isle::editor {

namespace {

std::vector<model::Harbor> withHarbor(model::Board board, const model::Harbor &harbor)
{
    board.setHarbor(harbor);
    return board.harbors();
}

std::vector<model::Harbor> withoutHarbor(model::Board board, model::EdgeCoord edge)
{
    board.removeHarbor(edge);
    return board.harbors();
}

} // namespace

SetRemoveHarbor::SetRemoveHarbor(ScenarioDocument *document, std::vector<model::Harbor> after,
    const QString &text, UndoCommandId commandId)
    : ChangeValue(document, document->board().harbors(), std::move(after), text, commandId)
{ }

void SetRemoveHarbor::apply(const std::vector<model::Harbor> &value)
{
    document()->applyHarbors(value);
}

SetHarbor::SetHarbor(ScenarioDocument *document, const model::Harbor &harbor)
    : SetRemoveHarbor(document, withHarbor(document->board(), harbor),
        QCoreApplication::translate("UndoCommands", "Set Harbor"), UndoCommandId::SetHarbor)
{ }

RemoveHarbor::RemoveHarbor(ScenarioDocument *document, model::EdgeCoord edge)
    : SetRemoveHarbor(document, withoutHarbor(document->board(), edge),
        QCoreApplication::translate("UndoCommands", "Remove Harbor"), UndoCommandId::RemoveHarbor)
{ }

} // namespace isle::editor
