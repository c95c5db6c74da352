// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BrushTool.h"

#include "model/Hex.h"

namespace isle::editor {

/// Paints the current terrain (from the palette) onto cells, creating cells off the board. A
/// stroke, from press to release, is one undo step. Cells keep their area; a token stays only if
/// the new terrain takes one. The right button erases (see EraseTool).
class TerrainBrushTool : public BrushTool
{
    Q_OBJECT

public:
    explicit TerrainBrushTool(QObject *parent = nullptr);
    QString description() const override;

    model::Terrain terrain() const { return m_terrain; }
    void setTerrain(model::Terrain terrain) { m_terrain = terrain; }

    /// `cell` with terrain `t`, keeping what still fits (area, token if the terrain takes one).
    static model::Hex withTerrain(model::Hex cell, model::Terrain t);

protected:
    void beginStroke(bool erasing) override;
    void strokeHexes(const std::vector<model::HexCoord> &hexes) override;
    void endStroke() override;
    const std::vector<model::HexCoord> &pendingHexes() const override { return m_pendingErase; }
    QColor previewColor() const override;

private:
    model::Terrain m_terrain = model::Terrain::Hills;
    int m_strokeId = 0;
    std::vector<model::HexCoord> m_pendingErase;
};

} // namespace isle::editor
