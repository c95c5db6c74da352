// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../model/BoardFixtures.h"
#include "model/Scenario.h"
#include "model/ScenarioFile.h"
#include "model/ScenarioJson.h"

#include <QByteArray>
#include <QFile>
#include <QString>

namespace isle::test {

/// One of the shipped scenarios (scenarios/<name>); a broken one stops the test run.
inline model::Scenario shippedScenario(const QString &name)
{
    const auto loaded = model::loadScenarioFile(
        QStringLiteral(ISLE_SOURCE_DIR "/scenarios/%1").arg(name).toStdString());
    if (!loaded.ok())
        qFatal("cannot load scenarios/%s", qPrintable(name));
    return *loaded.scenario;
}

/// A small but complete scenario: the base island with mixed terrains and tokens, one area with
/// pools, a harbor, markers and the robber, so every undo command has something to change.
inline model::Scenario sampleScenario()
{
    using model::Terrain;
    model::Scenario s;
    s.id = "sample";
    s.title = "Sample";
    s.author = "Test";
    s.board = baseBoardShape(Terrain::Fields);
    constexpr Terrain cycle[]
        = {Terrain::Hills, Terrain::Forest, Terrain::Pasture, Terrain::Fields, Terrain::Mountains};
    int i = 0;
    for (const model::Hex &hex : std::vector<model::Hex>(s.board.hexes())) {
        if (hex.terrain == Terrain::Frame)
            continue;
        model::Hex h = hex;
        h.terrain = cycle[i % 5];
        h.token = model::NumberToken {2 + (i % 5), {}};
        h.area = "main";
        s.board.setHex(h);
        ++i;
    }
    model::Area area;
    area.id = "main";
    area.name = "Main island";
    area.terrainPool = {{Terrain::Hills, 3}, {Terrain::Forest, 4}};
    area.tokenPool = {2, 3, 4};
    s.areas.push_back(area);
    s.board.setHarbor({{3, -1}, model::Direction::West, model::HarborType::Generic});
    s.board.setRobber(model::HexCoord {0, 0});
    model::Marker m;
    m.type = model::MarkerType::NoSettlementAtSetup;
    m.corner = model::CornerCoord::of({0, 0}, model::Corner::North);
    s.board.addMarker(m);
    return s;
}

inline QByteArray serialized(const model::Scenario &s)
{
    return QByteArray::fromStdString(model::serializeScenario(s));
}

/// The bytes of the file at `path`; empty when it cannot be read.
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace isle::test
