// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a JSON format of the validation layer (game records, playtest reports) within the
// format limits: the file size is checked before reading, the JSON's depth, values and strings
// while parsing (model::FormatLimits). Errors start with the file's name.

#include "model/BoundedFileReader.h"
#include "model/BoundedJsonParser.h"
#include "model/FormatLimits.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace isle::validation {

/// `T::fromJson` on `text` parsed by the bounded parser.
template<class T>
std::optional<T> fromBoundedJsonText(
    std::string_view text, const std::string &fileName, std::string &error)
{
    const auto json = model::BoundedJsonParser(fileName).parse(text, error);
    if (!json)
        return std::nullopt;
    auto value = T::fromJson(*json, error);
    if (!value && !fileName.empty())
        error = fileName + ": " + error;
    return value;
}

/// The file at `path`, refused unread when larger than FormatLimits::MaxFileBytes.
template<class T>
std::optional<T> readBoundedJsonFile(const std::filesystem::path &path, std::string &error)
{
    model::Issue problem;
    const auto text = model::BoundedFileReader::read(
        path, model::FormatLimits::MaxFileBytes, "format.too-large", problem);
    if (!text) {
        error = path.string() + ": " + problem.message;
        return std::nullopt;
    }
    return fromBoundedJsonText<T>(*text, path.string(), error);
}

} // namespace isle::validation
