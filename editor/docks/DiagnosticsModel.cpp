// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosticsModel.h"

#include "IssueText.h"

#include <QApplication>
#include <QStyle>

namespace isle::editor {

using model::Severity;

DiagnosticsModel::DiagnosticsModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void DiagnosticsModel::setIssues(const std::vector<model::Issue> &issues)
{
    beginResetModel();
    for (auto &group : m_groups)
        group.clear();
    for (const model::Issue &issue : issues)
        m_groups[static_cast<std::size_t>(issue.severity)].push_back(issue);
    endResetModel();
}

const model::Issue *DiagnosticsModel::issue(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const auto &group = m_groups[static_cast<std::size_t>(index.internalId() - 1)];
    return index.row() < static_cast<int>(group.size())
        ? &group[static_cast<std::size_t>(index.row())]
        : nullptr;
}

int DiagnosticsModel::count(Severity severity) const
{
    return static_cast<int>(m_groups[static_cast<std::size_t>(severity)].size());
}

QModelIndex DiagnosticsModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < GroupCount ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0 || row >= rowCount(parent))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex DiagnosticsModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

int DiagnosticsModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return GroupCount;
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return static_cast<int>(m_groups[static_cast<std::size_t>(parent.row())].size());
}

int DiagnosticsModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant DiagnosticsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0) {
        const auto severity = static_cast<Severity>(index.row());
        const int n = count(severity);
        if (role == Qt::DisplayRole && index.column() == MessageColumn) {
            switch (severity) {
            case Severity::Error:
                return tr("Errors (%n)", nullptr, n);
            case Severity::Warning:
                return tr("Warnings (%n)", nullptr, n);
            case Severity::Info:
                return tr("Information (%n)", nullptr, n);
            }
        }
        if (role == Qt::DecorationRole && index.column() == MessageColumn) {
            const QStyle::StandardPixmap icons[] {QStyle::SP_MessageBoxCritical,
                QStyle::SP_MessageBoxWarning, QStyle::SP_MessageBoxInformation};
            return QApplication::style()->standardIcon(icons[index.row()]);
        }
        return {};
    }
    const model::Issue *i = issue(index);
    if (!i)
        return {};
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case MessageColumn:
            return IssueText::describe(*i);
        case PlaceColumn:
            return IssueText::place(*i);
        case CodeColumn:
            return QString::fromStdString(i->code);
        default:
            break;
        }
    }
    return {};
}

QVariant DiagnosticsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MessageColumn:
        return tr("Problem");
    case CodeColumn:
        return tr("Check");
    case PlaceColumn:
        return tr("Place");
    default:
        return {};
    }
}

} // namespace isle::editor
