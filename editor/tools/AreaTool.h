// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BrushTool.h"

#include <QPointer>

#include <string>

class QComboBox;

namespace isle::editor {

/// Paints cells into the current area (Hex::area); the right button takes them out of any area.
/// Areas and their pools are edited in the areas editor; this tool only assigns cells. A stroke is
/// one undo step.
class AreaTool : public BrushTool
{
    Q_OBJECT

public:
    explicit AreaTool(QObject *parent = nullptr);
    QString description() const override;

    std::string areaId() const { return m_areaId; }
    void setAreaId(const std::string &id) { m_areaId = id; }

    QWidget *createOptionsWidget(QWidget *parent) override;
    void activate(BoardView *view) override;
    void deactivate() override;

protected:
    void beginStroke(bool erasing) override;
    void strokeHexes(const std::vector<model::HexCoord> &hexes) override;
    void endStroke() override { }
    QColor previewColor() const override;

private:
    void refreshAreas();

    QPointer<QComboBox> m_combo;
    std::string m_areaId;
    int m_strokeId = 0;
};

} // namespace isle::editor
