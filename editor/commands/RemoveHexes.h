// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"

#include <QUndoCommand>

#include <optional>
#include <vector>

namespace isle::editor {

class ScenarioDocument;

/// Removes board cells together with everything that no longer has a place without them:
/// harbors on a side of a removed cell, hex markers on it, corner and path markers whose hexes
/// are all off the board afterwards, and the robber or pirate standing on it.
class RemoveHexes : public QUndoCommand
{
public:
    RemoveHexes(ScenarioDocument *document, const std::vector<model::HexCoord> &coords,
        const QString &text);

    void undo() override;
    void redo() override;
    int id() const override;

private:
    struct Attachments
    {
        std::vector<model::Harbor> harbors;
        std::vector<model::Marker> markers;
        std::optional<model::HexCoord> robber;
        std::optional<model::HexCoord> pirate;
    };
    void applyAttachments(const Attachments &a);

    ScenarioDocument *m_document;
    std::vector<model::Hex> m_removed;
    Attachments m_before;
    Attachments m_after;
};

} // namespace isle::editor
