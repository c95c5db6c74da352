// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommand.h"

#include <QCoreApplication>

namespace isle::cli {

// Each command lives in its own <Name>Command.cpp and declares its entry point here.

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands {
    };
    return commands;
}

} // namespace isle::cli
