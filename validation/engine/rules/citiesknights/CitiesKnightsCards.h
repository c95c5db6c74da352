#pragma once

#include "validation/engine/GameState.h"

namespace isle::validation {

/// The card kinds of Cities & Knights and the lookups on them that need no compiled board
/// (RULES-DIGEST §5.14). Game derives from it, so they read as Game::PaperCard, Game::cardsOf.
struct CitiesKnightsCards
{
    /// The card kind of commodity k (CardKinds order), and the commodity an area is paid with:
    /// trade cloth, politics coin, science paper (001:L3420–3424).
    static constexpr int PaperCard = ResourceKinds, ClothCard = ResourceKinds + 1,
                         CoinCard = ResourceKinds + 2;
    static constexpr int TradeArea = 0, PoliticsArea = 1, ScienceArea = 2;
    static constexpr int areaCommodity(int area)
    {
        return area == TradeArea ? ClothCard : area == PoliticsArea ? CoinCard : PaperCard;
    }
    /// The commodity card a city earns from terrain of resource r: forest paper, pasture
    /// cloth, mountains coin; -1 for hills and fields (001:L3340–3345, Illustration G).
    static int commodityOf(int resource);
    /// Cards of kind `card` (a resource or a commodity) in `player`'s hand.
    static int cardsOf(const GameState &s, int player, int card)
    {
        const auto p = static_cast<std::size_t>(player);
        return card < ResourceKinds
            ? s.players[p].resources[static_cast<std::size_t>(card)]
            : s.ck[p].commodities[static_cast<std::size_t>(card - ResourceKinds)];
    }
    /// The cost of `player`'s next improvement in `area`, 0 at level 5 (001:L3428).
    static int improvementCost(const GameState &s, int player, int area)
    {
        const int level
            = s.ck[static_cast<std::size_t>(player)].improvements[static_cast<std::size_t>(area)];
        return level < MaxImprovementLevel ? level + 1 : 0;
    }
};

} // namespace isle::validation
