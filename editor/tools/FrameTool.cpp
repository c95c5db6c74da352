// SPDX-License-Identifier: GPL-3.0-or-later
#include "FrameTool.h"

#include "editor/document/ScenarioDocument.h"

#include <QFormLayout>
#include <QPushButton>

#include <algorithm>

namespace isle::editor {

FrameTool::FrameTool(QObject *parent)
    : BrushTool(tr("Frame"), QStringLiteral("frame"), QKeySequence(Qt::Key_M), parent)
{ }

QString FrameTool::description() const
{
    return tr("Add frame cells around the board; right-drag removes them.");
}

std::vector<model::Hex> FrameTool::frameRing(const model::Board &board)
{
    std::vector<model::HexCoord> ring;
    for (const model::Hex &h : board.hexes()) {
        if (!model::isPlayable(h.terrain))
            continue;
        for (model::Direction d : model::AllDirections) {
            const model::HexCoord n = h.coord.neighbor(d);
            if (!board.contains(n))
                ring.push_back(n);
        }
    }
    std::sort(ring.begin(), ring.end());
    ring.erase(std::unique(ring.begin(), ring.end()), ring.end());
    std::vector<model::Hex> cells;
    for (const model::HexCoord c : ring)
        cells.push_back(model::Hex {c, model::Terrain::Frame});
    return cells;
}

void FrameTool::surroundWithFrame()
{
    if (!document())
        return;
    const std::vector<model::Hex> ring = frameRing(document()->board());
    if (ring.empty()) {
        Q_EMIT statusMessage(tr("The board is already framed (or empty)."));
        return;
    }
    document()->paintHexes(ring, tr("Surround with Frame"));
}

void FrameTool::beginStroke(bool)
{
    m_strokeId = document()->newStrokeId();
    m_pendingRemove.clear();
}

void FrameTool::strokeHexes(const std::vector<model::HexCoord> &hexes)
{
    const model::Board &board = document()->board();
    if (erasing()) {
        for (const model::HexCoord c : hexes)
            if (board.terrainAt(c) == model::Terrain::Frame)
                m_pendingRemove.push_back(c);
        Q_EMIT overlayChanged({});
        return;
    }
    std::vector<model::Hex> cells;
    for (const model::HexCoord c : hexes) {
        const model::Hex *old = board.hexAt(c);
        // The frame goes on free cells and replaces sea; land is never overpainted by the frame.
        if (!old || old->terrain == model::Terrain::Sea)
            cells.push_back(model::Hex {c, model::Terrain::Frame});
    }
    if (!cells.empty())
        document()->paintHexes(cells, tr("Paint Frame"), true, m_strokeId);
}

void FrameTool::endStroke()
{
    if (!m_pendingRemove.empty())
        document()->removeHexes(m_pendingRemove, tr("Remove Frame"));
    m_pendingRemove.clear();
}

QColor FrameTool::previewColor() const
{
    return erasing() && inStroke() ? QColor(0xff, 0x50, 0x50) : QColor(0x8a, 0x6a, 0x3f);
}

QWidget *FrameTool::createOptionsWidget(QWidget *parent)
{
    QWidget *w = BrushTool::createOptionsWidget(parent);
    auto *button = new QPushButton(tr("Surround with Frame"), w);
    button->setToolTip(tr("Put a frame cell on every free cell next to the board"));
    connect(button, &QPushButton::clicked, this, &FrameTool::surroundWithFrame);
    static_cast<QFormLayout *>(w->layout())->addRow(button);
    return w;
}

} // namespace isle::editor
