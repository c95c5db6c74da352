// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BrushTool.h"

#include "model/Board.h"

namespace isle::editor {

/// Builds and edits the frame: "Surround with Frame" puts a frame cell on every free cell next
/// to the board (one undo step); dragging adds frame cells on free cells and sea, right-drag (or
/// Shift) removes frame cells.
class FrameTool : public BrushTool
{
    Q_OBJECT

public:
    explicit FrameTool(QObject *parent = nullptr);
    QString description() const override;
    QWidget *createOptionsWidget(QWidget *parent) override;

    /// The frame ring around the board's playable cells: every off-board cell next to one.
    static std::vector<model::Hex> frameRing(const model::Board &board);

public Q_SLOTS:
    void surroundWithFrame();

protected:
    void beginStroke(bool erasing) override;
    void strokeHexes(const std::vector<model::HexCoord> &hexes) override;
    void endStroke() override;
    const std::vector<model::HexCoord> &pendingHexes() const override { return m_pendingRemove; }
    QColor previewColor() const override;

private:
    int m_strokeId = 0;
    std::vector<model::HexCoord> m_pendingRemove;
};

} // namespace isle::editor
