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

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Islewright"));
    QApplication::setApplicationName(QStringLiteral("Islewright"));
    QApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));
    // The desktop entry's id (packaging/): Wayland and the task bar match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.islewright.Islewright"));
    QApplication::setWindowIcon(
        QIcon(QStringLiteral(":/icons/io.github.islewright.Islewright.svg")));

    isle::editor::installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Map and scenario editor for Catan-style hex boards"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
        QApplication::translate("main", "Scenario file to open"), QStringLiteral("[file]"));
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
