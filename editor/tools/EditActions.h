// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LockSummary.h"
#include "model/Scenario.h"
#include "validation/stats/ScenarioDeal.h"

#include <QObject>
#include <QPointer>

#include <cstdint>
#include <optional>

class QAction;
class QWidget;

namespace isle::editor {

class BoardView;
class ScenarioDocument;

/// The board edits that act on the selection or the whole board: copy, cut and paste of cell
/// regions (our JSON on the clipboard), rotate and mirror the selection, resize the board
/// (BoardResize) and generate it from the scenario's pools. Each is one undo step through the
/// document. The board transformations are static functions so they are tested without a GUI.
class EditActions : public QObject
{
    Q_OBJECT

public:
    /// MIME type of copied cells: a scenario JSON holding just those cells (and their harbors).
    static const QString MimeType;

    explicit EditActions(QObject *parent = nullptr);

    void setView(BoardView *view);
    QList<QAction *> actions() const { return m_actions; }
    QAction *copyAction() const { return m_copy; }
    QAction *cutAction() const { return m_cut; }
    QAction *pasteAction() const { return m_paste; }

    // --- Pure board transformations ---------------------------------------------------------
    /// The cells at `coords` (and harbors whose water hex is among them) as a scenario.
    static model::Scenario extract(
        const model::Scenario &from, const std::vector<model::HexCoord> &coords);
    /// `board` with `fragment`'s cells and harbors moved by `offset` and laid over it; area ids
    /// the target does not define are dropped.
    static model::Board pasted(const model::Board &board, const model::Scenario &fragment,
        model::HexCoord offset, const std::vector<model::Area> &areas);
    /// The board with the cells at `coords` (and their harbors) rotated by 60°·steps
    /// counter-clockwise, or mirrored east-west, about the selection's middle cell. Cells the
    /// moved ones land on are replaced. `moved` receives the new coordinates of the selection.
    static model::Board transformed(const model::Board &board,
        const std::vector<model::HexCoord> &coords, int rotateSteps, bool mirror,
        std::vector<model::HexCoord> *moved);

public Q_SLOTS:
    void copy();
    void cut();
    void paste();
    void rotateClockwise();
    void rotateCounterClockwise();
    void mirror();
    void resizeBoard();
    void generate();
    /// Deals the scenario's pools with `seed` (validation::dealScenario, as islewright-cli
    /// generate does): one undo step; returns false and reports the reason if impossible.
    bool generateWithSeed(std::uint64_t seed);
    bool generateWith(const validation::DealOptions &options);
    /// Locks the selected land hexes (Hex::fixed: a deal keeps their terrain and token) and the
    /// harbors on the selected hexes (Harbor::fixed: a deal keeps their type), or unlocks them
    /// when all are locked. One undo step; saved with the scenario.
    bool toggleLocks();
    /// Locks the number tokens of the selected land hexes (Hex::tokenFixed: a deal keeps the
    /// number and deals the terrain under it again, one that takes a number), or unlocks them
    /// when all are locked. Hexes locked whole are left alone. One undo step; saved.
    bool toggleTokenLocks();
    /// What Generate Board deals: after a deal in this window (and only locks changed since),
    /// the pools it came from with the locked hexes, tokens and harbors pinned
    /// (model::DealLocks); else the document. `kept` receives what the deal keeps.
    model::Scenario dealSource(LockSummary *kept = nullptr) const;
    /// Puts a dealt scenario into the document as one undo step and says how it was chosen.
    void applyDeal(const validation::ScenarioDeal &deal, const validation::DealOptions &options);

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    ScenarioDocument *document() const;
    /// The document shows a board this window dealt from m_dealSource (locks aside).
    bool isRedeal() const;
    void transformSelection(int steps, bool mirror, const QString &text);

    QPointer<BoardView> m_view;
    QList<QAction *> m_actions;
    QAction *m_copy;
    QAction *m_cut;
    QAction *m_paste;
    validation::DealOptions m_lastOptions {1, {}, 1};
    std::optional<model::Scenario> m_dealSource; // the pools of this window's last fresh deal
    std::vector<model::Scenario> m_dealtFromSource; // the boards dealt from them since
};

} // namespace isle::editor
