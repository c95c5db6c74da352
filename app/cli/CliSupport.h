// SPDX-License-Identifier: GPL-3.0-or-later
// What every islewright-cli command shares: translation and the standard option handling.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include "model/Scenario.h"

#include <cstdint>
#include <optional>
#include <string>

class QCommandLineParser;

namespace isle::cli {

/// The command-line tool's translation context, "Cli" (translations/islewright_*.ts): Cli::tr().
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// Parses `arguments` (those after the command name) for `islewright-cli <command>`. Prints the
/// parser's error to stderr (→ ExitBadInput) or the help text for --help (→ ExitOk) and returns the
/// exit code then; returns nothing when the command should go on.
std::optional<int> parseCommandLine(
    QCommandLineParser &parser, const char *command, const QStringList &arguments);

/// Loads a scenario file; on failure prints each issue to `err` ("FILE: message (at /pointer)")
/// and returns nothing.
std::optional<model::Scenario> loadScenarioOrPrint(const QString &file, QTextStream &err);

/// Writes `text` to `path` atomically (QSaveFile); on failure prints "COMMAND: cannot write PATH:
/// reason" to `err` and returns false.
bool writeOutputFile(
    const char *command, const QString &path, const std::string &text, QTextStream &err);

/// Reads a whole number of at least `min` from an option's text into `out`; false (and `out`
/// unchanged) otherwise.
bool parseCount(const QString &text, std::uint64_t &out, std::uint64_t min);

} // namespace isle::cli
