// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Scenario.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QLabel;
class QSpinBox;
class QTabWidget;
class QTimer;
class QWidget;

namespace isle::editor {

class BatchPanel;
class CompiledGames;
class PlayPanel;
class ReplayPanel;
class ScenarioDocument;

/// The playtest preview: batch statistics, watching a game and playing the map, on the map as it
/// is on screen (the document's scenario, saved or not). It follows the document: another file
/// opened, or an edit (after a short pause, so painting stays fluid), and the window shows the
/// current map. Only while a batch runs or a game with a human seat is under way does it keep
/// its copy and offer the switch in a bar instead, so nothing running sees the map change
/// under it.
class PlaytestWindow : public QMainWindow
{
    Q_OBJECT

public:
    /// Follows `document` (may be null: then only `scenario` is shown).
    explicit PlaytestWindow(ScenarioDocument *document, QWidget *parent = nullptr);
    explicit PlaytestWindow(const model::Scenario &scenario, QWidget *parent = nullptr);
    ~PlaytestWindow() override;

    enum class Page { Batch, Watch, Play };
    void showPage(Page page);
    BatchPanel *batchPanel() const { return m_batch; }
    ReplayPanel *replayPanel() const { return m_replay; }
    PlayPanel *playPanel() const { return m_play; }

    /// Takes a new copy of the map (the document's current scenario) and rebuilds the tabs;
    /// cancels a running batch first.
    void reloadMap(const model::Scenario &scenario);
    /// A map with pools: plays the board dealt with `seed` (as `islewright-cli generate --seed`).
    void dealBoard(std::uint64_t seed);
    /// Shows the window beside `editor` (not over it, inside the screen), narrowing the editor
    /// when the screen has no free room beside it.
    void showBeside(QWidget *editor);
    /// A batch runs or a game with a human seat is under way: edits do not replace the map.
    bool isBusy() const;
    /// Milliseconds the window waits after an edit before it follows (tests set 0).
    void setFollowDelay(int milliseconds);
    const CompiledGames &games() const { return *m_games; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void build();
    /// The document changed: take the current map now, or (busy, hidden) show the bar / wait.
    void follow();

    QPointer<ScenarioDocument> m_document;
    QTimer *m_followTimer = nullptr;
    bool m_stale = false; ///< the document changed since the map was taken
    model::Scenario m_map; ///< the map as taken from the editor (with its pools)
    std::unique_ptr<CompiledGames> m_games;
    QLabel *m_header = nullptr;
    QWidget *m_dealBar = nullptr;
    QSpinBox *m_dealSeed = nullptr;
    QWidget *m_staleBar = nullptr;
    QTabWidget *m_tabs = nullptr;
    BatchPanel *m_batch = nullptr;
    ReplayPanel *m_replay = nullptr;
    PlayPanel *m_play = nullptr;
};

} // namespace isle::editor
