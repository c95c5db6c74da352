// SPDX-License-Identifier: GPL-3.0-or-later
#include "EraseTool.h"

#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

EraseTool::EraseTool(QObject *parent)
    : BrushTool(tr("Erase"), QStringLiteral("erase"), QKeySequence(Qt::Key_E), parent)
{ }

QString EraseTool::description() const
{
    return tr("Remove cells from the board, with their harbors, markers and pieces.");
}

void EraseTool::beginStroke(bool)
{
    m_pending.clear();
}

void EraseTool::strokeHexes(const std::vector<model::HexCoord> &hexes)
{
    for (const model::HexCoord c : hexes)
        if (document()->board().contains(c))
            m_pending.push_back(c);
    Q_EMIT overlayChanged({});
}

void EraseTool::endStroke()
{
    if (!m_pending.empty())
        document()->removeHexes(m_pending, tr("Erase Cells"));
    m_pending.clear();
}

} // namespace isle::editor
