// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include "model/Area.h"

#include <optional>

namespace isle::editor {

/// Lays lettered number tokens along the set-up spiral (model::TokenSpiral) over the clicked
/// cell's area: choose the start corner, the direction and the letter sequence in the options.
/// Hovering marks the start hex; the whole spiral is one undo step.
class SpiralTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit SpiralTool(QObject *parent = nullptr);
    QString description() const override;

    const model::SpiralSettings &settings() const { return m_settings; }
    void setSettings(const model::SpiralSettings &settings) { m_settings = settings; }

    /// Lays the spiral over the land of `areaId`; returns false (with a status message) if none.
    bool laySpiral(const std::string &areaId);

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseLeft() override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;
    QWidget *createOptionsWidget(QWidget *parent) override;

private:
    int startCorner() const { return m_settings.startCorner < 0 ? 0 : m_settings.startCorner; }

    model::SpiralSettings m_settings;
    std::vector<model::HexCoord> m_preview; ///< walk order over the hovered area
};

} // namespace isle::editor
