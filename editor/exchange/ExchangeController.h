// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace isle::editor {

class FileController;
class ScenarioDocument;

/// File › Export and File › Import: writes the document's scenario in another program's format
/// (Pioneers .game, Tiled TMX + tileset, SVG, PNG, PDF) and reads Pioneers maps. What a format
/// cannot hold is listed before anything is written; errors stop the export.
class ExchangeController : public QObject
{
    Q_OBJECT

public:
    enum class Format { Pioneers, Tmx, Svg, Png, Pdf };

    ExchangeController(ScenarioDocument *document, FileController *files, QWidget *window);

    bool exportAs(Format format);
    bool importPioneers();
    /// Reads the Pioneers map at `path` into the document as a new, untitled document with
    /// unsaved changes: Save asks for a name, closing asks to save.
    bool importPioneersFile(const QString &path);

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    bool exportTo(Format format, const QString &path);

    ScenarioDocument *m_document;
    FileController *m_files;
    QWidget *m_window;
};

} // namespace isle::editor
