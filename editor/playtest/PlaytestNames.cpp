// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/PlaytestNames.h"

#include "validation/bots/ExpertBot.h"

#include <QStringList>

namespace isle::editor {

QString PlaytestNames::seat(int player)
{
    switch (player) {
    case 0:
        return tr("Red");
    case 1:
        return tr("Blue");
    case 2:
        return tr("White");
    case 3:
        return tr("Orange");
    case 4:
        return tr("Green");
    case 5:
        return tr("Brown");
    default:
        return tr("Nobody");
    }
}

QString PlaytestNames::seatLong(int player)
{
    return tr("Seat %1 (%2)").arg(player + 1).arg(seat(player));
}

QString PlaytestNames::resource(int resource)
{
    switch (resource) {
    case 0:
        return tr("brick");
    case 1:
        return tr("lumber");
    case 2:
        return tr("wool");
    case 3:
        return tr("grain");
    case 4:
        return tr("ore");
    case 5: // Cities & Knights' commodities (validation::CardKinds)
        return tr("paper");
    case 6:
        return tr("cloth");
    case 7:
        return tr("coin");
    default:
        return tr("?");
    }
}

QString PlaytestNames::resourceAmount(int count, int resource)
{
    return tr("%1 %2").arg(count).arg(PlaytestNames::resource(resource));
}

QString PlaytestNames::tradeCards(const validation::CardTerms &terms, int sign)
{
    QStringList parts;
    for (int r = 0; r < validation::CardKinds; ++r) {
        const int n = sign * terms[static_cast<std::size_t>(r)];
        if (n > 0)
            parts << resourceAmount(n, r);
    }
    if (parts.isEmpty())
        return tr("nothing");
    const QString last = parts.takeLast();
    return parts.isEmpty() ? last : tr("%1 and %2").arg(parts.join(tr(", ")), last);
}

QString PlaytestNames::progressCard(int card)
{
    // Cities & Knights' progress cards, in validation::ProgressCard order.
    static const char *const names[] = {QT_TR_NOOP("Alchemist"), QT_TR_NOOP("Crane"),
        QT_TR_NOOP("Engineer"), QT_TR_NOOP("Inventor"), QT_TR_NOOP("Irrigation"),
        QT_TR_NOOP("Medicine"), QT_TR_NOOP("Mining"), QT_TR_NOOP("Printer"),
        QT_TR_NOOP("Road Building"), QT_TR_NOOP("Smith"), QT_TR_NOOP("Bishop"),
        QT_TR_NOOP("Constitution"), QT_TR_NOOP("Deserter"), QT_TR_NOOP("Diplomat"),
        QT_TR_NOOP("Intrigue"), QT_TR_NOOP("Saboteur"), QT_TR_NOOP("Spy"), QT_TR_NOOP("Warlord"),
        QT_TR_NOOP("Wedding"), QT_TR_NOOP("Commercial Harbor"), QT_TR_NOOP("Master Merchant"),
        QT_TR_NOOP("Merchant"), QT_TR_NOOP("Merchant Fleet"), QT_TR_NOOP("Resource Monopoly"),
        QT_TR_NOOP("Trade Monopoly")};
    if (card < 0 || card >= static_cast<int>(std::size(names)))
        return tr("?");
    return tr(names[card]);
}

QString PlaytestNames::devCard(int kind)
{
    switch (kind) {
    case 0:
        return tr("Knight");
    case 1:
        return tr("Road Building");
    case 2:
        return tr("Year of Plenty");
    case 3:
        return tr("Monopoly");
    case 4:
        return tr("Victory Point");
    default:
        return tr("?");
    }
}

QString PlaytestNames::bot(std::string_view id)
{
    if (id == HumanSeat)
        return tr("You");
    if (id == "greedy")
        return tr("Greedy bot");
    if (id == "random")
        return tr("Random bot");
    if (id == "expert")
        return tr("Expert bot");
    if (id.starts_with(validation::ExpertBot::BudgetPrefix)) { // "expert:N", another budget
        const std::string_view playouts = id.substr(validation::ExpertBot::BudgetPrefix.size());
        return tr("Expert bot (%1 playouts)")
            .arg(QString::fromUtf8(playouts.data(), static_cast<qsizetype>(playouts.size())));
    }
    return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
}

} // namespace isle::editor
