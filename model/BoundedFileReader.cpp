// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoundedFileReader.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

namespace isle::model {

namespace fs = std::filesystem;

namespace {

std::string sizeText(std::uintmax_t bytes)
{
    std::string text = std::to_string(bytes) + " bytes";
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        text += " (" + std::to_string(bytes / (1024 * 1024)) + " MiB)";
    return text;
}

} // namespace

std::optional<std::string> BoundedFileReader::read(
    const fs::path &path, std::size_t maxBytes, std::string_view tooLargeCode, Issue &problem)
{
    problem = Issue {};
    problem.file = path.string();
    problem.code = "file.unreadable";
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        problem.message
            = "cannot open the file: " + (ec ? ec.message() : std::string("it does not exist"));
        return std::nullopt;
    }
    if (!fs::is_regular_file(status)) {
        problem.message = "cannot read it: not a regular file";
        return std::nullopt;
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) {
        problem.message = "cannot read the file size: " + ec.message();
        return std::nullopt;
    }
    if (size > maxBytes) {
        problem.code = std::string(tooLargeCode);
        problem.message
            = "the file has " + std::to_string(size) + " bytes; the limit is " + sizeText(maxBytes);
        problem.args = {std::to_string(size), std::to_string(maxBytes)};
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    std::string text;
    if (in) {
        text.resize(static_cast<std::size_t>(size));
        in.read(text.data(), static_cast<std::streamsize>(size));
        text.resize(static_cast<std::size_t>(in.gcount()));
    }
    if (!in && !in.eof()) {
        problem.message = "cannot read the file: " + std::string(std::strerror(errno));
        return std::nullopt;
    }
    return text;
}

} // namespace isle::model
