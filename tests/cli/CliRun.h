// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace isle::test {

/// The outcome of one islewright-cli run (exit code −1 when it crashed or timed out).
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// Runs the islewright-cli built with the tests (ISLE_CLI_PATH) as a user would, in the locale
/// `locale` (LC_ALL and LANGUAGE; English by default, whatever the machine's).
inline CliRun runCli(
    const QStringList &arguments, const QString &locale = QStringLiteral("C.UTF-8"))
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), locale);
    env.insert(QStringLiteral("LANGUAGE"), locale.section(QLatin1Char('.'), 0, 0));
    process.setProcessEnvironment(env);
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
