// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/RefusalNote.h"

#include "editor/playtest/CompiledGames.h"
#include "editor/playtest/SeatSetup.h"

#include <QAbstractButton>

namespace isle::editor {

RefusalNote::RefusalNote(QAbstractButton *button, QWidget *parent)
    : QLabel(parent)
    , m_button(button)
{
    setObjectName(QStringLiteral("RefusalNote"));
    setWordWrap(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setStyleSheet(QStringLiteral("QLabel { color: #b02020; }"));
    hide();
}

void RefusalNote::setRefusal(const QString &refusal, bool busy)
{
    m_button->setEnabled(!busy && refusal.isEmpty());
    m_button->setToolTip(refusal);
    if (refusal.isEmpty()) {
        hide();
        return;
    }
    setText(tr("%1 is off: %2").arg(m_button->text().remove(QLatin1Char('&')), refusal));
    show();
}

void RefusalNote::follow(CompiledGames &games, SeatSetup *seats)
{
    const auto update = [this, &games, seats] {
        setRefusal(games.refusal(seats->players()));
    };
    connect(seats, &SeatSetup::changed, this, update);
    update();
}

} // namespace isle::editor
