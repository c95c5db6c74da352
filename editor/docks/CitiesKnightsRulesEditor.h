// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"

#include <QGroupBox>

class QCheckBox;
class QSpinBox;

namespace isle::editor {

/// The Rules page's "Cities & Knights" group (rules.citiesAndKnights): the barbarian track's
/// length and the optional rules Knight-Errant, Easy Start and Nasty (001:L3657–3691). The dock
/// shows it while the scenario uses the Cities & Knights box (or states the settings anyway).
class CitiesKnightsRulesEditor : public QGroupBox
{
    Q_OBJECT

public:
    explicit CitiesKnightsRulesEditor(QWidget *parent = nullptr);

    /// Shows `options` (the defaults when the file states none) without emitting.
    void setOptions(const model::CitiesAndKnightsOptions &options);

    /// What a change of products brings along, applied to `after` (one undo step with it):
    /// switching Cities & Knights on states its settings and raises a base target of 10 to the
    /// box's 13 (001:L3643); switching it off drops them and returns 13 to 10. Seafarers
    /// scenarios keep their own targets.
    static void followProducts(const model::Scenario &before, model::Scenario &after);

signals:
    /// The user changed a setting; `undoText` names it.
    void optionsEdited(const model::CitiesAndKnightsOptions &options, const QString &undoText);

private:
    model::CitiesAndKnightsOptions shownOptions() const;

    QSpinBox *m_track = nullptr;
    QCheckBox *m_knightErrant = nullptr;
    QCheckBox *m_easyStart = nullptr;
    QCheckBox *m_nasty = nullptr;
};

} // namespace isle::editor
