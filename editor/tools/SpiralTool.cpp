// SPDX-License-Identifier: GPL-3.0-or-later
#include "SpiralTool.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"
#include "model/LetterSequences.h"
#include "model/TokenSpiral.h"

#include <QComboBox>
#include <QFormLayout>
#include <QPainter>

namespace isle::editor {

SpiralTool::SpiralTool(QObject *parent)
    : AbstractTool(tr("Token Spiral"), QStringLiteral("spiral"), QKeySequence(Qt::Key_L), parent)
{
    m_settings.startCorner = 2; // the rules' usual start: the upper-left corner hex
}

QString SpiralTool::description() const
{
    return tr("Click an island's area to lay the lettered tokens along the spiral.");
}

bool SpiralTool::laySpiral(const std::string &areaId)
{
    const model::Board &board = document()->board();
    const std::vector<model::HexCoord> land = model::TokenSpiral::areaLand(board, areaId);
    if (land.empty()) {
        Q_EMIT statusMessage(tr("There is no land to lay a spiral on."));
        return false;
    }
    const std::vector<model::HexCoord> walk
        = model::TokenSpiral::walk(land, startCorner(), m_settings.clockwise);
    model::Board laid = board;
    const auto result
        = model::TokenSpiral::lay(laid, walk, model::LetterSequences::forSettings(m_settings));
    std::vector<model::Hex> changed;
    for (const model::HexCoord c : walk)
        if (*laid.hexAt(c) != *board.hexAt(c))
            changed.push_back(*laid.hexAt(c));
    if (!changed.empty())
        document()->paintHexes(changed, tr("Lay Token Spiral"));
    if (result.missing > 0)
        Q_EMIT statusMessage(
            tr("The sequence ran out: %n hex(es) left without a token.", nullptr, result.missing));
    else if (result.unused > 0)
        Q_EMIT statusMessage(
            tr("%n token(s) of the sequence found no hex.", nullptr, result.unused));
    else
        Q_EMIT statusMessage(tr("%n token(s) laid.", nullptr, result.laid));
    return true;
}

void SpiralTool::deactivate()
{
    m_preview.clear();
    AbstractTool::deactivate();
}

void SpiralTool::mousePressed(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    const model::Hex *cell = document()->board().hexAt(e.hex);
    if (!cell || !model::isLand(cell->terrain)) {
        Q_EMIT statusMessage(tr("Click a land cell of the island to lay its spiral."));
        return;
    }
    laySpiral(cell->area);
}

void SpiralTool::mouseMoved(const ToolEvent &e)
{
    const model::Hex *cell = document()->board().hexAt(e.hex);
    std::vector<model::HexCoord> preview;
    if (cell && model::isLand(cell->terrain)) {
        const auto land = model::TokenSpiral::areaLand(document()->board(), cell->area);
        if (!land.empty())
            preview = model::TokenSpiral::walk(land, startCorner(), m_settings.clockwise);
    }
    if (preview != m_preview) {
        m_preview = std::move(preview);
        Q_EMIT overlayChanged({});
    }
}

void SpiralTool::mouseLeft()
{
    m_preview.clear();
    Q_EMIT overlayChanged({});
}

void SpiralTool::paintOverlay(QPainter &painter, const QRectF &) const
{
    if (m_preview.empty())
        return;
    const render::BoardPainter &bp = view()->boardPainter();
    // The walk as a path from the start hex inward, the start hex ringed.
    QPen pen(QColor(0xff, 0xe0, 0x70, 220), 2.0);
    pen.setCosmetic(true);
    painter.setPen(pen);
    for (std::size_t i = 1; i < m_preview.size(); ++i)
        painter.drawLine(bp.centre(m_preview[i - 1]), bp.centre(m_preview[i]));
    painter.setBrush(QColor(0xff, 0xe0, 0x70, 90));
    painter.drawPolygon(bp.hexPolygon(m_preview.front()));
}

QWidget *SpiralTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    auto *corner = new QComboBox(w);
    const QString corners[] = {tr("East"), tr("Upper right"), tr("Upper left"), tr("West"),
        tr("Lower left"), tr("Lower right")};
    for (int i = 0; i < 6; ++i)
        corner->addItem(corners[i], i);
    corner->setCurrentIndex(startCorner());
    connect(corner, &QComboBox::currentIndexChanged, this,
        [this](int i) { m_settings.startCorner = i; });
    form->addRow(tr("Start corner:"), corner);

    auto *direction = new QComboBox(w);
    direction->addItem(tr("Counter-clockwise"), false);
    direction->addItem(tr("Clockwise"), true);
    direction->setCurrentIndex(m_settings.clockwise ? 1 : 0);
    connect(direction, &QComboBox::currentIndexChanged, this,
        [this](int i) { m_settings.clockwise = i == 1; });
    form->addRow(tr("Direction:"), direction);

    auto *sequence = new QComboBox(w);
    sequence->addItem(DisplayNames::letterSequence(model::LetterSequence::Base),
        int(model::LetterSequence::Base));
    sequence->addItem(DisplayNames::letterSequence(model::LetterSequence::FiveSix),
        int(model::LetterSequence::FiveSix));
    connect(sequence, &QComboBox::currentIndexChanged, this, [this, sequence](int i) {
        m_settings.sequence = static_cast<model::LetterSequence>(sequence->itemData(i).toInt());
    });
    form->addRow(tr("Letters:"), sequence);
    return w;
}

} // namespace isle::editor
