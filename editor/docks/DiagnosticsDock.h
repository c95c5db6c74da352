// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Board.h"
#include "model/Issue.h"

#include <QDockWidget>
#include <QPointer>

#include <vector>

class QLabel;
class QModelIndex;
class QTreeView;

namespace isle::editor {

class BoardView;
class DiagnosticsModel;
class LiveValidation;
class ScenarioDocument;

/// The rule-check findings of the open scenario, grouped by severity, refreshed whenever
/// LiveValidation recomputes them (after every edit). Clicking or activating a finding selects
/// the hexes it concerns and centres the board view on them.
class DiagnosticsDock : public QDockWidget
{
    Q_OBJECT

public:
    DiagnosticsDock(
        ScenarioDocument *document, LiveValidation *validation, QWidget *parent = nullptr);

    /// The view to centre on activated findings (optional).
    void setBoardView(BoardView *view);
    DiagnosticsModel *model() const { return m_model; }
    QTreeView *treeView() const { return m_tree; }
    QString summaryText() const;

    /// Selects the hexes of the finding at `index` and centres the view on them; group rows and
    /// findings about the whole scenario do nothing.
    void activate(const QModelIndex &index);

    /// The board hexes a finding concerns: its hexes, plus those beside its sides and
    /// intersections, sorted, without duplicates and cells that are not on the board.
    static std::vector<model::HexCoord> hexesOf(
        const model::Issue &issue, const model::Board &board);

private:
    void refresh();

    ScenarioDocument *m_document;
    LiveValidation *m_validation;
    QPointer<BoardView> m_view;
    DiagnosticsModel *m_model;
    QTreeView *m_tree;
    QLabel *m_summary;
};

} // namespace isle::editor
