// SPDX-License-Identifier: GPL-3.0-or-later
// Rule-by-rule tests of the engine on small hand-built positions, part 2: development cards,
// victory, maritime trade (domestic trade: test_EngineDomesticTrade), the turn limit, the 5-6
// paired turn and the refusals (part 1 is test_EngineRules). Each test names its rule and the
// rulebook line it checks (RULES-DIGEST §5).
#include "EngineTestUtil.h"

#include <QTest>

using namespace isle;
using namespace isle::test;
using isle::model::Corner;
using isle::model::Direction;
using isle::model::Resource;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::ChanceList;
using isle::validation::DevCard;
using isle::validation::makeAction;
using isle::validation::Phase;

class TestEngineCardsAndTrade : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_devDeckComposition();
    void rule_devCardNotPlayableTurnBought();
    void rule_oneDevCardPerTurn();
    void rule_knightBeforeRoll();
    void rule_yearOfPlenty();
    void rule_monopoly();
    void rule_roadBuildingTwoFreeRoads();
    void rule_vpCardWinsOnTurnBought();
    void rule_victoryOnlyOnOwnTurn();
    void rule_maritimeRates();
    void rule_turnLimitStalls();
    void rule_pairedPlayerTwoIsThirdToTheLeft();
    void rule_pairedPlayerTwoTradesWithSupplyOnly();
    void rule_fiveSixBankAndDeck();
    void rule_fiveSixPlaysOnlyPairedTurns();
    void rule_scenarioStatesItsOwnDeck();
    void rule_refusesUnimplementedRules();
};

void TestEngineCardsAndTrade::rule_devDeckComposition()
{
    // 001:L535: 14 knights, 2 road building, 2 year of plenty, 2 monopoly, 5 victory points.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    const GameState s = g->initialState();
    QCOMPARE(s.devDeck, (std::array<std::uint8_t, 5> {14, 2, 2, 2, 5}));
    QCOMPARE(int(s.bank[0]), 19);
}

void TestEngineCardsAndTrade::rule_devCardNotPlayableTurnBought()
{
    // 001:L362: never a card bought this turn; playable from the next turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::BuyDevCard));
    g->apply(s, makeAction(ActionType::DevCardOutcome, unsigned(DevCard::Knight)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.devDeck[0]), 13);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayKnight), 0);
    passAround(*g, s);
    QCOMPARE(s.phase, Phase::PreRoll);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayKnight), 1);
}

void TestEngineCardsAndTrade::rule_oneDevCardPerTurn()
{
    // 001:L360: at most one development card per turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    giveDevCard(s, 0, DevCard::Knight);
    giveDevCard(s, 0, DevCard::Monopoly);
    g->apply(s, makeAction(ActionType::PlayKnight));
    g->apply(s, legalOf(*g, s)[0]); // move the robber (nobody to rob)
    QCOMPARE(s.phase, Phase::Main);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::PlayMonopoly), 0);
    QCOMPARE(countOf(l, ActionType::PlayKnight), 0);
}

void TestEngineCardsAndTrade::rule_knightBeforeRoll()
{
    // 001:L362: a knight may be played before rolling; the roll follows.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.phase = Phase::PreRoll;
    s.rolled = 0;
    giveDevCard(s, 0, DevCard::Knight);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::PlayKnight)));
    g->apply(s, makeAction(ActionType::PlayKnight));
    g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::PreRoll);
    QCOMPARE(legalOf(*g, s).size(), 1);
    QCOMPARE(legalOf(*g, s)[0], makeAction(ActionType::RollDice));
}

void TestEngineCardsAndTrade::rule_yearOfPlenty()
{
    // 001:L545: take any 2 resources from the supply.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    giveDevCard(s, 0, DevCard::YearOfPlenty);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::PlayYearOfPlenty), 15);
    g->apply(s, makeAction(ActionType::PlayYearOfPlenty, res(Resource::Ore), res(Resource::Ore)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 2);
    QCOMPARE(int(s.bank[res(Resource::Ore)]), 17);
}

void TestEngineCardsAndTrade::rule_monopoly()
{
    // 001:L547: all other players give you all their cards of the named resource.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    giveDevCard(s, 0, DevCard::Monopoly);
    give(s, 1, Resource::Wool, 3);
    give(s, 2, Resource::Wool, 1);
    give(s, 2, Resource::Ore, 2);
    g->apply(s, makeAction(ActionType::PlayMonopoly, res(Resource::Wool)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Wool)]), 4);
    QCOMPARE(int(s.players[1].cardCount), 0);
    QCOMPARE(int(s.players[2].cardCount), 2);
}

void TestEngineCardsAndTrade::rule_roadBuildingTwoFreeRoads()
{
    // 001:L543: place 2 free roads.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, cornerOf(*g, 0, 0, Corner::North));
    giveDevCard(s, 0, DevCard::RoadBuilding);
    g->apply(s, makeAction(ActionType::PlayRoadBuilding));
    QCOMPARE(s.phase, Phase::RoadBuilding);
    g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::RoadBuilding);
    g->apply(s, legalOf(*g, s)[0]);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].roadsLeft), 13);
    QCOMPARE(int(s.players[0].cardCount), 0);
}

void TestEngineCardsAndTrade::rule_vpCardWinsOnTurnBought()
{
    // 001:L367: a victory point card bought this turn may be revealed at once to win.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.players[0].citiesLeft = 0; // 4 cities = 8 VP
    s.players[0].settlementsLeft = 4; // + 1 settlement = 9 VP
    QCOMPARE(g->victoryPoints(s, 0), 9);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::BuyDevCard));
    g->apply(s, makeAction(ActionType::DevCardOutcome, unsigned(DevCard::VictoryPoint)));
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.winner), 0);
}

void TestEngineCardsAndTrade::rule_victoryOnlyOnOwnTurn()
{
    // 001:L389–395: points reached on another player's turn count only on one's own turn.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    s.players[1].citiesLeft = 0;
    s.players[1].settlementsLeft = 3; // 10 VP, but it is player 0's turn
    QCOMPARE(g->victoryPoints(s, 1), 10);
    give(s, 0, Resource::Brick, 4);
    g->apply(s, makeAction(ActionType::MaritimeTrade, res(Resource::Brick), res(Resource::Ore)));
    QVERIFY(!g->isTerminal(s));
    g->apply(s, makeAction(ActionType::EndTurn));
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.winner), 1);
}

void TestEngineCardsAndTrade::rule_maritimeRates()
{
    // 001:L501–511: 4:1 always, 3:1 at a generic harbor, 2:1 only for a special harbor's resource.
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    GameState s = mainState(*g);
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Brick)), 4);
    // The brick harbor at (-3,1) facing east serves the corners of (-2,1)'s west side.
    const auto brickCorners
        = model::Harbor {{-3, 1}, Direction::East, model::HarborType::Brick}.servedCorners();
    putBuilding(*g, s, 0, g->topology().cornerId(brickCorners[0]));
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Brick)), 2);
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Wool)), 4);
    give(s, 0, Resource::Brick, 2);
    g->apply(s, makeAction(ActionType::MaritimeTrade, res(Resource::Brick), res(Resource::Ore)));
    QCOMPARE(int(s.players[0].resources[res(Resource::Brick)]), 0);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1);
    const auto generic
        = model::Harbor {{0, -3}, Direction::SouthEast, model::HarborType::Generic}.servedCorners();
    putBuilding(*g, s, 0, g->topology().cornerId(generic[0]));
    QCOMPARE(g->maritimeRate(s, 0, model::index(Resource::Wool)), 3);
    give(s, 0, Resource::Wool, 2);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::MaritimeTrade), 0);
}

void TestEngineCardsAndTrade::rule_turnLimitStalls()
{
    validation::GameConfig config;
    config.maxTurns = 2;
    auto g = compileOrThrow(baseBeginnerScenario(), 4, config);
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    roll(*g, s, 2);
    g->apply(s, makeAction(ActionType::EndTurn));
    QVERIFY(g->isTerminal(s));
    QCOMPARE(int(s.stalled), 1);
    QCOMPARE(int(s.winner), -1);
}

void TestEngineCardsAndTrade::rule_pairedPlayerTwoIsThirdToTheLeft()
{
    // 001:L1179: player 2 is the third player to the left of player 1; both pass on after.
    for (int players : {5, 6}) {
        auto g = compileOrThrow(fiveSixBeginnerScenario(), players);
        QVERIFY(g->pairedTurns());
        GameState s = mainState(*g);
        g->apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(s.phase, Phase::Main);
        QCOMPARE(g->currentPlayer(s), 3);
        QCOMPARE(int(s.turnPlayer), 0);
        g->apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(s.phase, Phase::PreRoll);
        QCOMPARE(g->currentPlayer(s), 1);
        roll(*g, s, 2);
        g->apply(s, makeAction(ActionType::EndTurn));
        QCOMPARE(g->currentPlayer(s), 4);
    }
}

void TestEngineCardsAndTrade::rule_pairedPlayerTwoTradesWithSupplyOnly()
{
    // 001:L1206: player 2 trades only with the supply.
    auto g = compileOrThrow(fiveSixBeginnerScenario(), 5);
    GameState s = mainState(*g);
    g->apply(s, makeAction(ActionType::EndTurn));
    give(s, 3, Resource::Brick, 4);
    const ActionList l = legalOf(*g, s);
    QCOMPARE(countOf(l, ActionType::OfferTrade), 0);
    QCOMPARE(countOf(l, ActionType::MaritimeTrade), 4);
    // Player 1 may offer (someone holds a card of another kind).
    GameState t = mainState(*g);
    give(t, 0, Resource::Brick, 1);
    give(t, 2, Resource::Ore, 1);
    QCOMPARE(countOf(legalOf(*g, t), ActionType::OfferTrade), 1);
}

void TestEngineCardsAndTrade::rule_fiveSixBankAndDeck()
{
    // RULES-DIGEST §2.2: +25 resource cards (24 per resource), +9 development cards; their split
    // (20/3/3/3/5) is a fan document's (004:L37–64), model/DevelopmentDeck.
    auto g = compileOrThrow(fiveSixBeginnerScenario(), 6);
    const GameState s = g->initialState();
    QCOMPARE(int(s.bank[0]), 24);
    QCOMPARE(s.devDeck, (std::array<std::uint8_t, 5> {20, 3, 3, 3, 5}));
    QCOMPARE(g->topology().cornerCount(), 80);
}

void TestEngineCardsAndTrade::rule_fiveSixPlaysOnlyPairedTurns()
{
    // 001:L1170: the paired player rule replaces the special building phase of earlier
    // editions, so a 5–6 game without the file's pairedPlayers is refused, never played with
    // ordinary turns or the older rule.
    model::Scenario unpaired = fiveSixBeginnerScenario();
    unpaired.rules.pairedPlayers = false;
    for (int players : {5, 6}) {
        const std::string why = refusalOf(unpaired, players);
        QVERIFY2(why.find("pairedPlayers") != std::string::npos, why.c_str());
        QVERIFY2(why.find("special building phase") != std::string::npos, why.c_str());
    }
    // A board for 3–6 players: 3–4 play the ordinary turn whatever the flag says.
    model::Scenario wide = bigIslandScenario();
    wide.rules.pairedPlayers = false;
    QVERIFY(!compileOrThrow(wide, 4)->pairedTurns());
    QVERIFY(!refusalOf(wide, 5).empty());
    wide.rules.pairedPlayers = true;
    QVERIFY(!compileOrThrow(wide, 4)->pairedTurns());
    QVERIFY(compileOrThrow(wide, 5)->pairedTurns());
}

void TestEngineCardsAndTrade::rule_scenarioStatesItsOwnDeck()
{
    // The 5–6 deck is not in the rulebooks (RULES-DIGEST §2.2), so a file may state its own; it
    // replaces the boxes' deck at any player count.
    model::Scenario five = fiveSixBeginnerScenario();
    five.rules.developmentDeck = model::DevelopmentDeck {{18, 4, 2, 3, 6}};
    QCOMPARE(compileOrThrow(five, 5)->initialState().devDeck,
        (std::array<std::uint8_t, 5> {18, 4, 2, 3, 6}));
    model::Scenario base = baseBeginnerScenario();
    base.rules.developmentDeck = model::DevelopmentDeck {{0, 0, 0, 0, 40}};
    auto g = compileOrThrow(base, 3);
    QCOMPARE(g->initialState().devDeck, (std::array<std::uint8_t, 5> {0, 0, 0, 0, 40}));
    // A card bought from it is one of the stated kinds: only victory points here.
    GameState s = mainState(*g);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    g->apply(s, makeAction(ActionType::BuyDevCard));
    ChanceList outcomes;
    g->chanceOutcomes(s, outcomes);
    QCOMPARE(outcomes.size(), 1);
    QCOMPARE(outcomes.action(0),
        makeAction(ActionType::DevCardOutcome, unsigned(DevCard::VictoryPoint)));
}

void TestEngineCardsAndTrade::rule_refusesUnimplementedRules()
{
    auto refused = [](const model::Scenario &sc, int players, const char *needle) {
        return refusalOf(sc, players).find(needle) != std::string::npos;
    };
    model::Scenario sea = baseBeginnerScenario();
    sea.products = {model::Product::Base, model::Product::Seafarers};
    QVERIFY(Game::compile(sea, 4).game); // Seafarers itself is implemented
    model::Scenario gold = baseBeginnerScenario();
    gold.board.setHex({{0, 0}, model::Terrain::Gold, model::NumberToken {4, {}}});
    QVERIFY(refused(gold, 4, "gold fields")); // without the Seafarers product
    model::Scenario fog = baseBeginnerScenario(); // fog hexes are played with Seafarers only
    fog.board.setHex({{0, 0}, model::Terrain::Fog});
    QVERIFY(refused(fog, 4, "fog hexes"));
    model::Scenario fogReward = baseBeginnerScenario();
    fogReward.rules.fogRevealReward = true;
    QVERIFY(refused(fogReward, 4, "fog hexes"));
    model::Scenario pirate = baseBeginnerScenario();
    pirate.board.setPirate(model::HexCoord {0, -3});
    QVERIFY(refused(pirate, 4, "pirate"));
    model::Scenario fortress = sea;
    model::Marker m;
    m.type = model::MarkerType::PirateFortress;
    m.corner = model::CornerCoord {{0, 0}, true};
    fortress.board.addMarker(m);
    QVERIFY(refused(fortress, 4, "The Pirate Islands"));
    model::Scenario special = baseBeginnerScenario();
    special.specialVictoryRules.push_back(
        {model::SpecialVictoryKind::AreaFirstSettlement, 2, "nowhere", ""});
    QVERIFY(refused(special, 4, "area 'nowhere'"));
    model::Scenario variable = baseBeginnerScenario();
    variable.board.setHex({{1, 1}, model::Terrain::Unassigned});
    QVERIFY(refused(variable, 4, "variable set-up"));
    model::Scenario traders = baseBeginnerScenario();
    traders.products = {model::Product::TradersAndBarbarians};
    QVERIFY(refused(traders, 4, "Traders & Barbarians"));
    QVERIFY(refused(baseBeginnerScenario(), 2, "2 players"));
    QVERIFY(refused(baseBeginnerScenario(), 5, "3–4 players"));
}

QTEST_GUILESS_MAIN(TestEngineCardsAndTrade)
#include "test_EngineCardsAndTrade.moc"
