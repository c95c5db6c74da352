// SPDX-License-Identifier: GPL-3.0-or-later
#include "TerrainBrushTool.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/render/BoardPainter.h"

namespace isle::editor {

TerrainBrushTool::TerrainBrushTool(QObject *parent)
    : BrushTool(tr("Terrain Brush"), QStringLiteral("brush"), QKeySequence(Qt::Key_B), parent)
{ }

QString TerrainBrushTool::description() const
{
    return tr("Paint the palette's terrain; right-drag erases cells.");
}

model::Hex TerrainBrushTool::withTerrain(model::Hex cell, model::Terrain t)
{
    cell.terrain = t;
    if (!model::takesNumberToken(t))
        cell.token.reset();
    if (!model::isLand(t))
        cell.river = false;
    return cell;
}

void TerrainBrushTool::beginStroke(bool)
{
    m_strokeId = document()->newStrokeId();
    m_pendingErase.clear();
}

void TerrainBrushTool::strokeHexes(const std::vector<model::HexCoord> &hexes)
{
    if (erasing()) {
        for (const model::HexCoord c : hexes)
            if (document()->board().contains(c))
                m_pendingErase.push_back(c);
        Q_EMIT overlayChanged({});
        return;
    }
    std::vector<model::Hex> cells;
    for (const model::HexCoord c : hexes) {
        const model::Hex *old = document()->board().hexAt(c);
        if (old && old->terrain == m_terrain)
            continue;
        cells.push_back(withTerrain(old ? *old : model::Hex {c}, m_terrain));
    }
    if (!cells.empty())
        document()->paintHexes(
            cells, tr("Paint %1").arg(DisplayNames::terrain(m_terrain)), true, m_strokeId);
}

void TerrainBrushTool::endStroke()
{
    if (!m_pendingErase.empty())
        document()->removeHexes(m_pendingErase, tr("Erase Cells"));
    m_pendingErase.clear();
}

QColor TerrainBrushTool::previewColor() const
{
    return erasing() && inStroke() ? QColor(0xff, 0x50, 0x50) : QColor(0xff, 0xff, 0xff);
}

} // namespace isle::editor
