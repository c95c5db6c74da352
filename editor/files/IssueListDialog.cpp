// SPDX-License-Identifier: GPL-3.0-or-later
#include "IssueListDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
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
    auto *table = new QTableWidget(static_cast<int>(issues.size()), 4);
    table->setObjectName(QStringLiteral("IssueTable"));
    table->setHorizontalHeaderLabels({tr("Severity"), tr("File"), tr("Place"), tr("Message")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    QStringList lines;
    int row = 0;
    for (const model::Issue &issue : issues) {
        const QStringList columns {severityText(issue.severity),
            QFileInfo(QString::fromStdString(issue.file)).fileName(), placeText(issue),
            QString::fromStdString(issue.message)};
        for (int c = 0; c < columns.size(); ++c) {
            auto *item = new QTableWidgetItem(columns[c]);
            item->setToolTip(c == 1 ? QString::fromStdString(issue.file) : columns[c]);
            item->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
            table->setItem(row, c, item);
        }
        ++row;
        QStringList line = columns;
        line[1] = QString::fromStdString(issue.file);
        lines << line.join(QLatin1Char('\t'));
    }
    QHeaderView *header = table->horizontalHeader();
    for (int c = 0; c < 3; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(3, QHeaderView::Stretch);
    // Rows follow the message column's width: a wrapped message is shown whole at any dialog
    // width (the row's height is recomputed whenever the stretched column changes width).
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copy = buttons->addButton(tr("&Copy All"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this,
        [lines] { QApplication::clipboard()->setText(lines.join(QLatin1Char('\n'))); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(760, 360);
}

} // namespace isle::editor
