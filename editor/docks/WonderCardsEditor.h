// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/WonderCard.h"

#include <QGroupBox>

#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace isle::editor {

/// The Rules page's "Wonder cards" group (The Wonders of Catan, Seafarers 8): the cards beside
/// the board, each with its face — what starting it needs and what one of its four levels
/// costs — and where the face comes from. *Add* offers the five cards of the Seafarers box
/// (model::seafarersWonderCards); the fields below edit the selected card.
class WonderCardsEditor : public QGroupBox
{
    Q_OBJECT

public:
    explicit WonderCardsEditor(QWidget *parent = nullptr);

    /// Shows the scenario's cards, keeping the selected row where it can.
    void setCards(const std::vector<model::WonderCard> &cards);

signals:
    /// The user changed the cards: all of them, in order, and the undo step's name.
    void cardsEdited(const std::vector<model::WonderCard> &cards, const QString &undoText);

private:
    void showCard(int row);
    /// Applies `change` to the selected card and emits the new list.
    void editCard(const std::function<void(model::WonderCard &)> &change);

    std::vector<model::WonderCard> m_cardsShown;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLineEdit *m_name = nullptr;
    QSpinBox *m_cities = nullptr;
    QCheckBox *m_cityAtHarbor = nullptr;
    QSpinBox *m_tradeRoute = nullptr;
    QComboBox *m_site = nullptr;
    QSpinBox *m_victoryPoints = nullptr;
    std::array<QSpinBox *, model::ResourceCount> m_cost {};
    QLineEdit *m_source = nullptr;
};

} // namespace isle::editor
