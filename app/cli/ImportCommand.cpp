// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli import FILE.game -o OUT.json: reads a Pioneers map into a scenario file.
#include "CliCommand.h"
#include "CliSupport.h"

#include "model/ScenarioFile.h"
#include "model/exchange/PioneersGameReader.h"
#include "model/exchange/PioneersLimits.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

namespace isle::cli {

int runImportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Reads a Pioneers .game map (as shipped in /usr/share/games/pioneers) into an Islewright "
        "scenario. Files Pioneers would refuse are refused with the line and reason; what "
        "Islewright "
        "cannot keep (random terrain, dice deck, bridges, ...) is listed as warnings."));
    parser.addHelpOption();
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")},
        Cli::tr("Write the scenario to OUT (default: the standard output)."),
        QStringLiteral("OUT"));
    parser.addOption(outputOption);
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The Pioneers .game file."));
    if (const auto exitCode = parseCommandLine(parser, "import", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1) {
        err << Cli::tr("import: expected one FILE (see islewright-cli import --help)") << '\n';
        return ExitBadInput;
    }
    const QString input = parser.positionalArguments().constFirst();
    QFile file(input);
    if (!file.open(QIODevice::ReadOnly)) {
        err << Cli::tr("%1: cannot read: %2").arg(input, file.errorString()) << '\n';
        return ExitBadInput;
    }
    static_assert(model::PioneersLimits::MaxFileBytes == 4 * 1024 * 1024, "the message says 4 MiB");
    if (file.size() > static_cast<qint64>(model::PioneersLimits::MaxFileBytes)) {
        err << Cli::tr("%1: larger than 4 MiB; not a Pioneers map").arg(input) << '\n';
        return ExitBadInput;
    }
    const QByteArray bytes = file.readAll();
    const auto result = model::PioneersGameReader::read(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        input.toStdString());
    bool errors = false;
    for (const model::Issue &issue : result.issues) {
        QString line = QString::fromStdString(issue.file);
        if (issue.line > 0)
            line += QStringLiteral(":%1").arg(issue.line);
        err << line
            << QStringLiteral(": %1 [%2] %3")
                   .arg(QString::fromStdString(std::string(model::toString(issue.severity))),
                       QString::fromStdString(issue.code), QString::fromStdString(issue.message))
            << '\n';
        errors = errors || issue.severity == model::Severity::Error;
    }
    if (errors || !result.scenario)
        return ExitBadInput;
    if (!parser.isSet(outputOption)) {
        out << QString::fromStdString(model::serializeScenario(*result.scenario));
        return ExitOk;
    }
    const QString output = parser.value(outputOption);
    const auto issues = model::saveScenarioFile(output.toStdString(), *result.scenario);
    for (const model::Issue &issue : issues)
        err << output << ": " << QString::fromStdString(issue.message) << '\n';
    return issues.empty() ? ExitOk : ExitBadInput;
}

} // namespace isle::cli
