// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/playtest/GameBoardWidget.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace isle::editor {

namespace {
constexpr std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}
constexpr double HexSize = 50.0;
constexpr double MinZoom = 0.5;
constexpr double MaxZoom = 12.0;
constexpr double ZoomStep = 1.25;
} // namespace

GameBoardWidget::GameBoardWidget(QWidget *parent)
    : QWidget(parent)
    , m_painter(model::HexLayout(HexSize))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::WheelFocus);
    setToolTip(tr("Wheel: zoom · drag: pan · + / − / 0: zoom in, out, fit · double click: fit"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void GameBoardWidget::setScenario(const model::Scenario &scenario)
{
    m_scenario = scenario;
    fitToWindow();
}

void GameBoardWidget::setZoom(double zoom, std::optional<QPointF> anchor)
{
    zoom = std::clamp(zoom, MinZoom, MaxZoom);
    const QPointF at = anchor.value_or(QRectF(rect()).center());
    // Keep the board point under `at` where it is: board -> widget before and after must agree.
    const QPointF boardPoint = boardToWidget().inverted().map(at);
    m_zoom = zoom;
    m_pan += at - boardToWidget().map(boardPoint);
    m_hover.reset();
    update();
}

void GameBoardWidget::zoomIn()
{
    setZoom(m_zoom * ZoomStep);
}

void GameBoardWidget::zoomOut()
{
    setZoom(m_zoom / ZoomStep);
}

void GameBoardWidget::fitToWindow()
{
    m_zoom = 1.0;
    m_pan = {};
    m_hover.reset();
    update();
}

QPointF GameBoardWidget::cornerPosition(int corner) const
{
    return boardToWidget().map(cornerPoint(corner));
}

QPointF GameBoardWidget::edgePosition(int edge) const
{
    return boardToWidget().map(edgePoint(edge));
}

double GameBoardWidget::targetRadiusPx() const
{
    return std::max(HexSize * 0.3 * boardToWidget().m11(), MinTargetPx / 2.0);
}

void GameBoardWidget::setGame(std::shared_ptr<const validation::Game> game)
{
    m_game = std::move(game);
    m_state.reset();
    m_heat.clear();
    clearHighlights();
}

void GameBoardWidget::setState(std::optional<validation::GameState> state)
{
    m_state = state;
    update();
}

void GameBoardWidget::setHeat(std::vector<double> heat)
{
    m_heat = std::move(heat);
    update();
}

void GameBoardWidget::setHighlights(
    std::vector<int> corners, std::vector<int> edges, std::vector<int> hexes)
{
    m_hlCorners = std::move(corners);
    m_hlEdges = std::move(edges);
    m_hlHexes = std::move(hexes);
    m_hover.reset();
    setCursor(Qt::ArrowCursor);
    update();
}

void GameBoardWidget::clearHighlights()
{
    setHighlights({}, {}, {});
}

QTransform GameBoardWidget::boardToWidget() const
{
    const QRectF board = m_painter.boardRect(m_scenario.board);
    if (board.isEmpty())
        return {};
    const QRectF area = QRectF(rect()).adjusted(8, 8, -8, -8);
    const double scale
        = m_zoom * std::min(area.width() / board.width(), area.height() / board.height());
    QTransform t;
    t.translate(area.center().x() + m_pan.x(), area.center().y() + m_pan.y());
    t.scale(scale, scale);
    t.translate(-board.center().x(), -board.center().y());
    return t;
}

QPointF GameBoardWidget::cornerPoint(int corner) const
{
    return m_painter.corner(m_game->topology().corner(corner));
}

QPointF GameBoardWidget::edgePoint(int edge) const
{
    const auto ends = m_game->topology().edgeCorners(edge);
    return (cornerPoint(ends[0]) + cornerPoint(ends[1])) / 2.0;
}

void GameBoardWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), QColor(0x2a, 0x5d, 0x8a));
    p.setRenderHint(QPainter::Antialiasing);
    const QTransform t = boardToWidget();
    p.setTransform(t);
    // The robber and the pirate stand where the game has them, not where the map starts them.
    model::Scenario shown = m_scenario;
    if (m_state && m_game) {
        auto at = [this](int hex) {
            return hex >= 0 ? std::optional(m_game->topology().hex(hex)) : std::nullopt;
        };
        shown.board.setRobber(at(m_state->robberHex));
        shown.board.setPirate(at(m_state->pirateHex));
        // Fog hexes discovered so far show what was drawn for them (001:L1850–1852).
        for (int k = 0; k < m_game->fogHexCount(); ++k) {
            const int hex = m_game->fogHex(k);
            const int terrain = m_game->terrainNow(*m_state, hex);
            if (terrain < 0)
                continue;
            model::Hex cell = *shown.board.hexAt(m_game->topology().hex(hex));
            cell.terrain = static_cast<model::Terrain>(terrain);
            if (const int token = m_game->tokenNow(*m_state, hex))
                cell.token = model::NumberToken {token, {}};
            shown.board.setHex(cell);
        }
        if (m_game->giftCount() > 0)
            showGifts(shown.board);
    }
    m_painter.paint(p, shown, t.inverted().mapRect(QRectF(rect())));
    if (!m_game)
        return;
    paintHeat(p);
    paintPieces(p);
    paintVillages(p);
    paintFortresses(p);
    paintHighlights(p);
}

void GameBoardWidget::showGifts(model::Board &board) const
{
    // The Forgotten Tribe (001:L2055–2069): a gift a ship took leaves its coast edge, and a
    // placed gift harbor lies at the settlement it was given to.
    const model::BoardTopology &topo = m_game->topology();
    auto taken = [&](model::EdgeCoord e) {
        const auto id = topo.edgeId(e);
        return id != model::BoardTopology::NoId && m_game->giftsAt(*m_state, id) == 0;
    };
    std::vector<model::Marker> markers;
    for (const model::Marker &m : board.markers())
        if (!(m.type == model::MarkerType::CatanChitVp
                || m.type == model::MarkerType::DevelopmentCard)
            || !taken(m.edge))
            markers.push_back(m);
    board.setMarkers(std::move(markers));
    std::vector<model::EdgeCoord> gone;
    for (const model::Harbor &h : board.harbors())
        if (validation::Game::harborIsGift(m_scenario, h) && taken(h.edge()))
            gone.push_back(h.edge());
    for (const model::EdgeCoord &e : gone)
        board.removeHarbor(e);
    for (std::size_t j = 0; j < m_state->giftHarborEdge.size(); ++j) {
        const int e = m_state->giftHarborEdge[j];
        if (e < 0)
            continue;
        const model::EdgeCoord ec = topo.edge(e);
        const model::HexCoord other = ec.hex.neighbor(ec.side);
        const auto terrain = board.terrainAt(ec.hex);
        const bool waterFirst = terrain && model::isWater(*terrain);
        const int bit = m_game->giftHarborBit(static_cast<int>(j));
        model::Harbor harbor;
        harbor.hex = waterFirst ? ec.hex : other;
        harbor.facing
            = waterFirst ? ec.side : static_cast<model::Direction>((model::index(ec.side) + 3) % 6);
        harbor.type = bit < validation::ResourceKinds ? static_cast<model::HarborType>(bit + 1)
                                                      : model::HarborType::Generic;
        board.setHarbor(harbor);
    }
}

void GameBoardWidget::paintHeat(QPainter &p) const
{
    if (m_heat.empty())
        return;
    const int corners = std::min(m_game->topology().cornerCount(), static_cast<int>(m_heat.size()));
    for (int c = 0; c < corners; ++c) {
        const double heat = std::clamp(m_heat[idx(c)], 0.0, 1.0);
        if (heat <= 0.0)
            continue;
        // Pale yellow to deep red; area grows with heat so hot spots read at a glance.
        QColor colour = QColor::fromHsvF(static_cast<float>(0.16 * (1.0 - heat)),
            0.35f + 0.65f * static_cast<float>(heat), 1.0f);
        colour.setAlphaF(0.85f);
        const double radius = HexSize * (0.12 + 0.22 * std::sqrt(heat));
        p.setPen(QPen(QColor(0x30, 0x20, 0x10, 180), 1.5));
        p.setBrush(colour);
        p.drawEllipse(cornerPoint(c), radius, radius);
    }
}

void GameBoardWidget::paintPieces(QPainter &p) const
{
    if (!m_state)
        return;
    const model::BoardTopology &topo = m_game->topology();
    const double s = HexSize;
    for (int e = 0; e < topo.edgeCount(); ++e) {
        const int owner = m_state->edgeOwner[idx(e)];
        if (owner < 0)
            continue;
        const auto ends = topo.edgeCorners(e);
        const QPointF a = cornerPoint(ends[0]), b = cornerPoint(ends[1]);
        const QPointF a2 = a + (b - a) * 0.18, b2 = b + (a - b) * 0.18;
        p.setPen(QPen(QColor(0x15, 0x15, 0x15), s * 0.17, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a2, b2);
        p.setPen(
            QPen(render::BoardPainter::playerColor(owner), s * 0.11, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(a2, b2);
    }
    const std::vector<std::uint8_t> warships = warshipEdges();
    for (int e = 0; e < topo.edgeCount(); ++e) {
        const int owner = m_state->shipOwner[idx(e)];
        if (owner >= 0)
            paintShip(p, e, owner, !warships.empty() && warships[idx(e)]);
    }
    p.setPen(QPen(QColor(0x15, 0x15, 0x15), s * 0.03));
    for (int c = 0; c < topo.cornerCount(); ++c) {
        const int owner = m_state->cornerOwner[idx(c)];
        if (owner < 0)
            continue;
        const QPointF o = cornerPoint(c);
        if (m_state->cornerLevel[idx(c)] == 0) {
            paintKnight(p, c, owner);
            continue;
        }
        if (m_game->citiesKnights())
            paintCityExtras(p, c, owner);
        p.setPen(QPen(QColor(0x15, 0x15, 0x15), s * 0.03));
        p.setBrush(render::BoardPainter::playerColor(owner));
        QPolygonF shape;
        if (m_state->cornerLevel[idx(c)] >= 2) {
            // A city: a wide base with a tall gabled tower.
            const double w = s * 0.26, h = s * 0.2;
            shape << o + QPointF(-w, h) << o + QPointF(w, h) << o + QPointF(w, -h * 0.2)
                  << o + QPointF(0, -h * 0.2) << o + QPointF(0, -h * 0.9)
                  << o + QPointF(-w / 2, -h * 1.6) << o + QPointF(-w, -h * 0.9);
        } else {
            const double w = s * 0.16, h = s * 0.15;
            shape << o + QPointF(-w, h) << o + QPointF(w, h) << o + QPointF(w, -h * 0.3)
                  << o + QPointF(0, -h * 1.3) << o + QPointF(-w, -h * 0.3);
        }
        p.drawPolygon(shape);
    }
}

void GameBoardWidget::paintKnight(QPainter &p, int corner, int owner) const
{
    // Cities & Knights: a disc in the owner's colour when active, white when inactive, with one
    // ring per strength (basic 1, strong 2, mighty 3; 001:L3532).
    const double s = HexSize;
    int strength = 1;
    bool active = false;
    for (const auto &k : m_state->knights[idx(owner)])
        if (k.onBoard() && k.corner == corner) {
            strength = k.strength;
            active = k.flags & validation::GameState::KnightActive;
        }
    const QPointF o = cornerPoint(corner);
    const QColor colour = render::BoardPainter::playerColor(owner);
    p.setPen(QPen(QColor(0x15, 0x15, 0x15), s * 0.025));
    p.setBrush(active ? colour : QColor(Qt::white));
    p.drawEllipse(o, s * 0.17, s * 0.17);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(active ? QColor(Qt::white) : colour, s * 0.025));
    for (int ring = 0; ring < strength; ++ring)
        p.drawEllipse(o, s * (0.04 + 0.04 * ring), s * (0.04 + 0.04 * ring));
}

void GameBoardWidget::paintCityExtras(QPainter &p, int corner, int owner) const
{
    // Cities & Knights: a city wall as a grey base under the city (001:L3353), a metropolis as
    // a gold ring around it (001:L3450).
    const double s = HexSize;
    const QPointF o = cornerPoint(corner);
    for (auto wall : m_state->walls[idx(owner)])
        if (wall == corner) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x80, 0x80, 0x80));
            p.drawRect(QRectF(o + QPointF(-s * 0.32, s * 0.12), QSizeF(s * 0.64, s * 0.16)));
        }
    if (validation::Game::isMetropolis(*m_state, corner)) {
        p.setPen(QPen(QColor(0xD4, 0xA0, 0x17), s * 0.05));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(o + QPointF(0, -s * 0.06), s * 0.38, s * 0.38);
    }
}

void GameBoardWidget::paintVillages(QPainter &p) const
{
    // Cloth for Catan (001:L2117–2136): beside each village the bolts of cloth it has left, and
    // a dot in the colour of each player with trade relations.
    if (!m_state || m_game->villageCount() == 0)
        return;
    const double s = HexSize;
    QFont font = p.font();
    font.setPointSizeF(s * 0.16);
    font.setBold(true);
    p.setFont(font);
    for (int k = 0; k < m_game->villageCount(); ++k) {
        const QPointF o = cornerPoint(m_game->villageCorner(k)) + QPointF(s * 0.3, -s * 0.22);
        const QRectF box(o.x() - s * 0.15, o.y() - s * 0.11, s * 0.3, s * 0.22);
        p.setPen(QPen(QColor(0x40, 0x30, 0x10), s * 0.02));
        p.setBrush(
            m_state->villageCloth[idx(k)] ? QColor(0xf3, 0xe2, 0xb0) : QColor(0xb8, 0xb0, 0xa0));
        p.drawRoundedRect(box, s * 0.05, s * 0.05);
        p.drawText(box, Qt::AlignCenter, QString::number(m_state->villageCloth[idx(k)]));
        int dot = 0;
        for (int q = 0; q < m_game->playerCount(); ++q) {
            if (!(m_state->villageLinks[idx(k)] & 1 << q))
                continue;
            p.setBrush(render::BoardPainter::playerColor(q));
            p.drawEllipse(QPointF(box.left() + s * 0.05 + dot * s * 0.1, box.bottom() + s * 0.07),
                s * 0.045, s * 0.045);
            ++dot;
        }
    }
}

std::vector<std::uint8_t> GameBoardWidget::warshipEdges() const
{
    // The Pirate Islands: the warships are the ships nearest each route's start (001:L2231).
    std::vector<std::uint8_t> warship;
    if (!m_game->rules().pirateIslands)
        return warship;
    const model::BoardTopology &topo = m_game->topology();
    warship.assign(idx(topo.edgeCount()), 0);
    for (int p = 0; p < m_game->playerCount(); ++p) {
        int c = m_game->routeStartCorner(p), came = -1;
        for (int k = 0; k < m_state->warships[idx(p)]; ++k) {
            int next = -1;
            for (auto e : topo.cornerEdges(c))
                if (e != model::BoardTopology::NoId && e != came
                    && m_state->shipOwner[idx(e)] == p) {
                    const auto &ends = topo.edgeCorners(e);
                    next = ends[0] == c ? ends[1] : ends[0];
                    came = e;
                    break;
                }
            if (next < 0)
                break;
            warship[idx(came)] = 1;
            c = next;
        }
    }
    return warship;
}

void GameBoardWidget::paintFortresses(QPainter &p) const
{
    // The Pirate Islands: the Catan chits still under each fortress (001:L2205, L2274).
    if (!m_game->rules().pirateIslands)
        return;
    const double s = HexSize;
    for (int q = 0; q < m_game->playerCount(); ++q) {
        const int chits = m_state->fortressChits[idx(q)];
        if (chits == 0)
            continue;
        const QPointF at = cornerPoint(m_game->fortressCorner(q)) + QPointF(s * 0.22, s * 0.22);
        p.setPen(QPen(QColor(0x15, 0x15, 0x15), s * 0.03));
        p.setBrush(render::BoardPainter::playerColor(q));
        p.drawEllipse(at, s * 0.13, s * 0.13);
        QFont font = p.font();
        font.setPixelSize(std::max(1, int(s * 0.18)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(Qt::white);
        p.drawText(QRectF(at.x() - s * 0.13, at.y() - s * 0.13, s * 0.26, s * 0.26),
            Qt::AlignCenter, QString::number(chits));
    }
}

void GameBoardWidget::paintShip(QPainter &p, int edge, int owner, bool warship) const
{
    // A hull with a sail, lying along the edge so a route of ships reads as a line.
    const auto ends = m_game->topology().edgeCorners(edge);
    const QPointF a = cornerPoint(ends[0]), b = cornerPoint(ends[1]);
    const double s = HexSize;
    p.save();
    p.translate((a + b) / 2.0);
    double angle = std::atan2(b.y() - a.y(), b.x() - a.x()) * 180.0 / std::numbers::pi;
    if (angle > 90.0)
        angle -= 180.0; // keep the sail upright
    else if (angle < -90.0)
        angle += 180.0;
    p.rotate(angle);
    const double w = s * 0.36, h = s * 0.13;
    QPolygonF hull;
    hull << QPointF(-w, -h * 0.2) << QPointF(w, -h * 0.2) << QPointF(w * 0.7, h)
         << QPointF(-w * 0.7, h);
    QPolygonF sail;
    sail << QPointF(-w * 0.05, -h * 0.3) << QPointF(-w * 0.05, -h * 2.6)
         << QPointF(w * 0.55, -h * 0.3);
    p.setPen(QPen(QColor(0x15, 0x15, 0x15), s * 0.03));
    p.setBrush(render::BoardPainter::playerColor(owner));
    p.drawPolygon(hull);
    // A warship (The Pirate Islands, 001:L2231) flies a red sail.
    p.setBrush(warship ? QColor(0xb0, 0x1c, 0x1c) : QColor(0xf4, 0xee, 0xdc));
    p.drawPolygon(sail);
    p.restore();
}

void GameBoardWidget::paintHighlights(QPainter &p) const
{
    const double s = HexSize;
    // Board units per widget pixel. The click target is MinTargetPx across whatever the zoom
    // (pick()); the ring only marks the spot, so on a crowded set-up board it stays small enough
    // to leave the terrain and tokens readable, and grows to the whole target under the cursor.
    const double perPx = 1.0 / std::max(1e-9, p.worldTransform().m11());
    const double markRadius = MarkerPx / 2.0 * perPx;
    const double targetRadius = MinTargetPx / 2.0 * perPx;
    auto ring = [&](QPointF centre, double radius, bool hover) {
        radius = hover ? std::max(radius, targetRadius) : std::max(radius, markRadius);
        // A thin dark halo under a bright ring reads on every terrain, sea and art alike.
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0x10, 0x10, 0x10, 150), 3.5 * perPx));
        p.drawEllipse(centre, radius, radius);
        p.setPen(QPen(hover ? QColor(0xff, 0xff, 0xff) : QColor(0xff, 0xe0, 0x30),
            (hover ? 2.5 : 2.0) * perPx));
        p.setBrush(hover ? QColor(0xff, 0xff, 0xff, 120) : QColor(0xff, 0xf0, 0x60, 60));
        p.drawEllipse(centre, radius, radius);
    };
    for (int h : m_hlHexes)
        ring(m_painter.centre(m_game->topology().hex(h)), s * 0.42, m_hover == std::pair(2, h));
    for (int e : m_hlEdges)
        ring(edgePoint(e), s * 0.08, m_hover == std::pair(1, e));
    for (int c : m_hlCorners)
        ring(cornerPoint(c), s * 0.09, m_hover == std::pair(0, c));
}

std::optional<std::pair<int, int>> GameBoardWidget::pick(QPointF widgetPos) const
{
    if (!m_game)
        return std::nullopt;
    const QTransform toWidget = boardToWidget();
    const QPointF pos = toWidget.inverted().map(widgetPos);
    // Reach in board units: at least the on-screen minimum target, whatever the zoom.
    const double targetReach = targetRadiusPx() / toWidget.m11();
    std::optional<std::pair<int, int>> best;
    double bestDistance = 0;
    auto consider = [&](int kind, int id, QPointF at, double reach) {
        const double d = std::hypot(at.x() - pos.x(), at.y() - pos.y());
        if (d <= reach && (!best || d < bestDistance)) {
            best = std::pair(kind, id);
            bestDistance = d;
        }
    };
    for (int c : m_hlCorners)
        consider(0, c, cornerPoint(c), targetReach);
    for (int e : m_hlEdges)
        consider(1, e, edgePoint(e), targetReach);
    for (int h : m_hlHexes)
        consider(2, h, m_painter.centre(m_game->topology().hex(h)),
            std::max(HexSize * 0.8, targetReach));
    return best;
}

void GameBoardWidget::mousePressEvent(QMouseEvent *event)
{
    const bool left = event->button() == Qt::LeftButton;
    const auto hit = left ? pick(event->position()) : std::nullopt;
    if (event->button() == Qt::MiddleButton || (left && !hit)) {
        m_dragFrom = event->position(); // pan
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (!hit)
        return;
    if (hit->first == 0)
        Q_EMIT cornerPicked(hit->second);
    else if (hit->first == 1)
        Q_EMIT edgePicked(hit->second);
    else
        Q_EMIT hexPicked(hit->second);
}

void GameBoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragFrom) {
        m_pan += event->position() - *m_dragFrom;
        m_dragFrom = event->position();
        update();
        return;
    }
    const auto hit = pick(event->position());
    if (hit == m_hover)
        return;
    m_hover = hit;
    setCursor(hit ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void GameBoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragFrom)
        return;
    m_dragFrom.reset();
    const auto hit = pick(event->position());
    setCursor(hit ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void GameBoardWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !pick(event->position()))
        fitToWindow();
}

void GameBoardWidget::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y();
    if (steps == 0) {
        event->ignore();
        return;
    }
    setZoom(m_zoom * std::pow(ZoomStep, steps / 120.0), event->position());
    event->accept();
}

void GameBoardWidget::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitToWindow();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace isle::editor
