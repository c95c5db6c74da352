// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/render/BoardPainter.h"
#include "model/Scenario.h"
#include "validation/engine/Game.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace isle::editor {

/// The game board: the map drawn by BoardPainter, scaled to fit, with the pieces of a GameState
/// on top (roads, ships, settlements, cities, the robber and pirate where the state has them), an
/// optional heat map over the intersections and highlighted spots a human may pick. Clicks on a
/// highlighted spot emit the matching signal; nothing else is clickable, so the view cannot ask for
/// an illegal placement. It zooms and pans like the editor's board: the wheel zooms at the
/// cursor, dragging (middle button, or left button away from a spot) pans, + / - / 0 zoom in,
/// out and back to fit (as does a double click). Every highlighted spot is a target of at least
/// MinTargetPx across on screen, whatever the zoom, so it can be hit without aiming.
class GameBoardWidget : public QWidget
{
    Q_OBJECT

public:
    explicit GameBoardWidget(QWidget *parent = nullptr);

    void setScenario(const model::Scenario &scenario);
    void setGame(std::shared_ptr<const validation::Game> game);
    void setState(std::optional<validation::GameState> state);
    /// Per topology corner: 0..1 heat (empty: none). Drawn as discs from pale yellow to red.
    void setHeat(std::vector<double> heat);
    void setHighlights(std::vector<int> corners, std::vector<int> edges, std::vector<int> hexes);
    void clearHighlights();

    /// Smallest on-screen diameter of a highlighted spot's click target (and of its ring under
    /// the cursor), in pixels.
    static constexpr double MinTargetPx = 24.0;
    /// The smallest ring drawn on a legal spot that is not under the cursor, in pixels across.
    static constexpr double MarkerPx = 12.0;

    /// 1 = the whole board fits the widget (the default); larger zooms in.
    double zoom() const { return m_zoom; }
    /// Zooms keeping the board point under `anchor` (widget coordinates; default the centre).
    void setZoom(double zoom, std::optional<QPointF> anchor = std::nullopt);
    void zoomIn();
    void zoomOut();
    /// Back to the whole board, centred.
    void fitToWindow();
    /// Where a topology corner / side / hex is on the widget now (a game must be set).
    QPointF cornerPosition(int corner) const;
    QPointF edgePosition(int edge) const;
    /// Radius of the click target around a highlighted corner or side, in widget pixels.
    double targetRadiusPx() const;

    QSize sizeHint() const override { return {520, 460}; }
    QSize minimumSizeHint() const override { return {240, 220}; }

Q_SIGNALS:
    void cornerPicked(int corner);
    void edgePicked(int edge);
    void hexPicked(int hex);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QTransform boardToWidget() const;
    QPointF cornerPoint(int corner) const;
    QPointF edgePoint(int edge) const;
    void paintPieces(QPainter &p) const;
    void paintKnight(QPainter &p, int corner, int owner) const;
    void paintCityExtras(QPainter &p, int corner, int owner) const;
    void paintVillages(QPainter &p) const;
    void paintShip(QPainter &p, int edge, int owner, bool warship = false) const;
    void paintFortresses(QPainter &p) const;
    /// The Pirate Islands: 1 for each edge holding a warship (empty in other games).
    std::vector<std::uint8_t> warshipEdges() const;
    /// The gifts as they lie in the current state (taken ones gone, placed harbors shown).
    void showGifts(model::Board &board) const;
    void paintHeat(QPainter &p) const;
    void paintHighlights(QPainter &p) const;
    /// The highlighted spot under a widget position: {kind 0 corner / 1 edge / 2 hex, id}.
    std::optional<std::pair<int, int>> pick(QPointF widgetPos) const;

    render::BoardPainter m_painter;
    model::Scenario m_scenario;
    std::shared_ptr<const validation::Game> m_game;
    std::optional<validation::GameState> m_state;
    std::vector<double> m_heat;
    std::vector<int> m_hlCorners, m_hlEdges, m_hlHexes;
    std::optional<std::pair<int, int>> m_hover;
    double m_zoom = 1.0;
    QPointF m_pan; ///< widget pixels the board is moved from its centred position
    std::optional<QPointF> m_dragFrom; ///< last mouse position while panning
};

} // namespace isle::editor
