// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the ScenarioReader translation units — the scenario section and areas
// (ScenarioReader.cpp), the board (ScenarioReaderBoard.cpp) and the typed values every section
// reads (ScenarioReaderValues.cpp) — and the member templates they instantiate. Not part of the
// model's interface.

#include "BoundedJsonParser.h"
#include "FormatLimits.h"
#include "ScenarioReader.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace isle::model::scenario_reader_detail {

using nlohmann::json;

inline std::string child(const std::string &ptr, std::string_view key)
{
    std::string out = ptr;
    out += '/';
    out += BoundedJsonParser::pointerToken(key);
    return out;
}

// The value of `key`, or a "discarded" placeholder when the key is absent: absent required keys
// are reported once by expectObject, and every read* primitive skips the placeholder silently.
inline const json &member(const json &j, std::string_view key)
{
    static const json missing(json::value_t::discarded);
    if (!j.is_object())
        return missing;
    auto it = j.find(key);
    return it != j.end() ? *it : missing;
}

inline std::string child(const std::string &ptr, std::size_t index)
{
    std::string out = ptr;
    out += '/';
    out += std::to_string(index);
    return out;
}

inline std::string quotedText(std::string_view s)
{
    constexpr std::size_t shown = 40;
    if (s.size() > shown)
        return "\"" + std::string(s.substr(0, shown)) + "…\"";
    return "\"" + std::string(s) + "\"";
}

// "a string (\"forrest\")", "an array", …: what the file had instead of the expected value.
inline std::string describe(const json &v)
{
    switch (v.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::boolean:
        return v.get<bool>() ? "true" : "false";
    case json::value_t::string:
        return "a string (" + quotedText(v.get_ref<const std::string &>()) + ")";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
        return "a number (" + v.dump() + ")";
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "an array";
    default:
        return "an unsupported value";
    }
}

inline std::string joined(const std::vector<std::string_view> &names)
{
    std::string out;
    for (std::string_view n : names) {
        if (!out.empty())
            out += ", ";
        out += n;
    }
    return out;
}

template<typename Enum, std::size_t N>
std::string enumChoices(const EnumStrings<Enum, N> &table, bool (*allowed)(Enum))
{
    std::vector<std::string_view> names;
    for (const auto &[value, name] : table.entries)
        if (!allowed || allowed(value))
            names.push_back(name);
    return joined(names);
}

inline bool notUnassignedTerrain(Terrain t)
{
    return t != Terrain::Unassigned;
}

inline bool notUnassignedHarbor(HarborType t)
{
    return t != HarborType::Unassigned;
}

inline bool isTokenLetter(std::string_view s)
{
    return !s.empty() && s.size() <= 3 && std::all_of(s.begin(), s.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    });
}

} // namespace isle::model::scenario_reader_detail

namespace isle::model {

using namespace scenario_reader_detail;

template<typename Enum, std::size_t N>
void ScenarioReader::readPool(const json &j, const std::string &ptr,
    const EnumStrings<Enum, N> &table, bool (*allowed)(Enum), std::string_view what,
    std::map<Enum, int> &pool)
{
    if (!j.is_object()) {
        wrongType(ptr, "an object mapping " + std::string(what) + " names to counts", j);
        return;
    }
    for (const auto &[key, value] : j.items()) {
        auto e = table.fromString(key);
        if (!e || !allowed(*e)) {
            error("format.unknown-enum", child(ptr, key),
                "unknown " + std::string(what) + " in pool: expected one of "
                    + enumChoices(table, allowed) + "; got " + quotedText(key),
                {key});
            continue;
        }
        if (auto n = readInt(value, child(ptr, key), 0, FormatLimits::MaxPoolCount))
            pool[*e] = *n;
    }
}

template<typename Enum, std::size_t N>
std::optional<Enum> ScenarioReader::readEnum(const json &j, const std::string &ptr,
    const EnumStrings<Enum, N> &table, std::string_view what, bool (*allowed)(Enum))
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_string()) {
        wrongType(ptr,
            "a " + std::string(what) + " name (one of " + enumChoices(table, allowed) + ")", j);
        return std::nullopt;
    }
    const auto &s = j.get_ref<const std::string &>();
    auto value = table.fromString(s);
    if (!value || (allowed && !allowed(*value))) {
        error("format.unknown-enum", ptr,
            "unknown " + std::string(what) + ": expected one of " + enumChoices(table, allowed)
                + "; got " + quotedText(s),
            {s});
        return std::nullopt;
    }
    return value;
}

} // namespace isle::model
