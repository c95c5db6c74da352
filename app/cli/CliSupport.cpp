// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include "CliCommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace isle::cli {

std::optional<int> parseCommandLine(
    QCommandLineParser &parser, const char *command, const QStringList &arguments)
{
    // QCommandLineParser expects the program name first; it appears in the help's usage line.
    const QString program = QStringLiteral("islewright-cli ") + QString::fromLatin1(command);
    if (!parser.parse(QStringList {program} + arguments)) {
        QTextStream(stderr) << parser.errorText() << '\n';
        return ExitBadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return ExitOk;
    }
    return std::nullopt;
}

} // namespace isle::cli
