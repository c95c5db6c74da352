// SPDX-License-Identifier: GPL-3.0-or-later
// Validation in the editor: the editor's translated text for every check code, the diagnostics
// model and dock (grouping, live updates after edits and undo, clicking selects and centres), the
// statistics dock and chart, and the board overlays (heat map, findings) toggled on and off.
#include "../validation/ValidationFixtures.h"
#include "ViewFixture.h"

#include "editor/MainWindow.h"
#include "editor/Translators.h"
#include "editor/docks/DiagnosticsDock.h"
#include "editor/docks/DiagnosticsModel.h"
#include "editor/docks/IssueText.h"
#include "editor/docks/LiveValidation.h"
#include "editor/docks/StatisticsChart.h"
#include "editor/docks/StatisticsDock.h"
#include "editor/document/DisplayNames.h"
#include "editor/scene/DiagnosticsOverlay.h"
#include "model/BoardGenerator.h"
#include "model/ScenarioFile.h"
#include "validation/checks/CheckCatalog.h"
#include "validation/checks/Validator.h"
#include "validation/stats/BoardStatistics.h"

#include <QAction>
#include <QGraphicsScene>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include <set>

using namespace isle;
using editor::DiagnosticsModel;
using editor::IssueText;
using model::Severity;

namespace {

model::Issue makeIssue(Severity severity, std::string code, std::vector<std::string> args,
    std::vector<model::HexCoord> hexes = {})
{
    model::Issue i;
    i.severity = severity;
    i.code = std::move(code);
    i.message = "ENGLISH LIBRARY TEXT";
    i.args = std::move(args);
    i.hexes = std::move(hexes);
    return i;
}

/// The clean island's F4 on (4, 1) turned into a 6 beside the P8 on (3, 1): exactly one
/// red-adjacent error (its other neighbours are frame, W10 and P11).
model::Hex redSixBesideEight(const model::Board &board)
{
    model::Hex hex = *board.hexAt({4, 1});
    hex.token = model::NumberToken {6, {}};
    return hex;
}

bool isNumberOrCoordinate(const std::string &arg)
{
    static const QRegularExpression pattern(QStringLiteral(R"(^(\d+|\(-?\d+, -?\d+\))$)"));
    return pattern.match(QString::fromStdString(arg)).hasMatch();
}

/// Scenarios that break many different rules, for the "every emitted issue has a text" check.
std::vector<model::Scenario> brokenScenarios()
{
    std::vector<model::Scenario> out;
    out.push_back(test::scenarioFromAscii(R"(
#   #   #   #   #
  #   H6  W8  D6r P   #
    #   M5  L   H9  #
      #   ~p  G6  ~   #
        #   #   #   #)"));
    out.back().rules.checks = {{"tokens.red-on-gold", "error"}, {"tokens.low-adjacent", "warning"},
        {"tokens.equal-adjacent", "warning"}, {"no.such-check", "error"},
        {"tokens.missing", "loud"}};
    out.back().board.setHarbor({{1, 1}, model::Direction::East, model::HarborType::Generic});
    out.back().board.setHarbor({{0, 3}, model::Direction::East, model::HarborType::Brick});
    out.back().board.setHarbor({{0, 3}, model::Direction::NorthEast, model::HarborType::Brick});
    out.back().minPlayers = 2;
    out.back().maxPlayers = 8;
    out.back().victoryPoints = 40;

    model::Scenario standard = test::baseBeginner(); // a standard board with a wrong token
    model::Hex hex = *standard.board.hexAt({0, -2});
    hex.token = model::NumberToken {6, {}};
    standard.board.setHex(hex);
    standard.board.setHarbor({{0, -3}, model::Direction::SouthEast, model::HarborType::Ore});
    out.push_back(standard);

    model::Scenario islands = test::scenarioFromAscii(R"(
#   #   #   #   #   #   #
  #   H6  ~   ~   ~   F4  #
    #   #   #   #   #   #   #)");
    model::Area area;
    area.id = "north";
    area.tokenPlacement = model::TokenPlacement::Random;
    islands.areas.push_back(area);
    model::Hex fog = *islands.board.hexAt({3, 1});
    fog.terrain = model::Terrain::Fog;
    fog.area = "north";
    islands.board.setHex(fog);
    model::Hex stray = *islands.board.hexAt({1, 1});
    stray.area = "south";
    islands.board.setHex(stray);
    out.push_back(islands);

    out.push_back(model::Scenario {}); // no land at all
    return out;
}

} // namespace

class test_Diagnostics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { editor::installTranslators(*QCoreApplication::instance(), QLocale::c()); }

    // --- IssueText ---------------------------------------------------------------------------

    void everyCatalogueCodeHasAnEditorText()
    {
        const QRegularExpression placeholder(QStringLiteral("%[0-9nL]"));
        for (const validation::CheckInfo &check : validation::checkCatalog()) {
            const QString code = QString::fromUtf8(check.code.data(), qsizetype(check.code.size()));
            QVERIFY2(IssueText::knowsCode(check.code), qPrintable(code));
            const int argc = IssueText::expectedArgCount(check.code);
            QVERIFY2(argc >= 0, qPrintable(code));
            std::vector<std::string> args(static_cast<std::size_t>(argc), "7");
            const auto text
                = IssueText::message(makeIssue(check.severity, code.toStdString(), args));
            QVERIFY2(text && !text->isEmpty(), qPrintable(code));
            QVERIFY2(!text->contains(placeholder), qPrintable(code + QStringLiteral(": ") + *text));
            QVERIFY2(!text->contains(QStringLiteral("ENGLISH")), qPrintable(code));
            // A wrong argument count is not shown as a half-filled sentence.
            args.push_back("extra");
            QVERIFY(!IssueText::message(makeIssue(check.severity, code.toStdString(), args)));
        }
        QVERIFY(!IssueText::knowsCode("no.such-code"));
        const QString fallback
            = IssueText::describe(makeIssue(Severity::Error, "no.such-code", {}));
        QVERIFY(fallback.contains(QStringLiteral("no.such-code")));
        QVERIFY(!fallback.contains(QStringLiteral("ENGLISH")));
    }

    void everyIssueTheValidatorEmitsHasAnEditorText()
    {
        std::set<std::string> seen;
        for (const model::Scenario &s : brokenScenarios()) {
            for (const model::Issue &issue : validation::validateScenario(s)) {
                const auto text = IssueText::message(issue);
                QVERIFY2(text.has_value(),
                    qPrintable(QString::fromStdString(issue.code + " args "
                        + std::to_string(issue.args.size()) + ": " + issue.message)));
                QVERIFY(!text->isEmpty());
                // Numbers and coordinates of the finding appear in the editor's sentence too.
                for (const std::string &arg : issue.args)
                    if (isNumberOrCoordinate(arg))
                        QVERIFY2(text->contains(QString::fromStdString(arg)),
                            qPrintable(QString::fromStdString(issue.code + ": " + arg)
                                + QStringLiteral(" in ") + *text));
                seen.insert(issue.code);
            }
        }
        // The broken boards above really exercise the checks (not a vacuous loop).
        QVERIFY2(seen.size() >= 15, qPrintable(QString::number(seen.size())));
        for (const char *code :
            {"tokens.red-adjacent", "tokens.on-tokenless-terrain", "harbors.not-on-water",
                "harbors.shared-intersection", "components.standard-mismatch", "structure.no-land",
                "checks.bad-override", "scenario.player-count"})
            QVERIFY2(seen.count(code), code);
    }

    void argumentsUseTranslatedNames()
    {
        const auto text = IssueText::message(
            makeIssue(Severity::Error, "tokens.on-tokenless-terrain", {"desert", "(0, 0)", "6"}));
        QVERIFY(text);
        QVERIFY2(text->contains(QStringLiteral("Desert")), qPrintable(*text));
        QVERIFY(!text->contains(QStringLiteral("desert hex")));
        QCOMPARE(*IssueText::message(makeIssue(
                     Severity::Error, "tokens.red-adjacent", {"6", "8", "(1, 1)", "(2, 1)"})),
            QStringLiteral("Red numbers 6 and 8 lie on adjacent hexes (1, 1) and (2, 1)."));
        QCOMPARE(*IssueText::message(
                     makeIssue(Severity::Warning, "structure.unreachable-land", {"(3, 1)", "1"})),
            QStringLiteral("The island at (3, 1) (1 hex) has no starting intersection and no box "
                           "provides ships to reach it."));
    }

    // --- Model and dock ----------------------------------------------------------------------

    void modelGroupsBySeverity()
    {
        DiagnosticsModel m;
        const auto a
            = makeIssue(Severity::Warning, "tokens.missing", {"hills", "(0, 0)"}, {{0, 0}});
        const auto b = makeIssue(
            Severity::Error, "tokens.red-adjacent", {"6", "8", "(1, 2)", "(2, 2)"}, {{1, 2}});
        const auto c = makeIssue(Severity::Error, "structure.no-land", {});
        m.setIssues({a, b, c});
        QCOMPARE(m.rowCount(), 3);
        QCOMPARE(m.rowCount(m.index(0, 0)), 2); // errors
        QCOMPARE(m.rowCount(m.index(1, 0)), 1); // warnings
        QCOMPARE(m.rowCount(m.index(2, 0)), 0); // information
        QCOMPARE(m.count(Severity::Error), 2);
        QCOMPARE(m.data(m.index(0, 0)).toString(), QStringLiteral("Errors (2)"));
        QCOMPARE(m.data(m.index(1, 0)).toString(), QStringLiteral("Warnings (1)"));
        const QModelIndex group = m.index(0, 0);
        const QModelIndex first = m.index(0, DiagnosticsModel::MessageColumn, group);
        QCOMPARE(m.parent(first), group);
        QCOMPARE(m.data(first).toString(),
            QStringLiteral("Red numbers 6 and 8 lie on adjacent hexes (1, 2) and (2, 2)."));
        QCOMPARE(m.data(m.index(0, DiagnosticsModel::PlaceColumn, group)).toString(),
            editor::DisplayNames::coordinate({1, 2}));
        QCOMPARE(m.data(m.index(0, DiagnosticsModel::CodeColumn, group)).toString(),
            QStringLiteral("tokens.red-adjacent"));
        QCOMPARE(m.data(m.index(1, DiagnosticsModel::PlaceColumn, group)).toString(),
            QStringLiteral("whole scenario"));
        QVERIFY(m.issue(first));
        QVERIFY(!m.issue(group));
        QVERIFY(!m.index(5, 0).isValid());
        QVERIFY(!m.index(0, 0, m.index(2, 0)).isValid());
        // The library's English message is never what the model shows.
        for (int g = 0; g < 3; ++g)
            for (int r = 0; r < m.rowCount(m.index(g, 0)); ++r)
                for (int col = 0; col < m.columnCount(); ++col)
                    QVERIFY(!m.data(m.index(r, col, m.index(g, 0)))
                                 .toString()
                                 .contains(QStringLiteral("ENGLISH")));
    }

    void dockUpdatesAfterEditAndUndo()
    {
        editor::ScenarioDocument document(test::cleanIsland());
        editor::LiveValidation live(&document);
        editor::DiagnosticsDock dock(&document, &live);
        DiagnosticsModel *m = dock.model();
        QCOMPARE(m->count(Severity::Error), 0);
        QSignalSpy spy(&live, &editor::LiveValidation::updated);

        document.paintHexes({redSixBesideEight(document.board())}, QStringLiteral("token"));
        QVERIFY(live.isPending()); // coalesced: runs on the next event-loop pass
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(m->count(Severity::Error), 1);
        QVERIFY(dock.summaryText().startsWith(QStringLiteral("1 error,")));
        const QModelIndex issue = m->index(0, 0, m->index(0, 0));
        QCOMPARE(
            QString::fromStdString(m->issue(issue)->code), QStringLiteral("tokens.red-adjacent"));

        document.undoStack()->undo();
        QTRY_COMPARE(spy.count(), 2);
        QCOMPARE(m->count(Severity::Error), 0);
        QVERIFY(dock.summaryText().startsWith(QStringLiteral("No problems")));
        document.undoStack()->redo();
        QTRY_COMPARE(spy.count(), 3);
        QCOMPARE(m->count(Severity::Error), 1);
    }

    void burstsOfEditsValidateOnce()
    {
        editor::ScenarioDocument document(test::cleanIsland());
        editor::LiveValidation live(&document);
        QSignalSpy spy(&live, &editor::LiveValidation::updated);
        const int stroke = document.newStrokeId();
        for (int i = 0; i < 5; ++i) {
            model::Hex hex = *document.board().hexAt({1 + i % 4, 2});
            hex.terrain = model::Terrain::Forest;
            document.paintHexes({hex}, QStringLiteral("paint"), true, stroke);
        }
        QTRY_COMPARE(spy.count(), 1);
        QTest::qWait(20);
        QCOMPARE(spy.count(), 1);
        QVERIFY(live.lastRunMilliseconds() > 0);
        // A small board validates at once; the delay only grows for slow (huge) boards.
        QVERIFY(live.delayMilliseconds() >= 0);
        QVERIFY(live.delayMilliseconds() <= editor::LiveValidation::MaxDelayMs);
    }

    void clickingAFindingSelectsAndCentresItsHexes()
    {
        test::ViewFixture f(test::cleanIsland());
        f.view.setZoom(4.0);
        f.view.centerOn(f.view.boardPainter().centre({-3, 3}));
        editor::LiveValidation live(f.document.get());
        editor::DiagnosticsDock dock(f.document.get(), &live);
        dock.setBoardView(&f.view);
        dock.resize(500, 300);
        dock.show();
        f.document->paintHexes({redSixBesideEight(f.board())}, QStringLiteral("token"));
        QTRY_COMPARE(dock.model()->count(Severity::Error), 1);

        QTreeView *tree = dock.treeView();
        const QModelIndex issue = dock.model()->index(0, 0, dock.model()->index(0, 0));
        const QRect rect = tree->visualRect(issue);
        QVERIFY(rect.isValid());
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, rect.center());
        QVERIFY(f.document->selectedHexes() == (std::vector<model::HexCoord> {{3, 1}, {4, 1}}));
        const QPointF expected
            = (f.view.boardPainter().centre({3, 1}) + f.view.boardPainter().centre({4, 1})) / 2;
        const QPointF shown = f.view.mapToScene(f.view.viewport()->rect().center());
        QVERIFY2(QLineF(shown, expected).length() < 5.0,
            qPrintable(QStringLiteral("%1,%2 vs %3,%4")
                           .arg(shown.x())
                           .arg(shown.y())
                           .arg(expected.x())
                           .arg(expected.y())));
        // Group rows select nothing.
        f.document->setSelectedHexes({});
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
            tree->visualRect(dock.model()->index(0, 0)).center());
        QVERIFY(f.document->selectedHexes().empty());
    }

    void hexesOfCoversSidesAndCorners()
    {
        const model::Board board = test::cleanIsland().board;
        model::Issue issue;
        issue.edges = {model::EdgeCoord::of({1, 1}, model::Direction::NorthWest)};
        const auto hexes = editor::DiagnosticsDock::hexesOf(issue, board);
        QCOMPARE(hexes.size(), std::size_t(2));
        QVERIFY(std::find(hexes.begin(), hexes.end(), model::HexCoord {1, 1}) != hexes.end());
        issue.edges.clear();
        issue.hexes = {{40, 40}}; // not on the board: dropped
        QVERIFY(editor::DiagnosticsDock::hexesOf(issue, board).empty());
    }

    // --- Statistics ---------------------------------------------------------------------------

    void statisticsDockFollowsTheDocument()
    {
        editor::ScenarioDocument document(test::baseBeginner());
        editor::LiveValidation live(&document);
        editor::StatisticsDock dock(&live);
        const auto &stats = dock.chart()->statistics();
        QCOMPARE(stats.totalPips, 58);
        QVERIFY(dock.summaryText().contains(QStringLiteral("58 pips")));
        QCOMPARE(stats.seats.size(), std::size_t(2)); // 3 and 4 players
        int perResource = 0;
        for (const auto &r : stats.resources)
            perResource += r.pips;
        QCOMPARE(perResource, 58);

        model::Hex hex = *document.board().hexAt({0, -2}); // mountains 10 (3 pips) -> 6 (5 pips)
        hex.token = model::NumberToken {6, {}};
        document.paintHexes({hex}, QStringLiteral("token"));
        QTRY_COMPARE(dock.chart()->statistics().totalPips, 60);
        QVERIFY(dock.summaryText().contains(QStringLiteral("60 pips")));

        // The chart draws one bar per resource and one per seat of each player count.
        editor::StatisticsChart *chart = dock.chart();
        chart->resize(chart->sizeHint());
        QImage image(chart->size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        chart->render(&image);
        QCOMPARE(chart->lastBarCount(), 5 + 3 + 4);
        int coloured = 0;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                coloured += QColor(image.pixel(x, y)).saturation() > 80 ? 1 : 0;
        QVERIFY2(coloured > 200, qPrintable(QString::number(coloured)));
    }

    void statisticsOfAMapWithPoolsAreThoseOfItsDealtBoard()
    {
        // base-variable-3-4 leaves terrain and tokens to its pools: the dock measures the board
        // `generate --seed 1` deals (18 producing hexes, 58 pips) and says so.
        const auto load
            = model::loadScenarioFile(ISLE_SOURCE_DIR "/scenarios/base-variable-3-4.json");
        QVERIFY(load.ok());
        editor::ScenarioDocument document(*load.scenario);
        editor::LiveValidation live(&document);
        live.runNow();
        QVERIFY(live.dealtStatistics());
        QCOMPARE(live.statistics().producingHexes, 0); // the map itself: nothing fixed yet
        editor::StatisticsDock dock(&live);
        const auto dealt = model::BoardGenerator::compile(*load.scenario)
                               .value()
                               .generateScenario(editor::LiveValidation::DealSeed)
                               .value();
        const auto expected = validation::computeStatistics(validation::Validator(dealt).index());
        QCOMPARE(dock.chart()->statistics().producingHexes, 18);
        QCOMPARE(dock.chart()->statistics().totalPips, expected.totalPips);
        QCOMPARE(expected.totalPips, 58);
        QVERIFY2(
            dock.summaryText().contains(QStringLiteral("seed 1")), qPrintable(dock.summaryText()));

        // A fixed map has no dealt board.
        editor::ScenarioDocument fixed(test::baseBeginner());
        editor::LiveValidation fixedLive(&fixed);
        fixedLive.runNow();
        QVERIFY(!fixedLive.dealtStatistics());
    }

    // --- Overlays ----------------------------------------------------------------------------

    void overlayTogglesChangeWhatIsPainted()
    {
        test::ViewFixture f(test::cleanIsland());
        f.document->paintHexes({redSixBesideEight(f.board())}, QStringLiteral("token"));
        editor::LiveValidation live(f.document.get());
        auto *overlay = new editor::DiagnosticsOverlay(&f.view.boardPainter());
        f.view.scene()->addItem(overlay);
        overlay->setResults(live.issues(), live.statistics());
        QCOMPARE(overlay->findingCount(), 1);
        QCOMPARE(overlay->spotCount(), static_cast<int>(live.statistics().intersections.size()));
        QVERIFY(overlay->spotCount() > 0);

        const auto grab = [&] {
            QCoreApplication::processEvents();
            return f.view.viewport()->grab().toImage();
        };
        const QImage plain = grab();
        // Inside the flagged hex, clear of its token and of the intersection discs.
        const QPoint redHex = f.at(model::HexCoord {4, 1}) + QPoint(0, 30);
        const QPoint sea = f.at(model::HexCoord {-1, 3});
        const QPoint corner = f.atCorner(model::CornerCoord {{1, 3}, true});

        overlay->setViolationsShown(true);
        const QImage findings = grab();
        QVERIFY(findings.pixel(redHex) != plain.pixel(redHex));
        QCOMPARE(findings.pixel(corner), plain.pixel(corner));
        const QColor tinted(findings.pixel(redHex));
        QVERIFY2(tinted.red() > QColor(plain.pixel(redHex)).red() || tinted.red() > 150,
            qPrintable(tinted.name()));

        overlay->setViolationsShown(false);
        overlay->setHeatMapShown(true);
        const QImage heat = grab();
        QVERIFY(heat.pixel(corner) != plain.pixel(corner));
        QCOMPARE(heat.pixel(redHex), plain.pixel(redHex));
        QCOMPARE(heat.pixel(sea), plain.pixel(sea));

        overlay->setHeatMapShown(false);
        QCOMPARE(grab(), plain);
    }

    void mainWindowWiresDocksAndViewMenuToggles()
    {
        QStandardPaths::setTestModeEnabled(true);
        QTemporaryDir autosave;
        editor::MainWindow window(autosave.path());
        window.document()->resetScenario(test::cleanIsland(), {});
        QTRY_COMPARE(window.diagnosticsDock()->model()->count(Severity::Error), 0);
        editor::DiagnosticsOverlay *overlay = window.diagnosticsOverlay();
        QVERIFY(overlay->violationsShown());
        QVERIFY(!overlay->heatMapShown());
        auto *heat = window.findChild<QAction *>(QStringLiteral("HeatMapAction"));
        auto *problems = window.findChild<QAction *>(QStringLiteral("HighlightProblemsAction"));
        QVERIFY(heat && problems);
        heat->trigger();
        QVERIFY(overlay->heatMapShown());
        problems->trigger();
        QVERIFY(!overlay->violationsShown());
        QVERIFY(window.diagnosticsDock()->toggleViewAction()->isCheckable());

        // An edit reaches the dock, the statistics and the overlay through one LiveValidation.
        window.document()->paintHexes(
            {redSixBesideEight(window.document()->board())}, QStringLiteral("token"));
        QTRY_COMPARE(window.diagnosticsDock()->model()->count(Severity::Error), 1);
        QCOMPARE(overlay->findingCount(), 1);
        QCOMPARE(window.statisticsDock()->chart()->statistics().totalPips,
            window.liveValidation()->statistics().totalPips);
    }

    void heatColoursRunFromBlueToRed()
    {
        const QColor poor = editor::DiagnosticsOverlay::heatColor(0, 12);
        const QColor rich = editor::DiagnosticsOverlay::heatColor(12, 12);
        QVERIFY(poor.blue() > poor.red());
        QVERIFY(rich.red() > rich.blue());
        QVERIFY(rich.red() > rich.green());
    }
};

QTEST_MAIN(test_Diagnostics)
#include "test_Diagnostics.moc"
