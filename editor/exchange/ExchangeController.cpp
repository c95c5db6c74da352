// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExchangeController.h"

#include "editor/document/GeneratorErrorText.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/exchange/DealFirstDialog.h"
#include "editor/files/FileController.h"
#include "editor/files/IssueListDialog.h"
#include "editor/preferences/Preferences.h"
#include "editor/render/ImageExporter.h"
#include "model/BoardGenerator.h"
#include "model/exchange/PioneersGameReader.h"
#include "model/exchange/PioneersGameWriter.h"
#include "model/exchange/TmxWriter.h"
#include "validation/playtest/PlaytestRunner.h"

#include "editor/files/AtomicWrite.h"
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QWidget>

#include <algorithm>

namespace isle::editor {

namespace {

bool hasErrors(const std::vector<model::Issue> &issues)
{
    return std::any_of(issues.begin(), issues.end(),
        [](const model::Issue &i) { return i.severity == model::Severity::Error; });
}

bool writeText(const QString &path, const std::string &text, QString &error)
{
    error = writeFileAtomically(path, text.data(), static_cast<qint64>(text.size()));
    return error.isEmpty();
}

} // namespace

ExchangeController::ExchangeController(
    ScenarioDocument *document, FileController *files, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_window(window)
{ }

bool ExchangeController::exportAs(Format format)
{
    QString filter;
    QString suffix;
    switch (format) {
    case Format::Pioneers:
        filter = tr("Pioneers maps (*.game)");
        suffix = QStringLiteral("game");
        break;
    case Format::Tmx:
        filter = tr("Tiled maps (*.tmx)");
        suffix = QStringLiteral("tmx");
        break;
    case Format::Svg:
        filter = tr("SVG pictures (*.svg)");
        suffix = QStringLiteral("svg");
        break;
    case Format::Png:
        filter = tr("PNG images (*.png)");
        suffix = QStringLiteral("png");
        break;
    case Format::Pdf:
        filter = tr("PDF for printing (*.pdf)");
        suffix = QStringLiteral("pdf");
        break;
    }
    const QString base = m_document->filePath().isEmpty()
        ? QDir::homePath() + u'/' + m_document->displayName()
        : m_document->filePath();
    const QString suggested = QFileInfo(base).absolutePath() + u'/'
        + QFileInfo(base).completeBaseName() + u'.' + suffix;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export"), suggested, filter);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    std::optional<std::uint64_t> dealSeed;
    if (validation::PlaytestRunner::isVariable(m_document->scenario())) {
        DealFirstDialog ask(m_lastDealSeed, m_window);
        if (ask.exec() != QDialog::Accepted)
            return false;
        dealSeed = ask.dealSeed();
    }
    return exportTo(format, path, dealSeed);
}

bool ExchangeController::exportTo(
    Format format, const QString &path, std::optional<std::uint64_t> dealSeed)
{
    if (!dealSeed)
        return writeExport(format, path, m_document->scenario());
    m_lastDealSeed = *dealSeed;
    auto generator = model::BoardGenerator::compile(m_document->scenario());
    auto dealt = generator ? generator.value().generateScenario(*dealSeed)
                           : model::GeneratorResult<model::Scenario>(generator.error());
    if (!dealt) {
        QMessageBox::warning(m_window, tr("Export"),
            tr("The pools cannot be dealt, so nothing was exported: %1")
                .arg(GeneratorErrorText::describe(dealt.error())));
        return false;
    }
    return writeExport(format, path, dealt.value());
}

bool ExchangeController::writeExport(
    Format format, const QString &path, const model::Scenario &scenario)
{
    QString error;
    bool ok = false;
    if (format == Format::Pioneers) {
        const auto result = model::PioneersGameWriter::write(scenario);
        if (hasErrors(result.issues)) {
            IssueListDialog(tr("Pioneers cannot represent this board; nothing was written."),
                result.issues, m_window)
                .exec();
            return false;
        }
        if (!result.issues.empty())
            IssueListDialog(tr("The Pioneers map loses the following."), result.issues, m_window)
                .exec();
        ok = writeText(path, result.text, error);
    } else if (format == Format::Tmx) {
        model::TmxWriter::Options options;
        const QFileInfo info(path);
        const QString tileset = info.completeBaseName() + QStringLiteral("-terrain.png");
        options.tilesetImage = tileset.toStdString();
        const auto result = model::TmxWriter::write(scenario, options);
        if (hasErrors(result.issues)) {
            IssueListDialog(tr("The Tiled map cannot be written."), result.issues, m_window).exec();
            return false;
        }
        const QString tilesetPath = info.dir().filePath(tileset);
        ok = render::ImageExporter::terrainTileset(options).save(tilesetPath);
        if (!ok)
            error = tr("cannot write the tileset %1").arg(tilesetPath);
        else
            ok = writeText(path, result.text, error);
    } else if (format == Format::Svg) {
        ok = render::ImageExporter::writeSvg(scenario, path, 64.0, {}, &error);
    } else if (format == Format::Png) {
        bool accepted = false;
        const int width = QInputDialog::getInt(m_window, tr("Export PNG"),
            tr("Image width in pixels:"), 1600, 16, 30000, 100, &accepted);
        if (!accepted)
            return false;
        ok = render::ImageExporter::writeImage(scenario, path, width, {}, &error);
    } else {
        bool accepted = false;
        render::ImageExporter::PrintOptions options;
        // Asked in the unit of the preferences; the layout works in millimetres.
        const Preferences::PrintUnit unit = Preferences::printUnit();
        const bool inches = unit == Preferences::PrintUnit::Inches;
        const double width = QInputDialog::getDouble(m_window, tr("Export PDF"),
            inches ? tr("Printed hex width, flat side to flat side (inches):")
                   : tr("Printed hex width, flat side to flat side (mm):"),
            Preferences::fromMillimetres(60.0, unit), Preferences::fromMillimetres(5.0, unit),
            Preferences::fromMillimetres(500.0, unit), inches ? 2 : 1, &accepted);
        options.hexWidthMm = Preferences::toMillimetres(width, unit);
        if (!accepted)
            return false;
        const QStringList papers {tr("A4"), tr("Letter")};
        const QString paper = QInputDialog::getItem(
            m_window, tr("Export PDF"), tr("Paper:"), papers, inches ? 1 : 0, false, &accepted);
        if (!accepted)
            return false;
        options.paper = paper == papers.at(0) ? render::PrintLayout::Paper::A4
                                              : render::PrintLayout::Paper::Letter;
        ok = render::ImageExporter::writePdf(scenario, path, options, &error);
        if (ok)
            Q_EMIT statusMessage(tr("Exported %1 (%n page(s))", nullptr,
                render::ImageExporter::pdfPageCount(scenario, options))
                                     .arg(QDir::toNativeSeparators(path)));
    }
    if (!ok) {
        QMessageBox::warning(m_window, tr("Export"),
            tr("Cannot export to %1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    if (format != Format::Pdf)
        Q_EMIT statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool ExchangeController::importPioneers()
{
    if (!m_files->maybeSave())
        return false;
    const QString start = QDir(QStringLiteral("/usr/share/games/pioneers")).exists()
        ? QStringLiteral("/usr/share/games/pioneers")
        : QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import Pioneers Map"), start, tr("Pioneers maps (*.game)"));
    return !path.isEmpty() && importPioneersFile(path);
}

bool ExchangeController::importPioneersFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > 4 * 1024 * 1024) {
        QMessageBox::warning(m_window, tr("Import"),
            tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QByteArray bytes = file.readAll();
    const auto result = model::PioneersGameReader::read(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        path.toStdString());
    if (!result.scenario) {
        IssueListDialog(tr("The Pioneers map cannot be imported."), result.issues, m_window).exec();
        return false;
    }
    if (!result.issues.empty())
        IssueListDialog(
            tr("Imported; Islewright does not keep the following."), result.issues, m_window)
            .exec();
    // A new, unsaved document: saving writes Islewright's own format, never over the .game file,
    // and the imported map is not lost without a prompt.
    m_document->resetScenario(*result.scenario, QString());
    m_document->markUnsaved();
    Q_EMIT statusMessage(tr("Imported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

} // namespace isle::editor
