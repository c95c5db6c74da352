// SPDX-License-Identifier: GPL-3.0-or-later
#include "ToolManager.h"

#include "AreaTool.h"
#include "EraseTool.h"
#include "FloodFillTool.h"
#include "FrameTool.h"
#include "HarborTool.h"
#include "MarkerTool.h"
#include "PieceTool.h"
#include "SelectTool.h"
#include "SpiralTool.h"
#include "StartRestrictionTool.h"
#include "TerrainBrushTool.h"
#include "TokenTool.h"
#include "editor/render/TerrainArt.h"
#include "editor/scene/BoardView.h"

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QStackedWidget>

namespace isle::editor {

ToolManager::ToolManager(QObject *parent)
    : QObject(parent)
    , m_group(new QActionGroup(this))
{
    render::TerrainArt::initResources(); // the tool icons
    m_group->setExclusive(true);
    m_tools = {new SelectTool(this), new TerrainBrushTool(this), new FloodFillTool(this),
        new EraseTool(this), new TokenTool(this), new SpiralTool(this), new HarborTool(this),
        new FrameTool(this), new PieceTool(PieceTool::Piece::Robber, this),
        new PieceTool(PieceTool::Piece::Pirate, this), new AreaTool(this),
        new StartRestrictionTool(this), new MarkerTool(this)};
    for (AbstractTool *t : m_tools) {
        auto *a = new QAction(t->icon(), t->name(), m_group);
        a->setCheckable(true);
        a->setShortcut(t->shortcut());
        a->setToolTip(tr("%1 (%2)\n%3")
                          .arg(t->name(), t->shortcut().toString(QKeySequence::NativeText),
                              t->description()));
        a->setStatusTip(t->description());
        connect(a, &QAction::triggered, this, [this, t] { selectTool(t); });
        m_actions.push_back(a);
    }
    selectTool(m_tools.front());
}

ToolManager::~ToolManager() = default;

QList<QAction *> ToolManager::actions() const
{
    return QList<QAction *>(m_actions.begin(), m_actions.end());
}

QAction *ToolManager::actionFor(const AbstractTool *tool) const
{
    for (std::size_t i = 0; i < m_tools.size(); ++i)
        if (m_tools[i] == tool)
            return m_actions[i];
    return nullptr;
}

void ToolManager::setView(BoardView *view)
{
    if (BoardView *old = m_view.data())
        old->setTool(nullptr);
    m_view = view;
    if (view)
        view->setTool(m_current);
}

void ToolManager::selectTool(AbstractTool *tool)
{
    if (!tool || tool == m_current)
        return;
    m_current = tool;
    if (QAction *a = actionFor(tool))
        a->setChecked(true);
    if (BoardView *view = m_view.data())
        view->setTool(tool);
    if (QStackedWidget *options = m_options.data())
        for (std::size_t i = 0; i < m_tools.size(); ++i)
            if (m_tools[i] == tool)
                options->setCurrentWidget(m_optionPages[i]);
    Q_EMIT currentToolChanged(tool);
}

QWidget *ToolManager::optionsWidget(QWidget *parent)
{
    if (QStackedWidget *existing = m_options.data())
        return existing;
    auto *options = new QStackedWidget(parent);
    m_options = options;
    m_optionPages.clear();
    for (AbstractTool *t : m_tools) {
        QWidget *page = t->createOptionsWidget(options);
        if (!page) {
            auto *label = new QLabel(t->description(), options);
            label->setWordWrap(true);
            page = label;
        }
        options->addWidget(page);
        m_optionPages.push_back(page);
    }
    for (std::size_t i = 0; i < m_tools.size(); ++i)
        if (m_tools[i] == m_current)
            options->setCurrentWidget(m_optionPages[i]);
    return options;
}

void ToolManager::setCurrentTerrain(model::Terrain terrain)
{
    if (auto *brush = tool<TerrainBrushTool>())
        brush->setTerrain(terrain);
    if (auto *fill = tool<FloodFillTool>())
        fill->setTerrain(terrain);
}

} // namespace isle::editor
