// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include "model/Board.h"

#include <QString>

#include <optional>

namespace isle::editor {

/// Places harbors on coastal paths: click a path between water and land to lay a harbor of the
/// chosen type (clicking a harbor of that type removes it, another type replaces it); the right
/// button removes. Paths that cannot take a harbor (not between water and land, or touching another
/// harbor's intersection) are refused with the reason in the status bar.
class HarborTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit HarborTool(QObject *parent = nullptr);
    QString description() const override;

    model::HarborType type() const { return m_type; }
    void setType(model::HarborType type);

    /// The harbor `edge` can take (on the water hex, facing the land hex, sharing no
    /// intersection with another harbor; 001:L2427), or the reason it cannot.
    static std::optional<model::Harbor> harborFor(
        const model::Board &board, model::EdgeCoord edge, model::HarborType type, QString *reason);

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseLeft() override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;
    QWidget *createOptionsWidget(QWidget *parent) override;

Q_SIGNALS:
    void typeChanged(model::HarborType type);

private:
    QRectF edgeRect(model::EdgeCoord e) const;

    model::HarborType m_type = model::HarborType::Generic;
    std::optional<model::EdgeCoord> m_hover;
    bool m_hoverLegal = false;
};

} // namespace isle::editor
