// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/SeatSetup.h"

#include "editor/playtest/PlaytestNames.h"
#include "editor/preferences/Preferences.h"
#include "editor/render/BoardPainter.h"
#include "validation/bots/Bot.h"
#include "validation/engine/GameState.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>

namespace isle::editor {

SeatSetup::SeatSetup(int minPlayers, int maxPlayers, bool allowHuman, QWidget *parent)
    : QWidget(parent)
    , m_players(new QSpinBox(this))
    , m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_players->setRange(minPlayers, maxPlayers);
    // The preferred player count (Preferences, 4 by default) when the map allows it, else the
    // map's largest.
    const int preferred = Preferences::defaultPlayers();
    m_players->setValue(
        preferred >= minPlayers && preferred <= maxPlayers ? preferred : maxPlayers);
    m_grid->addWidget(new QLabel(tr("Players:"), this), 0, 0);
    m_grid->addWidget(m_players, 0, 1);
    for (int seat = 0; seat < validation::MaxPlayers; ++seat) {
        auto *label = new QLabel(this);
        const QColor colour = render::BoardPainter::playerColor(seat);
        label->setText(tr("<span style='color:%1'>■</span> %2")
                           .arg(colour.name(), PlaytestNames::seatLong(seat).toHtmlEscaped()));
        auto *combo = new QComboBox(this);
        if (allowHuman)
            combo->addItem(PlaytestNames::bot(PlaytestNames::HumanSeat),
                QString::fromUtf8(
                    PlaytestNames::HumanSeat.data(), PlaytestNames::HumanSeat.size()));
        for (std::string_view name : validation::botNames())
            combo->addItem(PlaytestNames::bot(name),
                QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
        // Defaults: the human in seat 1, the greedy bot elsewhere (the expert plays better but
        // thinks a thousand times longer, too slow for a batch of thousands of games).
        const int greedy = combo->findData(QStringLiteral("greedy"));
        if (!(allowHuman && seat == 0) && greedy >= 0)
            combo->setCurrentIndex(greedy);
        m_grid->addWidget(label, seat + 1, 0);
        m_grid->addWidget(combo, seat + 1, 1);
        m_labels.push_back(label);
        m_combos.push_back(combo);
        connect(combo, &QComboBox::currentIndexChanged, this, &SeatSetup::changed);
    }
    connect(m_players, &QSpinBox::valueChanged, this, [this] {
        updateRows();
        Q_EMIT changed();
    });
    updateRows();
}

int SeatSetup::players() const
{
    return m_players->value();
}

void SeatSetup::setPlayers(int players)
{
    m_players->setValue(players);
}

std::vector<std::string> SeatSetup::seats() const
{
    std::vector<std::string> out;
    for (int seat = 0; seat < players(); ++seat)
        out.push_back(
            m_combos[static_cast<std::size_t>(seat)]->currentData().toString().toStdString());
    return out;
}

void SeatSetup::setSeat(int seat, const std::string &id)
{
    QComboBox *combo = m_combos.at(static_cast<std::size_t>(seat));
    const QString botId = QString::fromStdString(id);
    int i = combo->findData(botId);
    // A bot the list does not show but the engine knows (an expert with another budget, from a
    // game record) joins the list of that seat.
    if (i < 0 && validation::makeBot(id)) {
        combo->addItem(PlaytestNames::bot(id), botId);
        i = combo->count() - 1;
    }
    if (i >= 0)
        combo->setCurrentIndex(i);
}

void SeatSetup::updateRows()
{
    for (std::size_t seat = 0; seat < m_combos.size(); ++seat) {
        const bool used = static_cast<int>(seat) < players();
        m_labels[seat]->setVisible(used);
        m_combos[seat]->setVisible(used);
    }
}

} // namespace isle::editor
