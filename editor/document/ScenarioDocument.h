// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QUndoStack;

namespace isle::editor {

/// The open scenario and the only route for changing it. Every edit method below pushes one undo
/// command onto undoStack(); the commands call the apply*() mutators, which change the scenario and
/// then emit the matching *Changed signal (signals are facts: they fire after the model changed).
/// Views, tools and docks read scenario() and never modify it directly. Selection is view state:
/// it is not undoable and does not mark the document modified.
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioDocument(model::Scenario scenario = {}, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    const model::Scenario &scenario() const { return m_scenario; }
    const model::Board &board() const { return m_scenario.board; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    /// Display name for titles: the file name, or "Untitled" when never saved.
    QString displayName() const;
    bool isModified() const; ///< undo stack not at its clean index
    /// Marks the current state as saved (the undo stack's clean index).
    void setClean();
    /// Marks the document as holding changes that no file has (an imported map): it stays
    /// modified, whatever is undone, until it is saved.
    void markUnsaved();

    /// Starts over with `scenario` read from `filePath` (open, new, revert): no undo history,
    /// not modified. Emits the same signals as applyScenario() and filePathChanged().
    void resetScenario(model::Scenario scenario, const QString &filePath);

    /// A fresh id for a brush stroke: tools call it on mouse press and pass it to every
    /// paintHexes() of that stroke.
    int newStrokeId() { return ++m_lastStrokeId; }
    /// The scenario without board and areas: the value setProperties() and
    /// ChangeScenarioProperties work on.
    static model::Scenario propertiesOf(const model::Scenario &scenario);

    // --- Undoable edits (each is one undo step unless noted) ---------------------------------
    /// Sets (inserts or replaces) the given cells. Calls with `mergeable` true and the same
    /// `strokeId` merge into one command: a brush stroke is one undo step.
    void paintHexes(const std::vector<model::Hex> &hexes, const QString &text,
        bool mergeable = false, int strokeId = 0);
    /// Removes cells (and the harbors, markers and pieces that lie on them).
    void removeHexes(const std::vector<model::HexCoord> &coords, const QString &text);
    void setHarbor(const model::Harbor &harbor);
    void removeHarbor(model::EdgeCoord edge);
    void setMarkers(std::vector<model::Marker> markers, const QString &text);
    void setRobber(std::optional<model::HexCoord> hex);
    void setPirate(std::optional<model::HexCoord> hex);
    /// Replaces everything but the board and the areas (id, title, description, author, products,
    /// player counts, victory points, rule options, special victory rules).
    void setProperties(const model::Scenario &properties, const QString &text);
    /// `mergeable`: consecutive edits with the same text to the same area are one undo step
    /// (a spin box stepping through a pool count).
    void setAreas(std::vector<model::Area> areas, const QString &text, bool mergeable = false);
    /// Replaces the whole board (generate, resize, rotate/mirror, paste): one undo step.
    void replaceBoard(model::Board board, const QString &text);
    /// Replaces the whole scenario (revert to a template, import): one undo step.
    void replaceScenario(model::Scenario scenario, const QString &text);

    // --- Selection (not undoable) ---------------------------------------------------------
    const std::vector<model::HexCoord> &selectedHexes() const { return m_selection; }
    void setSelectedHexes(std::vector<model::HexCoord> hexes);

    // --- Mutators for undo commands only: change the model, then emit -----------------------
    void applyHexes(
        const std::vector<model::Hex> &set, const std::vector<model::HexCoord> &removed);
    void applyHarbors(std::vector<model::Harbor> harbors);
    void applyMarkers(std::vector<model::Marker> markers);
    void applyPieces(std::optional<model::HexCoord> robber, std::optional<model::HexCoord> pirate);
    void applyProperties(const model::Scenario &properties);
    void applyAreas(std::vector<model::Area> areas);
    void applyBoard(model::Board board);
    void applyScenario(model::Scenario scenario);

Q_SIGNALS:
    /// Cells at these coordinates were set or removed (terrain, token, area, flags).
    void hexesChanged(const std::vector<model::HexCoord> &coords);
    void harborsChanged();
    void markersChanged();
    void piecesChanged(); ///< robber or pirate moved
    void propertiesChanged();
    void areasChanged();
    /// The board or the whole scenario was replaced: views rebuild everything.
    void boardReset();
    /// Any change to the scenario (emitted after each of the signals above): validation,
    /// statistics.
    void scenarioChanged();
    void selectionChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);
    /// resetScenario() started over with another scenario (open, new, revert, import): views
    /// show the whole board again.
    void documentReset();

private:
    void pruneSelection(); ///< drops selected coordinates that left the board

    model::Scenario m_scenario;
    QUndoStack *m_undoStack;
    QString m_filePath;
    std::vector<model::HexCoord> m_selection;
    int m_lastStrokeId = 0;
};

} // namespace isle::editor
