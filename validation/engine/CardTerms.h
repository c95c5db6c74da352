// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "validation/engine/GameState.h"

namespace isle::validation {

/// Terms of a domestic trade over every card kind: the resources, then with Cities & Knights the
/// commodities, which may be traded between players like resources (001:L3408). Same sign as
/// TradeTerms: the change to the hand of the player whose turn it is.
using CardTerms = std::array<std::int8_t, CardKinds>;

/// Where a trade's terms are kept: the offer on the table, the draft being composed, or (a
/// player p ≥ 0) the terms p stands by. The state keeps each as two halves (GameState.h).
inline constexpr int OfferTerms = -2;
inline constexpr int DraftTerms = -1;

namespace card_terms_detail {

template<class State> auto &resourceHalf(State &s, int slot)
{
    return slot == OfferTerms ? s.tradeOffer
        : slot == DraftTerms  ? s.tradeDraft
                              : s.tradeTerms[static_cast<std::size_t>(slot)];
}

template<class State> auto &commodityHalf(State &s, int slot)
{
    return slot == OfferTerms ? s.tradeOfferCommodities
        : slot == DraftTerms  ? s.tradeDraftCommodities
                              : s.tradeTermsCommodities[static_cast<std::size_t>(slot)];
}

} // namespace card_terms_detail

/// The resource half of the terms in `slot` (OfferTerms, DraftTerms or a player's).
inline const TradeTerms &resourceTerms(const GameState &s, int slot)
{
    return card_terms_detail::resourceHalf(s, slot);
}

/// One card kind of the terms in `slot`.
inline std::int8_t cardTerm(const GameState &s, int slot, int kind)
{
    using namespace card_terms_detail;
    return kind < ResourceKinds
        ? resourceHalf(s, slot)[static_cast<std::size_t>(kind)]
        : commodityHalf(s, slot)[static_cast<std::size_t>(kind - ResourceKinds)];
}

inline std::int8_t &cardTerm(GameState &s, int slot, int kind)
{
    using namespace card_terms_detail;
    return kind < ResourceKinds
        ? resourceHalf(s, slot)[static_cast<std::size_t>(kind)]
        : commodityHalf(s, slot)[static_cast<std::size_t>(kind - ResourceKinds)];
}

/// The whole terms in `slot`.
inline CardTerms cardTerms(const GameState &s, int slot)
{
    CardTerms terms {};
    for (int k = 0; k < CardKinds; ++k)
        terms[static_cast<std::size_t>(k)] = cardTerm(s, slot, k);
    return terms;
}

/// Copies the terms in `from` to `to`.
inline void copyCardTerms(GameState &s, int from, int to)
{
    using namespace card_terms_detail;
    resourceHalf(s, to) = resourceHalf(s, from);
    commodityHalf(s, to) = commodityHalf(s, from);
}

/// Empties the terms in `slot`.
inline void clearCardTerms(GameState &s, int slot)
{
    using namespace card_terms_detail;
    resourceHalf(s, slot).fill(0);
    commodityHalf(s, slot).fill(0);
}

} // namespace isle::validation
