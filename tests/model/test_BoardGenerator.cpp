// SPDX-License-Identifier: GPL-3.0-or-later
#include "GeneratorTestUtil.h"
#include "VariableBoardFixtures.h"
#include "model/BoardGenerator.h"
#include "model/LetterSequences.h"
#include "model/ScenarioFile.h"
#include "model/TokenSpiral.h"

#include <filesystem>

#include <QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>

using namespace isle::model;
using isle::test::baseVariableScenario;
using isle::test::fiveSixVariableScenario;
using isle::test::withRandomTokens;
using namespace isle::test;

namespace {
std::vector<int> valuesOf(std::span<const NumberToken> tokens)
{
    std::vector<int> v;
    for (const NumberToken &t : tokens)
        v.push_back(t.value);
    return v;
}

/// A compact picture of a board: per land hex (row-major) terrain initial, token value and
/// letter; then harbor types and the robber.
std::string signature(const Board &board)
{
    std::string s;
    for (const Hex &h : board.hexes()) {
        if (!isLand(h.terrain))
            continue;
        s += std::string(toString(h.terrain)).substr(0, 2);
        if (h.token)
            s += std::to_string(h.token->value) + h.token->letter;
        s += ' ';
    }
    for (const Harbor &h : board.harbors())
        s += std::string(toString(h.type)).substr(0, 2) + ' ';
    if (board.robber())
        s += "R" + std::to_string(board.robber()->q) + "," + std::to_string(board.robber()->r);
    return s;
}

/// Every constraint on; for the printed 5-6 spiral the pip limit is 13 (see all()).
GeneratorConstraints strictest(const Scenario &s)
{
    GeneratorConstraints k = GeneratorConstraints::all();
    if (s.areas[0].spiral.sequence == LetterSequence::FiveSix
        && s.areas[0].tokenPlacement == TokenPlacement::Spiral)
        k.maxIntersectionPips = 13;
    return k;
}

std::vector<HexCoord> landOf(const Board &board)
{
    std::vector<HexCoord> land;
    for (const Hex &h : board.hexes())
        if (isLand(h.terrain))
            land.push_back(h.coord);
    return land;
}
} // namespace

class TestBoardGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void baseConstraintsHoldOverTenThousandSeeds();
    void fiveSixConstraintsHoldOverOneThousandSeeds();
    void randomTokensAreRepairedToMeetConstraints();
    void redOnGoldIsRepaired();
    void poolsArePreservedExactly();
    void spiralTokensFollowTheSpiralFromSomeCorner();
    void fixedStartCornerIsHonoured();
    void sameSeedGivesTheSameBoard();
    void seedOneIsPinned();
    void impossibleConstraintGivesTypedError();
    void invalidScenariosAreRefused();
    void fixedHexesStay();
    void robberGoesOnADesert();
    void generatedScenarioIsFixed();
    void fogOnlyAreaKeepsItsStacks();
    void fogAreaKeepsWhatWasNotDealt();
    void shippedScenarioFiles();
};

void TestBoardGenerator::baseConstraintsHoldOverTenThousandSeeds()
{
    // RULES-DIGEST §3.2 / §3.7: every constraint on, the spiral (001:L719) laying the tokens.
    const GeneratorConstraints k = GeneratorConstraints::all();
    const BoardGenerator generator = compiled(baseVariableScenario(), k);
    GeneratedLayout layout = generator.makeLayout();
    for (std::uint64_t seed = 0; seed < 10000; ++seed) {
        const auto error = generator.generateInto(seed, layout);
        QVERIFY2(!error, error ? error->message.c_str() : "");
        const Board board = generator.toBoard(layout);
        const std::string broken = brokenConstraint(board, k);
        QVERIFY2(broken.empty(), (std::to_string(seed) + ": " + broken).c_str());
    }
}

void TestBoardGenerator::fiveSixConstraintsHoldOverOneThousandSeeds()
{
    // The printed 5-6 spiral (001:L1114) keeps equal numbers apart only in layouts with a 13-pip
    // intersection, so with the spiral the pip limit is 13; everything else is on.
    const GeneratorConstraints k = strictest(fiveSixVariableScenario());
    const BoardGenerator generator = compiled(fiveSixVariableScenario(), k);
    for (std::uint64_t seed = 0; seed < 1000; ++seed) {
        const auto board = generator.generate(seed);
        QVERIFY2(board.hasValue(), board ? "" : board.error().message.c_str());
        const std::string broken = brokenConstraint(board.value(), k);
        QVERIFY2(broken.empty(), (std::to_string(seed) + ": " + broken).c_str());
        QCOMPARE(tokenValues(board.value()).size(), std::size_t {28});
    }
}

void TestBoardGenerator::randomTokensAreRepairedToMeetConstraints()
{
    // 001:L725 "fully random" tokens, 001:L2425 swap reds apart: repair moves, not rejection.
    const GeneratorConstraints k = GeneratorConstraints::all();
    const auto pool = valuesOf(LetterSequences::base());
    const BoardGenerator generator = compiled(withRandomTokens(baseVariableScenario(), pool), k);
    GeneratedLayout layout = generator.makeLayout();
    long attempts = 0;
    for (std::uint64_t seed = 0; seed < 2000; ++seed) {
        QVERIFY(!generator.generateInto(seed, layout));
        attempts += layout.attempts;
        const Board board = generator.toBoard(layout);
        QCOMPARE(brokenConstraint(board, k), std::string());
        QCOMPARE(tokenValues(board), std::multiset<int>(pool.begin(), pool.end()));
        for (const Hex &h : board.hexes())
            if (h.token)
                QVERIFY(h.token->letter.empty()); // random tokens are placed by value
    }
    // Repairs mean few fresh shuffles are needed.
    QVERIFY2(attempts < 2000 * 3, qPrintable(QString::number(attempts)));

    const auto fiveSixPool = valuesOf(LetterSequences::fiveSix());
    const BoardGenerator big
        = compiled(withRandomTokens(fiveSixVariableScenario(), fiveSixPool), k);
    for (std::uint64_t seed = 0; seed < 500; ++seed) {
        const auto board = big.generate(seed);
        QVERIFY(board.hasValue());
        QCOMPARE(brokenConstraint(board.value(), k), std::string());
    }
}

void TestBoardGenerator::redOnGoldIsRepaired()
{
    // Seafarers S4: red numbers not on gold fields (001:L1993). Two gold fields in the pool.
    Scenario s = withRandomTokens(baseVariableScenario(), valuesOf(LetterSequences::base()));
    s.areas[0].terrainPool[Terrain::Fields] = 2;
    s.areas[0].terrainPool[Terrain::Gold] = 2;
    GeneratorConstraints k;
    k.noRedOnGold = true;
    k.redNumbersNotAdjacent = true;
    const BoardGenerator generator = compiled(s, k);
    for (std::uint64_t seed = 0; seed < 1000; ++seed) {
        const auto board = generator.generate(seed);
        QVERIFY(board.hasValue());
        QCOMPARE(brokenConstraint(board.value(), k), std::string());
        QCOMPARE(terrainCounts(board.value())[Terrain::Gold], 2);
    }
}

void TestBoardGenerator::poolsArePreservedExactly()
{
    for (const Scenario &s : {baseVariableScenario(), fiveSixVariableScenario()}) {
        const BoardGenerator generator = compiled(s, strictest(s));
        const Area &area = s.areas[0];
        const auto sequence = valuesOf(LetterSequences::forSettings(area.spiral));
        std::map<HarborType, int> harbors(area.harborPool.begin(), area.harborPool.end());
        for (std::uint64_t seed = 100; seed < 300; ++seed) {
            const Board board = generator.generate(seed).value();
            QVERIFY(terrainCounts(board) == area.terrainPool);
            QCOMPARE(tokenValues(board), std::multiset<int>(sequence.begin(), sequence.end()));
            QVERIFY(harborCounts(board) == harbors);
            for (const Hex &h : board.hexes())
                if (isLand(h.terrain))
                    QCOMPARE(h.token.has_value(), h.terrain != Terrain::Desert);
        }
    }
}

void TestBoardGenerator::spiralTokensFollowTheSpiralFromSomeCorner()
{
    // The generator's spiral is TokenSpiral's: relaying the letters on the generated terrain from
    // one of the six corners reproduces the generated tokens exactly.
    for (const Scenario &s : {baseVariableScenario(), fiveSixVariableScenario()}) {
        const BoardGenerator generator = compiled(s, strictest(s));
        const auto sequence = LetterSequences::forSettings(s.areas[0].spiral);
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            const Board board = generator.generate(seed).value();
            int matches = 0;
            for (int corner = 0; corner < 6; ++corner) {
                Board relaid = board;
                TokenSpiral::lay(relaid, TokenSpiral::walk(landOf(board), corner, false), sequence);
                matches += relaid == board ? 1 : 0;
            }
            QVERIFY(matches >= 1);
        }
    }
}

void TestBoardGenerator::fixedStartCornerIsHonoured()
{
    Scenario s = baseVariableScenario();
    s.areas[0].spiral.startCorner = 2;
    s.areas[0].spiral.clockwise = true;
    const BoardGenerator generator = compiled(s, {});
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const Board board = generator.generate(seed).value();
        const Hex *corner = board.hexAt({0, -2});
        if (corner->terrain != Terrain::Desert)
            QCOMPARE(corner->token->letter, std::string("A"));
        else
            QCOMPARE(board.hexAt({1, -2})->token->letter, std::string("A")); // clockwise: east next
    }
}

void TestBoardGenerator::sameSeedGivesTheSameBoard()
{
    const BoardGenerator generator = compiled(baseVariableScenario(), GeneratorConstraints::all());
    const BoardGenerator again = compiled(baseVariableScenario(), GeneratorConstraints::all());
    std::set<std::string> distinct;
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        const Board a = generator.generate(seed).value();
        QCOMPARE(a, generator.generate(seed).value());
        QCOMPARE(a, again.generate(seed).value());
        distinct.insert(signature(a));
    }
    QVERIFY(distinct.size() > 95); // different seeds, different boards
    // A reused layout gives what a fresh one gives.
    GeneratedLayout layout = generator.makeLayout();
    QVERIFY(!generator.generateInto(5, layout));
    QVERIFY(!generator.generateInto(6, layout));
    QCOMPARE(generator.toBoard(layout), generator.generate(6).value());
}

void TestBoardGenerator::seedOneIsPinned()
{
    // Pinned so an accidental change to the generator, the spiral or the RNG is caught: every
    // saved seed would otherwise silently give a different board.
    const BoardGenerator base = compiled(baseVariableScenario(), GeneratorConstraints::all());
    const std::string pinned
        = "hi8E fi3D pa6C fo10F fi5O fi4N mo2B fi9G pa6P fo11R mo9M fo5A hi12H de hi3Q pa10L "
          "fo11I mo4J pa8K lu 3: or br 3: wo gr 3: 3: R-1,1";
    QCOMPARE(signature(base.generate(1).value()), pinned);
    const BoardGenerator random
        = compiled(withRandomTokens(baseVariableScenario(), valuesOf(LetterSequences::base())),
            GeneratorConstraints::all());
    const std::string pinnedRandom
        = "hi12 fi8 fi4 fo3 de fi9 mo6 pa4 pa10 fo5 mo3 fo11 hi9 hi8 pa11 fo6 mo10 pa2 fi5 "
          "3: gr lu br 3: wo 3: or 3: R0,-1";
    QCOMPARE(signature(random.generate(1).value()), pinnedRandom);
}

void TestBoardGenerator::impossibleConstraintGivesTypedError()
{
    // At most 3 pips per intersection: even a lone 6 or 8 (5 pips) breaks it. The spiral layouts
    // are listed when the scenario is compiled, so this is found before any board is drawn.
    GeneratorConstraints k;
    k.maxIntersectionPips = 3;
    const auto spiral = BoardGenerator::compile(baseVariableScenario(), k);
    QVERIFY(!spiral.hasValue());
    QVERIFY(spiral.error().kind == GeneratorError::Kind::ConstraintUnsatisfied);
    QVERIFY(spiral.error().constraint == GeneratorConstraint::MaxIntersectionPips);
    QCOMPARE(spiral.error().attempts, 19 * 6); // desert positions x start corners
    QVERIFY(
        spiral.error().message.find("\"max-pips\" cannot be met by any of the 114 spiral layouts")
        != std::string::npos);

    // The same with random tokens is found by drawing: every attempt fails.
    k.maxAttempts = 40;
    const BoardGenerator random
        = compiled(withRandomTokens(baseVariableScenario(), valuesOf(LetterSequences::base())), k);
    const auto result = random.generate(7);
    QVERIFY(!result.hasValue());
    QVERIFY(result.error().kind == GeneratorError::Kind::ConstraintUnsatisfied);
    QVERIFY(result.error().constraint == GeneratorConstraint::MaxIntersectionPips);
    QCOMPARE(result.error().attempts, 40);
    QVERIFY2(result.error().message.find("\"max-pips\" could not be met after 40 attempts")
            != std::string::npos,
        result.error().message.c_str());

    // A board of one terrain is one clump.
    Scenario mono = baseVariableScenario();
    mono.areas[0].terrainPool = {{Terrain::Fields, 18}, {Terrain::Desert, 1}};
    GeneratorConstraints clump;
    clump.maxTerrainClump = 5;
    clump.maxAttempts = 10;
    const auto monoResult = compiled(mono, clump).generate(1);
    QVERIFY(!monoResult.hasValue());
    QVERIFY(monoResult.error().constraint == GeneratorConstraint::MaxTerrainClump);
    QCOMPARE(monoResult.error().attempts, 10);

    // The printed 5-6 spiral with every constraint at its default: no layout keeps equal
    // numbers apart without a 13-pip intersection.
    const auto fiveSix
        = BoardGenerator::compile(fiveSixVariableScenario(), GeneratorConstraints::all());
    QVERIFY(!fiveSix.hasValue());
    QVERIFY(fiveSix.error().kind == GeneratorError::Kind::ConstraintUnsatisfied);
    QVERIFY(fiveSix.error().message.find("max-pips: 62") != std::string::npos);
}

void TestBoardGenerator::invalidScenariosAreRefused()
{
    auto refused = [](const Scenario &s, const std::string &expected) {
        const auto result = BoardGenerator::compile(s, {});
        if (result.hasValue())
            return false;
        // The English message for the CLI, and a listed code with args for the editor.
        const auto &codes = BoardGenerator::errorCodes();
        return result.error().kind == GeneratorError::Kind::InvalidScenario
            && result.error().message.find(expected) != std::string::npos
            && std::find(codes.begin(), codes.end(), result.error().code) != codes.end();
    };
    Scenario small = baseVariableScenario();
    small.areas[0].terrainPool[Terrain::Fields] = 1;
    QVERIFY(refused(small, "area \"main\": terrain pool has 16 hexes for 19 unassigned hexes"));
    QVERIFY((BoardGenerator::compile(small).error().args
        == std::vector<std::string> {"main", "16", "19"}));

    Scenario harbors = baseVariableScenario();
    harbors.areas[0].harborPool = {{HarborType::Generic, 2}};
    QVERIFY(refused(harbors, "harbor pool has 2 harbors for 9 unassigned harbors"));

    Scenario custom = baseVariableScenario();
    custom.areas[0].spiral.sequence = LetterSequence::Custom;
    custom.areas[0].spiral.customSequence = {{5, "A"}, {6, "B"}};
    QVERIFY(refused(custom, "letter sequence has 2 tokens for up to 18 token hexes"));

    Scenario random = withRandomTokens(baseVariableScenario(), {2, 3, 7});
    QVERIFY(refused(random, "invalid number 7"));

    Scenario orphan = baseVariableScenario();
    Hex hex = *orphan.board.hexAt({0, 0});
    hex.area.clear();
    orphan.board.setHex(hex);
    QVERIFY(refused(orphan, "unassigned hex (0, 0) belongs to no area"));

    Scenario unknown = baseVariableScenario();
    hex.area = "nowhere";
    unknown.board.setHex(hex);
    QVERIFY(refused(unknown, "names area \"nowhere\""));

    GeneratorConstraints none;
    none.maxAttempts = 0;
    QVERIFY(!BoardGenerator::compile(baseVariableScenario(), none).hasValue());
}

void TestBoardGenerator::fixedHexesStay()
{
    // Hex::fixed hexes keep terrain and token (E&P pasture); the pools fill the other hexes.
    std::vector<int> pool = valuesOf(LetterSequences::base());
    pool.erase(std::find(pool.begin(), pool.end(), 8));
    Scenario s = withRandomTokens(baseVariableScenario(), pool);
    Hex centre = *s.board.hexAt({0, 0});
    centre.terrain = Terrain::Mountains;
    centre.token = NumberToken {8, {}};
    centre.fixed = true;
    s.board.setHex(centre);
    s.areas[0].terrainPool[Terrain::Mountains] = 2;
    const BoardGenerator generator = compiled(s, GeneratorConstraints::all());
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const Board board = generator.generate(seed).value();
        QCOMPARE(*board.hexAt({0, 0}), centre);
        QCOMPARE(terrainCounts(board)[Terrain::Mountains], 3);
        QCOMPARE(brokenConstraint(board, GeneratorConstraints::all()), std::string());
    }
}

void TestBoardGenerator::robberGoesOnADesert()
{
    const BoardGenerator generator = compiled(fiveSixVariableScenario(), {});
    std::set<HexCoord> robberSpots;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Board board = generator.generate(seed).value();
        QVERIFY(board.robber().has_value());
        QVERIFY(board.terrainAt(*board.robber()) == std::optional(Terrain::Desert));
        robberSpots.insert(*board.robber());
    }
    QVERIFY(robberSpots.size() > 2); // either desert (001:L1118), wherever the deserts fell
    Scenario noDesert = baseVariableScenario();
    noDesert.areas[0].terrainPool = {{Terrain::Fields, 5}, {Terrain::Forest, 4},
        {Terrain::Pasture, 4}, {Terrain::Hills, 3}, {Terrain::Mountains, 3}};
    noDesert.areas[0].spiral.sequence = LetterSequence::FiveSix; // 19 token hexes need 19 letters
    noDesert.board.setRobber(HexCoord {0, 0});
    const Board board = compiled(noDesert, {}).generate(3).value();
    QVERIFY(!board.robber().has_value()); // off the board (001:L1508)

    // "The robber starts on the hex with a '12'" (The Four Islands 001:L1740, The Fog Islands
    // 001:L1846): a printed number keeps the robber on its hex whatever terrain is dealt there.
    for (const char *file : {"seafarers-four-islands-3.json", "seafarers-fog-islands-4.json"}) {
        const auto loaded = loadScenarioFile(std::string(ISLE_SOURCE_DIR) + "/scenarios/" + file);
        QVERIFY2(loaded.ok(), file);
        const HexCoord start = *loaded.scenario->board.robber();
        const BoardGenerator printed = compiled(*loaded.scenario, {});
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Board dealt = printed.generate(seed).value();
            QVERIFY2(dealt.robber() == std::optional(start), file);
            QCOMPARE(dealt.hexAt(start)->token->value, 12);
        }
    }
}

void TestBoardGenerator::generatedScenarioIsFixed()
{
    const BoardGenerator generator = compiled(baseVariableScenario(), GeneratorConstraints::all());
    const auto result = generator.generateScenario(42);
    QVERIFY(result.hasValue());
    const Scenario &s = result.value();
    QVERIFY(s.areas[0].tokenPlacement == TokenPlacement::Fixed);
    QVERIFY(s.areas[0].terrainPool.empty());
    QVERIFY(s.areas[0].harborPool.empty());
    QCOMPARE(s.board, generator.generate(42).value());
    for (const Hex &h : s.board.hexes())
        QVERIFY(h.terrain != Terrain::Unassigned);
    for (const Harbor &h : s.board.harbors())
        QVERIFY(h.type != HarborType::Unassigned);
    // Generating the result again changes nothing: it has no pools left.
    const BoardGenerator fixedAgain = compiled(s, GeneratorConstraints::all());
    QCOMPARE(fixedAgain.generate(9).value(), s.board);
}

namespace {
/// Turns three frame cells (no harbor on them) of the base board into fog hexes of `area`.
void addFog(Scenario &s, const std::string &area)
{
    for (HexCoord c : {HexCoord {3, -3}, HexCoord {3, -1}, HexCoord {-2, 3}}) {
        QVERIFY(s.board.terrainAt(c) == std::optional(Terrain::Frame));
        Hex fog;
        fog.coord = c;
        fog.terrain = Terrain::Fog;
        fog.area = area;
        s.board.setHex(fog);
    }
}

std::map<Terrain, int> areaTerrain(const Board &board, const std::string &area)
{
    std::map<Terrain, int> counts;
    for (const Hex &h : board.hexes())
        if (h.area == area && h.terrain != Terrain::Fog)
            ++counts[h.terrain];
    return counts;
}
} // namespace

void TestBoardGenerator::fogOnlyAreaKeepsItsStacks()
{
    // The Fog Islands (001:L1818-1822): the face-down stacks are drawn in play, not at set-up.
    Scenario s = withRandomTokens(baseVariableScenario(), valuesOf(LetterSequences::base()));
    addFog(s, "fog");
    Area fog;
    fog.id = "fog";
    fog.name = "Fog";
    fog.terrainPool = {{Terrain::Sea, 2}, {Terrain::Gold, 2}, {Terrain::Fields, 1}};
    fog.tokenPool = {3, 5, 11};
    fog.tokenPlacement = TokenPlacement::Random;
    s.areas.push_back(fog);
    // No land cell and more pool than unassigned hexes: still a valid generator.
    const BoardGenerator generator = compiled(s, GeneratorConstraints::all());
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Scenario out = generator.generateScenario(seed).value();
        QCOMPARE(out.areas[1], fog);
        QCOMPARE(out.board, generator.generate(seed).value());
        for (const Hex &h : out.board.hexes())
            if (h.area == "fog")
                QVERIFY(h.terrain == Terrain::Fog && !h.token);
        // The island without fog is dealt out as before.
        QVERIFY(out.areas[0].tokenPlacement == TokenPlacement::Fixed);
        QVERIFY(out.areas[0].terrainPool.empty());
        QVERIFY(out.areas[0].tokenPool.empty());
        QVERIFY(out.areas[0].harborPool.empty());
        QCOMPARE(brokenConstraint(out.board, GeneratorConstraints::all()), std::string());
    }
}

void TestBoardGenerator::fogAreaKeepsWhatWasNotDealt()
{
    // One area with 19 unassigned hexes and 3 fog hexes: 23 terrains and 21 tokens, of which the
    // set-up deals 19 terrains and one token per token-taking hex; the rest is the stack.
    Scenario s = withRandomTokens(baseVariableScenario(), valuesOf(LetterSequences::base()));
    addFog(s, "main");
    Area &main = s.areas[0];
    main.terrainPool[Terrain::Gold] = 2;
    main.terrainPool[Terrain::Mountains] += 1;
    main.terrainPool[Terrain::Sea] = 1;
    for (int v : {4, 10, 12})
        main.tokenPool.push_back(v);
    const Area original = main;
    const BoardGenerator generator = compiled(s, GeneratorConstraints::all());
    std::set<std::map<Terrain, int>> stacks;
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        const Scenario out = generator.generateScenario(seed).value();
        const Area &left = out.areas[0];
        QVERIFY(left.tokenPlacement == TokenPlacement::Random);
        QVERIFY(left.harborPool.empty()); // harbors are typed at set-up
        const auto dealt = areaTerrain(out.board, "main");
        int stackSize = 0;
        for (const auto &[terrain, count] : original.terrainPool) {
            const auto kept = left.terrainPool.find(terrain);
            const int keptCount = kept == left.terrainPool.end() ? 0 : kept->second;
            QVERIFY(keptCount > 0 || kept == left.terrainPool.end()); // no zero entries
            const auto onBoard = dealt.find(terrain);
            QCOMPARE(keptCount + (onBoard == dealt.end() ? 0 : onBoard->second), count);
            stackSize += keptCount;
        }
        QCOMPARE(stackSize, 4);
        std::multiset<int> tokens = tokenValues(out.board);
        const int tokenHexes = static_cast<int>(tokens.size());
        tokens.insert(left.tokenPool.begin(), left.tokenPool.end());
        QCOMPARE(tokens, std::multiset<int>(original.tokenPool.begin(), original.tokenPool.end()));
        QCOMPARE(static_cast<int>(left.tokenPool.size()), 21 - tokenHexes);
        stacks.insert(left.terrainPool);
        // The dealt hexes are fixed now: generating the result again deals nothing twice.
        for (const Hex &h : out.board.hexes())
            QCOMPARE(h.fixed, h.area == "main" && h.terrain != Terrain::Fog);
        if (seed < 10) {
            const BoardGenerator again = compiled(out, GeneratorConstraints::all());
            QCOMPARE(again.generateScenario(seed + 1).value(), out);
        }
    }
    QVERIFY(stacks.size() > 5); // the stack is what this seed left over, not a fixed list
}

void TestBoardGenerator::shippedScenarioFiles()
{
    // The variable set-ups shipped in scenarios/ generate valid boards; boards without pools
    // come back unchanged.
    const std::filesystem::path dir = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios";
    int files = 0, variable = 0, fogAreas = 0;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json")
            continue;
        const LoadResult load = loadScenarioFile(entry.path());
        QVERIFY2(load.ok(), entry.path().c_str());
        ++files;
        const Scenario &s = *load.scenario;
        const bool hasPools = std::any_of(s.areas.begin(), s.areas.end(), [](const Area &a) {
            return !a.terrainPool.empty() || a.tokenPlacement != TokenPlacement::Fixed
                || !a.harborPool.empty();
        });
        const bool spiral56 = std::any_of(s.areas.begin(), s.areas.end(), [](const Area &a) {
            return a.tokenPlacement == TokenPlacement::Spiral
                && a.spiral.sequence == LetterSequence::FiveSix;
        });
        GeneratorConstraints k = GeneratorConstraints::all();
        if (spiral56)
            k.maxIntersectionPips = 13; // see GeneratorConstraints::all()
        const bool printedTokens = std::none_of(s.areas.begin(), s.areas.end(), [](const Area &a) {
            return !a.tokenPool.empty() || a.tokenPlacement != TokenPlacement::Fixed;
        });
        if (printedTokens && hasPools) {
            // Printed tokens fix every intersection's pips whatever terrain is dealt (The Four
            // Islands for 3 has a 13-pip corner): hold the board to its printed maximum.
            while (k.maxIntersectionPips < 20) {
                const auto probe = BoardGenerator::compile(s, k);
                if (probe && probe.value().generate(0))
                    break;
                ++k.maxIntersectionPips;
            }
        }
        {
            // Printed terrain keeps its own clumps (Through the Desert 5–6: a belt of 5 deserts):
            // hold the deal to the printed largest.
            Board printed = s.board;
            for (const Hex &h : s.board.hexes())
                if (h.terrain == Terrain::Unassigned)
                    printed.setHex({h.coord, Terrain::Sea});
            GeneratorConstraints clumps;
            clumps.maxTerrainClump = k.maxTerrainClump;
            while (clumps.maxTerrainClump < 20 && !brokenConstraint(printed, clumps).empty())
                ++clumps.maxTerrainClump;
            k.maxTerrainClump = clumps.maxTerrainClump;
            // Printed red numbers on printed gold (The Wonders of Catan's small islands) break
            // no-red-on-gold whatever is dealt.
            GeneratorConstraints gold;
            gold.noRedOnGold = true;
            if (!brokenConstraint(printed, gold).empty())
                k.noRedOnGold = false;
        }
        const auto compiledResult = BoardGenerator::compile(s, k);
        QVERIFY2(compiledResult.hasValue(),
            (entry.path().string() + ": " + (compiledResult ? "" : compiledResult.error().message))
                .c_str());
        const BoardGenerator &generator = compiledResult.value();
        if (!hasPools) {
            QVERIFY2(generator.generate(1).value() == s.board, entry.path().c_str());
            continue;
        }
        ++variable;
        // An area all of whose hexes lie in fog (The Fog Islands) is dealt nothing at set-up: its
        // pools are the face-down stacks and come back whole.
        const Scenario dealt = generator.generateScenario(1).value();
        for (std::size_t a = 0; a < s.areas.size(); ++a) {
            bool fog = false, other = false;
            for (const Hex &h : s.board.hexes())
                if (h.area == s.areas[a].id)
                    (h.terrain == Terrain::Fog ? fog : other) = true;
            if (fog && !other) {
                QCOMPARE(dealt.areas[a], s.areas[a]);
                ++fogAreas;
            }
        }
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            const auto board = generator.generate(seed);
            QVERIFY2(board.hasValue(), entry.path().c_str());
            QVERIFY2(brokenConstraint(board.value(), k).empty(),
                (entry.path().filename().string() + ", seed " + std::to_string(seed) + ": "
                    + brokenConstraint(board.value(), k))
                    .c_str());
            for (const Hex &h : board.value().hexes())
                QVERIFY(h.terrain != Terrain::Unassigned);
        }
    }
    QVERIFY(files >= 4);
    QVERIFY(variable >= 2); // base-variable-3-4 and base-variable-5-6
    QVERIFY(fogAreas >= 2); // seafarers-fog-islands-3 and -4
}

QTEST_GUILESS_MAIN(TestBoardGenerator)
#include "test_BoardGenerator.moc"
