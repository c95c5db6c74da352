// SPDX-License-Identifier: GPL-3.0-or-later
// The translations reach the running program: every context of translations/*.ts is the name Qt
// looks strings up under (a Q_OBJECT class in isle::editor is "isle::editor::Name", a class
// with Q_DECLARE_TR_FUNCTIONS(Name) is "Name"), the German file is complete, and a German
// translator really changes the text of a window.
#include "../validation/EngineFixtures.h"
#include "../validation/EngineTestUtil.h"
#include "editor/Translators.h"
#include "editor/document/GeneratorErrorText.h"
#include "editor/playtest/EngineRefusalText.h"
#include "editor/playtest/PlaytestWindow.h"
#include "model/BoardGenerator.h"
#include "validation/engine/Game.h"

#include <QDialogButtonBox>
#include <QDirIterator>
#include <QFile>
#include <QKeySequence>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace isle;

namespace {

struct TsMessage
{
    QString context, source, translation;
    bool finished = true;
};

QList<TsMessage> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            messages.append({context, {}, {}, true});
        } else if (xml.name() == QLatin1String("source") && !messages.isEmpty()) {
            messages.last().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && !messages.isEmpty()) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            messages.last().finished = type.isEmpty();
            messages.last().translation
                = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        }
    }
    return messages;
}

/// Names of the Q_OBJECT classes under editor/: Qt's tr() context is their qualified name.
QSet<QString> qObjectClasses()
{
    QSet<QString> names;
    const QRegularExpression declaration(
        QStringLiteral(R"(class\s+(\w+)\s*(?:final\s*)?:[^{;]*\{\s*Q_OBJECT)"));
    QDirIterator it(QStringLiteral(ISLE_SOURCE_DIR "/editor"), {QStringLiteral("*.h")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile header(it.next());
        if (!header.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(header.readAll());
        for (const auto &match : declaration.globalMatch(text))
            names.insert(match.captured(1));
    }
    return names;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void contextsAreTheNamesQtLooksUp_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("de") << QStringLiteral(ISLE_SOURCE_DIR "/translations/islewright_de.ts");
        QTest::newRow("en") << QStringLiteral(ISLE_SOURCE_DIR "/translations/islewright_en.ts");
    }
    void contextsAreTheNamesQtLooksUp()
    {
        QFETCH(QString, file);
        const QSet<QString> classes = qObjectClasses();
        QVERIFY(classes.contains(QStringLiteral("PlaytestWindow")));
        const auto messages = readTs(file);
        QVERIFY(!messages.isEmpty());
        for (const TsMessage &m : messages)
            QVERIFY2(!classes.contains(m.context),
                qPrintable(QStringLiteral("context %1 should be isle::editor::%1 (\"%2\")")
                               .arg(m.context, m.source)));
    }

    void germanIsComplete()
    {
        const auto messages
            = readTs(QStringLiteral(ISLE_SOURCE_DIR "/translations/islewright_de.ts"));
        QVERIFY(messages.size() > 700);
        for (const TsMessage &m : messages)
            QVERIFY2(m.finished && !m.translation.trimmed().isEmpty(),
                qPrintable(m.context + QStringLiteral(": ") + m.source));
    }

    void everyEngineRefusalHasASentence()
    {
        // The playtest window shows why the engine refuses a map in the user's language: every
        // refusal code has its own tr() sentence, built from the refusal's args.
        for (std::string_view code : validation::Game::refusalCodes())
            QVERIFY2(editor::EngineRefusalText::knowsCode(code), code.data());
        model::Scenario fog = test::fogScenario();
        fog.specialVictoryRules.push_back(
            {model::SpecialVictoryKind::ForeignIslandSettlement, 2, "", "foreign islands"});
        const auto refused = validation::Game::compile(fog, 4);
        QVERIFY(!refused.game);
        QCOMPARE(editor::EngineRefusalText::describe(refused.refusal),
            QStringLiteral("Rule not implemented: special victory points together with fog "
                           "hexes (the islands change as the fog lifts)."));
        model::Scenario gold = test::baseBeginnerScenario();
        gold.board.setHex({{0, 0}, model::Terrain::Gold, model::NumberToken {4, {}}});
        const auto noSeafarers = validation::Game::compile(gold, 4);
        QCOMPARE(editor::EngineRefusalText::describe(noSeafarers.refusal),
            QStringLiteral("The gold field (0,0) needs the Seafarers product."));
    }

    void everyGeneratorErrorHasASentence()
    {
        // Why no board could be dealt, in the user's language (Generate Board, the playtest
        // window's deal bar): one tr() sentence per generator error code.
        for (std::string_view code : model::BoardGenerator::errorCodes())
            QVERIFY2(editor::GeneratorErrorText::knowsCode(code), code.data());
        model::Scenario fog = test::fogScenario();
        fog.areas[0].terrainPool[model::Terrain::Frame] = 1;
        const auto refused = model::BoardGenerator::compile(fog);
        QVERIFY(!refused.hasValue());
        QCOMPARE(editor::GeneratorErrorText::describe(refused.error()),
            QStringLiteral("The terrain pool of the area “fog” holds Frame, which cannot be "
                           "placed."));
    }

    void germanReachesThePlaytestWindow()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/islewright_de.qm")));
        QCoreApplication::installTranslator(&german);
        {
            editor::PlaytestWindow window(test::baseBeginnerScenario());
            auto *tabs = window.findChild<QTabWidget *>();
            QVERIFY(tabs);
            QCOMPARE(tabs->tabText(0), QStringLiteral("Serienstatistik"));
        }
        model::Scenario traders = test::baseBeginnerScenario();
        traders.products = {model::Product::Base, model::Product::TradersAndBarbarians};
        const auto refused = validation::Game::compile(traders, 4);
        QVERIFY(editor::EngineRefusalText::describe(refused.refusal)
                    .startsWith(QStringLiteral("Regel nicht implementiert")));
        QCoreApplication::removeTranslator(&german);
    }

    // Qt's own strings (standard buttons, key names) come from Qt's translations package
    // (qt6-translations-l10n, installed by tools/install-deps.sh), loaded beside ours.
    void qtOwnStringsFollowTheLocale()
    {
        const QList<QTranslator *> before = qApp->findChildren<QTranslator *>();
        editor::installTranslators(*qApp, QLocale(QLocale::German, QLocale::Germany));
        {
            QDialogButtonBox box(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
            QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
            QCOMPARE(box.button(QDialogButtonBox::Save)->text(), QStringLiteral("Speichern"));
            QCOMPARE(
                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S).toString(QKeySequence::NativeText),
                QStringLiteral("Strg+Umschalt+S"));
        }
        // A translator's destructor uninstalls it: leave the English of the other tests.
        for (QTranslator *translator : qApp->findChildren<QTranslator *>())
            if (!before.contains(translator))
                delete translator;
        QCOMPARE(QKeySequence(Qt::CTRL | Qt::Key_S).toString(QKeySequence::NativeText),
            QStringLiteral("Ctrl+S"));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_Translations.moc"
