// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/HexLayout.h"
#include "model/Scenario.h"

#include <QColor>
#include <QImage>
#include <QPolygonF>
#include <QRectF>

#include <functional>

class QPainter;

namespace isle::render {

class TerrainArt;

/// Paints a board with QPainter in board coordinates (the units of a model::HexLayout): terrain
/// art, grid, area outlines, number tokens, harbors, markers, robber and pirate. Used by the
/// editor's view and by the image and print exports, so it needs Qt Gui only. Only the hexes
/// that meet the exposed rectangle are visited (row ranges on the sorted hex list), so the cost
/// of a frame depends on what is visible, not on the board size.
class BoardPainter
{
public:
    /// What to draw. Everything is on by default except coordinates.
    struct Options
    {
        bool grid = true;
        bool areas = true;
        bool tokens = true;
        bool letters = true;
        bool harbors = true;
        bool markers = true;
        bool pieces = true; ///< robber and pirate
        bool coordinates = false;
        bool terrain = true; ///< the terrain art (the SVG export places it itself)
        /// Terrain art, tokens and harbor symbols as vector shapes rendered from the SVG art,
        /// each hex clipped to its outline (PDF), instead of cached images: sharp at any scale.
        bool vector = false;
        /// Editor aids: "?" on unassigned terrain, harbors and tokens without a value. Off for
        /// print, where an unassigned hex is a blank tile and an unassigned harbor a blank badge.
        bool placeholders = true;
        bool locks = false; ///< a padlock on hexes a deal keeps (Hex::fixed): the editor's view
    };

    /// `art` defaults to TerrainArt::shared() (GUI thread); pass an own instance elsewhere.
    explicit BoardPainter(
        model::HexLayout layout = model::HexLayout(50.0), TerrainArt *art = nullptr);

    const model::HexLayout &layout() const { return m_layout; }
    void setLayout(const model::HexLayout &layout) { m_layout = layout; }
    const Options &options() const { return m_options; }
    void setOptions(const Options &options) { m_options = options; }

    /// Paints the parts of `scenario.board` that meet `exposed` (board coordinates). The
    /// painter's transform maps board coordinates to the device; art is blitted at device
    /// resolution when that transform is a plain scale and translation.
    void paint(QPainter &painter, const model::Scenario &scenario, const QRectF &exposed) const;
    /// As paint(), for a board without a scenario around it (areas are then uncoloured).
    void paintBoard(QPainter &painter, const model::Board &board,
        const std::vector<model::Area> &areas, const QRectF &exposed) const;

    /// Hexes painted by the last paint call (for benchmarks and tests).
    int lastPaintedHexCount() const { return m_lastPainted; }

    // --- Geometry shared with the view -------------------------------------------------------
    QPointF centre(model::HexCoord h) const;
    QPointF corner(model::CornerCoord c) const;
    QPolygonF hexPolygon(model::HexCoord h) const;
    /// Bounding rectangle of a hex (what needs repainting when the cell changes).
    QRectF hexRect(model::HexCoord h) const;
    /// Bounding rectangle of everything drawn for the board (empty board: a null rect).
    QRectF boardRect(const model::Board &board) const;
    /// Calls `fn` for every cell whose hex meets `rect`, in row-major order.
    void forEachHexIn(const model::Board &board, const QRectF &rect,
        const std::function<void(const model::Hex &)> &fn) const;

    // --- Colours shared with legends, palettes and exports ------------------------------------
    static QColor areaColor(int areaIndex);
    static QColor playerColor(int player);
    static QColor harborColor(model::HarborType type);

private:
    void paintHexes(QPainter &p, const std::vector<const model::Hex *> &hexes, double pxSize) const;
    void paintVectorArt(QPainter &p, const model::Hex &hex) const;
    void paintAreaOutlines(QPainter &p, const model::Board &board,
        const std::vector<model::Area> &areas, const std::vector<const model::Hex *> &hexes) const;
    void paintToken(
        QPainter &p, QPointF centre, const model::NumberToken &token, double pxSize) const;
    void paintHarbor(QPainter &p, const model::Harbor &harbor, double pxSize) const;
    void paintMarker(QPainter &p, const model::Marker &marker, double pxSize) const;
    void paintRobber(QPainter &p, model::HexCoord h) const;
    void paintLock(QPainter &p, QPointF at) const;
    void paintPirate(QPainter &p, model::HexCoord h) const;

    model::HexLayout m_layout;
    TerrainArt *m_art;
    Options m_options;
    mutable int m_lastPainted = 0;

    /// A token rendered at one zoom level: text layout is the costliest part of a frame, and a
    /// board has only a few dozen distinct tokens, so they are blitted like the terrain art.
    const QImage &tokenImage(const model::NumberToken &token, double pxSize) const;
    struct CachedToken
    {
        int value;
        std::string letter;
        QImage image;
    };
    mutable std::vector<CachedToken> m_tokenCache;
    mutable int m_tokenCacheSize = 0; // device pixel size the cache was made for
};

} // namespace isle::render
