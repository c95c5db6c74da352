// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexTableDock.h"

#include "editor/docks/ChoiceDelegate.h"
#include "editor/docks/HexTableModel.h"
#include "editor/document/ScenarioDocument.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QTableView>

namespace isle::editor {

HexTableDock::HexTableDock(ScenarioDocument *document, QWidget *parent)
    : QDockWidget(tr("Hex Table"), parent)
    , m_document(document)
    , m_model(new HexTableModel(document, this))
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("HexTableDock"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ChoiceDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
        | QAbstractItemView::SelectedClicked);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setAlternatingRowColors(true);
    m_view->setToolTip(
        tr("Every cell of the board. Double-click a terrain, token or area to change it."));
    setWidget(m_view);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &HexTableDock::selectIntoDocument);
    connect(document, &ScenarioDocument::selectionChanged, this, &HexTableDock::selectFromDocument);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HexTableDock::selectFromDocument);
}

void HexTableDock::selectIntoDocument()
{
    if (m_syncing)
        return;
    std::vector<model::HexCoord> coords;
    for (const QModelIndex &row : m_view->selectionModel()->selectedRows()) {
        const QPoint p = row.data(HexTableModel::CoordRole).toPoint();
        coords.push_back({p.x(), p.y()});
    }
    m_syncing = true;
    m_document->setSelectedHexes(std::move(coords));
    m_syncing = false;
}

void HexTableDock::selectFromDocument()
{
    if (m_syncing)
        return;
    m_syncing = true;
    QItemSelection selection;
    for (model::HexCoord c : m_document->selectedHexes()) {
        const int row = m_model->rowOf(c);
        if (row >= 0)
            selection.select(
                m_model->index(row, 0), m_model->index(row, HexTableModel::ColumnCount - 1));
    }
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    if (!selection.isEmpty())
        m_view->scrollTo(selection.indexes().front());
    m_syncing = false;
}

} // namespace isle::editor
