// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Area.h"

#include <QWidget>

#include <functional>
#include <map>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace isle::editor {

class ScenarioDocument;

/// Edits the scenario's areas: their names, whether starting settlements are allowed on them
/// (start restriction), their terrain, token and harbor pools, how tokens are placed and the
/// spiral settings. Every change is one undo step through the document; renaming or removing an
/// area also updates the hexes that name it, in the same step.
class AreasEditor : public QWidget
{
    Q_OBJECT

public:
    explicit AreasEditor(ScenarioDocument *document, QWidget *parent = nullptr);

private:
    void refresh();
    void refreshCurrent();
    /// Applies `change` to the current area and pushes the new area list with `text` (one undo
    /// step); `mergeable` for spin boxes, whose every step would otherwise be a step of its own.
    void edit(const QString &text, const std::function<void(model::Area &)> &change,
        bool mergeable = false);
    int currentRow() const;
    /// Moves every hex of area `from` to area `to` (empty: no area).
    void reassignHexes(const std::string &from, const std::string &to);

    ScenarioDocument *m_document;
    QListWidget *m_list;
    QPushButton *m_remove;
    QWidget *m_details;
    QLineEdit *m_id;
    QLineEdit *m_name;
    QCheckBox *m_startAllowed;
    QCheckBox *m_settlementsAllowed;
    QCheckBox *m_robberAllowed;
    QCheckBox *m_harborsOnCoast;
    QComboBox *m_placement;
    QComboBox *m_sequence;
    QSpinBox *m_startCorner;
    QCheckBox *m_clockwise;
    QLineEdit *m_tokenPool;
    std::map<model::Terrain, QSpinBox *> m_terrainPool;
    std::map<model::HarborType, QSpinBox *> m_harborPool;
};

} // namespace isle::editor
