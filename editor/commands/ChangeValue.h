// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/UndoCommandId.h"

#include <QUndoCommand>

namespace isle::editor {

class ScenarioDocument;

/// Base of the commands that swap one value of the document between "before" and "after"
/// (Tiled's ChangeValue). A concrete command only implements apply(), which hands the value to a
/// ScenarioDocument::apply*() mutator. Mergeable commands with the same id and text fold into one
/// step; a merge that nets to no change makes the command obsolete, so the stack drops it.
template<typename Value> class ChangeValue : public QUndoCommand
{
public:
    ChangeValue(ScenarioDocument *document, Value before, Value after, const QString &text,
        UndoCommandId commandId, bool mergeable = false)
        : QUndoCommand(text)
        , m_document(document)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_commandId(commandId)
        , m_mergeable(mergeable)
    {
        setObsolete(m_before == m_after);
    }

    void undo() override { apply(m_before); }
    void redo() override { apply(m_after); }
    int id() const override { return m_mergeable ? toInt(m_commandId) : -1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = dynamic_cast<const ChangeValue *>(other);
        if (!o || !o->m_mergeable || o->m_document != m_document || o->text() != text())
            return false;
        m_after = o->m_after;
        setObsolete(m_before == m_after);
        return true;
    }

    const Value &before() const { return m_before; }
    const Value &after() const { return m_after; }

protected:
    virtual void apply(const Value &value) = 0;
    ScenarioDocument *document() const { return m_document; }

private:
    ScenarioDocument *m_document;
    Value m_before;
    Value m_after;
    UndoCommandId m_commandId;
    bool m_mergeable;
};

} // namespace isle::editor
