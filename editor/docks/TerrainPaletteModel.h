// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Terrain.h"

#include <QAbstractListModel>

#include <optional>

namespace isle::editor {

/// The terrains a brush can paint, in the model's order, with their translated names and art.
class TerrainPaletteModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role { TerrainRole = Qt::UserRole + 1 };

    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    static model::Terrain terrainAt(int row) { return static_cast<model::Terrain>(row); }
    static int rowOf(model::Terrain t) { return model::index(t); }
};

} // namespace isle::editor
