// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AbstractTool.h"

namespace isle::editor {

/// Places the robber (on land) or the pirate (on sea) where the game starts them; the right
/// button takes the piece off the board.
class PieceTool : public AbstractTool
{
    Q_OBJECT

public:
    enum class Piece { Robber, Pirate };

    explicit PieceTool(Piece piece, QObject *parent = nullptr);
    QString description() const override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

    void mousePressed(const ToolEvent &e) override;

private:
    Piece m_piece;
};

} // namespace isle::editor
