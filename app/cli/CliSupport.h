// SPDX-License-Identifier: GPL-3.0-or-later
// What every islewright-cli command shares: translation and the standard option handling.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;

namespace isle::cli {

/// Translates a string of the "Cli" context (the context lupdate sees in QT_TRANSLATE_NOOP).
QString cliTr(const char *text);

/// Parses `arguments` (those after the command name) for `islewright-cli <command>`. Prints the
/// parser's error to stderr (→ ExitBadInput) or the help text for --help (→ ExitOk) and returns the
/// exit code then; returns nothing when the command should go on.
std::optional<int> parseCommandLine(
    QCommandLineParser &parser, const char *command, const QStringList &arguments);

} // namespace isle::cli
