// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommand.h"

#include <QCoreApplication>

namespace isle::cli {

// Each command lives in its own <Name>Command.cpp and declares its entry point here.
int runValidateCommand(const QStringList &arguments);

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands {
        {"validate", QT_TRANSLATE_NOOP("Cli", "Check scenario files and report every problem"), &runValidateCommand},
    };
    return commands;
}

} // namespace isle::cli
