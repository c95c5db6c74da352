// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioReader, part 3: the typed values every section reads, each checked against its limit
// before use, and the error reports that name the JSON pointer.
#include "ScenarioReader.h"

#include "ScenarioReaderDetail.h"

namespace isle::model {

using nlohmann::json;
using namespace scenario_reader_detail;

bool ScenarioReader::expectObject(
    const json &j, const std::string &ptr, Keys required, Keys optional)
{
    if (j.is_discarded())
        return false;
    if (!j.is_object()) {
        wrongType(ptr, "an object", j);
        return false;
    }
    for (const auto &[key, value] : j.items()) {
        const bool known = std::find(required.begin(), required.end(), key) != required.end()
            || std::find(optional.begin(), optional.end(), key) != optional.end();
        if (known)
            continue;
        std::vector<std::string_view> allowed(required.begin(), required.end());
        allowed.insert(allowed.end(), optional.begin(), optional.end());
        std::sort(allowed.begin(), allowed.end());
        error("format.unknown-key", child(ptr, key),
            "unknown key " + quotedText(key)
                + (allowed.empty() ? "; this object takes no keys"
                                   : "; expected one of " + joined(allowed)),
            {key});
    }
    // Neither unknown nor missing keys stop reading the rest: every problem is reported at once.
    for (std::string_view key : required) {
        if (j.contains(key))
            continue;
        error("format.missing-key", child(ptr, key),
            "missing required key \"" + std::string(key) + "\"", {std::string(key)});
    }
    return true;
}

bool ScenarioReader::expectArray(
    const json &j, const std::string &ptr, std::size_t maxSize, std::string_view what)
{
    if (j.is_discarded())
        return false;
    if (!j.is_array()) {
        wrongType(ptr, "an array", j);
        return false;
    }
    if (j.size() > maxSize) {
        error("format.too-large", ptr,
            "too many " + std::string(what) + ": " + std::to_string(j.size()) + "; the limit is "
                + std::to_string(maxSize),
            {std::to_string(j.size()), std::to_string(maxSize)});
        return false;
    }
    return true;
}

std::optional<int> ScenarioReader::readInt(const json &j, const std::string &ptr, int min, int max)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_number_integer()) {
        wrongType(ptr, "an integer", j);
        return std::nullopt;
    }
    bool inRange = false;
    if (j.is_number_unsigned()) {
        const auto u = j.get<std::uint64_t>();
        inRange = max >= 0 && u <= static_cast<std::uint64_t>(max)
            && (min <= 0 || u >= static_cast<std::uint64_t>(min));
    } else {
        const auto v = j.get<std::int64_t>();
        inRange = v >= min && v <= max;
    }
    if (!inRange) {
        error("format.out-of-range", ptr,
            "expected an integer from " + std::to_string(min) + " to " + std::to_string(max)
                + "; got " + j.dump(),
            {j.dump(), std::to_string(min), std::to_string(max)});
        return std::nullopt;
    }
    return static_cast<int>(j.get<std::int64_t>());
}

std::optional<int> ScenarioReader::readTokenValue(const json &j, const std::string &ptr)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_number_integer()) {
        wrongType(ptr, "a token value (an integer)", j);
        return std::nullopt;
    }
    const bool valid = !j.is_number_unsigned() || j.get<std::uint64_t>() <= 12;
    if (!valid
        || !isValidTokenValue(
            static_cast<int>(std::clamp<std::int64_t>(j.get<std::int64_t>(), -1, 13)))) {
        error("format.out-of-range", ptr,
            "expected a token value 2–6 or 8–12 (there is no 7 token); got " + j.dump(),
            {j.dump(), "2", "12"});
        return std::nullopt;
    }
    return static_cast<int>(j.get<std::int64_t>());
}

std::optional<bool> ScenarioReader::readBool(const json &j, const std::string &ptr)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_boolean()) {
        wrongType(ptr, "true or false", j);
        return std::nullopt;
    }
    return j.get<bool>();
}

std::optional<std::string> ScenarioReader::readString(
    const json &j, const std::string &ptr, std::size_t maxBytes)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_string()) {
        wrongType(ptr, "a string", j);
        return std::nullopt;
    }
    const auto &s = j.get_ref<const std::string &>();
    if (s.size() > maxBytes) {
        error("format.too-large", ptr,
            "the string has " + std::to_string(s.size()) + " bytes; the limit here is "
                + std::to_string(maxBytes),
            {std::to_string(s.size()), std::to_string(maxBytes)});
        return std::nullopt;
    }
    return s;
}

std::optional<HexCoord> ScenarioReader::readCoord(const json &j, const std::string &ptr)
{
    if (j.is_discarded())
        return std::nullopt;
    if (!j.is_array() || j.size() != 2) {
        wrongType(ptr, "a hex position [q, r]", j);
        return std::nullopt;
    }
    auto q
        = readInt(j[0], child(ptr, 0), -FormatLimits::MaxCoordinate, FormatLimits::MaxCoordinate);
    auto r
        = readInt(j[1], child(ptr, 1), -FormatLimits::MaxCoordinate, FormatLimits::MaxCoordinate);
    if (!q || !r)
        return std::nullopt;
    return HexCoord {*q, *r};
}

Issue *ScenarioReader::error(
    std::string code, std::string pointer, std::string message, std::vector<std::string> args)
{
    // A hostile file could provoke millions of issues; the first MaxIssues say enough.
    if (m_errors++ >= FormatLimits::MaxIssues) {
        ++m_droppedIssues;
        return nullptr;
    }
    Issue issue;
    issue.severity = Severity::Error;
    issue.code = std::move(code);
    issue.pointer = std::move(pointer);
    issue.message = std::move(message);
    issue.args = std::move(args);
    issue.file = m_fileName;
    m_issues.push_back(std::move(issue));
    return &m_issues.back();
}

void ScenarioReader::wrongType(const std::string &ptr, std::string_view expected, const json &got)
{
    error("format.wrong-type", ptr, "expected " + std::string(expected) + "; got " + describe(got),
        {std::string(expected), std::string(got.type_name())});
}

} // namespace isle::model
