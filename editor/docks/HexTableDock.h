// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>

class QTableView;

namespace isle::editor {

class HexTableModel;
class ScenarioDocument;

/// The board as an editable table (HexTableModel). Selecting rows selects the hexes in the
/// document, and the document's selection is mirrored back, so table and board view agree.
class HexTableDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit HexTableDock(ScenarioDocument *document, QWidget *parent = nullptr);

    HexTableModel *model() const { return m_model; }

private:
    void selectFromDocument();
    void selectIntoDocument();

    ScenarioDocument *m_document;
    HexTableModel *m_model;
    QTableView *m_view;
    bool m_syncing = false;
};

} // namespace isle::editor
