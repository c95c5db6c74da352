// SPDX-License-Identifier: GPL-3.0-or-later
#include "AreaTool.h"

#include "editor/document/ScenarioDocument.h"
#include "editor/render/BoardPainter.h"
#include "editor/scene/BoardView.h"

#include <QComboBox>
#include <QFormLayout>

namespace isle::editor {

AreaTool::AreaTool(QObject *parent)
    : BrushTool(tr("Area"), QStringLiteral("area"), QKeySequence(Qt::Key_A), parent)
{ }

QString AreaTool::description() const
{
    return tr("Paint cells into the chosen area; right-drag takes them out of their area.");
}

void AreaTool::beginStroke(bool)
{
    m_strokeId = document()->newStrokeId();
    if (!erasing() && m_areaId.empty())
        Q_EMIT statusMessage(
            tr("Choose an area in the tool options first (add areas in the areas editor)."));
}

void AreaTool::strokeHexes(const std::vector<model::HexCoord> &hexes)
{
    const std::string id = erasing() ? std::string() : m_areaId;
    if (!erasing() && id.empty())
        return;
    std::vector<model::Hex> cells;
    for (const model::HexCoord c : hexes) {
        const model::Hex *old = document()->board().hexAt(c);
        if (!old || old->area == id)
            continue;
        model::Hex cell = *old;
        cell.area = id;
        cells.push_back(cell);
    }
    if (!cells.empty())
        document()->paintHexes(
            cells, erasing() ? tr("Remove from Area") : tr("Paint Area"), true, m_strokeId);
}

QColor AreaTool::previewColor() const
{
    if (erasing() && inStroke())
        return QColor(0xff, 0x50, 0x50);
    const ScenarioDocument *doc = document();
    if (doc)
        for (std::size_t i = 0; i < doc->scenario().areas.size(); ++i)
            if (doc->scenario().areas[i].id == m_areaId)
                return render::BoardPainter::areaColor(static_cast<int>(i));
    return QColor(0xff, 0xff, 0xff);
}

QWidget *AreaTool::createOptionsWidget(QWidget *parent)
{
    QWidget *w = BrushTool::createOptionsWidget(parent);
    auto *combo = new QComboBox(w);
    m_combo = combo;
    combo->setToolTip(tr("The area the brush paints into"));
    static_cast<QFormLayout *>(w->layout())->addRow(tr("Area:"), combo);
    connect(combo, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (QComboBox *box = m_combo.data(); box && i >= 0)
            m_areaId = box->itemData(i).toString().toStdString();
    });
    refreshAreas();
    return w;
}

void AreaTool::activate(BoardView *view)
{
    BrushTool::activate(view);
    if (ScenarioDocument *doc = document()) {
        connect(doc, &ScenarioDocument::areasChanged, this, &AreaTool::refreshAreas);
        connect(doc, &ScenarioDocument::boardReset, this, &AreaTool::refreshAreas);
    }
    refreshAreas();
}

void AreaTool::deactivate()
{
    if (ScenarioDocument *doc = document())
        disconnect(doc, nullptr, this, nullptr);
    BrushTool::deactivate();
}

void AreaTool::refreshAreas()
{
    const ScenarioDocument *doc = document();
    if (!doc)
        return;
    const auto &areas = doc->scenario().areas;
    if (m_areaId.empty() && !areas.empty())
        m_areaId = areas.front().id;
    QComboBox *combo = m_combo.data(); // read the QPointer once
    if (!combo)
        return;
    const QSignalBlocker block(combo);
    combo->clear();
    for (const model::Area &a : areas)
        combo->addItem(
            QString::fromStdString(a.name.empty() ? a.id : a.name), QString::fromStdString(a.id));
    const int i = combo->findData(QString::fromStdString(m_areaId));
    if (i >= 0)
        combo->setCurrentIndex(i);
}

} // namespace isle::editor
