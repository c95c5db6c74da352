// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers scenario 5, The Forgotten Tribe (001:L1995–2083): the engine's rules for the small
// islands, the robber and the tribe's gifts, on a small test archipelago, and the shipped file
// scenarios/seafarers-forgotten-tribe-3-4.json as the validator, the engine and the playtest see
// it.

#include "SeafarersFileUtil.h"

#include "model/ScenarioFile.h"
#include "validation/checks/Validator.h"
#include "validation/engine/GameRecord.h"
#include "validation/playtest/PlaytestRunner.h"

#include <QTest>

#include <filesystem>
#include <map>

using namespace isle;
using namespace isle::test;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::makeAction;
using isle::validation::Phase;
using model::Direction;
using model::Resource;

namespace {

/// The Seafarers test archipelago (EngineTestUtil.h) as a Forgotten Tribe board: the east island
/// is the tribe's (no settlements, no robber, no tokens), a desert west of the home island holds
/// the robber (never back to it once it left), a Catan chit lies on the west side of the gold
/// field (2,0), a development card on the west side of the fields (2,-1), and an ore harbor at
/// (1,1) faces the gold field: a gift, since nobody may settle there. Fields 4 at (-3,2) and
/// mountains 11 at (-2,2) make the home island large enough for three players' set-up. 13 VP.
model::Scenario tribeScenario()
{
    model::Scenario s = seafarersScenario();
    s.id = "tribe-test";
    s.specialVictoryRules.clear();
    s.victoryPoints = 13;
    s.rules.robberNeverReturnsToStart = true;
    model::Area tribe;
    tribe.id = "tribe";
    tribe.name = "Tribe";
    tribe.startAllowed = false;
    tribe.settlementsAllowed = false;
    tribe.robberAllowed = false;
    s.areas.push_back(tribe);
    for (model::HexCoord c : {model::HexCoord {2, -1}, {2, 0}, {3, -1}}) {
        model::Hex h = *s.board.hexAt(c);
        h.token.reset();
        h.area = "tribe";
        s.board.setHex(h);
    }
    s.board.setHex({{-3, 0}, model::Terrain::Desert});
    // Two more home hexes: on four, a careless set-up strands the third player (SetupSites.h).
    s.board.setHex({{-3, 2}, model::Terrain::Fields, model::NumberToken {4, {}}});
    s.board.setHex({{-2, 2}, model::Terrain::Mountains, model::NumberToken {11, {}}});
    s.board.setRobber(model::HexCoord {-3, 0});
    model::Marker chit;
    chit.type = model::MarkerType::CatanChitVp;
    chit.edge = model::EdgeCoord::of({2, 0}, Direction::West);
    s.board.addMarker(chit);
    model::Marker card;
    card.type = model::MarkerType::DevelopmentCard;
    card.edge = model::EdgeCoord::of({2, -1}, Direction::West);
    s.board.addMarker(card);
    s.board.setHarbor({{1, 1}, Direction::NorthEast, model::HarborType::Ore});
    return s;
}

model::Scenario loadFile()
{
    return shippedScenario("seafarers-forgotten-tribe-3-4.json");
}

/// The home island's corner NE of the forest (-2,0): on the coast, two coast sides.
int homeCoastCorner(const Game &g)
{
    return cornerOf(g, -2, 0, model::Corner::NorthEast);
}

/// Player 0, whose settlement at `corner` leaves no edge for a gift harbor, takes the harbor gift
/// with a ship: the harbor is kept aside (held, on no edge) and the turn goes on (001:L2067).
void takeHarborGiftWithNowhereToPlaceIt(const Game &g, GameState &s, int corner)
{
    putBuilding(g, s, 0, corner);
    for (auto e : g.topology().cornerEdges(corner))
        if (e != model::BoardTopology::NoId)
            QVERIFY(!g.canPlaceGiftHarbor(s, 0, e));
    const int edge = g.giftEdge(giftOfKind(g, Game::GiftKind::Harbor));
    QVERIFY(shipsBeside(g, s, 0, edge, false) >= 0);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    g.apply(s, makeAction(ActionType::BuildShip, unsigned(edge)));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.giftHarborHolder[0]), 0);
    QCOMPARE(int(s.giftHarborEdge[0]), -1);
}

} // namespace

class TestEngineForgottenTribe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_noSettlementEverOnTheSmallIslands();
    void rule_robberNeverOntoTheSmallIslands();
    void rule_robberNeverBackToItsStartDesert();
    void rule_sevenOrKnightMovesRobberOrPirate();
    void rule_shipOnTheChitEdgeTakesOneVictoryPoint();
    void rule_movedShipTakesTheGiftToo();
    void rule_giftCardIsANormalNewCard();
    void rule_giftCardsAreNotForSale();
    void rule_giftHarborPlacedAtOnceBesideACoastalSettlement();
    void rule_giftHarborNeverOnOrBesideAnotherHarbor();
    void rule_giftHarborKeptUntilACoastalSettlement();
    void rule_fileComponentsAndVictoryTarget();
    void rule_fileSmallIslandsWithoutNumberTokens();
    void rule_fileRobberStartsOnADesertPirateOnItsHex();
    void fileValidatesAndPlays();
    void validatorFlagsGiftsOffTheCoastAndTokensOnClosedAreas();
    void recordReplaysHarborPlacements();
};

void TestEngineForgottenTribe::rule_noSettlementEverOnTheSmallIslands()
{
    // "During play, no settlement can be built on the surrounding small islands" (001:L2041),
    // and the set-up is on the main island (001:L2037).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    const int tribeHexes[] = {hexId(g, 2, -1), hexId(g, 2, 0), hexId(g, 3, -1)};
    auto onTribe = [&](int c) {
        for (auto h : g.topology().cornerHexes(c))
            for (int t : tribeHexes)
                if (h == t)
                    return true;
        return false;
    };
    int tribeCorners = 0;
    GameState s = mainStateWithoutPirate(g);
    for (int c = 0; c < g.topology().cornerCount(); ++c) {
        if (!onTribe(c))
            continue;
        ++tribeCorners;
        QVERIFY(!g.cornerBuildable(c));
        QVERIFY(!g.canPlaceSettlement(s, 0, c, true));
        // Even with a ship at the corner and the cards in hand (001:L1418 would allow it).
        for (auto e : g.topology().cornerEdges(c))
            if (e != model::BoardTopology::NoId && g.edgeShippable(e))
                s.shipOwner[at(e)] = 0;
        g.refreshDerived(s); // the ships' ends are route ends now
        QVERIFY(!g.canPlaceSettlement(s, 0, c, false));
    }
    QCOMPARE(tribeCorners, 13); // three hexes around one corner
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, 0, r, 1);
    for (Action a : legalOf(g, s))
        if (validation::actionType(a) == ActionType::BuildSettlement)
            QVERIFY(!onTribe(validation::actionArgA(a)));
    const GameState start = g.initialState();
    QVERIFY(countOf(legalOf(g, start), ActionType::BuildSettlement) > 0);
    for (Action a : legalOf(g, start))
        QVERIFY(!onTribe(validation::actionArgA(a)));
}

void TestEngineForgottenTribe::rule_robberNeverOntoTheSmallIslands()
{
    // "The robber can not be moved to the small islands" (001:L2049).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    GameState s = mainStateWithoutPirate(g);
    s.phase = Phase::MoveRobber;
    const ActionList legal = legalOf(g, s);
    for (model::HexCoord c : {model::HexCoord {2, -1}, {2, 0}, {3, -1}}) {
        QVERIFY(!g.robberMayEnter(hexId(g, c.q, c.r)));
        QVERIFY(!legal.contains(makeAction(ActionType::MoveRobber, unsigned(hexId(g, c.q, c.r)))));
    }
    QVERIFY(legal.contains(makeAction(ActionType::MoveRobber, unsigned(hexId(g, -2, 1)))));
    // Without the area's bar the same hexes are open (the rule comes from the data).
    model::Scenario open = tribeScenario();
    open.areas.back().robberAllowed = true;
    const auto openGame = compileOrThrow(open, 3);
    QVERIFY(legalOf(*openGame, s)
                .contains(makeAction(ActionType::MoveRobber, unsigned(hexId(g, 2, 0)))));
}

void TestEngineForgottenTribe::rule_robberNeverBackToItsStartDesert()
{
    // "If the robber has left the desert it started from, it cannot be moved back to it"
    // (001:L2051).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    GameState s = mainStateWithoutPirate(g);
    const int desert = hexId(g, -3, 0);
    QCOMPARE(int(s.robberHex), desert);
    s.phase = Phase::MoveRobber;
    g.apply(s, makeAction(ActionType::MoveRobber, unsigned(hexId(g, -2, 1))));
    QCOMPARE(int(s.robberHex), hexId(g, -2, 1));
    s.phase = Phase::MoveRobber;
    const ActionList legal = legalOf(g, s);
    QVERIFY(!legal.contains(makeAction(ActionType::MoveRobber, unsigned(desert))));
    QVERIFY(legal.contains(makeAction(ActionType::MoveRobber, unsigned(hexId(g, -2, 0)))));
    // Without the scenario rule the desert is open again (001:L255).
    model::Scenario free = tribeScenario();
    free.rules.robberNeverReturnsToStart = false;
    const auto freeGame = compileOrThrow(free, 3);
    QVERIFY(legalOf(*freeGame, s).contains(makeAction(ActionType::MoveRobber, unsigned(desert))));
}

void TestEngineForgottenTribe::rule_sevenOrKnightMovesRobberOrPirate()
{
    // "When a '7' is rolled, either the robber or the pirate can be moved" (001:L2049); a knight
    // too (001:L1505).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    GameState s = mainStateWithoutPirate(g);
    s.phase = Phase::ChanceDice;
    s.rolled = 0;
    g.apply(s, makeAction(ActionType::DiceOutcome, 7));
    QCOMPARE(s.phase, Phase::MoveRobber);
    ActionList legal = legalOf(g, s);
    QVERIFY(countOf(legal, ActionType::MoveRobber) > 0);
    QVERIFY(countOf(legal, ActionType::MovePirate) > 0);
    g.apply(s, makeAction(ActionType::MovePirate, unsigned(hexId(g, 0, 0))));
    QCOMPARE(int(s.robberHex), hexId(g, -3, 0)); // the robber stayed: one of the two moves
    QCOMPARE(s.phase, Phase::Main);
    s.players[0].devCards[0] = 1; // a knight bought on an earlier turn
    g.apply(s, makeAction(ActionType::PlayKnight));
    legal = legalOf(g, s);
    QVERIFY(countOf(legal, ActionType::MoveRobber) > 0);
    QVERIFY(countOf(legal, ActionType::MovePirate) > 0);
}

void TestEngineForgottenTribe::rule_shipOnTheChitEdgeTakesOneVictoryPoint()
{
    // "If you ... build (or move) a ship on the edge with a Catan chit, you take the chit"; each is
    // worth a victory point (001:L2055).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    const int k = giftOfKind(g, Game::GiftKind::VictoryPoints);
    QVERIFY(k >= 0);
    const int edge = g.giftEdge(k);
    QCOMPARE(edge, edgeOf(g, 2, 0, Direction::West));
    GameState s = mainStateWithoutPirate(g);
    QVERIFY(shipsBeside(g, s, 0, edge, false) >= 0);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    const int before = g.victoryPoints(s, 0);
    const Action build = makeAction(ActionType::BuildShip, unsigned(edge));
    QVERIFY(legalOf(g, s).contains(build));
    g.apply(s, build);
    QCOMPARE(g.victoryPoints(s, 0), before + 1);
    QCOMPARE(g.publicVictoryPoints(s, 0), before + 1); // face up in front of the taker
    QVERIFY(s.giftsTaken & (1u << k));
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(g.giftsAt(s, edge), 0u);
}

void TestEngineForgottenTribe::rule_movedShipTakesTheGiftToo()
{
    // "build (or move) a ship on the edge" (001:L2055).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    const int edge = g.giftEdge(giftOfKind(g, Game::GiftKind::VictoryPoints));
    GameState s = mainStateWithoutPirate(g);
    const int far = shipsBeside(g, s, 0, edge, true);
    QVERIFY(far >= 0);
    const Action move = makeAction(ActionType::MoveShip, unsigned(far), unsigned(edge));
    QVERIFY(legalOf(g, s).contains(move));
    const int before = g.victoryPoints(s, 0);
    g.apply(s, move);
    QCOMPARE(g.victoryPoints(s, 0), before + 1);
}

void TestEngineForgottenTribe::rule_giftCardIsANormalNewCard()
{
    // "If you build (or move) a ship on the edge next to the card, you take the card ... newly-
    // acquired cards may not be played the turn you acquire them" (001:L2063).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    const int k = giftOfKind(g, Game::GiftKind::DevelopmentCard);
    const int edge = g.giftEdge(k);
    QCOMPARE(edge, edgeOf(g, 2, -1, Direction::West));
    GameState s = mainStateWithoutPirate(g);
    QVERIFY(shipsBeside(g, s, 0, edge, false) >= 0);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    g.apply(s, makeAction(ActionType::BuildShip, unsigned(edge)));
    QCOMPARE(s.phase, Phase::ChanceDevCard); // a face-down card: which one is chance
    QVERIFY(g.isChanceNode(s));
    const int deck = s.devDeck[0];
    g.apply(s, makeAction(ActionType::DevCardOutcome, 0)); // a knight
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].devCards[0]), 1);
    QCOMPARE(int(s.devDeck[0]), deck - 1);
    QVERIFY(!legalOf(g, s).contains(makeAction(ActionType::PlayKnight)));
    g.apply(s, makeAction(ActionType::EndTurn));
    // Player 0's next turn: now it plays.
    s.turnPlayer = 0;
    s.actor = 0;
    QVERIFY(legalOf(g, s).contains(makeAction(ActionType::PlayKnight)));
}

void TestEngineForgottenTribe::rule_giftCardsAreNotForSale()
{
    // The card gifts are the deck's top cards, laid out at set-up (001:L2029): while they lie
    // there, the deck sells only the others.
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    GameState s = mainStateWithoutPirate(g);
    give(s, 0, Resource::Ore, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Grain, 1);
    s.devDeck = {0, 0, 0, 0, 1}; // one card left: the gift's
    QVERIFY(!legalOf(g, s).contains(makeAction(ActionType::BuyDevCard)));
    s.devDeck = {0, 0, 1, 0, 1};
    QVERIFY(legalOf(g, s).contains(makeAction(ActionType::BuyDevCard)));
}

void TestEngineForgottenTribe::rule_giftHarborPlacedAtOnceBesideACoastalSettlement()
{
    // "If you have a settlement on the coast, you must immediately place the harbor on an adjacent
    // edge" (001:L2067); "you can use it immediately, even during the same turn" (001:L2069).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    const int k = giftOfKind(g, Game::GiftKind::Harbor);
    QVERIFY(k >= 0);
    const int edge = g.giftEdge(k);
    QCOMPARE(edge, edgeOf(g, 2, 0, Direction::SouthWest));
    QCOMPARE(g.giftHarborBit(0), model::index(Resource::Ore));
    // The gift harbor serves nobody where it lies.
    for (auto c : g.topology().edgeCorners(edge))
        QCOMPARE(g.cornerHarbors(c), 0);
    GameState s = mainStateWithoutPirate(g);
    const int home = homeCoastCorner(g);
    putBuilding(g, s, 0, home);
    QVERIFY(shipsBeside(g, s, 0, edge, false) >= 0);
    give(s, 0, Resource::Lumber, 1);
    give(s, 0, Resource::Wool, 1);
    give(s, 0, Resource::Ore, 2);
    g.apply(s, makeAction(ActionType::BuildShip, unsigned(edge)));
    QCOMPARE(s.phase, Phase::PlaceHarbor);
    QCOMPARE(g.currentPlayer(s), 0);
    const ActionList legal = legalOf(g, s);
    // The two coast sides at the settlement; nothing else (no ending the turn first).
    QCOMPARE(legal.size(), 2);
    for (Action a : legal) {
        QCOMPARE(validation::actionType(a), ActionType::PlaceHarbor);
        QCOMPARE(validation::actionArgB(a), 0);
        const auto ends = g.topology().edgeCorners(validation::actionArgA(a));
        QVERIFY(ends[0] == home || ends[1] == home);
    }
    QVERIFY(legal.contains(
        makeAction(ActionType::PlaceHarbor, unsigned(edgeOf(g, -2, 0, Direction::East)), 0)));
    QCOMPARE(g.maritimeRate(s, 0, model::index(Resource::Ore)), 4);
    g.apply(s, legal[0]);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.giftHarborEdge[0]), validation::actionArgA(legal[0]));
    QCOMPARE(g.maritimeRate(s, 0, model::index(Resource::Ore)), 2);
    QVERIFY(legalOf(g, s).contains(makeAction(ActionType::MaritimeTrade,
        unsigned(model::index(Resource::Ore)), unsigned(model::index(Resource::Brick)))));
}

void TestEngineForgottenTribe::rule_giftHarborNeverOnOrBesideAnotherHarbor()
{
    // "However, harbors must never occupy adjacent or the same edges" (001:L2067): a board harbor
    // on the forest's east side blocks both coast sides at its NE corner; the settlement there
    // has no place for the gift, so the taker keeps it.
    model::Scenario sc = tribeScenario();
    sc.board.setHarbor({{-1, 0}, Direction::West, model::HarborType::Generic});
    const auto game = compileOrThrow(sc, 3);
    const Game &g = *game;
    GameState s = mainStateWithoutPirate(g);
    const int home = homeCoastCorner(g);
    takeHarborGiftWithNowhereToPlaceIt(g, s, home);
    // A placed gift harbor blocks its neighbours the same way.
    GameState t = mainStateWithoutPirate(*compileOrThrow(tribeScenario(), 3));
    const auto plain = compileOrThrow(tribeScenario(), 3);
    putBuilding(*plain, t, 0, home);
    t.giftHarborHolder[0] = 0;
    t.giftHarborEdge[0] = static_cast<std::int16_t>(edgeOf(*plain, -2, 0, Direction::East));
    for (auto e : plain->topology().cornerEdges(home))
        if (e != model::BoardTopology::NoId)
            QVERIFY(!plain->canPlaceGiftHarbor(t, 0, e));
}

void TestEngineForgottenTribe::rule_giftHarborKeptUntilACoastalSettlement()
{
    // "In case you have no appropriate coastal settlement, you can put the harbor aside until such
    // a settlement is built" (001:L2067).
    const auto game = compileOrThrow(tribeScenario(), 3);
    const Game &g = *game;
    GameState s = mainStateWithoutPirate(g);
    const int inland = cornerOf(g, -2, 1, model::Corner::NorthWest); // forest, hills, pasture
    takeHarborGiftWithNowhereToPlaceIt(g, s, inland);
    QCOMPARE(g.maritimeRate(s, 0, model::index(Resource::Ore)), 4);
    // A coastal settlement built later: the harbor goes there at once.
    const int home = homeCoastCorner(g);
    for (auto e : g.topology().cornerEdges(home))
        if (e != model::BoardTopology::NoId && g.edgeBuildable(e)) {
            putRoad(g, s, 0, e);
            break;
        }
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(s, 0, r, 1);
    const Action settle = makeAction(ActionType::BuildSettlement, unsigned(home));
    QVERIFY(legalOf(g, s).contains(settle));
    g.apply(s, settle);
    QCOMPARE(s.phase, Phase::PlaceHarbor);
    const ActionList legal = legalOf(g, s);
    QCOMPARE(countOf(legal, ActionType::PlaceHarbor), legal.size());
    QVERIFY(!legal.empty());
    g.apply(s, legal[0]);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(g.maritimeRate(s, 0, model::index(Resource::Ore)), 2);
}

void TestEngineForgottenTribe::rule_fileComponentsAndVictoryTarget()
{
    // Components (001:L2001–2021): 19 sea, 3 deserts, 2 gold fields, 5 of each resource terrain;
    // 18 number tokens; 6 harbors (5 special 2:1 + one 3:1); 8 Catan chits; 4 development cards
    // on their spots (001:L2027–2029). 13 VP (001:L2073).
    const model::Scenario sc = loadFile();
    QCOMPARE(sc.victoryPoints, 13);
    QCOMPARE(sc.minPlayers, 3);
    QCOMPARE(sc.maxPlayers, 4);
    QVERIFY(sc.rules.setupShipAllowed); // a ship instead of a road at the coast (001:L2039)
    QVERIFY(sc.rules.robberNeverReturnsToStart);
    std::map<model::Terrain, int> terrain;
    int tokens = 0;
    for (const model::Hex &h : sc.board.hexes()) {
        ++terrain[h.terrain];
        tokens += h.token ? 1 : 0;
    }
    QCOMPARE(terrain[model::Terrain::Sea], 19);
    QCOMPARE(terrain[model::Terrain::Desert], 3);
    QCOMPARE(terrain[model::Terrain::Gold], 2);
    QCOMPARE(tokens, 18);
    // The 18 main-island hexes draw their terrain from the pool; with the islands' printed ones
    // each resource terrain has 5.
    const model::Area *main = sc.area("main");
    QVERIFY(main);
    for (model::Terrain t : {model::Terrain::Fields, model::Terrain::Hills,
             model::Terrain::Mountains, model::Terrain::Pasture, model::Terrain::Forest}) {
        const auto pooled = main->terrainPool.find(t);
        QCOMPARE(terrain[t] + (pooled == main->terrainPool.end() ? 0 : pooled->second), 5);
    }
    int chits = 0, cards = 0;
    for (const model::Marker &m : sc.board.markers()) {
        chits += m.type == model::MarkerType::CatanChitVp ? 1 : 0;
        cards += m.type == model::MarkerType::DevelopmentCard ? 1 : 0;
    }
    QCOMPARE(chits, 8);
    QCOMPARE(cards, 4);
    QCOMPARE(int(sc.board.harbors().size()), 6);
    const model::Area *tribe = sc.area("tribe-islands");
    QVERIFY(tribe);
    QCOMPARE(tribe->harborPool.at(model::HarborType::Generic), 1);
    for (model::HarborType t : {model::HarborType::Brick, model::HarborType::Lumber,
             model::HarborType::Wool, model::HarborType::Grain, model::HarborType::Ore})
        QCOMPARE(tribe->harborPool.at(t), 1);
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, 4, {}, error);
    QVERIFY2(runner, error.c_str());
    const auto game = runner->gameFor(3, error);
    QVERIFY2(game, error.c_str());
    QCOMPARE(game->victoryTarget(), 13);
    QCOMPARE(game->giftCount(), 18);
    int harbors = 0;
    for (int k = 0; k < game->giftCount(); ++k)
        harbors += game->giftKind(k) == Game::GiftKind::Harbor ? 1 : 0;
    QCOMPARE(harbors, 6); // every harbor of the board is a gift of the tribe (001:L2067)
}

void TestEngineForgottenTribe::rule_fileSmallIslandsWithoutNumberTokens()
{
    // "The small islands all remain without number tokens" (001:L2031); nobody settles there
    // (001:L2041) and the robber never goes there (001:L2049).
    const model::Scenario sc = loadFile();
    int islandHexes = 0;
    for (const model::Hex &h : sc.board.hexes())
        if (h.area == "tribe-islands") {
            ++islandHexes;
            QVERIFY(!h.token);
        }
    QCOMPARE(islandHexes, 12);
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, 3, {}, error);
    QVERIFY2(runner, error.c_str());
    const auto game = runner->gameFor(7, error);
    QVERIFY2(game, error.c_str());
    for (const model::Hex &h : sc.board.hexes()) {
        if (h.area != "tribe-islands")
            continue;
        const int id = game->topology().hexId(h.coord);
        QCOMPARE(game->hexToken(id), 0);
        QVERIFY(!game->robberMayEnter(id));
        for (auto c : game->topology().hexCorners(id))
            QVERIFY(!game->cornerBuildable(c));
    }
}

void TestEngineForgottenTribe::rule_fileRobberStartsOnADesertPirateOnItsHex()
{
    // "The robber starts on any desert and the pirate on the sea hex marked with a pirate ship"
    // (001:L2047).
    const model::Scenario sc = loadFile();
    QVERIFY(sc.board.robber());
    QVERIFY(sc.board.hexAt(*sc.board.robber())->terrain == model::Terrain::Desert);
    QVERIFY(sc.board.pirate());
    QVERIFY(sc.board.hexAt(*sc.board.pirate())->terrain == model::Terrain::Sea);
}

void TestEngineForgottenTribe::fileValidatesAndPlays()
{
    const model::Scenario sc = loadFile();
    for (const model::Issue &issue : validation::validateScenario(sc))
        QVERIFY2(issue.severity != model::Severity::Error, issue.message.c_str());
    for (int players : {3, 4}) {
        const validation::PlaytestResult result = greedyAgainstRandom(sc, players);
        QVERIFY2(result.error.empty(), result.error.c_str());
        int winners = 0;
        for (const auto &game : result.games)
            winners += game.winner >= 0 ? 1 : 0;
        QVERIFY2(winners >= 19, std::to_string(winners).c_str());
    }
}

void TestEngineForgottenTribe::validatorFlagsGiftsOffTheCoastAndTokensOnClosedAreas()
{
    model::Scenario sc = loadFile();
    auto codes = [](const model::Scenario &s) {
        std::map<std::string, int> n;
        for (const model::Issue &issue : validation::validateScenario(s))
            ++n[issue.code];
        return n;
    };
    QCOMPARE(codes(sc)["gifts.not-on-coast"], 0);
    QCOMPARE(codes(sc)["tokens.on-closed-area"], 0);
    // A chit moved between two sea hexes, and a token on a small island (001:L2027, L2031).
    model::EdgeCoord open;
    for (const model::Hex &h : sc.board.hexes())
        for (int d = 0; d < 6; ++d) {
            const auto dir = static_cast<Direction>(d);
            const model::Hex *other = sc.board.hexAt(h.coord.neighbor(dir));
            if (h.terrain == model::Terrain::Sea && other && other->terrain == model::Terrain::Sea)
                open = model::EdgeCoord::of(h.coord, dir);
        }
    std::vector<model::Marker> markers = sc.board.markers();
    for (model::Marker &m : markers)
        if (m.type == model::MarkerType::CatanChitVp) {
            m.edge = open;
            break;
        }
    sc.board.setMarkers(markers);
    for (const model::Hex &h : sc.board.hexes())
        if (h.area == "tribe-islands" && h.terrain == model::Terrain::Gold) {
            model::Hex tokened = h;
            tokened.token = model::NumberToken {6, {}};
            sc.board.setHex(tokened);
            break;
        }
    const auto n = codes(sc);
    QCOMPARE(n.at("gifts.not-on-coast"), 1);
    QCOMPARE(n.at("tokens.on-closed-area"), 1);
    sc.products = {model::Product::Base};
    QCOMPARE(codes(sc)["gifts.need-ships"], 1);
}

void TestEngineForgottenTribe::recordReplaysHarborPlacements()
{
    // Harbor placements (and gift card draws) are actions of the game record: a replay rebuilds
    // the game bit for bit.
    const model::Scenario sc = loadFile();
    std::string error;
    const auto runner = validation::PlaytestRunner::forScenario(sc, 4, {}, error);
    QVERIFY2(runner, error.c_str());
    const auto greedy = validation::makeBot("greedy");
    const std::vector<validation::Bot *> bots(4, greedy.get());
    int placements = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const auto game = runner->gameFor(seed, error);
        QVERIFY2(game, error.c_str());
        validation::GameRecord record;
        QVERIFY(validation::PlaytestRunner::playGame(*game, bots, seed, &record));
        const auto replayed = record.replay(*game, error);
        QVERIFY2(replayed, error.c_str());
        QCOMPARE(game->settledHash(*replayed), record.finalStateHash);
        for (Action a : record.actions)
            placements += validation::actionType(a) == ActionType::PlaceHarbor ? 1 : 0;
    }
    QVERIFY(placements > 0);
}

QTEST_GUILESS_MAIN(TestEngineForgottenTribe)
#include "test_EngineForgottenTribe.moc"
