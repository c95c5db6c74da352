// SPDX-License-Identifier: GPL-3.0-or-later
#include "HarborTool.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QComboBox>
#include <QFormLayout>
#include <QPainter>

namespace isle::editor {

HarborTool::HarborTool(QObject *parent)
    : AbstractTool(tr("Harbor"), QStringLiteral("harbor"), QKeySequence(Qt::Key_H), parent)
{ }

QString HarborTool::description() const
{
    return tr("Click a coastal path to lay a harbor of the chosen type; right-click removes one.");
}

void HarborTool::setType(model::HarborType type)
{
    if (type == m_type)
        return;
    m_type = type;
    Q_EMIT typeChanged(type);
}

std::optional<model::Harbor> HarborTool::harborFor(
    const model::Board &board, model::EdgeCoord edge, model::HarborType type, QString *reason)
{
    auto refuse = [&](const QString &why) -> std::optional<model::Harbor> {
        if (reason)
            *reason = why;
        return std::nullopt;
    };
    const auto [a, b] = edge.hexes();
    const auto ta = board.terrainAt(a);
    const auto tb = board.terrainAt(b);
    if (!ta || !tb)
        return refuse(tr("No harbor here: a harbor needs board cells on both sides of the path."));
    const bool waterA = model::isWater(*ta);
    const bool waterB = model::isWater(*tb);
    // A harbor lies on water and serves the two intersections of its side toward land (001:L2427).
    if (waterA == waterB || !(model::isLand(waterA ? *tb : *ta)))
        return refuse(waterA && waterB
                ? tr("No harbor here: both sides of the path are water.")
                : tr("No harbor here: a harbor needs water on one side and land on the other."));
    const model::HexCoord water = waterA ? a : b;
    const model::HexCoord land = waterA ? b : a;
    std::optional<model::Harbor> harbor;
    for (model::Direction d : model::AllDirections)
        if (water.neighbor(d) == land)
            harbor = model::Harbor {water, d, type};
    if (!harbor)
        return refuse(tr("No harbor here."));
    // Two harbors never serve the same intersection (validation: harbors.shared-intersection;
    // "harbors must never occupy adjacent or the same edges", 001:L2067). The harbor on this
    // very path is the one being replaced.
    const auto served = harbor->servedCorners();
    for (const model::Harbor &other : board.harbors()) {
        if (other.edge() == edge)
            continue;
        for (const model::CornerCoord &c : other.servedCorners())
            if (c == served[0] || c == served[1])
                return refuse(tr("No harbor here: the harbor on %1 facing %2 already serves "
                                 "an intersection of this path.")
                                  .arg(DisplayNames::coordinate(other.hex),
                                      DisplayNames::coordinate(other.landHex())));
    }
    return harbor;
}

void HarborTool::deactivate()
{
    m_hover.reset();
    AbstractTool::deactivate();
}

void HarborTool::mousePressed(const ToolEvent &e)
{
    const model::Board &board = document()->board();
    const model::Harbor *existing = board.harborAt(e.edge);
    if (e.button == Qt::RightButton) {
        if (existing)
            document()->removeHarbor(e.edge);
        return;
    }
    if (e.button != Qt::LeftButton)
        return;
    if (existing && existing->type == m_type) {
        document()->removeHarbor(e.edge);
        return;
    }
    QString reason;
    const auto harbor = harborFor(board, e.edge, m_type, &reason);
    if (!harbor) {
        Q_EMIT statusMessage(reason);
        return;
    }
    document()->setHarbor(*harbor);
}

QRectF HarborTool::edgeRect(model::EdgeCoord e) const
{
    const auto ends = e.corners();
    const double s = view()->hexLayout().size() * 0.3;
    return QRectF(view()->boardPainter().corner(ends[0]), view()->boardPainter().corner(ends[1]))
        .normalized()
        .adjusted(-s, -s, s, s);
}

void HarborTool::mouseMoved(const ToolEvent &e)
{
    if (m_hover == e.edge)
        return;
    if (m_hover)
        Q_EMIT overlayChanged(edgeRect(*m_hover));
    m_hover = e.edge;
    QString reason;
    m_hoverLegal = harborFor(document()->board(), e.edge, m_type, &reason).has_value();
    Q_EMIT overlayChanged(edgeRect(e.edge));
}

void HarborTool::mouseLeft()
{
    if (m_hover)
        Q_EMIT overlayChanged(edgeRect(*m_hover));
    m_hover.reset();
}

void HarborTool::paintOverlay(QPainter &painter, const QRectF &) const
{
    if (!m_hover)
        return;
    const auto ends = m_hover->corners();
    // Green: a harbor can go here; red: it cannot (the status bar says why on click).
    QPen pen(m_hoverLegal ? QColor(0x50, 0xe0, 0x70) : QColor(0xff, 0x50, 0x50), 5.0, Qt::SolidLine,
        Qt::RoundCap);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.drawLine(
        view()->boardPainter().corner(ends[0]), view()->boardPainter().corner(ends[1]));
}

QWidget *HarborTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    auto *combo = new QComboBox(w);
    for (int i = 0; i < 7; ++i) {
        const auto t = static_cast<model::HarborType>(i);
        combo->addItem(DisplayNames::harborType(t), i);
    }
    combo->setCurrentIndex(combo->findData(static_cast<int>(m_type)));
    combo->setToolTip(tr("The harbor a click lays"));
    connect(combo, &QComboBox::currentIndexChanged, this, [this, combo](int i) {
        setType(static_cast<model::HarborType>(combo->itemData(i).toInt()));
    });
    connect(this, &HarborTool::typeChanged, combo, [combo](model::HarborType t) {
        combo->setCurrentIndex(combo->findData(static_cast<int>(t)));
    });
    form->addRow(tr("Harbor:"), combo);
    return w;
}

} // namespace isle::editor
