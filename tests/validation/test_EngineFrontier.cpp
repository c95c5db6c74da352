// SPDX-License-Identifier: GPL-3.0-or-later
// The frontier the engine keeps (GameState::frontier, rules/base/Frontier.cpp): where each
// player's pieces let a road, a settlement or a ship go, and which ships may sail. After every
// action of whole games of every shipped scenario it equals its recomputation from the pieces (and
// so do the production yields, GameState::yields, rules/base/Yields.cpp), and a piece of one player
// that closes sides to another (an opponent's settlement, 001:L478) reaches the other's frontier
// and legal roads. The legal roads and settlements themselves are the rule tests'
// (test_EngineRules: rule_roadMustConnect, rule_roadBlockedByOpponentSettlement,
// rule_settlementNeedsOwnRoad).
#include "EngineTestUtil.h"
#include "model/ScenarioFile.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QTest>

#include <filesystem>
#include <memory>

using namespace isle;
using namespace isle::test;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::GameState;
using isle::validation::makeAction;
using isle::validation::PieceFrontier;

namespace {

bool hasBit(const auto &words, int id)
{
    return (words[static_cast<std::size_t>(id / 64)] >> (id % 64)) & 1u;
}

/// The side between two neighbouring intersections.
int sideBetween(const Game &g, int a, int b)
{
    for (auto e : g.topology().cornerEdges(a))
        if (e >= 0) {
            const auto &ends = g.topology().edgeCorners(e);
            if (ends[0] == b || ends[1] == b)
                return e;
        }
    return -1;
}

/// An intersection next to `from`, other than `avoid`, where a building may stand.
int landNeighbour(const Game &g, int from, int avoid)
{
    for (auto c : g.topology().cornerCorners(from))
        if (c >= 0 && c != avoid && g.cornerBuildable(c))
            return c;
    return -1;
}

} // namespace

class TestEngineFrontier : public QObject
{
    Q_OBJECT

private slots:
    void keptThroughWholeGamesOfEveryScenario();
    void opponentSettlementClosesSidesThroughIt();
};

void TestEngineFrontier::keptThroughWholeGamesOfEveryScenario()
{
    // Random games reach every kind of piece change: roads, ships built and moved, settlements
    // and cities, knights built, moved and displaced, Diplomats, pirate fleets sinking ships,
    // captured fortresses. One game per file and player count.
    std::uint64_t actions = 0, files = 0;
    const auto dir = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios";
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json")
            continue;
        const model::LoadResult loaded = model::loadScenarioFile(entry.path());
        QVERIFY2(loaded.ok(), qPrintable(QString::fromStdString(entry.path().string())));
        const model::Scenario &scenario = *loaded.scenario;
        ++files;
        for (int players = std::max(3, scenario.minPlayers);
             players <= std::min(validation::MaxPlayers, scenario.maxPlayers); ++players) {
            std::string error;
            auto runner = validation::PlaytestRunner::forScenario(scenario, players, {}, error);
            auto game = runner ? runner->gameFor(7, error) : nullptr;
            if (!game)
                continue; // a player count the scenario does not play (its own tests say why)
            model::Rng rng(static_cast<std::uint64_t>(players) * 1000 + files);
            GameState s = game->initialState();
            ActionList legal;
            auto fresh = std::make_unique<PieceFrontier>();
            auto freshYields = std::make_unique<decltype(GameState::yields)>();
            while (!game->isTerminal(s)) {
                Action a;
                if (game->isChanceNode(s)) {
                    a = game->sampleChance(s, rng);
                } else {
                    game->legalActions(s, legal);
                    a = legal[static_cast<int>(
                        rng.boundedInt(static_cast<std::uint32_t>(legal.size())))];
                }
                game->apply(s, a);
                ++actions;
                game->computeFrontier(s, *fresh);
                if (!(*fresh == s.frontier)) {
                    const std::string why = entry.path().filename().string() + ", "
                        + std::to_string(players) + " players: the kept frontier differs after "
                        + "action " + std::to_string(actions) + " (type "
                        + std::to_string(int(validation::actionType(a))) + ")";
                    QFAIL(why.c_str());
                }
                game->computeYields(s, *freshYields);
                if (*freshYields != s.yields) {
                    const std::string why = entry.path().filename().string() + ", "
                        + std::to_string(players) + " players: the kept yields differ after "
                        + "action " + std::to_string(actions) + " (type "
                        + std::to_string(int(validation::actionType(a))) + ")";
                    QFAIL(why.c_str());
                }
            }
        }
    }
    QVERIFY(files >= 20);
    QVERIFY(actions > 100000);
}

void TestEngineFrontier::opponentSettlementClosesSidesThroughIt()
{
    // 001:L478: a road cannot go on through an opponent's settlement. Player 0's road ends at
    // intersection c; player 1, whose road also reaches c, settles there: the third side at c
    // leaves player 0's frontier and legal roads, and stays in player 1's.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    const int a = cornerOf(*g, 0, 0, model::Corner::North);
    const int b = landNeighbour(*g, a, -1);
    const int c = landNeighbour(*g, b, a);
    // Onward from c, away from b. Intersections and sides form a graph whose shortest cycle
    // is a hexagon, so a-b-c-d-e is a path with a and e three sides apart.
    int d = -1, e = -1;
    for (auto x : g->topology().cornerCorners(c))
        if (x >= 0 && x != b && g->cornerBuildable(x) && d < 0) {
            const int y = landNeighbour(*g, x, c);
            if (y >= 0) {
                d = x;
                e = y;
            }
        }
    QVERIFY(b >= 0 && c >= 0 && d >= 0 && e >= 0);
    int third = -1; // the side at c that is neither player's road
    for (auto side : g->topology().cornerEdges(c))
        if (side >= 0 && side != sideBetween(*g, b, c) && side != sideBetween(*g, c, d))
            third = side;
    QVERIFY(third >= 0);

    putBuilding(*g, s, 0, a);
    putRoad(*g, s, 0, sideBetween(*g, a, b));
    putRoad(*g, s, 0, sideBetween(*g, b, c));
    putBuilding(*g, s, 1, e);
    putRoad(*g, s, 1, sideBetween(*g, e, d));
    putRoad(*g, s, 1, sideBetween(*g, d, c));
    for (int p : {0, 1}) {
        give(s, p, Resource::Brick, 1);
        give(s, p, Resource::Lumber, 1);
    }
    QVERIFY(hasBit(s.frontier.roadSides[0], third));
    s.actor = s.turnPlayer = 0;
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::BuildRoad, unsigned(third))));

    s.actor = s.turnPlayer = 1;
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, 1, r, 1);
    const Action settle = makeAction(ActionType::BuildSettlement, unsigned(c));
    QVERIFY(legalOf(*g, s).contains(settle));
    g->apply(s, settle);

    QVERIFY(!hasBit(s.frontier.roadSides[0], third));
    QVERIFY(hasBit(s.frontier.roadSides[1], third));
    auto fresh = std::make_unique<PieceFrontier>();
    g->computeFrontier(s, *fresh);
    QVERIFY(*fresh == s.frontier);
    s.actor = s.turnPlayer = 0;
    QVERIFY(!legalOf(*g, s).contains(makeAction(ActionType::BuildRoad, unsigned(third))));
}

QTEST_APPLESS_MAIN(TestEngineFrontier)
#include "test_EngineFrontier.moc"
