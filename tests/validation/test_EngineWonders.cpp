// SPDX-License-Identifier: GPL-3.0-or-later
// Seafarers 8, The Wonders of Catan (001:L2300–2389; 5–6: L2959–2995): the shipped files
// scenarios/seafarers-wonders-of-catan-3-4.json and -5-6.json, dealt as a playtest deals them,
// under the engine. Each test names the rule it checks.

#include "SeafarersFileUtil.h"

#include <QTest>

#include <map>
#include <set>

using namespace isle;
using namespace isle::test;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::makeAction;
using isle::validation::Phase;
using model::Resource;
using model::Terrain;

namespace {

const char *const File34 = "seafarers-wonders-of-catan-3-4.json";
const char *const File56 = "seafarers-wonders-of-catan-5-6.json";

/// The wonder card j of the first card named `name`, -1 when the game has none.
int cardIndex(const Game &g, const std::string &name)
{
    for (int j = 0; j < g.wonderCount(); ++j)
        if (g.wonderCard(j).name == name)
            return j;
    return -1;
}

/// The Seafarers box's card named `name` (model::seafarersWonderCards).
model::WonderCard boxCard(const std::string &name)
{
    for (const model::WonderCard &card : model::seafarersWonderCards())
        if (card.name == name)
            return card;
    return {};
}

/// The code of the engine's refusal of `sc` ("" when it compiles), a listed one.
std::string refusalCode(const model::Scenario &sc, int players)
{
    if (refusalOf(sc, players).rfind("unlisted code", 0) == 0)
        return "unlisted";
    return Game::compile(sc, players).refusal.code;
}

std::set<int> claimsOf(const Game &g, const GameState &s)
{
    std::set<int> out;
    for (Action a : legalOf(g, s))
        if (validation::actionType(a) == ActionType::ClaimWonder)
            out.insert(validation::actionArgA(a));
    return out;
}

/// Main-island corners far apart (no two neighbours), none marked, for buildings.
std::vector<int> spreadCorners(const Game &g, const model::Scenario &sc, int n)
{
    std::vector<int> out;
    const std::set<int> main = cornersOfArea(g, sc, "main");
    for (int c : main) {
        if (int(out.size()) == n)
            break;
        if (g.wonderSiteAt(c) || g.cornerHarbors(c))
            continue;
        bool apart = true;
        for (int o : out)
            for (auto e : g.topology().cornerEdges(c))
                if (e != model::BoardTopology::NoId)
                    for (auto x : g.topology().edgeCorners(e))
                        apart = apart && x != o && c != o;
        if (apart)
            out.push_back(c);
    }
    return out;
}

void giveLevel(const Game &g, GameState &s, int player)
{
    const auto &cost = g.wonderLevelCost(g.wonderOf(s, player));
    for (int r = 0; r < validation::ResourceKinds; ++r)
        give(s, player, static_cast<Resource>(r), cost[std::size_t(r)]);
}

} // namespace

class TestEngineWonders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_fileComponents();
    void rule_setupOnlyOnTheMainIslandsFreeIntersections();
    void rule_everySmallIslandSettlementEarnsAChit();
    void rule_requirementsOfTheCards();
    void rule_aShipStartsTheWonderAndBarsOthers();
    void rule_levelsCostTheCardsResources();
    void rule_levelFourWinsWhateverThePoints();
    void rule_tenPointsWinOnlyWithTheHighestLevel();
    void rule_noPirate();
    void rule_fiveSixCardsAndPairedTurn();
    void rule_refusals();
    void greedyBotsFinishTheirGames();
};

void TestEngineWonders::rule_fileComponents()
{
    // 001:L2308–2330: 19 sea, 3 deserts, 2 gold fields, 5 of each resource terrain; 27 tokens;
    // 9 harbors (5 special, 4 generic); 5 wonder cards. 5–6 (001:L2961–2981): 24 sea, 4 deserts,
    // 3 gold, 6 fields, 6 hills, 6 mountains, 7 pasture, 7 forest; 35 tokens; 11 harbors; 7
    // cards. The robber starts on a desert; the pirate is not used (001:L2369, L2985).
    struct Expected
    {
        const char *file;
        int sea, deserts, gold, tokens, harbors, cards;
        std::map<Terrain, int> resources;
    };
    const Expected files[] = {
        {File34, 19, 3, 2, 27, 9, 5,
            {{Terrain::Fields, 5}, {Terrain::Hills, 5}, {Terrain::Mountains, 5},
                {Terrain::Pasture, 5}, {Terrain::Forest, 5}}},
        {File56, 24, 4, 3, 35, 11, 7,
            {{Terrain::Fields, 6}, {Terrain::Hills, 6}, {Terrain::Mountains, 6},
                {Terrain::Pasture, 7}, {Terrain::Forest, 7}}},
    };
    for (const Expected &x : files) {
        const model::Scenario sc = dealtScenario(x.file);
        std::map<Terrain, int> terrain;
        int tokens = 0;
        for (const model::Hex &h : sc.board.hexes()) {
            ++terrain[h.terrain];
            tokens += h.token ? 1 : 0;
        }
        QCOMPARE(terrain[Terrain::Sea], x.sea);
        QCOMPARE(terrain[Terrain::Desert], x.deserts);
        QCOMPARE(terrain[Terrain::Gold], x.gold);
        for (const auto &[t, n] : x.resources)
            QCOMPARE(terrain[t], n);
        QCOMPARE(tokens, x.tokens);
        QCOMPARE(int(sc.board.harbors().size()), x.harbors);
        QCOMPARE(int(sc.rules.wonders.size()), x.cards);
        QVERIFY(sc.rules.noPirate);
        QVERIFY(!sc.board.pirate());
        QVERIFY(sc.board.robber());
        QVERIFY(*sc.board.terrainAt(*sc.board.robber()) == Terrain::Desert);
        const auto g = compileOrThrow(sc, sc.minPlayers);
        QVERIFY(g->rules().wonders);
        QCOMPARE(g->wonderCount(), x.cards);
        QCOMPARE(g->initialState().pirateHex, std::int16_t(-1));
    }
}

void TestEngineWonders::rule_setupOnlyOnTheMainIslandsFreeIntersections()
{
    // 001:L2342: both set-up settlements on the main island, none on the small islands, the
    // marked wonder intersections or the red "!" intersections.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    std::set<int> marked;
    for (const model::Marker &m : sc.board.markers())
        marked.insert(g->topology().cornerId(m.corner));
    QCOMPARE(int(marked.size()), 11); // 5 Great Wall + 2 Great Bridge sites + 4 "!"
    const std::set<int> small = cornersOfArea(*g, sc, "small-islands");
    QVERIFY(!small.empty());
    const ActionList legal = legalOf(*g, g->initialState());
    int sites = 0;
    for (Action a : legal) {
        const int c = validation::actionArgA(a);
        QVERIFY(!small.count(c));
        QVERIFY(!marked.count(c));
        ++sites;
    }
    QVERIFY(sites > 20);
    // After the set-up a wonder site is an ordinary intersection (the rule names the set-up).
    GameState s = turnOf(*g, 0);
    int wall = -1;
    for (int c : marked)
        if (g->wonderSiteAt(c) == 1)
            wall = c;
    QVERIFY(wall >= 0);
    QVERIFY(!g->canPlaceSettlement(s, 0, wall, false)); // no road there yet
    for (auto e : g->topology().cornerEdges(wall))
        if (e != model::BoardTopology::NoId && g->edgeBuildable(e)) {
            putRoad(*g, s, 0, e);
            break;
        }
    QVERIFY(g->canPlaceSettlement(s, 0, wall, false));
}

void TestEngineWonders::rule_everySmallIslandSettlementEarnsAChit()
{
    // 001:L2355: a settlement on one of the small islands earns a Catan chit (1 VP), "whether
    // or not other players have already built settlements on that island" — every settlement,
    // not only a player's first per island.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    GameState s = turnOf(*g, 0);
    const std::set<int> small = cornersOfArea(*g, sc, "small-islands");
    int built = 0;
    for (int c : small) {
        if (built == 2 || !g->isFreeSpot(s, c))
            continue;
        int coast = -1;
        for (auto e : g->topology().cornerEdges(c))
            if (e != model::BoardTopology::NoId && g->edgeShippable(e) && s.shipOwner[at(e)] < 0)
                coast = e;
        if (coast < 0)
            continue;
        putShip(*g, s, 0, coast);
        for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
            give(s, 0, r, 1);
        const int before = g->victoryPoints(s, 0);
        g->apply(s, makeAction(ActionType::BuildSettlement, unsigned(c)));
        QCOMPARE(g->victoryPoints(s, 0), before + 2); // the settlement and its chit
        ++built;
    }
    QCOMPARE(built, 2);
    QCOMPARE(int(s.players[0].specialPoints), 2);
    // A main-island settlement earns no chit.
    GameState t = turnOf(*g, 1);
    const int main = spreadCorners(*g, sc, 1).at(0);
    for (auto e : g->topology().cornerEdges(main))
        if (e != model::BoardTopology::NoId && g->edgeBuildable(e)) {
            putRoad(*g, t, 1, e);
            break;
        }
    for (Resource r : {Resource::Brick, Resource::Lumber, Resource::Wool, Resource::Grain})
        give(t, 1, r, 1);
    g->apply(t, makeAction(ActionType::BuildSettlement, unsigned(main)));
    QCOMPARE(int(t.players[1].specialPoints), 0);
}

void TestEngineWonders::rule_requirementsOfTheCards()
{
    // 001:L2361: a wonder can be started only once its card's requirements are met. The faces
    // (the file's rules.wonders): Theater 2 cities; Great Bridge / Great Wall a settlement
    // on their marked intersections; Monument a city at a harbor and a trade route of 5
    // (the rulebook's own example); Cathedral a city and 6 VP.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    const int theater = cardIndex(*g, "Theater");
    const int wall = cardIndex(*g, "Great Wall");
    const int bridge = cardIndex(*g, "Great Bridge");
    const int monument = cardIndex(*g, "Monument");
    const int cathedral = cardIndex(*g, "Cathedral");
    GameState s = turnOf(*g, 0);
    QVERIFY(claimsOf(*g, s).empty());
    const std::vector<int> spots = spreadCorners(*g, sc, 3);
    QCOMPARE(int(spots.size()), 3);
    putBuilding(*g, s, 0, spots[0], 2);
    QVERIFY(claimsOf(*g, s).empty()); // one city: 2 VP, no harbor
    putBuilding(*g, s, 0, spots[1], 2);
    QCOMPARE(claimsOf(*g, s), std::set<int>({theater})); // 2 cities, 4 VP
    putBuilding(*g, s, 0, spots[2], 2);
    QCOMPARE(claimsOf(*g, s), std::set<int>({theater, cathedral})); // 6 VP
    // A settlement on a Great Wall site starts the Great Wall; a city there does not.
    GameState w = turnOf(*g, 1);
    int wallSite = -1, bridgeSite = -1;
    for (int c = 0; c < g->topology().cornerCount(); ++c) {
        if (g->wonderSiteAt(c) == 1 && wallSite < 0)
            wallSite = c;
        if (g->wonderSiteAt(c) == 2 && bridgeSite < 0)
            bridgeSite = c;
    }
    putBuilding(*g, w, 1, wallSite, 1);
    QCOMPARE(claimsOf(*g, w), std::set<int>({wall}));
    w.cornerLevel[at(wallSite)] = 2;
    ++w.players[1].settlementsLeft;
    --w.players[1].citiesLeft;
    QVERIFY(claimsOf(*g, w).empty());
    putBuilding(*g, w, 1, bridgeSite, 1);
    QCOMPARE(claimsOf(*g, w), std::set<int>({bridge}));
    // The Monument: a city at a harbor, and a trade route of 5.
    GameState m = turnOf(*g, 2);
    int harborCorner = -1;
    for (int c = 0; c < g->topology().cornerCount() && harborCorner < 0; ++c)
        if (g->cornerHarbors(c) && g->cornerBuildable(c) && !g->wonderSiteAt(c))
            harborCorner = c;
    QVERIFY(harborCorner >= 0);
    putBuilding(*g, m, 2, harborCorner, 2);
    QVERIFY(!claimsOf(*g, m).count(monument));
    m.players[2].longestRoad = 4;
    QVERIFY(!claimsOf(*g, m).count(monument));
    m.players[2].longestRoad = 5;
    QVERIFY(claimsOf(*g, m).count(monument));
}

void TestEngineWonders::rule_aShipStartsTheWonderAndBarsOthers()
{
    // 001:L2359–2362: the first to start chooses freely; a wonder is started on one's turn by
    // putting one of one's ships on the card; nobody else may then start it; one wonder each.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    const int theater = cardIndex(*g, "Theater");
    const int cathedral = cardIndex(*g, "Cathedral");
    GameState s = turnOf(*g, 0);
    const std::vector<int> spots = spreadCorners(*g, sc, 6);
    for (int k = 0; k < 3; ++k)
        putBuilding(*g, s, 0, spots[std::size_t(k)], 2);
    const int ships = s.players[0].shipsLeft;
    g->apply(s, makeAction(ActionType::ClaimWonder, unsigned(theater)));
    QCOMPARE(g->wonderOf(s, 0), theater);
    QCOMPARE(g->wonderBuilder(s, theater), 0);
    QCOMPARE(g->wonderLevel(s, 0), 0);
    QCOMPARE(int(s.players[0].shipsLeft), ships - 1);
    QVERIFY(claimsOf(*g, s).empty()); // the Cathedral too is met, but one wonder each
    // Player 1 meets the Theater's requirements too: it is taken; the Cathedral is free.
    s.actor = s.turnPlayer = 1;
    for (int k = 3; k < 6; ++k)
        putBuilding(*g, s, 1, spots[std::size_t(k)], 2);
    QCOMPARE(claimsOf(*g, s), std::set<int>({cathedral}));
    // No ship in the supply, no wonder.
    s.players[1].shipsLeft = 0;
    QVERIFY(claimsOf(*g, s).empty());
}

void TestEngineWonders::rule_levelsCostTheCardsResources()
{
    // 001:L2363–2365: four levels, each paid with the 5 resources on the card; several in one
    // turn when affordable.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    const int theater = cardIndex(*g, "Theater");
    GameState s = turnOf(*g, 0);
    s.wonderOf[0] = std::uint8_t(theater + 1);
    const Action level = makeAction(ActionType::BuildWonderLevel);
    QVERIFY(!legalOf(*g, s).contains(level));
    // The Theater: 1 brick, 1 lumber, 3 wool; one wool short is not enough.
    give(s, 0, Resource::Brick, 2);
    give(s, 0, Resource::Lumber, 2);
    give(s, 0, Resource::Wool, 2);
    QVERIFY(!legalOf(*g, s).contains(level));
    give(s, 0, Resource::Wool, 4);
    const auto bankBefore = s.bank;
    QVERIFY(legalOf(*g, s).contains(level));
    g->apply(s, level);
    QCOMPARE(g->wonderLevel(s, 0), 1);
    QCOMPARE(int(s.players[0].resources[at(model::index(Resource::Wool))]), 3);
    QCOMPARE(int(s.bank[at(model::index(Resource::Wool))]),
        bankBefore[at(model::index(Resource::Wool))] + 3);
    QVERIFY(legalOf(*g, s).contains(level)); // a second level in the same turn
    g->apply(s, level);
    QCOMPARE(g->wonderLevel(s, 0), 2);
    QCOMPARE(int(s.players[0].cardCount), 0);
    QVERIFY(!legalOf(*g, s).contains(level));
}

void TestEngineWonders::rule_levelFourWinsWhateverThePoints()
{
    // 001:L2375: finishing the 4th level wins, even far below 10 points.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    GameState s = turnOf(*g, 0);
    s.wonderOf[0] = std::uint8_t(cardIndex(*g, "Monument") + 1);
    s.wonderLevel[0] = 3;
    QCOMPARE(g->victoryPoints(s, 0), 0);
    giveLevel(*g, s, 0);
    g->apply(s, makeAction(ActionType::BuildWonderLevel));
    QCOMPARE(s.phase, Phase::GameOver);
    QCOMPARE(int(s.winner), 0);
}

void TestEngineWonders::rule_tenPointsWinOnlyWithTheHighestLevel()
{
    // 001:L2379: 10 VP win only with a higher wonder level than every other player; a tie for
    // the highest level is not enough, and 10 VP without any level neither.
    const model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    GameState s = turnOf(*g, 0);
    const std::vector<int> spots = spreadCorners(*g, sc, 6);
    for (int k = 0; k < 6; ++k)
        putBuilding(*g, s, 0, spots[std::size_t(k)], k < 4 ? 2 : 1); // 4 cities, 2 settlements
    QCOMPARE(g->victoryPoints(s, 0), 10);
    const Action trade
        = makeAction(ActionType::MaritimeTrade, res(Resource::Ore), res(Resource::Wool));
    give(s, 0, Resource::Ore, 8);
    g->apply(s, trade);
    QVERIFY(s.phase != Phase::GameOver); // level 0 ties everybody's 0
    s.wonderOf[0] = std::uint8_t(cardIndex(*g, "Cathedral") + 1);
    s.wonderLevel[0] = 1;
    s.wonderOf[1] = std::uint8_t(cardIndex(*g, "Theater") + 1);
    s.wonderLevel[1] = 1;
    g->apply(s, trade);
    QVERIFY(s.phase != Phase::GameOver); // level 1 ties player 1's
    giveLevel(*g, s, 0);
    g->apply(s, makeAction(ActionType::BuildWonderLevel));
    QCOMPARE(s.phase, Phase::GameOver); // level 2 against 1
    QCOMPARE(int(s.winner), 0);
}

void TestEngineWonders::rule_noPirate()
{
    // 001:L2369: the robber starts on a desert; the pirate is not used, so a 7 moves only the
    // robber, and a board that places a pirate anyway is refused.
    model::Scenario sc = dealtScenario(File34);
    const auto g = compileOrThrow(sc, 4);
    GameState s = g->initialState();
    QVERIFY(s.robberHex >= 0);
    QCOMPARE(s.pirateHex, std::int16_t(-1));
    s = turnOf(*g, 0);
    s.rolled = 0;
    s.phase = Phase::PreRoll;
    roll(*g, s, 7);
    QCOMPARE(s.phase, Phase::MoveRobber);
    const ActionList legal = legalOf(*g, s);
    QVERIFY(countOf(legal, ActionType::MoveRobber) > 0);
    QCOMPARE(countOf(legal, ActionType::MovePirate), 0);
    for (const model::Hex &h : sc.board.hexes())
        if (h.terrain == Terrain::Sea) {
            sc.board.setPirate(h.coord);
            break;
        }
    QCOMPARE(refusalCode(sc, 4), std::string("engine.pirate-unused-but-placed"));
}

void TestEngineWonders::rule_fiveSixCardsAndPairedTurn()
{
    // 001:L2981, L2987: 7 wonder cards, the 5 of Seafarers and 2 new ones — lost pictures, which
    // the file (like JSettlers) deals as a second Theater and Great Bridge. Copies are
    // interchangeable: one free copy is offered. Player 2 of a paired turn may build too
    // (001:L2596–2604).
    const model::Scenario sc = dealtScenario(File56);
    const auto g = compileOrThrow(sc, 6);
    QCOMPARE(g->wonderCount(), 7);
    int theaters = 0;
    for (int j = 0; j < g->wonderCount(); ++j)
        theaters += g->wonderCard(j).name == "Theater" ? 1 : 0;
    QCOMPARE(theaters, 2);
    GameState s = turnOf(*g, 0);
    const std::vector<int> spots = spreadCorners(*g, sc, 6);
    putBuilding(*g, s, 0, spots[0], 2);
    putBuilding(*g, s, 0, spots[1], 2);
    const std::set<int> first = claimsOf(*g, s);
    QCOMPARE(int(first.size()), 1);
    const int theater = *first.begin();
    g->apply(s, makeAction(ActionType::ClaimWonder, unsigned(theater)));
    // Player 2 of the paired turn (seat 3 with 6 players) meets the Theater's requirement and
    // gets the other copy.
    putBuilding(*g, s, 3, spots[2], 2);
    putBuilding(*g, s, 3, spots[3], 2);
    s.pairedPart = 1;
    s.actor = 3;
    const std::set<int> second = claimsOf(*g, s);
    QCOMPARE(int(second.size()), 1);
    QVERIFY(*second.begin() != theater);
    QCOMPARE(g->wonderCard(*second.begin()).name, std::string("Theater"));
    g->apply(s, makeAction(ActionType::ClaimWonder, unsigned(*second.begin())));
    giveLevel(*g, s, 3);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::BuildWonderLevel)));
}

void TestEngineWonders::rule_refusals()
{
    // A wonder is started with a ship (001:L2362): wonder cards need Seafarers. The engine plays
    // at most MaxWonders cards, each within the file format's ranges.
    model::Scenario base = bigIslandScenario();
    base.rules.wonders = {boxCard("Theater")};
    QCOMPARE(refusalCode(base, 4), std::string("engine.wonders-need-seafarers"));
    model::Scenario many = seafarersScenario();
    many.rules.wonders.assign(std::size_t(validation::MaxWonders) + 1, boxCard("Theater"));
    QCOMPARE(refusalCode(many, 4), std::string("engine.wonders-too-many"));
    // Within the limit the same archipelago plays with wonders.
    many.rules.wonders.resize(std::size_t(validation::MaxWonders));
    QVERIFY(compileOrThrow(many, 4)->rules().wonders);
    // A card the format could not hold: a level that costs nothing, a site that is no wonder
    // site (scenarios built in code; files are refused by the reader).
    many.rules.wonders[2].levelCost = {};
    QCOMPARE(refusalCode(many, 4), std::string("engine.wonder-card-invalid"));
    many.rules.wonders[2] = boxCard("Great Wall");
    many.rules.wonders[2].needs.settlementOn = model::MarkerType::Village;
    QCOMPARE(refusalCode(many, 4), std::string("engine.wonder-card-invalid"));
}

void TestEngineWonders::greedyBotsFinishTheirGames()
{
    // #13 §2 / #14: greedy bots start wonders and build their levels: every game of greedy bots
    // ends with a winner, and one greedy bot beats three random ones in 90% of games.
    QCOMPARE(greedyGamesWon(File34, 3, 60), 60);
    QCOMPARE(greedyGamesWon(File34, 4, 60), 60);
    QCOMPARE(greedyGamesWon(File56, 5, 40), 40);
    QCOMPARE(greedyGamesWon(File56, 6, 40), 40);
    const int wins = greedyWinsAgainstRandom(File34, 4, 100);
    QVERIFY2(wins >= 90, std::to_string(wins).c_str());
}

QTEST_GUILESS_MAIN(TestEngineWonders)
#include "test_EngineWonders.moc"
