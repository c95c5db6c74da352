// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"

#include <QDockWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace isle::editor {

class AreasEditor;
class CitiesKnightsRulesEditor;
class DevelopmentDeckEditor;
class WonderCardsEditor;
class ScenarioDocument;

/// Everything in the scenario that is not painted: identity and description, products, player
/// counts, victory points, rule options (Cities & Knights: CitiesKnightsRulesEditor) and special
/// victory point rules (this class), and the areas with their pools and start rules (AreasEditor,
/// second tab). Every change is an undo command through the document; consecutive changes of one
/// field merge into one step. The widgets are refreshed from the document's signals, never from
/// their own state.
class PropertiesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PropertiesDock(ScenarioDocument *document, QWidget *parent = nullptr);

private:
    QWidget *createScenarioPage();
    QWidget *createRulesPage();
    void refresh();
    void refreshSpecialRule();
    /// Applies `change` to a copy of the properties and pushes it with `text` as one (mergeable)
    /// step.
    void edit(const QString &text, const std::function<void(model::Scenario &)> &change);
    void editSpecialRule(
        const QString &text, const std::function<void(model::SpecialVictoryRule &)> &change);

    ScenarioDocument *m_document;
    AreasEditor *m_areas = nullptr;
    QLineEdit *m_title = nullptr;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_author = nullptr;
    QPlainTextEdit *m_description = nullptr;
    QListWidget *m_products = nullptr;
    QSpinBox *m_minPlayers = nullptr;
    QSpinBox *m_maxPlayers = nullptr;
    QSpinBox *m_victoryPoints = nullptr;
    QSpinBox *m_discardLimit = nullptr;
    QCheckBox *m_friendlyRobber = nullptr;
    QCheckBox *m_pairedPlayers = nullptr;
    QCheckBox *m_fogReward = nullptr;
    QCheckBox *m_setupShip = nullptr;
    QCheckBox *m_robberNoReturn = nullptr;
    QCheckBox *m_robberBesideBoard = nullptr;
    QCheckBox *m_noPirate = nullptr;
    CitiesKnightsRulesEditor *m_citiesKnights = nullptr;
    DevelopmentDeckEditor *m_deck = nullptr;
    WonderCardsEditor *m_wonders = nullptr;
    QListWidget *m_specialRules = nullptr;
    QPushButton *m_removeSpecialRule = nullptr;
    QComboBox *m_specialKind = nullptr;
    QSpinBox *m_specialPoints = nullptr;
    QComboBox *m_specialArea = nullptr;
    QLineEdit *m_specialDescription = nullptr;
};

} // namespace isle::editor
