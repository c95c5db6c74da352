// SPDX-License-Identifier: GPL-3.0-or-later
#include "GenerateDialog.h"

#include "editor/document/GeneratorErrorText.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace isle::editor {

using model::GeneratorConstraint;

namespace {

constexpr int MaxBestOf = 10000;

std::size_t slot(GeneratorConstraint c)
{
    return static_cast<std::size_t>(c);
}

} // namespace

GenerateDialog::GenerateDialog(
    model::Scenario scenario, const validation::DealOptions &initial, QWidget *parent)
    : QDialog(parent)
    , m_scenario(std::move(scenario))
    , m_seed(new QLineEdit(this))
    , m_clumpLimit(new QSpinBox(this))
    , m_pipsLimit(new QSpinBox(this))
    , m_bestOf(new QSpinBox(this))
    , m_locked(new QLabel(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Generate Board"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);

    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setToolTip(tr("The same seed and options give the same board, also with "
                          "islewright-cli generate --seed"));
    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seed, 1);
    auto *randomSeed = new QPushButton(tr("&Random"), this);
    randomSeed->setToolTip(tr("Pick a new seed at random"));
    connect(randomSeed, &QPushButton::clicked, this, [this] {
        m_seed->setText(QString::number(QRandomGenerator::global()->bounded(1000000000u)));
    });
    seedRow->addWidget(randomSeed);
    auto *seedLabel = new QLabel(tr("&Seed:"), this);
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, seedRow);

    m_bestOf->setObjectName(QStringLiteral("bestOf"));
    m_bestOf->setRange(1, MaxBestOf);
    m_bestOf->setToolTip(tr("Deal this many boards (the seeds seed, seed+1, ...) and keep the one "
                            "with the highest balance score of the Statistics dock; "
                            "islewright-cli generate --best-of"));
    form->addRow(tr("Deal the &fairest of:"), m_bestOf);

    auto *constraints = new QGroupBox(tr("Constraints"), this);
    auto *grid = new QFormLayout(constraints);
    for (int i = 0; i < model::GeneratorConstraintCount; ++i) {
        const auto c = static_cast<GeneratorConstraint>(i);
        auto *box = new QCheckBox(GeneratorErrorText::constraint(c), constraints);
        box->setObjectName(QString::fromLatin1(
            model::toString(c).data(), static_cast<qsizetype>(model::toString(c).size())));
        box->setToolTip(tr("islewright-cli generate --constraint %1").arg(box->objectName()));
        m_constraint[slot(c)] = box;
        QSpinBox *limit = c == GeneratorConstraint::MaxTerrainClump ? m_clumpLimit
            : c == GeneratorConstraint::MaxIntersectionPips         ? m_pipsLimit
                                                                    : nullptr;
        if (!limit) {
            grid->addRow(box);
            continue;
        }
        limit->setRange(1, c == GeneratorConstraint::MaxTerrainClump ? 30 : 15);
        limit->setEnabled(false);
        connect(box, &QCheckBox::toggled, limit, &QSpinBox::setEnabled);
        grid->addRow(box, limit);
    }
    layout->addWidget(constraints);

    m_locked->setObjectName(QStringLiteral("locked"));
    m_locked->setWordWrap(true);
    m_locked->hide();
    layout->addWidget(m_locked);

    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Deal"));
    connect(buttons, &QDialogButtonBox::accepted, this, &GenerateDialog::tryDeal);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setOptions(initial);
}

validation::DealOptions GenerateDialog::options() const
{
    validation::DealOptions o;
    o.seed = m_seed->text().toULongLong();
    o.bestOf = m_bestOf->value();
    model::GeneratorConstraints &k = o.constraints;
    auto on = [this](GeneratorConstraint c) {
        return m_constraint[slot(c)]->isChecked();
    };
    k.redNumbersNotAdjacent = on(GeneratorConstraint::RedNumbersNotAdjacent);
    k.twoTwelveNotAdjacent = on(GeneratorConstraint::TwoTwelveNotAdjacent);
    k.equalNumbersNotAdjacent = on(GeneratorConstraint::EqualNumbersNotAdjacent);
    k.noRedOnGold = on(GeneratorConstraint::NoRedOnGold);
    k.maxTerrainClump = on(GeneratorConstraint::MaxTerrainClump) ? m_clumpLimit->value() : 0;
    k.maxIntersectionPips = on(GeneratorConstraint::MaxIntersectionPips) ? m_pipsLimit->value() : 0;
    return o;
}

void GenerateDialog::setOptions(const validation::DealOptions &o)
{
    m_seed->setText(QString::number(o.seed));
    m_bestOf->setValue(o.bestOf);
    for (int i = 0; i < model::GeneratorConstraintCount; ++i) {
        const auto c = static_cast<GeneratorConstraint>(i);
        m_constraint[slot(c)]->setChecked(o.constraints.enabled(c));
    }
    const model::GeneratorConstraints defaults = model::GeneratorConstraints::all();
    m_clumpLimit->setValue(o.constraints.maxTerrainClump > 0 ? o.constraints.maxTerrainClump
                                                             : defaults.maxTerrainClump);
    m_pipsLimit->setValue(o.constraints.maxIntersectionPips > 0 ? o.constraints.maxIntersectionPips
                                                                : defaults.maxIntersectionPips);
    // What the scenario's own rules demand of every deal (New World's red numbers, 001:L2425)
    // is always on: shown checked and fixed, the limit no looser than the scenario's.
    const model::GeneratorConstraints &required = m_scenario.dealConstraints;
    for (int i = 0; i < model::GeneratorConstraintCount; ++i) {
        const auto c = static_cast<GeneratorConstraint>(i);
        if (!required.enabled(c))
            continue;
        QCheckBox *box = m_constraint[slot(c)];
        box->setChecked(true);
        box->setEnabled(false);
        box->setToolTip(tr("Required by this scenario's rules"));
    }
    if (required.maxTerrainClump > 0)
        m_clumpLimit->setMaximum(required.maxTerrainClump);
    if (required.maxIntersectionPips > 0)
        m_pipsLimit->setMaximum(required.maxIntersectionPips);
}

void GenerateDialog::setLocked(const LockSummary &locked)
{
    m_locked->setText(tr("Deals the pools again and keeps what is locked: %1 (Edit › Lock Hexes "
                         "and Harbors, Edit › Lock Tokens).")
                          .arg(locked.text()));
    m_locked->setHidden(locked.total() <= 0);
}

QString GenerateDialog::lockedText() const
{
    return m_locked->isHidden() ? QString() : m_locked->text();
}

QString GenerateDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

bool GenerateDialog::tryDeal()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    auto result = validation::dealScenario(m_scenario, options());
    QApplication::restoreOverrideCursor();
    if (!result) {
        m_deal.reset();
        m_error->setText(
            tr("No board can be dealt: %1").arg(GeneratorErrorText::describe(result.error())));
        m_error->show();
        return false;
    }
    m_deal = std::move(result).value();
    m_error->clear();
    m_error->hide();
    accept();
    return true;
}

} // namespace isle::editor
