// SPDX-License-Identifier: GPL-3.0-or-later
#include "LayerActions.h"

#include "BoardView.h"
#include "DiagnosticsOverlay.h"

#include <QAction>
#include <QKeySequence>

#include <iterator>

namespace isle::editor {

namespace {

struct LayerInfo
{
    LayerActions::Layer layer;
    bool shownByDefault;
};

constexpr LayerInfo Layers[] = {
    {LayerActions::Layer::Tokens, true},
    {LayerActions::Layer::Harbors, true},
    {LayerActions::Layer::Areas, true},
    {LayerActions::Layer::Problems, true},
    {LayerActions::Layer::HeatMap, false},
};

} // namespace

LayerActions::LayerActions(BoardView *view, DiagnosticsOverlay *overlay, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_overlay(overlay)
{
    const struct
    {
        QString text;
        QString tip;
        QKeySequence key;
        QString objectName;
    } texts[] = {
        {tr("Number &Tokens"), tr("Show or hide the number tokens on the board"), {},
            QStringLiteral("TokensLayerAction")},
        {tr("H&arbors"), tr("Show or hide the harbors"), {}, QStringLiteral("HarborsLayerAction")},
        {tr("A&rea Outlines"), tr("Show or hide the coloured outlines of the areas"), {},
            QStringLiteral("AreasLayerAction")},
        {tr("Highlight &Problems"),
            tr("Outline the hexes, harbors and intersections the rule checks complain about"),
            QKeySequence(Qt::CTRL | Qt::Key_E), QStringLiteral("HighlightProblemsAction")},
        {tr("Intersection &Heat Map"),
            tr("Colour every intersection by its production (pips): blue poor, red rich"),
            QKeySequence(Qt::CTRL | Qt::Key_H), QStringLiteral("HeatMapAction")},
    };
    for (std::size_t i = 0; i < std::size(Layers); ++i) {
        const LayerInfo &info = Layers[i];
        auto *a = new QAction(texts[i].text, this);
        a->setObjectName(texts[i].objectName);
        a->setStatusTip(texts[i].tip);
        a->setToolTip(texts[i].tip);
        a->setShortcut(texts[i].key);
        a->setCheckable(true);
        a->setChecked(info.shownByDefault);
        apply(info.layer, info.shownByDefault);
        connect(a, &QAction::toggled, this, [this, info](bool on) { apply(info.layer, on); });
        m_actions << a;
    }
}

QAction *LayerActions::action(Layer layer) const
{
    return m_actions.at(static_cast<int>(layer));
}

bool LayerActions::isShown(Layer layer) const
{
    return action(layer)->isChecked();
}

void LayerActions::setShown(Layer layer, bool shown)
{
    action(layer)->setChecked(shown);
}

void LayerActions::apply(Layer layer, bool shown)
{
    render::BoardPainter::Options options = m_view->boardPainter().options();
    switch (layer) {
    case Layer::Tokens:
        options.tokens = shown;
        break;
    case Layer::Harbors:
        options.harbors = shown;
        break;
    case Layer::Areas:
        options.areas = shown;
        break;
    case Layer::Problems:
        m_overlay->setViolationsShown(shown);
        return;
    case Layer::HeatMap:
        m_overlay->setHeatMapShown(shown);
        return;
    }
    m_view->setPaintOptions(options);
}

} // namespace isle::editor
