// SPDX-License-Identifier: GPL-3.0-or-later
// What every islewright-cli command shares: translation and the standard option handling.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

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

} // namespace isle::cli
