// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <cstdint>
#include <optional>

class QWidget;

namespace isle::model {
struct Scenario;
}

namespace isle::editor {

class FileController;
class ScenarioDocument;

/// File › Export and File › Import: writes the document's scenario in another program's format
/// (Pioneers .game, Tiled TMX + tileset, SVG, PNG, PDF) and reads Pioneers maps. What a format
/// cannot hold is listed before anything is written; errors stop the export. A map with pools can
/// be dealt first with a seed (DealFirstDialog), as `islewright-cli export --seed` does.
class ExchangeController : public QObject
{
    Q_OBJECT

public:
    enum class Format { Pioneers, Tmx, Svg, Png, Pdf };

    ExchangeController(ScenarioDocument *document, FileController *files, QWidget *window);

    bool exportAs(Format format);
    /// Writes `path` in `format`; with `dealSeed`, the map's pools are dealt with that seed first
    /// (BoardGenerator::generateScenario, the CLI's `export --seed`).
    bool exportTo(Format format, const QString &path, std::optional<std::uint64_t> dealSeed = {});
    bool importPioneers();
    /// Reads the Pioneers map at `path` into the document as a new, untitled document with
    /// unsaved changes: Save asks for a name, closing asks to save.
    bool importPioneersFile(const QString &path);

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    bool writeExport(Format format, const QString &path, const model::Scenario &scenario);

    ScenarioDocument *m_document;
    FileController *m_files;
    QWidget *m_window;
    std::uint64_t m_lastDealSeed = 1;
};

} // namespace isle::editor
