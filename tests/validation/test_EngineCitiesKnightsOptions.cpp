// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights' settings a scenario states (model::CitiesAndKnightsOptions): the barbarian
// track's length and the optional rules (001:L3657–3691), the Nasty variant among them. Each test
// names its rulebook line.
#include "CitiesKnightsTestUtil.h"

using namespace isle;
using namespace isle::test;
using isle::validation::ChanceList;
using isle::validation::EventFace;

namespace {

std::shared_ptr<const Game> gameWith(const model::CitiesAndKnightsOptions &options)
{
    model::Scenario s = citiesKnightsScenario();
    s.rules.citiesAndKnights = options;
    GameConfig config;
    config.domesticTrade = false;
    return compileOrThrow(s, 4, config);
}

} // namespace

class TestEngineCitiesKnightsOptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rule_ckBarbarianTrackFromScenario();
    void rule_ckKnightErrantChasesBeforeTheRoll();
    void rule_ckEasyStartNoSevenNoEventDie();
    void rule_ckNastyPlayersCommitFromTheRoller();
    void rule_ckNastyOnlyCommittedKnightsDefend();
    void ckNastyRandomGamesEnd();
};

void TestEngineCitiesKnightsOptions::rule_ckBarbarianTrackFromScenario()
{
    // RULES-DIGEST §2.5: the track is picture-only, so its length is the scenario's data.
    model::CitiesAndKnightsOptions options;
    options.barbarianTrackLength = 3;
    auto g = gameWith(options);
    QCOMPARE(g->rules().barbarianTrack, 3);
    GameState s = preRollState(*g);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(int(s.barbarianAttacks), 0);
        rollNow(*g, s, roll(1, 2, EventFace::Ship));
        g->apply(s, makeAction(ActionType::EndTurn));
    }
    QCOMPARE(int(s.barbarianAttacks), 1);
}

void TestEngineCitiesKnightsOptions::rule_ckKnightErrantChasesBeforeTheRoll()
{
    // 001:L3678–3680: with Knight-Errant an active knight may chase the robber before the roll;
    // without it, only after (001:L3568).
    for (bool errant : {false, true}) {
        model::CitiesAndKnightsOptions options;
        options.knightErrant = errant;
        auto g = gameWith(options);
        GameState s = preRollState(*g);
        s.barbarianAttacks = 1;
        const int c = cornerOf(*g, 0, 0, Corner::North);
        putKnight(*g, s, 0, c, 1, true);
        QCOMPARE(countOf(legalOf(*g, s), ActionType::ChaseRobber), errant ? 1 : 0);
        if (errant) {
            g->apply(s, makeAction(ActionType::ChaseRobber, unsigned(c)));
            QCOMPARE(s.phase, Phase::MoveRobber);
            g->apply(s, legalOf(*g, s)[0]);
            QCOMPARE(s.phase, Phase::PreRoll); // then the roll, as after a base knight card
        }
    }
}

void TestEngineCitiesKnightsOptions::rule_ckEasyStartNoSevenNoEventDie()
{
    // 001:L3684–3689: in each player's first two turns a 7 is rolled again and the event die is
    // not rolled; from the first player's third turn all three dice count.
    model::CitiesAndKnightsOptions options;
    options.easyStart = true;
    auto g = gameWith(options);
    GameState s = preRollState(*g);
    g->apply(s, makeAction(ActionType::RollDice));
    ChanceList c;
    g->chanceOutcomes(s, c);
    QCOMPARE(c.size(), 30);
    for (int i = 0; i < c.size(); ++i) {
        QVERIFY(validation::actionArgA(c.action(i)) != 7);
        QCOMPARE(validation::actionArgB(c.action(i)) >> 3, int(EventFace::NotRolled));
    }
    model::Rng rng(9);
    for (int i = 0; i < 100; ++i)
        QVERIFY(g->isLegal(s, g->sampleChance(s, rng)));
    g->apply(s, c.action(0));
    QCOMPARE(int(s.barbarianPosition), 0);
    s = preRollState(*g);
    s.turn = 8; // the first player's third turn
    g->apply(s, makeAction(ActionType::RollDice));
    g->chanceOutcomes(s, c);
    QCOMPARE(c.size(), 144);
}

void TestEngineCitiesKnightsOptions::rule_ckNastyPlayersCommitFromTheRoller()
{
    // 001:L3674: when the barbarians land, beginning with the player who rolled, each player
    // says how many of their active knights defend: some, none or all. Players without an
    // active knight are not asked; production waits for the attack.
    model::CitiesAndKnightsOptions options;
    options.nasty = true;
    auto g = gameWith(options);
    QVERIFY(g->rules().nasty);
    GameState s = preRollState(*g);
    s.turnPlayer = s.actor = 2;
    s.barbarianPosition = 6;
    putBuilding(*g, s, 0, cornerOf(*g, 0, -2, Corner::North), 2);
    putKnight(*g, s, 0, cornerOf(*g, -1, 0, Corner::North), 1, true);
    putKnight(*g, s, 0, cornerOf(*g, -1, 1, Corner::North), 2, true);
    putKnight(*g, s, 1, cornerOf(*g, 1, -1, Corner::North), 1, false); // inactive: not asked
    putKnight(*g, s, 3, cornerOf(*g, 2, 0, Corner::North), 1, true);
    rollNow(*g, s, roll(4, 6, EventFace::Ship));
    QCOMPARE(s.phase, Phase::CommitKnights);
    QCOMPARE(g->currentPlayer(s), 3); // the first asked after the roller (2, who has none)
    QCOMPARE(countOf(legalOf(*g, s), ActionType::CommitKnights), 2); // none, or the one
    g->apply(s, makeAction(ActionType::CommitKnights, 1));
    QCOMPARE(g->currentPlayer(s), 0);
    QCOMPARE(countOf(legalOf(*g, s), ActionType::CommitKnights), 4); // every subset of two
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 0); // production waits
    g->apply(s, makeAction(ActionType::CommitKnights, 3));
    QCOMPARE(int(s.barbarianAttacks), 1);
    QCOMPARE(s.phase, Phase::Main);
    QCOMPARE(int(s.players[0].resources[res(Resource::Ore)]), 1); // the city's ore (a 10)
}

void TestEngineCitiesKnightsOptions::rule_ckNastyOnlyCommittedKnightsDefend()
{
    // 001:L3676: only committed knights count toward the knights' strength and for who
    // contributed the weakest force: holding a knight back can lose the battle, and the player
    // who held back is the weakest.
    model::CitiesAndKnightsOptions options;
    options.nasty = true;
    auto g = gameWith(options);
    GameState s = preRollState(*g);
    s.barbarianPosition = 6;
    const int a = cornerOf(*g, 0, -2, Corner::North), b = cornerOf(*g, 2, 0, Corner::South);
    putBuilding(*g, s, 0, a, 2);
    putBuilding(*g, s, 1, b, 2);
    putKnight(*g, s, 0, cornerOf(*g, -1, 0, Corner::North), 1, true);
    putKnight(*g, s, 1, cornerOf(*g, 1, -1, Corner::North), 2, true);
    // 2 cities; all knights would give 3. Player 0 commits theirs, player 1 holds back.
    rollNow(*g, s, roll(1, 1, EventFace::Ship));
    QCOMPARE(g->currentPlayer(s), 0);
    g->apply(s, makeAction(ActionType::CommitKnights, 1));
    g->apply(s, makeAction(ActionType::CommitKnights, 0));
    QCOMPARE(s.phase, Phase::PillageCity); // 1 against 2: the barbarians win
    QCOMPARE(g->currentPlayer(s), 1); // 0 committed (the weakest), not player 0's 1
    g->apply(s, makeAction(ActionType::PillageCity, unsigned(b)));
    QCOMPARE(int(s.cornerLevel[std::size_t(b)]), 1);
    QCOMPARE(int(s.cornerLevel[std::size_t(a)]), 2);
    // The knights that fought turn inactive; the one held back stays active (the publisher's
    // FAQ on the variant; the rulebook's 001:L3606 turns every knight in the normal game).
    QVERIFY(!(s.knights[0][0].flags & GameState::KnightActive));
    QVERIFY(s.knights[1][0].flags & GameState::KnightActive);
    for (auto mask : s.committedKnights)
        QCOMPARE(int(mask), 0);
    // Without Nasty the same position is saved by every active knight, player 1 the defender.
    auto plain = gameWith({});
    GameState t = preRollState(*plain);
    t.barbarianPosition = 6;
    putBuilding(*plain, t, 0, a, 2);
    putBuilding(*plain, t, 1, b, 2);
    putKnight(*plain, t, 0, cornerOf(*plain, -1, 0, Corner::North), 1, true);
    putKnight(*plain, t, 1, cornerOf(*plain, 1, -1, Corner::North), 2, true);
    rollNow(*plain, t, roll(1, 1, EventFace::Ship));
    QCOMPARE(t.phase, Phase::Main);
    QCOMPARE(int(t.ck[1].points), 1);
}

void TestEngineCitiesKnightsOptions::ckNastyRandomGamesEnd()
{
    // Random play with the Nasty variant: every game ends with the counts intact.
    model::CitiesAndKnightsOptions options;
    options.nasty = true;
    auto g = gameWith(options);
    model::Rng rng(5);
    const int cards = totalCards(g->initialState(), 4);
    int commitments = 0;
    bool kept = true;
    for (int game = 0; game < 20; ++game)
        QVERIFY(playRandomGame(*g, rng, [&](const GameState &, Action a, const GameState &after) {
            commitments += validation::actionType(a) == ActionType::CommitKnights ? 1 : 0;
            kept = kept && totalCards(after, 4) == cards && citiesKnightsCountsHold(after, 4);
        }));
    QVERIFY(kept);
    QVERIFY(commitments > 0);
}

QTEST_GUILESS_MAIN(TestEngineCitiesKnightsOptions)
#include "test_EngineCitiesKnightsOptions.moc"
