// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/PlayerInfoPanel.h"

#include "editor/playtest/PlaytestNames.h"
#include "editor/render/BoardPainter.h"

#include <QLabel>
#include <QVBoxLayout>

namespace isle::editor {

using validation::GameState;

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
} // namespace

PlayerInfoPanel::PlayerInfoPanel(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(6);
    m_layout->addStretch(1);
}

void PlayerInfoPanel::setPlayers(const QStringList &players)
{
    m_players = players;
    while (m_cards.size() > static_cast<std::size_t>(players.size())) {
        delete m_cards.back();
        m_cards.pop_back();
    }
    while (m_cards.size() < static_cast<std::size_t>(players.size())) {
        auto *card = new QLabel(this);
        card->setTextFormat(Qt::RichText);
        card->setWordWrap(true);
        card->setMargin(6);
        m_layout->insertWidget(static_cast<int>(m_cards.size()), card);
        m_cards.push_back(card);
    }
}

QString PlayerInfoPanel::citiesKnightsHtml(const GameState &state, int seat, bool revealed) const
{
    // Cities & Knights: commodities beside the resources, progress cards instead of development
    // cards, the flip-chart, knights and walls (001:L3406–3466).
    const validation::PlayerState &ps = state.players[idx(seat)];
    QString html;
    int progress = 0;
    QStringList names;
    for (int c = 0; c < validation::ProgressCardKinds; ++c) {
        progress += state.progressHand[idx(seat)][idx(c)];
        if (state.progressHand[idx(seat)][idx(c)])
            names << tr("%1× %2")
                         .arg(state.progressHand[idx(seat)][idx(c)])
                         .arg(PlaytestNames::progressCard(c));
    }
    if (revealed) {
        QStringList cards;
        for (int k = 0; k < validation::CardKinds; ++k)
            cards << tr("%1 %2")
                         .arg(validation::Game::cardsOf(state, seat, k))
                         .arg(PlaytestNames::resource(k));
        html += cards.join(QStringLiteral(" · ")) + QStringLiteral("<br>")
            + (names.isEmpty() ? tr("no progress cards") : names.join(QStringLiteral(", ")));
    } else {
        html += tr("%n card(s)", nullptr, ps.cardCount) + QStringLiteral(" · ")
            + tr("%n progress card(s)", nullptr, progress);
    }
    const auto &improvements = state.ck[idx(seat)].improvements;
    int knights = 0, walls = 0;
    for (const auto &k : state.knights[idx(seat)])
        knights += k.onBoard() ? 1 : 0;
    for (auto wall : state.walls[idx(seat)])
        walls += wall >= 0 ? 1 : 0;
    html += QStringLiteral("<br>")
        + tr("improvements: trade %1 · politics %2 · science %3")
              .arg(improvements[0])
              .arg(improvements[1])
              .arg(improvements[2])
        + QStringLiteral("<br>") + tr("%n knight(s) on the board", nullptr, knights)
        + QStringLiteral(" · ")
        + tr("active strength %1").arg(validation::Game::activeKnightStrength(state, seat))
        + QStringLiteral(" · ") + tr("%n city wall(s)", nullptr, walls);
    return html;
}

QString PlayerInfoPanel::seatHtml(
    const validation::Game &game, const GameState &state, int seat, bool revealed) const
{
    const validation::PlayerState &ps = state.players[idx(seat)];
    QString html = tr("<b>%1</b> &nbsp;<span style='color:#555'>%2</span>")
                       .arg(PlaytestNames::seat(seat).toHtmlEscaped(),
                           m_players.value(seat).toHtmlEscaped());
    const int vp = game.victoryPoints(state, seat);
    const int publicVp = game.publicVictoryPoints(state, seat);
    html += QStringLiteral("<br>");
    html += revealed || vp == publicVp ? tr("<b>%1</b> victory points").arg(vp)
                                       : tr("<b>%1</b> victory points shown").arg(publicVp);
    html += QStringLiteral("<br>");
    const bool citiesKnights = game.citiesKnights();
    if (citiesKnights) {
        html += citiesKnightsHtml(state, seat, revealed);
    } else if (revealed) {
        QStringList cards;
        for (int r = 0; r < validation::ResourceKinds; ++r)
            cards << tr("%1 %2").arg(ps.resources[idx(r)]).arg(PlaytestNames::resource(r));
        html += cards.join(QStringLiteral(" · "));
        QStringList dev;
        for (int k = 0; k < validation::DevCardKinds; ++k)
            if (ps.devCards[idx(k)])
                dev << tr("%1× %2").arg(ps.devCards[idx(k)]).arg(PlaytestNames::devCard(k));
        html += QStringLiteral("<br>")
            + (dev.isEmpty() ? tr("no development cards") : dev.join(QStringLiteral(", ")));
    } else {
        int devCount = 0;
        for (int k = 0; k < validation::DevCardKinds; ++k)
            devCount += ps.devCards[idx(k)];
        html += tr("%n resource card(s)", nullptr, ps.cardCount) + QStringLiteral(" · ")
            + tr("%n development card(s)", nullptr, devCount);
    }
    html += QStringLiteral("<br>")
        + (citiesKnights // no Largest Army, hence no played knights (001:L3171)
                ? tr("longest road %1 · supply %2 settlements, %3 cities, %4 roads")
                      .arg(game.longestRoute(state, seat))
                      .arg(ps.settlementsLeft)
                      .arg(ps.citiesLeft)
                      .arg(ps.roadsLeft)
                : game.seafarers()
                    ? tr(
                        "knights %1 · trade route %2 · supply %3 settlements, %4 cities, %5 roads, "
                        "%6 ships")
                          .arg(ps.knightsPlayed)
                          .arg(game.longestRoute(state, seat))
                          .arg(ps.settlementsLeft)
                          .arg(ps.citiesLeft)
                          .arg(ps.roadsLeft)
                          .arg(ps.shipsLeft)
                    : tr(
                        "knights %1 · longest road %2 · supply %3 settlements, %4 cities, %5 roads")
                          .arg(ps.knightsPlayed)
                          .arg(game.longestRoute(state, seat))
                          .arg(ps.settlementsLeft)
                          .arg(ps.citiesLeft)
                          .arg(ps.roadsLeft));
    if (game.villageCount() > 0) {
        // Cloth for Catan: bolts of cloth and the villages traded with (001:L2131–2137).
        int villages = 0;
        for (int k = 0; k < game.villageCount(); ++k)
            villages += state.villageLinks[idx(k)] & 1 << seat ? 1 : 0;
        html += QStringLiteral("<br>") + tr("%n bolt(s) of cloth", nullptr, ps.cloth)
            + QStringLiteral(" · ") + tr("trade relations with %n village(s)", nullptr, villages);
    }
    if (game.rules().pirateIslands) {
        // The Pirate Islands: warships and the chits left under the fortress (001:L2231, L2274).
        const int chits = state.fortressChits[idx(seat)];
        html += QStringLiteral("<br>") + tr("%n warship(s)", nullptr, state.warships[idx(seat)])
            + QStringLiteral(" · ")
            + (chits > 0 ? tr("fortress: %n chit(s) left", nullptr, chits)
                         : tr("fortress captured"));
    }
    if (game.rules().wonders) {
        // The Wonders of Catan: the wonder started and its level (001:L2359–2365).
        const int wonder = game.wonderOf(state, seat);
        html += QStringLiteral("<br>")
            + (wonder < 0 ? tr("no wonder started")
                          : tr("%1: level %2 of %3")
                                .arg(QString::fromStdString(game.wonderCard(wonder).name))
                                .arg(game.wonderLevel(state, seat))
                                .arg(validation::Game::WonderLevels));
    }
    QStringList special;
    if (state.longestRoadHolder == seat)
        special << (game.seafarers() ? tr("Longest Trade Route") : tr("Longest Road"));
    if (state.largestArmyHolder == seat)
        special << tr("Largest Army");
    if (!special.isEmpty())
        html += QStringLiteral("<br><b>") + special.join(QStringLiteral(" · "))
            + QStringLiteral("</b>");
    return html;
}

void PlayerInfoPanel::showState(
    const validation::Game &game, const GameState &state, const std::vector<bool> &revealed)
{
    if (static_cast<int>(m_cards.size()) != game.playerCount()) {
        QStringList names = m_players;
        while (names.size() < game.playerCount())
            names << QString();
        setPlayers(names.mid(0, game.playerCount()));
    }
    const int toAct = game.currentPlayer(state);
    for (int seat = 0; seat < game.playerCount(); ++seat) {
        const bool shown = revealed.empty() || (idx(seat) < revealed.size() && revealed[idx(seat)]);
        const QColor colour = render::BoardPainter::playerColor(seat);
        const bool acting = seat == toAct || state.winner == seat;
        m_cards[idx(seat)]->setStyleSheet(
            QStringLiteral(
                "QLabel { background: %1; border-left: 8px solid %2; border-radius: 4px; %3 }")
                .arg(acting ? QStringLiteral("#fff8d8") : QStringLiteral("#ffffff"), colour.name(),
                    acting ? QStringLiteral(
                        "border-top: 1px solid #d8c060; border-bottom: 1px solid #d8c060;")
                           : QStringLiteral(
                               "border-top: 1px solid #ddd; border-bottom: 1px solid #ddd;")));
        m_cards[idx(seat)]->setText(seatHtml(game, state, seat, shown));
    }
}

} // namespace isle::editor
