// SPDX-License-Identifier: GPL-3.0-or-later
#include "WonderCardsEditor.h"

#include "editor/document/DisplayNames.h"
#include "editor/playtest/PlaytestNames.h"
#include "model/FormatLimits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace isle::editor {

namespace {

using model::FormatLimits;
using model::MarkerType;

QSpinBox *countBox(int max, const QString &tip)
{
    auto *box = new QSpinBox;
    box->setRange(0, max);
    box->setToolTip(tip);
    return box;
}

} // namespace

WonderCardsEditor::WonderCardsEditor(QWidget *parent)
    : QGroupBox(tr("Wonder cards"), parent)
{
    setToolTip(tr("The Wonders of Catan: the wonder cards beside the board. A player who has "
                  "what a card needs starts that wonder with a ship; finishing its level 4 wins. "
                  "None: a game without wonders."));
    // Labels above their fields: the properties dock is narrow.
    auto *form = new QFormLayout(this);
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_list = new QListWidget;
    m_list->setMaximumHeight(110);
    form->addRow(m_list);
    m_add = new QPushButton(tr("Add &Wonder Card"));
    auto *menu = new QMenu(m_add);
    for (const model::WonderCard &card : model::seafarersWonderCards())
        menu->addAction(QString::fromStdString(card.name), this, [this, card] {
            if (m_cardsShown.size() >= FormatLimits::MaxWonderCards)
                return;
            std::vector<model::WonderCard> cards = m_cardsShown;
            cards.push_back(card);
            emit cardsEdited(cards, tr("Add Wonder Card"));
            m_list->setCurrentRow(m_list->count() - 1);
        });
    m_add->setMenu(menu);
    m_add->setToolTip(tr("Add one of the Seafarers box's wonder cards, then edit it below"));
    m_remove = new QPushButton(tr("Remove Wonder &Card"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    form->addRow(buttons);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row < 0 || row >= static_cast<int>(m_cardsShown.size()))
            return;
        std::vector<model::WonderCard> cards = m_cardsShown;
        cards.erase(cards.begin() + row);
        emit cardsEdited(cards, tr("Remove Wonder Card"));
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &WonderCardsEditor::showCard);

    m_name = new QLineEdit;
    form->addRow(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editCard([&](model::WonderCard &c) { c.name = text.toStdString(); });
    });
    m_cities = countBox(FormatLimits::MaxWonderNeed, tr("Cities the player must have"));
    form->addRow(tr("Needs cities:"), m_cities);
    connect(m_cities, &QSpinBox::valueChanged, this,
        [this](int v) { editCard([&](model::WonderCard &c) { c.needs.cities = v; }); });
    m_cityAtHarbor = new QCheckBox(tr("One of them at a harbor"));
    form->addRow(m_cityAtHarbor);
    connect(m_cityAtHarbor, &QCheckBox::toggled, this,
        [this](bool on) { editCard([&](model::WonderCard &c) { c.needs.cityAtHarbor = on; }); });
    m_tradeRoute = countBox(FormatLimits::MaxWonderNeed, tr("The longest trade route at least"));
    form->addRow(tr("Needs a trade route of:"), m_tradeRoute);
    connect(m_tradeRoute, &QSpinBox::valueChanged, this,
        [this](int v) { editCard([&](model::WonderCard &c) { c.needs.tradeRoute = v; }); });
    m_site = new QComboBox;
    m_site->addItem(tr("No site"));
    m_site->addItem(DisplayNames::markerType(MarkerType::WonderSiteGreatWall));
    m_site->addItem(DisplayNames::markerType(MarkerType::WonderSiteGreatBridge));
    m_site->setToolTip(tr("A settlement (not a city) on one of these marked intersections"));
    form->addRow(tr("Needs a settlement on:"), m_site);
    connect(m_site, &QComboBox::activated, this, [this](int i) {
        editCard([&](model::WonderCard &c) {
            c.needs.settlementOn = i == 1 ? std::optional(MarkerType::WonderSiteGreatWall)
                : i == 2                  ? std::optional(MarkerType::WonderSiteGreatBridge)
                                          : std::nullopt;
        });
    });
    m_victoryPoints
        = countBox(FormatLimits::MaxWonderNeed, tr("Victory points the player must have"));
    form->addRow(tr("Needs victory points:"), m_victoryPoints);
    connect(m_victoryPoints, &QSpinBox::valueChanged, this,
        [this](int v) { editCard([&](model::WonderCard &c) { c.needs.victoryPoints = v; }); });
    // Each resource's spin box under its name, three a row.
    auto *cost = new QGridLayout;
    for (model::Resource r : model::AllResources) {
        const int k = model::index(r);
        const auto i = static_cast<std::size_t>(k);
        m_cost[i] = countBox(FormatLimits::MaxWonderLevelCost, PlaytestNames::resource(k));
        cost->addWidget(new QLabel(PlaytestNames::resource(k)), k / 3 * 2, k % 3);
        cost->addWidget(m_cost[i], k / 3 * 2 + 1, k % 3);
        connect(m_cost[i], &QSpinBox::valueChanged, this,
            [this, i](int v) { editCard([&](model::WonderCard &c) { c.levelCost[i] = v; }); });
    }
    form->addRow(tr("Each level costs:"), cost);
    m_source = new QLineEdit;
    m_source->setToolTip(tr("Where this card's face comes from (the rulebook prints the cards as "
                            "pictures)"));
    form->addRow(tr("&Source:"), m_source);
    connect(m_source, &QLineEdit::textEdited, this, [this](const QString &text) {
        editCard([&](model::WonderCard &c) { c.source = text.toStdString(); });
    });
    showCard(-1);
}

void WonderCardsEditor::setCards(const std::vector<model::WonderCard> &cards)
{
    const int row = m_list->currentRow();
    m_cardsShown = cards;
    {
        const QSignalBlocker b(m_list);
        m_list->clear();
        for (const model::WonderCard &card : cards)
            m_list->addItem(QString::fromStdString(card.name));
        m_list->setCurrentRow(std::min(row, m_list->count() - 1));
    }
    m_add->setEnabled(cards.size() < FormatLimits::MaxWonderCards);
    showCard(m_list->currentRow());
}

void WonderCardsEditor::showCard(int row)
{
    const bool valid = row >= 0 && row < static_cast<int>(m_cardsShown.size());
    const model::WonderCard card
        = valid ? m_cardsShown[static_cast<std::size_t>(row)] : model::WonderCard {};
    for (QWidget *w : std::initializer_list<QWidget *> {m_remove, m_name, m_cities, m_cityAtHarbor,
             m_tradeRoute, m_site, m_victoryPoints, m_source})
        w->setEnabled(valid);
    const QSignalBlocker b1(m_name), b2(m_cities), b3(m_cityAtHarbor), b4(m_tradeRoute), b5(m_site),
        b6(m_victoryPoints), b7(m_source);
    if (m_name->text().toStdString() != card.name)
        m_name->setText(QString::fromStdString(card.name));
    m_cities->setValue(card.needs.cities);
    m_cityAtHarbor->setChecked(card.needs.cityAtHarbor);
    m_tradeRoute->setValue(card.needs.tradeRoute);
    m_site->setCurrentIndex(!card.needs.settlementOn                      ? 0
            : *card.needs.settlementOn == MarkerType::WonderSiteGreatWall ? 1
                                                                          : 2);
    m_victoryPoints->setValue(card.needs.victoryPoints);
    for (std::size_t i = 0; i < m_cost.size(); ++i) {
        const QSignalBlocker b(m_cost[i]);
        m_cost[i]->setEnabled(valid);
        m_cost[i]->setValue(card.levelCost[i]);
    }
    if (m_source->text().toStdString() != card.source)
        m_source->setText(QString::fromStdString(card.source));
}

void WonderCardsEditor::editCard(const std::function<void(model::WonderCard &)> &change)
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= static_cast<int>(m_cardsShown.size()))
        return;
    std::vector<model::WonderCard> cards = m_cardsShown;
    model::WonderCard &card = cards[static_cast<std::size_t>(row)];
    change(card);
    int cost = 0;
    for (int n : card.levelCost)
        cost += n;
    if (cost == 0) { // a level costs something (001:L2363): the file format insists
        showCard(row);
        return;
    }
    emit cardsEdited(cards, tr("Change Wonder Card"));
}

} // namespace isle::editor
