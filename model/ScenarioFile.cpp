// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioFile.h"

#include "FormatLimits.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace isle::model {

namespace fs = std::filesystem;

namespace {

Issue fileIssue(std::string code, const fs::path &path, std::string message)
{
    Issue issue;
    issue.code = std::move(code);
    issue.file = path.string();
    issue.message = std::move(message);
    return issue;
}

} // namespace

LoadResult loadScenarioFile(const fs::path &path)
{
    LoadResult result;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status)) {
        result.issues.push_back(fileIssue("file.unreadable", path,
            "cannot open the file: " + (ec ? ec.message() : std::string("it does not exist"))));
        return result;
    }
    if (!fs::is_regular_file(status)) {
        result.issues.push_back(
            fileIssue("file.unreadable", path, "cannot read it: not a regular file"));
        return result;
    }
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) {
        result.issues.push_back(
            fileIssue("file.unreadable", path, "cannot read the file size: " + ec.message()));
        return result;
    }
    if (size > FormatLimits::MaxFileBytes) {
        Issue issue = fileIssue("format.too-large", path,
            "the file has " + std::to_string(size) + " bytes; the limit is "
                + std::to_string(FormatLimits::MaxFileBytes) + " bytes (32 MiB)");
        issue.args = {std::to_string(size), std::to_string(FormatLimits::MaxFileBytes)};
        result.issues.push_back(std::move(issue));
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    std::string text;
    if (in) {
        text.resize(static_cast<std::size_t>(size));
        in.read(text.data(), static_cast<std::streamsize>(size));
        text.resize(static_cast<std::size_t>(in.gcount()));
    }
    if (!in && !in.eof()) {
        result.issues.push_back(fileIssue(
            "file.unreadable", path, "cannot read the file: " + std::string(std::strerror(errno))));
        return result;
    }
    return parseScenario(text, path.string());
}

std::vector<Issue> saveScenarioFile(const fs::path &path, const Scenario &scenario)
{
    std::vector<Issue> issues;
    std::string text;
    try {
        text = serializeScenario(scenario);
    } catch (const std::exception &e) {
        issues.push_back(fileIssue(
            "file.unwritable", path, std::string("cannot serialize the scenario: ") + e.what()));
        return issues;
    }
    // The temporary file lives next to the target: a rename within one file system is atomic.
    fs::path temporary = path;
    temporary += ".islewright-save.tmp";
    std::FILE *file = std::fopen(temporary.c_str(), "wb");
    if (!file) {
        issues.push_back(fileIssue("file.unwritable", path,
            "cannot create " + temporary.string() + ": " + std::strerror(errno)));
        return issues;
    }
    bool ok
        = std::fwrite(text.data(), 1, text.size(), file) == text.size() && std::fflush(file) == 0;
#if defined(__unix__) || defined(__APPLE__)
    ok = ok && ::fsync(::fileno(file)) == 0;
#endif
    const int savedErrno = errno;
    ok = (std::fclose(file) == 0) && ok;
    std::error_code ec;
    if (!ok) {
        issues.push_back(fileIssue("file.unwritable", path,
            "cannot write " + temporary.string() + ": "
                + std::strerror(savedErrno ? savedErrno : errno)));
        fs::remove(temporary, ec);
        return issues;
    }
    fs::rename(temporary, path, ec);
    if (ec) {
        issues.push_back(
            fileIssue("file.unwritable", path, "cannot replace the file: " + ec.message()));
        fs::remove(temporary, ec);
    }
    return issues;
}

} // namespace isle::model
