// SPDX-License-Identifier: GPL-3.0-or-later
// The editor application: Qt set-up, translations, the main window, the file to start with.
#include "editor/MainWindow.h"
#include "editor/Translators.h"
#include "editor/files/FileController.h"
#include "editor/files/ScenarioTemplates.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include <string_view>

namespace {

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Islewright"));
    QCoreApplication::setApplicationName(QStringLiteral("Islewright"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));
}

void describeArguments(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QApplication::translate("main", "Map and scenario editor for Catan-style hex boards"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "Scenario file to open"), QStringLiteral("[file]"));
}

/// --help and --version print and exit; they need no display, but a QApplication aborts
/// without one, so they are answered by a QCoreApplication before the GUI starts.
bool onlyAsksForInformation(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "-?" || arg == "--help-all"
            || arg == "--version" || arg == "-v")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (onlyAsksForInformation(argc, argv)) {
        QCoreApplication core(argc, argv);
        setIdentity();
        isle::editor::installTranslators(core);
        QCommandLineParser parser;
        describeArguments(parser);
        parser.process(core); // prints and exits for --help and --version
        return 0;
    }
    QApplication app(argc, argv);
    setIdentity();
    // The desktop entry's id (packaging/): Wayland and the task bar match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.islewright.Islewright"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/icons/io.github.islewright.Islewright.svg")));

    isle::editor::installTranslators(app);

    QCommandLineParser parser;
    describeArguments(parser);
    parser.process(app);

    isle::editor::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || !window.files()->openFile(files.front()))
        window.files()->newFromTemplate(isle::editor::ScenarioTemplates::defaultTemplate());
    window.show();
    // After the window is up: offer to restore what a crashed or killed editor left behind.
    QTimer::singleShot(0, &window, [&window] { window.files()->offerRecovery(); });
    return QApplication::exec();
}
