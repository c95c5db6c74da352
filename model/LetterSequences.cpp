// SPDX-License-Identifier: GPL-3.0-or-later
#include "LetterSequences.h"

#include <array>

namespace isle::model {

namespace {
// token-sequences.md "Base game": letters A..R (black), values along the number path.
const std::array<NumberToken, 18> BaseTokens {{
    {5, "A"},
    {2, "B"},
    {6, "C"},
    {3, "D"},
    {8, "E"},
    {10, "F"},
    {9, "G"},
    {12, "H"},
    {11, "I"},
    {4, "J"},
    {8, "K"},
    {10, "L"},
    {9, "M"},
    {4, "N"},
    {5, "O"},
    {6, "P"},
    {3, "Q"},
    {11, "R"},
}};

// token-sequences.md "5-6 Player Extension": A..Y, then Za, Zb, Zc (001:L1116; L1081 misprints
// the last as "ZB").
const std::array<NumberToken, 28> FiveSixTokens {{
    {2, "A"},
    {5, "B"},
    {4, "C"},
    {6, "D"},
    {3, "E"},
    {9, "F"},
    {8, "G"},
    {11, "H"},
    {11, "I"},
    {10, "J"},
    {6, "K"},
    {3, "L"},
    {8, "M"},
    {4, "N"},
    {8, "O"},
    {10, "P"},
    {11, "Q"},
    {12, "R"},
    {10, "S"},
    {5, "T"},
    {4, "U"},
    {9, "V"},
    {5, "W"},
    {9, "X"},
    {12, "Y"},
    {3, "Za"},
    {2, "Zb"},
    {6, "Zc"},
}};
} // namespace

std::span<const NumberToken> LetterSequences::base()
{
    return BaseTokens;
}

std::span<const NumberToken> LetterSequences::fiveSix()
{
    return FiveSixTokens;
}

std::span<const NumberToken> LetterSequences::forSettings(const SpiralSettings &settings)
{
    switch (settings.sequence) {
    case LetterSequence::Base:
        return base();
    case LetterSequence::FiveSix:
        return fiveSix();
    case LetterSequence::Custom:
        return settings.customSequence;
    }
    return base();
}

} // namespace isle::model
