// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editor/scene/ToolEvent.h"

#include <QCursor>
#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QRectF>

class QKeyEvent;
class QPainter;
class QWidget;

namespace isle::editor {

class BoardView;
class ScenarioDocument;

/// A way of editing the board with the mouse and keyboard. Tools are event-driven state
/// machines: the view forwards its events, the tool keeps a preview of what it is about to do
/// (drawn in paintOverlay()) and commits it through the document's edit methods; a tool never
/// changes the scenario itself.
class AbstractTool : public QObject
{
    Q_OBJECT

public:
    AbstractTool(const QString &name, const QString &iconName, const QKeySequence &shortcut,
        QObject *parent = nullptr);

    QString name() const { return m_name; }
    QIcon icon() const { return m_icon; }
    QKeySequence shortcut() const { return m_shortcut; }
    /// One sentence for tooltips and the status bar.
    virtual QString description() const = 0;
    virtual QCursor cursor() const { return Qt::CrossCursor; }

    /// The view this tool now works on; the tool resets any half-done state.
    virtual void activate(BoardView *view);
    virtual void deactivate();

    virtual void mousePressed(const ToolEvent &) { }
    virtual void mouseMoved(const ToolEvent &) { }
    virtual void mouseReleased(const ToolEvent &) { }
    virtual void mouseLeft() { }
    /// Returns true when the tool used the key.
    virtual bool keyPressed(QKeyEvent *) { return false; }
    /// True when the tool would use this key now, before a window shortcut on the same key (the
    /// token tool's Delete clears the hovered token, not the selected hexes).
    virtual bool overridesShortcut(const QKeyEvent *) const { return false; }
    /// Draws the tool's preview in board coordinates (hover marks, brush footprint, rubber band).
    virtual void paintOverlay(QPainter &, const QRectF &) const { }
    /// The tool's options (brush size, harbor type...), or nullptr; owned by the caller.
    virtual QWidget *createOptionsWidget(QWidget *) { return nullptr; }

Q_SIGNALS:
    /// A message for the status bar (e.g. why an edit was refused).
    void statusMessage(const QString &text);
    /// The preview changed within `rect` (board coordinates; null = everywhere).
    void overlayChanged(const QRectF &rect);

protected:
    BoardView *view() const { return m_view; }
    ScenarioDocument *document() const;

private:
    QString m_name;
    QIcon m_icon;
    QKeySequence m_shortcut;
    BoardView *m_view = nullptr;
};

} // namespace isle::editor
