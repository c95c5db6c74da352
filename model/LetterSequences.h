// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Area.h"
#include "NumberToken.h"

#include <span>

namespace isle::model {

/// The printed letter -> value tables of the number tokens (shared/reference/token-sequences.md).
/// The base set is A..R (18 tokens, 001:L523, checked against Illustration Q); the CATAN 5-6 set
/// is A..Y, Za, Zb, Zc (28 tokens, 001:L1116). Both are in letter order, i.e. spiral order.
class LetterSequences
{
public:
    static std::span<const NumberToken> base();
    static std::span<const NumberToken> fiveSix();
    /// The sequence a spiral uses: base, 5-6, or the settings' custom list.
    static std::span<const NumberToken> forSettings(const SpiralSettings &settings);
};

} // namespace isle::model
