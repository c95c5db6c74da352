// SPDX-License-Identifier: GPL-3.0-or-later
// A save that fails leaves the old file as it was and tells the user (issue 17, point 4): a disk
// that fills up during the write, a folder the user may not write to, and the editor's message
// with the edits still open.
#include "DialogAnswerer.h"
#include "EditorFixtures.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/files/AutosaveManager.h"
#include "editor/files/FileController.h"
#include "editor/files/RecentFiles.h"
#include "editor/files/ScenarioFileIo.h"
#include "editor/render/ImageExporter.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace isle;
using editor::ScenarioDocument;
using editor::ScenarioFileIo;

namespace {

model::Scenario editedScenario()
{
    model::Scenario s = test::sampleScenario();
    s.title = "Edited, not yet saved";
    s.description = std::string(4096, 'x'); // larger than the old file, so the write runs out
    return s;
}

/// Files may grow to `bytes` while it lives: writing past that fails with EFBIG, the way a full
/// disk fails with ENOSPC, at the moment the data reaches the disk (SIGXFSZ ignored so the
/// write returns an error instead of ending the process).
class DiskFullAfter
{
public:
    explicit DiskFullAfter(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~DiskFullAfter()
    {
        setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    DiskFullAfter(const DiskFullAfter &) = delete;
    DiskFullAfter &operator=(const DiskFullAfter &) = delete;

private:
    rlimit m_old {};
    void (*m_oldHandler)(int) = SIG_DFL;
};

/// Saves as the user "nobody" in a child process: root may write into any folder, so a test run
/// as root (CI) checks the read-only folder as an ordinary user would meet it. Returns the error
/// text, empty when the save went through.
QString writeAsNobody(const model::Scenario &scenario, const QString &path)
{
    int pipeEnds[2];
    if (pipe(pipeEnds) != 0)
        return QStringLiteral("test: no pipe");
    const pid_t child = fork();
    if (child == 0) {
        close(pipeEnds[0]);
        QByteArray error;
        if (setgid(65534) != 0 || setuid(65534) != 0)
            error = "test: cannot become nobody";
        else
            error = ScenarioFileIo::write(scenario, path).toUtf8();
        if (write(pipeEnds[1], error.constData(), std::size_t(error.size())) < 0)
            _exit(2);
        _exit(0); // no atexit handlers or leak check in the forked copy
    }
    close(pipeEnds[1]);
    QByteArray error;
    char buffer[512];
    for (ssize_t n; (n = read(pipeEnds[0], buffer, sizeof buffer)) > 0;)
        error.append(buffer, qsizetype(n));
    close(pipeEnds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    return QString::fromUtf8(error);
}

/// Whatever QSaveFile left in the folder besides the file itself (a half-written temp file).
QStringList strayFiles(const QString &dir, const QString &keep)
{
    QStringList names = QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    names.removeAll(keep);
    return names;
}

} // namespace

class test_SaveFailures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fullDiskKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.islewright.json"));
        QCOMPARE(ScenarioFileIo::write(test::sampleScenario(), path), QString());
        const QByteArray before = test::readAll(path);
        QVERIFY(before.size() > 100);
        QString error;
        {
            const DiskFullAfter full(rlim_t(before.size()));
            error = ScenarioFileIo::write(editedScenario(), path);
        }
        QVERIFY2(!error.isEmpty(), "the save reported success on a full disk");
        QCOMPARE(test::readAll(path), before);
        QCOMPARE(strayFiles(dir.path(), QStringLiteral("map.islewright.json")), QStringList());
        // Room again: the same save goes through.
        QCOMPARE(ScenarioFileIo::write(editedScenario(), path), QString());
        QVERIFY(test::readAll(path) != before);
    }

    void exportsOnAFullDiskKeepTheOldFile_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("png") << QStringLiteral("png");
        QTest::newRow("svg") << QStringLiteral("svg");
        QTest::newRow("pdf") << QStringLiteral("pdf");
    }

    /// PNG, SVG and PDF exports are written the way saves are: the old export survives a disk
    /// that fills up during the new one, and no half-written file is left.
    void exportsOnAFullDiskKeepTheOldFile()
    {
        QFETCH(QString, suffix);
        const auto load = [](const char *name) {
            return *ScenarioFileIo::read(
                QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name))
                        .scenario;
        };
        const model::Scenario small = load("base-beginner-3-4.json");
        const model::Scenario large = load("seafarers-pirate-islands-3-4.json");
        const auto write = [&](const model::Scenario &s, const QString &path, QString *error) {
            if (suffix == QLatin1String("png"))
                return render::ImageExporter::writeImage(s, path, 600, {}, error);
            if (suffix == QLatin1String("svg"))
                return render::ImageExporter::writeSvg(s, path, 40.0, {}, error);
            render::ImageExporter::PrintOptions print;
            print.dotsPerInch = 72;
            return render::ImageExporter::writePdf(s, path, print, error);
        };
        QTemporaryDir dir;
        const QString name = QStringLiteral("board.") + suffix;
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(write(small, path, &error), qPrintable(error));
        const QByteArray before = test::readAll(path);
        // The new export is larger, so a disk full at the old size stops it part-way.
        QTemporaryDir scratch;
        QVERIFY2(write(large, scratch.filePath(name), &error), qPrintable(error));
        QVERIFY(test::readAll(scratch.filePath(name)).size() > before.size());
        bool written = true;
        {
            const DiskFullAfter full(rlim_t(before.size()));
            written = write(large, path, &error);
        }
        QVERIFY2(!written, "the export reported success on a full disk");
        QVERIFY2(error.contains(QStringLiteral("bytes reached the disk")), qPrintable(error));
        QCOMPARE(test::readAll(path), before);
        QCOMPARE(strayFiles(dir.path(), name), QStringList());
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.islewright.json"));
        QCOMPARE(ScenarioFileIo::write(test::sampleScenario(), path), QString());
        const QByteArray before = test::readAll(path);
        const auto readOnly = QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
            | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther;
        QVERIFY(QFile::setPermissions(dir.path(), readOnly));
        QVERIFY(
            QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QString error = geteuid() == 0 ? writeAsNobody(editedScenario(), path)
                                             : ScenarioFileIo::write(editedScenario(), path);
        QVERIFY(QFile::setPermissions(dir.path(), readOnly | QFile::WriteOwner));
        QVERIFY2(!error.isEmpty(), "the save reported success in a read-only folder");
        QVERIFY2(!error.startsWith(QStringLiteral("test:")), qPrintable(error));
        QCOMPARE(test::readAll(path), before);
        QCOMPARE(strayFiles(dir.path(), QStringLiteral("map.islewright.json")), QStringList());
    }

    void failedSaveTellsTheUserAndKeepsTheEdits()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("map.islewright.json"));
        QCOMPARE(ScenarioFileIo::write(test::sampleScenario(), path), QString());
        const QByteArray before = test::readAll(path);
        ScenarioDocument document;
        document.resetScenario(test::sampleScenario(), path);
        document.setProperties(editedScenario(), QStringLiteral("Describe"));
        editor::AutosaveManager autosave(dir.filePath(QStringLiteral("autosave")));
        editor::RecentFiles recent;
        QWidget window;
        editor::FileController files(&document, &autosave, &recent, &window);

        QString title, text;
        test::DialogAnswerer answerer(QMessageBox::Ok, {}, [&](QWidget *modal) {
            if (auto *box = qobject_cast<QMessageBox *>(modal)) {
                title = box->windowTitle();
                text = box->text();
            }
            return false; // then press OK
        });
        bool saved = true;
        {
            const DiskFullAfter full(rlim_t(before.size()));
            saved = files.save();
        }
        QVERIFY(!saved);
        QCOMPARE(title, QStringLiteral("Save Failed"));
        QVERIFY2(text.contains(QDir::toNativeSeparators(path)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("still open in the editor")), qPrintable(text));
        QVERIFY(document.isModified());
        QCOMPARE(document.scenario(), editedScenario());
        QCOMPARE(test::readAll(path), before);

        // With room on the disk, Save keeps the edits.
        QVERIFY(files.save());
        QVERIFY(!document.isModified());
        QCOMPARE(*ScenarioFileIo::read(path).scenario, editedScenario());
    }
};

QTEST_MAIN(test_SaveFailures)
#include "test_SaveFailures.moc"
