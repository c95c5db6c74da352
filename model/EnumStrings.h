// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace isle::model {

/// Strict two-way mapping between an enum and the strings the file format uses. Unknown strings
/// map to nullopt: the reader reports them, nothing falls back to a default.
template<typename Enum, std::size_t N> struct EnumStrings
{
    std::array<std::pair<Enum, std::string_view>, N> entries;

    constexpr std::string_view toString(Enum e) const
    {
        for (const auto &[value, name] : entries)
            if (value == e)
                return name;
        return {};
    }
    constexpr std::optional<Enum> fromString(std::string_view s) const
    {
        for (const auto &[value, name] : entries)
            if (name == s)
                return value;
        return std::nullopt;
    }
};

} // namespace isle::model
