// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkerTool.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>

#include <algorithm>

namespace isle::editor {

namespace {

constexpr int MaxPlayers = 6; // the 5–6 extensions seat six

QString siteHint(model::MarkerType type)
{
    switch (model::markerSite(type)) {
    case model::MarkerSite::Hex:
        return MarkerTool::tr("Click a hex.");
    case model::MarkerSite::Corner:
        return MarkerTool::tr("Click near an intersection.");
    case model::MarkerSite::Edge:
        return MarkerTool::tr("Click near a path.");
    }
    return {};
}

} // namespace

MarkerTool::MarkerTool(QObject *parent)
    : AbstractTool(tr("Marker"), QStringLiteral("marker"), QKeySequence(Qt::Key_K), parent)
{ }

QString MarkerTool::description() const
{
    return tr("Click to place a scenario marker of the chosen kind (starting pieces, villages, "
              "fortresses, chits…); click it again to remove it; right-click removes markers.");
}

void MarkerTool::setType(model::MarkerType type)
{
    if (type == m_type)
        return;
    m_type = type;
    setHover(std::nullopt); // the site kind may differ
    updateOptionStates();
    Q_EMIT typeChanged(type);
}

void MarkerTool::setNumber(int number)
{
    if (number == m_number)
        return;
    m_number = number;
    Q_EMIT numberChanged(number);
}

void MarkerTool::setPlayer(int player)
{
    if (player == m_player)
        return;
    m_player = player;
    Q_EMIT playerChanged(player);
}

bool MarkerTool::hasNumber(model::MarkerType type)
{
    using model::MarkerType;
    return type == MarkerType::Village || type == MarkerType::FishingGround
        || type == MarkerType::CatanChitVp || type == MarkerType::PiratePath;
}

bool MarkerTool::hasPlayer(model::MarkerType type)
{
    using model::MarkerType;
    return type == MarkerType::StartSettlement || type == MarkerType::StartRoad
        || type == MarkerType::StartShip;
}

QString MarkerTool::placementError(const model::Board &board, const model::Marker &marker)
{
    const QString name = DisplayNames::markerType(marker.type);
    const auto land = [&](model::HexCoord h) {
        const auto t = board.terrainAt(h);
        return t && model::isLand(*t);
    };
    const auto water = [&](model::HexCoord h) {
        const auto t = board.terrainAt(h);
        return t && model::isWater(*t);
    };
    switch (model::markerSite(marker.type)) {
    case model::MarkerSite::Hex:
        if (!board.contains(marker.hex))
            return tr("%1 is not on the board.").arg(DisplayNames::coordinate(marker.hex));
        return {};
    case model::MarkerSite::Corner: {
        const auto touching = marker.corner.touchingHexes();
        const bool onLand = std::any_of(touching.begin(), touching.end(), land);
        if (marker.type == model::MarkerType::FishingGround) {
            // Fishing grounds lie on the frame at the coast (T&B): land and water meet here.
            if (!onLand || std::none_of(touching.begin(), touching.end(), water))
                return tr("A %1 lies on the coast: the intersection must touch land and water.")
                    .arg(name);
            return {};
        }
        // Every other corner marker stands for a building site: it needs land.
        if (!onLand)
            return tr("A %1 needs an intersection on land.").arg(name);
        return {};
    }
    case model::MarkerSite::Edge: {
        const auto sides = marker.edge.hexes();
        if (marker.type == model::MarkerType::StartShip) {
            if (std::none_of(sides.begin(), sides.end(), water))
                return tr("A %1 sails: one side of the path must be water.").arg(name);
        } else if (marker.type == model::MarkerType::CatanChitVp
            || marker.type == model::MarkerType::DevelopmentCard) {
            // A gift of the Forgotten Tribe: a ship on the path takes it (001:L2055, L2063).
            if (std::none_of(sides.begin(), sides.end(), water))
                return tr("A %1 is taken by a ship: one side of the path must be water.").arg(name);
        } else if (std::none_of(sides.begin(), sides.end(), land)) {
            return tr("A %1 runs along land: one side of the path must be land.").arg(name);
        }
        return {};
    }
    }
    return {};
}

bool MarkerTool::sameSite(const model::Marker &a, const model::Marker &b)
{
    const model::MarkerSite site = model::markerSite(a.type);
    if (site != model::markerSite(b.type))
        return false;
    switch (site) {
    case model::MarkerSite::Hex:
        return a.hex == b.hex;
    case model::MarkerSite::Corner:
        return a.corner == b.corner;
    case model::MarkerSite::Edge:
        return a.edge == b.edge;
    }
    return false;
}

model::Marker MarkerTool::markerAt(const ToolEvent &e) const
{
    model::Marker m;
    m.type = m_type;
    switch (model::markerSite(m_type)) {
    case model::MarkerSite::Hex:
        m.hex = e.hex;
        break;
    case model::MarkerSite::Corner:
        m.corner = e.corner;
        break;
    case model::MarkerSite::Edge:
        m.edge = e.edge;
        break;
    }
    m.number = hasNumber(m_type) ? m_number : 0;
    m.player = hasPlayer(m_type) ? m_player : -1;
    return m;
}

void MarkerTool::deactivate()
{
    m_hover.reset();
    AbstractTool::deactivate();
}

void MarkerTool::mousePressed(const ToolEvent &e)
{
    const model::Marker wanted = markerAt(e);
    std::vector<model::Marker> markers = document()->board().markers();
    if (e.button == Qt::RightButton) {
        const auto removed
            = std::erase_if(markers, [&](const model::Marker &m) { return sameSite(m, wanted); });
        if (removed > 0)
            document()->setMarkers(std::move(markers), tr("Remove Marker"));
        return;
    }
    if (e.button != Qt::LeftButton)
        return;
    const QString name = DisplayNames::markerType(m_type);
    auto existing = std::find_if(markers.begin(), markers.end(),
        [&](const model::Marker &m) { return m.type == wanted.type && sameSite(m, wanted); });
    if (existing != markers.end()) {
        if (existing->number == wanted.number && existing->player == wanted.player) {
            markers.erase(existing);
            document()->setMarkers(std::move(markers), tr("Remove %1").arg(name));
        } else {
            existing->number = wanted.number;
            existing->player = wanted.player;
            document()->setMarkers(std::move(markers), tr("Change %1").arg(name));
        }
        return;
    }
    if (const QString error = placementError(document()->board(), wanted); !error.isEmpty()) {
        Q_EMIT statusMessage(error);
        return;
    }
    markers.push_back(wanted);
    document()->setMarkers(std::move(markers), tr("Place %1").arg(name));
}

QRectF MarkerTool::siteRect(const model::Marker &m) const
{
    const render::BoardPainter &painter = view()->boardPainter();
    const double s = view()->hexLayout().size() * 0.3;
    switch (model::markerSite(m.type)) {
    case model::MarkerSite::Hex:
        return painter.hexRect(m.hex).adjusted(-s, -s, s, s);
    case model::MarkerSite::Corner: {
        const QPointF p = painter.corner(m.corner);
        return {p.x() - s, p.y() - s, 2 * s, 2 * s};
    }
    case model::MarkerSite::Edge: {
        const auto ends = m.edge.corners();
        return QRectF(painter.corner(ends[0]), painter.corner(ends[1]))
            .normalized()
            .adjusted(-s, -s, s, s);
    }
    }
    return {};
}

void MarkerTool::setHover(std::optional<model::Marker> hover)
{
    if (m_hover && view())
        Q_EMIT overlayChanged(siteRect(*m_hover));
    m_hover = std::move(hover);
    if (m_hover && view()) {
        m_hoverLegal = placementError(document()->board(), *m_hover).isEmpty();
        Q_EMIT overlayChanged(siteRect(*m_hover));
    }
}

void MarkerTool::mouseMoved(const ToolEvent &e)
{
    const model::Marker m = markerAt(e);
    if (m_hover && sameSite(*m_hover, m))
        return;
    setHover(m);
}

void MarkerTool::mouseLeft()
{
    setHover(std::nullopt);
}

void MarkerTool::paintOverlay(QPainter &painter, const QRectF &) const
{
    if (!m_hover)
        return;
    // Green: the marker can go here; red: it cannot (the status bar says why on click).
    QPen pen(m_hoverLegal ? QColor(0x50, 0xe0, 0x70) : QColor(0xff, 0x50, 0x50), 3.0, Qt::SolidLine,
        Qt::RoundCap);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const render::BoardPainter &board = view()->boardPainter();
    switch (model::markerSite(m_hover->type)) {
    case model::MarkerSite::Hex:
        painter.drawPolygon(board.hexPolygon(m_hover->hex));
        break;
    case model::MarkerSite::Corner: {
        const double r = view()->hexLayout().size() * 0.17;
        painter.drawEllipse(board.corner(m_hover->corner), r, r);
        break;
    }
    case model::MarkerSite::Edge: {
        pen.setWidthF(5.0);
        painter.setPen(pen);
        const auto ends = m_hover->edge.corners();
        painter.drawLine(board.corner(ends[0]), board.corner(ends[1]));
        break;
    }
    }
}

void MarkerTool::updateOptionStates()
{
    if (QSpinBox *box = m_numberBox.data())
        box->setEnabled(hasNumber(m_type));
    if (QSpinBox *box = m_playerBox.data())
        box->setEnabled(hasPlayer(m_type));
    if (QLabel *label = m_siteHint.data())
        label->setText(siteHint(m_type));
}

QWidget *MarkerTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);

    auto *type = new QComboBox(w);
    for (int i = 0; i < model::MarkerTypeCount; ++i) {
        const auto t = static_cast<model::MarkerType>(i);
        type->addItem(DisplayNames::markerType(t), i);
    }
    type->setCurrentIndex(type->findData(static_cast<int>(m_type)));
    type->setToolTip(tr("The marker a click places"));
    connect(type, &QComboBox::currentIndexChanged, this, [this, type](int i) {
        setType(static_cast<model::MarkerType>(type->itemData(i).toInt()));
    });
    connect(this, &MarkerTool::typeChanged, type, [type](model::MarkerType t) {
        type->setCurrentIndex(type->findData(static_cast<int>(t)));
    });
    form->addRow(tr("Marker:"), type);

    auto *number = new QSpinBox(w);
    m_numberBox = number;
    number->setRange(0, 99);
    number->setSpecialValueText(tr("None"));
    number->setValue(m_number);
    number->setToolTip(tr("The number printed on a village, fishing ground or Catan chit, or a "
                          "pirate fleet step's place in sailing order"));
    connect(number, &QSpinBox::valueChanged, this, &MarkerTool::setNumber);
    connect(this, &MarkerTool::numberChanged, number, &QSpinBox::setValue);
    form->addRow(tr("Number:"), number);

    // Seats are shown 1-based; 0 is "no player".
    auto *player = new QSpinBox(w);
    m_playerBox = player;
    player->setRange(0, MaxPlayers);
    player->setSpecialValueText(tr("None"));
    player->setValue(m_player + 1);
    player->setToolTip(tr("The player a starting settlement, road or ship belongs to"));
    connect(player, &QSpinBox::valueChanged, this, [this](int v) { setPlayer(v - 1); });
    connect(this, &MarkerTool::playerChanged, player, [player](int p) { player->setValue(p + 1); });
    form->addRow(tr("Player:"), player);

    auto *hint = new QLabel(w);
    m_siteHint = hint;
    hint->setWordWrap(true);
    form->addRow(hint);
    updateOptionStates();
    return w;
}

} // namespace isle::editor
