// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/CardTerms.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <cstdint>
#include <string_view>

namespace isle::editor {

/// Translated names the playtest window shows for seats, resources, development cards and bots.
/// Seat names follow BoardPainter::playerColor (red, blue, white, orange, green, brown).
class PlaytestNames
{
    Q_DECLARE_TR_FUNCTIONS(PlaytestNames)

public:
    static QString seat(int player);
    /// "Seat 2 (Blue)"
    static QString seatLong(int player);
    static QString resource(int resource);
    /// "2 ore"
    static QString resourceAmount(int count, int resource);
    static QString progressCard(int card);
    /// One side of domestic trade terms (validation::CardTerms, the turn player's change per
    /// card kind): sign −1 the cards the turn player gives, +1 those they receive. "2 brick and
    /// 1 coin"; "nothing" for an empty side.
    static QString tradeCards(const validation::CardTerms &terms, int sign);
    static QString devCard(int kind);
    /// "Greedy bot", "Random bot", "You" for the human seat id "human".
    static QString bot(std::string_view id);
    /// The id PlayController uses for a human seat.
    static constexpr std::string_view HumanSeat = "human";
};

} // namespace isle::editor
