// SPDX-License-Identifier: GPL-3.0-or-later
#include "AbstractTool.h"

#include "editor/scene/BoardView.h"

namespace isle::editor {

AbstractTool::AbstractTool(
    const QString &name, const QString &iconName, const QKeySequence &shortcut, QObject *parent)
    : QObject(parent)
    , m_name(name)
    , m_icon(QStringLiteral(":/icons/%1.svg").arg(iconName))
    , m_shortcut(shortcut)
{ }

void AbstractTool::activate(BoardView *view)
{
    m_view = view;
}

void AbstractTool::deactivate()
{
    Q_EMIT overlayChanged({});
    m_view = nullptr;
}

ScenarioDocument *AbstractTool::document() const
{
    return m_view ? m_view->document() : nullptr;
}

} // namespace isle::editor
