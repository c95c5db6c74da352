// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChoiceDelegate.h"

#include "editor/docks/HexTableModel.h"

#include <QComboBox>

namespace isle::editor {

QWidget *ChoiceDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QStringList choices = index.data(HexTableModel::ChoicesRole).toStringList();
    if (choices.isEmpty())
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *combo = new QComboBox(parent);
    combo->addItems(choices);
    connect(combo, &QComboBox::activated, this, [this, combo] {
        auto *self = const_cast<ChoiceDelegate *>(this); // signals are non-const by design
        Q_EMIT self->commitData(combo);
        Q_EMIT self->closeEditor(combo);
    });
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(index.data(Qt::EditRole).toInt());
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void ChoiceDelegate::setModelData(
    QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->currentIndex() != index.data(Qt::EditRole).toInt())
            model->setData(index, combo->currentIndex(), Qt::EditRole);
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace isle::editor
