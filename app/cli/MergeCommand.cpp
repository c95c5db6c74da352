// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli merge A.json B.json ... [-o OUT]: sums playtest reports of disjoint game ranges.
#include "CliCommand.h"
#include "CliSupport.h"

#include "editor/files/AtomicWrite.h"
#include "validation/playtest/PlaytestReport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <filesystem>

namespace isle::cli {

int runMergeCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Combines playtest reports (from 'playtest --json' or '--output') of the same scenario, "
        "bots and seed over disjoint game ranges into one report, exactly as if the games had "
        "been played in one run."));
    parser.addHelpOption();
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")},
        Cli::tr("Write the merged report to FILE instead of the standard output."),
        QStringLiteral("FILE"));
    parser.addOption(outputOption);
    parser.addPositionalArgument(
        QStringLiteral("REPORT"), Cli::tr("Playtest reports (JSON)."), QStringLiteral("REPORT..."));
    if (const auto exitCode = parseCommandLine(parser, "merge", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        err << Cli::tr("merge: expected at least one REPORT file") << '\n';
        return ExitBadInput;
    }
    std::optional<validation::PlaytestReport> merged;
    for (const QString &name : files) {
        // Size and JSON limits are checked before anything is built (README "Limits").
        std::string error;
        auto report = validation::PlaytestReport::readFile(
            std::filesystem::path(name.toStdString()), error);
        if (!report) {
            QString reason = QString::fromStdString(error);
            reason.remove(0, reason.startsWith(name + QStringLiteral(": ")) ? name.size() + 2 : 0);
            err << Cli::tr("%1: not a playtest report: %2").arg(name, reason) << '\n';
            return ExitBadInput;
        }
        if (!merged) {
            merged = std::move(report);
            continue;
        }
        merged = validation::PlaytestReport::merge(*merged, *report, error);
        if (!merged) {
            err << Cli::tr("%1: cannot merge: %2").arg(name, QString::fromStdString(error)) << '\n';
            return ExitBadInput;
        }
    }
    const std::string text = merged->toJson().dump(2) + "\n";
    if (parser.isSet(outputOption)) {
        const QString path = parser.value(outputOption);
        if (const QString error
            = editor::writeFileAtomically(path, text.data(), static_cast<qint64>(text.size()));
            !error.isEmpty()) {
            err << Cli::tr("merge: cannot write %1: %2").arg(path, error) << '\n';
            return ExitBadInput;
        }
    } else {
        out << QString::fromStdString(text);
    }
    return ExitOk;
}

} // namespace isle::cli
