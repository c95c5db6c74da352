// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyboardShortcutsDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace isle::editor {

namespace {

QString plainText(const QAction *a)
{
    QString text = a->text();
    text.remove(QStringLiteral("...")).remove(QChar(0x2026)); // "Open…" → "Open"
    // "&&" is a literal ampersand, a single "&" marks the mnemonic.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(u'&');
    return text.replace(u'\x01', u'&').trimmed();
}

void collectMenu(const QMenu *menu, const QString &path, QList<KeyboardShortcutsDialog::Entry> &out,
    QSet<const QAction *> &seen)
{
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (const QMenu *sub = a->menu()) {
            collectMenu(sub, path + QStringLiteral(" › ") + plainText(a), out, seen);
            continue;
        }
        if (a->shortcuts().isEmpty() || seen.contains(a))
            continue;
        seen.insert(a);
        out.append({path, plainText(a), a->shortcuts(), a});
    }
}

} // namespace

QList<KeyboardShortcutsDialog::Entry> KeyboardShortcutsDialog::collect(const QMainWindow *window)
{
    QList<Entry> out;
    QSet<const QAction *> seen;
    if (const QMenuBar *bar = window->menuBar())
        for (const QAction *top : bar->actions())
            if (const QMenu *menu = top->menu())
                collectMenu(menu, plainText(top), out, seen);
    // Shortcuts that live only on a widget (not in any menu) work too: list them as well.
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (const QWidget *w : widgets) {
        if (qobject_cast<const QMenu *>(w) || w->window() != window)
            continue; // menus are listed above; other windows (the playtest) have their own keys
        for (const QAction *a : w->actions())
            if (!a->shortcuts().isEmpty() && !seen.contains(a)) {
                seen.insert(a);
                out.append({tr("Other"), plainText(a), a->shortcuts(), a});
            }
    }
    return out;
}

KeyboardShortcutsDialog::KeyboardShortcutsDialog(const QMainWindow *window, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<Entry> entries = collect(window);
    auto *filter = new QLineEdit(this);
    filter->setPlaceholderText(tr("Filter by command, key or menu"));
    filter->setClearButtonEnabled(true);
    filter->setAccessibleName(tr("Filter"));
    auto *table = new QTableWidget(static_cast<int>(entries.size()), 3, this);
    table->setObjectName(QStringLiteral("ShortcutTable"));
    table->setHorizontalHeaderLabels({tr("Command"), tr("Keys"), tr("Menu")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    int row = 0;
    for (const Entry &e : entries) {
        QStringList keys;
        for (const QKeySequence &k : e.keys)
            keys << k.toString(QKeySequence::NativeText);
        table->setItem(row, 0, new QTableWidgetItem(e.text));
        table->setItem(row, 1, new QTableWidgetItem(keys.join(tr(" or "))));
        table->setItem(row, 2, new QTableWidgetItem(e.menu));
        ++row;
    }
    m_rows = row;
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    connect(filter, &QLineEdit::textChanged, table, [table](const QString &text) {
        for (int r = 0; r < table->rowCount(); ++r) {
            bool match = text.isEmpty();
            for (int c = 0; c < table->columnCount() && !match; ++c)
                match = table->item(r, c)->text().contains(text, Qt::CaseInsensitive);
            table->setRowHidden(r, !match);
        }
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(filter);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(620, 560);
}

} // namespace isle::editor
