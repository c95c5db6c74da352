// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioFile.h"

#include "BoundedFileReader.h"
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
    Issue problem;
    const auto text
        = BoundedFileReader::read(path, FormatLimits::MaxFileBytes, "format.too-large", problem);
    if (!text) {
        result.issues.push_back(std::move(problem));
        return result;
    }
    return parseScenario(*text, path.string());
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
