// SPDX-License-Identifier: GPL-3.0-or-later
// The engine self-check (validation/selfcheck): it passes on real games of the shipped
// scenarios, and each invariant reports exactly its own breach when a state is corrupted.
#include "EngineTestUtil.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/playtest/PlaytestRunner.h"
#include "validation/selfcheck/SelfCheck.h"
#include "validation/selfcheck/SelfCheckRunner.h"

#include <QTest>

#include <filesystem>
#include <functional>

using namespace isle;
using namespace isle::test;
using isle::validation::Action;
using isle::validation::ActionList;
using isle::validation::ActionType;
using isle::validation::Phase;
using isle::validation::SelfCheck;
using isle::validation::SelfCheckInvariant;

namespace {

model::Scenario loadShipped(const std::string &name)
{
    const auto path = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios" / (name + ".json");
    const model::LoadResult loaded = model::loadScenarioFile(path);
    if (!loaded.ok())
        throw std::runtime_error("cannot load " + name);
    return *loaded.scenario;
}

/// The scenario's board for `players`, dealt as playtest deals it when its set-up is variable.
std::shared_ptr<const Game> dealt(const model::Scenario &scenario, int players, std::uint64_t seed)
{
    std::string error;
    auto runner = validation::PlaytestRunner::forScenario(scenario, players, {}, error);
    auto game = runner ? runner->gameFor(seed, error) : nullptr;
    if (!game)
        throw std::runtime_error(error);
    return game;
}

/// A game played by greedy bots with the self-check's history kept, stopped at the first state
/// `stop` accepts (or at the end).
struct PlayedGame
{
    model::Scenario scenario;
    std::shared_ptr<const Game> game;
    std::unique_ptr<SelfCheck> check;
    GameState state;
    SelfCheck::History history;
    bool stopped = false;

    PlayedGame(const std::string &name, int players,
        const std::function<bool(const PlayedGame &)> &stop, std::uint64_t seed = 7)
        : scenario(loadShipped(name))
        , game(dealt(scenario, players, seed))
        , check(std::make_unique<SelfCheck>(*game, scenario))
        , state(game->initialState())
    {
        auto bot = validation::makeBot("greedy");
        model::Rng rng(seed);
        ActionList legal;
        while (!game->isTerminal(state)) {
            if (stop(*this)) {
                stopped = true;
                return;
            }
            Action a;
            if (game->isChanceNode(state)) {
                a = game->sampleChance(state, rng);
            } else {
                game->legalActions(state, legal);
                a = bot->chooseAction(*game, state, legal, rng);
            }
            check->record(history, state, a);
            game->apply(state, a);
        }
    }

    std::optional<SelfCheckInvariant> stateBreach() const
    {
        const auto v = check->checkState(state, history);
        return v ? std::optional(v->invariant) : std::nullopt;
    }
    std::optional<SelfCheckInvariant> moveBreach() const
    {
        bool covered = true;
        const auto v = check->checkMoves(state, history, covered);
        return v ? std::optional(v->invariant) : std::nullopt;
    }
};

/// A main-phase state some turns into the game, where every player has built roads.
bool midGame(const PlayedGame &g)
{
    return g.state.phase == Phase::Main && g.state.turn >= 12;
}

} // namespace

class TestSelfCheck : public QObject
{
    Q_OBJECT

private slots:
    void invariant_realGamesPass_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("bot");
        QTest::addColumn<int>("games");
        // Greedy games are short and build a lot; random games reach the odd corners (long
        // games, many trades). ASan build: about 20 s in all.
        for (const char *name : {"base-beginner-3-4", "base-beginner-5-6", "base-variable-3-4",
                 "seafarers-four-islands-4", "seafarers-heading-for-new-shores-3",
                 "seafarers-through-the-desert-4", "seafarers-fog-islands-4"}) {
            QTest::newRow((std::string(name) + "/greedy").c_str())
                << QString::fromLatin1(name) << QStringLiteral("greedy") << 2;
            QTest::newRow((std::string(name) + "/random").c_str())
                << QString::fromLatin1(name) << QStringLiteral("random") << 1;
        }
    }
    void invariant_realGamesPass()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, bot);
        QFETCH(int, games);
        validation::SelfCheckOptions options;
        options.games = std::uint64_t(games);
        options.bot = bot.toStdString();
        const auto r
            = validation::SelfCheckRunner::run(loadShipped(scenario.toStdString()), options);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY2(!r.failure,
            r.failure ? (std::string(SelfCheck::name(r.failure->invariant)) + ": "
                + r.failure->detail + " after " + r.failure->actionText)
                            .c_str()
                      : "");
        QCOMPARE(r.games, std::uint64_t(games));
        QVERIFY(r.actions > 100);
    }
    void threadsPlayTheSameGames()
    {
        // Game i depends on (seed, i) alone: any number of threads checks the same games.
        validation::SelfCheckOptions options;
        options.games = 5;
        options.bot = "greedy";
        options.seed = 4;
        for (const char *name : {"base-variable-3-4", "seafarers-four-islands-4"}) {
            const model::Scenario scenario = loadShipped(name);
            options.threads = 1;
            const auto one = validation::SelfCheckRunner::run(scenario, options);
            options.threads = 3;
            const auto three = validation::SelfCheckRunner::run(scenario, options);
            QVERIFY(!one.failure && !three.failure && one.error.empty() && three.error.empty());
            QCOMPARE(three.games, one.games);
            QCOMPARE(three.actions, one.actions);
            QCOMPARE(three.uncheckedMoveStates, one.uncheckedMoveStates);
            QCOMPARE(one.games, std::uint64_t(5));
        }
    }

    void invariant_unchangedStatePasses()
    {
        const PlayedGame g("base-beginner-3-4", 4, midGame);
        QVERIFY(g.stopped);
        QCOMPARE(g.stateBreach(), std::nullopt);
        QCOMPARE(g.moveBreach(), std::nullopt);
    }

    void invariant_cardTakenFromBank()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        g.state.bank[0] = static_cast<std::uint8_t>(g.state.bank[0] - 1);
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::CardConservation);
    }

    void invariant_cardCountDisagrees()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        ++g.state.players[1].cardCount;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::CardConservation);
    }

    void invariant_tradeTermsLeftOver()
    {
        // Outside a trade no terms stand; in one, terms are two-sided and payable (001:L381).
        PlayedGame g("base-beginner-3-4", 4, midGame);
        g.state.tradeTerms[1][0] = 1;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::DomesticTrade);
        PlayedGame h("base-beginner-3-4", 4, midGame);
        h.state.phase = Phase::TradeConfirm;
        h.state.tradeAccepted = 1 << 1;
        h.state.tradeTerms[1] = {-1, 0, 0, 0, 0}; // a gift
        QCOMPARE(h.stateBreach(), SelfCheckInvariant::DomesticTrade);
    }

    void invariant_frontierBitFlipped()
    {
        // The frontier apply() keeps (GameState::frontier) must equal its recomputation.
        PlayedGame g("base-beginner-3-4", 4, midGame);
        g.state.frontier.roadSides[2][0] ^= 1u << 5;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::Frontier);
        PlayedGame h("base-beginner-3-4", 4, midGame);
        h.state.frontier.routeEnds[3][0] ^= 1u << 9;
        QCOMPARE(h.stateBreach(), SelfCheckInvariant::Frontier);
        // Seafarers: the sides kept beside a player's ships and buildings (shipSides).
        PlayedGame k("seafarers-heading-for-new-shores-4", 4, midGame);
        k.state.frontier.shipSides[1][0] ^= 1u << 3;
        QCOMPARE(k.stateBreach(), SelfCheckInvariant::Frontier);
        // ... and the ships free to sail by the pieces at their ends (looseShips): the bit of
        // a side with a ship on it.
        auto firstShip = [](const PlayedGame &played) {
            for (int e = 0; e < played.game->topology().edgeCount(); ++e)
                if (played.state.shipOwner[static_cast<std::size_t>(e)] >= 0)
                    return e;
            return -1;
        };
        PlayedGame m("seafarers-heading-for-new-shores-4", 4, [&](const PlayedGame &played) {
            return played.state.phase == Phase::Main && firstShip(played) >= 0;
        });
        QVERIFY(m.stopped);
        const int ship = firstShip(m);
        m.state.frontier.looseShips[static_cast<std::size_t>(ship / 64)] ^= std::uint64_t(1)
            << (ship % 64);
        QCOMPARE(m.stateBreach(), SelfCheckInvariant::Frontier);
    }

    void invariant_yieldsByteChanged()
    {
        // What apply() keeps each roll paying (GameState::yields) must equal the buildings'.
        PlayedGame g("base-beginner-3-4", 4, midGame);
        g.state.yields[8][1] += 1u << 8;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::Yields);
        PlayedGame h("base-beginner-3-4", 4, midGame);
        h.state.yields[0][0] = 1; // roll 0 pays nothing, to nobody
        QCOMPARE(h.stateBreach(), SelfCheckInvariant::Yields);
    }

    void invariant_devCardAddedToDeck()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        ++g.state.devDeck[1];
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::DevCardConservation);
    }

    void invariant_roadTakenFromSupply()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        --g.state.players[2].roadsLeft;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::PieceCounts);
    }

    void invariant_settlementBesideAnother()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        const auto &topo = g.game->topology();
        bool placed = false;
        for (int c = 0; c < topo.cornerCount() && !placed; ++c) {
            if (g.state.cornerOwner[std::size_t(c)] != 0)
                continue;
            for (auto n : topo.cornerCorners(c))
                if (n >= 0 && g.state.cornerOwner[std::size_t(n)] < 0
                    && g.game->cornerBuildable(n)) {
                    g.state.cornerOwner[std::size_t(n)] = 0;
                    g.state.cornerLevel[std::size_t(n)] = 1;
                    --g.state.players[0].settlementsLeft;
                    placed = true;
                    break;
                }
        }
        QVERIFY(placed);
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::DistanceRule);
    }

    void invariant_roadOutOfNowhere()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        const auto &topo = g.game->topology();
        // A land path whose ends touch none of seat 1's pieces.
        int lonely = -1;
        for (int e = 0; e < topo.edgeCount() && lonely < 0; ++e) {
            if (!g.game->edgeBuildable(e) || g.state.edgeOwner[std::size_t(e)] >= 0)
                continue;
            bool touches = false;
            for (auto c : topo.edgeCorners(e)) {
                touches = touches || g.state.cornerOwner[std::size_t(c)] == 0;
                for (auto x : topo.cornerEdges(c))
                    touches = touches || (x >= 0 && g.state.edgeOwner[std::size_t(x)] == 0);
            }
            if (!touches)
                lonely = e;
        }
        QVERIFY(lonely >= 0);
        g.state.edgeOwner[std::size_t(lonely)] = 0;
        --g.state.players[0].roadsLeft;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::Connectivity);
    }

    void invariant_longestRoadLengthBroken()
    {
        PlayedGame g("base-beginner-3-4", 4, midGame);
        ++g.state.players[3].longestRoad;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::LongestRoad);
    }

    void invariant_tradeRouteLengthBroken()
    {
        // Seafarers: roads and ships counted together (001:L1460–1466).
        PlayedGame g("seafarers-four-islands-4", 4, [](const PlayedGame &p) {
            if (p.state.phase != Phase::Main)
                return false;
            for (auto owner : p.state.shipOwner)
                if (owner >= 0)
                    return true;
            return false;
        });
        QVERIFY(g.stopped);
        QCOMPARE(g.stateBreach(), std::nullopt);
        for (int p = 0; p < 4; ++p)
            QCOMPARE(g.check->slowLongestRoute(g.state, p), g.game->longestRoadOf(g.state, p));
        int shipper = 0;
        while (std::find(g.state.shipOwner.begin(), g.state.shipOwner.end(), shipper)
            == g.state.shipOwner.end())
            ++shipper;
        g.state.players[std::size_t(shipper)].longestRoad = 0;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::LongestRoad);
    }

    void invariant_longestRoadHolderWithoutRoad()
    {
        PlayedGame g("base-beginner-3-4", 4,
            [](const PlayedGame &p) { return midGame(p) && p.state.longestRoadHolder < 0; });
        QVERIFY(g.stopped);
        int shortest = 0;
        for (int p = 1; p < 4; ++p)
            if (g.state.players[std::size_t(p)].longestRoad
                < g.state.players[std::size_t(shortest)].longestRoad)
                shortest = p;
        g.state.longestRoadHolder = static_cast<std::int8_t>(shortest);
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::Awards);
    }

    void invariant_victoryPointsDisagree()
    {
        // A special point nobody earned (no foreign island, no chit): the engine counts it, the
        // rules not. (A base game's engine reads no special points at all: see
        // publicVictoryPoints.)
        PlayedGame g("seafarers-four-islands-4", 4, midGame);
        g.state.players[0].specialPoints = 1;
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::VictoryPoints);
    }

    void invariant_villageEndDeclaredWrongly()
    {
        // Cloth for Catan ends once 3 or fewer villages have cloth; the most points win, then the
        // most cloth, and a tie in both is a draw (001:L2163). The check recomputes the leaders:
        // a draw declared where one player leads, or another winner, is caught.
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            PlayedGame g(
                "seafarers-cloth-for-catan-3-4", 4, [](const PlayedGame &) { return false; }, seed);
            int withCloth = 0;
            for (int k = 0; k < g.game->villageCount(); ++k)
                withCloth += g.state.villageCloth[static_cast<std::size_t>(k)] > 0 ? 1 : 0;
            if (withCloth > 3 || g.state.winner < 0
                || g.game->victoryPoints(g.state, g.state.winner) >= g.game->victoryTarget())
                continue;
            QCOMPARE(g.stateBreach(), std::nullopt);
            const std::int8_t winner = g.state.winner;
            g.state.winner = -1;
            QCOMPARE(g.stateBreach(), SelfCheckInvariant::TurnOrder);
            g.state.winner = static_cast<std::int8_t>((winner + 1) % 4);
            QCOMPARE(g.stateBreach(), SelfCheckInvariant::TurnOrder);
            return;
        }
        QFAIL("no game of 60 ended by the villages with a winner");
    }

    void invariant_setupOutOfTurn()
    {
        PlayedGame g("base-beginner-3-4", 4, [](const PlayedGame &p) {
            return p.state.phase == Phase::SetupSettlement && p.state.setupStep == 5;
        });
        QVERIFY(g.stopped);
        QCOMPARE(g.stateBreach(), std::nullopt);
        g.state.actor = 0; // step 5 of 4 players is seat 3's (snake order, 001:L666–684)
        QCOMPARE(g.stateBreach(), SelfCheckInvariant::TurnOrder);
    }

    void invariant_legalActionsDifferFromReference()
    {
        // A 3:1 harbor the player's buildings do not give: the engine's maritime rate comes from
        // its harbor bits, the reference's from the buildings on harbor intersections.
        PlayedGame g("base-beginner-3-4", 4, [](const PlayedGame &pg) {
            if (!midGame(pg))
                return false;
            for (int c = 0; c < pg.game->topology().cornerCount(); ++c)
                if (pg.state.cornerOwner[std::size_t(c)] == pg.state.actor
                    && pg.game->cornerHarbors(c))
                    return false;
            return true;
        });
        QVERIFY(g.stopped);
        const int p = g.state.actor;
        auto &ps = g.state.players[std::size_t(p)];
        QCOMPARE(int(ps.harbors), 0);
        const auto ore = std::size_t(model::index(model::Resource::Ore));
        // Exactly 3 ore in hand, taken from or given back to the bank.
        const int delta = 3 - ps.resources[ore];
        ps.resources[ore] = 3;
        ps.cardCount = static_cast<std::uint8_t>(ps.cardCount + delta);
        g.state.bank[ore] = static_cast<std::uint8_t>(g.state.bank[ore] - delta);
        QCOMPARE(g.stateBreach(), std::nullopt);
        QCOMPARE(g.moveBreach(), std::nullopt);
        ps.harbors = 1 << 5;
        QCOMPARE(g.moveBreach(), SelfCheckInvariant::LegalActions);
    }

    void invariant_legalActionBreaksState()
    {
        // Home islands (and islands settled) forgotten: a settlement on the player's own island
        // would earn the foreign island points (001:L1746–1754) — the state is fine, one legal
        // action's result is not.
        PlayedGame g("seafarers-four-islands-4", 4, [](const PlayedGame &p) {
            if (p.state.phase != Phase::Main)
                return false;
            ActionList legal;
            p.game->legalActions(p.state, legal);
            for (Action a : legal)
                if (validation::actionType(a) == ActionType::BuildSettlement) {
                    const int island = p.game->cornerIsland(validation::actionArgA(a));
                    if (island >= 0 && island < 32
                        && (p.state.homeIslands[p.state.actor] >> island & 1u))
                        return true;
                }
            return false;
        });
        QVERIFY(g.stopped);
        QCOMPARE(g.moveBreach(), std::nullopt);
        g.state.homeIslands[g.state.actor] = 0;
        g.state.islandsSettled[g.state.actor] = 0;
        QCOMPARE(g.stateBreach(), std::nullopt);
        QCOMPARE(g.moveBreach(), SelfCheckInvariant::LegalActionApplies);
    }

    void invariant_stealFromOneself()
    {
        PlayedGame g("base-beginner-3-4", 4, [](const PlayedGame &p) {
            return p.state.phase == Phase::ChanceSteal
                && p.state.players[p.state.actor].cardCount > 0;
        });
        QVERIFY(g.stopped);
        QCOMPARE(g.moveBreach(), std::nullopt);
        g.state.stealVictim = g.state.actor;
        QCOMPARE(g.moveBreach(), SelfCheckInvariant::ChanceOutcomes);
    }

    void invariant_fogDrawsReportedUnchecked()
    {
        // The reference does not cover fog draws: the check says so instead of passing them.
        PlayedGame g("seafarers-fog-islands-4", 4,
            [](const PlayedGame &p) { return p.state.phase == Phase::ChanceFogHex; });
        QVERIFY(g.stopped);
        bool covered = true;
        QVERIFY(g.check->checkMoves(g.state, g.history, covered) == std::nullopt);
        QVERIFY(!covered);
    }
};

QTEST_GUILESS_MAIN(TestSelfCheck)
#include "test_SelfCheck.moc"
