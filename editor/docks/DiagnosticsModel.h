// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Issue.h"

#include <QAbstractItemModel>

#include <array>
#include <vector>

namespace isle::editor {

/// The rule-check findings of a scenario as a two-level tree: one group per severity (errors,
/// warnings, information; always three rows, empty groups included) with the issues below it in
/// the order given. Columns: the translated problem (IssueText, never the library's English
/// message), the place, and the check's stable code (what RuleOptions::checks overrides name).
class DiagnosticsModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { MessageColumn, PlaceColumn, CodeColumn, ColumnCount };

    explicit DiagnosticsModel(QObject *parent = nullptr);

    /// Replaces all issues (a model reset; issues are regrouped by severity).
    void setIssues(const std::vector<model::Issue> &issues);
    /// The issue behind an index, or nullptr for a group row / invalid index.
    const model::Issue *issue(const QModelIndex &index) const;
    int count(model::Severity severity) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static constexpr int GroupCount = 3;
    // Group g holds the issues of Severity g; an issue index's internalId is its group + 1,
    // a group index's internalId is 0.
    std::array<std::vector<model::Issue>, GroupCount> m_groups;
};

} // namespace isle::editor
