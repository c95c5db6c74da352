// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Hex.h"

#include <QUndoCommand>

#include <map>
#include <optional>
#include <vector>

namespace isle::editor {

class ScenarioDocument;

/// Sets (inserts or replaces) board cells. Keeps, per coordinate, the cell before the first
/// paint and after the last one, so that all paints of one brush stroke (same strokeId, mergeable)
/// fold into a single undo step; a stroke that ends where it began is obsolete.
class PaintHexes : public QUndoCommand
{
public:
    PaintHexes(ScenarioDocument *document, const std::vector<model::Hex> &hexes,
        const QString &text, bool mergeable, int strokeId);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    int strokeId() const { return m_strokeId; }

private:
    struct Change
    {
        std::optional<model::Hex> before; ///< nullopt: the cell was off the board
        model::Hex after;
    };
    bool isNoOp() const;

    ScenarioDocument *m_document;
    std::map<model::HexCoord, Change> m_changes;
    bool m_mergeable;
    int m_strokeId;
};

} // namespace isle::editor
