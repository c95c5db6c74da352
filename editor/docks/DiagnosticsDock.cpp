// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosticsDock.h"

#include "DiagnosticsModel.h"
#include "LiveValidation.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace isle::editor {

DiagnosticsDock::DiagnosticsDock(
    ScenarioDocument *document, LiveValidation *validation, QWidget *parent)
    : QDockWidget(tr("Diagnostics"), parent)
    , m_document(document)
    , m_validation(validation)
    , m_model(new DiagnosticsModel(this))
    , m_tree(new QTreeView)
    , m_summary(new QLabel)
{
    setObjectName(QStringLiteral("DiagnosticsDock"));
    m_tree->setModel(m_model);
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setWordWrap(false);
    m_tree->setTextElideMode(Qt::ElideRight);
    QHeaderView *header = m_tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(DiagnosticsModel::MessageColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(DiagnosticsModel::PlaceColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(DiagnosticsModel::CodeColumn, QHeaderView::ResizeToContents);
    m_summary->setWordWrap(true);
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    setWidget(box);

    connect(m_validation, &LiveValidation::updated, this, &DiagnosticsDock::refresh);
    // A click selects on the board at once; Enter on a keyboard-chosen row does the same.
    connect(m_tree, &QTreeView::clicked, this, &DiagnosticsDock::activate);
    connect(m_tree, &QTreeView::activated, this, &DiagnosticsDock::activate);
    refresh();
}

void DiagnosticsDock::setBoardView(BoardView *view)
{
    m_view = view;
}

QString DiagnosticsDock::summaryText() const
{
    return m_summary->text();
}

void DiagnosticsDock::refresh()
{
    m_model->setIssues(m_validation->issues());
    m_tree->expandAll();
    const int errors = m_validation->count(model::Severity::Error);
    const int warnings = m_validation->count(model::Severity::Warning);
    const int infos = m_validation->count(model::Severity::Info);
    if (errors + warnings + infos == 0)
        m_summary->setText(tr("No problems found: the scenario follows every enabled rule."));
    else
        m_summary->setText(
            tr("%1, %2, %3")
                .arg(tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings),
                    tr("%n note(s)", nullptr, infos)));
}

std::vector<model::HexCoord> DiagnosticsDock::hexesOf(
    const model::Issue &issue, const model::Board &board)
{
    std::vector<model::HexCoord> hexes = issue.hexes;
    for (const model::EdgeCoord &e : issue.edges)
        for (model::HexCoord h : e.hexes())
            hexes.push_back(h);
    for (const model::CornerCoord &c : issue.corners)
        for (model::HexCoord h : c.touchingHexes())
            hexes.push_back(h);
    hexes.erase(std::remove_if(hexes.begin(), hexes.end(),
                    [&](model::HexCoord h) { return !board.contains(h); }),
        hexes.end());
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    return hexes;
}

void DiagnosticsDock::activate(const QModelIndex &index)
{
    const model::Issue *issue = m_model->issue(index);
    if (!issue)
        return;
    std::vector<model::HexCoord> hexes = hexesOf(*issue, m_document->board());
    if (hexes.empty())
        return;
    if (BoardView *view = m_view.data()) {
        QRectF area;
        for (model::HexCoord h : hexes)
            area = area.united(view->hexRect(h));
        view->centerOn(area.center());
    }
    m_document->setSelectedHexes(std::move(hexes));
}

} // namespace isle::editor
