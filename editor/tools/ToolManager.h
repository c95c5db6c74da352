// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Terrain.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QActionGroup;
class QStackedWidget;
class QWidget;

namespace isle::editor {

class AbstractTool;
class BoardView;
class FloodFillTool;
class TerrainBrushTool;

/// Owns the tools, one checkable action per tool in an exclusive group (icon, shortcut,
/// tooltip) for the MainWindow's tool bar, and the tool-options widget that shows the current
/// tool's options. The active tool is given to the BoardView.
class ToolManager : public QObject
{
    Q_OBJECT

public:
    explicit ToolManager(QObject *parent = nullptr);
    ~ToolManager() override;

    void setView(BoardView *view);

    const std::vector<AbstractTool *> &tools() const { return m_tools; }
    QList<QAction *> actions() const;
    QActionGroup *actionGroup() const { return m_group; }
    QAction *actionFor(const AbstractTool *tool) const;
    AbstractTool *currentTool() const { return m_current; }
    void selectTool(AbstractTool *tool);
    /// The tool of a class, e.g. tool<HarborTool>().
    template<typename T> T *tool() const
    {
        for (AbstractTool *t : m_tools)
            if (auto *typed = qobject_cast<T *>(t))
                return typed;
        return nullptr;
    }

    /// A widget showing the current tool's options (created once; owned by `parent`).
    QWidget *optionsWidget(QWidget *parent);

public Q_SLOTS:
    /// The palette's terrain, used by the brush and the fill.
    void setCurrentTerrain(model::Terrain terrain);

Q_SIGNALS:
    void currentToolChanged(AbstractTool *tool);

private:
    std::vector<AbstractTool *> m_tools;
    std::vector<QAction *> m_actions;
    QActionGroup *m_group;
    AbstractTool *m_current = nullptr;
    QPointer<BoardView> m_view;
    QPointer<QStackedWidget> m_options;
    std::vector<QWidget *> m_optionPages;
};

} // namespace isle::editor
