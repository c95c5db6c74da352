// SPDX-License-Identifier: GPL-3.0-or-later
#include "DealFirstDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace isle::editor {

DealFirstDialog::DealFirstDialog(std::uint64_t seed, QWidget *parent)
    : QDialog(parent)
    , m_deal(new QCheckBox(tr("&Deal the variable set-up first"), this))
    , m_seed(new QSpinBox(this))
{
    setWindowTitle(tr("Export"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("This map leaves terrain, number tokens or harbors to its pools. "
                                "The exported file cannot hold pools: deal them first to export "
                                "a complete board. The same seed gives the same board as "
                                "“islewright-cli export --seed”."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_deal);
    auto *form = new QFormLayout;
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_seed->setValue(
        static_cast<int>(std::min<std::uint64_t>(seed, std::numeric_limits<int>::max())));
    m_seed->setAccessibleName(tr("Seed"));
    form->addRow(tr("&Seed:"), m_seed);
    layout->addLayout(form);
    m_deal->setChecked(true);
    connect(m_deal, &QCheckBox::toggled, m_seed, &QWidget::setEnabled);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

std::optional<std::uint64_t> DealFirstDialog::dealSeed() const
{
    if (!m_deal->isChecked())
        return std::nullopt;
    return static_cast<std::uint64_t>(m_seed->value());
}

void DealFirstDialog::setDealSeed(std::optional<std::uint64_t> seed)
{
    m_deal->setChecked(seed.has_value());
    if (seed)
        m_seed->setValue(
            static_cast<int>(std::min<std::uint64_t>(*seed, std::numeric_limits<int>::max())));
}

} // namespace isle::editor
