// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/HexCoord.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <vector>

namespace isle::editor {

class ScenarioDocument;

/// The board's cells as a table (coordinate, terrain, token, area), one row per cell in the
/// board's row-major order. Reads the document directly (no copy) and follows its signals; edits
/// go through ScenarioDocument::paintHexes, so they are undoable like any brush stroke.
/// Editable columns offer their choices under ChoicesRole (a QStringList); EditRole is the index
/// of the current value in that list.
class HexTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CoordinateColumn, TerrainColumn, TokenColumn, AreaColumn, ColumnCount };
    enum Role { ChoicesRole = Qt::UserRole + 1, CoordRole };

    explicit HexTableModel(ScenarioDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// Row of the cell at `c`, or -1 when it is off the board.
    int rowOf(model::HexCoord c) const;

private:
    void onHexesChanged(const std::vector<model::HexCoord> &coords);
    void reset();
    QStringList choices(int column) const;
    int currentChoice(int row, int column) const;

    QPointer<ScenarioDocument> m_document;
    int m_rowCount = 0; ///< rows announced to views; differs from the board only inside a change
};

} // namespace isle::editor
