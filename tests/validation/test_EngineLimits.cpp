// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's size limits (validation/engine/EngineLimits.h): large boards compile and play,
// a board past a limit is refused naming the limit really crossed, and the validator warns with
// the very same numbers ("structure.engine-limit").

#include "EngineTestUtil.h"

#include "validation/bots/Bot.h"
#include "validation/checks/Validator.h"
#include "validation/engine/EngineLimits.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QTest>

#include <algorithm>
#include <filesystem>

using namespace isle;
using namespace isle::test;
using isle::validation::ActionType;
using isle::validation::makeAction;

namespace {

/// A hexagon of land of the given radius (terrains and tokens cycling, one desert in the middle)
/// inside a frame ring one further out (frame cells are no topology hexes): radius 18 gives 1,027
/// land hexes.
model::Scenario bigIsland(int radius)
{
    using T = model::Terrain;
    static constexpr T producing[] = {T::Hills, T::Forest, T::Pasture, T::Fields, T::Mountains};
    static constexpr int tokens[] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
    model::Board board;
    int k = 0;
    for (int q = -radius - 1; q <= radius + 1; ++q)
        for (int r = -radius - 1; r <= radius + 1; ++r) {
            const model::HexCoord c {q, r};
            const int d = model::HexCoord::length(c);
            if (d == radius + 1) {
                board.setHex({c, T::Frame});
            } else if (d == 0) {
                board.setHex({c, T::Desert});
            } else if (d <= radius) {
                board.setHex({c, producing[k % 5], model::NumberToken {tokens[k % 10], {}}});
                ++k;
            }
        }
    model::Scenario s;
    s.id = "big-island";
    s.minPlayers = 3;
    s.maxPlayers = 4;
    s.products = {model::Product::Base};
    s.victoryPoints = 10;
    s.board = std::move(board);
    return s;
}

/// One row of deserts: few hexes, but 4 intersections and 5 paths per hex.
model::Scenario longRow(int hexes)
{
    model::Scenario s;
    s.id = "long-row";
    s.minPlayers = 3;
    s.maxPlayers = 4;
    s.products = {model::Product::Base};
    s.victoryPoints = 10;
    for (int q = 0; q < hexes; ++q)
        s.board.setHex({{q, 0}, model::Terrain::Desert});
    return s;
}

} // namespace

class TestEngineLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thousandHexBoardCompilesAndPlays();
    void largestFiveSixSeafarersBoardCompilesAndPlays();
    void refusalNamesTheLimitReallyCrossed();
    void validatorWarnsWithTheEngineConstants();
    void largeIdsRoundTripThroughActions();
};

void TestEngineLimits::thousandHexBoardCompilesAndPlays()
{
    const model::Scenario sc = bigIsland(18);
    validation::GameConfig config;
    config.maxTurns = 60; // a game on 1,027 land hexes is long; the point is that it plays
    const auto compiled = Game::compile(sc, 4, config);
    QVERIFY2(compiled.game, compiled.error.c_str());
    const Game &g = *compiled.game;
    QCOMPARE(g.topology().hexCount(), 1027);
    QVERIFY(g.topology().cornerCount() > validation::MaxCorners / 2);
    QVERIFY(g.topology().edgeCount() > 1023); // ids past the old 10-bit action argument
    QVERIFY(!validation::engineLimitCrossed(
        g.topology().hexCount(), g.topology().cornerCount(), g.topology().edgeCount()));
    auto random = validation::makeBot("random");
    auto greedy = validation::makeBot("greedy");
    std::vector<validation::Bot *> bots {greedy.get(), random.get(), random.get(), random.get()};
    const auto r = validation::PlaytestRunner::playGame(g, bots, 11);
    QVERIFY(r.has_value());
    QVERIFY(r->actions > 100);
}

void TestEngineLimits::largestFiveSixSeafarersBoardCompilesAndPlays()
{
    // The largest official 5–6 Seafarers board the repository ships (The Pirate Islands 5–6)
    // under the general Seafarers rules, for 6 players.
    const model::Scenario sc = seafarersBoardOf(
        std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios/seafarers-pirate-islands-5-6.json");
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, 6, {}, error);
    QVERIFY2(runner, error.c_str());
    const auto game = runner->gameFor(1, error);
    QVERIFY2(game, error.c_str());
    auto greedy = validation::makeBot("greedy");
    std::vector<validation::Bot *> bots(6, greedy.get());
    const auto r = validation::PlaytestRunner::playGame(*game, bots, 3);
    QVERIFY(r.has_value());
    QVERIFY(r->winner >= 0);
}

void TestEngineLimits::refusalNamesTheLimitReallyCrossed()
{
    // 1,200 hexes are under the hex limit, but a single row of them has 4,802 intersections:
    // the refusal must say intersections, not "1200 hexes; at most 1536".
    const model::Scenario sc = longRow(1200);
    const auto compiled = Game::compile(sc, 4);
    QVERIFY(!compiled.game);
    QCOMPARE(compiled.refusal.code, std::string("engine.board-too-large"));
    const std::vector<std::string> args {
        "intersections", "4802", std::to_string(validation::MaxCorners)};
    QVERIFY(compiled.refusal.args == args);
    QVERIFY2(
        compiled.error.find("4802 intersections") != std::string::npos, compiled.error.c_str());
    QVERIFY(compiled.error.find("hexes") == std::string::npos);
    // Too many hexes is named as hexes.
    const auto hexes = Game::compile(bigIsland(23), 4); // 1,657 land hexes
    QVERIFY(!hexes.game);
    QCOMPARE(hexes.refusal.args.front(), std::string("hexes"));
    QCOMPARE(hexes.refusal.args.back(), std::to_string(validation::MaxHexes));
}

void TestEngineLimits::validatorWarnsWithTheEngineConstants()
{
    // The validator's warning carries the same limit and numbers as the engine's refusal.
    const model::Scenario sc = longRow(1200);
    const auto compiled = Game::compile(sc, 4);
    const auto issues = validation::validateScenario(sc);
    const auto it = std::find_if(issues.begin(), issues.end(),
        [](const model::Issue &i) { return i.code == "structure.engine-limit"; });
    QVERIFY(it != issues.end());
    QVERIFY(it->severity == model::Severity::Warning);
    QVERIFY(it->args == compiled.refusal.args);
    const auto limit = validation::engineLimitCrossed(1200, 4802, 6001);
    QVERIFY(limit);
    QCOMPARE(std::string(limit->what), std::string("intersections"));
    QVERIFY(!validation::engineLimitCrossed(
        validation::MaxHexes, validation::MaxCorners, validation::MaxEdges));
    QCOMPARE(std::string(validation::engineLimitCrossed(1, 1, validation::MaxEdges + 1)->what),
        std::string("paths"));
}

void TestEngineLimits::largeIdsRoundTripThroughActions()
{
    // Ids up to MaxActionArg fit an Action; actions with ids below 1024 keep their old numbers,
    // so game records written before stay valid.
    static_assert(validation::MaxEdges <= validation::MaxActionArg);
    const auto move = makeAction(ActionType::MoveShip, 5000, 4097);
    QVERIFY(validation::actionType(move) == ActionType::MoveShip);
    QCOMPARE(validation::actionArgA(move), 5000);
    QCOMPARE(validation::actionArgB(move), 4097);
    QCOMPARE(makeAction(ActionType::BuildRoad, 100), validation::Action(4u | 100u << 6));
    const auto ask = makeAction(ActionType::TradeAsk, 4);
    QCOMPARE(ask, validation::Action(36u | 4u << 6));
    QCOMPARE(validation::actionArgA(ask), 4);
}

QTEST_GUILESS_MAIN(TestEngineLimits)
#include "test_EngineLimits.moc"
