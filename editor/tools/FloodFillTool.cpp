// SPDX-License-Identifier: GPL-3.0-or-later
#include "FloodFillTool.h"

#include "TerrainBrushTool.h"
#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QPainter>

#include <algorithm>
#include <unordered_set>

namespace isle::editor {

FloodFillTool::FloodFillTool(QObject *parent)
    : AbstractTool(tr("Fill"), QStringLiteral("fill"), QKeySequence(Qt::Key_F), parent)
{ }

QString FloodFillTool::description() const
{
    return tr("Fill the connected cells of one terrain with the palette's terrain.");
}

std::vector<model::HexCoord> FloodFillTool::region(const model::Board &board, model::HexCoord start)
{
    std::vector<model::HexCoord> out;
    const auto target = board.terrainAt(start);
    if (!target)
        return out;
    std::vector<model::HexCoord> stack {start};
    std::unordered_set<model::HexCoord> seen {start};
    out.push_back(start);
    while (!stack.empty()) {
        const model::HexCoord c = stack.back();
        stack.pop_back();
        for (model::Direction d : model::AllDirections) {
            const model::HexCoord n = c.neighbor(d);
            if (board.terrainAt(n) != target || !seen.insert(n).second)
                continue;
            out.push_back(n);
            stack.push_back(n);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

void FloodFillTool::deactivate()
{
    m_hover.reset();
    m_preview.clear();
    AbstractTool::deactivate();
}

void FloodFillTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    const model::Board &board = document()->board();
    if (!board.contains(e.hex)) {
        Q_EMIT statusMessage(tr("Fill works on board cells; paint new cells with the brush."));
        return;
    }
    std::vector<model::Hex> cells;
    for (const model::HexCoord c : region(board, e.hex))
        if (board.hexAt(c)->terrain != m_terrain)
            cells.push_back(TerrainBrushTool::withTerrain(*board.hexAt(c), m_terrain));
    if (!cells.empty())
        document()->paintHexes(cells, tr("Fill with %1").arg(DisplayNames::terrain(m_terrain)));
    m_preview.clear();
    Q_EMIT overlayChanged({});
}

void FloodFillTool::mouseMoved(const ToolEvent &e)
{
    if (m_hover == e.hex)
        return;
    m_hover = e.hex;
    const model::Board &board = document()->board();
    const bool wasEmpty = m_preview.empty();
    if (std::find(m_preview.begin(), m_preview.end(), e.hex) == m_preview.end()
        || board.terrainAt(e.hex) == m_terrain)
        m_preview = region(board, e.hex);
    if (!(wasEmpty && m_preview.empty()))
        Q_EMIT overlayChanged({});
}

void FloodFillTool::mouseLeft()
{
    m_hover.reset();
    m_preview.clear();
    Q_EMIT overlayChanged({});
}

void FloodFillTool::paintOverlay(QPainter &painter, const QRectF &exposed) const
{
    const render::BoardPainter &bp = view()->boardPainter();
    QPen pen(QColor(255, 255, 255, 200), 1.5, Qt::DotLine);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(QColor(255, 255, 255, 45));
    for (const model::HexCoord c : m_preview)
        if (bp.hexRect(c).intersects(exposed))
            painter.drawPolygon(bp.hexPolygon(c));
}

} // namespace isle::editor
