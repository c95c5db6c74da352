// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BrushTool.h"

namespace isle::editor {

/// Removes cells (with the harbors, markers and pieces on them). The cells a drag crosses are
/// marked red and removed together on release: one undo step.
class EraseTool : public BrushTool
{
    Q_OBJECT

public:
    explicit EraseTool(QObject *parent = nullptr);
    QString description() const override;

protected:
    void beginStroke(bool erasing) override;
    void strokeHexes(const std::vector<model::HexCoord> &hexes) override;
    void endStroke() override;
    const std::vector<model::HexCoord> &pendingHexes() const override { return m_pending; }
    QColor previewColor() const override { return QColor(0xff, 0x50, 0x50); }

private:
    std::vector<model::HexCoord> m_pending;
};

} // namespace isle::editor
