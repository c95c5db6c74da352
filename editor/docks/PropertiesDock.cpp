// SPDX-License-Identifier: GPL-3.0-or-later
#include "PropertiesDock.h"

#include "editor/docks/AreasEditor.h"
#include "editor/docks/CitiesKnightsRulesEditor.h"
#include "editor/docks/DevelopmentDeckEditor.h"
#include "editor/docks/WonderCardsEditor.h"
#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "model/ScenarioDeck.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTabWidget>

#include <algorithm>

namespace isle::editor {

namespace {

QSpinBox *spinBox(int min, int max, const QString &toolTip)
{
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setToolTip(toolTip);
    return box;
}

void setTextIfDifferent(QLineEdit *edit, const std::string &value)
{
    const QString text = QString::fromStdString(value);
    if (edit->text() != text) // keeps the cursor while the user types
        edit->setText(text);
}

QWidget *scrollable(QWidget *page)
{
    auto *scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

} // namespace

PropertiesDock::PropertiesDock(ScenarioDocument *document, QWidget *parent)
    : QDockWidget(tr("Scenario Properties"), parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("PropertiesDock"));
    auto *tabs = new QTabWidget(this);
    tabs->addTab(scrollable(createScenarioPage()), tr("Scenario"));
    tabs->addTab(scrollable(createRulesPage()), tr("Rules"));
    m_areas = new AreasEditor(document);
    tabs->addTab(scrollable(m_areas), tr("Areas"));
    setWidget(tabs);
    connect(document, &ScenarioDocument::propertiesChanged, this, &PropertiesDock::refresh);
    connect(document, &ScenarioDocument::areasChanged, this, &PropertiesDock::refreshSpecialRule);
    refresh();
}

QWidget *PropertiesDock::createScenarioPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_title = new QLineEdit;
    m_title->setToolTip(tr("The name players see"));
    m_id = new QLineEdit;
    m_id->setToolTip(tr("A short unique identifier, used by exports and tools"));
    m_author = new QLineEdit;
    m_description = new QPlainTextEdit;
    m_description->setTabChangesFocus(true);
    m_products = new QListWidget;
    m_products->setToolTip(tr("The boxes needed to play this scenario"));
    for (int i = 0; i < model::ProductCount; ++i) {
        auto *item = new QListWidgetItem(
            DisplayNames::product(static_cast<model::Product>(i)), m_products);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    m_minPlayers = spinBox(1, 8, tr("Fewest players the scenario supports"));
    m_maxPlayers = spinBox(1, 8, tr("Most players the scenario supports"));
    m_victoryPoints = spinBox(3, 30, tr("Victory points needed to win"));
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Author:"), m_author);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Products:"), m_products);
    form->addRow(tr("Mi&n. players:"), m_minPlayers);
    form->addRow(tr("Ma&x. players:"), m_maxPlayers);
    form->addRow(tr("&Victory points:"), m_victoryPoints);

    connect(m_title, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(tr("Change Title"), [&](model::Scenario &p) { p.title = t.toStdString(); });
    });
    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(tr("Change Id"), [&](model::Scenario &p) { p.id = t.toStdString(); });
    });
    connect(m_author, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(tr("Change Author"), [&](model::Scenario &p) { p.author = t.toStdString(); });
    });
    connect(m_description, &QPlainTextEdit::textChanged, this, [this] {
        const std::string text = m_description->toPlainText().toStdString();
        edit(tr("Change Description"), [&](model::Scenario &p) { p.description = text; });
    });
    connect(m_products, &QListWidget::itemChanged, this, [this] {
        std::vector<model::Product> products;
        for (int i = 0; i < m_products->count(); ++i)
            if (m_products->item(i)->checkState() == Qt::Checked)
                products.push_back(static_cast<model::Product>(i));
        edit(tr("Change Products"), [&](model::Scenario &p) {
            const model::Scenario before = p;
            p.products = products;
            CitiesKnightsRulesEditor::followProducts(before, p);
        });
    });
    connect(m_minPlayers, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Change Player Count"), [&](model::Scenario &p) { p.minPlayers = v; });
    });
    connect(m_maxPlayers, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Change Player Count"), [&](model::Scenario &p) { p.maxPlayers = v; });
    });
    connect(m_victoryPoints, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Change Victory Points"), [&](model::Scenario &p) { p.victoryPoints = v; });
    });
    return page;
}

QWidget *PropertiesDock::createRulesPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    m_discardLimit = spinBox(
        0, 30, tr("On a 7, players holding more cards than this discard half (base rules: 7)"));
    m_friendlyRobber = new QCheckBox(tr("Friendly robber"));
    m_friendlyRobber->setToolTip(
        tr("The robber may not be placed on hexes of players with 2 or fewer points"));
    m_pairedPlayers = new QCheckBox(tr("Paired players (5–6)"));
    m_pairedPlayers->setToolTip(
        tr("CATAN 5–6: after each player (player 1) the third player to the left (player 2) "
           "builds and trades with the supply. Playtests of 5 or 6 players need it: it replaces "
           "the special building phase of earlier editions, which the engine does not play."));
    m_fogReward = new QCheckBox(tr("Discovering fog yields its resource"));
    m_setupShip = new QCheckBox(tr("A coastal start settlement may take a ship"));
    m_robberNoReturn = new QCheckBox(tr("The robber never returns to its start hex"));
    m_robberNoReturn->setToolTip(
        tr("The Forgotten Tribe: once the robber has left the desert it started on, it may "
           "never be moved back there"));
    form->addRow(tr("&Discard limit:"), m_discardLimit);
    form->addRow(m_friendlyRobber);
    form->addRow(m_pairedPlayers);
    form->addRow(m_fogReward);
    form->addRow(m_setupShip);
    form->addRow(m_robberNoReturn);
    m_robberBesideBoard = new QCheckBox(tr("The robber starts beside the board"));
    m_robberBesideBoard->setToolTip(
        tr("New World: the robber enters play when it is first moved, even where the deal made "
           "deserts"));
    form->addRow(m_robberBesideBoard);
    m_noPirate = new QCheckBox(tr("The pirate is not used"));
    m_noPirate->setToolTip(tr("The Wonders of Catan: a 7 or a knight moves only the robber"));
    form->addRow(m_noPirate);
    m_citiesKnights = new CitiesKnightsRulesEditor;
    form->addRow(m_citiesKnights);
    connect(m_citiesKnights, &CitiesKnightsRulesEditor::optionsEdited, this,
        [this](const model::CitiesAndKnightsOptions &options, const QString &undoText) {
            edit(undoText, [&](model::Scenario &p) { p.rules.citiesAndKnights = options; });
        });
    m_deck = new DevelopmentDeckEditor;
    form->addRow(m_deck);
    m_wonders = new WonderCardsEditor;
    form->addRow(m_wonders);
    connect(m_wonders, &WonderCardsEditor::cardsEdited, this,
        [this](const std::vector<model::WonderCard> &cards, const QString &undoText) {
            edit(undoText, [&](model::Scenario &p) { p.rules.wonders = cards; });
        });
    connect(m_deck, &DevelopmentDeckEditor::deckEdited, this,
        [this](const std::optional<model::DevelopmentDeck> &deck) {
            // Switching between the boxes' deck and the own one is a step of its own; count
            // changes merge like the other spin boxes.
            const bool switched
                = deck.has_value() != m_document->scenario().rules.developmentDeck.has_value();
            const QString text = !switched ? tr("Change Development Deck")
                : deck                     ? tr("Use Own Development Deck")
                                           : tr("Use the Boxes' Development Deck");
            edit(text, [&](model::Scenario &p) { p.rules.developmentDeck = deck; });
        });

    const auto checkBoxRule = [this](QCheckBox *box, bool model::RuleOptions::*member) {
        connect(box, &QCheckBox::toggled, this, [this, box, member](bool on) {
            edit(tr("Change Rule: %1").arg(box->text()),
                [&](model::Scenario &p) { p.rules.*member = on; });
        });
    };
    checkBoxRule(m_friendlyRobber, &model::RuleOptions::friendlyRobber);
    checkBoxRule(m_pairedPlayers, &model::RuleOptions::pairedPlayers);
    checkBoxRule(m_fogReward, &model::RuleOptions::fogRevealReward);
    checkBoxRule(m_setupShip, &model::RuleOptions::setupShipAllowed);
    checkBoxRule(m_robberNoReturn, &model::RuleOptions::robberNeverReturnsToStart);
    checkBoxRule(m_robberBesideBoard, &model::RuleOptions::robberStartsBesideBoard);
    checkBoxRule(m_noPirate, &model::RuleOptions::noPirate);
    connect(m_discardLimit, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Change Discard Limit"), [&](model::Scenario &p) { p.rules.discardLimit = v; });
    });

    // Special victory points: a list of rules plus an editor for the current one.
    m_specialRules = new QListWidget;
    m_specialRules->setToolTip(tr("Extra victory points the scenario awards"));
    auto *add = new QPushButton(tr("Add"));
    m_removeSpecialRule = new QPushButton(tr("Remove"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(m_removeSpecialRule);
    buttons->addStretch();
    m_specialKind = new QComboBox;
    m_specialKind->addItem(
        DisplayNames::specialVictoryKind(model::SpecialVictoryKind::ForeignIslandSettlement));
    m_specialKind->addItem(
        DisplayNames::specialVictoryKind(model::SpecialVictoryKind::AreaFirstSettlement));
    m_specialKind->addItem(
        DisplayNames::specialVictoryKind(model::SpecialVictoryKind::AreaSettlement));
    m_specialPoints = spinBox(1, 10, tr("Victory points awarded"));
    m_specialArea = new QComboBox;
    m_specialArea->setToolTip(tr("The area whose settlements score"));
    m_specialDescription = new QLineEdit;
    form->addRow(tr("Special victory points:"), m_specialRules);
    form->addRow(buttons);
    form->addRow(tr("&Kind:"), m_specialKind);
    form->addRow(tr("P&oints:"), m_specialPoints);
    form->addRow(tr("A&rea:"), m_specialArea);
    form->addRow(tr("D&escription:"), m_specialDescription);

    connect(add, &QPushButton::clicked, this, [this] {
        edit(tr("Add Special Victory Rule"),
            [](model::Scenario &p) { p.specialVictoryRules.emplace_back(); });
        m_specialRules->setCurrentRow(m_specialRules->count() - 1);
    });
    connect(m_removeSpecialRule, &QPushButton::clicked, this, [this] {
        const int row = m_specialRules->currentRow();
        edit(tr("Remove Special Victory Rule"), [row](model::Scenario &p) {
            if (row >= 0 && row < static_cast<int>(p.specialVictoryRules.size()))
                p.specialVictoryRules.erase(p.specialVictoryRules.begin() + row);
        });
    });
    connect(
        m_specialRules, &QListWidget::currentRowChanged, this, &PropertiesDock::refreshSpecialRule);
    connect(m_specialKind, &QComboBox::activated, this, [this](int i) {
        editSpecialRule(tr("Change Special Victory Rule"), [i](model::SpecialVictoryRule &r) {
            r.kind = static_cast<model::SpecialVictoryKind>(i);
        });
    });
    connect(m_specialPoints, &QSpinBox::valueChanged, this, [this](int v) {
        editSpecialRule(
            tr("Change Special Victory Rule"), [v](model::SpecialVictoryRule &r) { r.points = v; });
    });
    connect(m_specialArea, &QComboBox::activated, this, [this](int i) {
        const std::string id = m_specialArea->itemData(i).toString().toStdString();
        editSpecialRule(
            tr("Change Special Victory Rule"), [&](model::SpecialVictoryRule &r) { r.area = id; });
    });
    connect(m_specialDescription, &QLineEdit::textEdited, this, [this](const QString &t) {
        editSpecialRule(tr("Change Special Victory Rule"),
            [&](model::SpecialVictoryRule &r) { r.description = t.toStdString(); });
    });
    return page;
}

void PropertiesDock::edit(const QString &text, const std::function<void(model::Scenario &)> &change)
{
    model::Scenario properties = ScenarioDocument::propertiesOf(m_document->scenario());
    change(properties);
    m_document->setProperties(properties, text);
}

void PropertiesDock::editSpecialRule(
    const QString &text, const std::function<void(model::SpecialVictoryRule &)> &change)
{
    const int row = m_specialRules->currentRow();
    if (row < 0 || row >= static_cast<int>(m_document->scenario().specialVictoryRules.size()))
        return;
    edit(text,
        [&](model::Scenario &p) { change(p.specialVictoryRules[static_cast<std::size_t>(row)]); });
}

void PropertiesDock::refresh()
{
    const model::Scenario &s = m_document->scenario();
    const QSignalBlocker blockers[] = {QSignalBlocker(m_products), QSignalBlocker(m_minPlayers),
        QSignalBlocker(m_maxPlayers), QSignalBlocker(m_victoryPoints),
        QSignalBlocker(m_discardLimit), QSignalBlocker(m_friendlyRobber),
        QSignalBlocker(m_pairedPlayers), QSignalBlocker(m_fogReward), QSignalBlocker(m_setupShip),
        QSignalBlocker(m_robberNoReturn), QSignalBlocker(m_robberBesideBoard),
        QSignalBlocker(m_noPirate), QSignalBlocker(m_description), QSignalBlocker(m_specialRules)};
    setTextIfDifferent(m_title, s.title);
    setTextIfDifferent(m_id, s.id);
    setTextIfDifferent(m_author, s.author);
    if (m_description->toPlainText() != QString::fromStdString(s.description))
        m_description->setPlainText(QString::fromStdString(s.description));
    for (int i = 0; i < m_products->count(); ++i)
        m_products->item(i)->setCheckState(
            s.uses(static_cast<model::Product>(i)) ? Qt::Checked : Qt::Unchecked);
    m_minPlayers->setValue(s.minPlayers);
    m_maxPlayers->setValue(s.maxPlayers);
    m_victoryPoints->setValue(s.victoryPoints);
    m_discardLimit->setValue(s.rules.discardLimit);
    m_friendlyRobber->setChecked(s.rules.friendlyRobber);
    m_pairedPlayers->setChecked(s.rules.pairedPlayers);
    m_fogReward->setChecked(s.rules.fogRevealReward);
    m_setupShip->setChecked(s.rules.setupShipAllowed);
    m_robberNoReturn->setChecked(s.rules.robberNeverReturnsToStart);
    m_robberBesideBoard->setChecked(s.rules.robberStartsBesideBoard);
    m_noPirate->setChecked(s.rules.noPirate);
    // The deck a game of the most players plays with, as the engine deals it.
    m_deck->setDeck(model::developmentDeckOf(s, s.maxPlayers), s.rules.developmentDeck.has_value());
    m_wonders->setCards(s.rules.wonders);
    // Shown with the box, or when a file states the settings without it (the check says so).
    m_citiesKnights->setVisible(s.uses(model::Product::CitiesAndKnights)
        || s.uses(model::Product::CitiesAndKnightsFiveSix) || s.rules.citiesAndKnights);
    m_citiesKnights->setOptions(s.rules.citiesAndKnightsOrDefaults());

    const int row = m_specialRules->currentRow();
    m_specialRules->clear();
    for (const model::SpecialVictoryRule &r : s.specialVictoryRules)
        m_specialRules->addItem(
            tr("%1: %n point(s)", nullptr, r.points).arg(DisplayNames::specialVictoryKind(r.kind)));
    m_specialRules->setCurrentRow(std::min(row, m_specialRules->count() - 1));
    refreshSpecialRule();
}

void PropertiesDock::refreshSpecialRule()
{
    const auto &rules = m_document->scenario().specialVictoryRules;
    const int row = m_specialRules->currentRow();
    const bool valid = row >= 0 && row < static_cast<int>(rules.size());
    for (QWidget *w : std::initializer_list<QWidget *> {m_removeSpecialRule, m_specialKind,
             m_specialPoints, m_specialArea, m_specialDescription})
        w->setEnabled(valid);
    const QSignalBlocker b1(m_specialKind), b2(m_specialPoints), b3(m_specialArea);
    m_specialArea->clear();
    m_specialArea->addItem(tr("(none)"), QString());
    for (const model::Area &a : m_document->scenario().areas)
        m_specialArea->addItem(
            QString::fromStdString(a.name.empty() ? a.id : a.name), QString::fromStdString(a.id));
    if (!valid)
        return;
    const model::SpecialVictoryRule &r = rules[static_cast<std::size_t>(row)];
    m_specialKind->setCurrentIndex(static_cast<int>(r.kind));
    m_specialPoints->setValue(r.points);
    m_specialArea->setCurrentIndex(
        std::max(0, m_specialArea->findData(QString::fromStdString(r.area))));
    m_specialArea->setEnabled(model::namesArea(r.kind));
    setTextIfDifferent(m_specialDescription, r.description);
}

} // namespace isle::editor
