// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights in the editor: Properties › Rules shows the C&K settings while the box is on
// (undoable, merging like the other fields), ticking the box brings its settings and target of
// 13 in the same step, and the Statistics dock shows commodity pips beside resource pips.
#include "EditorFixtures.h"
#include "editor/MainWindow.h"
#include "editor/docks/CitiesKnightsRulesEditor.h"
#include "editor/docks/LiveValidation.h"
#include "editor/docks/StatisticsChart.h"
#include "editor/docks/StatisticsDock.h"
#include "editor/document/ScenarioDocument.h"

#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QListWidget>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace isle;
using editor::CitiesKnightsRulesEditor;
using editor::MainWindow;
using editor::ScenarioDocument;

namespace {

/// The Scenario page's product list (the list whose items are the ten boxes).
QListWidget *productList(MainWindow &window)
{
    for (QListWidget *list : window.findChildren<QListWidget *>())
        if (list->count() == model::ProductCount)
            return list;
    return nullptr;
}

QCheckBox *checkBox(QWidget *parent, const QString &text)
{
    for (QCheckBox *box : parent->findChildren<QCheckBox *>())
        if (box->text() == text)
            return box;
    return nullptr;
}

} // namespace

class TestCitiesKnightsEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rulesFollowTheProductAndAreUndoable()
    {
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.show();
        ScenarioDocument *doc = window.document();
        doc->resetScenario(test::shippedScenario(QStringLiteral("base-beginner-3-4.json")), {});
        auto *ck = window.findChild<CitiesKnightsRulesEditor *>();
        QVERIFY(ck);
        QVERIFY(ck->isHidden()); // the base game has no barbarians
        QCOMPARE(ck->title(), QStringLiteral("Cities && Knights")); // one "&", no mnemonic
        QListWidget *products = productList(window);
        QVERIFY(products);
        const int row = static_cast<int>(model::Product::CitiesAndKnights);

        // Ticking the box states its settings and raises the base target to 13 (001:L3643).
        products->item(row)->setCheckState(Qt::Checked);
        QVERIFY(doc->scenario().uses(model::Product::CitiesAndKnights));
        QCOMPARE(doc->scenario().rules.citiesAndKnights,
            std::optional(model::CitiesAndKnightsOptions {}));
        QCOMPARE(doc->scenario().victoryPoints, 13);
        QVERIFY(!ck->isHidden());
        QUndoStack *stack = doc->undoStack();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("Change Products"));

        // The track: spin box steps merge into one step.
        auto *track = ck->findChild<QSpinBox *>();
        QVERIFY(track);
        QCOMPARE(track->value(), 7);
        track->stepUp();
        track->stepUp();
        QCOMPARE(doc->scenario().rules.citiesAndKnights->barbarianTrackLength, 9);
        QCOMPARE(stack->count(), 2);
        QCOMPARE(stack->text(1), QStringLiteral("Change Barbarian Track"));

        QCheckBox *nasty = checkBox(ck, QStringLiteral("Nasty variant"));
        QCheckBox *easy = checkBox(ck, QStringLiteral("Easy Start"));
        QCheckBox *errant = checkBox(ck, QStringLiteral("Knight-Errant"));
        QVERIFY(nasty && easy && errant);
        nasty->setChecked(true);
        easy->setChecked(true);
        QCOMPARE(stack->count(), 4);
        QCOMPARE(stack->text(2), QStringLiteral("Change Rule: Nasty variant"));
        const model::CitiesAndKnightsOptions edited {9, false, true, true};
        QCOMPARE(doc->scenario().rules.citiesAndKnights, std::optional(edited));

        // Undo walks back through the document; the widgets follow it.
        stack->undo();
        QVERIFY(!doc->scenario().rules.citiesAndKnights->easyStart);
        QVERIFY(!easy->isChecked());
        stack->undo();
        stack->undo();
        QCOMPARE(track->value(), 7);
        stack->redo();
        QCOMPARE(track->value(), 9);

        if (const QString shots = qEnvironmentVariable("ISLE_EDITOR_SCREENSHOTS");
            !shots.isEmpty()) {
            // Properties › Rules with the C&K group, then the Statistics dock, for a look by eye.
            window.resize(1400, 1000);
            auto *properties = window.findChild<QDockWidget *>(QStringLiteral("PropertiesDock"));
            QVERIFY(properties);
            properties->raise(); // a raised tabified dock is the shown tab
            for (QTabWidget *tabs : properties->findChildren<QTabWidget *>())
                for (int i = 0; i < tabs->count(); ++i)
                    if (tabs->widget(i)->isAncestorOf(ck))
                        tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("ck-rules.png"))));
            auto *statistics = window.findChild<QDockWidget *>(QStringLiteral("StatisticsDock"));
            QVERIFY(statistics);
            statistics->raise();
            QCoreApplication::processEvents();
            QVERIFY(window.grab().save(QDir(shots).filePath(QStringLiteral("ck-statistics.png"))));
        }

        // Unticking the box drops its settings and returns the target to 10, in one step.
        products->item(row)->setCheckState(Qt::Unchecked);
        QVERIFY(!doc->scenario().rules.citiesAndKnights);
        QCOMPARE(doc->scenario().victoryPoints, 10);
        QVERIFY(ck->isHidden());
        stack->undo();
        QCOMPARE(doc->scenario().rules.citiesAndKnights->barbarianTrackLength, 9);
        QCOMPARE(doc->scenario().victoryPoints, 13);
        doc->setClean(); // leave without the save prompt
    }

    void followProductsKeepsOwnTargets()
    {
        model::Scenario before = test::sampleScenario();
        before.victoryPoints = 12;
        model::Scenario after = before;
        after.products.push_back(model::Product::CitiesAndKnights);
        CitiesKnightsRulesEditor::followProducts(before, after);
        QCOMPARE(after.victoryPoints, 12); // a designer's own target stays
        QVERIFY(after.rules.citiesAndKnights);
        // A Seafarers scenario keeps its target of 10 (the C&K variant names none, 001:L3661).
        before.products = {model::Product::Base, model::Product::Seafarers};
        before.victoryPoints = 10;
        after = before;
        after.products.push_back(model::Product::CitiesAndKnights);
        CitiesKnightsRulesEditor::followProducts(before, after);
        QCOMPARE(after.victoryPoints, 10);
    }

    void statisticsShowCommodityPips()
    {
        ScenarioDocument document(test::shippedScenario(QStringLiteral("ck-beginner-3-4.json")));
        editor::LiveValidation live(&document);
        editor::StatisticsDock dock(&live);
        const auto &stats = dock.chart()->statistics();
        QVERIFY(stats.citiesAndKnights);
        // Illustration D: forest 3, 10, 8, 11 = 2 + 3 + 5 + 2 = 12 paper pips; pasture 3, 10,
        // 4, 12 = 2 + 3 + 3 + 1 = 9 cloth; mountains 2, 9, 6 = 1 + 4 + 5 = 10 coin.
        QCOMPARE(stats.commodities[std::size_t(model::index(model::Commodity::Paper))].pips, 12);
        QCOMPARE(stats.commodities[std::size_t(model::index(model::Commodity::Cloth))].pips, 9);
        QCOMPARE(stats.commodities[std::size_t(model::index(model::Commodity::Coin))].pips, 10);
        QVERIFY2(dock.summaryText().contains(
                     QStringLiteral("Commodity pips (cities only): Paper 12 · Cloth 9 · Coin 10")),
            qPrintable(dock.summaryText()));
        // Five resource bars, three commodity bars, and the seats of 3 and 4 players.
        editor::StatisticsChart *chart = dock.chart();
        chart->resize(chart->sizeHint());
        QImage image(chart->size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        chart->render(&image);
        QCOMPARE(chart->lastBarCount(), 5 + 3 + 3 + 4);
    }
};

QTEST_MAIN(TestCitiesKnightsEditor)
#include "test_CitiesKnightsEditor.moc"
