// SPDX-License-Identifier: GPL-3.0-or-later
// Drives the real peer: Debian's Tiled (headless) converts our TMX export to its JSON format, and
// the test reads back what Tiled understood. Tiled accepts wrong stagger values silently, so the
// fields are checked, not the exit code.
#include "../model/ExchangeFixtures.h"

#include "model/exchange/TmxWriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace isle::model;

namespace {

const QString Tiled = QStringLiteral("/usr/bin/tiled");

QJsonObject layerNamed(const QJsonObject &map, const QString &name)
{
    for (const QJsonValue &layer : map.value(QStringLiteral("layers")).toArray())
        if (layer.toObject().value(QStringLiteral("name")).toString() == name)
            return layer.toObject();
    return {};
}

/// Tiled writes properties as [{name, type, value}].
QJsonObject tiledProperty(const QJsonObject &owner, const QString &name)
{
    for (const QJsonValue &p : owner.value(QStringLiteral("properties")).toArray())
        if (p.toObject().value(QStringLiteral("name")).toString() == name)
            return p.toObject();
    return {};
}

QJsonObject objectAt(const QJsonObject &layer, int q, int r)
{
    for (const QJsonValue &o : layer.value(QStringLiteral("objects")).toArray()) {
        const QJsonObject object = o.toObject();
        if (tiledProperty(object, QStringLiteral("q")).value(QStringLiteral("value")).toInt() == q
            && tiledProperty(object, QStringLiteral("r")).value(QStringLiteral("value")).toInt()
                == r)
            return object;
    }
    return {};
}

} // namespace

class TestTmxTiled : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tiledReadsTheExportedMap()
    {
        QVERIFY2(QFile::exists(Tiled), "install tiled (tools/install-deps.sh): Tiled is the peer");
        Scenario s = isle::test::beginnerBaseScenario();
        s.author = "Test & <Author>";
        s.board.setHex({{3, -3}, Terrain::Sea});
        s.board.setPirate(HexCoord {3, -3});
        s.board.addMarker(
            {MarkerType::Village, {}, CornerCoord::of({0, -2}, Corner::North), {}, 6, -1, {}});

        TmxWriter::Options options;
        options.hexSize = 40;
        options.tilesetImage = "tiles.png";
        const auto result = TmxWriter::write(s, options);
        QVERIFY(!result.hasErrors());

        QTemporaryDir dir;
        const QString tmx = dir.filePath(QStringLiteral("board.tmx"));
        const QString json = dir.filePath(QStringLiteral("board.json"));
        QFile out(tmx);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(result.text.data(), static_cast<qint64>(result.text.size()));
        out.close();

        QProcess tiled;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), dir.path()); // Tiled writes its settings there
        tiled.setProcessEnvironment(env);
        tiled.setProcessChannelMode(QProcess::MergedChannels);
        tiled.start(Tiled, {QStringLiteral("--export-map"), QStringLiteral("json"), tmx, json});
        QVERIFY2(tiled.waitForFinished(60000), "tiled did not finish within 60 s");
        QVERIFY2(tiled.exitCode() == 0, tiled.readAll().constData());

        QFile in(json);
        QVERIFY2(in.open(QIODevice::ReadOnly), "tiled wrote no JSON");
        const QJsonObject map = QJsonDocument::fromJson(in.readAll()).object();
        QCOMPARE(map.value(QStringLiteral("orientation")).toString(), QStringLiteral("hexagonal"));
        QCOMPARE(map.value(QStringLiteral("staggeraxis")).toString(), QStringLiteral("y"));
        QCOMPARE(map.value(QStringLiteral("staggerindex")).toString(), QStringLiteral("odd"));
        QCOMPARE(map.value(QStringLiteral("hexsidelength")).toInt(), 40);
        QCOMPARE(map.value(QStringLiteral("tileheight")).toInt(), 80);
        QCOMPARE(map.value(QStringLiteral("tilewidth")).toInt(), 70); // sqrt(3)·40 = 69.3, even
        QCOMPARE(map.value(QStringLiteral("width")).toInt(), 7);
        QCOMPARE(map.value(QStringLiteral("height")).toInt(), 7);

        // Known cells of the odd-r grid: row 3 (r = 0) starts at the frame hex (-3, 0), so the
        // desert (0, 0) is column 3; row 1 (r = -2, odd, shifted right) has mountains at column 2.
        const QJsonArray data
            = layerNamed(map, QStringLiteral("terrain")).value(QStringLiteral("data")).toArray();
        QCOMPARE(data.size(), 49);
        auto gid = [&](int x, int y) {
            return data.at(y * 7 + x).toInt();
        };
        QCOMPARE(gid(3, 3), TmxWriter::gidOf(Terrain::Desert));
        QCOMPARE(gid(0, 3), TmxWriter::gidOf(Terrain::Frame));
        QCOMPARE(gid(2, 1), TmxWriter::gidOf(Terrain::Mountains));
        QCOMPARE(gid(4, 1), TmxWriter::gidOf(Terrain::Forest));
        QCOMPARE(gid(5, 0), TmxWriter::gidOf(Terrain::Sea));
        QCOMPARE(gid(0, 0), 0); // no cell
        QCOMPARE(gid(1, 5), TmxWriter::gidOf(Terrain::Frame)); // (-3, 2)
        QCOMPARE(gid(2, 5), TmxWriter::gidOf(Terrain::Hills)); // (-2, 2)

        const QJsonObject tileset
            = map.value(QStringLiteral("tilesets")).toArray().at(0).toObject();
        QCOMPARE(tileset.value(QStringLiteral("tilecount")).toInt(), TerrainCount);
        QCOMPARE(tileset.value(QStringLiteral("image")).toString(), QStringLiteral("tiles.png"));
        const QJsonObject desertTile = tileset.value(QStringLiteral("tiles"))
                                           .toArray()
                                           .at(index(Terrain::Desert))
                                           .toObject();
        QCOMPARE(tiledProperty(desertTile, QStringLiteral("terrain"))
                     .value(QStringLiteral("value"))
                     .toString(),
            QStringLiteral("desert"));

        QCOMPARE(
            tiledProperty(map, QStringLiteral("title")).value(QStringLiteral("value")).toString(),
            QStringLiteral("Starting Set-up for Beginners"));
        QCOMPARE(
            tiledProperty(map, QStringLiteral("author")).value(QStringLiteral("value")).toString(),
            QStringLiteral("Test & <Author>"));
        const QJsonObject vp = tiledProperty(map, QStringLiteral("victoryPoints"));
        QCOMPARE(vp.value(QStringLiteral("type")).toString(), QStringLiteral("int"));
        QCOMPARE(vp.value(QStringLiteral("value")).toInt(), 10);

        const QJsonObject tokens = layerNamed(map, QStringLiteral("tokens"));
        QCOMPARE(tokens.value(QStringLiteral("objects")).toArray().size(), 18);
        const QJsonObject ten = objectAt(tokens, 0, -2);
        QCOMPARE(ten.value(QStringLiteral("type")).toString(), QStringLiteral("token"));
        QCOMPARE(
            tiledProperty(ten, QStringLiteral("value")).value(QStringLiteral("type")).toString(),
            QStringLiteral("int"));
        QCOMPARE(
            tiledProperty(ten, QStringLiteral("value")).value(QStringLiteral("value")).toInt(), 10);
        QCOMPARE(
            tiledProperty(ten, QStringLiteral("pips")).value(QStringLiteral("value")).toInt(), 3);
        // At the hex centre in Tiled's pixels: column 2 of an odd row, 70 px tiles, 60 px rows.
        QCOMPARE(ten.value(QStringLiteral("x")).toDouble(), 2 * 70 + 35 + 35.0);
        QCOMPARE(ten.value(QStringLiteral("y")).toDouble(), 1 * 60 + 40.0);

        const QJsonObject harbors = layerNamed(map, QStringLiteral("harbors"));
        QCOMPARE(harbors.value(QStringLiteral("objects")).toArray().size(), 9);
        const QJsonObject brick = objectAt(harbors, -3, 1);
        QCOMPARE(tiledProperty(brick, QStringLiteral("harborType"))
                     .value(QStringLiteral("value"))
                     .toString(),
            QStringLiteral("brick"));
        QCOMPARE(
            tiledProperty(brick, QStringLiteral("facing")).value(QStringLiteral("value")).toInt(),
            0);

        const QJsonObject pieces = layerNamed(map, QStringLiteral("pieces"));
        QCOMPARE(objectAt(pieces, 0, 0).value(QStringLiteral("name")).toString(),
            QStringLiteral("robber"));
        QCOMPARE(objectAt(pieces, 3, -3).value(QStringLiteral("name")).toString(),
            QStringLiteral("pirate"));

        const QJsonObject markers = layerNamed(map, QStringLiteral("markers"));
        const QJsonObject village
            = markers.value(QStringLiteral("objects")).toArray().at(0).toObject();
        QCOMPARE(tiledProperty(village, QStringLiteral("markerType"))
                     .value(QStringLiteral("value"))
                     .toString(),
            QStringLiteral("village"));
        QCOMPARE(
            tiledProperty(village, QStringLiteral("number")).value(QStringLiteral("value")).toInt(),
            6);
        QCOMPARE(tiledProperty(village, QStringLiteral("north"))
                     .value(QStringLiteral("type"))
                     .toString(),
            QStringLiteral("bool"));
    }

    void emptyBoardIsRefused()
    {
        TmxWriter::Options options;
        const auto result = TmxWriter::write(Scenario {}, options);
        QVERIFY(result.hasErrors());
        QVERIFY(result.text.empty());
        QCOMPARE(result.issues.front().code, std::string("tmx.empty-board"));
    }
};

QTEST_GUILESS_MAIN(TestTmxTiled)
#include "test_TmxTiled.moc"
