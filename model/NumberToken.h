// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <compare>
#include <string>

namespace isle::model {

/// A number token: the dice value (2–6, 8–12) and, optionally, the letter on its back that orders
/// it in the variable set-up spiral ("A".."R" base, "A".."Y", "Za".."Zc" for 5–6; 001:L523, L1116).
struct NumberToken
{
    int value = 0;
    std::string letter; ///< empty when the token has no letter

    bool operator==(const NumberToken &) const = default;
};

constexpr bool isValidTokenValue(int v)
{
    return v >= 2 && v <= 12 && v != 7;
}

/// Pips (dots) on a token = ways to roll it with two dice: 6 − |7 − n| (001:L519).
constexpr int pips(int value)
{
    return isValidTokenValue(value) ? 6 - (value > 7 ? value - 7 : 7 - value) : 0;
}

/// 6 and 8, printed in red (001:L519).
constexpr bool isRedNumber(int value)
{
    return value == 6 || value == 8;
}

} // namespace isle::model
