// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LockSummary.h"
#include "model/Scenario.h"
#include "validation/stats/ScenarioDeal.h"

#include <QDialog>

#include <array>
#include <optional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace isle::editor {

/// Generate Board: the seed, the generator's constraints (each one islewright-cli generate
/// --constraint takes) and "deal the fairest of N" (the balance score of the Statistics dock as
/// the objective, as --best-of N). OK deals through validation::dealScenario, the CLI's code
/// path; when no board can be dealt the dialog stays open and says why (GeneratorErrorText).
class GenerateDialog : public QDialog
{
    Q_OBJECT

public:
    GenerateDialog(model::Scenario scenario, const validation::DealOptions &initial,
        QWidget *parent = nullptr);

    validation::DealOptions options() const;
    void setOptions(const validation::DealOptions &options);
    /// The dealt scenario once OK succeeded.
    const std::optional<validation::ScenarioDeal> &deal() const { return m_deal; }
    /// Says what the deal keeps of what the designer locked (hidden when nothing is locked).
    void setLocked(const LockSummary &locked);
    QString lockedText() const;
    /// Why the last OK dealt no board; empty after success.
    QString errorText() const;

public Q_SLOTS:
    /// Deals with the current options; accepts the dialog on success, shows the reason if not.
    bool tryDeal();

private:
    model::Scenario m_scenario;
    QLineEdit *m_seed;
    std::array<QCheckBox *, model::GeneratorConstraintCount> m_constraint {};
    QSpinBox *m_clumpLimit;
    QSpinBox *m_pipsLimit;
    QSpinBox *m_bestOf;
    QLabel *m_locked;
    QLabel *m_error;
    std::optional<validation::ScenarioDeal> m_deal;
};

} // namespace isle::editor
