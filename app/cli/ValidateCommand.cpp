// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli validate FILE... [--json]: reads scenario files and reports every problem.
#include "CliCommand.h"
#include "CliSupport.h"

#include "model/ScenarioFile.h"
#include "validation/checks/Validator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace isle::cli {

namespace {

/// A check that runs on every scenario that loaded and returns the issues it finds. The format
/// check is loadScenarioFile itself; rule checks (validation/) are added to scenarioPasses().
using ScenarioPass = std::vector<model::Issue> (*)(const model::Scenario &scenario);

const std::vector<ScenarioPass> &scenarioPasses()
{
    // The rule checks (README "Validation rules"): errors make the exit code 1.
    static const std::vector<ScenarioPass> passes {&validation::validateScenario};
    return passes;
}

struct FileResult
{
    std::string file;
    bool loaded = false; ///< the file was read and is a valid scenario document
    std::vector<model::Issue> issues;

    bool hasErrors() const
    {
        return std::any_of(issues.begin(), issues.end(),
            [](const model::Issue &i) { return i.severity == model::Severity::Error; });
    }
};

FileResult validateFile(const QString &path)
{
    FileResult result;
    result.file = path.toStdString();
    model::LoadResult load = model::loadScenarioFile(result.file);
    result.issues = std::move(load.issues);
    result.loaded = load.ok();
    if (load.scenario) {
        for (ScenarioPass pass : scenarioPasses()) {
            std::vector<model::Issue> found = pass(*load.scenario);
            for (model::Issue &issue : found) {
                if (issue.file.empty())
                    issue.file = result.file;
                result.issues.push_back(std::move(issue));
            }
        }
    }
    return result;
}

/// FILE:LINE:COL: error [code] message (at /pointer) — the compiler-style line editors understand.
QString issueLine(const model::Issue &issue, const std::string &file)
{
    QString line = QString::fromStdString(issue.file.empty() ? file : issue.file);
    if (issue.line > 0)
        line += QStringLiteral(":%1:%2").arg(issue.line).arg(issue.column);
    line += QStringLiteral(": %1 [%2] %3")
                .arg(QString::fromStdString(std::string(model::toString(issue.severity))),
                    QString::fromStdString(issue.code), QString::fromStdString(issue.message));
    if (!issue.pointer.empty())
        line += QStringLiteral(" (at %1)").arg(QString::fromStdString(issue.pointer));
    else if (!issue.hexes.empty()) // rule issues: where on the board
        line += QStringLiteral(" (at hex %1,%2)")
                    .arg(issue.hexes.front().q)
                    .arg(issue.hexes.front().r);
    return line;
}

nlohmann::json issueJson(const model::Issue &issue)
{
    nlohmann::json j;
    j["severity"] = model::toString(issue.severity);
    j["code"] = issue.code;
    j["message"] = issue.message;
    j["args"] = issue.args;
    j["file"] = issue.file;
    j["pointer"] = issue.pointer;
    if (issue.line > 0) {
        j["line"] = issue.line;
        j["column"] = issue.column;
    }
    auto coords = nlohmann::json::array();
    for (model::HexCoord h : issue.hexes)
        coords.push_back({h.q, h.r});
    if (!coords.empty())
        j["hexes"] = std::move(coords);
    auto corners = nlohmann::json::array(); // canonical [q, r, "N"|"S"]
    for (const model::CornerCoord &c : issue.corners)
        corners.push_back({c.hex.q, c.hex.r, c.north ? "N" : "S"});
    if (!corners.empty())
        j["corners"] = std::move(corners);
    auto edges = nlohmann::json::array(); // canonical [q, r, side 0..2]
    for (const model::EdgeCoord &e : issue.edges)
        edges.push_back({e.hex.q, e.hex.r, model::index(e.side)});
    if (!edges.empty())
        j["edges"] = std::move(edges);
    return j;
}

} // namespace

int runValidateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Checks scenario files: JSON syntax, the file format (keys, types, values, references), "
        "its limits and the game rules (tokens, harbors, components, pieces, structure). Prints "
        "one "
        "line per problem: FILE:LINE:COL: error [code] message (at /pointer or hex q,r). Exit code "
        "0: valid, 1: rule errors, 2: unreadable or invalid file."));
    parser.addHelpOption();
    const QCommandLineOption jsonOption(QStringLiteral("json"),
        Cli::tr("Print the results as a JSON array (one object per file)."));
    parser.addOption(jsonOption);
    const QCommandLineOption verboseOption(QStringLiteral("verbose"),
        Cli::tr("Also print information-level findings (the JSON output always has them)."));
    parser.addOption(verboseOption);
    parser.addPositionalArgument(
        QStringLiteral("FILE"), Cli::tr("Scenario files to check."), QStringLiteral("FILE..."));
    if (const auto exitCode = parseCommandLine(parser, "validate", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        err << Cli::tr(
            "islewright-cli validate: no file given (see islewright-cli validate --help)")
            << '\n';
        return ExitBadInput;
    }

    std::vector<FileResult> results;
    for (const QString &file : files)
        results.push_back(validateFile(file));

    int unreadable = 0, withErrors = 0;
    for (const FileResult &r : results) {
        unreadable += r.loaded ? 0 : 1;
        withErrors += r.hasErrors() ? 1 : 0;
    }

    if (parser.isSet(jsonOption)) {
        auto array = nlohmann::json::array();
        for (const FileResult &r : results) {
            nlohmann::json j;
            j["file"] = r.file;
            j["loaded"] = r.loaded;
            j["valid"] = !r.hasErrors();
            auto issues = nlohmann::json::array();
            for (const model::Issue &issue : r.issues)
                issues.push_back(issueJson(issue));
            j["issues"] = std::move(issues);
            array.push_back(std::move(j));
        }
        out << QString::fromStdString(
            array.dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
            << '\n';
    } else {
        const bool verbose = parser.isSet(verboseOption);
        for (const FileResult &r : results)
            for (const model::Issue &issue : r.issues)
                if (verbose || issue.severity != model::Severity::Info)
                    out << issueLine(issue, r.file) << '\n';
        const int checked = static_cast<int>(results.size());
        err << QCoreApplication::translate(
            "Cli", "%n file(s) checked: %1 valid, %2 with errors", nullptr, checked)
                   .arg(checked - withErrors)
                   .arg(withErrors)
            << '\n';
    }
    if (unreadable > 0)
        return ExitBadInput;
    return withErrors > 0 ? ExitRuleErrors : ExitOk;
}

} // namespace isle::cli
