// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/DevelopmentDeck.h"

#include <QGroupBox>

#include <array>
#include <optional>

class QSpinBox;

namespace isle::editor {

/// The Rules page's "Own development deck" group: unchecked, the scenario plays the boxes' deck
/// (base, or the CATAN 5–6 deck); checked, it states every kind's count itself.
class DevelopmentDeckEditor : public QGroupBox
{
    Q_OBJECT

public:
    explicit DevelopmentDeckEditor(QWidget *parent = nullptr);

    /// Shows `deck`: the scenario's own when `own`, else the boxes' deck, greyed out.
    void setDeck(const model::DevelopmentDeck &deck, bool own);

signals:
    /// The user changed the deck: nullopt when they returned to the boxes' deck.
    void deckEdited(const std::optional<model::DevelopmentDeck> &deck);

private:
    model::DevelopmentDeck shownDeck() const;

    std::array<QSpinBox *, 5> m_counts {};
};

} // namespace isle::editor
