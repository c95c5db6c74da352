// SPDX-License-Identifier: GPL-3.0-or-later
// Conformance: random and heuristic self-play on hand-built boards and on every file in
// scenarios/, checking the game's invariants after every action, and that the game record
// replays to the same final state (STYLE §3: OpenSpiel's RandomSimTest).
#include "EngineTestUtil.h"
#include "model/ScenarioFile.h"
#include "validation/bots/Bot.h"
#include "validation/bots/RandomBot.h"
#include "validation/engine/GameRecord.h"
#include "validation/playtest/PlaytestRunner.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <filesystem>
#include <map>

using namespace isle;
using namespace isle::test;
using isle::validation::GameRecord;

namespace {

/// Fog hexes (001:L1826–1854): every hex drawn comes from its area's stack and every token from
/// its token stack (nothing made or lost), and no road or ship ends at a corner of a hex still
/// face down once the draws it caused are done.
std::string checkFog(const Game &g, const GameState &s)
{
    const GameState initial = g.initialState();
    auto hexStack = s.fogHexStack;
    auto tokenStack = s.fogTokenStack;
    const auto &topo = g.topology();
    for (int k = 0; k < g.fogHexCount(); ++k) {
        const int h = g.fogHex(k);
        const int t = g.terrainNow(s, h);
        const bool pending = s.fogPending & (1u << k);
        if (t < 0) {
            if (pending)
                continue;
            for (auto c : topo.hexCorners(h))
                for (auto e : topo.cornerEdges(c))
                    if (e >= 0
                        && (s.edgeOwner[std::size_t(e)] >= 0 || s.shipOwner[std::size_t(e)] >= 0))
                        return "fog hex " + std::to_string(k) + " touched but not discovered";
            continue;
        }
        // Which stack: the one whose count the hex is missing from (one area in the fixtures
        // and the scenarios; the game's own bookkeeping is checked by the totals below).
        for (std::size_t a = 0; a < hexStack.size(); ++a)
            if (initial.fogHexStack[a][std::size_t(t)] > hexStack[a][std::size_t(t)]) {
                hexStack[a][std::size_t(t)]++;
                const int v = g.tokenNow(s, h);
                if (v)
                    tokenStack[a][std::size_t(v - 2)]++;
                break;
            }
    }
    if (hexStack != initial.fogHexStack)
        return "fog hex stack not conserved";
    if (tokenStack != initial.fogTokenStack)
        return "fog token stack not conserved";
    const bool drawing = s.phase == validation::Phase::ChanceFogHex
        || s.phase == validation::Phase::ChanceFogToken;
    if (s.fogPending && !drawing && !g.isTerminal(s))
        return "fog hexes discovered but not drawn";
    return {};
}

/// Cities & Knights (001:L3272–3277, L3406, L3416–3461, L3502): every commodity in the bank or a
/// hand; every progress card in a hand, a deck or scored; each knight where the board says, a
/// corner at level 0 always a knight; at most two knights of each strength; walls on own cities,
/// metropolises on cities of a player whose improvements reach level 4.
std::string checkCitiesKnights(const Game &g, const GameState &s)
{
    const GameState initial = g.initialState();
    const int n = g.playerCount();
    for (int k = 0; k < validation::CommodityKinds; ++k) {
        int total = s.commodityBank[std::size_t(k)];
        for (int p = 0; p < n; ++p)
            total += s.ck[std::size_t(p)].commodities[std::size_t(k)];
        if (total != initial.commodityBank[std::size_t(k)])
            return "commodity " + std::to_string(k) + " not conserved: " + std::to_string(total);
    }
    int progress = 0, deck = 0;
    for (auto c : initial.progressShuffled)
        deck += c;
    for (int p = 0; p < n; ++p) {
        int hand = 0;
        for (auto c : s.progressHand[std::size_t(p)])
            hand += c;
        if (hand != s.ck[std::size_t(p)].progressCount)
            return "progress card count of player " + std::to_string(p);
        progress += hand;
    }
    for (auto c : s.progressShuffled)
        progress += c;
    for (auto c : s.progressUnderCount)
        progress += c;
    if (progress > deck || progress < deck - 2) // the Printer and the Constitution are scored
        return "progress cards not conserved: " + std::to_string(progress);
    std::vector<int> knightAt(std::size_t(g.topology().cornerCount()), -1);
    for (int p = 0; p < n; ++p) {
        std::array<int, 4> ofStrength {};
        for (const auto &k : s.knights[std::size_t(p)]) {
            if (k.strength > 3)
                return "knight strength above mighty";
            ++ofStrength[k.strength];
            if (!k.onBoard())
                continue;
            const auto c = std::size_t(k.corner);
            if (knightAt[c] >= 0 || s.cornerOwner[c] != p || s.cornerLevel[c] != 0)
                return "knight of player " + std::to_string(p) + " not where the board says";
            knightAt[c] = p;
        }
        for (int strength = 1; strength <= 3; ++strength)
            if (ofStrength[std::size_t(strength)] > 2)
                return "more than 2 knights of one strength for player " + std::to_string(p);
        for (auto wall : s.walls[std::size_t(p)])
            if (wall >= 0
                && (s.cornerOwner[std::size_t(wall)] != p || s.cornerLevel[std::size_t(wall)] != 2))
                return "wall of player " + std::to_string(p) + " not on an own city";
    }
    for (int c = 0; c < g.topology().cornerCount(); ++c)
        if (s.cornerOwner[std::size_t(c)] >= 0 && s.cornerLevel[std::size_t(c)] == 0
            && knightAt[std::size_t(c)] < 0)
            return "level-0 corner " + std::to_string(c) + " without a knight";
    for (int area = 0; area < validation::ImprovementAreas; ++area) {
        const int c = s.metropolis[std::size_t(area)];
        if (c < 0)
            continue;
        const int owner = s.cornerOwner[std::size_t(c)];
        if (owner < 0 || s.cornerLevel[std::size_t(c)] != 2
            || s.ck[std::size_t(owner)].improvements[std::size_t(area)] < 4)
            return "metropolis " + std::to_string(area) + " not on a city of level 4";
    }
    return {};
}

/// Every invariant of a position; returns an empty string or what is broken.
std::string checkInvariants(const Game &g, const GameState &s)
{
    const GameState initial = g.initialState();
    const auto &topo = g.topology();
    const int n = g.playerCount();
    for (int r = 0; r < validation::ResourceKinds; ++r) {
        int total = s.bank[std::size_t(r)];
        for (int p = 0; p < n; ++p)
            total += s.players[std::size_t(p)].resources[std::size_t(r)];
        if (total != initial.bank[std::size_t(r)])
            return "resource " + std::to_string(r) + " not conserved: " + std::to_string(total);
    }
    for (int t = 0; t < validation::DevCardKinds; ++t) {
        int total = s.devDeck[std::size_t(t)];
        for (int p = 0; p < n; ++p)
            total += s.players[std::size_t(p)].devCards[std::size_t(t)];
        if (t == int(validation::DevCard::Knight))
            for (int p = 0; p < n; ++p)
                total += s.players[std::size_t(p)].knightsPlayed;
        if (total > initial.devDeck[std::size_t(t)]
            || (t == int(validation::DevCard::Knight) && total != initial.devDeck[std::size_t(t)])
            || (t == int(validation::DevCard::VictoryPoint)
                && total != initial.devDeck[std::size_t(t)]))
            return "development card " + std::to_string(t) + " count wrong";
    }
    for (int p = 0; p < n; ++p) {
        const auto &ps = s.players[std::size_t(p)];
        int cards = 0;
        for (auto v : ps.resources)
            cards += v;
        for (auto v : s.ck[std::size_t(p)].commodities) // Cities & Knights: cards too (001:L3406)
            cards += v;
        if (cards != ps.cardCount)
            return "card count of player " + std::to_string(p);
        int settlements = 0, cities = 0, roads = 0, ships = 0;
        for (int c = 0; c < topo.cornerCount(); ++c)
            if (s.cornerOwner[std::size_t(c)] == p && s.cornerLevel[std::size_t(c)] > 0)
                (s.cornerLevel[std::size_t(c)] == 2 ? cities : settlements) += 1; // 0: a knight
        for (int e = 0; e < topo.edgeCount(); ++e) {
            roads += s.edgeOwner[std::size_t(e)] == p ? 1 : 0;
            ships += s.shipOwner[std::size_t(e)] == p ? 1 : 0;
        }
        // The Pirate Islands: a fortress's settlement is off the supply until captured (001:L2205).
        const int onFortress = g.rules().pirateIslands && s.fortressChits[std::size_t(p)] ? 1 : 0;
        // The Wonders of Catan: a started wonder holds one of the player's ships (001:L2362).
        const int onWonder = s.wonderOf[std::size_t(p)] ? 1 : 0;
        if (settlements + onFortress != 5 - ps.settlementsLeft || cities != 4 - ps.citiesLeft
            || roads != 15 - ps.roadsLeft || ships + onWonder != 15 - ps.shipsLeft)
            return "piece counts of player " + std::to_string(p);
        // Gold owed for a discovered gold field waits until every discovered hex is drawn; a
        // card won from the pirate fleet until the beaten players' losses are drawn.
        if (ps.goldOwed && s.phase != validation::Phase::GoldChoice
            && s.phase != validation::Phase::ChanceFogHex
            && s.phase != validation::Phase::ChanceFogToken
            && s.phase != validation::Phase::ChancePirateLoss)
            return "gold owed outside the gold choice by player " + std::to_string(p);
        // The kept length, or its bounds where the engine keeps it loosely (RouteBounds.cpp).
        if (!s.routeAllows(p, g.longestRoadOf(s, p)))
            return "stale longest road of player " + std::to_string(p);
        const int vp = settlements + 2 * cities + (s.longestRoadHolder == p ? 2 : 0)
            + (s.largestArmyHolder == p ? 2 : 0) + ps.specialPoints
            + ps.devCards[std::size_t(validation::DevCard::VictoryPoint)]
            + ps.cloth / 2 // Cloth for Catan: 2 bolts = 1 VP (001:L2137)
            + s.ck[std::size_t(p)].points; // C&K: metropolises, Defender cards, VP progress cards
        if (vp != g.victoryPoints(s, p))
            return "victory points of player " + std::to_string(p);
        // Every road belongs to a network of roads that reaches one of the player's buildings;
        // every ship to a network of ships that does (Seafarers: the two join only at a
        // building, 001:L1408).
        for (const auto *owners : {&s.edgeOwner, &s.shipOwner}) {
            std::vector<char> seen(std::size_t(topo.cornerCount()), 0);
            std::vector<int> stack;
            for (int c = 0; c < topo.cornerCount(); ++c)
                if (s.cornerOwner[std::size_t(c)] == p && s.cornerLevel[std::size_t(c)] > 0) {
                    seen[std::size_t(c)] = 1;
                    stack.push_back(c);
                }
            while (!stack.empty()) {
                const int c = stack.back();
                stack.pop_back();
                for (auto e : topo.cornerEdges(c)) {
                    if (e < 0 || (*owners)[std::size_t(e)] != p)
                        continue;
                    for (auto x : topo.edgeCorners(e))
                        if (!seen[std::size_t(x)]) {
                            seen[std::size_t(x)] = 1;
                            stack.push_back(x);
                        }
                }
            }
            for (int e = 0; e < topo.edgeCount(); ++e)
                if ((*owners)[std::size_t(e)] == p && !seen[std::size_t(topo.edgeCorners(e)[0])])
                    return std::string(owners == &s.edgeOwner ? "road " : "ship ")
                        + std::to_string(e) + " of player " + std::to_string(p)
                        + " is not connected";
        }
    }
    for (int c = 0; c < topo.cornerCount(); ++c) {
        if (s.cornerOwner[std::size_t(c)] < 0)
            continue;
        // A C&K knight may stand at sea at the end of its ships with Seafarers (001:L3668).
        const bool knightAtSea = s.cornerLevel[std::size_t(c)] == 0 && g.seafarers();
        if (!g.cornerBuildableNow(s, c) && !knightAtSea)
            return "building at sea";
        if (s.cornerLevel[std::size_t(c)] == 0)
            continue; // a C&K knight: the distance rule is for buildings (001:L3513)
        for (auto x : topo.cornerCorners(c))
            if (x >= 0 && s.cornerOwner[std::size_t(x)] >= 0 && s.cornerLevel[std::size_t(x)] > 0)
                return "distance rule broken at corner " + std::to_string(c);
    }
    for (int e = 0; e < topo.edgeCount(); ++e) {
        if (s.edgeOwner[std::size_t(e)] >= 0 && !g.edgeBuildableNow(s, e))
            return "road at sea";
        if (s.shipOwner[std::size_t(e)] >= 0 && !g.edgeShippableNow(s, e))
            return "ship on land or off the sea";
        if (s.shipOwner[std::size_t(e)] >= 0 && s.edgeOwner[std::size_t(e)] >= 0)
            return "road and ship on one side";
    }
    if (std::string e = checkFog(g, s); !e.empty())
        return e;
    if (g.citiesKnights())
        if (std::string e = checkCitiesKnights(g, s); !e.empty())
            return e;
    if (s.pirateHex >= 0 && !g.isSeaNow(s, s.pirateHex))
        return "pirate off the sea";
    if (s.longestRoadHolder >= 0 && s.players[std::size_t(s.longestRoadHolder)].longestRoad < 5)
        return "longest road holder below 5";
    if (s.largestArmyHolder >= 0 && s.players[std::size_t(s.largestArmyHolder)].knightsPlayed < 3)
        return "largest army holder below 3";
    if (s.robberHex >= 0 && !g.isLandNow(s, s.robberHex))
        return "robber at sea";
    // Cloth for Catan also ends when 3 or fewer villages have cloth: then the most points win,
    // or nobody on a tie in points and cloth (001:L2163).
    const bool villageEnd = g.rules().cloth && g.villagesWithCloth(s) <= 3;
    // The Wonders of Catan: a finished wonder wins below the target (001:L2375).
    const bool wonderEnd = g.rules().wonders && s.winner >= 0
        && g.wonderLevel(s, s.winner) == validation::Game::WonderLevels;
    if (g.isTerminal(s) && !s.stalled && !villageEnd && !wonderEnd
        && (s.winner < 0 || g.victoryPoints(s, s.winner) < g.victoryTarget()))
        return "winner below the target";
    return {};
}

/// Plays one game with invariant checks after every action; returns an error or "".
std::string playChecked(const Game &g, const std::vector<std::string> &botNames, std::uint64_t seed)
{
    std::vector<std::unique_ptr<validation::Bot>> owned;
    std::vector<validation::Bot *> bots;
    for (const auto &name : botNames) {
        owned.push_back(validation::makeBot(name));
        bots.push_back(owned.back().get());
    }
    model::Rng chance(seed), botRng(seed ^ 0x5555);
    GameState s = g.initialState();
    GameRecord record;
    record.scenarioHash = g.scenarioHash();
    record.players = g.playerCount();
    record.seed = seed;
    validation::ActionList legal;
    while (!g.isTerminal(s)) {
        validation::Action a;
        if (g.isChanceNode(s)) {
            a = g.sampleChance(s, chance);
        } else {
            g.legalActions(s, legal);
            if (legal.empty())
                return "no legal action in phase " + std::to_string(int(s.phase));
            for (validation::Action x : legal)
                if (validation::isChanceAction(x))
                    return "chance action offered to a player";
            a = bots[std::size_t(g.currentPlayer(s))]->chooseAction(g, s, legal, botRng);
        }
        if (!g.isLegal(s, a))
            return "illegal action chosen: " + g.actionToString(a);
        record.actions.push_back(a);
        g.apply(s, a);
        if (std::string e = checkInvariants(g, s); !e.empty())
            return e + " after " + g.actionToString(a);
    }
    record.finalStateHash = g.settledHash(s);
    std::string error;
    auto reread = GameRecord::fromJson(nlohmann::json::parse(record.toJson().dump()), error);
    if (!reread || !(*reread == record))
        return "record JSON round trip: " + error;
    auto replayed = reread->replay(g, error);
    if (!replayed || !(*replayed == s))
        return "replay: " + error;
    return {};
}

/// Plays two boards dealt by the generator for `sc` (random bots, then greedy bots) with checks.
std::string playGenerated(const model::Scenario &sc, int players, bool seafarers = false)
{
    std::string error;
    auto runner = validation::PlaytestRunner::forScenario(sc, players, {}, error);
    if (!runner)
        return error;
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        const auto game = runner->gameFor(seed, error);
        if (!game)
            return error;
        if (seafarers && !game->seafarers())
            return "not compiled with the Seafarers rules";
        const std::vector<std::string> bots(std::size_t(players), seed == 1 ? "random" : "greedy");
        if (std::string e = playChecked(*game, bots, seed); !e.empty())
            return "seed " + std::to_string(seed) + ": " + e;
    }
    return {};
}

} // namespace

class TestConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void selfPlay_data();
    void selfPlay();
    void scenarioFiles();
    void seafarersBoards();
    void replayDetectsTampering();
};

void TestConformance::selfPlay_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<int>("players");
    QTest::newRow("base 3") << QStringLiteral("base") << 3;
    QTest::newRow("base 4") << QStringLiteral("base") << 4;
    QTest::newRow("5-6 board, 5") << QStringLiteral("five-six") << 5;
    QTest::newRow("5-6 board, 6") << QStringLiteral("five-six") << 6;
    QTest::newRow("big island, 4") << QStringLiteral("big") << 4;
    QTest::newRow("seafarers archipelago, 3") << QStringLiteral("seafarers") << 3;
    QTest::newRow("seafarers archipelago, 4") << QStringLiteral("seafarers") << 4;
    QTest::newRow("fog hexes, 3") << QStringLiteral("fog") << 3;
    QTest::newRow("fog hexes, 4") << QStringLiteral("fog") << 4;
}

void TestConformance::selfPlay()
{
    QFETCH(QString, board);
    QFETCH(int, players);
    const model::Scenario sc = board == QLatin1String("base") ? baseBeginnerScenario()
        : board == QLatin1String("five-six")                  ? fiveSixBeginnerScenario()
        : board == QLatin1String("seafarers")                 ? seafarersScenario()
        : board == QLatin1String("fog")                       ? fogScenario()
                                                              : bigIslandScenario();
    auto g = compileOrThrow(sc, players);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        std::vector<std::string> bots(std::size_t(players), seed % 2 ? "random" : "greedy");
        bots[0] = "random";
        const std::string e = playChecked(*g, bots, seed);
        QVERIFY2(
            e.empty(), (board.toStdString() + " seed " + std::to_string(seed) + ": " + e).c_str());
    }
}

void TestConformance::scenarioFiles()
{
    // Files the engine must refuse, with the rule its message names. A new file that is refused
    // must name the rule ("rule not implemented", variable set-up, ...) or be listed here.
    const std::map<std::string, std::string> expectedRefusals {
        {"empty-sea.json", "the board has no land"},
        {"base-variable-3-4.json", "variable set-up"},
        {"base-variable-5-6.json", "variable set-up"},
    };
    const std::filesystem::path dir = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios";
    int played = 0;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json")
            continue;
        const std::string name = entry.path().filename().string();
        const model::LoadResult loaded = model::loadScenarioFile(entry.path());
        QVERIFY2(loaded.ok(), name.c_str());
        const model::Scenario &sc = *loaded.scenario;
        for (int players = std::max(3, sc.minPlayers); players <= std::min(6, sc.maxPlayers);
             ++players) {
            const auto compiled = Game::compile(sc, players);
            const auto expected = expectedRefusals.find(name);
            if (!compiled.game && compiled.error.find("variable set-up") != std::string::npos) {
                // Play boards dealt by the generator instead.
                const std::string e = playGenerated(sc, players);
                QVERIFY2(e.empty(), (name + ": " + e).c_str());
                ++played;
            }
            if (!compiled.game) {
                const std::string &e = compiled.error;
                if (expected != expectedRefusals.end())
                    QVERIFY2(
                        e.find(expected->second) != std::string::npos, (name + ": " + e).c_str());
                else
                    QVERIFY2(e.find("rule not implemented") != std::string::npos
                            || e.find("variable set-up") != std::string::npos,
                        (name + " refused without naming a rule: " + e).c_str());
                continue;
            }
            QVERIFY2(expected == expectedRefusals.end(), (name + " should be refused").c_str());
            for (std::uint64_t seed = 1; seed <= 2; ++seed) {
                const std::vector<std::string> bots(
                    std::size_t(players), seed == 1 ? "random" : "greedy");
                const std::string e = playChecked(*compiled.game, bots, seed);
                QVERIFY2(e.empty(), (name + ": " + e).c_str());
            }
            ++played;
        }
    }
    QVERIFY(played >= 2); // the beginner boards at least
}

void TestConformance::seafarersBoards()
{
    // The Seafarers files' boards — gold fields, deserts, several islands, a pirate — played
    // under the general Seafarers rules too, without the scenario's markers (see
    // scenarioFiles for the scenarios themselves), with harbors dealt by the generator and 2
    // points per foreign island.
    const std::filesystem::path dir = std::filesystem::path(ISLE_SOURCE_DIR) / "scenarios";
    int played = 0;
    for (const auto &entry : std::filesystem::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".json" || name.rfind("seafarers", 0) != 0)
            continue;
        model::Scenario sc = seafarersBoardOf(entry.path());
        if (sc.rules.fogRevealReward)
            sc.specialVictoryRules.clear(); // no chits with fog (The Fog Islands, 001:L1872)
        for (int players = std::max(3, sc.minPlayers); players <= std::min(6, sc.maxPlayers);
             ++players) {
            const std::string e = playGenerated(sc, players, true);
            QVERIFY2(e.empty(), (name + " " + std::to_string(players) + ": " + e).c_str());
            ++played;
        }
    }
    QVERIFY(played >= 8); // Pirate Islands 3–4 and 5–6 (two counts each), the other scenarios
}

void TestConformance::replayDetectsTampering()
{
    auto g = compileOrThrow(baseBeginnerScenario(), 4);
    validation::RandomBot bot;
    std::vector<validation::Bot *> bots(4, &bot);
    GameRecord record;
    const auto result = validation::PlaytestRunner::playGame(*g, bots, 99, &record);
    QVERIFY(result.has_value());
    std::string error;
    QVERIFY(record.replay(*g, error).has_value());
    GameRecord changed = record;
    changed.finalStateHash ^= 1;
    QVERIFY(!changed.replay(*g, error));
    QVERIFY(error.find("differs") != std::string::npos);
    changed = record;
    changed.actions[0] = validation::makeAction(validation::ActionType::EndTurn);
    QVERIFY(!changed.replay(*g, error));
    QVERIFY(error.find("action 0") != std::string::npos);
    auto other = compileOrThrow(fiveSixBeginnerScenario(), 5);
    QVERIFY(!record.replay(*other, error));
    nlohmann::json bad = record.toJson();
    bad["actions"][3] = "x";
    QVERIFY(!GameRecord::fromJson(bad, error));
    QCOMPARE(QString::fromStdString(error).left(11), QStringLiteral("/actions/3:"));
}

QTEST_GUILESS_MAIN(TestConformance)
#include "test_Conformance.moc"
