// SPDX-License-Identifier: GPL-3.0-or-later
// model::DealLocks: hexes locked on a dealt board (Hex::fixed) keep terrain and token, locked
// tokens (Hex::tokenFixed) keep their number over a re-dealt terrain, when the pools are dealt
// again; the rest is dealt from what the pools have left.
#include "model/BoardGenerator.h"
#include "model/DealLocks.h"
#include "model/ScenarioFile.h"
#include "model/ScenarioJson.h"

#include <QtTest>

#include <numeric>
#include <set>

using namespace isle::model;

namespace {

Scenario load(const char *name)
{
    const LoadResult r = loadScenarioFile(std::string(ISLE_SOURCE_DIR "/scenarios/") + name);
    return r.ok() ? *r.scenario : Scenario {};
}

int terrainCount(const Area &a)
{
    return std::accumulate(a.terrainPool.begin(), a.terrainPool.end(), 0,
        [](int n, const auto &entry) { return n + entry.second; });
}

/// The dealt board of `s` with the desert and the first `tokens` token hexes locked.
Scenario dealAndLock(
    const Scenario &s, std::uint64_t seed, int tokens, std::vector<HexCoord> &locked)
{
    Scenario dealt = BoardGenerator::compile(s).value().generateScenario(seed).value();
    int tokensLocked = 0;
    for (const Hex &h : std::vector<Hex>(dealt.board.hexes())) {
        const bool desert = h.terrain == Terrain::Desert;
        const bool token = h.token.has_value() && tokensLocked < tokens;
        if (h.area.empty() || !(desert || token))
            continue;
        tokensLocked += token ? 1 : 0;
        Hex l = h;
        l.fixed = true;
        dealt.board.setHex(l);
        locked.push_back(h.coord);
    }
    std::sort(locked.begin(), locked.end());
    return dealt;
}

} // namespace

class TestDealLocks : public QObject
{
    Q_OBJECT

private slots:
    void lockedHexesKeepTerrainAndTokenOnEveryRedeal()
    {
        const Scenario pooled = load("base-variable-3-4.json");
        QVERIFY(!pooled.areas.empty());
        std::vector<HexCoord> locked;
        const Scenario dealt = dealAndLock(pooled, 1, 3, locked);
        QCOMPARE(locked.size(), std::size_t {4});
        QCOMPARE(DealLocks::lockedHexes(pooled, dealt), locked);
        QVERIFY(DealLocks::lockedHexes(
            pooled, BoardGenerator::compile(pooled).value().generateScenario(1).value())
                    .empty()); // nothing locked yet

        const Scenario pinned = DealLocks::pin(pooled, dealt);
        const Area &before = pooled.areas.front();
        const Area &after = pinned.areas.front();
        QCOMPARE(terrainCount(after), terrainCount(before) - 4);
        // A locked token cannot stay on a spiral: the area deals the rest of its tokens randomly.
        QVERIFY(before.tokenPlacement == TokenPlacement::Spiral);
        QVERIFY(after.tokenPlacement == TokenPlacement::Random);
        QCOMPARE(after.tokenPool.size(), std::size_t {18 - 3});
        for (HexCoord c : locked) {
            QVERIFY(pinned.board.hexAt(c)->fixed);
            QVERIFY(pinned.board.hexAt(c)->terrain == dealt.board.hexAt(c)->terrain);
        }

        const BoardGenerator generator = BoardGenerator::compile(pinned).value();
        int differentBoards = 0;
        for (std::uint64_t seed = 2; seed < 30; ++seed) {
            const Scenario again = generator.generateScenario(seed).value();
            for (HexCoord c : locked) {
                QVERIFY(again.board.hexAt(c)->terrain == dealt.board.hexAt(c)->terrain);
                QVERIFY(again.board.hexAt(c)->token == dealt.board.hexAt(c)->token);
            }
            // Same terrain and token counts as the printed set: nothing dealt twice or lost.
            for (Terrain t : {Terrain::Hills, Terrain::Forest, Terrain::Pasture, Terrain::Fields,
                     Terrain::Mountains, Terrain::Desert})
                QCOMPARE(again.board.count(t), dealt.board.count(t));
            std::vector<int> values, printed;
            for (const Hex &h : again.board.hexes())
                if (h.token)
                    values.push_back(h.token->value);
            for (const Hex &h : dealt.board.hexes())
                if (h.token)
                    printed.push_back(h.token->value);
            std::sort(values.begin(), values.end());
            std::sort(printed.begin(), printed.end());
            QCOMPARE(values, printed);
            differentBoards += again.board == dealt.board ? 0 : 1;
        }
        QVERIFY(differentBoards > 20); // the unlocked rest is dealt again
    }

    void lockedHarborsKeepTheirTypeOnEveryRedeal()
    {
        const Scenario pooled = load("base-variable-3-4.json");
        Scenario dealt = BoardGenerator::compile(pooled).value().generateScenario(1).value();
        // Lock the first two harbors.
        std::vector<EdgeCoord> locked;
        for (const Harbor &h : std::vector<Harbor>(dealt.board.harbors())) {
            if (locked.size() == 2)
                break;
            Harbor l = h;
            l.fixed = true;
            dealt.board.setHarbor(l);
            locked.push_back(h.edge());
        }
        QCOMPARE(DealLocks::lockedHarbors(pooled, dealt), locked);
        QVERIFY(DealLocks::lockedHexes(pooled, dealt).empty());

        // The lock is in the file.
        const LoadResult reread = parseScenario(serializeScenario(dealt), "locked.json");
        QVERIFY(reread.ok());
        QCOMPARE(*reread.scenario, dealt);

        const Scenario pinned = DealLocks::pin(pooled, dealt);
        int before = 0, after = 0;
        for (const auto &[type, n] : pooled.areas.front().harborPool)
            before += n;
        for (const auto &[type, n] : pinned.areas.front().harborPool)
            after += n;
        QCOMPARE(after, before - 2);
        const BoardGenerator generator = BoardGenerator::compile(pinned).value();
        std::vector<HarborType> printed;
        for (const Harbor &h : dealt.board.harbors())
            printed.push_back(h.type);
        std::sort(printed.begin(), printed.end());
        int unlockedChanged = 0;
        for (std::uint64_t seed = 2; seed < 30; ++seed) {
            const Scenario again = generator.generateScenario(seed).value();
            for (EdgeCoord e : locked) {
                QVERIFY(again.board.harborAt(e)->type == dealt.board.harborAt(e)->type);
                QVERIFY(again.board.harborAt(e)->fixed); // still locked for the next deal
            }
            // The same harbors as the box holds: nothing dealt twice or lost.
            std::vector<HarborType> types;
            bool changed = false;
            for (const Harbor &h : again.board.harbors()) {
                types.push_back(h.type);
                changed = changed || h.type != dealt.board.harborAt(h.edge())->type;
            }
            std::sort(types.begin(), types.end());
            QVERIFY(types == printed);
            unlockedChanged += changed ? 1 : 0;
        }
        QVERIFY(unlockedChanged > 20); // the unlocked harbors are dealt again
    }

    void lockingOnlyTerrainKeepsTheSpiral()
    {
        const Scenario pooled = load("base-variable-3-4.json");
        Scenario dealt = BoardGenerator::compile(pooled).value().generateScenario(3).value();
        HexCoord desert {};
        for (const Hex &h : std::vector<Hex>(dealt.board.hexes()))
            if (h.terrain == Terrain::Desert) {
                Hex l = h;
                l.fixed = true;
                dealt.board.setHex(l);
                desert = h.coord;
                break;
            }
        const Scenario pinned = DealLocks::pin(pooled, dealt);
        QVERIFY(pinned.areas.front().tokenPlacement == TokenPlacement::Spiral);
        const Scenario again = BoardGenerator::compile(pinned).value().generateScenario(9).value();
        QVERIFY(again.board.hexAt(desert)->terrain == Terrain::Desert);
        QCOMPARE(again.board.count(Terrain::Desert), 1);
    }

    void lockedTokensKeepTheirNumberOverARedealtTerrain()
    {
        const Scenario pooled = load("base-variable-3-4.json");
        Scenario dealt = BoardGenerator::compile(pooled).value().generateScenario(4).value();
        // Lock the tokens of the two red numbers (6 and 8) only.
        std::vector<HexCoord> locked;
        for (const Hex &h : std::vector<Hex>(dealt.board.hexes()))
            if (h.token && (h.token->value == 6 || h.token->value == 8) && locked.size() < 2) {
                Hex l = h;
                l.tokenFixed = true;
                dealt.board.setHex(l);
                locked.push_back(h.coord);
            }
        std::sort(locked.begin(), locked.end());
        QCOMPARE(locked.size(), std::size_t {2});
        QCOMPARE(DealLocks::lockedTokens(pooled, dealt), locked);
        QVERIFY(DealLocks::lockedHexes(pooled, dealt).empty());

        // The lock is in the file.
        const LoadResult reread = parseScenario(serializeScenario(dealt), "locked.json");
        QVERIFY(reread.ok());
        QCOMPARE(*reread.scenario, dealt);

        // Pinned: the numbers leave the token pool (the spiral becomes a pool of its other 16
        // numbers), the terrain stays to be dealt, the whole terrain pool too.
        const Scenario pinned = DealLocks::pin(pooled, dealt);
        QVERIFY(pinned.areas.front().tokenPlacement == TokenPlacement::Random);
        QCOMPARE(pinned.areas.front().tokenPool.size(), std::size_t {18 - 2});
        QCOMPARE(terrainCount(pinned.areas.front()), terrainCount(pooled.areas.front()));
        for (HexCoord c : locked) {
            QVERIFY(pinned.board.hexAt(c)->terrain == Terrain::Unassigned);
            QVERIFY(pinned.board.hexAt(c)->keepsToken());
            QVERIFY(!pinned.board.hexAt(c)->fixed);
        }

        const BoardGenerator generator = BoardGenerator::compile(pinned).value();
        std::set<Terrain> terrainsUnder;
        for (std::uint64_t seed = 1; seed < 200; ++seed) {
            const Scenario again = generator.generateScenario(seed).value();
            for (HexCoord c : locked) {
                const Hex &h = *again.board.hexAt(c);
                QVERIFY(h.token == dealt.board.hexAt(c)->token);
                QVERIFY(h.keepsToken()); // still locked for the next deal
                // Never the desert: "the desert never gets a number token" (001:L729).
                QVERIFY2(takesNumberToken(h.terrain), toString(h.terrain).data());
                terrainsUnder.insert(h.terrain);
            }
            // The printed set: 18 tokens, one desert, nothing dealt twice or lost.
            QCOMPARE(again.board.count(Terrain::Desert), 1);
            int tokens = 0;
            for (const Hex &h : again.board.hexes())
                tokens += h.token ? 1 : 0;
            QCOMPARE(tokens, 18);
        }
        QCOMPARE(terrainsUnder.size(), std::size_t {5}); // every producing terrain turns up
    }

    void tokenLocksNeedNumberTakingTerrainsInThePool()
    {
        // Three unassigned hexes keep a locked token; the pool has two producing terrains.
        Scenario s;
        s.id = "t";
        Area a;
        a.id = "a";
        a.terrainPool = {{Terrain::Hills, 2}, {Terrain::Desert, 2}};
        a.tokenPlacement = TokenPlacement::Fixed;
        s.areas = {a};
        for (int q = 0; q < 4; ++q) {
            Hex h {{q, 0}, Terrain::Unassigned, std::nullopt, "a"};
            if (q < 3) {
                h.token = NumberToken {5 + q, ""};
                h.tokenFixed = true;
            }
            s.board.setHex(h);
        }
        const auto result = BoardGenerator::compile(s);
        QVERIFY(!result);
        QCOMPARE(QString::fromStdString(result.error().code),
            QStringLiteral("generator.token-locks-short"));
        // Without a token a lock means nothing: two locks fit the pool.
        Hex h = *s.board.hexAt({2, 0});
        h.token.reset();
        s.board.setHex(h);
        const BoardGenerator generator = BoardGenerator::compile(s).value();
        for (std::uint64_t seed = 1; seed < 50; ++seed) {
            const Board b = generator.generate(seed).value();
            QVERIFY(b.hexAt({0, 0})->terrain == Terrain::Hills);
            QVERIFY(b.hexAt({1, 0})->terrain == Terrain::Hills);
        }
        QVERIFY(serializeScenario(s).find("tokenFixed") != std::string::npos);
        Scenario none = s;
        for (int q = 0; q < 2; ++q) {
            Hex unlocked = *none.board.hexAt({q, 0});
            unlocked.tokenFixed = false;
            none.board.setHex(unlocked);
        }
        // The writer leaves out a lock with no token to keep.
        QVERIFY(serializeScenario(none).find("tokenFixed") == std::string::npos);
    }
};

QTEST_MAIN(TestDealLocks)
#include "test_DealLocks.moc"
