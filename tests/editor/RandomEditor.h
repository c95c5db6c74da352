// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/document/ScenarioDocument.h"
#include "model/Rng.h"

#include <array>
#include <optional>
#include <string>

namespace isle::test {

using editor::ScenarioDocument;

/// Random edits through the ScenarioDocument API, the same for the same seed: paint (single and
/// merged strokes), erase, harbors, markers, robber and pirate, properties, areas, whole-board
/// replacement and selection. Used by the undo property test and the kill-and-restore test.
class RandomEditor
{
public:
    RandomEditor(ScenarioDocument &doc, std::uint64_t seed)
        : m_doc(doc)
        , m_rng(seed)
    { }

    void edit()
    {
        switch (pick(12)) {
        case 0:
        case 1:
            paint(false);
            break;
        case 2:
            paint(true);
            break;
        case 3:
            m_doc.removeHexes({coord(), coord()}, QStringLiteral("Erase"));
            break;
        case 4:
            m_doc.setHarbor({coord(), model::directionFromIndex(pick(6)),
                static_cast<model::HarborType>(pick(7))});
            break;
        case 5:
            m_doc.removeHarbor(model::EdgeCoord::of(coord(), model::directionFromIndex(pick(6))));
            break;
        case 6:
            markers();
            break;
        case 7:
            pick(2) ? m_doc.setRobber(optionalCoord()) : m_doc.setPirate(optionalCoord());
            break;
        case 8:
            properties();
            break;
        case 9:
            areas();
            break;
        case 10: {
            model::Board board = m_doc.board();
            board.setHex({coord(), model::Terrain::Fog});
            board.setRobber(std::nullopt);
            m_doc.replaceBoard(board, QStringLiteral("Replace Board"));
            break;
        }
        default:
            m_doc.setSelectedHexes({coord()});
            break;
        }
    }

private:
    int pick(int n) { return static_cast<int>(m_rng.boundedInt(static_cast<std::uint32_t>(n))); }
    model::HexCoord coord() { return {pick(9) - 4, pick(9) - 4}; }
    std::optional<model::HexCoord> optionalCoord()
    {
        return pick(5) == 0 ? std::nullopt : std::optional(coord());
    }

    void paint(bool stroke)
    {
        if (!stroke || pick(3) == 0)
            m_stroke = m_doc.newStrokeId();
        std::vector<model::Hex> hexes(static_cast<std::size_t>(1 + pick(3)));
        for (model::Hex &h : hexes) {
            h.coord = coord();
            h.terrain = static_cast<model::Terrain>(pick(model::TerrainCount));
            if (pick(2))
                h.token = model::NumberToken {std::array {2, 3, 4, 5, 6, 8, 9, 10, 11,
                                                  12}[static_cast<std::size_t>(pick(10))],
                    {}};
            if (pick(3) == 0)
                h.area = "main";
        }
        m_doc.paintHexes(hexes, QStringLiteral("Paint"), stroke, m_stroke);
    }

    void markers()
    {
        auto markers = m_doc.board().markers();
        if (!markers.empty() && pick(2)) {
            markers.erase(markers.begin() + pick(static_cast<int>(markers.size())));
        } else {
            model::Marker m;
            m.type = static_cast<model::MarkerType>(pick(model::MarkerTypeCount));
            m.hex = coord();
            m.corner = model::CornerCoord::of(coord(), model::cornerFromIndex(pick(6)));
            m.edge = model::EdgeCoord::of(coord(), model::directionFromIndex(pick(6)));
            m.number = pick(5);
            markers.push_back(m);
        }
        m_doc.setMarkers(markers, QStringLiteral("Markers"));
    }

    void properties()
    {
        model::Scenario p = m_doc.scenario();
        switch (pick(4)) {
        case 0:
            p.title = "T" + std::to_string(pick(100));
            break;
        case 1:
            p.victoryPoints = 8 + pick(8);
            break;
        case 2:
            p.rules.friendlyRobber = !p.rules.friendlyRobber;
            break;
        default:
            p.maxPlayers = 4 + pick(3);
            break;
        }
        // Different texts so that some edits merge and some do not.
        m_doc.setProperties(p, pick(2) ? QStringLiteral("Change A") : QStringLiteral("Change B"));
    }

    void areas()
    {
        auto areas = m_doc.scenario().areas;
        if (areas.empty())
            return;
        model::Area &a = areas.front();
        a.terrainPool[static_cast<model::Terrain>(pick(6))] = pick(5);
        a.tokenPlacement = static_cast<model::TokenPlacement>(pick(3));
        a.startAllowed = pick(2) == 0;
        m_doc.setAreas(areas, QStringLiteral("Areas"));
    }

    ScenarioDocument &m_doc;
    model::Rng m_rng;
    int m_stroke = 0;
};

} // namespace isle::test
