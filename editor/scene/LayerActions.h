// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace isle::editor {

class BoardView;
class DiagnosticsOverlay;

/// View › Layers: one checkable action per layer of the board (number tokens, harbors, area
/// outlines, problem highlights, the intersection heat map). Board layers switch the view's
/// BoardPainter options, the others the DiagnosticsOverlay. Every start shows all but the heat map.
class LayerActions : public QObject
{
    Q_OBJECT

public:
    enum class Layer { Tokens, Harbors, Areas, Problems, HeatMap };

    LayerActions(BoardView *view, DiagnosticsOverlay *overlay, QObject *parent = nullptr);

    QList<QAction *> actions() const { return m_actions; }
    QAction *action(Layer layer) const;
    bool isShown(Layer layer) const;
    void setShown(Layer layer, bool shown);

private:
    void apply(Layer layer, bool shown);

    BoardView *m_view;
    DiagnosticsOverlay *m_overlay;
    QList<QAction *> m_actions; // indexed by Layer
};

} // namespace isle::editor
