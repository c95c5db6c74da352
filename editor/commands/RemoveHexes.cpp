// SPDX-License-Identifier: GPL-3.0-or-later
#include "RemoveHexes.h"

#include "editor/commands/UndoCommandId.h"
#include "editor/document/ScenarioDocument.h"

#include <algorithm>
#include <set>

namespace isle::editor {

namespace {

bool anyOnBoard(
    const model::Board &board, const std::set<model::HexCoord> &removed, const auto &hexes)
{
    return std::any_of(hexes.begin(), hexes.end(),
        [&](model::HexCoord h) { return board.contains(h) && !removed.contains(h); });
}

bool markerSurvives(
    const model::Board &board, const std::set<model::HexCoord> &removed, const model::Marker &m)
{
    switch (model::markerSite(m.type)) {
    case model::MarkerSite::Hex:
        return board.contains(m.hex) && !removed.contains(m.hex);
    case model::MarkerSite::Corner:
        return anyOnBoard(board, removed, m.corner.touchingHexes());
    case model::MarkerSite::Edge:
        return anyOnBoard(board, removed, m.edge.hexes());
    }
    return true;
}

} // namespace

RemoveHexes::RemoveHexes(
    ScenarioDocument *document, const std::vector<model::HexCoord> &coords, const QString &text)
    : QUndoCommand(text)
    , m_document(document)
{
    const model::Board &board = document->board();
    std::set<model::HexCoord> removed;
    for (model::HexCoord c : coords) {
        if (const model::Hex *hex = board.hexAt(c); hex && removed.insert(c).second)
            m_removed.push_back(*hex);
    }
    m_before = {board.harbors(), board.markers(), board.robber(), board.pirate()};
    for (const model::Harbor &h : board.harbors()) {
        if (!removed.contains(h.hex) && !removed.contains(h.landHex()))
            m_after.harbors.push_back(h);
    }
    for (const model::Marker &m : board.markers()) {
        if (markerSurvives(board, removed, m))
            m_after.markers.push_back(m);
    }
    m_after.robber
        = board.robber() && removed.contains(*board.robber()) ? std::nullopt : board.robber();
    m_after.pirate
        = board.pirate() && removed.contains(*board.pirate()) ? std::nullopt : board.pirate();
    setObsolete(m_removed.empty());
}

void RemoveHexes::redo()
{
    std::vector<model::HexCoord> coords;
    coords.reserve(m_removed.size());
    for (const model::Hex &h : m_removed)
        coords.push_back(h.coord);
    m_document->applyHexes({}, coords);
    applyAttachments(m_after);
}

void RemoveHexes::undo()
{
    m_document->applyHexes(m_removed, {});
    applyAttachments(m_before);
}

int RemoveHexes::id() const
{
    return -1; // removals never merge: each is a deliberate step
}

void RemoveHexes::applyAttachments(const Attachments &a)
{
    const model::Board &board = m_document->board();
    if (board.harbors() != a.harbors)
        m_document->applyHarbors(a.harbors);
    if (board.markers() != a.markers)
        m_document->applyMarkers(a.markers);
    if (board.robber() != a.robber || board.pirate() != a.pirate)
        m_document->applyPieces(a.robber, a.pirate);
}

} // namespace isle::editor
