// SPDX-License-Identifier: GPL-3.0-or-later
#include "TokenTool.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"

#include <QComboBox>
#include <QFormLayout>
#include <QKeyEvent>
#include <QPainter>

namespace isle::editor {

namespace {
constexpr qint64 SecondDigitMs = 1000;
}

TokenTool::TokenTool(QObject *parent)
    : AbstractTool(tr("Number Token"), QStringLiteral("token"), QKeySequence(Qt::Key_T), parent)
{ }

QString TokenTool::description() const
{
    return tr("Click to lay the chosen number, type a number over a cell, drag a token to swap.");
}

void TokenTool::setValue(int value)
{
    if (!model::isValidTokenValue(value) || value == m_value)
        return;
    m_value = value;
    Q_EMIT valueChanged(value);
}

void TokenTool::deactivate()
{
    m_hover.reset();
    m_dragFrom.reset();
    m_pendingDigit = -1;
    AbstractTool::deactivate();
}

void TokenTool::setToken(model::HexCoord hex, std::optional<int> value)
{
    const model::Hex *old = document()->board().hexAt(hex);
    if (!old) {
        Q_EMIT statusMessage(tr("%1 is not on the board.").arg(DisplayNames::coordinate(hex)));
        return;
    }
    if (value && !model::takesNumberToken(old->terrain)) {
        Q_EMIT statusMessage(
            tr("%1 takes no number token.").arg(DisplayNames::terrain(old->terrain)));
        return;
    }
    model::Hex cell = *old;
    if (value) {
        if (cell.token && cell.token->value == *value)
            return;
        cell.token = model::NumberToken {*value, {}};
    } else {
        if (!cell.token)
            return;
        cell.token.reset();
    }
    document()->paintHexes({cell}, value ? tr("Set Token %1").arg(*value) : tr("Remove Token"));
}

void TokenTool::mousePressed(const ToolEvent &e)
{
    if (e.button == Qt::RightButton) {
        setToken(e.hex, std::nullopt);
        return;
    }
    if (e.button != Qt::LeftButton)
        return;
    const model::Hex *cell = document()->board().hexAt(e.hex);
    m_dragFrom = e.hex;
    m_dragPos = e.pos;
    m_dragged = false;
    if (!cell || !cell->token)
        m_dragFrom.reset(); // nothing to drag: the release sets the value
}

void TokenTool::mouseMoved(const ToolEvent &e)
{
    if (m_hover != e.hex) {
        if (m_hover)
            Q_EMIT overlayChanged(view()->hexRect(*m_hover));
        m_hover = e.hex;
        m_pendingDigit = -1;
        Q_EMIT overlayChanged(view()->hexRect(e.hex));
    }
    if (m_dragFrom && (e.buttons & Qt::LeftButton)) {
        const QRectF before
            = QRectF(view()->boardPainter().centre(*m_dragFrom), m_dragPos).normalized();
        m_dragPos = e.pos;
        m_dragged = m_dragged || e.hex != *m_dragFrom;
        const double s = view()->hexLayout().size();
        Q_EMIT overlayChanged(
            before.united(QRectF(view()->boardPainter().centre(*m_dragFrom), e.pos).normalized())
                .adjusted(-s, -s, s, s));
    }
}

void TokenTool::mouseReleased(const ToolEvent &e)
{
    if (e.button != Qt::LeftButton)
        return;
    const std::optional<model::HexCoord> from = m_dragFrom;
    m_dragFrom.reset();
    Q_EMIT overlayChanged({});
    if (!from || e.hex == *from) {
        setToken(e.hex, m_value);
        return;
    }
    // Drag and drop: swap the two tokens (or move onto an empty cell), one undo step.
    const model::Board &board = document()->board();
    const model::Hex *a = board.hexAt(*from);
    const model::Hex *b = board.hexAt(e.hex);
    if (!a || !b || !a->token)
        return;
    if (!model::takesNumberToken(b->terrain)) {
        Q_EMIT statusMessage(
            tr("%1 takes no number token.").arg(DisplayNames::terrain(b->terrain)));
        return;
    }
    model::Hex na = *a;
    model::Hex nb = *b;
    std::swap(na.token, nb.token);
    document()->paintHexes({na, nb}, b->token ? tr("Swap Tokens") : tr("Move Token"));
}

void TokenTool::mouseLeft()
{
    if (m_hover)
        Q_EMIT overlayChanged(view()->hexRect(*m_hover));
    m_hover.reset();
    m_pendingDigit = -1;
}

bool TokenTool::overridesShortcut(const QKeyEvent *event) const
{
    return m_hover && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))
        && (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace);
}

bool TokenTool::keyPressed(QKeyEvent *event)
{
    if (!m_hover || (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        return false;
    const int key = event->key();
    if (key == Qt::Key_Delete || key == Qt::Key_Backspace) {
        setToken(*m_hover, std::nullopt);
        return true;
    }
    if (key < Qt::Key_0 || key > Qt::Key_9)
        return false;
    const int digit = key - Qt::Key_0;
    if (m_pendingDigit == 1 && m_pendingTimer.elapsed() < SecondDigitMs && digit <= 2) {
        m_pendingDigit = -1;
        setToken(*m_hover, 10 + digit);
        return true;
    }
    m_pendingDigit = -1;
    if (digit == 1) { // the start of 10, 11 or 12
        m_pendingDigit = 1;
        m_pendingTimer.start();
        Q_EMIT statusMessage(tr("Type 0, 1 or 2 for 10, 11 or 12."));
        return true;
    }
    if (!model::isValidTokenValue(digit)) {
        Q_EMIT statusMessage(tr("%1 is not a number token (2–6, 8–12).").arg(digit));
        return true;
    }
    setToken(*m_hover, digit);
    return true;
}

void TokenTool::paintOverlay(QPainter &painter, const QRectF &) const
{
    const render::BoardPainter &bp = view()->boardPainter();
    const double s = view()->hexLayout().size();
    if (m_hover) {
        QPen pen(QColor(0xff, 0xe0, 0x70), 2.0);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(bp.centre(*m_hover), s * 0.38, s * 0.38);
    }
    if (m_dragFrom && m_dragged) {
        QPen pen(QColor(0xff, 0xe0, 0x70), 2.0, Qt::DashLine);
        pen.setCosmetic(true);
        painter.setPen(pen);
        painter.drawLine(bp.centre(*m_dragFrom), m_dragPos);
        painter.setBrush(QColor(0xf6, 0xeb, 0xcb, 200));
        painter.drawEllipse(m_dragPos, s * 0.3, s * 0.3);
    }
}

QWidget *TokenTool::createOptionsWidget(QWidget *parent)
{
    auto *w = new QWidget(parent);
    auto *form = new QFormLayout(w);
    form->setContentsMargins(0, 0, 0, 0);
    auto *combo = new QComboBox(w);
    for (int v = 2; v <= 12; ++v)
        if (model::isValidTokenValue(v))
            combo->addItem(QString::number(v), v);
    combo->setCurrentIndex(combo->findData(m_value));
    combo->setToolTip(tr("The number a click lays"));
    connect(combo, &QComboBox::currentIndexChanged, this,
        [this, combo](int i) { setValue(combo->itemData(i).toInt()); });
    connect(this, &TokenTool::valueChanged, combo,
        [combo](int v) { combo->setCurrentIndex(combo->findData(v)); });
    form->addRow(tr("Number:"), combo);
    return w;
}

} // namespace isle::editor
