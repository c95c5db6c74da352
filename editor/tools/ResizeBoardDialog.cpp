// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResizeBoardDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace isle::editor {

ResizeBoardDialog::ResizeBoardDialog(const model::Board &board, QWidget *parent)
    : QDialog(parent)
    , m_board(board)
{
    setWindowTitle(tr("Resize Board"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Add rows and columns of sea (positive numbers) or crop them "
                                "(negative numbers) on each side of the board. A frame stays "
                                "around the board."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    const auto field = [&](const QString &label, const QString &unit, const QString &name) {
        auto *s = new QSpinBox(this);
        s->setRange(-50, 50);
        s->setSuffix(unit);
        s->setAccessibleName(name);
        s->setToolTip(tr("%1: add (positive) or remove (negative)").arg(name));
        form->addRow(label, s); // the label is the field's buddy: Alt+letter focuses it
        connect(s, &QSpinBox::valueChanged, this, &ResizeBoardDialog::updateSummary);
        return s;
    };
    m_left = field(tr("Columns on the &left:"), tr(" columns"), tr("Columns on the left"));
    m_right = field(tr("Columns on the &right:"), tr(" columns"), tr("Columns on the right"));
    m_top = field(tr("Rows at the &top:"), tr(" rows"), tr("Rows at the top"));
    m_bottom = field(tr("Rows at the &bottom:"), tr(" rows"), tr("Rows at the bottom"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("ResizeSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateSummary();
}

BoardResize::Margins ResizeBoardDialog::margins() const
{
    return {m_left->value(), m_top->value(), m_right->value(), m_bottom->value()};
}

void ResizeBoardDialog::setMargins(const BoardResize::Margins &margins)
{
    m_left->setValue(margins.left);
    m_top->setValue(margins.top);
    m_right->setValue(margins.right);
    m_bottom->setValue(margins.bottom);
}

QString ResizeBoardDialog::summary() const
{
    return m_summary->text();
}

QString ResizeBoardDialog::lossText(const BoardResize::Result &r)
{
    QStringList lost;
    if (r.landRemoved > 0)
        lost << tr("%n land hex(es)", nullptr, r.landRemoved);
    if (r.harborsRemoved > 0)
        lost << tr("%n harbor(s)", nullptr, r.harborsRemoved);
    if (r.markersRemoved > 0)
        lost << tr("%n marker(s)", nullptr, r.markersRemoved);
    if (r.robberRemoved)
        lost << tr("the robber");
    if (r.pirateRemoved)
        lost << tr("the pirate");
    if (lost.isEmpty())
        return {};
    return tr("This removes %1.").arg(lost.join(tr(", ")));
}

void ResizeBoardDialog::updateSummary()
{
    const auto [rows, columns] = BoardResize::size(m_board);
    const BoardResize::Result r = result();
    QString text = tr("Now %1 × %2; after resizing %3 × %4 (rows × columns, without the frame).")
                       .arg(rows)
                       .arg(columns)
                       .arg(r.rows)
                       .arg(r.columns);
    const QString loss = lossText(r);
    if (!loss.isEmpty())
        text += u'\n' + loss;
    m_summary->setText(text);
    QPalette palette = m_summary->palette();
    palette.setColor(QPalette::WindowText,
        loss.isEmpty() ? this->palette().color(QPalette::WindowText) : QColor(0xc0, 0x39, 0x2b));
    m_summary->setPalette(palette);
}

} // namespace isle::editor
