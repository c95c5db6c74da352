// SPDX-License-Identifier: GPL-3.0-or-later
// Fog hexes of the engine (Seafarers, The Fog Islands, 001:L1826–1854) on the small fog board of
// EngineTestUtil.h (fogScenario): three face-down hexes east of the home island's forest. Each
// test names the rule and the rulebook line it checks.
#include "EngineTestUtil.h"
#include "validation/bots/GreedyBot.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::model::Corner;
using isle::model::Direction;
using isle::model::Resource;
using isle::model::Terrain;
using isle::validation::ActionType;
using isle::validation::ChanceList;
using isle::validation::makeAction;
using isle::validation::Phase;

namespace {

constexpr unsigned terrainArg(Terrain t)
{
    return static_cast<unsigned>(model::index(t));
}

struct Fixture
{
    std::shared_ptr<const Game> game = compileOrThrow(fogScenario(), 4);
    const Game &g = *game;
    int west = hexId(g, -1, 0); ///< the fog hex beside the forest
    int centre = hexId(g, 0, 0);
    int north = hexId(g, 0, -1);
    /// The forest's N corner: forest and two sea hexes.
    int forestN = cornerOf(g, -2, 0, Corner::North);
    /// The forest's NE corner: forest, sea and the west fog hex.
    int forestNE = cornerOf(g, -2, 0, Corner::NorthEast);
    /// The forest's NE side runs from forestN to forestNE (a coast: forest and sea).
    int forestNESide = edgeOf(g, -2, 0, Direction::NorthEast);

    /// Player 0 in the build phase with a settlement at the forest's N corner and the cards for
    /// a road.
    GameState start() const
    {
        GameState s = mainState(g);
        putBuilding(g, s, 0, forestN);
        give(s, 0, Resource::Brick, 1);
        give(s, 0, Resource::Lumber, 1);
        return s;
    }
    /// `start()` after the road along the forest's NE side discovered the west fog hex.
    GameState discovered() const
    {
        GameState s = start();
        g.apply(s, makeAction(ActionType::BuildRoad, unsigned(forestNESide)));
        return s;
    }
    int fogIndex(int hex) const { return g.fogIndexOf(hex); }
};

int cards(const GameState &s, int player, Resource r)
{
    return s.players[std::size_t(player)].resources[std::size_t(model::index(r))];
}

} // namespace

class TestEngineFog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_fogHexIsNeitherLandNorSeaWhileFaceDown();
    void rule_roadReachingFogCornerDiscoversIt();
    void rule_discoveredLandTakesTokenAndGivesItsResource();
    void rule_discoveredSeaHasNoTokenNoReward();
    void rule_discoveredDesertTakesNoToken();
    void rule_discoveredGoldRewardIsResourceOfChoice();
    void rule_noRewardWithoutTheScenarioRule();
    void rule_shipDiscoversEveryFogHexAtItsEnds();
    void rule_movedShipDiscovers();
    void rule_discoveredHexesProduceAndTakeRobberOrPirate();
    void rule_setupRoadDiscoversAndSetupOrderGoesOn();
    void compile_refusesFogItCannotPlay();
    void record_replaysFogDraws();
    void greedyBotsExploreTheFog();
};

void TestEngineFog::rule_fogHexIsNeitherLandNorSeaWhileFaceDown()
{
    // The white "?" hexes start empty (001:L1828): no settlement on a corner of fog and sea
    // only, no road or ship between two fog hexes, neither robber nor pirate on them.
    Fixture f;
    GameState s = mainState(f.g);
    QCOMPARE(f.g.fogHexCount(), 3);
    QCOMPARE(f.g.terrainNow(s, f.west), -1);
    QVERIFY(!f.g.isLandNow(s, f.west));
    QVERIFY(!f.g.isSeaNow(s, f.west));
    const int fogFogSide = edgeOf(f.g, -1, 0, Direction::East); // west fog | centre fog
    QVERIFY(!f.g.edgeBuildableNow(s, fogFogSide));
    QVERIFY(!f.g.edgeShippableNow(s, fogFogSide));
    const int fogCorner = cornerOf(f.g, -1, 0, Corner::NorthEast); // three fog hexes
    QVERIFY(!f.g.cornerBuildableNow(s, fogCorner));
    s.phase = Phase::MoveRobber;
    for (auto a : legalOf(f.g, s)) {
        const int h = validation::actionArgA(a);
        QVERIFY(h != f.west && h != f.centre && h != f.north);
    }
    // A side between sea and fog is a coast for ships: sailing there is how one explores.
    QVERIFY(f.g.edgeShippableNow(s, edgeOf(f.g, -1, 0, Direction::NorthWest)));
}

void TestEngineFog::rule_roadReachingFogCornerDiscoversIt()
{
    // "If you place a ship or road that connects to the intersection of an unexplored hex, you
    // must immediately draw the top hex from the pile" (001:L1850).
    Fixture f;
    GameState s = f.start();
    QVERIFY(legalOf(f.g, s).contains(makeAction(ActionType::BuildRoad, unsigned(f.forestNESide))));
    f.g.apply(s, makeAction(ActionType::BuildRoad, unsigned(f.forestNESide)));
    QCOMPARE(s.phase, Phase::ChanceFogHex);
    QVERIFY(f.g.isChanceNode(s));
    QCOMPARE(f.g.currentPlayer(s), Game::ChancePlayer);
    QCOMPARE(s.fogPending, 1u << f.fogIndex(f.west));
    // Every hex left in the stack is equally likely.
    ChanceList draws;
    f.g.chanceOutcomes(s, draws);
    QCOMPARE(draws.size(), 4);
    for (int i = 0; i < draws.size(); ++i)
        QCOMPARE(draws.weight(i), 1u);
    QVERIFY(f.g.isLegal(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Sea))));
    QVERIFY(!f.g.isLegal(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Hills))));
    // Building the road elsewhere, touching no fog, discovers nothing.
    GameState other = f.start();
    f.g.apply(other,
        makeAction(ActionType::BuildRoad, unsigned(edgeOf(f.g, -2, 0, Direction::NorthWest))));
    QCOMPARE(other.phase, Phase::Main);
    QCOMPARE(other.fogPending, 0u);
}

void TestEngineFog::rule_discoveredLandTakesTokenAndGivesItsResource()
{
    // Land: "you must also take a number chip from the pile and place it on the hex. Then you
    // receive a reward: 1 resource card of the type produced by that land hex!" (001:L1852).
    Fixture f;
    GameState s = f.discovered();
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Fields)));
    QCOMPARE(s.phase, Phase::ChanceFogToken);
    ChanceList tokens;
    f.g.chanceOutcomes(s, tokens);
    QCOMPARE(tokens.size(), 3); // 4, 9, 10
    f.g.apply(s, makeAction(ActionType::FogTokenOutcome, 9));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(f.g.terrainNow(s, f.west), model::index(Terrain::Fields));
    QCOMPARE(f.g.tokenNow(s, f.west), 9);
    QCOMPARE(f.g.resourceNow(s, f.west), model::index(Resource::Grain));
    QCOMPARE(cards(s, 0, Resource::Grain), 1);
    QCOMPARE(s.fogPending, 0u);
    // The stacks lost what was drawn.
    QCOMPARE(int(s.fogHexStack[0][std::size_t(model::index(Terrain::Fields))]), 0);
    QCOMPARE(int(s.fogTokenStack[0][9 - 2]), 0);
    // The hex is land now: a road may run between it and the next fog hex.
    QVERIFY(f.g.edgeBuildableNow(s, edgeOf(f.g, -1, 0, Direction::East)));
    QVERIFY(f.g.cornerBuildableNow(s, cornerOf(f.g, -1, 0, Corner::NorthEast)));
}

void TestEngineFog::rule_discoveredSeaHasNoTokenNoReward()
{
    // "If the newly discovered region is a sea hex, then there is no reward" (001:L1854).
    Fixture f;
    GameState s = f.discovered();
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Sea)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(f.g.tokenNow(s, f.west), 0);
    for (auto n : s.players[0].resources)
        QCOMPARE(int(n), 0);
    QVERIFY(f.g.isSeaNow(s, f.west));
    // The side between it and the next fog hex is now sea for ships (001:L1390).
    QVERIFY(f.g.edgeShippableNow(s, edgeOf(f.g, -1, 0, Direction::East)));
    QVERIFY(!f.g.edgeBuildableNow(s, edgeOf(f.g, -1, 0, Direction::East)));
}

void TestEngineFog::rule_discoveredDesertTakesNoToken()
{
    // Only land that produces takes a number: the desert takes none and yields nothing.
    Fixture f;
    GameState s = f.discovered();
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Desert)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(f.g.tokenNow(s, f.west), 0);
    QVERIFY(f.g.isLandNow(s, f.west));
    QCOMPARE(int(s.players[0].cardCount), 0);
}

void TestEngineFog::rule_discoveredGoldRewardIsResourceOfChoice()
{
    // A gold field "produces" the resource of one's choice (001:L1486), so its discovery reward
    // is one card of the finder's choice (RULES-DIGEST §6 #9: the book leaves it open).
    Fixture f;
    GameState s = f.discovered();
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Gold)));
    f.g.apply(s, makeAction(ActionType::FogTokenOutcome, 10));
    QCOMPARE(s.phase, Phase::GoldChoice);
    QCOMPARE(f.g.currentPlayer(s), 0);
    QCOMPARE(f.g.goldOwed(s, 0), 1);
    f.g.apply(s, makeAction(ActionType::ChooseGold, unsigned(model::index(Resource::Ore))));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(cards(s, 0, Resource::Ore), 1);
}

void TestEngineFog::rule_noRewardWithoutTheScenarioRule()
{
    // The reward is The Fog Islands' rule (RuleOptions::fogRevealReward); without it a discovery
    // only lays the hex and its token.
    model::Scenario sc = fogScenario();
    sc.rules.fogRevealReward = false;
    auto game = compileOrThrow(sc, 4);
    Fixture f;
    GameState s = f.start();
    game->apply(s, makeAction(ActionType::BuildRoad, unsigned(f.forestNESide)));
    game->apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Fields)));
    game->apply(s, makeAction(ActionType::FogTokenOutcome, 4));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(game->tokenNow(s, f.west), 4);
    QCOMPARE(int(s.players[0].cardCount), 0);
}

void TestEngineFog::rule_shipDiscoversEveryFogHexAtItsEnds()
{
    // A ship along the west fog hex's NW side ends at the forest's NE corner (west fog hex) and
    // at the corner of the west and north fog hexes: both are discovered, drawn one after the
    // other, and both rewards go to the finder.
    Fixture f;
    GameState s = mainState(f.g);
    putBuilding(f.g, s, 0, f.forestNE);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    const int side = edgeOf(f.g, -1, 0, Direction::NorthWest);
    QVERIFY(legalOf(f.g, s).contains(makeAction(ActionType::BuildShip, unsigned(side))));
    f.g.apply(s, makeAction(ActionType::BuildShip, unsigned(side)));
    QCOMPARE(s.fogPending, (1u << f.fogIndex(f.west)) | (1u << f.fogIndex(f.north)));
    const int first = std::min(f.fogIndex(f.west), f.fogIndex(f.north));
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Fields)));
    f.g.apply(s, makeAction(ActionType::FogTokenOutcome, 9));
    QCOMPARE(s.phase, Phase::ChanceFogHex); // the second hex is drawn next
    QCOMPARE(f.g.terrainNow(s, f.g.fogHex(first)), model::index(Terrain::Fields));
    // The stack has lost the fields: three hexes remain.
    ChanceList draws;
    f.g.chanceOutcomes(s, draws);
    QCOMPARE(draws.size(), 3);
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Sea)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(s.fogPending, 0u);
    QCOMPARE(cards(s, 0, Resource::Grain), 1);
    QCOMPARE(f.g.terrainNow(s, f.centre), -1); // the centre hex was not touched
}

void TestEngineFog::rule_movedShipDiscovers()
{
    // "When you move a ship, you must obey all of the usual rules for placing a new ship"
    // (001:L1431): a ship moved to a fog corner discovers the hex as a new one would (001:L1850).
    Fixture f;
    GameState s = mainState(f.g);
    putBuilding(f.g, s, 0, f.forestN);
    const int open = edgeOf(f.g, -2, -1, Direction::East); // north from the forest's N corner
    putShip(f.g, s, 0, open);
    const auto move = makeAction(ActionType::MoveShip, unsigned(open), unsigned(f.forestNESide));
    QVERIFY(legalOf(f.g, s).contains(move));
    f.g.apply(s, move);
    QCOMPARE(s.phase, Phase::ChanceFogHex);
    QCOMPARE(s.fogPending, 1u << f.fogIndex(f.west));
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Desert)));
    QCOMPARE(s.phase, Phase::Main);
    QVERIFY(s.shipMoved);
}

void TestEngineFog::rule_discoveredHexesProduceAndTakeRobberOrPirate()
{
    // The discovered hex carries its number like any other (001:L1852): it produces on its roll,
    // and the robber may go onto discovered land (001:L255), the pirate onto discovered sea
    // (001:L1504).
    Fixture f;
    GameState s = f.discovered();
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Fields)));
    f.g.apply(s, makeAction(ActionType::FogTokenOutcome, 9));
    const int grainBefore = cards(s, 0, Resource::Grain);
    putBuilding(f.g, s, 1, cornerOf(f.g, -1, 0, Corner::South), 2); // a city on the fields
    s.phase = Phase::ChanceDice;
    f.g.apply(s, makeAction(ActionType::DiceOutcome, 9));
    QCOMPARE(cards(s, 1, Resource::Grain), 2);
    QCOMPARE(cards(s, 0, Resource::Grain), grainBefore); // forest N corner does not touch it
    s.phase = Phase::MoveRobber;
    QVERIFY(legalOf(f.g, s).contains(makeAction(ActionType::MoveRobber, unsigned(f.west))));
    QVERIFY(!legalOf(f.g, s).contains(makeAction(ActionType::MoveRobber, unsigned(f.centre))));
    // The robber there stops it producing.
    s.robberHex = static_cast<std::int16_t>(f.west);
    s.phase = Phase::ChanceDice;
    f.g.apply(s, makeAction(ActionType::DiceOutcome, 9));
    QCOMPARE(cards(s, 1, Resource::Grain), 2);
    // Discovered sea takes the pirate.
    GameState sea = f.discovered();
    f.g.apply(sea, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Sea)));
    sea.phase = Phase::MoveRobber;
    QVERIFY(legalOf(f.g, sea).contains(makeAction(ActionType::MovePirate, unsigned(f.west))));
    QVERIFY(!legalOf(f.g, sea).contains(makeAction(ActionType::MovePirate, unsigned(f.north))));
}

void TestEngineFog::rule_setupRoadDiscoversAndSetupOrderGoesOn()
{
    // Set-up roads are placed roads too (001:L1850); after the draw the snake order goes on
    // (001:L666–684) and the reward is the finder's.
    Fixture f;
    GameState s = f.g.initialState();
    f.g.apply(s, makeAction(ActionType::BuildSettlement, unsigned(f.forestN)));
    QCOMPARE(s.phase, Phase::SetupRoad);
    f.g.apply(s, makeAction(ActionType::BuildRoad, unsigned(f.forestNESide)));
    QCOMPARE(s.phase, Phase::ChanceFogHex);
    f.g.apply(s, makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Fields)));
    f.g.apply(s, makeAction(ActionType::FogTokenOutcome, 10));
    QCOMPARE(s.phase, Phase::SetupSettlement);
    QCOMPARE(f.g.currentPlayer(s), 1);
    QCOMPARE(cards(s, 0, Resource::Grain), 1);
    // The fog area forbids starting settlements: not even on its discovered land.
    const int onFields = cornerOf(f.g, -1, 0, Corner::North); // fields, sea and fog
    QVERIFY(f.g.cornerBuildableNow(s, onFields));
    QVERIFY(!f.g.canPlaceSettlement(s, 1, onFields, true));
}

void TestEngineFog::compile_refusesFogItCannotPlay()
{
    auto refusal = [](const model::Scenario &sc) {
        return refusalOf(sc, 4);
    };
    QVERIFY(refusal(fogScenario()).empty());
    {
        model::Scenario sc = fogScenario(); // fog needs Seafarers
        sc.products = {model::Product::Base};
        sc.rules.setupShipAllowed = false;
        sc.rules.fogRevealReward = false;
        sc.board.setPirate(std::nullopt);
        QVERIFY(refusal(sc).find("Seafarers") != std::string::npos);
    }
    {
        model::Scenario sc = fogScenario(); // no area, no stack
        model::Hex h {{0, 0}, Terrain::Fog};
        sc.board.setHex(h);
        QVERIFY(refusal(sc).find("belongs to no area") != std::string::npos);
    }
    {
        model::Scenario sc = fogScenario(); // 3 fog hexes, 2 hexes in the stack
        sc.areas[0].terrainPool = {{Terrain::Fields, 1}, {Terrain::Sea, 1}};
        QVERIFY(refusal(sc).find("2 hexes for 3 fog hexes") != std::string::npos);
    }
    {
        model::Scenario sc = fogScenario(); // 2 land hexes may be drawn, 1 token
        sc.areas[0].tokenPool = {9};
        QVERIFY(refusal(sc).find("token stack has 1 tokens") != std::string::npos);
    }
    {
        model::Scenario sc = fogScenario();
        sc.areas[0].terrainPool[Terrain::Lake] = 1;
        QVERIFY(refusal(sc).find("'lake'") != std::string::npos);
    }
    {
        model::Scenario sc = fogScenario(); // islands change as the fog lifts
        sc.specialVictoryRules.push_back(
            {model::SpecialVictoryKind::ForeignIslandSettlement, 2, "", "foreign islands"});
        QVERIFY(refusal(sc).find("special victory points together with fog") != std::string::npos);
    }
}

void TestEngineFog::record_replaysFogDraws()
{
    // The draws are chance actions in the record like dice, so a game replays bit-identically
    // (the conformance suite replays whole self-play games on this board).
    Fixture f;
    GameState s = f.discovered();
    const auto draws = {makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Gold)),
        makeAction(ActionType::FogTokenOutcome, 4),
        makeAction(ActionType::ChooseGold, unsigned(model::index(Resource::Wool)))};
    GameState replay = f.discovered();
    for (auto a : draws) {
        QVERIFY(f.g.isLegal(s, a));
        f.g.apply(s, a);
        f.g.apply(replay, a);
    }
    QCOMPARE(validation::stateHash(s), validation::stateHash(replay));
    QCOMPARE(f.g.actionToString(makeAction(ActionType::FogHexOutcome, terrainArg(Terrain::Gold))),
        std::string("fog hex drawn: gold"));
}

void TestEngineFog::greedyBotsExploreTheFog()
{
    // The heuristic bot values a piece that discovers fog (the reward and new land), so greedy
    // self-play on the fog board lifts the fog in most games.
    Fixture f;
    validation::GreedyBot bot;
    int games = 0, discovered = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        model::Rng rng(seed);
        GameState s = f.g.initialState();
        validation::ActionList legal;
        while (!f.g.isTerminal(s)) {
            if (f.g.isChanceNode(s)) {
                f.g.apply(s, f.g.sampleChance(s, rng));
                continue;
            }
            f.g.legalActions(s, legal);
            f.g.apply(s, bot.chooseAction(f.g, s, legal, rng));
        }
        ++games;
        for (int k = 0; k < f.g.fogHexCount(); ++k)
            discovered += f.g.terrainNow(s, f.g.fogHex(k)) >= 0 ? 1 : 0;
    }
    qInfo("%d of %d fog hexes discovered", discovered, games * f.g.fogHexCount());
    QVERIFY2(discovered >= games * 2, qPrintable(QString::number(discovered)));
}

QTEST_GUILESS_MAIN(TestEngineFog)
#include "test_EngineFog.moc"
