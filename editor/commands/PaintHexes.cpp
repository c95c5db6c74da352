// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaintHexes.h"

#include "editor/commands/UndoCommandId.h"
#include "editor/document/ScenarioDocument.h"

#include <algorithm>

namespace isle::editor {

PaintHexes::PaintHexes(ScenarioDocument *document, const std::vector<model::Hex> &hexes,
    const QString &text, bool mergeable, int strokeId)
    : QUndoCommand(text)
    , m_document(document)
    , m_mergeable(mergeable)
    , m_strokeId(strokeId)
{
    const model::Board &board = document->board();
    for (const model::Hex &hex : hexes) {
        auto [it, inserted] = m_changes.try_emplace(hex.coord);
        if (inserted) {
            if (const model::Hex *existing = board.hexAt(hex.coord))
                it->second.before = *existing;
        }
        it->second.after = hex; // a later cell for the same coordinate wins
    }
    setObsolete(isNoOp());
}

void PaintHexes::redo()
{
    std::vector<model::Hex> set;
    set.reserve(m_changes.size());
    for (const auto &[coord, change] : m_changes)
        set.push_back(change.after);
    m_document->applyHexes(set, {});
}

void PaintHexes::undo()
{
    std::vector<model::Hex> set;
    std::vector<model::HexCoord> removed;
    for (const auto &[coord, change] : m_changes) {
        if (change.before)
            set.push_back(*change.before);
        else
            removed.push_back(coord);
    }
    m_document->applyHexes(set, removed);
}

int PaintHexes::id() const
{
    return m_mergeable ? toInt(UndoCommandId::PaintHexes) : -1;
}

bool PaintHexes::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const PaintHexes *>(other);
    if (!o || !o->m_mergeable || o->m_document != m_document || o->m_strokeId != m_strokeId)
        return false;
    for (const auto &[coord, change] : o->m_changes) {
        auto [it, inserted] = m_changes.try_emplace(coord, change);
        if (!inserted)
            it->second.after = change.after; // keep our older "before"
    }
    setObsolete(isNoOp());
    return true;
}

bool PaintHexes::isNoOp() const
{
    return std::all_of(m_changes.begin(), m_changes.end(),
        [](const auto &entry) { return entry.second.before == entry.second.after; });
}

} // namespace isle::editor
