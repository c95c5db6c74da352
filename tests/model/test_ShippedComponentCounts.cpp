// SPDX-License-Identifier: GPL-3.0-or-later
// The shipped scenario files hold the official component counts: terrain, number tokens,
// harbors and frame of each box's board (RULES-DIGEST §2), pools counted for variable set-ups.
// Split from test_ScenarioJson, which tests the file format itself.
#include "model/ScenarioFile.h"

#include "IssueText.h"

#include <QtTest>

#include <filesystem>
#include <map>

using namespace isle::model;
using isle::test::describeIssues;
namespace fs = std::filesystem;

class TestShippedComponentCounts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void officialComponentCounts_data();
    void officialComponentCounts();
};

namespace {

// "key:count" pairs in key order, e.g. "desert:1 fields:4".
template<typename Map> QString multiset(const Map &counts)
{
    QStringList parts;
    for (const auto &[key, count] : counts)
        if (count > 0)
            parts << QStringLiteral("%1:%2").arg(QString::fromStdString(key)).arg(count);
    return parts.join(QLatin1Char(' '));
}

struct Components
{
    std::map<std::string, int>
        terrain; // land and sea hexes (not the frame); pools replace unassigned
    std::map<std::string, int> tokens;
    std::map<std::string, int> harbors;
    int frame = 0;
};

Components componentsOf(const Scenario &s)
{
    Components c;
    for (const Hex &h : s.board.hexes()) {
        if (h.terrain == Terrain::Frame)
            ++c.frame;
        else if (h.terrain != Terrain::Unassigned)
            ++c.terrain[std::string(toString(h.terrain))];
        if (h.token)
            ++c.tokens[(h.token->value < 10 ? "0" : "") + std::to_string(h.token->value)];
    }
    for (const Harbor &h : s.board.harbors())
        if (h.type != HarborType::Unassigned)
            ++c.harbors[std::string(toString(h.type))];
    for (const Area &a : s.areas) {
        for (const auto &[t, n] : a.terrainPool)
            c.terrain[std::string(toString(t))] += n;
        if (a.tokenPlacement != TokenPlacement::Fixed)
            for (int v : a.tokenPool)
                ++c.tokens[(v < 10 ? "0" : "") + std::to_string(v)];
        for (const auto &[t, n] : a.harborPool)
            c.harbors[std::string(toString(t))] += n;
    }
    return c;
}

} // namespace

void TestShippedComponentCounts::officialComponentCounts_data()
{
    // RULES-DIGEST §2.1 (base: 19 hexes, 18 tokens, 9 harbors = 4 × 3:1 + one 2:1 per resource),
    // §2.2 (5–6: 30 hexes, 28 tokens, 11 harbors = 5 × 3:1 + 2:1 with wool twice), §4.1.7 and §4.2
    // (Pirate Islands tables, 001:L2179, L2926).
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("tokens");
    QTest::addColumn<QString>("harbors");
    QTest::addColumn<int>("harborSpots");
    QTest::addColumn<int>("frame");
    const QString base = QStringLiteral("desert:1 fields:4 forest:4 hills:3 mountains:3 pasture:4");
    const QString baseTokens = QStringLiteral("02:1 03:2 04:2 05:2 06:2 08:2 09:2 10:2 11:2 12:1");
    const QString baseHarbors = QStringLiteral("3:1:4 brick:1 grain:1 lumber:1 ore:1 wool:1");
    const QString big = QStringLiteral("desert:2 fields:6 forest:6 hills:5 mountains:5 pasture:6");
    const QString bigTokens = QStringLiteral("02:2 03:3 04:3 05:3 06:3 08:3 09:3 10:3 11:3 12:2");
    const QString bigHarbors = QStringLiteral("3:1:5 brick:1 grain:1 lumber:1 ore:1 wool:2");
    QTest::newRow("base beginner 3-4")
        << "base-beginner-3-4.json" << base << baseTokens << baseHarbors << 9 << 18;
    QTest::newRow("base variable 3-4")
        << "base-variable-3-4.json" << base << baseTokens << baseHarbors << 9 << 18;
    QTest::newRow("base beginner 5-6")
        << "base-beginner-5-6.json" << big << bigTokens << bigHarbors << 11 << 22;
    QTest::newRow("base variable 5-6")
        << "base-variable-5-6.json" << big << bigTokens << bigHarbors << 11 << 22;
    // Cities & Knights plays on the base boards (001:L3234–3246, L4146–4158; RULES-DIGEST §4.3).
    QTest::newRow("cities & knights beginner 3-4")
        << "ck-beginner-3-4.json" << base << baseTokens << baseHarbors << 9 << 18;
    QTest::newRow("cities & knights variable 3-4")
        << "ck-variable-3-4.json" << base << baseTokens << baseHarbors << 9 << 18;
    QTest::newRow("cities & knights variable 5-6")
        << "ck-variable-5-6.json" << big << bigTokens << bigHarbors << 11 << 22;
    QTest::newRow("pirate islands 3-4")
        << "seafarers-pirate-islands-3-4.json"
        << "desert:3 fields:5 forest:5 gold:2 hills:5 mountains:5 pasture:5 sea:19"
        << "02:1 03:2 04:3 05:3 06:3 08:3 09:3 10:3 11:2 12:1"
        << "3:1:3 brick:1 grain:1 lumber:1 ore:1 wool:1" << 8 << 28;
    QTest::newRow("pirate islands 5-6")
        << "seafarers-pirate-islands-5-6.json"
        << "desert:5 fields:5 forest:6 gold:4 hills:4 mountains:7 pasture:6 sea:26"
        << "02:1 03:4 04:4 05:4 06:4 08:4 09:3 10:3 11:4 12:1" << baseHarbors << 9 << 32;
    // Seafarers 1 and 2 tables (001:L1570–1616, L1682–1724): main island + small islands summed.
    QTest::newRow("heading for new shores 3")
        << "seafarers-heading-for-new-shores-3.json"
        << "fields:4 forest:3 gold:2 hills:4 mountains:4 pasture:5 sea:13"
        << "02:1 03:2 04:3 05:3 06:2 08:3 09:2 10:3 11:2 12:1"
        << "3:1:3 brick:1 grain:1 lumber:1 ore:1 wool:1" << 8 << 24;
    QTest::newRow("heading for new shores 4")
        << "seafarers-heading-for-new-shores-4.json"
        << "desert:1 fields:5 forest:5 gold:2 hills:5 mountains:5 pasture:5 sea:14"
        << "02:2 03:3 04:3 05:3 06:3 08:3 09:3 10:3 11:3 12:1" << baseHarbors << 9 << 26;
    QTest::newRow("four islands 3")
        << "seafarers-four-islands-3.json"
        << "fields:4 forest:4 hills:4 mountains:4 pasture:4 sea:15"
        << "02:1 03:2 04:2 05:3 06:2 08:2 09:3 10:2 11:2 12:1" << baseHarbors << 9 << 24;
    QTest::newRow("four islands 4")
        << "seafarers-four-islands-4.json"
        << "fields:5 forest:5 hills:4 mountains:4 pasture:5 sea:12"
        << "02:1 03:2 04:3 05:3 06:2 08:2 09:3 10:3 11:3 12:1" << baseHarbors << 9 << 24;
    // Seafarers 3 (001:L1788–1822): face-up table + face-down stacks (the fog area's pools) + the
    // 12 fog hexes the stack is drawn onto.
    QTest::newRow("fog islands 3")
        << "seafarers-fog-islands-3.json"
        << "fields:4 fog:12 forest:5 gold:2 hills:4 mountains:4 pasture:5 sea:18"
        << "03:3 04:2 05:3 06:3 08:3 09:3 10:2 11:3 12:2"
        << "3:1:3 brick:1 grain:1 lumber:1 ore:1 wool:1" << 8 << 26;
    QTest::newRow("fog islands 4")
        << "seafarers-fog-islands-4.json"
        << "fields:5 fog:12 forest:5 gold:2 hills:5 mountains:5 pasture:5 sea:15"
        << "02:1 03:3 04:3 05:3 06:3 08:3 09:3 10:3 11:3 12:2" << baseHarbors << 9 << 26;
    // Seafarers 9 (001:L2399–2417): every hex, token and harbor in the pools, no harbor spots.
    QTest::newRow("new world 3-4")
        << "seafarers-new-world-3-4.json"
        << "fields:5 forest:5 hills:4 mountains:4 pasture:5 sea:19"
        << "02:1 03:3 04:3 05:3 06:2 08:2 09:3 10:3 11:2 12:1" << baseHarbors << 0 << 26;
    // Seafarers 5-6, 9 (001:L3005–3021): the table's 40 tokens for 39 numbered hexes.
    QTest::newRow("new world 5-6")
        << "seafarers-new-world-5-6.json"
        << "desert:3 fields:7 forest:7 gold:4 hills:7 mountains:7 pasture:7 sea:21"
        << "02:2 03:3 04:4 05:5 06:5 08:5 09:5 10:4 11:4 12:3" << bigHarbors << 0 << 32;
    // Seafarers 5-6, 1 (001:L2680–2694): the CATAN 5-6 island's 30 hexes and 28 tokens ("in
    // addition to", 001:L2680; RULES-DIGEST §2.2) + the small islands' table; 11 harbors (L2678).
    QTest::newRow("heading for new shores 5-6")
        << "seafarers-heading-for-new-shores-5-6.json"
        << "desert:2 fields:7 forest:7 gold:3 hills:7 mountains:7 pasture:7 sea:16"
        << "02:3 03:4 04:4 05:4 06:4 08:4 09:4 10:4 11:4 12:3" << bigHarbors << 11 << 30;
    // Seafarers 5-6, 2 and 4 (001:L2718–2736, L2800–2818).
    QTest::newRow("six islands 5-6")
        << "seafarers-six-islands-5-6.json"
        << "fields:6 forest:7 hills:6 mountains:6 pasture:7 sea:24"
        << "02:2 03:3 04:4 05:4 06:4 08:3 09:4 10:4 11:2 12:2" << bigHarbors << 11 << 30;
    QTest::newRow("through the desert 5-6")
        << "seafarers-through-the-desert-5-6.json"
        << "desert:5 fields:7 forest:7 gold:3 hills:7 mountains:7 pasture:7 sea:20"
        << "02:3 03:4 04:4 05:4 06:4 08:4 09:4 10:4 11:4 12:3" << bigHarbors << 11 << 32;
    // Seafarers 5-6, 3 (001:L2760–2776): face-up table (38 hexes, 25 tokens) + face-down stacks
    // (25 hexes, 13 tokens: the fog area's pools) + the 25 fog hexes the stack is drawn onto.
    QTest::newRow("fog island 5-6")
        << "seafarers-fog-island-5-6.json"
        << "desert:1 fields:7 fog:25 forest:7 gold:3 hills:7 mountains:7 pasture:7 sea:24"
        << "02:3 03:4 04:4 05:4 06:4 08:4 09:4 10:4 11:4 12:3" << baseHarbors << 9 << 32;
    // Seafarers 5-6, 5 and 6 (001:L2840–2858, L2880–2898): small islands printed, main-island
    // terrain from the pools. Cloth's 12 village tokens are markers, not hex tokens: 38 − 12 = 26.
    QTest::newRow("forgotten tribe 5-6")
        << "seafarers-forgotten-tribe-5-6.json"
        << "desert:4 fields:7 forest:7 gold:3 hills:7 mountains:6 pasture:7 sea:22"
        << "02:1 03:4 04:4 05:4 06:3 08:3 09:3 10:3 11:3 12:1"
        << "3:1:3 brick:1 grain:1 lumber:1 ore:1 wool:1" << 8 << 32;
    QTest::newRow("cloth for catan 5-6")
        << "seafarers-cloth-for-catan-5-6.json"
        << "desert:4 fields:6 forest:6 gold:2 hills:4 mountains:5 pasture:5 sea:24"
        << "02:2 03:4 04:2 05:2 06:3 08:3 09:2 10:2 11:4 12:2" << bigHarbors << 11 << 30;
    // Seafarers 8 (001:L2308–2330) and its 5–6 table (001:L2961–2981): small islands printed,
    // main-island terrain from the pool, the harbors shuffled onto their spots.
    QTest::newRow("wonders of catan 3-4")
        << "seafarers-wonders-of-catan-3-4.json"
        << "desert:3 fields:5 forest:5 gold:2 hills:5 mountains:5 pasture:5 sea:19"
        << "02:2 03:3 04:3 05:3 06:3 08:3 09:3 10:3 11:3 12:1" << baseHarbors << 9 << 28;
    QTest::newRow("wonders of catan 5-6")
        << "seafarers-wonders-of-catan-5-6.json"
        << "desert:4 fields:6 forest:7 gold:3 hills:6 mountains:6 pasture:7 sea:24"
        << "02:2 03:3 04:4 05:4 06:4 08:4 09:4 10:4 11:4 12:2" << bigHarbors << 11 << 32;
    // Seafarers 4 (001:L1888–1932): main island + foreign areas (small islands and land strip).
    QTest::newRow("through the desert 3")
        << "seafarers-through-the-desert-3.json"
        << "desert:3 fields:4 forest:5 gold:2 hills:3 mountains:4 pasture:4 sea:10"
        << "02:1 03:2 04:3 05:3 06:3 08:3 09:3 10:2 11:2"
        << "3:1:3 brick:1 grain:1 lumber:1 ore:1 wool:1" << 8 << 24;
    QTest::newRow("through the desert 4")
        << "seafarers-through-the-desert-4.json"
        << "desert:3 fields:5 forest:5 gold:2 hills:5 mountains:5 pasture:5 sea:12"
        << "02:1 03:3 04:3 05:3 06:3 08:3 09:3 10:3 11:3 12:2" << baseHarbors << 9 << 26;
}

void TestShippedComponentCounts::officialComponentCounts()
{
    QFETCH(QString, file);
    QFETCH(QString, terrain);
    QFETCH(QString, tokens);
    QFETCH(QString, harbors);
    QFETCH(int, harborSpots);
    QFETCH(int, frame);
    LoadResult r = loadScenarioFile(fs::path(ISLE_SOURCE_DIR) / "scenarios" / file.toStdString());
    QVERIFY2(r.ok(), qPrintable(describeIssues(r.issues)));
    const Components c = componentsOf(*r.scenario);
    QCOMPARE(multiset(c.terrain), terrain);
    QCOMPARE(multiset(c.tokens), tokens);
    QCOMPARE(multiset(c.harbors), harbors);
    QCOMPARE(static_cast<int>(r.scenario->board.harbors().size()), harborSpots);
    QCOMPARE(c.frame, frame);
    // Variable set-ups: every land hex (and fog hex: the face-down stack) is drawn from the pool,
    // which holds exactly enough hexes.
    for (const Area &a : r.scenario->areas) {
        if (a.terrainPool.empty())
            continue;
        int unassigned = 0;
        for (const Hex &h : r.scenario->board.hexes())
            unassigned += h.area == a.id
                && (h.terrain == Terrain::Unassigned || h.terrain == Terrain::Fog);
        int pooled = 0;
        for (const auto &[t, n] : a.terrainPool)
            pooled += n;
        QCOMPARE(unassigned, pooled);
    }
}

QTEST_GUILESS_MAIN(TestShippedComponentCounts)
#include "test_ShippedComponentCounts.moc"
