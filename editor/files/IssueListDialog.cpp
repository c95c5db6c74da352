// SPDX-License-Identifier: GPL-3.0-or-later
#include "IssueListDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace isle::editor {

namespace {

QString severityText(model::Severity s)
{
    switch (s) {
    case model::Severity::Error:
        return IssueListDialog::tr("Error");
    case model::Severity::Warning:
        return IssueListDialog::tr("Warning");
    case model::Severity::Info:
        return IssueListDialog::tr("Info");
    }
    return {};
}

QString placeText(const model::Issue &issue)
{
    if (issue.line > 0)
        return IssueListDialog::tr("line %1, column %2").arg(issue.line).arg(issue.column);
    if (!issue.pointer.empty())
        return QString::fromStdString(issue.pointer);
    return IssueListDialog::tr("whole file");
}

} // namespace

IssueListDialog::IssueListDialog(
    const QString &summary, const std::vector<model::Issue> &issues, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Problems in the File"));
    auto *label = new QLabel(summary);
    label->setWordWrap(true);
    auto *tree = new QTreeWidget;
    tree->setRootIsDecorated(false);
    tree->setHeaderLabels({tr("Severity"), tr("File"), tr("Place"), tr("Message")});
    QStringList lines;
    for (const model::Issue &issue : issues) {
        const QStringList columns {severityText(issue.severity), QString::fromStdString(issue.file),
            placeText(issue), QString::fromStdString(issue.message)};
        auto *item = new QTreeWidgetItem(tree, columns);
        item->setToolTip(3, columns[3]);
        lines << columns.join(QLatin1Char('\t'));
    }
    tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copy = buttons->addButton(tr("&Copy All"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this,
        [lines] { QApplication::clipboard()->setText(lines.join(QLatin1Char('\n'))); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(tree);
    layout->addWidget(buttons);
    resize(760, 360);
}

} // namespace isle::editor
