// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace isle::cli {

/// Exit codes shared by every command.
enum ExitCode : int {
    ExitOk = 0,
    ExitRuleErrors = 1, ///< the input was read, but it breaks rules (validate)
    ExitBadInput = 2, ///< unreadable file, invalid format, or wrong command-line usage
};

/// One sub-command of islewright-cli. `run` receives the arguments after the command name and
/// returns an ExitCode. `summary` is a QT_TRANSLATE_NOOP("Cli", ...) string.
struct CliCommand
{
    const char *name;
    const char *summary;
    int (*run)(const QStringList &arguments);
    bool needsGui = false; ///< runs under a QGuiApplication (offscreen): commands that paint images
};

/// Every command, in the order --help lists them (CliCommands.cpp).
const QList<CliCommand> &cliCommands();

} // namespace isle::cli
