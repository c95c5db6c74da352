// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioDocument.h"

#include "editor/commands/ChangeScenarioProperties.h"
#include "editor/commands/MovePieces.h"
#include "editor/commands/PaintHexes.h"
#include "editor/commands/RemoveHexes.h"
#include "editor/commands/ReplaceBoard.h"
#include "editor/commands/ReplaceScenario.h"
#include "editor/commands/SetAreas.h"
#include "editor/commands/SetMarkers.h"
#include "editor/commands/SetRemoveHarbor.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace isle::editor {

ScenarioDocument::ScenarioDocument(model::Scenario scenario, QObject *parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
        [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::setFilePath(const QString &path)
{
    if (path == m_filePath)
        return;
    m_filePath = path;
    Q_EMIT filePathChanged(path);
}

QString ScenarioDocument::displayName() const
{
    if (m_filePath.isEmpty())
        return tr("Untitled");
    return QFileInfo(m_filePath).fileName();
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void ScenarioDocument::setClean()
{
    m_undoStack->setClean();
}

void ScenarioDocument::markUnsaved()
{
    m_undoStack->resetClean(); // no index is clean any more; emits cleanChanged(false)
}

void ScenarioDocument::resetScenario(model::Scenario scenario, const QString &filePath)
{
    m_undoStack->clear();
    applyScenario(std::move(scenario));
    setFilePath(filePath);
    m_undoStack->setClean();
    Q_EMIT documentReset();
}

model::Scenario ScenarioDocument::propertiesOf(const model::Scenario &scenario)
{
    model::Scenario properties = scenario;
    properties.board = {};
    properties.areas.clear();
    return properties;
}

// --- Undoable edits --------------------------------------------------------------------------

void ScenarioDocument::paintHexes(
    const std::vector<model::Hex> &hexes, const QString &text, bool mergeable, int strokeId)
{
    if (!hexes.empty())
        m_undoStack->push(new PaintHexes(this, hexes, text, mergeable, strokeId));
}

void ScenarioDocument::removeHexes(const std::vector<model::HexCoord> &coords, const QString &text)
{
    if (std::any_of(coords.begin(), coords.end(), [this](auto c) { return board().contains(c); }))
        m_undoStack->push(new RemoveHexes(this, coords, text));
}

void ScenarioDocument::setHarbor(const model::Harbor &harbor)
{
    const model::Harbor *existing = board().harborAt(harbor.edge());
    if (!existing || !(*existing == harbor))
        m_undoStack->push(new SetHarbor(this, harbor));
}

void ScenarioDocument::removeHarbor(model::EdgeCoord edge)
{
    if (board().harborAt(edge))
        m_undoStack->push(new RemoveHarbor(this, edge));
}

void ScenarioDocument::setMarkers(std::vector<model::Marker> markers, const QString &text)
{
    if (markers != board().markers())
        m_undoStack->push(new SetMarkers(this, board().markers(), std::move(markers), text));
}

void ScenarioDocument::setRobber(std::optional<model::HexCoord> hex)
{
    const PiecePositions before {board().robber(), board().pirate()};
    if (hex != before.robber)
        m_undoStack->push(new MovePieces(this, before, {hex, before.pirate},
            QCoreApplication::translate("UndoCommands", "Move Robber")));
}

void ScenarioDocument::setPirate(std::optional<model::HexCoord> hex)
{
    const PiecePositions before {board().robber(), board().pirate()};
    if (hex != before.pirate)
        m_undoStack->push(new MovePieces(this, before, {before.robber, hex},
            QCoreApplication::translate("UndoCommands", "Move Pirate")));
}

void ScenarioDocument::setProperties(const model::Scenario &properties, const QString &text)
{
    model::Scenario before = propertiesOf(m_scenario);
    model::Scenario after = propertiesOf(properties);
    if (after != before)
        m_undoStack->push(
            new ChangeScenarioProperties(this, std::move(before), std::move(after), text));
}

void ScenarioDocument::setAreas(std::vector<model::Area> areas, const QString &text, bool mergeable)
{
    if (areas != m_scenario.areas)
        m_undoStack->push(new SetAreas(this, m_scenario.areas, std::move(areas), text, mergeable));
}

void ScenarioDocument::replaceBoard(model::Board board, const QString &text)
{
    if (board != m_scenario.board)
        m_undoStack->push(new ReplaceBoard(this, m_scenario.board, std::move(board), text));
}

void ScenarioDocument::replaceScenario(model::Scenario scenario, const QString &text)
{
    if (scenario != m_scenario)
        m_undoStack->push(new ReplaceScenario(this, m_scenario, std::move(scenario), text));
}

// --- Selection -------------------------------------------------------------------------------

void ScenarioDocument::setSelectedHexes(std::vector<model::HexCoord> hexes)
{
    std::sort(hexes.begin(), hexes.end());
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    if (hexes == m_selection)
        return;
    m_selection = std::move(hexes);
    Q_EMIT selectionChanged();
}

void ScenarioDocument::pruneSelection()
{
    const auto offBoard = [this](model::HexCoord c) {
        return !board().contains(c);
    };
    if (std::none_of(m_selection.begin(), m_selection.end(), offBoard))
        return;
    std::erase_if(m_selection, offBoard);
    Q_EMIT selectionChanged();
}

// --- Mutators --------------------------------------------------------------------------------

void ScenarioDocument::applyHexes(
    const std::vector<model::Hex> &set, const std::vector<model::HexCoord> &removed)
{
    std::vector<model::HexCoord> changed;
    changed.reserve(set.size() + removed.size());
    for (const model::Hex &hex : set) {
        m_scenario.board.setHex(hex);
        changed.push_back(hex.coord);
    }
    for (model::HexCoord c : removed) {
        m_scenario.board.removeHex(c);
        changed.push_back(c);
    }
    std::sort(changed.begin(), changed.end());
    changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
    Q_EMIT hexesChanged(changed);
    Q_EMIT scenarioChanged();
    if (!removed.empty())
        pruneSelection();
}

void ScenarioDocument::applyHarbors(std::vector<model::Harbor> harbors)
{
    m_scenario.board.clearHarbors();
    for (const model::Harbor &h : harbors)
        m_scenario.board.setHarbor(h);
    Q_EMIT harborsChanged();
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::applyMarkers(std::vector<model::Marker> markers)
{
    m_scenario.board.setMarkers(std::move(markers));
    Q_EMIT markersChanged();
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::applyPieces(
    std::optional<model::HexCoord> robber, std::optional<model::HexCoord> pirate)
{
    m_scenario.board.setRobber(robber);
    m_scenario.board.setPirate(pirate);
    Q_EMIT piecesChanged();
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::applyProperties(const model::Scenario &properties)
{
    model::Board board = std::move(m_scenario.board);
    std::vector<model::Area> areas = std::move(m_scenario.areas);
    m_scenario = properties;
    m_scenario.board = std::move(board);
    m_scenario.areas = std::move(areas);
    Q_EMIT propertiesChanged();
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::applyAreas(std::vector<model::Area> areas)
{
    m_scenario.areas = std::move(areas);
    Q_EMIT areasChanged();
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::applyBoard(model::Board board)
{
    m_scenario.board = std::move(board);
    Q_EMIT boardReset();
    Q_EMIT scenarioChanged();
    pruneSelection();
}

void ScenarioDocument::applyScenario(model::Scenario scenario)
{
    m_scenario = std::move(scenario);
    Q_EMIT boardReset();
    Q_EMIT propertiesChanged();
    Q_EMIT areasChanged();
    Q_EMIT scenarioChanged();
    pruneSelection();
}

} // namespace isle::editor
