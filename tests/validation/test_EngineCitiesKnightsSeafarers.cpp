// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights with Seafarers (001:L3662–3670, RULES-DIGEST §4.3), on the rulebook's
// recommended scenarios as shipped (scenarios/ck-seafarers-*.json): ships count as roads for
// knights, a knight may be moved (never hired) onto a sea intersection along its ships, a knight
// keeps the ship route it stands on closed, a knight beside the pirate chases it. Each test names
// its rulebook line.
#include "CitiesKnightsTestUtil.h"
#include "SeafarersFileUtil.h"

using namespace isle;
using namespace isle::test;

namespace {

constexpr auto NoId = model::BoardTopology::NoId;

std::shared_ptr<const Game> combinedGame(
    const std::string &file = "ck-seafarers-heading-for-new-shores-4.json")
{
    GameConfig config;
    config.domesticTrade = false;
    return compileOrThrow(dealtScenario(file), 4, config);
}

/// A coastal land corner `land`, a side `ship` from it that takes a ship, and that side's far
/// corner `far`: at sea when `farAtSea`, else on land.
struct CoastSide
{
    int land = -1, ship = -1, far = -1;
};

CoastSide coastSide(const Game &g, bool farAtSea)
{
    const auto &topo = g.topology();
    for (int c = 0; c < topo.cornerCount(); ++c) {
        if (!g.cornerBuildable(c))
            continue;
        for (auto e : topo.cornerEdges(c)) {
            if (e == NoId || !g.edgeShippable(int(e)))
                continue;
            for (auto d : topo.edgeCorners(e))
                if (int(d) != c && g.cornerBuildable(int(d)) != farAtSea)
                    return {c, int(e), int(d)};
        }
    }
    return {};
}

/// A ship on `edge` (no route length kept: these tests are about knights and cards).
void placeShip(const Game &g, GameState &s, int player, int edge)
{
    s.shipOwner[std::size_t(edge)] = std::int8_t(player);
    --s.players[std::size_t(player)].shipsLeft;
    g.refreshDerived(s);
}

/// `card` in `player`'s hand of progress cards.
void holdProgress(GameState &s, int player, validation::ProgressCard card)
{
    ++s.progressHand[std::size_t(player)][std::size_t(card)];
    ++s.ck[std::size_t(player)].progressCount;
}

int countWithArgA(const ActionList &l, ActionType type, int a)
{
    int n = 0;
    for (Action x : l)
        n += validation::actionType(x) == type && validation::actionArgA(x) == a ? 1 : 0;
    return n;
}

} // namespace

class TestEngineCitiesKnightsSeafarers : public QObject
{
    Q_OBJECT

private slots:
    void rule_ckSeaOnlyOnScenariosWithoutRulesOfTheirOwn();
    void rule_ckSeaKnightHiredBesideAShipNeverAtSea();
    void rule_ckSeaKnightMovesAlongShipsOntoTheSea();
    void rule_ckSeaShipUnderAKnightStays();
    void rule_ckSeaKnightChasesThePirate();
    void rule_ckSeaKnightJoinsNoRoadToAShip();
    void rule_ckSeaIntrigueAtTheEndOfAShip();
    void rule_ckSeaDiplomatRemovesAnOpenShip();
    void rule_ckSeaRoadBuildingBuildsShips();
};

void TestEngineCitiesKnightsSeafarers::rule_ckSeaOnlyOnScenariosWithoutRulesOfTheirOwn()
{
    // 001:L3664: the rulebook combines them on scenarios without exploration (Heading for New
    // Shores, Through the Desert); a scenario with rules of its own is refused by name.
    for (const char *file :
        {"ck-seafarers-heading-for-new-shores-3.json", "ck-seafarers-through-the-desert-4.json"}) {
        const model::Scenario sc = dealtScenario(file);
        const int players = sc.minPlayers;
        const auto g = Game::compile(sc, players);
        QVERIFY2(g.game, g.error.c_str());
        QVERIFY(g.game->citiesKnights() && g.game->seafarers());
        QCOMPARE(g.game->victoryTarget(), 17);
    }
    model::Scenario fog = dealtScenario("seafarers-fog-islands-4.json");
    fog.products.push_back(model::Product::CitiesAndKnights);
    const std::string why = refusalOf(fog, 4);
    QVERIFY2(why.find("fog hexes") != std::string::npos, why.c_str());
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaKnightHiredBesideAShipNeverAtSea()
{
    // 001:L3666: the rules for roads apply to ships: a knight is hired at the end of a ship as
    // at the end of a road. 001:L3668: but never placed new on a sea intersection.
    auto g = combinedGame();
    const CoastSide coast = coastSide(*g, false);
    QVERIFY(coast.ship >= 0);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, coast.land);
    placeShip(*g, s, 0, coast.ship);
    give(s, 0, Resource::Wool, 2);
    give(s, 0, Resource::Ore, 2);
    QCOMPARE(countWithArgA(legalOf(*g, s), ActionType::BuildKnight, coast.far), 1);
    const CoastSide sea = coastSide(*g, true);
    GameState t = mainState(*g);
    putBuilding(*g, t, 0, sea.land);
    placeShip(*g, t, 0, sea.ship);
    give(t, 0, Resource::Wool, 1);
    give(t, 0, Resource::Ore, 1);
    QCOMPARE(countWithArgA(legalOf(*g, t), ActionType::BuildKnight, sea.far), 0);
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaKnightMovesAlongShipsOntoTheSea()
{
    // 001:L3667–3668: a knight moves along roads and ships, onto a sea intersection at the end
    // of a line of ships ("on the adjacent ship").
    auto g = combinedGame();
    const CoastSide sea = coastSide(*g, true);
    GameState s = mainState(*g);
    putKnight(*g, s, 0, sea.land, 1, true);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::MoveKnight), 0); // no way to go
    placeShip(*g, s, 0, sea.ship);
    const Action move = makeAction(ActionType::MoveKnight, unsigned(sea.land), unsigned(sea.far));
    QVERIFY(legalOf(*g, s).contains(move));
    g->apply(s, move);
    QCOMPARE(int(s.cornerOwner[std::size_t(sea.far)]), 0);
    QCOMPARE(int(s.cornerLevel[std::size_t(sea.far)]), 0);
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaShipUnderAKnightStays()
{
    // 001:L3669: a knight stays connected to a settlement or city of its colour: a ship whose
    // open end holds the owner's knight counts as a closed route and may not move.
    auto g = combinedGame();
    const CoastSide sea = coastSide(*g, true);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, sea.land);
    placeShip(*g, s, 0, sea.ship);
    QVERIFY(countWithArgA(legalOf(*g, s), ActionType::MoveShip, sea.ship) > 0);
    putKnight(*g, s, 0, sea.far, 1, false);
    QCOMPARE(countWithArgA(legalOf(*g, s), ActionType::MoveShip, sea.ship), 0);
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaKnightChasesThePirate()
{
    // 001:L3670: a knight at an intersection of the pirate's sea hex chases the pirate away as
    // it would the robber (after the first barbarian attack, 001:L3334); then only the pirate
    // moves.
    auto g = combinedGame();
    const CoastSide sea = coastSide(*g, true);
    GameState s = mainState(*g);
    s.barbarianAttacks = 1;
    int pirate = -1;
    for (auto h : g->topology().cornerHexes(sea.land))
        if (h != NoId && g->isSea(int(h)))
            pirate = int(h);
    QVERIFY(pirate >= 0);
    s.pirateHex = std::int16_t(pirate);
    putKnight(*g, s, 0, sea.land, 1, true);
    const Action chase = makeAction(ActionType::ChaseRobber, unsigned(sea.land), 1);
    QVERIFY(legalOf(*g, s).contains(chase));
    g->apply(s, chase);
    QCOMPARE(s.phase, Phase::MoveRobber);
    const ActionList l = legalOf(*g, s);
    QVERIFY(!l.empty());
    for (Action a : l)
        QCOMPARE(validation::actionType(a), ActionType::MovePirate);
    g->apply(s, l[0]);
    QCOMPARE(int(s.robberChased), 0);
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaKnightJoinsNoRoadToAShip()
{
    // 001:L1408: roads and ships join only at a settlement or city; a knight (no building) at
    // the end of a ship starts no road, and one at the end of a road no ship.
    auto g = combinedGame();
    const CoastSide coast = coastSide(*g, false);
    GameState s = mainState(*g);
    placeShip(*g, s, 0, coast.ship);
    putKnight(*g, s, 0, coast.far, 1, false);
    give(s, 0, Resource::Brick, 1);
    give(s, 0, Resource::Lumber, 1);
    for (Action a : legalOf(*g, s))
        if (validation::actionType(a) == ActionType::BuildRoad)
            for (auto c : g->topology().edgeCorners(validation::actionArgA(a)))
                QVERIFY(int(c) != coast.far);
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaIntrigueAtTheEndOfAShip()
{
    // 001:L3863 with 001:L3666: Intrigue displaces an opponent's knight at one of the player's
    // roads, or ships.
    auto g = combinedGame();
    const CoastSide coast = coastSide(*g, false);
    GameState s = mainState(*g);
    placeShip(*g, s, 0, coast.ship);
    putKnight(*g, s, 1, coast.far, 1, false);
    holdProgress(s, 0, validation::ProgressCard::Intrigue);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::PlayProgressCard,
        unsigned(validation::ProgressCard::Intrigue), unsigned(coast.far))));
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaDiplomatRemovesAnOpenShip()
{
    // 001:L3857–3859 with 001:L3666: the Diplomat removes an open road, or an open ship; the
    // player's own ship may be placed again at once, as a ship.
    auto g = combinedGame();
    const CoastSide sea = coastSide(*g, true);
    const auto diplomat = unsigned(validation::ProgressCard::Diplomat);
    for (int owner : {1, 0}) {
        GameState s = mainState(*g);
        putBuilding(*g, s, owner, sea.land);
        placeShip(*g, s, owner, sea.ship);
        holdProgress(s, 0, validation::ProgressCard::Diplomat);
        const Action play = makeAction(ActionType::PlayProgressCard, diplomat, unsigned(sea.ship));
        QVERIFY(legalOf(*g, s).contains(play));
        const int left = s.players[std::size_t(owner)].shipsLeft;
        g->apply(s, play);
        QCOMPARE(int(s.shipOwner[std::size_t(sea.ship)]), -1);
        QCOMPARE(int(s.players[std::size_t(owner)].shipsLeft), left + 1);
        if (owner == 0) {
            QCOMPARE(s.phase, Phase::ProgressChoice);
            const ActionList l = legalOf(*g, s);
            QVERIFY(l.contains(makeAction(ActionType::ProgressChoice, unsigned(sea.ship))));
            g->apply(s, makeAction(ActionType::ProgressChoice, unsigned(sea.ship)));
            QCOMPARE(int(s.shipOwner[std::size_t(sea.ship)]), 0);
            QCOMPARE(int(s.players[0].shipsLeft), left);
            QCOMPARE(int(s.edgeOwner[std::size_t(sea.ship)]), -1);
        }
    }
}

void TestEngineCitiesKnightsSeafarers::rule_ckSeaRoadBuildingBuildsShips()
{
    // 001:L3755 with 001:L3666 (as the development card, 001:L1474): the Road Building progress
    // card builds 2 free roads, 2 ships or one of each.
    auto g = combinedGame();
    const CoastSide sea = coastSide(*g, true);
    GameState s = mainState(*g);
    putBuilding(*g, s, 0, sea.land);
    s.players[0].roadsLeft = 0; // no road left: ships only
    const auto card = unsigned(validation::ProgressCard::RoadBuilding);
    holdProgress(s, 0, validation::ProgressCard::RoadBuilding);
    g->apply(s, makeAction(ActionType::PlayProgressCard, card));
    QCOMPARE(s.phase, Phase::RoadBuilding);
    QCOMPARE(int(s.freeRoads), 2);
    QVERIFY(legalOf(*g, s).contains(makeAction(ActionType::BuildShip, unsigned(sea.ship))));
}

QTEST_GUILESS_MAIN(TestEngineCitiesKnightsSeafarers)
#include "test_EngineCitiesKnightsSeafarers.moc"
