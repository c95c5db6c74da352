// SPDX-License-Identifier: GPL-3.0-or-later
#include "TerrainPaletteModel.h"

#include "editor/document/DisplayNames.h"
#include "editor/render/TerrainArt.h"

#include <QPixmap>

namespace isle::editor {

int TerrainPaletteModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : model::TerrainCount;
}

QVariant TerrainPaletteModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const model::Terrain t = terrainAt(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return DisplayNames::terrain(t);
    case Qt::DecorationRole:
        return QPixmap::fromImage(render::TerrainArt::shared().image(t, 18.0));
    case Qt::ToolTipRole:
        return tr("Paint %1 with the terrain brush").arg(DisplayNames::terrain(t));
    case TerrainRole:
        return model::index(t);
    }
    return {};
}

} // namespace isle::editor
