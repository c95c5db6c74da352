// SPDX-License-Identifier: GPL-3.0-or-later
#include "BoardFixtures.h"
#include "model/LetterSequences.h"
#include "model/TokenSpiral.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <string>

using namespace isle::model;

namespace {
std::vector<HexCoord> landOf(const Board &board)
{
    std::vector<HexCoord> land;
    for (const Hex &h : board.hexes())
        if (isLand(h.terrain))
            land.push_back(h.coord);
    return land;
}

/// Rows of the board top to bottom, "/"-separated; each land hex shows its token value (or
/// letter), hexes without a token are left out (as in the printed examples).
std::string tokenRows(const Board &board, bool letters)
{
    std::string out;
    int row = std::numeric_limits<int>::min();
    for (const Hex &h : board.hexes()) { // sorted row-major
        if (!isLand(h.terrain) || !h.token)
            continue;
        if (h.coord.r != row) {
            if (!out.empty())
                out += " / ";
            row = h.coord.r;
        } else {
            out += ' ';
        }
        out += letters ? h.token->letter : std::to_string(h.token->value);
    }
    return out;
}

Board illustrationQBoard(HexCoord desert)
{
    Board board = isle::test::baseBoardShape(Terrain::Fields);
    board.setHex({desert, Terrain::Desert});
    return board;
}
} // namespace

class TestTokenSpiral : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void letterTablesMatchTheReference();
    void cornersOfTheRegularIslands();
    void baseIllustrationQ();
    void baseIllustrationQIsTheOnlyMatchingPlacement();
    void fiveSixPlacementOrderDiagram();
    void clockwiseMirrorsTheWalk();
    void everyInnerRingStartsJustInsideTheCorner();
    void irregularIslandWalksEveryHexOnce();
    void layReportsShortAndLongSequences();
    void fixedHexesKeepTheirToken();
};

void TestTokenSpiral::letterTablesMatchTheReference()
{
    // token-sequences.md: base multiset one 2 and 12, two of the others; 5-6 two 2/12, three
    // others.
    auto counts = [](std::span<const NumberToken> seq) {
        std::map<int, int> c;
        for (const NumberToken &t : seq)
            ++c[t.value];
        return c;
    };
    const auto base = counts(LetterSequences::base());
    QCOMPARE(LetterSequences::base().size(), std::size_t {18});
    for (int v : {3, 4, 5, 6, 8, 9, 10, 11})
        QCOMPARE(base.at(v), 2);
    QCOMPARE(base.at(2), 1);
    QCOMPARE(base.at(12), 1);
    QCOMPARE(
        LetterSequences::base()[1], (NumberToken {2, "B"})); // T&B: "2" is letter B (001:L4789)
    QCOMPARE(LetterSequences::base()[7], (NumberToken {12, "H"})); // and "12" is H (001:L5233)

    const auto fiveSix = counts(LetterSequences::fiveSix());
    QCOMPARE(LetterSequences::fiveSix().size(), std::size_t {28});
    for (int v : {3, 4, 5, 6, 8, 9, 10, 11})
        QCOMPARE(fiveSix.at(v), 3);
    QCOMPARE(fiveSix.at(2), 2);
    QCOMPARE(fiveSix.at(12), 2);
    QCOMPARE(LetterSequences::fiveSix()[25].letter, std::string("Za")); // 001:L1116
    QCOMPARE(LetterSequences::fiveSix()[27].letter, std::string("Zc"));

    SpiralSettings custom;
    custom.sequence = LetterSequence::Custom;
    custom.customSequence = {{4, "X"}, {9, "Y"}};
    QCOMPARE(LetterSequences::forSettings(custom).size(), std::size_t {2});
    QCOMPARE(LetterSequences::forSettings(SpiralSettings {}).size(), std::size_t {18});
}

void TestTokenSpiral::cornersOfTheRegularIslands()
{
    // Corner k = land hex farthest in Direction k: on the base hexagon 2 * step(k).
    const auto base = landOf(isle::test::baseBoardShape());
    for (int k = 0; k < 6; ++k)
        QCOMPARE(TokenSpiral::cornerHex(base, k), HexCoord::step(directionFromIndex(k)) * 2);
    const auto fiveSix = landOf(isle::test::fiveSixBoardShape());
    const std::array<HexCoord, 6> expected {HexCoord {2, 0}, HexCoord {2, -3}, HexCoord {0, -3},
        HexCoord {-3, 0}, HexCoord {-3, 3}, HexCoord {-1, 3}};
    for (int k = 0; k < 6; ++k)
        QCOMPARE(TokenSpiral::cornerHex(fiveSix, k), expected[static_cast<std::size_t>(k)]);
}

void TestTokenSpiral::baseIllustrationQ()
{
    // 001:L719 / RULES-DIGEST §3.2: Illustration Q — start at the top-left corner (corner 2),
    // counter-clockwise, desert on the 2nd hex of the middle row.
    Board board = illustrationQBoard({-1, 0});
    const auto walk = TokenSpiral::walk(landOf(board), 2, false);
    QCOMPARE(walk.size(), std::size_t {19});
    const auto result = TokenSpiral::lay(board, walk, LetterSequences::base());
    QCOMPARE(result.laid, 18);
    QCOMPARE(result.missing, 0);
    QCOMPARE(result.unused, 0);
    QCOMPARE(
        tokenRows(board, false), std::string("5 10 8 / 2 9 3 4 / 6 11 6 11 / 3 4 5 12 / 8 10 9"));
    QCOMPARE(tokenRows(board, true), std::string("A L K / B M Q J / C R P I / D N O H / E F G"));
    QVERIFY(!board.hexAt({-1, 0})->token.has_value()); // the desert is skipped
}

void TestTokenSpiral::baseIllustrationQIsTheOnlyMatchingPlacement()
{
    // token-sequences.md: "no other start/direction/desert combination does".
    const std::string printed = "5 10 8 / 2 9 3 4 / 6 11 6 11 / 3 4 5 12 / 8 10 9";
    const auto land = landOf(isle::test::baseBoardShape());
    int matches = 0;
    for (HexCoord desert : land)
        for (int corner = 0; corner < 6; ++corner)
            for (bool clockwise : {false, true}) {
                Board board = illustrationQBoard(desert);
                TokenSpiral::lay(
                    board, TokenSpiral::walk(land, corner, clockwise), LetterSequences::base());
                if (tokenRows(board, false) == printed) {
                    ++matches;
                    QCOMPARE(desert, (HexCoord {-1, 0}));
                    QCOMPARE(corner, 2);
                    QVERIFY(!clockwise);
                }
            }
    QCOMPARE(matches, 1);
}

void TestTokenSpiral::fiveSixPlacementOrderDiagram()
{
    // 001:L1114 / RULES-DIGEST §3.4: "Number Token Placement Order" — "A" on the upper-right
    // corner hex (corner 1), counter-clockwise, deserts on row 3 hex 1 and row 5 hex 4.
    Board board = isle::test::fiveSixBoardShape(Terrain::Pasture);
    board.setHex({{-2, -1}, Terrain::Desert});
    board.setHex({{0, 1}, Terrain::Desert});
    const auto walk = TokenSpiral::walk(landOf(board), 1, false);
    QCOMPARE(walk.size(), std::size_t {30});
    const auto result = TokenSpiral::lay(board, walk, LetterSequences::fiveSix());
    QCOMPARE(result.laid, 28);
    QCOMPARE(result.unused, 0);
    QCOMPARE(tokenRows(board, true),
        std::string("C B A / D Q P O / R Y X N / E S Za Zc W M / F T Zb L / G U V K / H I J"));
}

void TestTokenSpiral::clockwiseMirrorsTheWalk()
{
    // Clockwise from the top-left corner runs east along the top row; mirroring the island
    // left-right turns a clockwise walk into the counter-clockwise one from the mirrored corner.
    const auto land = landOf(isle::test::baseBoardShape());
    const auto cw = TokenSpiral::walk(land, 2, true);
    QCOMPARE(cw[0], (HexCoord {0, -2}));
    QCOMPARE(cw[1], (HexCoord {1, -2}));
    QCOMPARE(cw[2], (HexCoord {2, -2}));
    const auto ccw = TokenSpiral::walk(land, 1, false); // corner 1 (NE) is corner 2 mirrored
    QCOMPARE(ccw.size(), cw.size());
    for (std::size_t i = 0; i < cw.size(); ++i)
        QCOMPARE(ccw[i], cw[i].mirroredHorizontally());
}

void TestTokenSpiral::everyInnerRingStartsJustInsideTheCorner()
{
    // Rotational symmetry: the walk from corner k is the walk from corner 0 turned k * 60°.
    const auto land = landOf(isle::test::baseBoardShape());
    const auto from0 = TokenSpiral::walk(land, 0, false);
    QCOMPARE(from0[12], (HexCoord {1, 0})); // ring 1 starts just inside corner (2, 0)
    QCOMPARE(from0[18], (HexCoord {0, 0}));
    for (int k = 1; k < 6; ++k) {
        const auto fromK = TokenSpiral::walk(land, k, false);
        for (std::size_t i = 0; i < from0.size(); ++i)
            QCOMPARE(fromK[i], from0[i].rotatedCcw(k));
    }
}

void TestTokenSpiral::irregularIslandWalksEveryHexOnce()
{
    // A ragged island with a one-hex neck, a bay, an inland lake hole and a separate islet.
    std::vector<HexCoord> land;
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r) {
            const HexCoord c {q, r};
            if (HexCoord::length(c) <= 3 && c != HexCoord {0, 0} && c != HexCoord {3, -3}
                && c != HexCoord {2, -3} && c != HexCoord {-3, 1} && c != HexCoord {-3, 2})
                land.push_back(c);
        }
    land.push_back({4, 0}); // neck
    land.push_back({5, 0});
    land.push_back({6, -1}); // peninsula beyond the neck
    land.push_back({6, 0});
    land.push_back({-6, 2}); // an islet
    land.push_back({-6, 3});

    const auto walk = TokenSpiral::walk(land, 1, false);
    QCOMPARE(walk.size(), land.size());
    QCOMPARE(
        std::set<HexCoord>(walk.begin(), walk.end()), std::set<HexCoord>(land.begin(), land.end()));
    QCOMPARE(TokenSpiral::walk(land, 1, false), walk); // deterministic
    QCOMPARE(walk.front(), TokenSpiral::cornerHex(land, 1));

    // A walk of neighbours: jumps happen only between layers and between separate coasts.
    int jumps = 0;
    for (std::size_t i = 1; i < walk.size(); ++i)
        if (walk[i - 1].distanceTo(walk[i]) != 1)
            ++jumps;
    QVERIFY2(jumps <= 6, qPrintable(QString::number(jumps)));

    // Every land hex gets exactly one token when enough letters are given.
    Board board;
    for (HexCoord c : land)
        board.setHex({c, Terrain::Forest});
    std::vector<NumberToken> sequence(land.size(), NumberToken {5, "x"});
    const auto result = TokenSpiral::lay(board, walk, sequence);
    QCOMPARE(result.laid, static_cast<int>(land.size()));
    for (const Hex &h : board.hexes())
        QVERIFY(h.token.has_value());
}

void TestTokenSpiral::layReportsShortAndLongSequences()
{
    Board board = illustrationQBoard({0, 0});
    const auto walk = TokenSpiral::walk(landOf(board), 2, false);
    const auto shortSeq = LetterSequences::base().first(10);
    auto result = TokenSpiral::lay(board, walk, shortSeq);
    QCOMPARE(result.laid, 10);
    QCOMPARE(result.missing, 8);
    QCOMPARE(result.unused, 0);
    result = TokenSpiral::lay(board, walk, LetterSequences::fiveSix());
    QCOMPARE(result.laid, 18);
    QCOMPARE(result.unused, 10);
}

void TestTokenSpiral::fixedHexesKeepTheirToken()
{
    Board board = illustrationQBoard({-1, 0});
    Hex fixedHex = *board.hexAt({0, -2});
    fixedHex.fixed = true;
    fixedHex.token = NumberToken {11, ""};
    board.setHex(fixedHex);
    const auto walk = TokenSpiral::walk(landOf(board), 2, false);
    const auto result = TokenSpiral::lay(board, walk, LetterSequences::base());
    QCOMPARE(result.laid, 17);
    QCOMPARE(board.hexAt({0, -2})->token->value, 11);
    QCOMPARE(board.hexAt({-1, -1})->token->letter, std::string("A")); // the next hex takes "A"
}

QTEST_GUILESS_MAIN(TestTokenSpiral)
#include "test_TokenSpiral.moc"
