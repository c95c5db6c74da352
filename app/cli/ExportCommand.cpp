// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli export FILE --format json|pioneers|tmx|svg|png|pdf -o OUT: writes a scenario in
// another program's format, naming whatever that format cannot hold.
#include "CliCommand.h"
#include "CliSupport.h"

#include "editor/render/ImageExporter.h"
#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "model/exchange/PioneersGameWriter.h"
#include "model/exchange/TmxWriter.h"

#include "editor/files/AtomicWrite.h"
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

namespace isle::cli {

namespace {

/// FILE[:LINE]: severity [code] message — as the other commands print issues.
QString issueLine(const model::Issue &issue, const QString &file)
{
    QString line = issue.file.empty() ? file : QString::fromStdString(issue.file);
    if (issue.line > 0)
        line += QStringLiteral(":%1").arg(issue.line);
    line += QStringLiteral(": %1 [%2] %3")
                .arg(QString::fromStdString(std::string(model::toString(issue.severity))),
                    QString::fromStdString(issue.code), QString::fromStdString(issue.message));
    if (!issue.pointer.empty())
        line += QStringLiteral(" (at %1)").arg(QString::fromStdString(issue.pointer));
    return line;
}

bool printIssues(const std::vector<model::Issue> &issues, const QString &file, QTextStream &err)
{
    bool errors = false;
    for (const model::Issue &issue : issues) {
        err << issueLine(issue, file) << '\n';
        errors = errors || issue.severity == model::Severity::Error;
    }
    return errors;
}

bool writeText(const QString &path, const std::string &text, QTextStream &err)
{
    // Atomic: a failed export never leaves half a file, nor replaces an old one.
    const QString error
        = editor::writeFileAtomically(path, text.data(), static_cast<qint64>(text.size()));
    if (error.isEmpty())
        return true;
    err << Cli::tr("export: cannot write %1: %2").arg(path, error) << '\n';
    return false;
}

} // namespace

int runExportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr(
        "Writes a scenario for another program: json (Islewright's own format), pioneers (a "
        "Pioneers "
        ".game map), tmx (a Tiled map plus its terrain tileset PNG), svg, png, or pdf "
        "(printable at real "
        "hex size, split over pages with cut and alignment marks). Whatever the format "
        "cannot hold is "
        "named: errors stop the export, warnings say what the file loses."));
    parser.addHelpOption();
    const QCommandLineOption formatOption(
        QStringList {QStringLiteral("f"), QStringLiteral("format")},
        Cli::tr("json, pioneers, tmx, svg, png or pdf (default: from OUT's extension)."),
        QStringLiteral("FORMAT"));
    const QCommandLineOption outputOption(
        QStringList {QStringLiteral("o"), QStringLiteral("output")}, Cli::tr("The file to write."),
        QStringLiteral("OUT"));
    const QCommandLineOption seedOption(QStringLiteral("seed"),
        Cli::tr("Lay out the variable set-up (area pools) with this seed first."),
        QStringLiteral("N"));
    const QCommandLineOption widthOption(QStringLiteral("width"),
        Cli::tr("png: image width in pixels (default 1600)."), QStringLiteral("PX"),
        QStringLiteral("1600"));
    const QCommandLineOption hexSizeOption(QStringLiteral("hex-size"),
        Cli::tr("svg, tmx: hex size in pixels, centre to corner (default 64)."),
        QStringLiteral("PX"), QStringLiteral("64"));
    const QCommandLineOption hexMmOption(QStringLiteral("hex-mm"),
        Cli::tr("pdf: printed hex width in millimetres, flat side to flat side "
                "(default 60)."),
        QStringLiteral("MM"), QStringLiteral("60"));
    const QCommandLineOption paperOption(QStringLiteral("paper"),
        Cli::tr("pdf: a4 or letter (default a4)."), QStringLiteral("PAPER"), QStringLiteral("a4"));
    const QCommandLineOption tilesetOption(QStringLiteral("tileset"),
        Cli::tr("tmx: file name of the tileset image written next to OUT "
                "(default OUT's name + -terrain.png)."),
        QStringLiteral("PNG"));
    parser.addOptions({formatOption, outputOption, seedOption, widthOption, hexSizeOption,
        hexMmOption, paperOption, tilesetOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("The scenario file (JSON)."));

    if (const auto exitCode = parseCommandLine(parser, "export", arguments))
        return *exitCode;
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1 || !parser.isSet(outputOption)) {
        err << Cli::tr("export: expected one FILE and -o OUT (see islewright-cli export --help)")
            << '\n';
        return ExitBadInput;
    }
    const QString input = parser.positionalArguments().constFirst();
    const QString output = parser.value(outputOption);
    QString format = parser.value(formatOption).toLower();
    if (format.isEmpty()) {
        const QString suffix = QFileInfo(output).suffix().toLower();
        format = suffix == QLatin1String("game") ? QStringLiteral("pioneers") : suffix;
    }
    static const QStringList formats {QStringLiteral("json"), QStringLiteral("pioneers"),
        QStringLiteral("tmx"), QStringLiteral("svg"), QStringLiteral("png"), QStringLiteral("pdf")};
    if (!formats.contains(format)) {
        err << Cli::tr("export: unknown format '%1' (expected one of %2)")
                   .arg(format, formats.join(QStringLiteral(", ")))
            << '\n';
        return ExitBadInput;
    }
    auto intValue = [&](const QCommandLineOption &option, int min, int max, int &value) {
        bool ok = false;
        value = parser.value(option).toInt(&ok);
        if (ok && value >= min && value <= max)
            return true;
        err << Cli::tr("export: --%1 needs a whole number from %2 to %3, got '%4'")
                   .arg(option.names().constLast())
                   .arg(min)
                   .arg(max)
                   .arg(parser.value(option))
            << '\n';
        return false;
    };

    model::LoadResult loaded = model::loadScenarioFile(input.toStdString());
    if (!loaded.ok()) {
        printIssues(loaded.issues, input, err);
        return ExitBadInput;
    }
    model::Scenario scenario = std::move(*loaded.scenario);
    if (parser.isSet(seedOption)) {
        bool ok = false;
        const qulonglong seed = parser.value(seedOption).toULongLong(&ok);
        if (!ok) {
            err << Cli::tr("export: --seed needs a whole number, got '%1'")
                       .arg(parser.value(seedOption))
                << '\n';
            return ExitBadInput;
        }
        auto generator = model::BoardGenerator::compile(scenario);
        if (!generator) {
            err << input << ": " << QString::fromStdString(generator.error().message) << '\n';
            return ExitBadInput;
        }
        auto generated = generator.value().generateScenario(seed);
        if (!generated) {
            err << input << ": " << QString::fromStdString(generated.error().message) << '\n';
            return ExitBadInput;
        }
        scenario = std::move(generated).value();
    }

    QString error;
    if (format == QLatin1String("json")) {
        const auto issues = model::saveScenarioFile(output.toStdString(), scenario);
        if (printIssues(issues, output, err))
            return ExitBadInput;
    } else if (format == QLatin1String("pioneers")) {
        const auto result = model::PioneersGameWriter::write(scenario);
        if (printIssues(result.issues, input, err)) {
            err << Cli::tr("export: %1 was not written: Pioneers cannot represent the errors above")
                       .arg(output)
                << '\n';
            return ExitBadInput;
        }
        if (!writeText(output, result.text, err))
            return ExitBadInput;
    } else if (format == QLatin1String("tmx")) {
        model::TmxWriter::Options options;
        if (!intValue(hexSizeOption, 4, 1024, options.hexSize))
            return ExitBadInput;
        const QFileInfo info(output);
        const QString tileset = parser.isSet(tilesetOption)
            ? parser.value(tilesetOption)
            : info.completeBaseName() + QStringLiteral("-terrain.png");
        options.tilesetImage = tileset.toStdString();
        const auto result = model::TmxWriter::write(scenario, options);
        if (printIssues(result.issues, input, err))
            return ExitBadInput;
        const QString tilesetPath = info.dir().filePath(tileset);
        if (!render::ImageExporter::terrainTileset(options).save(tilesetPath)) {
            err << Cli::tr("export: cannot write the tileset %1").arg(tilesetPath) << '\n';
            return ExitBadInput;
        }
        if (!writeText(output, result.text, err))
            return ExitBadInput;
    } else if (format == QLatin1String("svg")) {
        int size = 0;
        if (!intValue(hexSizeOption, 4, 1024, size))
            return ExitBadInput;
        if (!render::ImageExporter::writeSvg(scenario, output, size, {}, &error)) {
            err << error << '\n';
            return ExitBadInput;
        }
    } else if (format == QLatin1String("png")) {
        int width = 0;
        if (!intValue(widthOption, 16, 30000, width))
            return ExitBadInput;
        if (!render::ImageExporter::writeImage(scenario, output, width, {}, &error)) {
            err << error << '\n';
            return ExitBadInput;
        }
    } else { // pdf
        render::ImageExporter::PrintOptions options;
        bool ok = false;
        options.hexWidthMm = parser.value(hexMmOption).toDouble(&ok);
        if (!ok) {
            err << Cli::tr("export: --hex-mm needs a number, got '%1'")
                       .arg(parser.value(hexMmOption))
                << '\n';
            return ExitBadInput;
        }
        const QString paper = parser.value(paperOption).toLower();
        if (paper != QLatin1String("a4") && paper != QLatin1String("letter")) {
            err << Cli::tr("export: --paper must be a4 or letter, got '%1'").arg(paper) << '\n';
            return ExitBadInput;
        }
        options.paper = paper == QLatin1String("a4") ? render::PrintLayout::Paper::A4
                                                     : render::PrintLayout::Paper::Letter;
        if (!render::ImageExporter::writePdf(scenario, output, options, &error)) {
            err << error << '\n';
            return ExitBadInput;
        }
        const render::PrintLayout layout = render::ImageExporter::printLayout(scenario, options);
        out << Cli::tr("%1: %2 page(s), %3 × %4")
                   .arg(output)
                   .arg(render::ImageExporter::pdfPageCount(scenario, options))
                   .arg(layout.columns())
                   .arg(layout.rows())
            << '\n';
    }
    return ExitOk;
}

} // namespace isle::cli
