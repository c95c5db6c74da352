// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include <optional>

namespace isle::editor {

/// Toggles the "no starting settlement here" mark on intersections: click near a corner.
class StartRestrictionTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit StartRestrictionTool(QObject *parent = nullptr);
    QString description() const override;

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseLeft() override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;

private:
    QRectF cornerRect(model::CornerCoord c) const;

    std::optional<model::CornerCoord> m_hover;
};

} // namespace isle::editor
