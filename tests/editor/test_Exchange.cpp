// SPDX-License-Identifier: GPL-3.0-or-later
// File › Import and File › Export as a user meets them (offscreen): a Pioneers Seafarers map
// imports as a playable box set (base + Seafarers), a map with pools can be dealt with a seed
// before exporting (the CLI's `export --seed`), and the refusal dialog shows its reasons whole.
#include "DialogAnswerer.h"
#include "EditorFixtures.h"
#include "editor/MainWindow.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/exchange/DealFirstDialog.h"
#include "editor/exchange/ExchangeController.h"
#include "editor/files/IssueListDialog.h"
#include "model/BoardGenerator.h"
#include "model/ProductRequirements.h"
#include "model/exchange/PioneersGameWriter.h"
#include "validation/checks/ProductComponents.h"
#include "validation/checks/Validator.h"

#include <QFile>
#include <QHeaderView>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace isle;
using editor::MainWindow;
using test::DialogAnswerer;

namespace {

const QString PioneersMaps = QStringLiteral("/usr/share/games/pioneers");

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// True when every cell of `table` shows its whole text: the wrapped text fits the cell.
bool everyCellShownWhole(const QTableWidget *table, QString *firstCut)
{
    for (int row = 0; row < table->rowCount(); ++row)
        for (int col = 0; col < table->columnCount(); ++col) {
            const QTableWidgetItem *item = table->item(row, col);
            const QRect cell = table->visualItemRect(item);
            const QRect needed = table->fontMetrics().boundingRect(
                QRect(0, 0, cell.width() - 8, 100000), Qt::TextWordWrap, item->text());
            if (needed.height() > cell.height() || needed.width() > cell.width()) {
                *firstCut = item->text();
                return false;
            }
        }
    return true;
}

} // namespace

class test_Exchange : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void requiredProductsFollowTheBoxes()
    {
        using model::Product;
        QCOMPARE(model::withRequiredProducts({Product::Seafarers}),
            (std::vector<Product> {Product::Base, Product::Seafarers}));
        QCOMPARE(model::withRequiredProducts({Product::SeafarersFiveSix}),
            (std::vector<Product> {Product::Base, Product::BaseFiveSix, Product::Seafarers,
                Product::SeafarersFiveSix}));
        QCOMPARE(model::withRequiredProducts({Product::Base, Product::Base}),
            (std::vector<Product> {Product::Base}));
    }

    // 001:L1354: Seafarers is played with the components of a copy of CATAN.
    void rule_seafarersImportNeedsTheBaseGame()
    {
        const QString game = PioneersMaps + QStringLiteral("/seafarers.game");
        QVERIFY2(QFile::exists(game), "install pioneers-console-data (tools/install-deps.sh)");
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        auto *exchange = window.findChild<editor::ExchangeController *>();
        QVERIFY(exchange);
        {
            DialogAnswerer closeIssueLists(QMessageBox::Cancel);
            QVERIFY(exchange->importPioneersFile(game));
        }
        const model::Scenario &s = window.document()->scenario();
        QVERIFY(s.uses(model::Product::Base));
        QVERIFY(s.uses(model::Product::Seafarers));
        // The component checks count a real shelf: CATAN + Seafarers hold 5 hills and 19 sea
        // (RULES-DIGEST §2.3), not Seafarers' handful alone.
        const auto boxes = validation::ProductComponents::of(s.products);
        QCOMPARE(boxes.terrain[static_cast<std::size_t>(model::index(model::Terrain::Hills))], 5);
        QCOMPARE(boxes.terrain[static_cast<std::size_t>(model::index(model::Terrain::Sea))], 19);
        // This Pioneers map is larger than any box set, so some counts are exceeded; but never
        // against the one-or-two pieces of a lone expansion.
        for (const model::Issue &i : validation::validateScenario(s))
            QVERIFY2(!QString::fromStdString(i.message).contains(QStringLiteral("contain 1.")),
                i.message.c_str());
    }

    void exportDealsThePoolsFirstWithASeed()
    {
        QTemporaryDir dir;
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        const model::Scenario pools
            = test::shippedScenario(QStringLiteral("base-variable-3-4.json"));
        window.document()->resetScenario(pools, QString());
        auto *exchange = window.findChild<editor::ExchangeController *>();
        const auto generator = model::BoardGenerator::compile(pools);
        QVERIFY(generator);
        const auto dealt = generator.value().generateScenario(7);
        QVERIFY(dealt);
        const QString expected
            = QString::fromStdString(model::PioneersGameWriter::write(dealt.value()).text);

        // File › Export › Pioneers: the file dialog, then "deal first" with seed 7.
        const QString path = dir.filePath(QStringLiteral("dealt.game"));
        bool asked = false;
        {
            DialogAnswerer answer(QMessageBox::Ok, path, [&](QWidget *modal) {
                auto *deal = qobject_cast<editor::DealFirstDialog *>(modal);
                if (!deal)
                    return false;
                asked = true;
                deal->setDealSeed(7);
                deal->accept();
                return true;
            });
            QVERIFY(exchange->exportAs(editor::ExchangeController::Format::Pioneers));
        }
        QVERIFY(asked);
        QCOMPARE(readAll(path), expected);
        // The document keeps its pools: only the exported file is dealt.
        QCOMPARE(window.document()->scenario(), pools);
        // The same seed without the dialog gives the same file.
        const QString again = dir.filePath(QStringLiteral("again.game"));
        {
            DialogAnswerer closeIssueLists(QMessageBox::Ok);
            QVERIFY(exchange->exportTo(editor::ExchangeController::Format::Pioneers, again, 7));
        }
        QCOMPARE(readAll(again), expected);
    }

    void refusalShowsEveryReasonWhole()
    {
        // Pioneers cannot represent undealt pools: the refusal lists the reasons, none cut off.
        QTemporaryDir dir;
        QTemporaryDir autosave;
        MainWindow window(autosave.path());
        window.document()->resetScenario(
            test::shippedScenario(QStringLiteral("base-variable-3-4.json")), {});
        auto *exchange = window.findChild<editor::ExchangeController *>();
        int rows = 0;
        QString cut;
        bool whole = false;
        {
            DialogAnswerer answer(QMessageBox::Ok, {}, [&](QWidget *modal) {
                auto *issues = qobject_cast<editor::IssueListDialog *>(modal);
                if (!issues)
                    return false;
                issues->resize(520, 360); // narrow: long reasons must wrap, not be cut
                auto *table = issues->findChild<QTableWidget *>();
                rows = table ? table->rowCount() : 0;
                // The layout settles over a few passes of the event loop.
                for (int pass = 0; table && pass < 50 && !whole; ++pass) {
                    QTest::qWait(20);
                    whole = everyCellShownWhole(table, &cut);
                }
                issues->reject();
                return true;
            });
            QVERIFY(!exchange->exportTo(editor::ExchangeController::Format::Pioneers,
                dir.filePath(QStringLiteral("refused.game"))));
        }
        QVERIFY(rows > 0);
        QVERIFY2(whole, qPrintable(QStringLiteral("cut off: ") + cut));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("refused.game"))));
    }
};

QTEST_MAIN(test_Exchange)
#include "test_Exchange.moc"
