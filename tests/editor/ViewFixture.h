// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../model/BoardFixtures.h"
#include "editor/document/ScenarioDocument.h"
#include "editor/scene/BoardView.h"
#include "editor/tools/ToolManager.h"

#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace isle::test {

/// A document on a shown BoardView at zoom 1 centred on the origin, with the tools: drives tools
/// with synthetic mouse and key events on the viewport, as a user would.
struct ViewFixture
{
    explicit ViewFixture(model::Scenario scenario)
        : document(std::make_unique<editor::ScenarioDocument>(std::move(scenario)))
    {
        view.resize(900, 700);
        view.setDocument(document.get());
        tools.setView(&view);
        view.show();
        view.setZoom(1.0);
        view.centerOn(0, 0);
    }

    QWidget *viewport() const { return view.viewport(); }
    QPoint at(QPointF board) const { return view.mapFromScene(board); }
    QPoint at(model::HexCoord h) const { return at(view.boardPainter().centre(h)); }
    QPoint atCorner(model::CornerCoord c) const { return at(view.boardPainter().corner(c)); }
    /// A point on the path, a little toward its first hex so the path is the nearest one.
    QPoint atEdge(model::EdgeCoord e) const
    {
        const model::Point m = view.hexLayout().edgeMidpoint(e);
        const QPointF c = view.boardPainter().centre(e.hex);
        return at(QPointF(m.x, m.y) + (c - QPointF(m.x, m.y)) * 0.1);
    }

    void move(
        QPoint p, Qt::MouseButtons held = Qt::NoButton, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QMouseEvent e(
            QEvent::MouseMove, p, view.viewport()->mapToGlobal(p), Qt::NoButton, held, mods);
        QApplication::sendEvent(viewport(), &e);
    }
    /// Press at the first point, move through the others with the button held, release at the last.
    void drag(const std::vector<QPoint> &path, Qt::MouseButton button = Qt::LeftButton,
        Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        move(path.front());
        QTest::mousePress(viewport(), button, mods, path.front());
        for (std::size_t i = 1; i < path.size(); ++i)
            move(path[i], button, mods);
        QTest::mouseRelease(viewport(), button, mods, path.back());
    }
    void click(QPoint p, Qt::MouseButton button = Qt::LeftButton,
        Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        move(p);
        QTest::mouseClick(viewport(), button, mods, p);
    }

    const model::Board &board() const { return document->board(); }
    int undoCount() const { return document->undoStack()->count(); }

    std::unique_ptr<editor::ScenarioDocument> document;
    editor::BoardView view;
    editor::ToolManager tools;
};

} // namespace isle::test
