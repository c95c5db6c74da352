// SPDX-License-Identifier: GPL-3.0-or-later
#include "PreferencesDialog.h"

#include "Preferences.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace isle::editor {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_autosave(new QSpinBox(this))
    , m_players(new QSpinBox(this))
    , m_printUnit(new QComboBox(this))
    , m_language(new QComboBox(this))
    , m_colours(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    auto *form = new QFormLayout;

    m_autosave->setObjectName(QStringLiteral("AutosaveSeconds"));
    m_autosave->setRange(10, 3600);
    m_autosave->setSingleStep(15);
    m_autosave->setSuffix(tr(" s"));
    m_autosave->setValue(Preferences::autosaveSeconds());
    m_autosave->setToolTip(tr("How often unsaved changes are written to an autosave"));
    form->addRow(tr("&Autosave every:"), m_autosave);

    m_players->setObjectName(QStringLiteral("DefaultPlayers"));
    m_players->setRange(2, 6);
    m_players->setValue(Preferences::defaultPlayers());
    m_players->setToolTip(
        tr("The player count the playtest window starts with, when the map allows it"));
    form->addRow(tr("&Players in a new playtest:"), m_players);

    m_printUnit->setObjectName(QStringLiteral("PrintUnit"));
    m_printUnit->addItem(tr("Millimetres"), QStringLiteral("mm"));
    m_printUnit->addItem(tr("Inches"), QStringLiteral("in"));
    m_printUnit->setCurrentIndex(
        Preferences::printUnit() == Preferences::PrintUnit::Inches ? 1 : 0);
    form->addRow(tr("Print sizes &in:"), m_printUnit);

    m_language->setObjectName(QStringLiteral("Language"));
    m_language->addItem(tr("The system's language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(Preferences::language())));
    form->addRow(tr("&Language:"), m_language);

    m_colours->setObjectName(QStringLiteral("ColourScheme"));
    m_colours->addItem(
        tr("Follow the desktop theme"), static_cast<int>(Preferences::ColourScheme::System));
    m_colours->addItem(tr("Light"), static_cast<int>(Preferences::ColourScheme::Light));
    m_colours->addItem(tr("Dark"), static_cast<int>(Preferences::ColourScheme::Dark));
    m_colours->setCurrentIndex(
        std::max(0, m_colours->findData(static_cast<int>(Preferences::colourScheme()))));
    m_colours->setToolTip(tr("The colour around the board in the editor"));
    form->addRow(tr("Board &colours:"), m_colours);

    auto *note = new QLabel(tr("A new language takes effect when Islewright starts again."), this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

void PreferencesDialog::save() const
{
    Preferences::setAutosaveSeconds(m_autosave->value());
    Preferences::setDefaultPlayers(m_players->value());
    Preferences::setPrintUnit(m_printUnit->currentData().toString() == QLatin1String("in")
            ? Preferences::PrintUnit::Inches
            : Preferences::PrintUnit::Millimetres);
    Preferences::setLanguage(m_language->currentData().toString());
    Preferences::setColourScheme(
        static_cast<Preferences::ColourScheme>(m_colours->currentData().toInt()));
}

} // namespace isle::editor
