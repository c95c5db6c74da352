// SPDX-License-Identifier: GPL-3.0-or-later
// Cities & Knights' settings a scenario states (model::CitiesAndKnightsOptions): the barbarian
// track's length and the optional rules (001:L3657–3691). Each test names its rulebook line.
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
    void rule_ckNastyVariantRefused();
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
        putKnight(s, 0, c, 1, true);
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

void TestEngineCitiesKnightsOptions::rule_ckNastyVariantRefused()
{
    // 001:L3672–3676: the Nasty variant is not implemented; a file asking for it is refused by
    // name rather than played without it.
    model::Scenario s = citiesKnightsScenario();
    s.rules.citiesAndKnights = model::CitiesAndKnightsOptions {};
    s.rules.citiesAndKnights->nasty = true;
    GameConfig config;
    config.domesticTrade = false;
    const auto r = Game::compile(s, 4, config);
    QVERIFY(!r.game);
    QVERIFY2(r.error.find("Nasty") != std::string::npos, r.error.c_str());
}

QTEST_GUILESS_MAIN(TestEngineCitiesKnightsOptions)
#include "test_EngineCitiesKnightsOptions.moc"
