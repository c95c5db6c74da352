// SPDX-License-Identifier: GPL-3.0-or-later
// One fixture per rule check, each triggering exactly that rule; official boards pass every rule.
#include "ValidationFixtures.h"

#include "model/BoardGenerator.h"
#include "validation/checks/CheckCatalog.h"
#include "validation/checks/ProductComponents.h"
#include "validation/checks/StructureChecks.h"
#include "validation/checks/Validator.h"

#include <QtTest>

#include <set>

using namespace isle;
using model::Direction;
using model::HarborType;
using model::HexCoord;
using model::Product;
using model::Severity;
using model::Terrain;

namespace {

/// The distinct codes of `issues`, sorted and comma-separated.
QString codes(const std::vector<model::Issue> &issues)
{
    std::set<std::string> unique;
    for (const model::Issue &i : issues)
        unique.insert(i.code);
    QStringList out;
    for (const std::string &c : unique)
        out << QString::fromStdString(c);
    return out.join(u',');
}

QString codesOf(const model::Scenario &s)
{
    return codes(validation::validateScenario(s));
}

QString describe(const std::vector<model::Issue> &issues)
{
    QString text;
    for (const model::Issue &i : issues)
        text += QString::fromStdString(
                    std::string(model::toString(i.severity)) + " " + i.code + ": " + i.message)
            + u'\n';
    return text;
}

void setToken(model::Scenario &s, HexCoord c, int value)
{
    model::Hex *h = s.board.hexAt(c);
    QVERIFY(h);
    if (value == 0)
        h->token.reset();
    else
        h->token = model::NumberToken {value, {}};
}

void setTerrain(model::Scenario &s, HexCoord c, Terrain t)
{
    model::Hex *h = s.board.hexAt(c);
    QVERIFY(h);
    h->terrain = t;
}

const model::Issue *find(const std::vector<model::Issue> &issues, std::string_view code)
{
    for (const model::Issue &i : issues)
        if (i.code == code)
            return &i;
    return nullptr;
}

} // namespace

class TestValidationChecks : public QObject
{
    Q_OBJECT

private slots:
    void catalogueCodesAreUniqueAndFamilied()
    {
        std::set<std::string_view> seen;
        for (const validation::CheckInfo &info : validation::checkCatalog()) {
            QVERIFY2(seen.insert(info.code).second, info.code.data());
            QVERIFY(info.code.find('.') != std::string_view::npos);
            QVERIFY(!info.summary.empty());
        }
        QVERIFY(validation::checkIndex("tokens.red-adjacent").has_value());
        QVERIFY(!validation::checkIndex("tokens.nope").has_value());
    }

    void cleanFixturePasses()
    {
        const auto issues = validation::validateScenario(test::cleanIsland());
        QVERIFY2(issues.empty(), qPrintable(describe(issues)));
    }

    void officialBaseBeginnerBoardPassesEveryRule()
    {
        const auto issues = validation::validateScenario(test::baseBeginner());
        QVERIFY2(issues.empty(), qPrintable(describe(issues)));
    }

    void officialFiveSixBeginnerBoardPassesEveryRule()
    {
        const auto issues = validation::validateScenario(test::fiveSixBeginner());
        QVERIFY2(issues.empty(), qPrintable(describe(issues)));
    }

    void variableBaseSetUpPasses()
    {
        // Base variable set-up (001:L692–731): unassigned hexes filled from the pool, tokens by
        // the base letter spiral, harbor types drawn from the harbor pool.
        model::Scenario s = test::baseBeginner();
        model::Area island;
        island.id = "island";
        island.terrainPool = {{Terrain::Hills, 3}, {Terrain::Forest, 4}, {Terrain::Pasture, 4},
            {Terrain::Fields, 4}, {Terrain::Mountains, 3}, {Terrain::Desert, 1}};
        island.harborPool
            = {{HarborType::Generic, 4}, {HarborType::Brick, 1}, {HarborType::Lumber, 1},
                {HarborType::Wool, 1}, {HarborType::Grain, 1}, {HarborType::Ore, 1}};
        island.tokenPlacement = model::TokenPlacement::Spiral;
        s.areas = {island};
        std::vector<model::Hex> hexes = s.board.hexes();
        for (model::Hex &h : hexes)
            if (model::isLand(h.terrain)) {
                h.terrain = Terrain::Unassigned;
                h.token.reset();
                h.area = "island";
                s.board.setHex(h);
            }
        std::vector<model::Harbor> harbors = s.board.harbors();
        for (model::Harbor &h : harbors) {
            h.type = HarborType::Unassigned;
            s.board.setHarbor(h);
        }
        s.board.setRobber(std::nullopt);
        const auto issues = validation::validateScenario(s);
        QVERIFY2(issues.empty(), qPrintable(describe(issues)));
    }

    void tokensRedAdjacent()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 1}, 8); // next to the 6 on (1, 1)
        setToken(s, {3, 1}, 3);
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("tokens.red-adjacent"));
        QCOMPARE(issues.size(), std::size_t(1));
        QVERIFY(issues[0].severity == Severity::Error);
        QVERIFY(issues[0].hexes == (std::vector<HexCoord> {{1, 1}, {2, 1}}));
        QVERIFY(issues[0].args == (std::vector<std::string> {"6", "8", "(1, 1)", "(2, 1)"}));
    }

    void tokensRedAdjacentCanBeSwitchedOffOrDowngraded()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 1}, 8);
        setToken(s, {3, 1}, 3);
        s.rules.checks["tokens.red-adjacent"] = "info";
        auto issues = validation::validateScenario(s);
        QCOMPARE(issues.size(), std::size_t(1));
        QVERIFY(issues[0].severity == Severity::Info);
        s.rules.checks["tokens.red-adjacent"] = "off";
        QVERIFY(validation::validateScenario(s).empty());
    }

    void tokensLowAdjacentIsOptIn()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 1}, 2);
        setToken(s, {2, 2}, 12);
        QVERIFY(codesOf(s).isEmpty());
        s.rules.checks["tokens.low-adjacent"] = "warning";
        QCOMPARE(codesOf(s), QStringLiteral("tokens.low-adjacent"));
    }

    void tokensEqualAdjacentIsOptIn()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 2}, 3); // next to the 3 on (2, 1)
        setToken(s, {4, 4}, 9);
        setToken(s, {4, 3}, 9);
        QVERIFY(codesOf(s).isEmpty());
        s.rules.checks["tokens.equal-adjacent"] = "warning";
        QCOMPARE(codesOf(s), QStringLiteral("tokens.equal-adjacent"));
    }

    void tokensRedOnGoldIsOptIn()
    {
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::Seafarers};
        setTerrain(s, {1, 1}, Terrain::Gold); // carries the 6
        QVERIFY(codesOf(s).isEmpty());
        s.rules.checks["tokens.red-on-gold"] = "error"; // Seafarers 4 (001:L1993)
        QCOMPARE(codesOf(s), QStringLiteral("tokens.red-on-gold"));
    }

    void tokensInvalidValue()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 1}, 7);
        QCOMPARE(codesOf(s), QStringLiteral("tokens.invalid-value"));
    }

    void tokensOnTokenlessTerrain()
    {
        model::Scenario s = test::cleanIsland();
        setTerrain(s, {2, 4}, Terrain::Desert); // keeps its 5
        s.board.setRobber(HexCoord {2, 4});
        QCOMPARE(codesOf(s), QStringLiteral("tokens.on-tokenless-terrain"));
    }

    void tokensMissing()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 1}, 0);
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("tokens.missing"));
        QVERIFY(issues[0].severity == Severity::Warning);
    }

    void harborsNotOnWater()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setHarbor(
            {{2, 2}, Direction::NorthWest, HarborType::Generic}); // on land, facing (2, 1)
        QCOMPARE(codesOf(s), QStringLiteral("harbors.not-on-water"));
    }

    void harborsNotFacingLand()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setHarbor({{0, 2}, Direction::West, HarborType::Generic}); // faces off the board
        QCOMPARE(codesOf(s), QStringLiteral("harbors.not-facing-land"));
    }

    void harborsSharedIntersection()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setHarbor({{0, 1}, Direction::East, HarborType::Generic});
        s.board.setHarbor(
            {{0, 2}, Direction::NorthEast, HarborType::Generic}); // shares (1, 1)'s SW corner
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("harbors.shared-intersection"));
        QVERIFY(issues[0].corners
            == (std::vector<model::CornerCoord> {
                model::CornerCoord::of({1, 1}, model::Corner::SouthWest)}));
    }

    void harborsClosedLake()
    {
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::Seafarers};
        setTerrain(s, {2, 2}, Terrain::Sea);
        setToken(s, {2, 2}, 0);
        s.board.setHarbor({{2, 2}, Direction::NorthWest, HarborType::Generic});
        QCOMPARE(codesOf(s), QStringLiteral("harbors.closed-lake"));
    }

    void harborsDuplicateSpecial()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setHarbor({{0, 1}, Direction::East, HarborType::Brick});
        s.board.setHarbor({{0, 3}, Direction::East, HarborType::Brick});
        QCOMPARE(codesOf(s), QStringLiteral("harbors.duplicate-special"));
        s.products = {Product::Base, Product::BaseFiveSix}; // 5-6 adds a second wool harbor only
        s.board.setHarbor({{0, 3}, Direction::East, HarborType::Wool});
        s.board.setHarbor({{5, 1}, Direction::West, HarborType::Wool});
        QVERIFY(codesOf(s).isEmpty());
    }

    void componentsStandardMismatch()
    {
        model::Scenario s = test::baseBeginner();
        setTerrain(s, {0, -2}, Terrain::Hills); // mountains 10 -> hills: 4 hills, 2 mountains
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("components.standard-mismatch"));
        QCOMPARE(issues.size(), std::size_t(2));
    }

    void componentsOfTheSeafarersFiveSixBox()
    {
        // RULES-DIGEST §2.4 (001:L2553–2562): base + 5–6 + Seafarers + Seafarers 5–6 hold 70
        // hexes (sea 26, desert 5, gold 4, 7 of each land), 56 tokens (2 × 4, 3–11 × 6, 12 × 4)
        // and 12 harbor tokens, enough for every Seafarers 5–6 table (§4.2).
        const auto c = validation::ProductComponents::of(
            {Product::Base, Product::BaseFiveSix, Product::Seafarers, Product::SeafarersFiveSix});
        QVERIFY(c.complete && c.tokensKnown);
        const auto n = [&](Terrain t) {
            return c.terrain[std::size_t(model::index(t))];
        };
        QCOMPARE(n(Terrain::Sea), 26);
        QCOMPARE(n(Terrain::Desert), 5);
        QCOMPARE(n(Terrain::Gold), 4);
        for (Terrain t : {Terrain::Fields, Terrain::Hills, Terrain::Mountains, Terrain::Pasture,
                 Terrain::Forest})
            QCOMPARE(n(t), 7);
        int hexes = 0, tokens = 0, harbors = c.genericHarbors;
        for (int k : c.terrain)
            hexes += k;
        for (int v = 2; v <= 12; ++v) {
            tokens += c.tokens[std::size_t(v)];
            if (v != 7)
                QCOMPARE(c.tokens[std::size_t(v)], v == 2 || v == 12 ? 4 : 6);
        }
        for (int k : c.specialHarbors)
            harbors += k;
        QCOMPARE(hexes, 70);
        QCOMPARE(tokens, 56);
        QCOMPARE(harbors, 12);
    }

    void componentsTerrainExceeded()
    {
        model::Scenario s = test::cleanIsland();
        setTerrain(s, {3, 2}, Terrain::Mountains);
        setTerrain(s, {4, 3}, Terrain::Mountains); // 5 mountains, the base box has 3
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("components.terrain-exceeded"));
        QVERIFY(issues[0].args == (std::vector<std::string> {"mountains", "5", "3"}));
    }

    void componentsTokensExceeded()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {4, 3}, 11); // a third 11
        QCOMPARE(codesOf(s), QStringLiteral("components.tokens-exceeded"));
    }

    void componentsHarborsExceeded()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setHarbor({{0, 1}, Direction::East, HarborType::Generic});
        s.board.setHarbor({{0, 3}, Direction::East, HarborType::Generic});
        s.board.setHarbor({{5, 1}, Direction::West, HarborType::Generic});
        s.board.setHarbor({{5, 3}, Direction::West, HarborType::Generic});
        QVERIFY(codesOf(s).isEmpty());
        s.board.setHarbor({{2, 0}, Direction::SouthEast, HarborType::Generic}); // a fifth 3:1
        QCOMPARE(codesOf(s), QStringLiteral("components.harbors-exceeded"));
    }

    void componentsPoolUnknownAndWinnabilityUnknown()
    {
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::ExplorersAndPirates};
        const auto issues = validation::validateScenario(s);
        QCOMPARE(
            codes(issues), QStringLiteral("components.pool-unknown,structure.winnability-unknown"));
        QVERIFY(!validation::hasErrors(issues));
    }

    void areasUnknownArea()
    {
        model::Scenario s = test::cleanIsland();
        s.board.hexAt({1, 1})->area = "nowhere";
        QCOMPARE(codesOf(s), QStringLiteral("areas.unknown-area"));
    }

    void areasTerrainPoolShort()
    {
        model::Scenario s = test::cleanIsland();
        model::Area a;
        a.id = "a";
        a.terrainPool = {};
        s.areas = {a};
        setTerrain(s, {2, 1}, Terrain::Unassigned);
        s.board.hexAt({2, 1})->area = "a";
        QCOMPARE(codesOf(s), QStringLiteral("areas.terrain-pool-short"));
        s.areas[0].terrainPool = {{Terrain::Forest, 1}};
        QVERIFY(codesOf(s).isEmpty());
    }

    void areasTokenPoolShort()
    {
        model::Scenario s = test::cleanIsland();
        model::Area a;
        a.id = "a";
        a.tokenPlacement = model::TokenPlacement::Random;
        a.tokenPool = {6};
        s.areas = {a};
        for (HexCoord c : {HexCoord {1, 1}, HexCoord {2, 1}}) {
            s.board.hexAt(c)->area = "a";
            setToken(s, c, 0);
        }
        QCOMPARE(codesOf(s), QStringLiteral("areas.token-pool-short"));
        s.areas[0].tokenPool = {6, 3};
        QVERIFY(codesOf(s).isEmpty());
    }

    void areasTokenLocksShort()
    {
        // Unassigned hexes under a locked token (Hex::tokenFixed, Edit › Lock Tokens) must be
        // dealt a terrain that takes a number ("the desert never gets a number token",
        // 001:L729), and their tokens are not drawn from the pool.
        model::Scenario s = test::cleanIsland();
        model::Area a;
        a.id = "a";
        a.terrainPool = {{Terrain::Hills, 1}, {Terrain::Desert, 1}};
        a.tokenPlacement = model::TokenPlacement::Random;
        s.areas = {a};
        for (HexCoord c : {HexCoord {1, 1}, HexCoord {2, 1}}) {
            setTerrain(s, c, Terrain::Unassigned);
            setToken(s, c, c.q == 1 ? 5 : 9);
            s.board.hexAt(c)->area = "a";
            s.board.hexAt(c)->tokenFixed = true;
        }
        const auto issues = validation::validateScenario(s);
        const model::Issue *issue = find(issues, "areas.token-locks-short");
        QVERIFY2(issue, qPrintable(describe(issues)));
        QCOMPARE(issue->args, (std::vector<std::string> {"a", "2", "1"}));
        QCOMPARE(issue->hexes.size(), std::size_t {2});
        QVERIFY(!find(issues, "areas.token-pool-short")); // locked tokens need no pool token
        s.areas[0].terrainPool = {{Terrain::Hills, 1}, {Terrain::Fields, 1}};
        QVERIFY2(!find(validation::validateScenario(s), "areas.token-locks-short"),
            qPrintable(describe(validation::validateScenario(s))));
        QVERIFY(model::BoardGenerator::compile(s).hasValue());
    }

    void areasTokenPoolShortCountsOnlyUndealtHexes()
    {
        // An area of unassigned and fog hexes (The Fog Islands, 001:L1818–1822): the generator
        // deals the unassigned hexes and their tokens (they become fixed) and keeps the rest of
        // the pools as the face-down stacks. The dealt hexes need no pool token any more; the
        // fog hexes still do, for the producing hexes that may be drawn for them.
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::Seafarers};
        model::Area a;
        a.id = "a";
        a.terrainPool = {{Terrain::Hills, 2}, {Terrain::Forest, 1}, {Terrain::Pasture, 1},
            {Terrain::Fields, 1}, {Terrain::Mountains, 1}};
        a.tokenPlacement = model::TokenPlacement::Random;
        a.tokenPool = {6, 3, 8, 4, 5, 9};
        s.areas = {a};
        for (HexCoord c : {HexCoord {1, 1}, HexCoord {2, 1}, HexCoord {3, 1}, HexCoord {4, 1},
                 HexCoord {1, 2}, HexCoord {2, 2}}) {
            setTerrain(s, c, c.r == 1 ? Terrain::Unassigned : Terrain::Fog);
            setToken(s, c, 0);
            s.board.hexAt(c)->area = "a";
        }
        const auto before = validation::validateScenario(s);
        QVERIFY2(!validation::hasErrors(before), qPrintable(describe(before)));

        const auto generator = model::BoardGenerator::compile(s);
        QVERIFY(generator.hasValue());
        const auto generated = generator.value().generateScenario(7);
        QVERIFY(generated.hasValue());
        model::Scenario dealt = generated.value();
        QVERIFY(dealt.areas[0].tokenPlacement == model::TokenPlacement::Random);
        QCOMPARE(dealt.areas[0].tokenPool.size(), std::size_t(2)); // the face-down tokens
        for (HexCoord c : {HexCoord {1, 1}, HexCoord {4, 1}}) {
            QVERIFY(dealt.board.hexAt(c)->fixed);
            QVERIFY(dealt.board.hexAt(c)->token);
        }
        const auto after = validation::validateScenario(dealt);
        QVERIFY2(!validation::hasErrors(after), qPrintable(describe(after)));
        QVERIFY(!find(after, "areas.token-pool-short"));

        // The stacks must still cover the fog hexes: two may turn out producing, one token left.
        dealt.areas[0].tokenPool.pop_back();
        const auto shortStack = validation::validateScenario(dealt);
        const model::Issue *issue = find(shortStack, "areas.token-pool-short");
        QVERIFY2(issue, qPrintable(describe(shortStack)));
        QCOMPARE(issue->args, (std::vector<std::string> {"a", "2", "1"}));

        // The component count sees the same tokens before and after the deal: two more 11s in
        // the pool (4 with the island's; base + Seafarers hold 3) exceed the boxes whether they
        // were dealt (onto now fixed hexes) or still wait in the face-down stack.
        model::Scenario eleven = s;
        eleven.areas[0].tokenPool = {6, 3, 8, 4, 11, 11};
        QVERIFY(find(validation::validateScenario(eleven), "components.tokens-exceeded"));
        const auto elevenGenerator = model::BoardGenerator::compile(eleven);
        QVERIFY(elevenGenerator.hasValue());
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const auto deal = elevenGenerator.value().generateScenario(seed);
            QVERIFY(deal.hasValue());
            QVERIFY2(find(validation::validateScenario(deal.value()), "components.tokens-exceeded"),
                qPrintable(QString::number(seed)));
        }
    }

    void areasHarborPoolShort()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setHarbor({{0, 1}, Direction::East, HarborType::Unassigned});
        QCOMPARE(codesOf(s), QStringLiteral("areas.harbor-pool-short"));
    }

    void piecesRobberOffLand()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setRobber(HexCoord {40, 40});
        QCOMPARE(codesOf(s), QStringLiteral("pieces.robber-off-land"));
    }

    void piecesRobberNotOnDesert()
    {
        model::Scenario s = test::cleanIsland();
        setTerrain(s, {2, 4}, Terrain::Desert);
        setToken(s, {2, 4}, 0);
        s.board.setRobber(HexCoord {1, 1});
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("pieces.robber-not-on-desert"));
        QVERIFY(issues[0].severity == Severity::Warning);
        s.products
            = {Product::Base, Product::Seafarers}; // Seafarers starts it on a "12" hex on purpose
        QVERIFY(validation::validateScenario(s)[0].severity == Severity::Info);
    }

    void piecesRobberMissing()
    {
        model::Scenario s = test::baseBeginner();
        s.board.setRobber(std::nullopt);
        QCOMPARE(codesOf(s), QStringLiteral("pieces.robber-missing"));
    }

    void piecesRobberMayBeAbsentInSeafarers()
    {
        // Seafarers 7 (Pirate Islands) has deserts but no robber; S9 keeps it off the board.
        model::Scenario s = test::baseBeginner();
        s.products = {Product::Base, Product::Seafarers};
        s.board.setRobber(std::nullopt);
        QVERIFY(codesOf(s).isEmpty());
    }

    void piecesRobberPlacedBesideBoard()
    {
        // New World 5–6 keeps the robber beside the board although the deal makes deserts
        // (001:L2439): a placed robber contradicts the rule, and a missing one is what it asks.
        model::Scenario s = test::baseBeginner();
        s.rules.robberStartsBesideBoard = true;
        QCOMPARE(codesOf(s), QStringLiteral("pieces.robber-placed-beside-board"));
        s.board.setRobber(std::nullopt);
        QVERIFY(codesOf(s).isEmpty());
    }

    void tokensMissingIsInformationInSeafarers()
    {
        // Seafarers 5–7 leave land hexes untokened on purpose (RULES-DIGEST §8.2).
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::Seafarers};
        setToken(s, {2, 1}, 0);
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("tokens.missing"));
        QVERIFY(issues[0].severity == Severity::Info);
    }

    void piecesPirateNotOnSea()
    {
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::Seafarers};
        s.board.setPirate(HexCoord {1, 1});
        QCOMPARE(codesOf(s), QStringLiteral("pieces.pirate-not-on-sea"));
        s.board.setPirate(HexCoord {0, 0}); // the frame is water (S9 New World, 001:L2439)
        QVERIFY(codesOf(s).isEmpty());
    }

    void piecesPirateUnused()
    {
        model::Scenario s = test::cleanIsland();
        s.board.setPirate(HexCoord {0, 0});
        QCOMPARE(codesOf(s), QStringLiteral("pieces.pirate-unused"));
    }

    void terrainLakeOnCoast()
    {
        model::Scenario s = test::cleanIsland();
        s.products = {Product::Base, Product::TradersAndBarbarians};
        s.rules.checks
            = {{"components.pool-unknown", "off"}, {"structure.winnability-unknown", "off"}};
        setTerrain(s, {2, 2}, Terrain::Lake); // inland: fine
        setToken(s, {2, 2}, 0);
        QVERIFY2(codesOf(s).isEmpty(), qPrintable(codesOf(s)));
        setTerrain(s, {2, 2}, Terrain::Hills);
        setTerrain(s, {1, 1}, Terrain::Lake); // on the coast
        setToken(s, {1, 1}, 0);
        setToken(s, {2, 2}, 9);
        QCOMPARE(codesOf(s), QStringLiteral("terrain.lake-on-coast"));
    }

    void structureNoLand()
    {
        model::Scenario s = test::scenarioFromAscii(R"(
#   #   #
  #   #   #)");
        QCOMPARE(codesOf(s), QStringLiteral("structure.no-land"));
        // A blank sea canvas reports only that, not the sea hexes the base box lacks.
        model::Scenario sea = test::scenarioFromAscii(R"(
~   ~   ~
  ~   ~   ~)");
        QCOMPARE(codesOf(sea), QStringLiteral("structure.no-land"));
    }

    void structureTooFewStartSites()
    {
        model::Scenario s = test::scenarioFromAscii(R"(
#   #   #   #
  #   H3  P4  #
    #   #   #   #)");
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("structure.too-few-start-sites"));
        // Two hexes have 10 intersections on one 10-cycle (plus the shared side as a chord), so
        // every other intersection — 5 — keeps the distance rule; 4 players need 8.
        QVERIFY(issues[0].args == (std::vector<std::string> {"5", "8", "4"}));
    }

    void structureStartSitesHonourMarkersAndAreas()
    {
        model::Scenario s = test::cleanIsland();
        model::Area closed;
        closed.id = "closed";
        closed.startAllowed = false;
        s.areas = {closed};
        for (const model::Hex &h : std::vector<model::Hex>(s.board.hexes()))
            if (model::isLand(h.terrain) && !(h.coord == HexCoord {1, 1}))
                s.board.hexAt(h.coord)->area = "closed";
        // Only the corners touching nothing but (1, 1) and the frame remain: N, NW and SW, of
        // which 2 keep the distance rule; 4 players need 8.
        QVERIFY(codesOf(s).contains(QStringLiteral("structure.too-few-start-sites")));
        s.areas[0].startAllowed = true;
        QVERIFY(codesOf(s).isEmpty());
        // Marking every intersection "no settlement at set-up" leaves none (and, without ships,
        // the island is unreachable).
        const validation::Validator v(s);
        for (model::BoardTopology::Id c = 0; c < v.index().cornerCount(); ++c) {
            model::Marker m;
            m.type = model::MarkerType::NoSettlementAtSetup;
            m.corner = v.index().topology().corner(c);
            s.board.addMarker(m);
        }
        QCOMPARE(
            codesOf(s), QStringLiteral("structure.too-few-start-sites,structure.unreachable-land"));
    }

    void structureUnreachableLand()
    {
        model::Scenario s = test::scenarioFromAscii(R"(
#   #   #   #   #   #
  #   H6  W3  P8  F4  #
    #   #   #   #   #   #
      #   F8  M4  H6  W3  #
        #   P10 F5  M11 W9  #
          #   #   #   #   #   #)");
        model::Area islet;
        islet.id = "islet";
        islet.startAllowed = false;
        s.areas = {islet};
        for (int q = 1; q <= 4; ++q)
            s.board.hexAt({q, 1})->area = "islet";
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("structure.unreachable-land"));
        QCOMPARE(issues[0].hexes.size(), std::size_t(4));
        s.products = {Product::Base, Product::Seafarers}; // ships reach it
        QVERIFY(codesOf(s).isEmpty());
    }

    void structureUnwinnable()
    {
        model::Scenario s = test::cleanIsland();
        s.victoryPoints
            = 23; // base maximum: 4 cities + 5 settlements 13, road 2, army 2, 5 VP cards = 22
        QCOMPARE(codesOf(s), QStringLiteral("structure.unwinnable"));
        s.victoryPoints = 22;
        QVERIFY(codesOf(s).isEmpty());
    }

    void maxVictoryPointsPerProduct()
    {
        model::Scenario s;
        QCOMPARE(validation::maxVictoryPoints(s, 9, 1), 22);
        QCOMPARE(validation::maxVictoryPoints(s, 3, 1), 6 + 2 + 2 + 5); // 3 sites: 3 cities
        s.products = {Product::Base, Product::CitiesAndKnights};
        QCOMPARE(validation::maxVictoryPoints(s, 9, 1), 13 + 2 + 6 + 6 + 2 + 1);
        s.products = {Product::Base, Product::Seafarers};
        s.specialVictoryRules = {{model::SpecialVictoryKind::ForeignIslandSettlement, 2, {}, {}}};
        QCOMPARE(validation::maxVictoryPoints(s, 9, 4), 22 + 2 * 3);
        s.products = {Product::ExplorersAndPirates};
        QCOMPARE(validation::maxVictoryPoints(s, 9, 1), -1);
    }

    void scenarioPlayerCount()
    {
        model::Scenario s = test::cleanIsland();
        s.minPlayers = 2;
        QCOMPARE(codesOf(s), QStringLiteral("scenario.player-count"));
    }

    void scenarioFiveSixWithoutPaired()
    {
        // 001:L1170: the paired turn replaces the older special building phase.
        model::Scenario s = test::fiveSixBeginner();
        QVERIFY(codesOf(s).isEmpty());
        s.rules.pairedPlayers = false;
        QCOMPARE(codesOf(s), QStringLiteral("scenario.five-six-without-paired"));
        s.maxPlayers = 4;
        s.minPlayers = 3;
        QVERIFY(codesOf(s).isEmpty());
    }

    void checksBadOverride()
    {
        model::Scenario s = test::cleanIsland();
        s.rules.checks = {{"tokens.nope", "off"}, {"tokens.red-adjacent", "loud"}};
        const auto issues = validation::validateScenario(s);
        QCOMPARE(codes(issues), QStringLiteral("checks.bad-override"));
        QCOMPARE(issues.size(), std::size_t(2));
        QVERIFY(issues[0].pointer == "/rules/checks");
    }

    void issuesAreSortedBySeverity()
    {
        model::Scenario s = test::cleanIsland();
        setToken(s, {2, 1}, 0); // warning
        s.victoryPoints = 40; // error
        s.products = {Product::Base, Product::Seafarers};
        s.board.setRobber(HexCoord {1, 1}); // fine: no desert
        const auto issues = validation::validateScenario(s);
        QVERIFY(issues.size() >= 2);
        for (std::size_t i = 1; i < issues.size(); ++i)
            QVERIFY(issues[i - 1].severity <= issues[i].severity);
        QVERIFY(find(issues, "structure.unwinnable"));
    }
};

QTEST_GUILESS_MAIN(TestValidationChecks)
#include "test_ValidationChecks.moc"
