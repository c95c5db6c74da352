// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Issue.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace isle::model {

/// Parses untrusted JSON text into a DOM while enforcing FormatLimits: nesting depth, number of
/// values, string length and duplicate object keys are checked as the text streams through
/// nlohmann's SAX interface, so a hostile file is stopped early instead of being built in memory
/// first. Syntax errors carry line and column. Never throws.
class BoundedJsonParser
{
public:
    explicit BoundedJsonParser(std::string fileName);

    /// The parsed document, or nullopt with the problems appended to `issues`.
    std::optional<nlohmann::json> parse(std::string_view text, std::vector<Issue> &issues) const;
    /// The same, for readers that report one English line: the first problem as
    /// "LINE:COLUMN: message" (syntax) or "POINTER: message" (limits), after the file name when
    /// one was given.
    std::optional<nlohmann::json> parse(std::string_view text, std::string &error) const;

    /// `token` escaped for use in a JSON Pointer (RFC 6901: "~" -> "~0", "/" -> "~1").
    static std::string pointerToken(std::string_view token);

    /// 1-based line and byte column of the byte at 0-based `offset` in `text`.
    static std::pair<int, int> lineAndColumn(std::string_view text, std::size_t offset);

private:
    std::string m_fileName;
};

} // namespace isle::model
