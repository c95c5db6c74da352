// SPDX-License-Identifier: GPL-3.0-or-later
// islewright-cli validate: exit codes, the one-line-per-issue text output and --json; the tool
// speaks the user's language (translations/islewright_de.ts).
#include "CliRun.h"
#include <QDir>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

namespace {

using Run = isle::test::CliRun;
using isle::test::runCli;

QString scenario(const char *name)
{
    return QStringLiteral(ISLE_SOURCE_DIR "/scenarios/") + QLatin1String(name);
}

QString malformed(const char *name)
{
    return QStringLiteral(ISLE_TEST_DATA_DIR "/malformed/") + QLatin1String(name);
}

} // namespace

class TestValidateCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validFilesExitZero();
    void templateIsAValidFile();
    void invalidFileExitsTwoWithOneLinePerIssue();
    void syntaxErrorNamesLineAndColumn();
    void missingFileIsBadInput();
    void jsonOutput();
    void usageErrors();
    void messagesInTheUsersLanguage();
};

void TestValidateCommand::validFilesExitZero()
{
    // Every official board passes (format and, once the validation pass runs, the rules). The
    // empty-sea template has no land, which the rule checks may flag, so it is checked apart.
    const QDir dir(QStringLiteral(ISLE_SOURCE_DIR "/scenarios"));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        if (name != QLatin1String("empty-sea.json"))
            files << dir.filePath(name);
    QVERIFY(files.size() >= 4);
    const Run run = runCli(QStringList {QStringLiteral("validate")} + files);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(!run.out.contains(QStringLiteral(": error [")), qPrintable(run.out));
    QVERIFY2(run.err.contains(QStringLiteral("%1 valid, 0 with errors").arg(files.size())),
        qPrintable(run.err));
}

void TestValidateCommand::templateIsAValidFile()
{
    const Run run = runCli({QStringLiteral("validate"), scenario("empty-sea.json")});
    QVERIFY2(
        run.exitCode == 0 || run.exitCode == 1, qPrintable(run.out)); // 2 would mean a format error
    QVERIFY2(!run.out.contains(QStringLiteral("[format.")), qPrintable(run.out));
}

void TestValidateCommand::invalidFileExitsTwoWithOneLinePerIssue()
{
    const QString bad = malformed("unknown-key.json");
    const Run run = runCli({QStringLiteral("validate"), scenario("base-beginner-3-4.json"), bad});
    QCOMPARE(run.exitCode, 2);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0],
        bad
            + QStringLiteral(
                ": error [format.unknown-key] unknown key \"terain\"; expected one of area, "
                "fixed, q, r, river, seaSides, terrain, token, tokenFixed (at "
                "/board/hexes/2/terain)"));
    QCOMPARE(lines[1],
        bad
            + QStringLiteral(": error [format.missing-key] missing required key \"terrain\" (at "
                             "/board/hexes/2/terrain)"));
}

void TestValidateCommand::syntaxErrorNamesLineAndColumn()
{
    const QString bad = malformed("syntax-error.json");
    const Run run = runCli({QStringLiteral("validate"), bad});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(
        run.out.startsWith(bad + QStringLiteral(":6:14: error [format.syntax] JSON syntax error")),
        qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("(at ")));
}

void TestValidateCommand::missingFileIsBadInput()
{
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("/nonexistent/none.json")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.startsWith(QStringLiteral("/nonexistent/none.json: error [file.unreadable] ")));
}

void TestValidateCommand::jsonOutput()
{
    const QString good = scenario("base-variable-5-6.json");
    const QString bad = malformed("newer-version.json");
    const Run run = runCli({QStringLiteral("validate"), QStringLiteral("--json"), good, bad});
    QCOMPARE(run.exitCode, 2);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    const QJsonArray results = doc.array();
    QCOMPARE(results.size(), 2);
    QCOMPARE(results[0][QStringLiteral("file")].toString(), good);
    QCOMPARE(results[0][QStringLiteral("valid")].toBool(), true);
    QCOMPARE(results[0][QStringLiteral("loaded")].toBool(), true);
    for (const QJsonValue &i :
        results[0][QStringLiteral("issues")].toArray()) // rule info may appear
        QVERIFY(i[QStringLiteral("severity")].toString() != QStringLiteral("error"));
    QCOMPARE(results[1][QStringLiteral("loaded")].toBool(), false);
    QCOMPARE(results[1][QStringLiteral("valid")].toBool(), false);
    const QJsonObject issue = results[1][QStringLiteral("issues")].toArray().at(0).toObject();
    QCOMPARE(issue[QStringLiteral("code")].toString(), QStringLiteral("format.newer-version"));
    QCOMPARE(issue[QStringLiteral("pointer")].toString(), QStringLiteral("/formatVersion"));
    QCOMPARE(issue[QStringLiteral("severity")].toString(), QStringLiteral("error"));
    QVERIFY(issue[QStringLiteral("message")].toString().contains(
        QStringLiteral("written by a newer Islewright (format 2, this version reads up to 1)")));
    QCOMPARE(issue[QStringLiteral("args")].toArray().size(), 2);
}

void TestValidateCommand::usageErrors()
{
    QCOMPARE(runCli({QStringLiteral("validate")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("validate"), QStringLiteral("--no-such-option"),
                        scenario("empty-sea.json")})
                 .exitCode,
        2);
    const Run help = runCli({QStringLiteral("validate"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QStringLiteral("--json")));
}

void TestValidateCommand::messagesInTheUsersLanguage()
{
    // German in LC_ALL: the help, a usage error and the summary come from the translation; the
    // problem lines keep their stable codes.
    const Run help = runCli({QStringLiteral("--help")}, QStringLiteral("de_DE.UTF-8"));
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(
        help.out.contains(QStringLiteral("Aufruf: islewright-cli BEFEHL")), qPrintable(help.out));
    QVERIFY(help.out.contains(QStringLiteral("Szenariodateien prüfen und jedes Problem melden")));
    const Run none = runCli({QStringLiteral("validate")}, QStringLiteral("de_DE.UTF-8"));
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains(QStringLiteral("keine Datei angegeben")), qPrintable(none.err));
    const Run two = runCli({QStringLiteral("validate"), scenario("base-beginner-3-4.json"),
                               scenario("empty-sea.json")},
        QStringLiteral("de_DE.UTF-8"));
    QVERIFY2(two.err.contains(QStringLiteral("2 Dateien geprüft: 1 gültig, 1 mit Fehlern")),
        qPrintable(two.err));
    // English otherwise.
    QVERIFY(
        runCli({QStringLiteral("--help")}).out.contains(QStringLiteral("Usage: islewright-cli")));
}

QTEST_GUILESS_MAIN(TestValidateCommand)
#include "test_ValidateCommand.moc"
