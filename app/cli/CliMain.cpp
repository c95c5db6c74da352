// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli: the headless command-line tool (no Widgets; Qt Core for arguments only).
#include "CliCommand.h"
#include "CliSupport.h"

#include "editor/i18n/Translators.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <memory>

using namespace isle::cli;

namespace {

void printHelp(QTextStream &out)
{
    out << Cli::tr("Usage: islewright-cli COMMAND [ARGUMENTS...]") << '\n'
        << Cli::tr("Validate, analyse, playtest, convert and generate Islewright scenario files.")
        << "\n\n"
        << Cli::tr("Commands:") << '\n';
    for (const CliCommand &command : cliCommands())
        out << "  " << QString::fromLatin1(command.name).leftJustified(10) << ' '
            << QCoreApplication::translate("Cli", command.summary) << '\n';
    out << '\n'
        << Cli::tr("Options:") << '\n'
        << "  -h, --help     " << Cli::tr("Show this help, or a command's help: COMMAND --help")
        << '\n'
        << "  -v, --version  " << Cli::tr("Show the version") << '\n'
        << '\n'
        << Cli::tr("Exit codes: 0 success, 1 rule errors found, 2 unreadable input or wrong usage.")
        << '\n';
}

} // namespace

int main(int argc, char *argv[])
{
    // Image exports paint text and SVG art, which needs a QGuiApplication (offscreen unless the
    // user chose a platform); every other command stays a plain QCoreApplication.
    bool gui = false;
    for (const CliCommand &command : cliCommands())
        gui = gui || (argc > 1 && command.needsGui && qstrcmp(argv[1], command.name) == 0);
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app = gui
        ? std::make_unique<QGuiApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("islewright-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("Islewright"));
    // The messages in the user's language (LANGUAGE / LC_ALL / LC_MESSAGES / LANG), English else.
    isle::i18n::installTranslators(*app, QLocale::system());

    QStringList arguments = QCoreApplication::arguments();
    arguments.removeFirst();
    QTextStream out(stdout);
    QTextStream err(stderr);

    if (arguments.isEmpty()) {
        printHelp(err);
        return ExitBadInput;
    }
    const QString first = arguments.takeFirst();
    if (first == QLatin1String("-h") || first == QLatin1String("--help")
        || first == QLatin1String("help")) {
        printHelp(out);
        return ExitOk;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        out << "islewright-cli " << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }
    for (const CliCommand &command : cliCommands()) {
        if (first == QLatin1String(command.name))
            return command.run(arguments);
    }
    err << Cli::tr("islewright-cli: unknown command '%1' (see islewright-cli --help)").arg(first)
        << '\n';
    return ExitBadInput;
}
