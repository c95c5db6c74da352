// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The pieces a Seafarers scenario lays out beyond the board, as Game compiles them from the file:
// The Forgotten Tribe's gifts, Cloth for Catan's villages, The Wonders of Catan's wonder cards.
// Game keeps a table of each and reads them in its rule modules (rules/seafarers).

#include "validation/engine/GameState.h"

#include <array>
#include <cstdint>

namespace isle::validation {

/// What a Forgotten Tribe gift on the board is (001:L2055–2069).
enum class GiftKind : std::uint8_t { VictoryPoints, DevelopmentCard, Harbor };

/// One gift of The Forgotten Tribe, lying on a side until the first ship there takes it.
struct CompiledGift
{
    std::int16_t edge = -1;
    GiftKind kind = GiftKind::VictoryPoints;
    std::uint8_t value = 0; ///< VP of a chit; the gift harbor index j of a harbor
};

/// One village of Cloth for Catan: its intersection and number (001:L2129).
struct CompiledVillage
{
    std::int16_t corner = -1;
    std::uint8_t number = 0;
};

/// Wonder card j's face as the move generator reads it (model::WonderCard, compiled).
struct WonderFace
{
    std::uint8_t cities = 0, tradeRoute = 0, victoryPoints = 0;
    bool cityAtHarbor = false;
    std::uint8_t site = 0; ///< as Game::wonderSiteAt()
    std::array<std::uint8_t, ResourceKinds> levelCost {};
    std::uint8_t firstCopy = 0; ///< the first card j with the same face (copies are alike)
    /// On the first copy of a face: bit j for every card j with that face (0 on the others).
    std::uint32_t copies = 0;
};

} // namespace isle::validation
