// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include <QColor>

#include <optional>
#include <vector>

namespace isle::editor {

/// Base of the tools that are dragged across cells (terrain brush, erase, area, frame): a round
/// footprint of 1–3 rings around the hovered hex, shown while hovering, and strokes that visit
/// every hex the mouse crossed, even on fast moves. Subclasses turn a stroke into edits.
class BrushTool : public AbstractTool
{
    Q_OBJECT

public:
    using AbstractTool::AbstractTool;

    int brushSize() const { return m_size; }
    /// 1 = one hex, 2 = one ring around it, 3 = two rings.
    void setBrushSize(int size);
    std::vector<model::HexCoord> footprint(model::HexCoord centre) const;

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void mouseLeft() override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;
    QWidget *createOptionsWidget(QWidget *parent) override;

Q_SIGNALS:
    void brushSizeChanged(int size);

protected:
    /// A stroke starts (`erasing`: right button or Shift).
    virtual void beginStroke(bool erasing) = 0;
    /// The stroke reached these hexes (each at most once per stroke).
    virtual void strokeHexes(const std::vector<model::HexCoord> &hexes) = 0;
    virtual void endStroke() = 0;
    /// Colour of the footprint preview.
    virtual QColor previewColor() const { return QColor(255, 255, 255); }
    /// Extra hexes drawn as pending (e.g. cells an erase stroke will remove on release).
    virtual const std::vector<model::HexCoord> &pendingHexes() const;
    bool inStroke() const { return m_stroking; }
    bool erasing() const { return m_erasing; }

private:
    void visit(model::HexCoord from, model::HexCoord to);
    QRectF footprintRect(model::HexCoord centre) const;

    int m_size = 1;
    bool m_stroking = false;
    bool m_erasing = false;
    std::optional<model::HexCoord> m_hover;
    std::optional<model::HexCoord> m_last;
    std::vector<model::HexCoord> m_visited; // sorted, this stroke
};

} // namespace isle::editor
