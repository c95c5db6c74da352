// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/commands/ChangeValue.h"
#include "model/HexCoord.h"

#include <optional>

namespace isle::editor {

/// Where the robber and the pirate start.
struct PiecePositions
{
    std::optional<model::HexCoord> robber;
    std::optional<model::HexCoord> pirate;

    bool operator==(const PiecePositions &) const = default;
};

/// Moves (or takes off the board) the robber and/or the pirate.
class MovePieces : public ChangeValue<PiecePositions>
{
public:
    MovePieces(ScenarioDocument *document, PiecePositions before, PiecePositions after,
        const QString &text);

protected:
    void apply(const PiecePositions &value) override;
};

} // namespace isle::editor
