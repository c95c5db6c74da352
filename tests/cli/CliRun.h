// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QStringList>

namespace isle::test {

/// The outcome of one islewright-cli run (exit code −1 when it crashed or timed out).
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs the islewright-cli built with the tests (ISLE_CLI_PATH) as a user would.
inline CliRun runCli(const QStringList &arguments)
{
    QProcess process;
    process.start(QStringLiteral(ISLE_CLI_PATH), arguments);
    CliRun run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace isle::test
