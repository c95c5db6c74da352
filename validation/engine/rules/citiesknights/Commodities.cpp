// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights: production with commodities and the Aqueduct (001:L3336–3345, L3442), and
// commodities as cards of the hand: the 7's hand limit with city walls, bank trades
// (001:L3368, L3400–3410, L3440).
#include "validation/engine/Game.h"

#include "validation/engine/HandKinds.h"
#include "validation/engine/rules/RuleKit.h"

namespace isle::validation {

using namespace rules;

void Game::produceCitiesKnights(GameState &s, int roll) const
{
    // A settlement takes 1 card of its hex; a city 2 of hills or fields, but 1 resource and 1
    // commodity of forest (paper), pasture (cloth) or mountains (coin) (001:L3336–3345). The
    // robber's hex produces nothing (001:L3334). Knights (cornerLevel 0) produce nothing.
    std::array<std::array<std::uint8_t, CardKinds>, MaxPlayers> demand {};
    std::array<int, CardKinds> total {};
    for (int k = 0; k < numberedHexCount(); ++k) {
        if (s.tokens[idx(k)] != roll) // the Inventor moves tokens (001:L3731)
            continue;
        const int h = numberedHex(k);
        if (h == s.robberHex)
            continue;
        const int r = m_hexResource[idx(h)];
        const int commodity = commodityOf(r);
        for (auto c : m_topology.hexCorners(h)) {
            const int owner = s.cornerOwner[idx(c)];
            const int level = s.cornerLevel[idx(c)];
            if (owner < 0 || level == 0)
                continue;
            auto &d = demand[idx(owner)];
            if (level == 2 && commodity >= 0) {
                d[idx(r)] = u8(d[idx(r)] + 1);
                d[idx(commodity)] = u8(d[idx(commodity)] + 1);
                ++total[idx(r)];
                ++total[idx(commodity)];
            } else {
                d[idx(r)] = u8(d[idx(r)] + level);
                total[idx(r)] += level;
            }
        }
    }
    std::array<int, MaxPlayers> received {};
    for (int card = 0; card < CardKinds; ++card) {
        if (total[idx(card)] == 0)
            continue;
        const int bank
            = card < ResourceKinds ? s.bank[idx(card)] : s.commodityBank[idx(card - ResourceKinds)];
        // As in the base game, a bank that cannot pay everyone pays nobody, unless only one
        // player is owed that card; they take what is left (001:L568–570, L3398).
        int owed = -1, count = 0;
        for (int p = 0; p < m_rules.players; ++p)
            if (demand[idx(p)][idx(card)]) {
                owed = p;
                ++count;
            }
        if (total[idx(card)] > bank) {
            if (count != 1 || bank == 0)
                continue;
            demand[idx(owed)][idx(card)] = u8(bank);
        }
        for (int p = 0; p < m_rules.players; ++p) {
            const int n = demand[idx(p)][idx(card)];
            if (n == 0)
                continue;
            gainCard(s, p, card, n);
            received[idx(p)] += n;
            if (card < ResourceKinds)
                addProduced(s.players[idx(p)].produced, KindBytes {std::uint64_t(n) << (8 * card)});
        }
    }
    // The Aqueduct (science level 3): a player who receives nothing from a production roll may
    // take one resource of their choice (001:L3442; never on a 7, which produces nothing and
    // does not come here). It is offered like a gold field's choice, and may be declined.
    bool aqueduct = false;
    for (int p = 0; p < m_rules.players; ++p)
        if (received[idx(p)] == 0 && s.ck[idx(p)].improvements[ScienceArea] >= 3) {
            s.players[idx(p)].goldOwed = 1;
            aqueduct = true;
        }
    if (aqueduct)
        startGoldChoice(s, Phase::Main);
}

int Game::handLimit(const GameState &s, int player) const
{
    int walls = 0;
    for (auto c : s.walls[idx(player)])
        walls += c >= 0 ? 1 : 0;
    return m_rules.discardLimit + 2 * walls; // each wall adds 2 (001:L3368)
}

int Game::cardRate(const GameState &s, int player, int card) const
{
    // A Merchant Fleet makes one kind 2:1 for the turn (001:L3937).
    if (s.merchantFleet == card + 1 && s.actor == player)
        return 2;
    if (card < ResourceKinds) // the merchant's hex: 2:1 for its resource (001:L3927)
        return merchantResource(s, player) == card ? 2 : maritimeRate(s, player, card);
    // Commodities: 4:1, 3:1 at a generic harbor, never at a resource's 2:1 harbor (001:L3408);
    // 2:1 with the Trading House, trade level 3 (001:L3440).
    if (s.ck[idx(player)].improvements[TradeArea] >= 3)
        return 2;
    return (s.players[idx(player)].harbors & (1 << GenericHarborBit)) ? 3 : 4;
}

void Game::legalCardTrades(const GameState &s, ActionList &out) const
{
    // Any resource or commodity, at its rate, for one of any other resource or commodity the
    // bank still has (001:L3408).
    const int p = s.actor;
    for (int give = 0; give < CardKinds; ++give) {
        if (cardsOf(s, p, give) < cardRate(s, p, give))
            continue;
        for (int get = 0; get < CardKinds; ++get) {
            const int bank = get < ResourceKinds ? s.bank[idx(get)]
                                                 : s.commodityBank[idx(get - ResourceKinds)];
            if (get != give && bank)
                out.push(makeAction(ActionType::MaritimeTrade, unsigned(give), unsigned(get)));
        }
    }
}

} // namespace isle::validation
