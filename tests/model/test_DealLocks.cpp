// SPDX-License-Identifier: GPL-3.0-or-later
// model::DealLocks: hexes locked on a dealt board (Hex::fixed) keep terrain and token when the
// pools are dealt again, and the rest is dealt from what the pools have left.
#include "model/BoardGenerator.h"
#include "model/DealLocks.h"
#include "model/ScenarioFile.h"
#include "model/ScenarioJson.h"

#include <QtTest>

#include <numeric>

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
};

QTEST_MAIN(TestDealLocks)
#include "test_DealLocks.moc"
