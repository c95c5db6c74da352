// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small helpers shared by the BoardGenerator translation units (compile and output in
// BoardGenerator.cpp, the deal in BoardGeneratorDeal.cpp, the constraint repairs in
// BoardGeneratorRepair.cpp). Not part of the model's interface.

#include "GeneratorConstraints.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

namespace isle::model::generator_detail {

template<typename T> auto &at(T &v, std::int32_t i)
{
    return v[static_cast<std::size_t>(i)];
}

constexpr bool isRed(int v)
{
    return v == 6 || v == 8;
}

/// pips() by table: the inner loops look it up for every hex of every intersection.
constexpr std::array<std::int8_t, 13> PipTable {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};

constexpr int pipsOf(std::int8_t value)
{
    return PipTable[static_cast<std::size_t>(value)];
}

constexpr bool isTwoTwelve(int v)
{
    return v == 2 || v == 12;
}

/// "name: count" for each constraint that failed, most frequent first.
inline std::string failureSummary(const std::array<int, GeneratorConstraintCount> &failures)
{
    std::array<std::size_t, GeneratorConstraintCount> order {};
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
        [&](std::size_t a, std::size_t b) { return failures[a] > failures[b]; });
    std::string out;
    for (std::size_t i : order) {
        if (failures[i] == 0)
            continue;
        if (!out.empty())
            out += ", ";
        out += std::string(toString(static_cast<GeneratorConstraint>(i))) + ": "
            + std::to_string(failures[i]);
    }
    return out;
}

} // namespace isle::model::generator_detail
