// SPDX-License-Identifier: GPL-3.0-or-later
#include "DevelopmentDeckEditor.h"

#include <QFormLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace isle::editor {

DevelopmentDeckEditor::DevelopmentDeckEditor(QWidget *parent)
    : QGroupBox(tr("Own development deck"), parent)
{
    setCheckable(true);
    setToolTip(tr("Unchecked, the game uses the boxes' deck: 14 knights, 2 of each progress card "
                  "and 5 victory points, or with CATAN 5–6 the deck a fan document lists (20 / "
                  "3 / 3 / 3 / 5; the 5–6 rules do not say)."));
    const QString names[] = {tr("Kni&ghts:"), tr("Road &building:"), tr("&Year of plenty:"),
        tr("&Monopoly:"), tr("&Victory points:")};
    auto *form = new QFormLayout(this);
    for (std::size_t k = 0; k < m_counts.size(); ++k) {
        auto *box = new QSpinBox;
        box->setRange(0, model::DevelopmentDeck::MaxPerKind);
        m_counts[k] = box;
        form->addRow(names[k], box);
        connect(box, &QSpinBox::valueChanged, this, [this] {
            if (isChecked()) // the boxes' deck is shown, never edited
                emit deckEdited(shownDeck());
        });
    }
    connect(this, &QGroupBox::toggled, this,
        [this](bool own) { emit deckEdited(own ? std::optional(shownDeck()) : std::nullopt); });
}

void DevelopmentDeckEditor::setDeck(const model::DevelopmentDeck &deck, bool own)
{
    const QSignalBlocker self(this);
    setChecked(own);
    for (std::size_t k = 0; k < m_counts.size(); ++k) {
        const QSignalBlocker b(m_counts[k]);
        m_counts[k]->setValue(deck.cards[k]);
    }
}

model::DevelopmentDeck DevelopmentDeckEditor::shownDeck() const
{
    model::DevelopmentDeck deck;
    for (std::size_t k = 0; k < m_counts.size(); ++k)
        deck.cards[k] = m_counts[k]->value();
    return deck;
}

} // namespace isle::editor
