// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include "CliCommand.h"

#include "editor/files/AtomicWrite.h"
#include "model/ScenarioFile.h"

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

bool parseCount(const QString &text, std::uint64_t &out, std::uint64_t min)
{
    bool ok = false;
    const qulonglong v = text.toULongLong(&ok);
    if (!ok || v < min)
        return false;
    out = v;
    return true;
}

std::optional<model::Scenario> loadScenarioOrPrint(const QString &file, QTextStream &err)
{
    model::LoadResult loaded = model::loadScenarioFile(file.toStdString());
    if (loaded.ok())
        return std::move(loaded.scenario);
    for (const model::Issue &issue : loaded.issues)
        err << QString::fromStdString(issue.file.empty() ? file.toStdString() : issue.file) << ": "
            << QString::fromStdString(issue.message)
            << (issue.pointer.empty()
                       ? QString()
                       : QStringLiteral(" (at %1)").arg(QString::fromStdString(issue.pointer)))
            << '\n';
    return std::nullopt;
}

bool writeOutputFile(
    const char *command, const QString &path, const std::string &text, QTextStream &err)
{
    const QString writeError
        = editor::writeFileAtomically(path, text.data(), static_cast<qint64>(text.size()));
    if (writeError.isEmpty())
        return true;
    err << Cli::tr("%1: cannot write %2: %3").arg(QLatin1String(command), path, writeError) << '\n';
    return false;
}

} // namespace isle::cli
