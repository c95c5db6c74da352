// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace isle::editor {

/// Ids QUndoStack uses to decide whether two consecutive commands may merge (QUndoCommand::id()).
/// One central list so that two command families never share an id by accident.
enum class UndoCommandId : int {
    PaintHexes = 1,
    RemoveHexes,
    SetHarbor,
    RemoveHarbor,
    SetMarkers,
    MovePieces,
    ChangeScenarioProperties,
    SetAreas,
    ReplaceBoard,
    ReplaceScenario,
};

constexpr int toInt(UndoCommandId id)
{
    return static_cast<int>(id);
}

} // namespace isle::editor
