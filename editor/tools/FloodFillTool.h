// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include "model/Board.h"

#include <optional>

namespace isle::editor {

/// Fills the connected cells of the clicked cell's terrain with the palette's terrain (one undo
/// step). Hovering previews the region that would change.
class FloodFillTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit FloodFillTool(QObject *parent = nullptr);
    QString description() const override;

    model::Terrain terrain() const { return m_terrain; }
    void setTerrain(model::Terrain terrain) { m_terrain = terrain; }

    /// The cells connected to `start` through cells of the same terrain (sorted).
    static std::vector<model::HexCoord> region(const model::Board &board, model::HexCoord start);

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseLeft() override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;

private:
    model::Terrain m_terrain = model::Terrain::Hills;
    std::optional<model::HexCoord> m_hover;
    std::vector<model::HexCoord> m_preview;
};

} // namespace isle::editor
