// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

#include <QElapsedTimer>

#include <optional>

namespace isle::editor {

/// Number tokens: a click sets the chosen value on a cell whose terrain takes a token, a right
/// click removes it; typing digits over a hovered cell sets that number (1 then 0–2 within a
/// second for 10–12), Delete/Backspace removes it; dragging a token onto another cell swaps the
/// two (or moves it onto an empty cell) in one undo step.
class TokenTool : public AbstractTool
{
    Q_OBJECT

public:
    explicit TokenTool(QObject *parent = nullptr);
    QString description() const override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

    int value() const { return m_value; }
    void setValue(int value);

    void deactivate() override;
    void mousePressed(const ToolEvent &e) override;
    void mouseMoved(const ToolEvent &e) override;
    void mouseReleased(const ToolEvent &e) override;
    void mouseLeft() override;
    bool keyPressed(QKeyEvent *event) override;
    bool overridesShortcut(const QKeyEvent *event) const override;
    void paintOverlay(QPainter &painter, const QRectF &exposed) const override;
    QWidget *createOptionsWidget(QWidget *parent) override;

Q_SIGNALS:
    void valueChanged(int value);

private:
    /// Sets (value) or removes (nullopt) the token on `hex`, refusing cells that take none.
    void setToken(model::HexCoord hex, std::optional<int> value);

    int m_value = 6;
    std::optional<model::HexCoord> m_hover;
    std::optional<model::HexCoord> m_dragFrom; ///< pressed on a cell with a token
    QPointF m_dragPos;
    bool m_dragged = false;
    int m_pendingDigit = -1; ///< a typed "1" waiting for a second digit
    QElapsedTimer m_pendingTimer;
};

} // namespace isle::editor
