// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the self-check's files share to word a violation.

#include "validation/selfcheck/SelfCheck.h"

#include <cstddef>
#include <string>
#include <utility>

namespace isle::validation::selfcheck_detail {

constexpr std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}
inline SelfCheckViolation fail(SelfCheckInvariant invariant, std::string detail)
{
    return {invariant, std::move(detail)};
}
inline std::string num(long long v)
{
    return std::to_string(v);
}
inline std::string seat(int p)
{
    return "seat " + num(p + 1);
}

} // namespace isle::validation::selfcheck_detail
