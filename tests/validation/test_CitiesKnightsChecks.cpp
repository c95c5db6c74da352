// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights in the rule checks: the box's pieces and cards (RULES-DIGEST §2.5–2.6, each
// count with its rulebook line), the settings that need the box, its victory target, the
// colours that bound the players, and the shipped C&K files.
#include "CheckCodes.h"
#include "ValidationFixtures.h"

#include "model/ScenarioFile.h"
#include "validation/checks/ProductComponents.h"
#include "validation/checks/StructureChecks.h"
#include "validation/checks/Validator.h"

#include <QtTest>

#include <filesystem>
#include <set>

using namespace isle;
using model::Product;
using test::codesOf;
using validation::CitiesKnightsComponents;
using validation::ProductComponents;

namespace {

model::Scenario citiesKnightsBeginner()
{
    model::Scenario s = test::baseBeginner();
    s.products = {Product::Base, Product::CitiesAndKnights};
    s.victoryPoints = 13;
    return s;
}

} // namespace

class TestCitiesKnightsChecks : public QObject
{
    Q_OBJECT

private slots:
    void componentsOfTheBox()
    {
        const CitiesKnightsComponents ck
            = ProductComponents::citiesKnightsOf({Product::Base, Product::CitiesAndKnights});
        QCOMPARE(ck.colours, 4); // "wooden playing pieces in 4 colors" (001:L3159)
        QCOMPARE(ck.knightsPerColour, 6); // "24 knights (… 6 of each color)" (001:L3161, L3275)
        QCOMPARE(ck.cityWallsPerColour, 3); // "12 city walls (… 3 of each color)" (001:L3160)
        QCOMPARE(ck.metropolises, 3); // "3 metropolis pieces" (001:L3162, L3456)
        QCOMPARE(ck.commodityCards, 36); // 12 paper, 12 cloth, 12 coin (001:L3146–3149)
        QCOMPARE(ck.progressCards, 54); // 18 per colour (001:L3150–3153)
        QCOMPARE(ck.defenderCards, 6); // "6 'Defender of Catan' … cards" (001:L3154)
        QCOMPARE(ck.progressVictoryPoints, 2); // Printer, Constitution (001:L3793, L3853)
        QCOMPARE(ck.merchantVictoryPoints, 1); // 001:L3637
        QCOMPARE(ck.victoryTarget, 13); // "13 or more victory points" (001:L3643)
        // The box plays on the base board: it adds no hexes, tokens or harbors.
        const ProductComponents base = ProductComponents::of({Product::Base});
        const ProductComponents withCk
            = ProductComponents::of({Product::Base, Product::CitiesAndKnights});
        QCOMPARE(withCk.terrain, base.terrain);
        QCOMPARE(withCk.tokens, base.tokens);
        QCOMPARE(withCk.citiesKnights, ck);
        QCOMPARE(base.citiesKnights, CitiesKnightsComponents {});
    }

    void componentsOfTheFiveSixExtension()
    {
        const CitiesKnightsComponents ck = ProductComponents::citiesKnightsOf({Product::Base,
            Product::BaseFiveSix, Product::CitiesAndKnights, Product::CitiesAndKnightsFiveSix});
        QCOMPARE(ck.colours, 6); // "Playing pieces in 2 colors (green and brown)" (001:L4123)
        QCOMPARE(ck.knightsPerColour, 6); // "12 knights, 6 of each color" (001:L4125)
        QCOMPARE(ck.cityWallsPerColour, 3); // "6 city walls, 3 of each color" (001:L4124)
        QCOMPARE(ck.commodityCards, 36 + 18); // 6 coin, 6 paper, 6 cloth (001:L4117–4120)
        QCOMPARE(ck.defenderCards, 6 + 2); // 001:L4121
        QCOMPARE(ck.progressCards, 54); // the extension adds none (001:L4115–4128)
        QCOMPARE(ck.metropolises, 3);
        // The extension needs the box (001:L4113): naming it alone names both.
        QCOMPARE(ProductComponents::citiesKnightsOf({Product::CitiesAndKnightsFiveSix}), ck);
    }

    void winnabilityCountsTheBoxesCards()
    {
        model::Scenario s = citiesKnightsBeginner();
        // 4 cities + 5 settlements 13, road 2, 3 metropolises 6, 6 defenders, 2 progress VP,
        // merchant 1.
        QCOMPARE(validation::maxVictoryPoints(s, 9, 1), 13 + 2 + 6 + 6 + 2 + 1);
        s.products = {Product::Base, Product::BaseFiveSix, Product::CitiesAndKnights,
            Product::CitiesAndKnightsFiveSix};
        QCOMPARE(validation::maxVictoryPoints(s, 9, 1), 13 + 2 + 6 + 8 + 2 + 1);
        // A metropolis sits on a city: 2 sites, 2 metropolises.
        QCOMPARE(validation::maxVictoryPoints(s, 2, 1), 4 + 2 + 4 + 8 + 2 + 1);
    }

    void beginnerBoardWithTheBoxPasses()
    {
        QVERIFY2(codesOf(citiesKnightsBeginner()).isEmpty(),
            qPrintable(codesOf(citiesKnightsBeginner())));
    }

    void optionsNeedTheBox()
    {
        model::Scenario s = test::baseBeginner();
        s.rules.citiesAndKnights = model::CitiesAndKnightsOptions {};
        QCOMPARE(codesOf(s), QStringLiteral("citiesknights.options-need-box"));
        s = citiesKnightsBeginner();
        s.rules.citiesAndKnights = model::CitiesAndKnightsOptions {9, true, false, true};
        QVERIFY(codesOf(s).isEmpty());
        s.products = {Product::Base, Product::CitiesAndKnightsFiveSix}; // implies the box
        s.maxPlayers = 4;
        QVERIFY2(codesOf(s).isEmpty(), qPrintable(codesOf(s)));
    }

    void victoryTargetIsThirteen()
    {
        model::Scenario s = citiesKnightsBeginner();
        s.victoryPoints = 10; // a base file with the box ticked
        QCOMPARE(codesOf(s), QStringLiteral("citiesknights.victory-target"));
        const auto issues = validation::validateScenario(s);
        QCOMPARE(issues.front().args, (std::vector<std::string> {"10", "13"}));
        QVERIFY(issues.front().severity == model::Severity::Warning);
        // The Seafarers variant (001:L3661) keeps the scenario's own target.
        s.products.push_back(Product::Seafarers);
        QVERIFY(!codesOf(s).contains(QStringLiteral("citiesknights")));
    }

    void fiveOrSixPlayersNeedTheExtensionsColours()
    {
        // CATAN 5–6 alone gives the board and cards for 6, but knights, walls and flip-charts
        // come in 4 colours until the C&K 5–6 extension adds green and brown (001:L3159, L4123).
        model::Scenario s = test::fiveSixBeginner();
        s.products = {Product::Base, Product::BaseFiveSix, Product::CitiesAndKnights};
        s.victoryPoints = 13;
        QCOMPARE(codesOf(s), QStringLiteral("scenario.player-count"));
        s.products.push_back(Product::CitiesAndKnightsFiveSix);
        QVERIFY2(codesOf(s).isEmpty(), qPrintable(codesOf(s)));
    }

    void shippedFilesAreValid_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f :
            {"ck-beginner-3-4.json", "ck-variable-3-4.json", "ck-variable-5-6.json"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void shippedFilesAreValid()
    {
        QFETCH(QString, file);
        const auto loaded = model::loadScenarioFile(
            std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios" / file.toStdString());
        QVERIFY(loaded.ok());
        const model::Scenario &s = *loaded.scenario;
        QCOMPARE(s.victoryPoints, 13);
        QVERIFY(s.uses(Product::CitiesAndKnights));
        QCOMPARE(s.rules.citiesAndKnights, std::optional(model::CitiesAndKnightsOptions {}));
        QVERIFY2(codesOf(s).isEmpty(), qPrintable(codesOf(s)));
    }
};

QTEST_GUILESS_MAIN(TestCitiesKnightsChecks)
#include "test_CitiesKnightsChecks.moc"
