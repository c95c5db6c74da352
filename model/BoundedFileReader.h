// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Issue.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace isle::model {

/// Reads a whole file for one of the readers, refusing it before reading a byte when it is not a
/// regular file or is larger than the reader's limit: a 1 GB file costs a stat(), not 1 GB of
/// memory. Never throws.
class BoundedFileReader
{
public:
    /// The file's bytes, or nullopt with `problem` set: "file.unreadable", or `tooLargeCode` with
    /// args {size, maxBytes} and a message naming both.
    static std::optional<std::string> read(const std::filesystem::path &path, std::size_t maxBytes,
        std::string_view tooLargeCode, Issue &problem);
};

} // namespace isle::model
