// SPDX-License-Identifier: GPL-3.0-or-later
// The validator's checks of scenario-specific rules (README "Validation rules"): The Wonders of
// Catan's wonder cards and marked intersections, and a pirate on a board whose rules do not use
// it. One fixture per check, each triggering exactly that check; the shipped files pass.
#include "CheckCodes.h"
#include "ValidationFixtures.h"

#include "model/ScenarioFile.h"
#include "validation/checks/Validator.h"

#include <QtTest>

#include <filesystem>
#include <set>

using namespace isle;
using model::HexCoord;
using model::MarkerType;
using model::Product;
using test::codesOf;

namespace {

/// The clean island with the Seafarers box.
model::Scenario seafarersIsland()
{
    model::Scenario s = test::cleanIsland();
    s.products = {Product::Base, Product::Seafarers};
    return s;
}

model::Scenario shipped(const char *name)
{
    const auto loaded
        = model::loadScenarioFile(std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios" / name);
    if (!loaded.ok())
        qFatal("cannot load %s", name);
    return *loaded.scenario;
}

model::WonderCard boxCard(const std::string &name)
{
    for (const model::WonderCard &card : model::seafarersWonderCards())
        if (card.name == name)
            return card;
    return {};
}

model::Marker cornerMarker(MarkerType type, HexCoord hex, int corner)
{
    model::Marker m;
    m.type = type;
    m.corner = model::CornerCoord::of(hex, static_cast<model::Corner>(corner));
    return m;
}

} // namespace

class TestScenarioRuleChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedWonderFilesPass()
    {
        for (const char *name :
            {"seafarers-wonders-of-catan-3-4.json", "seafarers-wonders-of-catan-5-6.json"})
            QVERIFY2(codesOf(shipped(name)).isEmpty(), name);
    }

    void wondersNeedShips()
    {
        // A wonder is started with a ship (001:L2362).
        model::Scenario s = test::cleanIsland();
        s.rules.wonders = {boxCard("Theater")};
        QCOMPARE(codesOf(s), QStringLiteral("wonders.need-ships"));
        s.products = {Product::Base, Product::Seafarers};
        QVERIFY(codesOf(s).isEmpty());
    }

    void wonderCardsExceedTheBox()
    {
        // 5 wonder cards in Seafarers (001:L2330), 7 with the 5–6 extension (001:L2981).
        model::Scenario s = seafarersIsland();
        s.rules.wonders.assign(6, boxCard("Theater"));
        QCOMPARE(codesOf(s), QStringLiteral("wonders.cards-exceed-box"));
        s.products.push_back(Product::SeafarersFiveSix);
        s.products.push_back(Product::BaseFiveSix);
        QVERIFY(!codesOf(s).contains(QStringLiteral("wonders.")));
        s.rules.wonders.assign(8, boxCard("Theater"));
        QVERIFY(codesOf(s).contains(QStringLiteral("wonders.cards-exceed-box")));
    }

    void wonderSiteMissing()
    {
        // A card that needs a settlement on a marked intersection (the Great Wall, the Great
        // Bridge) can never be started on a board that marks none.
        model::Scenario s = seafarersIsland();
        s.rules.wonders = {boxCard("Great Wall"), boxCard("Cathedral")};
        QCOMPARE(codesOf(s), QStringLiteral("wonders.site-missing"));
        s.board.setMarkers({cornerMarker(MarkerType::WonderSiteGreatWall, {2, 2}, 1)});
        QVERIFY(codesOf(s).isEmpty());
        s.rules.wonders.push_back(boxCard("Great Bridge"));
        QCOMPARE(codesOf(s), QStringLiteral("wonders.site-missing"));
    }

    void wonderSitesWithoutCards()
    {
        // Without wonder cards the marks only bar set-up settlements (001:L2342).
        model::Scenario s = seafarersIsland();
        s.board.setMarkers({cornerMarker(MarkerType::WonderSiteGreatBridge, {2, 2}, 1)});
        QCOMPARE(codesOf(s), QStringLiteral("wonders.sites-without-cards"));
        s.rules.wonders = {boxCard("Great Bridge")};
        QVERIFY(codesOf(s).isEmpty());
    }

    void pirateRuledOut()
    {
        // The Wonders of Catan does not use the pirate (001:L2369): a file saying so places
        // none.
        model::Scenario s = seafarersIsland();
        s.board.setPirate(HexCoord {0, 0});
        QVERIFY(codesOf(s).isEmpty());
        s.rules.noPirate = true;
        QCOMPARE(codesOf(s), QStringLiteral("pieces.pirate-ruled-out"));
        s.board.setPirate(std::nullopt);
        QVERIFY(codesOf(s).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestScenarioRuleChecks)
#include "test_ScenarioRuleChecks.moc"
