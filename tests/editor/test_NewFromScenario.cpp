// SPDX-License-Identifier: GPL-3.0-or-later
// File › New from Scenario: the gallery shows every shipped scenario with a thumbnail; a new
// document from it gets a new title and id and no author; its first Save starts in the user's
// documents folder, never at the file system's root.
#include "editor/MainWindow.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/files/FileController.h"
#include "editor/files/ScenarioFileIo.h"
#include "editor/files/ScenarioGallery.h"

#include <QAction>
#include <QDir>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace isle;

namespace {

int opaquePixels(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += qAlpha(image.pixel(x, y)) > 0 ? 1 : 0;
    return n;
}

} // namespace

class test_NewFromScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("IslewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_NewFromScenario"));
        QSettings().clear();
    }

    void galleryShowsEveryShippedScenario()
    {
        editor::ScenarioGallery gallery;
        const QStringList shipped = QDir(QStringLiteral(ISLE_SOURCE_DIR "/scenarios"))
                                        .entryList({QStringLiteral("*.json")}, QDir::Files);
        QVERIFY(shipped.size() >= 15);
        QCOMPARE(gallery.count(), static_cast<int>(shipped.size()));
        for (const QString &name : shipped)
            QVERIFY2(gallery.select(QStringLiteral(":/templates/") + name), qPrintable(name));
        for (int row = 0; row < gallery.count(); ++row) {
            const QListWidgetItem *item = gallery.list()->item(row);
            QVERIFY(!item->icon().isNull());
            QVERIFY(item->text().contains(QLatin1Char('\n'))); // name, then the player count
            QVERIFY(!item->toolTip().isEmpty());
        }
        // The 5–6 player Seafarers scenario is there, named by its title.
        QVERIFY(gallery.select(QStringLiteral(":/templates/seafarers-pirate-islands-5-6.json")));
        QVERIFY(gallery.list()->currentItem()->text().contains(QStringLiteral("5–6")));
    }

    void thumbnailIsTheBoardDrawn()
    {
        const model::LoadResult r = editor::ScenarioFileIo::read(
            QStringLiteral(ISLE_SOURCE_DIR "/scenarios/base-beginner-3-4.json"));
        QVERIFY(r.ok());
        const QImage image = editor::ScenarioGallery::thumbnail(*r.scenario, QSize(200, 170));
        QCOMPARE(image.size(), QSize(200, 170));
        // The framed board fills most of the box (fit, not a corner) but not all of it (hexes).
        const int filled = opaquePixels(image);
        QVERIFY2(filled > 200 * 170 / 3, qPrintable(QString::number(filled)));
        QVERIFY(filled < 200 * 170);
        QCOMPARE(
            opaquePixels(editor::ScenarioGallery::thumbnail(model::Scenario {}, QSize(200, 170))),
            0);
    }

    void newDocumentIsTheDesignersOwn()
    {
        QTemporaryDir autosave;
        editor::MainWindow window(autosave.path());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("NewFromScenarioAction")));
        editor::ScenarioGallery gallery;
        QVERIFY(gallery.select(QStringLiteral(":/templates/seafarers-four-islands-4.json")));
        const auto picked = gallery.selected();
        QVERIFY(picked);
        const model::LoadResult original = editor::ScenarioFileIo::read(picked->resourcePath);
        QVERIFY(original.ok());
        QVERIFY(window.files()->newFromTemplate(*picked));
        const model::Scenario &s = window.document()->scenario();
        QVERIFY(s.id != original.scenario->id);
        QVERIFY(s.id.rfind("map-", 0) == 0);
        QVERIFY(s.title != original.scenario->title);
        QVERIFY(!s.title.empty());
        QVERIFY(s.author.empty());
        QCOMPARE(s.board, original.scenario->board);
        QCOMPARE(s.areas, original.scenario->areas);
        QVERIFY(window.document()->filePath().isEmpty());
        const std::string firstId = s.id;
        QVERIFY(window.files()->newFromTemplate(*picked));
        QVERIFY(window.document()->scenario().id != firstId); // each new map its own id

        // The first Save starts in the documents folder with the id as the file name.
        const QString documents
            = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QVERIFY(!documents.isEmpty());
        const QString suggestion = window.files()->saveAsSuggestion();
        QCOMPARE(QFileInfo(suggestion).absolutePath(), QDir(documents).absolutePath());
        QCOMPARE(QFileInfo(suggestion).fileName(),
            QString::fromStdString(window.document()->scenario().id)
                + editor::FileController::scenarioSuffix());
    }
};

QTEST_MAIN(test_NewFromScenario)
#include "test_NewFromScenario.moc"
