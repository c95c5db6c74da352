// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommand.h"

#include <QCoreApplication>

namespace isle::cli {

// Each command lives in its own <Name>Command.cpp and declares its entry point here.
int runExportCommand(const QStringList &arguments);
int runGenerateCommand(const QStringList &arguments);
int runImportCommand(const QStringList &arguments);
int runLadderCommand(const QStringList &arguments);
int runMergeCommand(const QStringList &arguments);
int runPlaytestCommand(const QStringList &arguments);
int runSelfCheckCommand(const QStringList &arguments);
int runStatsCommand(const QStringList &arguments);
int runValidateCommand(const QStringList &arguments);

const QList<CliCommand> &cliCommands()
{
    static const QList<CliCommand> commands {
        {"export",
            QT_TRANSLATE_NOOP(
                "Cli", "Write a scenario as JSON, Pioneers .game, Tiled TMX, SVG, PNG or PDF"),
            &runExportCommand, true},
        {"generate",
            QT_TRANSLATE_NOOP("Cli", "Generate the variable set-up of a scenario for a seed"),
            &runGenerateCommand},
        {"import", QT_TRANSLATE_NOOP("Cli", "Read a Pioneers .game map into a scenario file"),
            &runImportCommand},
        {"ladder",
            QT_TRANSLATE_NOOP(
                "Cli", "Rank bots by a round robin on a scenario (Elo-style ratings)"),
            &runLadderCommand},
        {"merge",
            QT_TRANSLATE_NOOP("Cli", "Combine playtest reports of disjoint game ranges exactly"),
            &runMergeCommand},
        {"playtest",
            QT_TRANSLATE_NOOP(
                "Cli", "Self-play a scenario with bots: seat fairness and statistics"),
            &runPlaytestCommand},
        {"selfcheck",
            QT_TRANSLATE_NOOP(
                "Cli", "Play games and verify the rules engine's invariants after every action"),
            &runSelfCheckCommand},
        {"stats", QT_TRANSLATE_NOOP("Cli", "Print the balance statistics of a scenario's board"),
            &runStatsCommand},
        {"validate", QT_TRANSLATE_NOOP("Cli", "Check scenario files and report every problem"),
            &runValidateCommand},
    };
    return commands;
}

} // namespace isle::cli
