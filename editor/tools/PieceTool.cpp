// SPDX-License-Identifier: GPL-3.0-or-later
#include "PieceTool.h"

#include "editor/document/DisplayNames.h"
#include "editor/document/ScenarioDocument.h"

namespace isle::editor {

PieceTool::PieceTool(Piece piece, QObject *parent)
    : AbstractTool(piece == Piece::Robber ? tr("Robber") : tr("Pirate"),
        piece == Piece::Robber ? QStringLiteral("robber") : QStringLiteral("pirate"),
        QKeySequence(piece == Piece::Robber ? Qt::Key_R : Qt::Key_P), parent)
    , m_piece(piece)
{ }

QString PieceTool::description() const
{
    return m_piece == Piece::Robber
        ? tr("Click a land cell to start the robber there; right-click removes it.")
        : tr("Click a sea cell to start the pirate there; right-click removes it.");
}

void PieceTool::mousePressed(const ToolEvent &e)
{
    const bool robber = m_piece == Piece::Robber;
    if (e.button == Qt::RightButton) {
        if (robber && document()->board().robber())
            document()->setRobber(std::nullopt);
        else if (!robber && document()->board().pirate())
            document()->setPirate(std::nullopt);
        return;
    }
    if (e.button != Qt::LeftButton)
        return;
    const auto terrain = document()->board().terrainAt(e.hex);
    if (!terrain) {
        Q_EMIT statusMessage(tr("%1 is not on the board.").arg(DisplayNames::coordinate(e.hex)));
        return;
    }
    if (robber) {
        // The robber stands on a land hex (the desert at set-up, 001:L537).
        if (!model::isLand(*terrain)) {
            Q_EMIT statusMessage(
                tr("The robber stands on land, not on %1.").arg(DisplayNames::terrain(*terrain)));
            return;
        }
        if (document()->board().robber() != e.hex)
            document()->setRobber(e.hex);
    } else {
        // The pirate sails the played sea; the frame is not played on.
        if (!model::isWater(*terrain) || !model::isPlayable(*terrain)) {
            Q_EMIT statusMessage(
                tr("The pirate starts on sea, not on %1.").arg(DisplayNames::terrain(*terrain)));
            return;
        }
        if (document()->board().pirate() != e.hex)
            document()->setPirate(e.hex);
    }
}

} // namespace isle::editor
