// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitiesKnightsRulesEditor.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace isle::editor {

namespace {

bool usesCitiesKnights(const model::Scenario &s)
{
    return s.uses(model::Product::CitiesAndKnights)
        || s.uses(model::Product::CitiesAndKnightsFiveSix);
}

constexpr int BaseTarget = 10; // 001:L287
constexpr int CitiesKnightsTarget = 13; // 001:L3643

} // namespace

CitiesKnightsRulesEditor::CitiesKnightsRulesEditor(QWidget *parent)
    : QGroupBox(tr("Cities && Knights"), parent) // && shows one &, not a mnemonic
{
    using Options = model::CitiesAndKnightsOptions;
    m_track = new QSpinBox;
    m_track->setRange(Options::MinBarbarianTrackLength, Options::MaxBarbarianTrackLength);
    m_track->setSuffix(tr(" spaces"));
    m_track->setToolTip(
        tr("Ship symbols of the event die until the barbarian ship reaches Catan and attacks. "
           "The rulebooks show the track only in a picture; 7 is the commonly printed track."));
    m_knightErrant = new QCheckBox(tr("Knight-Errant"));
    m_knightErrant->setToolTip(
        tr("An active knight may chase the robber away before the dice are rolled"));
    m_easyStart = new QCheckBox(tr("Easy Start"));
    m_easyStart->setToolTip(tr("In each player's first two turns a 7 is rolled again and the "
                               "event die is not rolled"));
    m_nasty = new QCheckBox(tr("Nasty variant"));
    m_nasty->setToolTip(tr("When the barbarians land, each player decides which of their active "
                           "knights defend Catan"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Barbarian track:"), m_track);
    form->addRow(m_knightErrant);
    form->addRow(m_easyStart);
    form->addRow(m_nasty);

    connect(m_track, &QSpinBox::valueChanged, this,
        [this] { emit optionsEdited(shownOptions(), tr("Change Barbarian Track")); });
    for (QCheckBox *box : {m_knightErrant, m_easyStart, m_nasty})
        connect(box, &QCheckBox::toggled, this, [this, box] {
            emit optionsEdited(shownOptions(), tr("Change Rule: %1").arg(box->text()));
        });
}

void CitiesKnightsRulesEditor::setOptions(const model::CitiesAndKnightsOptions &options)
{
    const QSignalBlocker b1(m_track), b2(m_knightErrant), b3(m_easyStart), b4(m_nasty);
    m_track->setValue(options.barbarianTrackLength);
    m_knightErrant->setChecked(options.knightErrant);
    m_easyStart->setChecked(options.easyStart);
    m_nasty->setChecked(options.nasty);
}

model::CitiesAndKnightsOptions CitiesKnightsRulesEditor::shownOptions() const
{
    model::CitiesAndKnightsOptions options;
    options.barbarianTrackLength = m_track->value();
    options.knightErrant = m_knightErrant->isChecked();
    options.easyStart = m_easyStart->isChecked();
    options.nasty = m_nasty->isChecked();
    return options;
}

void CitiesKnightsRulesEditor::followProducts(const model::Scenario &before, model::Scenario &after)
{
    const bool was = usesCitiesKnights(before), is = usesCitiesKnights(after);
    if (was == is)
        return;
    const bool seafarers
        = after.uses(model::Product::Seafarers) || after.uses(model::Product::SeafarersFiveSix);
    if (is) {
        if (!after.rules.citiesAndKnights)
            after.rules.citiesAndKnights = model::CitiesAndKnightsOptions {};
        if (!seafarers && after.victoryPoints == BaseTarget)
            after.victoryPoints = CitiesKnightsTarget;
    } else {
        after.rules.citiesAndKnights.reset();
        if (!seafarers && after.victoryPoints == CitiesKnightsTarget)
            after.victoryPoints = BaseTarget;
    }
}

} // namespace isle::editor
