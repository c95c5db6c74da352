// SPDX-License-Identifier: GPL-3.0-or-later
#include "PaletteDock.h"

#include "editor/docks/TerrainPaletteModel.h"

#include <QItemSelectionModel>
#include <QListView>

namespace isle::editor {

PaletteDock::PaletteDock(QWidget *parent)
    : QDockWidget(tr("Terrains"), parent)
    , m_model(new TerrainPaletteModel(this))
    , m_view(new QListView(this))
{
    setObjectName(QStringLiteral("PaletteDock"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setIconSize(QSize(32, 36));
    m_view->setUniformItemSizes(true);
    m_view->setToolTip(tr("The terrain the brush and the fill tool paint"));
    setWidget(m_view);
    m_view->setCurrentIndex(m_model->index(TerrainPaletteModel::rowOf(m_current)));
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                setCurrentTerrain(TerrainPaletteModel::terrainAt(current.row()));
        });
}

void PaletteDock::setCurrentTerrain(model::Terrain terrain)
{
    if (terrain == m_current)
        return;
    m_current = terrain;
    m_view->setCurrentIndex(m_model->index(TerrainPaletteModel::rowOf(terrain)));
    Q_EMIT currentTerrainChanged(terrain);
}

} // namespace isle::editor
