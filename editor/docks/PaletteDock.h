// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Terrain.h"

#include <QDockWidget>

class QListView;

namespace isle::editor {

class TerrainPaletteModel;

/// The terrain palette: which terrain the brush, fill and table tools paint. Tools read
/// currentTerrain() and follow currentTerrainChanged().
class PaletteDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PaletteDock(QWidget *parent = nullptr);

    model::Terrain currentTerrain() const { return m_current; }
    void setCurrentTerrain(model::Terrain terrain);
    TerrainPaletteModel *model() const { return m_model; }

Q_SIGNALS:
    void currentTerrainChanged(model::Terrain terrain);

private:
    TerrainPaletteModel *m_model;
    QListView *m_view;
    model::Terrain m_current = model::Terrain::Hills;
};

} // namespace isle::editor
